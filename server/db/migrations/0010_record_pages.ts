import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Issue 4. Keys of profiles, roles and users are unique regardless of case: an index
// on the lower-cased key makes the database the judge, so two concurrent creates of 'ventas'
// and 'VENTAS' give one success and one 409, never two rows. Kiosk users are their own table.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE UNIQUE INDEX grupos_clave_ci ON grupos ((LOWER(id_grupo)))`
  yield* sql`CREATE UNIQUE INDEX roles_clave_ci ON roles ((LOWER(id_rol)))`
  yield* sql`CREATE UNIQUE INDEX usuarios_clave_ci ON usuarios ((LOWER(id_usuario)))`
  // "Is this profile or role still held?" before a delete, without walking every user.
  yield* sql`CREATE INDEX usuarios_grupo ON usuarios (id_grupo)`
  yield* sql`CREATE INDEX usuarios_rol ON usuarios (id_rol)`
  yield* sql`CREATE TABLE usuarios_kiosko (
    id_usuario VARCHAR(20) PRIMARY KEY,
    id_empleado INTEGER NOT NULL REFERENCES empleados (id_empleado),
    n_usuario VARCHAR(150) NOT NULL,
    password_hash VARCHAR(255) NOT NULL,
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0')),
    comodin CHAR(1) NOT NULL DEFAULT '0' CHECK (comodin IN ('1', '0')),
    nuevo CHAR(1) NOT NULL DEFAULT '0' CHECK (nuevo IN ('1', '0'))
  )`
  yield* sql`CREATE UNIQUE INDEX usuarios_kiosko_clave_ci ON usuarios_kiosko ((LOWER(id_usuario)))`
  yield* sql`CREATE INDEX usuarios_kiosko_empleado ON usuarios_kiosko (id_empleado)`
})
