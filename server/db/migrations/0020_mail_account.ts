import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The SMTP accounts (the legacy table name ss_correo, which the parameters' picker
// reads). Port and timeout are numbers here; the wire carries them as form text.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE ss_correo (
    id_cuenta VARCHAR(4) PRIMARY KEY,
    n_cuenta VARCHAR(254) NOT NULL,
    password VARCHAR(256) NOT NULL,
    host VARCHAR(253) NOT NULL,
    puerto INTEGER NOT NULL CHECK (puerto BETWEEN 1 AND 65535),
    ssl CHAR(1) NOT NULL DEFAULT '0' CHECK (ssl IN ('1', '0')),
    tiempo INTEGER NOT NULL CHECK (tiempo BETWEEN 1 AND 300)
  )`
})
