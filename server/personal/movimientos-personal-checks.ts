import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isHire, movementMessages, movesPosition } from "../../domain/personal/movimientos-personal-vocabulary"
import { forbidden, refuse } from "../http/failure"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"
import { positionTaken } from "./movimientos-personal-apply"
import { type EmployeeSnapshot, employeeSnapshot, positionInfo } from "./movimientos-personal-snapshot"
import { isVisible } from "../records/visible"

// The rules of a movement that need the database (DOMAIN-MX 4.10, 4.2), checked in the write's
// transaction before anything is stored, each refusal a Spanish message with a 4xx:
// - the employee exists and is active (a hire is captured in Gestión de personal);
// - f_efectiva is not before f_ingreso;
// - no other pending movement of the person (Capturado, En autorización, Autorizado);
// - a new seat exists, is of a centre of the caller's role, in force on f_efectiva, is not the
//   person's own, and is vacant from f_efectiva on (nobody else holds it, nobody else's pending
//   movement claims it);
// - a salary is not under the minimum wage in force on f_efectiva in the zone of the centre;
// - a BAJA: the motive exists; the person is not the vigente responsable of a department nor
//   holds the chief seat of occupied positions (a replacement first).

export interface MovementRequest {
  readonly id_movimiento: number | null
  readonly id_empleado: number
  readonly tipo_movimiento: string
  readonly f_efectiva: string
  readonly id_posicion_nueva: string | null
  readonly salario_diario_nuevo: number | null
  readonly id_motivo_baja: number | null
}

/** The minimum daily wage in force on `day` in the zone of a centre (the general zone without one). */
export const minimumWage = (idCentro: number, day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [centre] = yield* sql<{ id_zona: string | null }>`SELECT id_zona FROM centros_trabajo WHERE id_centro_trabajo = ${idCentro}`
    const zone = centre?.id_zona !== null && centre?.id_zona !== undefined && centre.id_zona.trim() !== "" ? centre.id_zona : "GEN"
    const [wage] = yield* sql<{ salario_diario: number | string }>`
      SELECT salario_diario FROM zonas_salarios_minimos WHERE id_zona = ${zone} AND f_inicio <= ${day}
      ORDER BY f_inicio DESC LIMIT 1`
    return wage === undefined ? undefined : Number(wage.salario_diario)
  })

/** The BAJA rule of DOMAIN-MX 4.2: not while responsable of a department or chief of occupied seats. */
export const checkLeaveBlockers = (e: EmployeeSnapshot, day: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const responsible = yield* sql`SELECT 1 AS x FROM responsables_depto r
      WHERE r.id_numero = ${e.id_empleado} AND (r.f_fin IS NULL OR r.f_fin >= ${day}) LIMIT 1`
    if (responsible.length > 0) return yield* refuse(409, movementMessages.responsableDepto)
    if (e.id_posicion === null) return
    const chief = yield* sql`SELECT 1 AS x FROM posiciones p
      JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion AND o.id_empleado <> ${e.id_empleado}
        AND (o.f_fin IS NULL OR o.f_fin >= ${day})
      WHERE p.id_posicion_jefe = ${e.id_posicion} AND (p.f_fin IS NULL OR p.f_fin >= ${day}) LIMIT 1`
    if (chief.length > 0) return yield* refuse(409, movementMessages.jefePosiciones)
  })

export const checkMovement = (m: MovementRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (isHire(m.tipo_movimiento)) return yield* refuse(400, movementMessages.altaPorEmpleado)
    const e = yield* employeeSnapshot(m.id_empleado)
    if (e === undefined) return yield* refuse(400, movementMessages.colaboradorNoExiste)
    if (e.activo !== "1") return yield* refuse(409, movementMessages.colaboradorInactivo)
    if (m.f_efectiva < e.f_ingreso) return yield* refuse(400, movementMessages.fechaIngreso)

    // Two sends for one person queue here on PostgreSQL; SQLite has one writer.
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT id_empleado FROM empleados WHERE id_empleado = ${m.id_empleado} FOR UPDATE`,
      orElse: () => Effect.void,
    })
    const pending = yield* sql`SELECT 1 AS x FROM movimientos_personal
      WHERE id_empleado = ${m.id_empleado} AND id_movimiento <> ${m.id_movimiento ?? -1}
        AND estado IN ('Capturado', 'En autorización', 'Autorizado') LIMIT 1`
    if (pending.length > 0) return yield* refuse(409, movementMessages.movimientoPendiente)

    let centre = e.id_centro_trabajo
    if (movesPosition(m.tipo_movimiento) && m.id_posicion_nueva !== null) {
      const target = yield* positionInfo(m.id_posicion_nueva)
      if (target === undefined) return yield* refuse(400, movementMessages.posicionNoDisponible)
      const [seen] = yield* sql<{ ve: unknown }>`SELECT CASE WHEN ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal)} THEN 1 ELSE 0 END AS ve
        FROM posiciones p WHERE p.id_posicion = ${target.id_posicion}`
      if (!isVisible(seen?.ve)) return yield* forbidden()
      if (target.id_posicion === e.id_posicion) return yield* refuse(400, movementMessages.mismaPosicion)
      const inForce = target.f_inicio <= m.f_efectiva && (target.f_fin === null || target.f_fin >= m.f_efectiva)
      if (!inForce || (yield* positionTaken(sql, target.id_posicion, m.f_efectiva, m.id_empleado, m.id_movimiento ?? -1))) {
        return yield* refuse(409, movementMessages.posicionNoDisponible)
      }
      centre = target.id_centro_trabajo
    }
    if (m.salario_diario_nuevo !== null && m.tipo_movimiento !== "BAJA" && m.tipo_movimiento !== "CAMBIO_POSICION") {
      const wage = yield* minimumWage(centre, m.f_efectiva)
      if (wage !== undefined && m.salario_diario_nuevo < wage) return yield* refuse(400, movementMessages.salarioMinimo)
    }
    if (m.tipo_movimiento === "BAJA") {
      const motive = yield* sql`SELECT 1 AS x FROM motivos_baja WHERE id_motivo_baja = ${m.id_motivo_baja ?? -1}`
      if (motive.length === 0) return yield* refuse(400, movementMessages.motivoBajaNoExiste)
      yield* checkLeaveBlockers(e, m.f_efectiva)
    }
    return e
  })
