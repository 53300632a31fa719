import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Niveles de puesto (FOR090) on the table of 0065, which Gestionar puestos and the competencias
// operativas already name: each level's training per person a year, the minimum hours (FOR550's
// compliance) and the budget. Existing levels start at zero until someone sets them.
// One column per ALTER TABLE: SQLite adds a single column per statement.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE niveles_puesto ADD COLUMN horas_minimas_anuales INTEGER NOT NULL DEFAULT 0 CHECK (horas_minimas_anuales >= 0)`
  yield* sql`ALTER TABLE niveles_puesto ADD COLUMN presupuesto_persona NUMERIC(10, 2) NOT NULL DEFAULT 0 CHECK (presupuesto_persona >= 0)`
})
