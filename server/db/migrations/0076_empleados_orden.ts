import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Gestión de personal lists by No. colaborador then the key: with this index the first page of
// 100,000 people is read from the index's first entries instead of sorting them all (the unique
// index on num_empleado alone cannot serve the order: the column may be null).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE INDEX empleados_num_orden ON empleados (num_empleado, id_empleado)`
})
