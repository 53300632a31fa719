import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The DC-3's signatures (MODULES-MX §3): a company of more than 50 workers signs through its
// Comisión Mixta de Capacitación, Adiestramiento y Productividad, the employer's representative
// and the workers' one. Optional: a smaller company signs with its representante legal alone.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE empresas ADD COLUMN representante_patron_cmcap VARCHAR(150)`
  yield* sql`ALTER TABLE empresas ADD COLUMN representante_trabajadores_cmcap VARCHAR(150)`
})
