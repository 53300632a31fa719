import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The assessments' list (COM300) opens in its default order, newest first: f_evaluacion then the
// key, descending. Without an index on that order each page sorted every assessment: 1.8 s a page
// at 2.8 million on PostgreSQL. With it a page walks the index and stops after its rows.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX evaluaciones_competencia_fecha ON evaluaciones_competencia (f_evaluacion, id_evaluacion)`
})
