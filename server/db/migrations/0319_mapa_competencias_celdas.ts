import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The heat map at half a million people (COM350): p95 under 150 ms. Today's map joined every
// active person's expected competencies to their latest assessments and averaged them per cell
// on every call: 2.8 million assessments, about 2 s on PostgreSQL. mapa_competencias_celdas
// keeps the sum of the pairs' fulfilment (min(assessed / expected, 1) x 100, as the map computes
// it) and their count per work centre, company, type and competency, and per department (agrupacion
// 'D') or puesto ('P'), the map's two groupings; today's map sums the cells of the visible centres
// instead of the pairs. One key of department and puesto together made 1.7 million cells of 2.8
// million pairs, and the map by department still took 0.8 s; by department alone there are 36,000
// technical cells. An earlier cut-off still
// asks the history (server/competencias/competencias-organizacion.ts).
//
// Kept by triggers, as 0079's dashboard counts and 0125's latest assessments are, on every table
// a pair's fulfilment depends on: the person (active, centre, company, department, puesto), what
// the puesto expects (puestos_competencias), the pair's latest assessment (competencias_vigentes,
// itself kept from evaluaciones_competencia) and the levels' values. Each change adds what it
// brings and takes away what it ends, as signed rows of one upsert; a rolled-back write takes
// its change with it. A cell whose count falls to zero stays, and the map skips it.

const keys = "agrupacion, id_centro_trabajo, id_empresa, clave, tipo, id_competencia"

/** The map's two groupings: the cell's key is the person's department or puesto. */
const groupings = [
  ["D", (p: Pairs) => p.person.depto],
  ["P", (p: Pairs) => p.person.puesto],
] as const

/** min(assessed / expected, 1) x 100, as the map's query and domain/rules/competency-gap. */
const fulfilment = "CASE WHEN nv.valor >= ne.valor OR ne.valor <= 0 THEN 100.0 ELSE nv.valor * 100.0 / ne.valor END"

/** Where a set of pairs comes from: the person's columns, the pair's competency and levels, and the rows that hold them. */
interface Pairs {
  readonly person: { readonly centro: string; readonly empresa: string; readonly depto: string; readonly puesto: string }
  readonly tipo: string
  readonly competencia: string
  readonly esperado: string
  readonly evaluado: string
  readonly from: string
  readonly where: string
}

/** The pairs' fulfilment (times sign) and count per cell of one grouping. */
const cellsOf = (sign: 1 | -1, p: Pairs, grouping: (typeof groupings)[number]): string => {
  const cell = [p.person.centro, p.person.empresa, grouping[1](p), p.tipo, p.competencia]
  // A trigger's OLD/NEW column is one value for the statement: only table columns are grouped.
  const grouped = cell.filter((c) => !/^(OLD|NEW)\./.test(c))
  const [centro, empresa, clave, ...rest] = cell
  return `SELECT '${grouping[0]}' AS agrupacion, ${centro}, ${empresa}, CAST(${clave} AS VARCHAR(10)) AS clave, ${rest.join(", ")}, ${sign} * SUM(${fulfilment}) AS suma, ${sign} * COUNT(*) AS n
    FROM ${p.from}
    JOIN niveles_competencia ne ON ne.id_nivel = ${p.esperado}
    JOIN niveles_competencia nv ON nv.id_nivel = ${p.evaluado}
    WHERE ${p.where}
    ${grouped.length === 0 ? "" : `GROUP BY ${grouped.join(", ")}`}
    HAVING COUNT(*) > 0`
}

/** Adds (sign 1) or takes away (sign -1) the pairs' fulfilment and count in their cells of both groupings. */
const apply = (sign: 1 | -1, p: Pairs): string =>
  groupings
    .map(
      (grouping) => `INSERT INTO mapa_competencias_celdas (${keys}, suma, n)
    ${cellsOf(sign, p, grouping)}
    ON CONFLICT (${keys}) DO UPDATE SET suma = mapa_competencias_celdas.suma + excluded.suma, n = mapa_competencias_celdas.n + excluded.n`,
    )
    .join("; ")

/** Every pair of every active person (the fill, and again after a level's value changes). */
const everyone: Pairs = {
  person: { centro: "e.id_centro_trabajo", empresa: "e.id_empresa", depto: "e.id_depto", puesto: "e.id_puesto" },
  tipo: "pc.tipo",
  competencia: "pc.id_competencia",
  esperado: "pc.id_nivel_esperado",
  evaluado: "v.id_nivel_evaluado",
  from: `empleados e
    JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto
    JOIN competencias_vigentes v ON v.id_empleado = e.id_empleado AND v.id_competencia = pc.id_competencia`,
  where: "e.activo = '1'",
}

/** The pairs of one person as the row was (OLD) or is (NEW). */
const person = (row: "OLD" | "NEW"): Pairs => ({
  person: { centro: `${row}.id_centro_trabajo`, empresa: `${row}.id_empresa`, depto: `${row}.id_depto`, puesto: `${row}.id_puesto` },
  tipo: "pc.tipo",
  competencia: "pc.id_competencia",
  esperado: "pc.id_nivel_esperado",
  evaluado: "v.id_nivel_evaluado",
  from: `puestos_competencias pc
    JOIN competencias_vigentes v ON v.id_empleado = ${row}.id_empleado AND v.id_competencia = pc.id_competencia`,
  where: `pc.id_puesto = ${row}.id_puesto AND ${row}.activo = '1'`,
})

/** The pair of one latest assessment as it was (OLD) or is (NEW), when its person is active and their puesto expects it. */
const assessment = (row: "OLD" | "NEW"): Pairs => ({
  person: { centro: "e.id_centro_trabajo", empresa: "e.id_empresa", depto: "e.id_depto", puesto: "e.id_puesto" },
  tipo: "pc.tipo",
  competencia: "pc.id_competencia",
  esperado: "pc.id_nivel_esperado",
  evaluado: `${row}.id_nivel_evaluado`,
  from: `empleados e
    JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto AND pc.id_competencia = ${row}.id_competencia`,
  where: `e.id_empleado = ${row}.id_empleado AND e.activo = '1'`,
})

/** The pairs of one expected competency as it was (OLD) or is (NEW): the active people of its puesto with an assessment of it. */
const expectation = (row: "OLD" | "NEW"): Pairs => ({
  person: { centro: "e.id_centro_trabajo", empresa: "e.id_empresa", depto: "e.id_depto", puesto: "e.id_puesto" },
  tipo: `${row}.tipo`,
  competencia: `${row}.id_competencia`,
  esperado: `${row}.id_nivel_esperado`,
  evaluado: "v.id_nivel_evaluado",
  from: `empleados e
    JOIN competencias_vigentes v ON v.id_empleado = e.id_empleado AND v.id_competencia = ${row}.id_competencia`,
  where: `e.id_puesto = ${row}.id_puesto AND e.activo = '1'`,
})

const refillAll = ["DELETE FROM mapa_competencias_celdas", apply(1, everyone)]

// What a person's pairs depend on; other updates of empleados (a telephone) fire nothing.
const personColumns = ["activo", "id_centro_trabajo", "id_empresa", "id_depto", "id_puesto"]

/** A trigger's body per operation, the same statements on both dialects. */
const bodies = {
  empleados: { INSERT: [apply(1, person("NEW"))], DELETE: [apply(-1, person("OLD"))], UPDATE: [apply(-1, person("OLD")), apply(1, person("NEW"))] },
  competencias_vigentes: {
    INSERT: [apply(1, assessment("NEW"))],
    DELETE: [apply(-1, assessment("OLD"))],
    UPDATE: [apply(-1, assessment("OLD")), apply(1, assessment("NEW"))],
  },
  puestos_competencias: {
    INSERT: [apply(1, expectation("NEW"))],
    DELETE: [apply(-1, expectation("OLD"))],
    UPDATE: [apply(-1, expectation("OLD")), apply(1, expectation("NEW"))],
  },
} as const

type Table = keyof typeof bodies
const tables = Object.keys(bodies) as ReadonlyArray<Table>

/** The UPDATE trigger's columns and condition: only a change a pair depends on fires it. */
const updateOf: Record<Table, ReadonlyArray<string>> = {
  empleados: personColumns,
  competencias_vigentes: ["id_empleado", "id_competencia", "id_nivel_evaluado"],
  puestos_competencias: ["id_puesto", "tipo", "id_competencia", "id_nivel_esperado"],
}

const pg = [
  ...tables.flatMap((table) => [
    `CREATE FUNCTION mapa_celdas_${table}() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN ${bodies[table].INSERT.join("; ")}; END IF;
        IF TG_OP = 'DELETE' THEN ${bodies[table].DELETE.join("; ")}; END IF;
        IF TG_OP = 'UPDATE' THEN ${bodies[table].UPDATE.join("; ")}; END IF;
        RETURN NULL;
      END
      $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER mapa_celdas_${table}_alta AFTER INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION mapa_celdas_${table}()`,
    `CREATE TRIGGER mapa_celdas_${table}_baja AFTER DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION mapa_celdas_${table}()`,
    `CREATE TRIGGER mapa_celdas_${table}_cambio AFTER UPDATE OF ${updateOf[table].join(", ")} ON ${table}
      FOR EACH ROW WHEN (${updateOf[table].map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ")})
      EXECUTE FUNCTION mapa_celdas_${table}()`,
  ]),
  `CREATE FUNCTION mapa_celdas_niveles() RETURNS trigger AS $$
    BEGIN ${refillAll.join("; ")}; RETURN NULL; END
    $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER mapa_celdas_niveles AFTER UPDATE OF valor ON niveles_competencia
    FOR EACH STATEMENT EXECUTE FUNCTION mapa_celdas_niveles()`,
]

const sqlite = [
  ...tables.flatMap((table) => [
    `CREATE TRIGGER mapa_celdas_${table}_alta AFTER INSERT ON ${table} FOR EACH ROW BEGIN ${bodies[table].INSERT.join("; ")}; END`,
    `CREATE TRIGGER mapa_celdas_${table}_baja AFTER DELETE ON ${table} FOR EACH ROW BEGIN ${bodies[table].DELETE.join("; ")}; END`,
    `CREATE TRIGGER mapa_celdas_${table}_cambio AFTER UPDATE OF ${updateOf[table].join(", ")} ON ${table}
      FOR EACH ROW WHEN ${updateOf[table].map((c) => `OLD.${c} IS NOT NEW.${c}`).join(" OR ")}
      BEGIN ${bodies[table].UPDATE.join("; ")}; END`,
  ]),
  `CREATE TRIGGER mapa_celdas_niveles AFTER UPDATE OF valor ON niveles_competencia
    FOR EACH ROW WHEN OLD.valor IS NOT NEW.valor
    BEGIN ${refillAll.join("; ")}; END`,
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // The key leads with the grouping and the centre: the map reads the cells of the visible centres.
  yield* sql`CREATE TABLE mapa_competencias_celdas (
    agrupacion CHAR(1) NOT NULL,
    id_centro_trabajo INTEGER NOT NULL,
    id_empresa INTEGER NOT NULL,
    clave VARCHAR(10) NOT NULL,
    tipo CHAR(1) NOT NULL,
    id_competencia INTEGER NOT NULL,
    suma NUMERIC NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (agrupacion, id_centro_trabajo, id_empresa, clave, tipo, id_competencia)
  )${sql.literal(sql.onDialectOrElse({ pg: () => "", orElse: () => " WITHOUT ROWID" }))}`
  for (const statement of apply(1, everyone).split("; ")) yield* sql.unsafe(statement)
  for (const statement of yield* sql.onDialectOrElse({ pg: () => Effect.succeed(pg), orElse: () => Effect.succeed(sqlite) })) {
    yield* sql.unsafe(statement)
  }
  yield* sql.onDialectOrElse({ pg: () => sql`ANALYZE mapa_competencias_celdas`, orElse: () => Effect.void })
})

/** Every cell counted from scratch (its columns as the table's): what the kept cells must equal. */
export const cellsFromScratch = (): string => groupings.map((grouping) => cellsOf(1, everyone, grouping)).join(" UNION ALL ")
