import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The heat map at 100,000 people (issue 16: 3,000 departments x 12 competencies under 500 ms p95).
//
// The map asked, for each of the 150,000 to 225,000 (person, competency) pairs of the visible
// people, for the pair's latest assessment on or before the cut-off: one backwards probe of
// evaluaciones_competencia_empleado per pair. Measured on the scale database (PostgreSQL, JIT
// off): 340 ms for the technical map and 500 ms for the organisational one, the probes being
// nearly all of it; SQLite 250 and 300 ms. With the latest assessment of every pair kept in a
// table of its own, PostgreSQL hash-joins the pairs to it: 125 and 187 ms. On SQLite the table is
// WITHOUT ROWID, so a pair's probe is one b-tree search: 220 and 260 ms.
//
// competencias_vigentes holds, per pair, the assessment with the greatest (f_evaluacion,
// id_evaluacion): the pair's latest whatever the date. It answers a map whose cut-off is on or
// after every assessment's date (today's map, the one people open); an earlier cut-off still
// asks the history (server/competencias/competencias-organizacion.ts). Kept by triggers, as 0079's
// dashboard counters are: COM300, the records page, imports, seeds and an administrator at the
// database all write assessments, and a rolled-back write takes its change with it.

const columns = "id_empleado, id_competencia, f_evaluacion, id_evaluacion, id_nivel_evaluado"

/** The pair's latest assessment, inserted (the pair's row was deleted just before). */
const refill = (row: "OLD" | "NEW", orIgnore: { readonly prefix: string; readonly suffix: string }) =>
  `INSERT ${orIgnore.prefix}INTO competencias_vigentes (${columns})
    SELECT ${columns} FROM evaluaciones_competencia
    WHERE id_empleado = ${row}.id_empleado AND id_competencia = ${row}.id_competencia
    ORDER BY f_evaluacion DESC, id_evaluacion DESC LIMIT 1${orIgnore.suffix}`

/** A new assessment becomes the pair's latest when it is later than what the pair holds. */
const newer = `INSERT INTO competencias_vigentes (${columns})
  VALUES (NEW.id_empleado, NEW.id_competencia, NEW.f_evaluacion, NEW.id_evaluacion, NEW.id_nivel_evaluado)
  ON CONFLICT (id_empleado, id_competencia) DO UPDATE SET
    f_evaluacion = excluded.f_evaluacion, id_evaluacion = excluded.id_evaluacion, id_nivel_evaluado = excluded.id_nivel_evaluado
  WHERE excluded.f_evaluacion > competencias_vigentes.f_evaluacion
    OR (excluded.f_evaluacion = competencias_vigentes.f_evaluacion AND excluded.id_evaluacion > competencias_vigentes.id_evaluacion)`

const forget = (row: "OLD" | "NEW") =>
  `DELETE FROM competencias_vigentes WHERE id_empleado = ${row}.id_empleado AND id_competencia = ${row}.id_competencia`

const pgIgnore = { prefix: "", suffix: " ON CONFLICT (id_empleado, id_competencia) DO NOTHING" }
const sqliteIgnore = { prefix: "OR IGNORE ", suffix: "" }

const pg = [
  `CREATE FUNCTION competencias_vigentes_cuenta() RETURNS trigger AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN ${newer}; RETURN NULL; END IF;
      ${forget("OLD")};
      IF TG_OP = 'UPDATE' THEN ${forget("NEW")}; ${refill("NEW", pgIgnore)}; END IF;
      ${refill("OLD", pgIgnore)};
      RETURN NULL;
    END
    $$ LANGUAGE plpgsql`,
  `CREATE TRIGGER competencias_vigentes_alta AFTER INSERT ON evaluaciones_competencia
    FOR EACH ROW EXECUTE FUNCTION competencias_vigentes_cuenta()`,
  `CREATE TRIGGER competencias_vigentes_baja AFTER DELETE ON evaluaciones_competencia
    FOR EACH ROW EXECUTE FUNCTION competencias_vigentes_cuenta()`,
  `CREATE TRIGGER competencias_vigentes_cambio
    AFTER UPDATE OF id_empleado, id_competencia, f_evaluacion, id_nivel_evaluado ON evaluaciones_competencia
    FOR EACH ROW EXECUTE FUNCTION competencias_vigentes_cuenta()`,
]

const sqlite = [
  `CREATE TRIGGER competencias_vigentes_alta AFTER INSERT ON evaluaciones_competencia
    FOR EACH ROW BEGIN ${newer}; END`,
  `CREATE TRIGGER competencias_vigentes_baja AFTER DELETE ON evaluaciones_competencia
    FOR EACH ROW BEGIN ${forget("OLD")}; ${refill("OLD", sqliteIgnore)}; END`,
  `CREATE TRIGGER competencias_vigentes_cambio
    AFTER UPDATE OF id_empleado, id_competencia, f_evaluacion, id_nivel_evaluado ON evaluaciones_competencia
    FOR EACH ROW BEGIN
      ${forget("OLD")}; ${forget("NEW")};
      ${refill("NEW", sqliteIgnore)}; ${refill("OLD", sqliteIgnore)};
    END`,
]

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE competencias_vigentes (
    id_empleado INTEGER NOT NULL,
    id_competencia INTEGER NOT NULL,
    f_evaluacion DATE NOT NULL,
    id_evaluacion INTEGER NOT NULL,
    id_nivel_evaluado INTEGER NOT NULL,
    PRIMARY KEY (id_empleado, id_competencia)
  )${sql.literal(sql.onDialectOrElse({ pg: () => "", orElse: () => " WITHOUT ROWID" }))}`
  // "Is there an assessment after the cut-off?": one probe at the end of this index.
  yield* sql`CREATE INDEX competencias_vigentes_fecha ON competencias_vigentes (f_evaluacion)`
  yield* sql.unsafe(`INSERT INTO competencias_vigentes (${columns})
    SELECT ev.id_empleado, ev.id_competencia, ev.f_evaluacion, ev.id_evaluacion, ev.id_nivel_evaluado
    FROM evaluaciones_competencia ev
    WHERE NOT EXISTS (SELECT 1 FROM evaluaciones_competencia o
      WHERE o.id_empleado = ev.id_empleado AND o.id_competencia = ev.id_competencia
        AND (o.f_evaluacion > ev.f_evaluacion OR (o.f_evaluacion = ev.f_evaluacion AND o.id_evaluacion > ev.id_evaluacion)))`)
  for (const statement of yield* sql.onDialectOrElse({ pg: () => Effect.succeed(pg), orElse: () => Effect.succeed(sqlite) })) {
    yield* sql.unsafe(statement)
  }
  // Without statistics PostgreSQL planned the map's join to this new table as nested loops (835 ms
  // instead of 290 ms) until autovacuum came by.
  yield* sql.onDialectOrElse({ pg: () => sql`ANALYZE competencias_vigentes`, orElse: () => Effect.void })
})
