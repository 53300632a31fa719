import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Profiles (groups) with their option rights, roles with their work-centre permissions,
// system users, sessions and the sign-in attempts of the throttle. Instants are epoch
// milliseconds (BIGINT) so expiry arithmetic is the same in both dialects.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  yield* sql`CREATE TABLE modulos (
    id_modulo VARCHAR(30) PRIMARY KEY,
    n_modulo VARCHAR(100) NOT NULL,
    orden INTEGER NOT NULL
  )`
  yield* sql`CREATE TABLE opciones (
    clave VARCHAR(10) PRIMARY KEY,
    id_modulo VARCHAR(30) NOT NULL REFERENCES modulos (id_modulo),
    descri VARCHAR(150) NOT NULL,
    orden INTEGER NOT NULL
  )`
  yield* sql`CREATE TABLE grupos (
    id_grupo VARCHAR(20) PRIMARY KEY,
    n_grupo VARCHAR(100) NOT NULL
  )`
  yield* sql`CREATE TABLE derechos_grupo (
    id_grupo VARCHAR(20) NOT NULL REFERENCES grupos (id_grupo) ON DELETE CASCADE,
    clave VARCHAR(10) NOT NULL REFERENCES opciones (clave),
    insertar CHAR(1) NOT NULL DEFAULT '1' CHECK (insertar IN ('1', '0')),
    editar CHAR(1) NOT NULL DEFAULT '1' CHECK (editar IN ('1', '0')),
    borrar CHAR(1) NOT NULL DEFAULT '1' CHECK (borrar IN ('1', '0')),
    lectura CHAR(1) NOT NULL DEFAULT '1' CHECK (lectura IN ('1', '0')),
    PRIMARY KEY (id_grupo, clave)
  )`
  yield* sql`CREATE TABLE roles (
    id_rol VARCHAR(20) PRIMARY KEY,
    n_rol VARCHAR(100) NOT NULL
  )`
  yield* sql`CREATE TABLE permisos_rol (
    id_rol VARCHAR(20) NOT NULL REFERENCES roles (id_rol) ON DELETE CASCADE,
    id_empresa INTEGER NOT NULL REFERENCES empresas (id_empresa),
    id_centro_trabajo INTEGER NOT NULL REFERENCES centros_trabajo (id_centro_trabajo),
    permiso CHAR(1) NOT NULL DEFAULT '1' CHECK (permiso IN ('1', '0')),
    PRIMARY KEY (id_rol, id_centro_trabajo)
  )`
  yield* sql`CREATE TABLE usuarios (
    id_usuario VARCHAR(254) PRIMARY KEY,
    id_empleado INTEGER REFERENCES empleados (id_empleado),
    password_hash VARCHAR(255) NOT NULL,
    id_grupo VARCHAR(20) NOT NULL REFERENCES grupos (id_grupo),
    id_rol VARCHAR(20) NOT NULL REFERENCES roles (id_rol),
    admin CHAR(1) NOT NULL DEFAULT '0' CHECK (admin IN ('1', '0')),
    activo CHAR(1) NOT NULL DEFAULT '1' CHECK (activo IN ('1', '0'))
  )`
  yield* sql`CREATE TABLE sesiones (
    token_hash CHAR(64) PRIMARY KEY,
    id_usuario VARCHAR(254) NOT NULL REFERENCES usuarios (id_usuario) ON DELETE CASCADE,
    creada BIGINT NOT NULL,
    ultimo_uso BIGINT NOT NULL,
    expira BIGINT NOT NULL,
    revocada BIGINT
  )`
  yield* sql`CREATE INDEX sesiones_usuario ON sesiones (id_usuario)`
  yield* sql`CREATE TABLE intentos_acceso (
    email VARCHAR(254) NOT NULL,
    momento BIGINT NOT NULL
  )`
  yield* sql`CREATE INDEX intentos_acceso_email ON intentos_acceso (email, momento)`
})
