import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { AppConfig } from "../config"
import { Now } from "../clock"
import type { Principal } from "./principal"
import { rightsVersion } from "./rights-version"
import { newToken, tokenHash } from "./token"

// Server-side sessions. A session is valid while not revoked, its user is active, it was used
// within the idle limit and its absolute expiry (sign-in + SESSION_MAX_MS) has not passed.

// Writing last-seen on every request would turn each read into a write; a few seconds of
// slack on a twenty-minute limit is harmless.
const touchEveryMs = 5_000

export const createSession = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* AppConfig
    const now = (yield* Now)()
    const token = newToken()
    const expira = now + config.sessionMaxMs
    yield* sql`INSERT INTO sesiones ${sql.insert({
      token_hash: tokenHash(token),
      id_usuario,
      creada: now,
      ultimo_uso: now,
      expira,
      revocada: null,
    })}`
    return { token, expiresAt: new Date(expira).toISOString() }
  })

interface SessionRow {
  readonly id_usuario: string
  readonly id_rol: string
  readonly id_grupo: string
  readonly admin: string
  readonly id_empleado: number | string | null
  readonly version_permisos: number | string
  readonly ultimo_uso: number | string
  readonly expira: number | string
  readonly clave: string | null
  readonly insertar: string | null
  readonly editar: string | null
  readonly borrar: string | null
  readonly lectura: string | null
}

/** The principal of a bearer token, or undefined for a missing, unknown, expired or revoked one. */
export const findPrincipal = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* AppConfig
    const now = (yield* Now)()
    const hash = tokenHash(token)
    const rows = yield* sql<SessionRow>`
      SELECT s.id_usuario, u.id_rol, u.id_grupo, u.admin, u.id_empleado, r.version_permisos, s.ultimo_uso, s.expira,
        d.clave, d.insertar, d.editar, d.borrar, d.lectura
      FROM sesiones s
      JOIN usuarios u ON u.id_usuario = s.id_usuario
      JOIN roles r ON r.id_rol = u.id_rol
      LEFT JOIN derechos_grupo d ON d.id_grupo = u.id_grupo
      WHERE s.token_hash = ${hash} AND s.revocada IS NULL AND u.activo = '1'`
    const first = rows[0]
    if (first === undefined) return undefined
    const lastSeen = Number(first.ultimo_uso)
    if (now >= Number(first.expira) || now - lastSeen >= config.sessionIdleMs) return undefined
    if (now - lastSeen > touchEveryMs) {
      yield* sql`UPDATE sesiones SET ultimo_uso = ${now} WHERE token_hash = ${hash}`
    }
    const granted = rows.filter((r): r is SessionRow & { readonly clave: string } => r.clave !== null)
    const principal: Principal = {
      tokenHash: hash,
      id_usuario: first.id_usuario,
      id_rol: first.id_rol,
      keys: granted.map((r) => r.clave),
      rightsVersion: rightsVersion({
        id_grupo: first.id_grupo,
        id_rol: first.id_rol,
        admin: first.admin,
        id_empleado: first.id_empleado,
        version_permisos: first.version_permisos,
        rights: granted.map((r) => `${r.clave}:${r.insertar}${r.editar}${r.borrar}${r.lectura}`),
      }),
    }
    return principal
  })

export const revokeSession = (hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`UPDATE sesiones SET revocada = ${now} WHERE token_hash = ${hash} AND revocada IS NULL`
  })

/**
 * Counts the session's idle time again from now (POST /extender-sesion); answers the instant it
 * would end without another request: the idle limit, or the absolute expiry when sooner.
 */
export const touchSession = (hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* AppConfig
    const now = (yield* Now)()
    // Like the bearer check's touch, a write only when the instant moved (a still clock in the
    // tests writes nothing).
    yield* sql`UPDATE sesiones SET ultimo_uso = ${now} WHERE token_hash = ${hash} AND revocada IS NULL AND ultimo_uso < ${now}`
    const rows = yield* sql<{ expira: number | string }>`SELECT expira FROM sesiones WHERE token_hash = ${hash}`
    const expira = Number(rows[0]?.expira ?? now)
    return new Date(Math.min(now + config.sessionIdleMs, expira)).toISOString()
  })

/**
 * Keeps the caller's own session through a change of their password: the trigger of migration
 * 0041 has just ended every session of the user, this one included.
 */
export const keepSession = (hash: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE sesiones SET revocada = NULL WHERE token_hash = ${hash}`)
