import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// FOR250: an issued DC-3 keeps what it printed. The facts of its first print (worker, company,
// course, signatures; domain/formacion/formatos-dc3-rules.ts Dc3Facts) as JSON text, written with
// its folio, so every later print shows them even after the person or the course changed. DC-3s
// issued before this column have none and print the data as it stands.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE constancias_dc3 ADD COLUMN hechos TEXT`
})
