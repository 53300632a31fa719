import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { KioskEmployee, KioskLoginRequest, KioskLoginResponse, KioskPasswordChange, KioskSession } from "../../domain/kiosko/kiosko"
import { kioskTexts } from "../../domain/kiosko/kiosko"
import { messages } from "../../domain/messages"
import { transaction } from "../db/after-commit"
import { refuse } from "../http/failure"
import type { HandlerContext } from "../http/handler"
import type { KioskPrincipal } from "./kiosk-principal"
import { createKioskSession } from "./kiosk-sessions"
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password"
import { passwordProblem } from "./password-policy"
import { admitSignIn, claimSignIn } from "./throttle"

// Signing in at the kiosk and changing a kiosk password, with the staff sign-in's rigour
// (login.ts): the same argon2 work and the same 'Acceso incorrecto' for an unknown user, a wrong
// password, a disabled user and a user whose employee has left; attempts limited per user and per
// address like the staff's (throttle.ts; the user's key is `kiosko:<user>`, apart from the staff
// e-mails).

const wrongCredentials = () => refuse(401, messages.accesoIncorrecto)

/** The throttle's key of a kiosk user: never an e-mail, so never a staff user's count. */
export const kioskThrottleKey = (id_usuario: string): string => `kiosko:${id_usuario.trim().toLowerCase()}`

interface KioskUserRow {
  readonly id_usuario: string
  readonly n_usuario: string
  readonly password_hash: string
  readonly activo: string
  readonly comodin: string
  readonly nuevo: string
  readonly id_empleado: number | string
  readonly empleado_activo: string
}

const findKioskUser = (id_usuario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<KioskUserRow>`
      SELECT k.id_usuario, k.n_usuario, k.password_hash, k.activo, k.comodin, k.nuevo, k.id_empleado, e.activo AS empleado_activo
      FROM usuarios_kiosko k JOIN empleados e ON e.id_empleado = k.id_empleado
      WHERE LOWER(k.id_usuario) = ${id_usuario.trim().toLowerCase()}`
    return row
  })

/** Number and name of an employee, as the kiosk shows who a session acts for. */
export const kioskEmployee = (id_empleado: number | null) =>
  Effect.gen(function* () {
    if (id_empleado === null) return null
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_empleado: number | string; num_empleado: string | null; n_empleado: string }>`
      SELECT id_empleado, num_empleado, nombre || ' ' || apellido_paterno || COALESCE(' ' || NULLIF(TRIM(apellido_materno), ''), '') AS n_empleado
      FROM empleados WHERE id_empleado = ${id_empleado}`
    if (row === undefined) return null
    const employee: KioskEmployee = { id_empleado: Number(row.id_empleado), num_empleado: row.num_empleado ?? "", n_empleado: row.n_empleado }
    return employee
  })

/** The session as the kiosk shows it, from the principal the bearer check read. */
export const kioskSessionOf = (principal: KioskPrincipal) =>
  Effect.map(
    kioskEmployee(principal.id_empleado),
    (colaborador): KioskSession => ({
      id_usuario: principal.id_usuario,
      n_usuario: principal.n_usuario,
      comodin: principal.comodin ? "1" : "0",
      nuevo: principal.mustChangePassword ? "1" : "0",
      colaborador,
    }),
  )

const answer = (row: Pick<KioskUserRow, "id_usuario" | "n_usuario" | "comodin" | "nuevo" | "id_empleado">, actingFor: number | null, message: string) =>
  Effect.gen(function* () {
    const session = yield* createKioskSession(row.id_usuario, actingFor)
    const response: KioskLoginResponse = {
      error: false,
      message,
      token: session.token,
      expires_at: session.expiresAt,
      sesion: {
        id_usuario: row.id_usuario,
        n_usuario: row.n_usuario,
        comodin: row.comodin === "1" ? "1" : "0",
        nuevo: row.nuevo === "1" ? "1" : "0",
        colaborador: yield* kioskEmployee(actingFor),
      },
    }
    return response
  })

export const kioskLogin = (request: KioskLoginRequest, context: HandlerContext) =>
  Effect.gen(function* () {
    const claim = yield* claimSignIn(kioskThrottleKey(request.id_usuario), context)
    const user = yield* findKioskUser(request.id_usuario)
    const passwordOk = user === undefined ? yield* verifyAgainstDummy(request.password) : yield* verifyPassword(user.password_hash, request.password)
    if (user === undefined || !passwordOk || user.activo !== "1" || user.empleado_activo !== "1") return yield* wrongCredentials()
    yield* admitSignIn(claim)
    // A comodín starts without an employee: they type the number of the one they help.
    return yield* answer(user, user.comodin === "1" ? null : Number(user.id_empleado), messages.bienvenido)
  })

/**
 * A new password for the signed-in kiosk user: the current one (counted by the throttle like a
 * sign-in, so this is no way around it), the new one under the password policy, its confirmation.
 * The stored hash changes, `nuevo` goes to '0', and migration 0095's trigger ends every session
 * of the user; the answer opens a new one for the same employee.
 */
export const changeKioskPassword = (principal: KioskPrincipal, request: KioskPasswordChange, context: HandlerContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claim = yield* claimSignIn(kioskThrottleKey(principal.id_usuario), context)
    const user = yield* findKioskUser(principal.id_usuario)
    if (user === undefined) return yield* refuse(401, messages.noAutenticado)
    if (!(yield* verifyPassword(user.password_hash, request.password_actual))) return yield* refuse(400, kioskTexts.contrasenaActualIncorrecta)
    yield* admitSignIn(claim)
    if (request.password !== request.password_confirm) return yield* refuse(400, messages.contrasenasNoCoinciden)
    const problem = passwordProblem(request.password, user.id_usuario)
    if (problem !== null) return yield* refuse(400, problem)
    if (request.password === request.password_actual) return yield* refuse(400, kioskTexts.contrasenaIgual)
    const hash = yield* hashPassword(request.password)
    // This endpoint keeps its refusals (the throttle's count), so it is no transaction of the
    // router's: the new password and the new session are stored together here.
    return yield* transaction(
      Effect.gen(function* () {
        yield* sql`UPDATE usuarios_kiosko SET password_hash = ${hash}, nuevo = '0' WHERE id_usuario = ${user.id_usuario}`
        return yield* answer({ ...user, nuevo: "0" }, principal.id_empleado, kioskTexts.contrasenaCambiada)
      }),
    )
  })
