import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Two cheap signals for the session economy of the SPA:
// - roles.version_permisos: bumped by every save of a role's work-centre permissions, so the
//   rights version the bearer check computes changes without reading those rows per request.
// - intentos_acceso becomes one counter row per e-mail (attempts since `desde`), so a sign-in
//   claims its attempt and learns the count in one atomic upsert instead of four statements.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE roles ADD COLUMN version_permisos INTEGER NOT NULL DEFAULT 0`
  yield* sql`DROP TABLE intentos_acceso`
  yield* sql`CREATE TABLE intentos_acceso (
    email VARCHAR(254) PRIMARY KEY,
    fallos INTEGER NOT NULL,
    desde BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX intentos_acceso_desde ON intentos_acceso (desde)`
})
