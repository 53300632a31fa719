import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// EVA010: who sent a sheet is a user id, an e-mail of up to 254 characters (usuarios.id_usuario);
// 0304 gave it 50. SQLite does not enforce a VARCHAR's length, so only PostgreSQL widens it.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.onDialectOrElse({
    pg: () => sql`ALTER TABLE eva_hojas_objetivos ALTER COLUMN id_usuario_envio TYPE VARCHAR(254)`,
    orElse: () => Effect.void,
  })
})
