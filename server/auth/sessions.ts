import { SqlClient } from "@effect/sql"
import { Context, Effect } from "effect"
import { AppConfig } from "../config"
import { Now } from "../clock"
import type { Principal } from "./principal"
import { keysOfSwitchedOff } from "../../domain/configuraciones/modulos-habilitados"
import { rightsVersion } from "./rights-version"
import { openSession, revokeIn, stillLive } from "./session-store"
import { tokenHash } from "./token"

// Server-side sessions. A session is valid while not revoked, its user is active, it was used
// within the idle limit and its absolute expiry (sign-in + SESSION_MAX_MS) has not passed.

export const createSession = (id_usuario: string) => openSession("sesiones", { id_usuario })

interface SessionRow {
  readonly id_usuario: string
  readonly id_rol: string
  readonly id_grupo: string
  readonly admin: string
  readonly id_empleado: number | string | null
  readonly version_permisos: number | string
  readonly ultimo_uso: number | string
  readonly expira: number | string
  /** The profile's option rights, `clave:IEBL` (insertar, editar, borrar, lectura) joined by commas in no set order; null for none. */
  readonly derechos: string | null
  /** The modules an administrator greyed (modulos_deshabilitados), joined by commas; null for none. */
  readonly apagados: string | null
}

type Account = Omit<Principal, "tokenHash">

/**
 * The account part of a principal (keys, rights version) is a pure function of what the session
 * query answered; computing it means a sort, a JSON text and a SHA-256, so it is kept per
 * distinct answer. The query still runs on every request and its answer is the key: a revoked
 * session, a disabled user or a changed right gives another answer (or none) on the very next
 * request, never a stale principal. Bounded: past the limit it starts again empty.
 */
const accounts = new Map<string, Account>()
const maxAccounts = 1000

const accountOf = (row: SessionRow): Account => {
  const key = `${row.id_usuario}\u0000${row.id_rol}\u0000${row.id_grupo}\u0000${row.admin}\u0000${row.id_empleado}\u0000${row.version_permisos}\u0000${row.derechos}\u0000${row.apagados}`
  const known = accounts.get(key)
  if (known !== undefined) return known
  const off = row.apagados === null || row.apagados === "" ? [] : row.apagados.split(",").sort()
  // A greyed module's keys open nothing, whatever the profile grants.
  const closed = keysOfSwitchedOff(off)
  const rights = (row.derechos === null || row.derechos === "" ? [] : row.derechos.split(",")).filter((r) => !closed.has(r.slice(0, r.indexOf(":"))))
  const account: Account = {
    id_usuario: row.id_usuario,
    id_rol: row.id_rol,
    keys: rights.map((r) => r.slice(0, r.indexOf(":"))).sort(),
    rightsVersion: rightsVersion({
      id_grupo: row.id_grupo,
      id_rol: row.id_rol,
      admin: row.admin,
      id_empleado: row.id_empleado,
      version_permisos: row.version_permisos,
      rights: [...rights, ...off.map((m) => `-${m}`)],
    }),
  }
  if (accounts.size >= maxAccounts) accounts.clear()
  accounts.set(key, account)
  return account
}

/**
 * The principal of a bearer token, or undefined for a missing, unknown, expired or revoked one:
 * one statement, one row, the session with its account, role and the profile's rights.
 */
export const findPrincipal = (token: string) =>
  // Not a generator: this runs on every request, and each of a generator's steps is a fiber operation.
  Effect.flatMap(Effect.context<SqlClient.SqlClient | Now>(), (context) => {
    const sql = Context.get(context, SqlClient.SqlClient)
    const now = Context.get(context, Now)()
    const hash = tokenHash(token)
    // The rights as one text: one row to read, and the same text for the same rights while the
    // table is unchanged. Not sorted here: on SQLite that sort (a temporary B-tree) cost as much as
    // the rest of the statement; accountOf sorts the keys once per distinct answer instead.
    const rights = sql.onDialectOrElse({
      pg: () => sql.literal("string_agg(d.clave || ':' || d.insertar || d.editar || d.borrar || d.lectura, ',')"),
      orElse: () => sql.literal("group_concat(d.clave || ':' || d.insertar || d.editar || d.borrar || d.lectura, ',')"),
    })
    const off = sql.onDialectOrElse({
      pg: () => sql.literal("string_agg(m.id_modulo, ',')"),
      orElse: () => sql.literal("group_concat(m.id_modulo, ',')"),
    })
    const rows = sql<SessionRow>`
      SELECT s.id_usuario, u.id_rol, u.id_grupo, u.admin, u.id_empleado, r.version_permisos, s.ultimo_uso, s.expira,
        (SELECT ${rights} FROM derechos_grupo d WHERE d.id_grupo = u.id_grupo) AS derechos,
        (SELECT ${off} FROM modulos_deshabilitados m) AS apagados
      FROM sesiones s
      JOIN usuarios u ON u.id_usuario = s.id_usuario
      JOIN roles r ON r.id_rol = u.id_rol
      WHERE s.token_hash = ${hash} AND s.revocada IS NULL AND u.activo = '1'`
    return Effect.flatMap(rows, ([row]) =>
      row === undefined
        ? Effect.succeed(undefined)
        : Effect.map(stillLive("sesiones", hash, now, row), (live): Principal | undefined => (live ? { tokenHash: hash, ...accountOf(row) } : undefined)),
    )
  })

export const revokeSession = (hash: string) => revokeIn("sesiones", hash)

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
