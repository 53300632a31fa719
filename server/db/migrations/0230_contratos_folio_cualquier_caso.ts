import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// A text key is unique in any case, so creating a record checks `LOWER(key)`, which the primary
// key's index cannot answer: each new contract (a hire's draft, every renewal of a bulk Renovar)
// scanned the 125,000 contracts of the scale seed, 80 ms on PostgreSQL. This index answers it, on
// both dialects, and the any-case read of a folio typed in another case too.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX contratos_folio_cualquier_caso ON contratos (LOWER(id_contrato))`
})
