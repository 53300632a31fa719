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
  /** Bumped by every change to the profile's rights (migration 0318). */
  readonly version_derechos: number | string
  readonly ultimo_uso: number | string
  readonly expira: number | string
  /** The modules an administrator greyed (modulos_deshabilitados), joined by commas; null for none. */
  readonly apagados: string | null
}

type Account = Omit<Principal, "tokenHash">

/** The profile's option rights, `clave:IEBL` (insertar, editar, borrar, lectura) joined by commas in no set order; null for none. */
type Rights = string | null

/**
 * Each profile's rights as last aggregated, with the profile's rights version they were read at.
 * The session statement reads that version on every request; the rights are aggregated again
 * (81 rows for the administrator) only when it is another, so a changed right still counts from
 * the very next request. Bounded: past the limit it starts again empty.
 */
const profileRights = new Map<string, { readonly version: string; readonly rights: Rights }>()
const maxProfiles = 1000

/**
 * The account part of a principal (keys, rights version) is a pure function of what the session
 * query answered; computing it means a sort, a JSON text and a SHA-256, so it is kept per
 * distinct answer. The query still runs on every request and its answer is the key: a revoked
 * session, a disabled user or a changed right gives another answer (or none) on the very next
 * request, never a stale principal. Bounded: past the limit it starts again empty.
 */
const accounts = new Map<string, Account>()
const maxAccounts = 1000

const accountOf = (row: SessionRow, derechos: Rights): Account => {
  const key = `${row.id_usuario}\u0000${row.id_rol}\u0000${row.id_grupo}\u0000${row.admin}\u0000${row.id_empleado}\u0000${row.version_permisos}\u0000${derechos}\u0000${row.apagados}`
  const known = accounts.get(key)
  if (known !== undefined) return known
  const off = row.apagados === null || row.apagados === "" ? [] : row.apagados.split(",").sort()
  // A greyed module's keys open nothing, whatever the profile grants.
  const closed = keysOfSwitchedOff(off)
  const rights = (derechos === null || derechos === "" ? [] : derechos.split(",")).filter((r) => !closed.has(r.slice(0, r.indexOf(":"))))
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

/** The profile's rights at its version `version` or later: from memory when that version was read last. */
const rightsOf = (sql: SqlClient.SqlClient, id_grupo: string, version: string) => {
  const known = profileRights.get(id_grupo)
  if (known !== undefined && known.version === version) return Effect.succeed(known.rights)
  // Not sorted: on SQLite that sort (a temporary B-tree) cost as much as the rest of the
  // aggregation; accountOf sorts the keys once per distinct answer instead. The version comes
  // with the rights, in one statement, so what is kept is never newer than what it is kept as.
  const rights = sql.onDialectOrElse({
    pg: () => sql.literal("string_agg(d.clave || ':' || d.insertar || d.editar || d.borrar || d.lectura, ',')"),
    orElse: () => sql.literal("group_concat(d.clave || ':' || d.insertar || d.editar || d.borrar || d.lectura, ',')"),
  })
  return Effect.map(
    sql<{ version_derechos: number | string; derechos: Rights }>`
      SELECT g.version_derechos, (SELECT ${rights} FROM derechos_grupo d WHERE d.id_grupo = g.id_grupo) AS derechos
      FROM grupos g WHERE g.id_grupo = ${id_grupo}`,
    ([row]) => {
      const read = row?.derechos ?? null
      if (row !== undefined) {
        if (profileRights.size >= maxProfiles) profileRights.clear()
        profileRights.set(id_grupo, { version: String(row.version_derechos), rights: read })
      }
      return read
    },
  )
}

/**
 * The principal of a bearer token, or undefined for a missing, unknown, expired or revoked one:
 * one statement, one row, the session with its account, role and the profile's rights version
 * (and a second one when the profile's rights changed since this process last read them).
 */
export const findPrincipal = (token: string) =>
  // Not a generator: this runs on every request, and each of a generator's steps is a fiber operation.
  Effect.flatMap(Effect.context<SqlClient.SqlClient | Now>(), (context) => {
    const sql = Context.get(context, SqlClient.SqlClient)
    const now = Context.get(context, Now)()
    const hash = tokenHash(token)
    const off = sql.onDialectOrElse({
      pg: () => sql.literal("string_agg(m.id_modulo, ',')"),
      orElse: () => sql.literal("group_concat(m.id_modulo, ',')"),
    })
    const rows = sql<SessionRow>`
      SELECT s.id_usuario, u.id_rol, u.id_grupo, u.admin, u.id_empleado, r.version_permisos, g.version_derechos, s.ultimo_uso, s.expira,
        (SELECT ${off} FROM modulos_deshabilitados m) AS apagados
      FROM sesiones s
      JOIN usuarios u ON u.id_usuario = s.id_usuario
      JOIN roles r ON r.id_rol = u.id_rol
      JOIN grupos g ON g.id_grupo = u.id_grupo
      WHERE s.token_hash = ${hash} AND s.revocada IS NULL AND u.activo = '1'`
    return Effect.flatMap(rows, ([row]) =>
      row === undefined
        ? Effect.succeed(undefined)
        : Effect.flatMap(stillLive("sesiones", hash, now, row), (live) =>
            live
              ? Effect.map(rightsOf(sql, row.id_grupo, String(row.version_derechos)), (rights): Principal => ({ tokenHash: hash, ...accountOf(row, rights) }))
              : Effect.succeed(undefined),
          ),
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
