import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { SystemUser } from "../../domain/configuraciones/permisos-schema"
import { Now } from "../clock"

// System users (usuarios). The password hash never leaves this file's writes: no read selects it.

interface Row {
  readonly id_usuario: string
  readonly id_empleado: number | string | null
  readonly n_usuario: string | null
  readonly id_grupo: string
  readonly n_grupo: string
  readonly id_rol: string
  readonly n_rol: string
  readonly admin: string
  readonly activo: string
}

const toUser = (r: Row): SystemUser => ({
  id_usuario: r.id_usuario,
  id_empleado: r.id_empleado === null ? null : Number(r.id_empleado),
  n_usuario: r.n_usuario ?? "",
  id_grupo: r.id_grupo,
  n_grupo: r.n_grupo,
  id_rol: r.id_rol,
  n_rol: r.n_rol,
  admin: r.admin === "1" ? "1" : "0",
  activo: r.activo === "1" ? "1" : "0",
})

const select = (sql: SqlClient.SqlClient) => sql`
  SELECT u.id_usuario, u.id_empleado,
    e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS n_usuario,
    u.id_grupo, g.n_grupo, u.id_rol, r.n_rol, u.admin, u.activo
  FROM usuarios u
  JOIN grupos g ON g.id_grupo = u.id_grupo
  JOIN roles r ON r.id_rol = u.id_rol
  LEFT JOIN empleados e ON e.id_empleado = u.id_empleado`

export const listUsers = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<Row>`${select(sql)} ORDER BY u.id_usuario`
  return rows.map(toUser)
})

/** The stored user whose e-mail equals this one ignoring case. */
export const findUser = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Row>`${select(sql)} WHERE LOWER(u.id_usuario) = ${id_usuario.trim().toLowerCase()}`
    return row === undefined ? undefined : toUser(row)
  })

export interface UserWrite {
  readonly id_usuario: string
  readonly id_empleado: number
  readonly password_hash: string
  readonly id_grupo: string
  readonly id_rol: string
  readonly admin: "1" | "0"
}

export const insertUser = (user: UserWrite) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`INSERT INTO usuarios ${sql.insert({
      id_usuario: user.id_usuario,
      id_empleado: user.id_empleado,
      password_hash: user.password_hash,
      id_grupo: user.id_grupo,
      id_rol: user.id_rol,
      admin: user.admin,
      activo: "1",
    })}`,
  )

/** A null password hash keeps the stored one (the form's password fields were left empty). */
export const updateUser = (user: Omit<UserWrite, "password_hash"> & { readonly password_hash: string | null }) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE usuarios SET id_empleado = ${user.id_empleado},
      ${user.password_hash === null ? sql`` : sql`password_hash = ${user.password_hash},`}
      id_grupo = ${user.id_grupo}, id_rol = ${user.id_rol}, admin = ${user.admin}
      WHERE id_usuario = ${user.id_usuario}`,
  )

export const updatePermission = (
  id_usuario: string,
  permission: { readonly id_grupo: string; readonly id_rol: string; readonly admin: "1" | "0" },
  activo?: "1" | "0",
) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    activo === undefined
      ? sql`UPDATE usuarios SET id_grupo = ${permission.id_grupo}, id_rol = ${permission.id_rol}, admin = ${permission.admin}
          WHERE id_usuario = ${id_usuario}`
      : sql`UPDATE usuarios SET id_grupo = ${permission.id_grupo}, id_rol = ${permission.id_rol}, admin = ${permission.admin},
          activo = ${activo} WHERE id_usuario = ${id_usuario}`,
  )

/** Ends every open session of the user now (SPEC: deleting or disabling a user ends them). */
export const revokeSessionsOf = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`UPDATE sesiones SET revocada = ${now} WHERE id_usuario = ${id_usuario} AND revocada IS NULL`
  })

export const disableUser = (id_usuario: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE usuarios SET activo = '0' WHERE id_usuario = ${id_usuario}`)

export const deleteUser = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM sesiones WHERE id_usuario = ${id_usuario}`
    yield* sql`DELETE FROM usuarios WHERE id_usuario = ${id_usuario}`
  })

export const groupExists = (id_grupo: string) =>
  Effect.map(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM grupos WHERE id_grupo = ${id_grupo}`).pipe(
    Effect.flatten,
    Effect.map((rows) => rows.length > 0),
  )

export const roleExists = (id_rol: string) =>
  Effect.map(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM roles WHERE id_rol = ${id_rol}`).pipe(
    Effect.flatten,
    Effect.map((rows) => rows.length > 0),
  )

/**
 * An active employee (the record's activo '1', as the pickers list them) inside the work centres
 * the caller's role sees.
 */
export const collaboratorVisible = (id_empleado: number, idRol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM empleados WHERE id_empleado = ${id_empleado} AND activo = '1'
      AND id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1')`
    return rows.length > 0
  })
