import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContextoMovimiento, DetalleMovimiento, personalMovementCalls } from "../../domain/personal/movimientos-personal-api"
import { type ChangeField, changeFieldLabel, movementMessages } from "../../domain/personal/movimientos-personal-vocabulary"
import type { Principal } from "../auth/principal"
import { refuse } from "../http/failure"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"
import { minimumWage } from "./movimientos-personal-checks"
import { employeeSnapshot } from "./movimientos-personal-snapshot"
import { readRecord } from "../records/read-record"
import { personalMovementsTable } from "./movimientos-personal"
import { dateText } from "../records/date-text"
import { activePeopleMatching } from "./active-people-search"

// The movements' calls beside the records resource (domain/personal/movimientos-personal-api.ts). Each one
// reaches a movement or a person only within the caller's work centres (403 otherwise).

/** The movement as its resource reads it (403 outside the caller's centres), with the movement's own 404. */
const visibleMovement = (id_movimiento: number, principal: Principal) =>
  readRecord(personalMovementsTable, { id_movimiento }, principal).pipe(
    Effect.catchIf(
      (e) => e._tag === "ApiFailure" && e.status === 404,
      () => refuse(404, movementMessages.movimientoNoExiste),
    ),
  )

const detalleMovimiento: HandlersOf<typeof personalMovementCalls>["detalleMovimiento"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const m = yield* visibleMovement(request.id_movimiento, principal)
    const pairs = yield* sql<{ campo: string; valor_anterior: string | null; valor_nuevo: string | null }>`
      SELECT campo, valor_anterior, valor_nuevo FROM movimientos_personal_cambios WHERE id_movimiento = ${request.id_movimiento} ORDER BY orden`
    const steps = yield* sql<{ nivel: number | string; autorizador: string; resultado: "A" | "R" | null; fecha: string | null; comentario: string | null }>`
      SELECT a.nivel, e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS autorizador,
        a.resultado, a.fecha, a.comentario
      FROM autorizaciones a JOIN empleados e ON e.id_empleado = a.id_autorizador
      WHERE a.origen = 'MOV' AND a.id_origen = ${request.id_movimiento} ORDER BY a.id_autorizacion`
    const notices = yield* sql<{ tipo_aviso: string; f_movimiento: string; f_limite: string; estado: string }>`
      SELECT tipo_aviso, ${sql.literal(dateText(sql, "f_movimiento"))} AS f_movimiento, ${sql.literal(dateText(sql, "f_limite"))} AS f_limite, estado
      FROM avisos_imss WHERE id_movimiento = ${request.id_movimiento} ORDER BY id_aviso`
    const detail: DetalleMovimiento = {
      id_movimiento: request.id_movimiento,
      estado: m.estado,
      cambios: pairs.map((p) => ({ ...p, etiqueta: changeFieldLabel[p.campo as ChangeField] ?? p.campo })),
      pasos: steps.map((s) => ({
        nivel: Number(s.nivel),
        autorizador: s.autorizador,
        resultado: s.resultado === null ? null : s.resultado === "R" ? "R" : "A",
        fecha: s.fecha === null ? null : String(s.fecha).trim(),
        comentario: s.comentario,
      })),
      avisos: notices.map((n) => ({ ...n, tipo_aviso: String(n.tipo_aviso).trim() })),
    }
    return ok(detail)
  })

const colaboradoresMovimiento: HandlersOf<typeof personalMovementCalls>["colaboradoresMovimiento"] = (request, context) =>
  activePeopleMatching(request.buscar, context)

const contextoMovimiento: HandlersOf<typeof personalMovementCalls>["contextoMovimiento"] = (request, context) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const day = request.f_efectiva ?? (yield* todayInMexico)
    const e = request.id_empleado === undefined ? undefined : yield* employeeSnapshot(request.id_empleado)
    const [named] =
      e === undefined
        ? []
        : yield* sql<{ n: string }>`SELECT COALESCE(num_empleado, '') || ' - ' || nombre || ' ' || apellido_paterno || COALESCE(' ' || NULLIF(TRIM(apellido_materno), ''), '') AS n
            FROM empleados WHERE id_empleado = ${e.id_empleado}`
    const actual =
      e === undefined
        ? null
        : {
            colaborador: named?.n ?? "",
            f_ingreso: e.f_ingreso,
            posicion: e.labels.posicion,
            puesto: e.labels.puesto,
            depto: e.labels.depto,
            centro: e.labels.centro,
            salario_diario: e.salario_diario,
            sdi: e.sdi,
            periodicidad: e.labels.periodicidad,
            salario_minimo: (yield* minimumWage(e.id_centro_trabajo, day)) ?? null,
          }
    // Vacant from the date on: no occupation reaching it, no pending movement claiming it.
    const seats = yield* sql<{ id_posicion: string; label: string }>`
      SELECT p.id_posicion, p.id_posicion || ' · ' || p.n_posicion || ' (' || ct.n_centro_trabajo || ')' AS label
      FROM posiciones p JOIN centros_trabajo ct ON ct.id_centro_trabajo = p.id_centro_trabajo
      WHERE ${scopeCondition(sql, "centro_trabajo", "p.id_centro_trabajo", principal)}
        AND p.f_inicio <= ${day} AND (p.f_fin IS NULL OR p.f_fin >= ${day})
        AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${day}))
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal mp WHERE mp.id_posicion_nueva = p.id_posicion
          AND mp.estado IN ('Capturado', 'En autorización', 'Autorizado'))
      ORDER BY p.id_posicion LIMIT 300`
    const motives = yield* sql<{ id: number | string; label: string }>`
      SELECT id_motivo_baja AS id, n_motivo_baja AS label FROM motivos_baja WHERE activo = '1' ORDER BY n_motivo_baja`
    const periods = yield* sql<{ id: string; label: string }>`
      SELECT id_periodicidad AS id, id_periodicidad || ' ' || n_periodicidad AS label FROM periodicidades_pago ORDER BY id_periodicidad`
    const result: ContextoMovimiento = {
      actual,
      posiciones: seats.map((s) => ({ id: s.id_posicion, label: s.label })),
      motivos_baja: motives.map((m) => ({ id: String(m.id), label: m.label })),
      periodicidades: periods.map((p) => ({ id: String(p.id).trim(), label: p.label })),
    }
    return ok(result)
  })

export const personalMovementsHandlers: HandlersOf<typeof personalMovementCalls> = {
  detalleMovimiento,
  colaboradoresMovimiento,
  contextoMovimiento,
}
