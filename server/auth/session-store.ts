import { SqlClient } from "@effect/sql"
import { Context, Effect } from "effect"
import { AppConfig } from "../config"
import { Now } from "../clock"
import { newToken, tokenHash } from "./token"

// What staff sessions (sesiones) and kiosk sessions (sesiones_kiosko) keep alike: an opaque token
// stored as its SHA-256, valid while not revoked, used within the idle limit and before the
// absolute expiry (sign-in + SESSION_MAX_MS). The table name is one of these two constants.

export type SessionTable = "sesiones" | "sesiones_kiosko"

// Writing last-seen on every request would turn each read into a write; a few seconds of
// slack on a twenty-minute limit is harmless.
const touchEveryMs = 5_000

/** A new session for the columns given (the user, and the kiosk's chosen employee); its token once. */
export const openSession = (table: SessionTable, columns: Readonly<Record<string, string | number | null>>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const config = yield* AppConfig
    const now = (yield* Now)()
    const token = newToken()
    const expira = now + config.sessionMaxMs
    yield* sql`INSERT INTO ${sql.literal(table)} ${sql.insert({
      token_hash: tokenHash(token),
      ...columns,
      creada: now,
      ultimo_uso: now,
      expira,
      revocada: null,
    })}`
    return { token, expiresAt: new Date(expira).toISOString() }
  })

/** Whether the session read at `now` is still live; a live one's last use is written when it moved a few seconds. */
export const stillLive = (table: SessionTable, hash: string, now: number, row: { readonly ultimo_uso: number | string; readonly expira: number | string }) =>
  // Not a generator: this runs on every request, and each of a generator's steps is a fiber operation.
  Effect.flatMap(Effect.context<SqlClient.SqlClient | AppConfig>(), (context) => {
    const lastSeen = Number(row.ultimo_uso)
    if (now >= Number(row.expira) || now - lastSeen >= Context.get(context, AppConfig).sessionIdleMs) return Effect.succeed(false)
    if (now - lastSeen <= touchEveryMs) return Effect.succeed(true)
    const sql = Context.get(context, SqlClient.SqlClient)
    return Effect.as(sql`UPDATE ${sql.literal(table)} SET ultimo_uso = ${now} WHERE token_hash = ${hash}`, true)
  })

export const revokeIn = (table: SessionTable, hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    yield* sql`UPDATE ${sql.literal(table)} SET revocada = ${now} WHERE token_hash = ${hash} AND revocada IS NULL`
  })
