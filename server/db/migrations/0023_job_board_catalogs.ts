import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The reference catalogues the job board receives: functional areas, marital
// statuses, schemes, business lines, sexes, certificate types, training types, countries,
// states and cities (SPEC 3.6 names the last three's fields).

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE cat_areas (id_area INTEGER PRIMARY KEY, n_area VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE cat_estados_civiles (id_estado_civil INTEGER PRIMARY KEY, n_estado_civil VARCHAR(60) NOT NULL)`
  yield* sql`CREATE TABLE cat_esquemas (id_esquema INTEGER PRIMARY KEY, n_esquema VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE cat_giros (id_giro INTEGER PRIMARY KEY, n_giro VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE cat_sexos (id_sexo CHAR(1) PRIMARY KEY, n_sexo VARCHAR(30) NOT NULL)`
  yield* sql`CREATE TABLE cat_tipos_certificado (id_tipo_certificado INTEGER PRIMARY KEY, n_tipo_certificado VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE cat_tipos_formacion (id_tipo_formacion INTEGER PRIMARY KEY, n_tipo_formacion VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE paises (id_pais INTEGER PRIMARY KEY, n_pais VARCHAR(100) NOT NULL)`
  yield* sql`CREATE TABLE estados (
    id_estado INTEGER PRIMARY KEY,
    id_pais INTEGER NOT NULL REFERENCES paises (id_pais),
    n_estado VARCHAR(100) NOT NULL
  )`
  yield* sql`CREATE INDEX estados_pais ON estados (id_pais)`
  yield* sql`CREATE TABLE ciudades (
    id_ciudad INTEGER PRIMARY KEY,
    id_estado INTEGER NOT NULL REFERENCES estados (id_estado),
    n_ciudad VARCHAR(100) NOT NULL
  )`
  yield* sql`CREATE INDEX ciudades_estado ON ciudades (id_estado)`
})
