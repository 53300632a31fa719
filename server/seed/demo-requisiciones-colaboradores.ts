import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { requisitionRequestType } from "../../domain/seleccion/requisiciones-colaboradores-vocabulary"
import { isoDaysFrom, mexicoToday } from "../dates"
import { formatFolio } from "../documents/folio"
import { oneLevelFlow } from "./demo-authorizations"
import { consultaCompany } from "./demo-structure"

// The demo's Requisiciones de colaboradores (SEL100), of the first company: one in every state of
// MODULES-MX 0.1 (Borrador, En autorización with its step waiting for the requester's department
// head, Autorizada twice, so the vacancies of SEL160 have one each, Rechazada with the approver's
// comment, En proceso, Cubierta and Cancelada), each for a puesto of its own on a position of it
// that nobody occupies (the demo's free positions, or one opened for it within the puesto's
// places), one for a new puesto with no position yet. The newest is the Borrador the generated
// suite copies: its position free, its date ahead, its salary within the puesto's table. The
// REQUISICION request type goes through one level, the requester's department head.

const user = "admin@demo.mx"

interface Seat {
  readonly id_posicion: string | null
  readonly id_puesto: string
  readonly id_depto: number
  readonly id_centro_trabajo: number
  readonly salario_min: number
  readonly salario_max: number
}

type Plan = readonly [estado: string, motivo: string, daysAgo: number, vacantes: number, justificacion: string]

const plans: ReadonlyArray<Plan> = [
  ["Cubierta", "BAJA", 75, 1, "Cubrir la baja por renuncia del titular del puesto"],
  ["Cancelada", "INCREMENTO", 60, 1, "Reforzar el área por la temporada alta; se canceló al cambiar el pronóstico"],
  ["En proceso", "BAJA", 45, 1, "Cubrir la baja del titular, que se jubiló"],
  ["Rechazada", "INCREMENTO", 30, 2, "Ampliar el equipo para el nuevo cliente"],
  ["Autorizada", "BAJA", 20, 1, "Cubrir la baja por renuncia"],
  ["Autorizada", "SUSTITUCION", 15, 1, "Sustituir a la titular durante su incapacidad por maternidad"],
  ["En autorización", "PUESTO_NUEVO", 5, 1, "Crear el puesto para la nueva línea de producción"],
  ["Borrador", "BAJA", 1, 1, "Cubrir la baja por renuncia del analista"],
]

const stateDone = new Set(["Autorizada", "Rechazada", "En proceso", "Cubierta"])

export const seedDemoRequisitions = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const day = isoDaysFrom(mexicoToday(nowMs))
    const today = day(0)
    const at = new Date(nowMs).toISOString()
    const [type] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = ${requisitionRequestType}`
    if (type === undefined) return
    const id_tipo_solicitud = Number(type.id)
    yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(id_tipo_solicitud))}`
    // A requester with a department head of their own, who approves.
    const [requester] = yield* sql<{ id: number | string; head: number | string }>`
      SELECT e.id_empleado AS id, r.id_numero AS head FROM empleados e JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.f_fin IS NULL
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1' AND e.id_empleado <> r.id_numero ORDER BY e.id_empleado LIMIT 1`
    const [substitute] = yield* sql<{ id: number | string }>`SELECT MAX(id_empleado) AS id FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1'`
    const [contract] = yield* sql<{ id: string }>`SELECT MIN(id_tipo_contrato) AS id FROM catalogo_contratos WHERE activo = '1'`
    const reasons = new Map(
      (yield* sql<{ id_motivo: number | string; clave: string }>`SELECT MIN(id_motivo) AS id_motivo, clave FROM sel_motivos_requisicion GROUP BY clave`).map((r) => [r.clave, Number(r.id_motivo)]),
    )
    if (requester === undefined || substitute?.id === null || substitute?.id === undefined) return

    // One active puesto of the company per requisition, each with a placement (a position of it
    // in force) and places to spare.
    const puestos = yield* sql<{ id_puesto: string; id_depto: number | string; id_centro_trabajo: number | string; salario_min: number | string | null; salario_max: number | string | null; libre: string | null }>`
      SELECT p.id_puesto, MIN(x.id_depto) AS id_depto, MIN(x.id_centro_trabajo) AS id_centro_trabajo, p.salario_min, p.salario_max,
        MIN(CASE WHEN NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = x.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${today}))
          THEN x.id_posicion END) AS libre
      FROM puestos p JOIN posiciones x ON x.id_puesto = p.id_puesto AND (x.f_fin IS NULL OR x.f_fin >= ${today})
      WHERE p.id_empresa = ${consultaCompany} AND p.activo = '1'
        AND p.plazas_autorizadas >= (SELECT COUNT(*) FROM posiciones y WHERE y.id_puesto = p.id_puesto AND (y.f_fin IS NULL OR y.f_fin >= ${today})) + 2
      GROUP BY p.id_puesto, p.salario_min, p.salario_max
      ORDER BY p.id_puesto
      LIMIT ${plans.length}`
    if (puestos.length < plans.length) return
    const seats: Array<Seat> = []
    for (const [i, p] of puestos.entries()) {
      const [, motivo] = plans[i] ?? []
      let id_posicion: string | null = null
      if (motivo !== "PUESTO_NUEVO") {
        id_posicion = p.libre
        if (id_posicion === null) {
          // A seat of the puesto's spare places, opened for the requisition in the puesto's department.
          id_posicion = `VAC-${String(i + 1).padStart(4, "0")}`
          const [name] = yield* sql<{ n_puesto: string }>`SELECT n_puesto FROM puestos WHERE id_puesto = ${p.id_puesto}`
          yield* sql`INSERT INTO posiciones ${sql.insert({
            id_posicion,
            n_posicion: (name?.n_puesto ?? p.id_puesto).slice(0, 100),
            id_empresa: consultaCompany,
            id_centro_trabajo: Number(p.id_centro_trabajo),
            id_depto: Number(p.id_depto),
            id_puesto: p.id_puesto,
            id_posicion_jefe: null,
            f_inicio: day(-90),
            f_fin: null,
          })}`
        }
      }
      const low = p.salario_min === null ? 12_000 : Number(p.salario_min)
      const high = p.salario_max === null ? Math.max(low, 18_000) : Number(p.salario_max)
      seats.push({ id_posicion, id_puesto: p.id_puesto, id_depto: Number(p.id_depto), id_centro_trabajo: Number(p.id_centro_trabajo), salario_min: low, salario_max: high })
    }

    const year = Number(today.slice(0, 4))
    for (const [i, [estado, motivo, daysAgo, num_vacantes, justificacion]] of plans.entries()) {
      const seat = seats[i]
      if (seat === undefined) continue
      const f_solicitud = day(-daysAgo)
      const sent = estado !== "Borrador"
      const decided = stateDone.has(estado)
      yield* sql`INSERT INTO requisiciones ${sql.insert({
        folio: formatFolio("RQ", consultaCompany, year, i + 1),
        id_empresa: consultaCompany,
        id_centro_trabajo: seat.id_centro_trabajo,
        id_depto: seat.id_depto,
        id_posicion: seat.id_posicion,
        id_puesto: seat.id_puesto,
        id_motivo: reasons.get(motivo) ?? 1,
        id_empleado_sustituido: motivo === "SUSTITUCION" ? Number(substitute.id) : null,
        num_vacantes,
        id_tipo_contrato: contract?.id ?? null,
        f_requerida: estado === "Cubierta" || estado === "Cancelada" ? day(-daysAgo + 30) : day(30 + i),
        salario_min: seat.salario_min,
        salario_max: seat.salario_max,
        requisitos_adicionales: i % 2 === 0 ? "Disponibilidad para rolar turnos" : "Manejo de hojas de cálculo",
        justificacion,
        id_solicitante: user,
        id_empleado_solicitante: Number(requester.id),
        estado,
        f_solicitud,
        f_envio: sent ? day(-daysAgo + 1) : null,
        f_autorizacion: decided && estado !== "Rechazada" ? day(-daysAgo + 3) : null,
        f_cubierta: estado === "Cubierta" ? day(-daysAgo + 40) : null,
        comentario_rechazo: estado === "Rechazada" ? "No hay presupuesto para dos plazas este trimestre" : null,
        motivo_cancelacion: estado === "Cancelada" ? "Cambió el pronóstico de ventas" : null,
        id_usuario_alta: user,
        f_alta: at,
        f_modificacion: sent ? at : null,
      })}`
      if (!sent || estado === "Cancelada") continue
      const [row] = yield* sql<{ id: number | string }>`SELECT MAX(id_requisicion) AS id FROM requisiciones`
      yield* sql`INSERT INTO autorizaciones ${sql.insert({
        origen: "REQUISICION",
        id_origen: Number(row?.id),
        id_tipo_solicitud,
        id_empleado: Number(requester.id),
        f_referencia: day(-daysAgo + 1),
        niveles: 1,
        nivel: 1,
        id_autorizador: Number(requester.head),
        resultado: decided ? (estado === "Rechazada" ? "R" : "A") : null,
        fecha: decided ? day(-daysAgo + 3) : null,
        comentario: estado === "Rechazada" ? "No hay presupuesto para dos plazas este trimestre" : null,
        creado: nowMs - daysAgo * 86_400_000,
      })}`
    }
    // The folios drawn here, so the next one a user saves follows them.
    yield* sql`INSERT INTO folios_documento ${sql.insert({ serie: "RQ", id_empresa: consultaCompany, anio: year, ultimo: plans.length })}`
  })
