import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// CLI240: a training action sent to a DNC project (FOR100) names the need it became, so a second
// send is refused and the action shows where it went. The need is Formación's from then on.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE clima_acciones ADD COLUMN id_proyecto_dnc INTEGER REFERENCES proyectos_dnc (id_proyecto_dnc)`
  yield* sql`ALTER TABLE clima_acciones ADD COLUMN id_necesidad INTEGER`
})
