import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The built modules an administrator greyed again (domain/configuraciones/modulos-habilitados.ts):
// a row per switched-off module, so a module that ships later is on without a row.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE modulos_deshabilitados (
    id_modulo VARCHAR(40) PRIMARY KEY,
    id_usuario VARCHAR(300) NOT NULL,
    f_cambio VARCHAR(30) NOT NULL
  )`
})
