import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The sign-in limits (server/auth/throttle.ts) count per account, per account and address, and
// per address, so intentos_acceso is keyed by both: `cuenta` is the account ('' for a row of the
// address alone), `ip` the address ('' for a row of the account alone). `ultimo` is when the
// last attempt was counted (the start of the window for an address) and `espera` the back-off
// after it. The counts of the old shape were at most 15 minutes of history: dropped.
//
// accesos_conocidos remembers where each account signed in from: there its owner is held back
// only by failures from that same address, never by a guesser elsewhere.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DROP TABLE intentos_acceso`
  yield* sql`CREATE TABLE intentos_acceso (
    cuenta VARCHAR(300) NOT NULL,
    ip VARCHAR(64) NOT NULL,
    fallos INTEGER NOT NULL,
    ultimo BIGINT NOT NULL,
    espera BIGINT NOT NULL,
    PRIMARY KEY (cuenta, ip)
  )`
  yield* sql`CREATE INDEX intentos_acceso_ultimo ON intentos_acceso (ultimo)`
  yield* sql`CREATE TABLE accesos_conocidos (
    cuenta VARCHAR(300) NOT NULL,
    ip VARCHAR(64) NOT NULL,
    momento BIGINT NOT NULL,
    PRIMARY KEY (cuenta, ip)
  )`
  yield* sql`CREATE INDEX accesos_conocidos_momento ON accesos_conocidos (momento)`
})
