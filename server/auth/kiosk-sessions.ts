import type { Headers } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { Now } from "../clock"
import { unauthenticated } from "../http/failure"
import { bearerToken } from "./bearer"
import type { KioskPrincipal } from "./kiosk-principal"
import { openSession, revokeIn, stillLive } from "./session-store"
import { tokenHash } from "./token"

// Kiosk sessions (sesiones_kiosko, migration 0095), kept as staff sessions are (sessions.ts):
// opaque 256-bit tokens stored as SHA-256, valid while not revoked, used within the idle limit
// and before the absolute expiry, and while the kiosk user is active and so is their employee.
// They live in their own table, so a staff token is unknown here and a kiosk token unknown to
// the staff check: neither opens the other's endpoints.

export const createKioskSession = (id_usuario: string, id_empleado: number | null) => openSession("sesiones_kiosko", { id_usuario, id_empleado })

interface KioskSessionRow {
  readonly id_usuario: string
  readonly n_usuario: string
  readonly propio: number | string
  readonly comodin: string
  readonly nuevo: string
  readonly centro: number | string
  readonly elegido: number | string | null
  readonly elegido_activo: string | null
  readonly elegido_centro: number | string | null
  readonly ultimo_uso: number | string
  readonly expira: number | string
}

/** The kiosk principal of a token, or undefined for a missing, unknown, expired or revoked one. */
export const findKioskPrincipal = (token: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = (yield* Now)()
    const hash = tokenHash(token)
    const [row] = yield* sql<KioskSessionRow>`
      SELECT s.id_usuario, k.n_usuario, k.id_empleado AS propio, k.comodin, k.nuevo, e.id_centro_trabajo AS centro,
        s.id_empleado AS elegido, x.activo AS elegido_activo, x.id_centro_trabajo AS elegido_centro, s.ultimo_uso, s.expira
      FROM sesiones_kiosko s
      JOIN usuarios_kiosko k ON k.id_usuario = s.id_usuario
      JOIN empleados e ON e.id_empleado = k.id_empleado
      LEFT JOIN empleados x ON x.id_empleado = s.id_empleado
      WHERE s.token_hash = ${hash} AND s.revocada IS NULL AND k.activo = '1' AND e.activo = '1'`
    if (row === undefined || !(yield* stillLive("sesiones_kiosko", hash, now, row))) return undefined
    const comodin = row.comodin === "1"
    // A comodín's choice holds while that person is active and in the comodín's centre; the
    // others act for their own employee, whatever the session says.
    const chosen =
      row.elegido !== null && row.elegido_activo === "1" && Number(row.elegido_centro) === Number(row.centro) ? Number(row.elegido) : null
    const principal: KioskPrincipal = {
      tokenHash: hash,
      id_usuario: row.id_usuario,
      n_usuario: row.n_usuario,
      ownEmployee: Number(row.propio),
      comodin,
      mustChangePassword: row.nuevo === "1",
      id_empleado: comodin ? chosen : Number(row.propio),
    }
    return principal
  })

/** 401 unless the request carries the bearer token of a valid kiosk session. */
export const authenticateKiosk = (headers: Headers.Headers) =>
  Effect.gen(function* () {
    const token = bearerToken(headers)
    const principal = token === undefined ? undefined : yield* findKioskPrincipal(token)
    if (principal === undefined) return yield* unauthenticated()
    return principal
  })

export const revokeKioskSession = (hash: string) => revokeIn("sesiones_kiosko", hash)

/** The employee a comodín's session acts for from now on. */
export const chooseKioskEmployee = (hash: string, id_empleado: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE sesiones_kiosko SET id_empleado = ${id_empleado} WHERE token_hash = ${hash}`)
