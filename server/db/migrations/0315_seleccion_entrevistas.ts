import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Entrevistas on the records platform (MODULES-MX §6): the page edits the day and the hour as
// two fields, so they are columns of their own (a DATE the list filters and sorts by, and
// HH:MM), kept in step with f_hora by the server on every save; the interviewers are child rows
// of the form, which the platform stores in the order they were given.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE sel_entrevistas ADD COLUMN fecha DATE`
  yield* sql`ALTER TABLE sel_entrevistas ADD COLUMN hora VARCHAR(5)`
  // SQLite keeps a DATE as its ISO text; a CAST there would make it a number.
  const day = sql.onDialectOrElse({ pg: () => "CAST(SUBSTR(f_hora, 1, 10) AS DATE)", orElse: () => "SUBSTR(f_hora, 1, 10)" })
  yield* sql.unsafe(`UPDATE sel_entrevistas SET fecha = ${day}, hora = SUBSTR(f_hora, 12, 5)`)
  yield* sql`CREATE INDEX sel_entrevistas_dia ON sel_entrevistas (fecha, hora, id_entrevista)`
  yield* sql`ALTER TABLE sel_entrevistas_entrevistadores ADD COLUMN orden INTEGER NOT NULL DEFAULT 0`
})
