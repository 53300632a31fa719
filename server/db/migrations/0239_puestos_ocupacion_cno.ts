import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Each puesto (ORG500) may name its occupation in the Catálogo Nacional de Ocupaciones (a subárea
// of 0237), so a worker's DC-3 fills its "Ocupación específica" from the puesto.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE puestos ADD COLUMN id_ocupacion_cno VARCHAR(5) REFERENCES ocupaciones_cno (id_ocupacion_cno)`
})
