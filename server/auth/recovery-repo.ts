import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { recoveryLinkMinutes, recoveryWindowMinutes } from "../../domain/password-texts"

// recuperaciones_password (migration 0105): the recovery requests and their links' hashes.

const minute = 60_000
const day = 24 * 60 * minute

/** Requests for this e-mail within the throttle's window. */
export const recentRequests = (email: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM recuperaciones_password
      WHERE email = ${email} AND solicitada > ${now - recoveryWindowMinutes * minute}`
    return Number(row?.n ?? 0)
  })

/** Records a request (known e-mail or not) and forgets those older than a day; its id. */
export const recordRequest = (email: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM recuperaciones_password WHERE solicitada < ${now - day}`
    const [row] = yield* sql<{ id_recuperacion: number | string }>`
      INSERT INTO recuperaciones_password ${sql.insert({ email, solicitada: now })} RETURNING id_recuperacion`
    return Number(row?.id_recuperacion)
  })

/** Gives a request its link: the token's hash, the user and the expiry 30 minutes after it. */
export const attachLink = (id: number, id_usuario: string, hash: string, requestedAt: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE recuperaciones_password SET ${sql.update({
      token_hash: hash,
      id_usuario,
      expira: requestedAt + recoveryLinkMinutes * minute,
    })} WHERE id_recuperacion = ${id}`,
  )

/** The user of a link that is unused, unexpired and whose user is still active. */
export const userOfLink = (hash: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_usuario: string }>`
      SELECT r.id_usuario FROM recuperaciones_password r JOIN usuarios u ON u.id_usuario = r.id_usuario
      WHERE r.token_hash = ${hash} AND r.usada IS NULL AND r.expira > ${now} AND u.activo = '1'`
    return row?.id_usuario
  })

/**
 * Uses the link, atomically: true for the one request that finds it unused and unexpired, so
 * two concurrent resets with one link cannot both succeed. Every other open link of the user
 * is used up with it.
 */
export const useLink = (hash: string, id_usuario: string, now: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claimed = yield* sql<{ id_recuperacion: number | string }>`
      UPDATE recuperaciones_password SET usada = ${now}
      WHERE token_hash = ${hash} AND id_usuario = ${id_usuario} AND usada IS NULL AND expira > ${now}
      RETURNING id_recuperacion`
    if (claimed.length === 0) return false
    yield* sql`UPDATE recuperaciones_password SET usada = ${now} WHERE id_usuario = ${id_usuario} AND usada IS NULL`
    return true
  })

/** The stored hash of a user's password. */
export const passwordHashOf = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ password_hash: string }>`SELECT password_hash FROM usuarios WHERE id_usuario = ${id_usuario}`
    return row?.password_hash
  })

/** A new password; the trigger of migration 0041 ends every session of the user. */
export const storePasswordHash = (id_usuario: string, hash: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE usuarios SET password_hash = ${hash} WHERE id_usuario = ${id_usuario}`)
