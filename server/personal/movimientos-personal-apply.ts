import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ImssNoticeType, changesSalary, isHire, movementMessages, movesPosition } from "../../domain/personal/movimientos-personal-vocabulary"
import { addWorkingDays, shiftDay } from "../../domain/rules/working-days"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { markCandidateHired } from "./pre-alta-candidatos-applied"
import { type EmployeeSnapshot, employeeSnapshot, pairsOf, periodicidadLabel, positionInfo, sdiOf, writePairs } from "./movimientos-personal-snapshot"
import { dateText } from "../records/date-text"
import { draftHireContract } from "../contratos/hire-contract"

// Applying a movement (DOMAIN-MX 4.10): an Autorizado movement whose f_efectiva has come writes
// the employee, frees and occupies positions (ocupaciones_posicion), records the IMSS notice due
// within five working days, drafts a hire's first contract (../contratos/hire-contract.ts), and
// becomes Aplicado, all in one transaction. Anything else (not
// authorized, already applied, not yet due) is left as it is, so the scheduler and the workflow's
// step after the authorization (straight on, or by the last approval) may all call it any number
// of times.
//
// Dates: a movement effective on D changes the record from D on. The old seat's occupation ends
// the day before (a seat is vacant on D when no occupation covers D); a BAJA sets f_baja = D.

type Sql = SqlClient.SqlClient

export type ApplyOutcome = "applied" | "not-due" | "not-authorized"

interface StoredMovement {
  readonly id_movimiento: number
  readonly id_empleado: number
  readonly tipo_movimiento: string
  readonly estado: string
  readonly f_efectiva: string
  readonly motivo: string
  readonly id_posicion_nueva: string | null
  readonly salario_diario_nuevo: number | null
  readonly id_periodicidad_nueva: string | null
  readonly id_motivo_baja: number | null
  readonly causa_imss: string | null
  readonly recontratable: string | null
}

/** The movement, locked for the transaction on PostgreSQL (SQLite's writer is already alone). */
export const lockedMovement = (idMovimiento: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lock = sql.onDialectOrElse({ pg: () => sql.literal("FOR UPDATE"), orElse: () => sql.literal("") })
    const [r] = yield* sql<Record<string, unknown>>`
      SELECT id_movimiento, id_empleado, tipo_movimiento, estado, ${sql.literal(dateText(sql, "f_efectiva"))} AS f_efectiva, motivo,
        id_posicion_nueva, salario_diario_nuevo, id_periodicidad_nueva, id_motivo_baja, causa_imss, recontratable
      FROM movimientos_personal WHERE id_movimiento = ${idMovimiento} ${lock}`
    if (r === undefined) return undefined
    const m: StoredMovement = {
      id_movimiento: Number(r.id_movimiento),
      id_empleado: Number(r.id_empleado),
      tipo_movimiento: String(r.tipo_movimiento),
      estado: String(r.estado),
      f_efectiva: String(r.f_efectiva),
      motivo: String(r.motivo),
      id_posicion_nueva: r.id_posicion_nueva === null ? null : String(r.id_posicion_nueva),
      salario_diario_nuevo: r.salario_diario_nuevo === null ? null : Number(r.salario_diario_nuevo),
      id_periodicidad_nueva: r.id_periodicidad_nueva === null ? null : String(r.id_periodicidad_nueva).trim(),
      id_motivo_baja: r.id_motivo_baja === null ? null : Number(r.id_motivo_baja),
      causa_imss: r.causa_imss === null ? null : String(r.causa_imss),
      recontratable: r.recontratable === null ? null : String(r.recontratable),
    }
    return m
  })

/**
 * Whether someone other than `idEmpleado` holds the seat on `day` or after it (a seat taken from
 * a later date is not free from `day` on either), or another pending movement targets it.
 */
export const positionTaken = (sql: Sql, idPosicion: string, day: string, idEmpleado: number, exceptMovement: number) =>
  Effect.gen(function* () {
    const occupied = yield* sql`SELECT 1 AS x FROM ocupaciones_posicion
      WHERE id_posicion = ${idPosicion} AND id_empleado <> ${idEmpleado} AND (f_fin IS NULL OR f_fin >= ${day})`
    if (occupied.length > 0) return true
    const claimed = yield* sql`SELECT 1 AS x FROM movimientos_personal
      WHERE id_posicion_nueva = ${idPosicion} AND id_movimiento <> ${exceptMovement} AND id_empleado <> ${idEmpleado}
        AND estado IN ('Capturado', 'En autorización', 'Autorizado')`
    return claimed.length > 0
  })

/** Ends the employee's seat the day before `day` (a seat taken from `day` on is dropped). */
const leaveSeat = (sql: Sql, idEmpleado: number, day: string) =>
  Effect.gen(function* () {
    yield* sql`DELETE FROM ocupaciones_posicion WHERE id_empleado = ${idEmpleado} AND f_inicio >= ${day}`
    yield* sql`UPDATE ocupaciones_posicion SET f_fin = ${shiftDay(day, -1)}
      WHERE id_empleado = ${idEmpleado} AND f_inicio < ${day} AND (f_fin IS NULL OR f_fin >= ${day})`
  })

const recordNotice = (sql: Sql, m: StoredMovement, e: EmployeeSnapshot, tipo: ImssNoticeType, sdi: number | null) =>
  Effect.gen(function* () {
    const exists = yield* sql`SELECT 1 AS x FROM avisos_imss WHERE id_movimiento = ${m.id_movimiento} AND tipo_aviso = ${tipo}`
    if (exists.length > 0) return
    yield* sql`INSERT INTO avisos_imss ${sql.insert({
      id_movimiento: m.id_movimiento,
      id_empleado: m.id_empleado,
      tipo_aviso: tipo,
      f_movimiento: m.f_efectiva,
      f_limite: addWorkingDays(m.f_efectiva, 5),
      registro_patronal: e.registro_patronal,
      nss: e.nss,
      sdi,
      causa_baja: tipo === "02" ? m.causa_imss : null,
      estado: "Pendiente",
    })}`
  })

const stamp = Effect.map(Now, (now) => new Date(now()).toISOString())

/** Applies the movement when it is Autorizado and due; otherwise changes nothing. */
export const applyDueMovement = (idMovimiento: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const m = yield* lockedMovement(idMovimiento)
    if (m === undefined || m.estado !== "Autorizado") return "not-authorized" as ApplyOutcome
    if (m.f_efectiva > today) return "not-due" as ApplyOutcome
    const e = yield* employeeSnapshot(m.id_empleado)
    if (e === undefined) return yield* refuse(409, movementMessages.colaboradorNoExiste)
    const day = m.f_efectiva
    const hire = isHire(m.tipo_movimiento)
    const targetId = m.id_posicion_nueva ?? (hire ? e.id_posicion : null)
    const target = targetId === null ? undefined : yield* positionInfo(targetId)
    const pairs = pairsOf(e, m, target, yield* periodicidadLabel(m.id_periodicidad_nueva))
    yield* writePairs(m.id_movimiento, pairs)

    const salary = (hire || changesSalary(m.tipo_movimiento)) && m.salario_diario_nuevo !== null ? m.salario_diario_nuevo : null
    const sdi = salary === null ? null : sdiOf(salary, e.factor_integracion)
    const changes: Record<string, unknown> = {}
    if (salary !== null) {
      changes.salario_diario = salary
      changes.sdi = sdi
      if (e.factor_integracion === null) changes.factor_integracion = 1.0493
    }
    if (m.id_periodicidad_nueva !== null) changes.id_periodicidad = m.id_periodicidad_nueva

    if (m.tipo_movimiento === "BAJA") {
      yield* leaveSeat(sql, m.id_empleado, day)
      Object.assign(changes, {
        activo: "0",
        f_baja: day,
        id_motivo_baja: m.id_motivo_baja,
        causa_imss: m.causa_imss,
        recontratable: m.recontratable ?? "1",
        observaciones_baja: m.motivo.slice(0, 500),
      })
    } else if (target !== undefined && (hire || movesPosition(m.tipo_movimiento))) {
      if (yield* positionTaken(sql, target.id_posicion, day, m.id_empleado, m.id_movimiento)) return yield* refuse(409, movementMessages.posicionNoDisponible)
      yield* leaveSeat(sql, m.id_empleado, day)
      yield* sql`INSERT INTO ocupaciones_posicion ${sql.insert({ id_posicion: target.id_posicion, f_inicio: day, f_fin: null, id_empleado: m.id_empleado })}`
      Object.assign(changes, {
        id_posicion: target.id_posicion,
        id_empresa: target.id_empresa,
        id_centro_trabajo: target.id_centro_trabajo,
        id_depto: target.id_depto,
        id_puesto: target.id_puesto,
      })
    }
    if (hire) {
      Object.assign(changes, { activo: "1", f_baja: null, id_motivo_baja: null, causa_imss: null, recontratable: null, observaciones_baja: null })
      // A re-entry starts a new period of service (recognised seniority is set on the record).
      if (m.tipo_movimiento === "REINGRESO") Object.assign(changes, { f_ingreso: day, f_antiguedad: day })
    }
    if (Object.keys(changes).length > 0) yield* sql`UPDATE empleados SET ${sql.update(changes)} WHERE id_empleado = ${m.id_empleado}`

    // The hire's first contract, a draft from the record as it now stands (puesto, salary).
    if (hire) yield* draftHireContract(m.id_empleado, day, null)

    if (hire) yield* recordNotice(sql, m, e, "08", sdi ?? e.sdi)
    else if (m.tipo_movimiento === "BAJA") yield* recordNotice(sql, m, e, "02", e.sdi)
    else if (sdi !== null && sdi !== e.sdi) yield* recordNotice(sql, m, e, "07", sdi)

    yield* sql`UPDATE movimientos_personal SET estado = 'Aplicado', f_aplicacion = ${yield* stamp} WHERE id_movimiento = ${m.id_movimiento}`
    // The hire of a candidate's pre-alta: the candidate is Contratado.
    if (hire) yield* markCandidateHired(m.id_movimiento)
    return "applied" as ApplyOutcome
  }).pipe((effect) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect)))
