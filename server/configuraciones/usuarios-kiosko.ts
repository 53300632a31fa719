import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { KioskFilter, KioskUser } from "../../domain/configuraciones/usuarios-kiosko-schema"

// Kiosk users (usuarios_kiosko); no read selects the password hash.

interface Row {
  readonly id_usuario: string
  readonly id_empleado: number | string
  readonly n_usuario: string
  readonly activo: string
  readonly comodin: string
  readonly nuevo: string
}

const flag = (v: string): "1" | "0" => (v === "1" ? "1" : "0")
const toUser = (r: Row): KioskUser => ({
  id_usuario: r.id_usuario,
  id_empleado: Number(r.id_empleado),
  n_usuario: r.n_usuario,
  activo: flag(r.activo),
  comodin: flag(r.comodin),
  nuevo: flag(r.nuevo),
})

const columns = (sql: SqlClient.SqlClient) => sql`SELECT id_usuario, id_empleado, n_usuario, activo, comodin, nuevo FROM usuarios_kiosko`

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likeText = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export const listKioskUsers = (filter?: KioskFilter) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const conditions = []
    if (filter?.id_usuario) conditions.push(sql`LOWER(id_usuario) LIKE ${likeText(filter.id_usuario)} ESCAPE '\\'`)
    if (filter?.n_usuario) conditions.push(sql`LOWER(n_usuario) LIKE ${likeText(filter.n_usuario)} ESCAPE '\\'`)
    if (filter?.id_empleado) {
      const id = /^\d{1,9}$/.test(filter.id_empleado) ? Number(filter.id_empleado) : -1
      conditions.push(sql`id_empleado = ${id}`)
    }
    const where = conditions.length === 0 ? sql`` : sql`WHERE ${sql.and(conditions)}`
    const rows = yield* sql<Row>`${columns(sql)} ${where} ORDER BY id_usuario`
    return rows.map(toUser)
  })

export const findKioskUser = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Row>`${columns(sql)} WHERE LOWER(id_usuario) = ${id_usuario.trim().toLowerCase()}`
    return row === undefined ? undefined : toUser(row)
  })

export interface KioskWrite extends KioskUser {
  readonly password_hash: string | null
}

export const insertKioskUser = (user: KioskWrite) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO usuarios_kiosko ${sql.insert({
      id_usuario: user.id_usuario,
      id_empleado: user.id_empleado,
      n_usuario: user.n_usuario,
      password_hash: user.password_hash,
      activo: user.activo,
      comodin: user.comodin,
      nuevo: user.nuevo,
    })}`)

export const updateKioskUser = (user: KioskWrite) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    user.password_hash === null
      ? sql`UPDATE usuarios_kiosko SET id_empleado = ${user.id_empleado}, n_usuario = ${user.n_usuario}, activo = ${user.activo},
          comodin = ${user.comodin}, nuevo = ${user.nuevo} WHERE id_usuario = ${user.id_usuario}`
      : sql`UPDATE usuarios_kiosko SET id_empleado = ${user.id_empleado}, n_usuario = ${user.n_usuario}, activo = ${user.activo},
          comodin = ${user.comodin}, nuevo = ${user.nuevo}, password_hash = ${user.password_hash} WHERE id_usuario = ${user.id_usuario}`,
  )

export const deleteKioskUser = (id_usuario: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM usuarios_kiosko WHERE id_usuario = ${id_usuario}`)
