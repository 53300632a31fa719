import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { CompetenciaColumna, FilaMapa, MapaCompetencias, MapaCompetenciasRequest, PersonaCelda, PersonasCeldaRequest } from "../../domain/competencias/competencias-organizacion-api"
import { tipoLetter } from "../../domain/competencias/competency-types"
import { cumplimiento } from "../../domain/rules/competency-gap"
import type { Principal } from "../auth/principal"
import { sortByCollation } from "../records/collation-ranks"
import type { PageWindow } from "../records/report"
import { scopeCondition } from "../records/queries"

// The heat map's reads (COM350). One query answers the whole map's cells as one JSON text: the
// active people in the caller's centres (and the company / centre asked), joined to what their
// current puesto expects of the type, each pair with its latest assessment on or before the
// cut-off date (for today's map the pairs' sums kept per cell in mapa_competencias_celdas; for an
// earlier cut-off a correlated "first by (f_evaluacion, id_evaluacion) descending" that walks
// evaluaciones_competencia_empleado backwards, one probe per pair answered by the index alone),
// each cell the sum of its pairs' fulfilment and their count by department or puesto and
// competency. The fulfilment expression is the SQL twin of domain/rules/competency-gap
// `cumplimiento` (min(assessed / expected, 1) x 100); the API test compares the two.

type Sql = SqlClient.SqlClient
type Raw = Readonly<Record<string, unknown>>

const hundredths = (n: number): number => Math.round(n * 100) / 100
const collator = new Intl.Collator("es-MX", { sensitivity: "base", numeric: true })

/** The people counted: active, of the caller's centres, in the company and centre asked. */
const peopleWhere = (sql: Sql, request: MapaCompetenciasRequest, principal: Principal): Fragment =>
  sql.and([
    sql`e.activo = '1'`,
    scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal, "in"),
    ...(request.id_empresa === undefined ? [] : [sql`e.id_empresa = ${request.id_empresa}`]),
    ...(request.id_centro_trabajo === undefined ? [] : [sql`e.id_centro_trabajo = ${request.id_centro_trabajo}`]),
  ])

/** The kept cells counted: of the caller's centres, in the company and centre asked, of the type. */
const cellsWhere = (sql: Sql, request: MapaCompetenciasRequest, principal: Principal): Fragment =>
  sql.and([
    sql`c.agrupacion = ${request.agrupar === "depto" ? "D" : "P"}`,
    sql`c.tipo = ${tipoLetter[request.tipo]}`,
    sql`c.n > 0`,
    scopeCondition(sql, "centro_trabajo", "c.id_centro_trabajo", principal, "in"),
    ...(request.id_empresa === undefined ? [] : [sql`c.id_empresa = ${request.id_empresa}`]),
    ...(request.id_centro_trabajo === undefined ? [] : [sql`c.id_centro_trabajo = ${request.id_centro_trabajo}`]),
  ])

/** A column (the level or the id) of the pair's latest assessment on or before the cut-off (null when none). */
const latest = (sql: Sql, fecha: string, column: "id_nivel_evaluado" | "id_evaluacion"): Fragment =>
  sql`(SELECT ${sql.literal(`ev2.${column}`)} FROM evaluaciones_competencia ev2
    WHERE ev2.id_empleado = e.id_empleado AND ev2.id_competencia = pc.id_competencia AND ev2.f_evaluacion <= ${fecha}
    ORDER BY ev2.f_evaluacion DESC, ev2.id_evaluacion DESC LIMIT 1)`

/** min(assessed / expected, 1) x 100, as domain/rules/competency-gap's cumplimiento. */
const fulfilment = "CASE WHEN nv.valor >= ne.valor OR ne.valor <= 0 THEN 100.0 ELSE nv.valor * 100.0 / ne.valor END"

const groupColumn = (agrupar: MapaCompetenciasRequest["agrupar"]): string => (agrupar === "depto" ? "e.id_depto" : "e.id_puesto")

/**
 * The cells as one JSON text of four parallel lists, [claves, competencias, sumas, ns]: one value
 * the driver decodes instead of a row per cell (36,000 at half a million people), and no brackets
 * per cell: 0.87 MB, against 1.08 MB and 10 ms more to build and parse as one [clave, competencia,
 * suma, n] per cell. The four aggregates take the rows together, so the lists' places match.
 */
const asJson = (sql: Sql): string =>
  sql.onDialectOrElse({
    pg: () => "json_build_array(array_agg(x.clave), array_agg(x.id_competencia), array_agg(x.suma), array_agg(x.n))::text",
    orElse: () => "json_array(json_group_array(x.clave), json_group_array(x.id_competencia), json_group_array(x.suma), json_group_array(x.n))",
  })

/** A list of the JSON text (PostgreSQL's array_agg of no rows is null). */
const listOf = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [])

/** Every cell of the map: its key, competency, sum of fulfilment and count; a key may come more than once (one per centre). */
const readCells = (sql: Sql, request: MapaCompetenciasRequest, principal: Principal) =>
  Effect.gen(function* () {
    // Today's map (no assessment dated after the cut-off) reads the cells kept per centre, company,
    // department or puesto, type and competency (0319) instead of the pairs: at half a million people
    // the pairs' join took about 2 s on PostgreSQL. An earlier cut-off asks the history: the
    // pair's assessed level comes from the index alone (0078 put id_nivel_evaluado at the end of
    // evaluaciones_competencia_empleado), so no assessment row is read; a pair without one by the
    // cut-off has no level and drops out at the join. On PostgreSQL, OFFSET 0 keeps that derived
    // table from being pulled up: flattened, the probe ran twice per pair (EXPLAIN ANALYZE).
    const later = yield* sql`SELECT 1 AS hay FROM competencias_vigentes WHERE f_evaluacion > ${request.fecha_corte} LIMIT 1`
    const rows =
      later.length === 0
        ? yield* sql<Raw>`
      SELECT ${sql.literal(asJson(sql))} AS celdas FROM (
        SELECT c.clave, c.id_competencia, c.suma, c.n FROM mapa_competencias_celdas c WHERE ${cellsWhere(sql, request, principal)}
      ) x`
        : yield* sql<Raw>`
      SELECT ${sql.literal(asJson(sql))} AS celdas FROM (
        SELECT x.clave, x.id_competencia, SUM(${sql.literal(fulfilment)}) AS suma, COUNT(*) AS n
        FROM (
          SELECT ${sql.literal(groupColumn(request.agrupar))} AS clave, pc.id_competencia, pc.id_nivel_esperado,
            ${latest(sql, request.fecha_corte, "id_nivel_evaluado")} AS id_nivel_evaluado
          FROM empleados e
          JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto AND pc.tipo = ${tipoLetter[request.tipo]}
          WHERE ${peopleWhere(sql, request, principal)}
          ${sql.literal(sql.onDialectOrElse({ pg: () => "OFFSET 0", orElse: () => "" }))}
        ) x
        JOIN niveles_competencia ne ON ne.id_nivel = x.id_nivel_esperado
        JOIN niveles_competencia nv ON nv.id_nivel = x.id_nivel_evaluado
        GROUP BY x.clave, x.id_competencia
      ) x`
    const [claves, competencias, sumas, ns] = listOf(JSON.parse(String(rows[0]?.celdas ?? "[]"))).map(listOf)
    return { claves: claves ?? [], competencias: competencias ?? [], sumas: sumas ?? [], ns: ns ?? [] }
  })

/** A row's heading: its key, name and detail, by which the rows are ordered. */
interface RowHeading {
  readonly clave: string
  readonly nombre: string
  readonly detalle: string
}

/** The map before any row is built: its columns, every row's heading in order, each row's sums and counts per column. */
interface Tally {
  readonly competencias: ReadonlyArray<CompetenciaColumna>
  readonly headings: ReadonlyArray<RowHeading>
  readonly totals: ReadonlyMap<string, { readonly suma: Float64Array; readonly n: Float64Array }>
}

/** The cells added up per row and column, the columns named and the rows named and ordered. */
const readTally = (request: MapaCompetenciasRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cells = yield* readCells(sql, request, principal)
    if (cells.claves.length === 0) return { competencias: [], headings: [], totals: new Map() } satisfies Tally

    const competencyIds = [...new Set(cells.competencias.map(Number))]
    const competencias: ReadonlyArray<CompetenciaColumna> = (yield* sql<Raw>`
      SELECT id_competencia, n_competencia FROM competencias WHERE ${sql.in("id_competencia", competencyIds)}`)
      .map((r) => ({ id_competencia: Number(r.id_competencia), n_competencia: String(r.n_competencia) }))
      .sort((a, b) => collator.compare(a.n_competencia, b.n_competencia) || a.id_competencia - b.id_competencia)
    const column = new Map(competencias.map((c, i) => [c.id_competencia, i]))

    const totals = new Map<string, { suma: Float64Array; n: Float64Array }>()
    for (let cell = 0; cell < cells.claves.length; cell++) {
      const i = column.get(Number(cells.competencias[cell]))
      if (i === undefined) continue
      const key = String(cells.claves[cell])
      let row = totals.get(key)
      if (row === undefined) {
        row = { suma: new Float64Array(competencias.length), n: new Float64Array(competencias.length) }
        totals.set(key, row)
      }
      row.suma[i] = (row.suma[i] ?? 0) + Number(cells.sumas[cell])
      row.n[i] = (row.n[i] ?? 0) + Number(cells.ns[cell])
    }
    const keys = [...totals.keys()]
    const names = yield* rowNames(sql, request.agrupar, keys)
    const headings = sortByCollation(
      keys.map((clave): RowHeading => ({ clave, ...(names.get(clave) ?? { nombre: clave, detalle: "" }) })),
      [(f) => f.detalle, (f) => f.nombre, (f) => f.clave],
      collator,
    )
    return { competencias, headings, totals } satisfies Tally
  })

/** One row of the map: its heading, and per column the average (hundredths) and count. */
const rowOf = (tally: Tally, heading: RowHeading): FilaMapa => {
  const row = tally.totals.get(heading.clave)
  const n = tally.competencias.map((_, i) => row?.n[i] ?? 0)
  const promedios = n.map((count, i) => (count > 0 ? hundredths((row?.suma[i] ?? 0) / count) : null))
  return { ...heading, promedios, n }
}

/** The whole map (the exports, and a read without paging). */
export const readCompetencyMap = (request: MapaCompetenciasRequest, principal: Principal) =>
  Effect.map(readTally(request, principal), (tally): MapaCompetencias => ({ competencias: tally.competencias, filas: tally.headings.map((h) => rowOf(tally, h)) }))

/**
 * One page of the map with the whole map's row count. Every row is named and ordered (the order
 * needs them all) but only the page's rows are built and sent: 50 of 3,000 at half a million people.
 */
export const readCompetencyMapPage = (request: MapaCompetenciasRequest, principal: Principal, page: PageWindow) =>
  Effect.map(readTally(request, principal), (tally) => ({
    result: { competencias: tally.competencias, filas: tally.headings.slice(page.offset, page.offset + page.limit).map((h) => rowOf(tally, h)) } satisfies MapaCompetencias,
    total: tally.headings.length,
  }))

/** Each row's name and detail: a department with its centre, or a puesto with its company. */
const rowNames = (sql: Sql, agrupar: MapaCompetenciasRequest["agrupar"], keys: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const names = new Map<string, { nombre: string; detalle: string }>()
    // Chunks of 5,000 bound ids stay under both dialects' parameter limits.
    for (let i = 0; i < keys.length; i += 5000) {
      const chunk = keys.slice(i, i + 5000)
      const rows =
        agrupar === "depto"
          ? yield* sql<Raw>`SELECT d.id_depto AS clave, d.n_depto AS nombre, ct.n_centro_trabajo AS detalle
              FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo
              WHERE ${sql.in("d.id_depto", chunk.map(Number))}`
          : yield* sql<Raw>`SELECT p.id_puesto AS clave, p.n_puesto AS nombre, em.n_empresa AS detalle
              FROM puestos p JOIN empresas em ON em.id_empresa = p.id_empresa
              WHERE ${sql.in("p.id_puesto", chunk)}`
      for (const r of rows) names.set(String(r.clave), { nombre: String(r.nombre), detalle: String(r.detalle) })
    }
    return names
  })

/** The people behind one cell, each with their latest assessment at the cut-off and fulfilment. */
export const readCellPeople = (request: PersonasCeldaRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const group = request.agrupar === "depto" ? sql`e.id_depto = ${Number(request.clave) || 0}` : sql`e.id_puesto = ${request.clave}`
    const date = sql.onDialectOrElse({ pg: () => "TO_CHAR(ev.f_evaluacion, 'YYYY-MM-DD')", orElse: () => "ev.f_evaluacion" })
    const rows = yield* sql<Raw>`
      SELECT e.id_empleado, e.num_empleado,
        e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS nombre,
        pu.n_puesto, d.n_depto, ne.n_nivel AS n_nivel_esperado, ne.valor AS valor_esperado,
        nv.n_nivel AS n_nivel_evaluado, nv.valor AS valor_evaluado, ${sql.literal(date)} AS f_evaluacion
      FROM empleados e
      JOIN puestos pu ON pu.id_puesto = e.id_puesto
      JOIN departamentos d ON d.id_depto = e.id_depto
      JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto AND pc.tipo = ${tipoLetter[request.tipo]} AND pc.id_competencia = ${request.id_competencia}
      JOIN niveles_competencia ne ON ne.id_nivel = pc.id_nivel_esperado
      JOIN evaluaciones_competencia ev ON ev.id_evaluacion = ${latest(sql, request.fecha_corte, "id_evaluacion")}
      JOIN niveles_competencia nv ON nv.id_nivel = ev.id_nivel_evaluado
      WHERE ${peopleWhere(sql, request, principal)} AND ${group}
      ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, e.id_empleado`
    return rows.map((r): PersonaCelda => {
      const esperado = Number(r.valor_esperado)
      const evaluado = Number(r.valor_evaluado)
      return {
        id_empleado: Number(r.id_empleado),
        num_empleado: String(r.num_empleado ?? ""),
        nombre: String(r.nombre),
        n_puesto: String(r.n_puesto),
        n_depto: String(r.n_depto),
        n_nivel_esperado: String(r.n_nivel_esperado),
        valor_esperado: esperado,
        n_nivel_evaluado: String(r.n_nivel_evaluado),
        valor_evaluado: evaluado,
        f_evaluacion: String(r.f_evaluacion),
        cumplimiento: cumplimiento(esperado, evaluado) ?? 0,
      }
    })
  })
