import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The heat map of competencies at 100,000 people (COM350, issue 16: under 500 ms p95). The map
// walks the active people of the visible centres, what each one's puesto expects of the type and,
// per pair, the latest assessment on or before the cut-off. EXPLAIN on the scale database showed
// two row lookups per step that an index can answer alone:
// - the pair's latest assessment found its id in evaluaciones_competencia_empleado and then read
//   the row for the assessed level (~350,000 row reads for the technical map). The index gains
//   id_nivel_evaluado at its end and answers alone; same prefix, so it serves everything the
//   0077 index served (one person's history, "the latest"), which it replaces;
// - the people came from empleados_depto (id_centro_trabajo, activo, id_depto) and each row was
//   read for its puesto (~88,000 reads). The index gains id_puesto at its end and replaces it
//   (same prefix: the department counts that used it read it as before).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DROP INDEX evaluaciones_competencia_empleado`
  yield* sql`CREATE INDEX evaluaciones_competencia_empleado ON evaluaciones_competencia (id_empleado, id_competencia, f_evaluacion, id_evaluacion, id_nivel_evaluado)`
  yield* sql`DROP INDEX empleados_depto`
  yield* sql`CREATE INDEX empleados_depto ON empleados (id_centro_trabajo, activo, id_depto, id_puesto)`
})
