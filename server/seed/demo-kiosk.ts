import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { portalRequestFlowKey, portalRequestOrigin } from "../../domain/personal/solicitudes-portal-vocabulary"
import { vacationBalance, workingDaysIn } from "../../domain/rules/vacation-balance"
import { hashPassword } from "../auth/password"
import { addDays, isoDate, mexicoToday, monthOf } from "../dates"
import { vacationInput } from "../personal/vacation-balance"
import { demoApprover, oneLevelFlow } from "./demo-authorizations"
import { consultaCompany } from "./demo-structure"
import { departmentHeadType } from "./settings-demo"

// The demo's kiosk (issue 15). Kiosk requests go through the SOLICITUD_PORTAL flow: one approval
// by the person's "Jefe de departamento", as the demo's bajas. Two kiosk users:
// - `kiosko`, a person of the department autoriza@demo.mx heads, so what they request reaches
//   the demo approver's "Mis autorizaciones"; chosen with a year of service or more, vacation
//   days left and no vacation this month;
// - `comodin`, a comodín of the same work centre: they type the number of the person they help.
// Advance vacations open after six months of the year of service (meses_vacas). A few requests of
// other departments (of heads who do not sign in) fill Solicitudes del portal with each state.

export const demoKioskUsers = {
  employee: { id_usuario: "kiosko", password: "Demo.Kiosko-2026" },
  comodin: { id_usuario: "comodin", password: "Demo.Comodin-2026" },
} as const

interface HistoryItem {
  readonly tipo: "VAC" | "CONSTANCIA" | "DATOS" | "PRESTAMO" | "AYUDA"
  readonly estado: "En autorización" | "Autorizada" | "Rechazada" | "Atendida"
  readonly daysAgo: number
  readonly detalle: string
  readonly monto?: number
  readonly comentarios?: string
}

const history: ReadonlyArray<HistoryItem> = [
  { tipo: "CONSTANCIA", estado: "Atendida", daysAgo: 24, detalle: "Para trámite de crédito hipotecario", comentarios: "Constancia entregada en Recursos Humanos" },
  { tipo: "PRESTAMO", estado: "Rechazada", daysAgo: 18, monto: 8000, detalle: "Gastos médicos de un familiar", comentarios: "Tiene un préstamo vigente" },
  { tipo: "DATOS", estado: "Autorizada", daysAgo: 9, detalle: "Cambié de domicilio y de número de celular" },
  { tipo: "VAC", estado: "Autorizada", daysAgo: 7, detalle: "Viaje familiar" },
  { tipo: "AYUDA", estado: "En autorización", daysAgo: 2, monto: 3500, detalle: "Apoyo por nacimiento de mi hija" },
  { tipo: "CONSTANCIA", estado: "En autorización", daysAgo: 1, detalle: "Para trámite de visa" },
  // Authorized and waiting for HR: "Atender constancia laboral en su página" opens Cartas laborales for it.
  { tipo: "CONSTANCIA", estado: "Autorizada", daysAgo: 2, detalle: "Para trámite de crédito automotriz" },
]

const fullName = "e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '')"

export const seedDemoKiosk = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const now = mexicoToday(nowMs)
    const today = isoDate(now)
    const month = monthOf(nowMs)
    const [type] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = ${portalRequestFlowKey}`
    if (type === undefined) return
    const flowType = Number(type.id)
    yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(flowType))}`
    yield* sql`UPDATE parametros_sistema SET meses_vacas = 6 WHERE id = 1`

    // The department the demo approver heads.
    const [head] = yield* sql<{ id_empleado: number | string; id_depto: number | string; id_centro_trabajo: number | string }>`
      SELECT u.id_empleado, r.id_depto, d.id_centro_trabajo FROM usuarios u
      JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.id_tipo_resp = ${departmentHeadType} AND r.f_fin IS NULL
      JOIN departamentos d ON d.id_depto = r.id_depto
      WHERE u.id_usuario = ${demoApprover.email}`
    if (head === undefined) return
    const approver = Number(head.id_empleado)
    const candidates = yield* sql<{ id_empleado: number | string }>`
      SELECT e.id_empleado FROM empleados e
      WHERE e.id_depto = ${head.id_depto} AND e.activo = '1' AND e.id_empleado <> ${approver}
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
        AND NOT EXISTS (SELECT 1 FROM periodos_vacaciones v WHERE v.id_empleado = e.id_empleado AND v.f_fin >= ${month.first} AND v.f_inicio <= ${month.last})
      ORDER BY e.id_empleado`
    let chosen: number | undefined
    for (const c of candidates) {
      const input = yield* vacationInput(Number(c.id_empleado), today)
      if (input !== undefined && input.today >= addYear(input.f_antiguedad) && vacationBalance(input).dias_solicitables >= 6) {
        chosen = Number(c.id_empleado)
        break
      }
    }
    if (chosen === undefined) return
    const [helper] = yield* sql<{ id_empleado: number | string }>`
      SELECT e.id_empleado FROM empleados e
      WHERE e.id_centro_trabajo = ${head.id_centro_trabajo} AND e.activo = '1' AND e.id_empleado NOT IN (${approver}, ${chosen})
      ORDER BY e.id_empleado LIMIT 1`
    const people = [
      { ...demoKioskUsers.employee, id_empleado: chosen, comodin: "0" },
      ...(helper === undefined ? [] : [{ ...demoKioskUsers.comodin, id_empleado: Number(helper.id_empleado), comodin: "1" }]),
    ]
    for (const p of people) {
      const [person] = yield* sql<{ nombre: string }>`SELECT ${sql.literal(fullName)} AS nombre FROM empleados e WHERE e.id_empleado = ${p.id_empleado}`
      yield* sql`INSERT INTO usuarios_kiosko ${sql.insert({
        id_usuario: p.id_usuario,
        id_empleado: p.id_empleado,
        n_usuario: person?.nombre ?? p.id_usuario,
        password_hash: yield* hashPassword(p.password),
        activo: "1",
        comodin: p.comodin,
        nuevo: "0",
      })}`
    }

    // Requests of people of the first company whose department head is active and signs in
    // nowhere: their waiting steps reach nobody of the demo's users.
    const others = yield* sql<{ id_empleado: number | string; id_head: number | string }>`
      SELECT e.id_empleado, r.id_numero AS id_head FROM empleados e
      JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.id_tipo_resp = ${departmentHeadType} AND r.f_fin IS NULL
      JOIN empleados h ON h.id_empleado = r.id_numero AND h.activo = '1'
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1' AND e.id_depto <> ${head.id_depto} AND r.id_numero <> e.id_empleado
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = r.id_numero)
        AND NOT EXISTS (SELECT 1 FROM periodos_vacaciones v WHERE v.id_empleado = e.id_empleado AND v.f_fin >= ${month.first})
      ORDER BY e.id_depto, e.id_empleado`
    const spread = others.filter((_, i) => i % 37 === 0).slice(0, history.length)
    for (const [i, item] of history.entries()) {
      const person = spread[i]
      if (person === undefined) break
      const filed = isoDate(addDays(now, -item.daysAgo))
      // A vacation of next month: three working days from its second Monday.
      const start = item.tipo === "VAC" ? secondMonday(now) : null
      const end = start === null ? null : isoDate(addDays(new Date(`${start}T12:00:00`), 2))
      const [row] = yield* sql<{ id: number | string }>`INSERT INTO solicitudes_portal ${sql.insert({
        id_empleado: Number(person.id_empleado),
        id_tipo_solicitud: item.tipo,
        f_solicitud: filed,
        f_inicio: start,
        f_fin: end,
        dias: start === null || end === null ? null : workingDaysIn({ f_inicio: start, f_fin: end }),
        monto: item.monto ?? null,
        detalle: item.detalle,
        estado: item.estado,
        comentarios: item.comentarios ?? null,
        id_usuario_kiosko: null,
        creada: nowMs - item.daysAgo * 86_400_000,
        id_usuario_rh: item.estado === "Atendida" ? "admin@demo.mx" : null,
        f_modificacion: null,
      })} RETURNING id_solicitud AS id`
      const id = Number(row?.id)
      const decided = item.estado !== "En autorización"
      yield* sql`INSERT INTO autorizaciones ${sql.insert({
        origen: portalRequestOrigin,
        id_origen: id,
        id_tipo_solicitud: flowType,
        id_empleado: Number(person.id_empleado),
        f_referencia: start ?? filed,
        niveles: 1,
        nivel: 1,
        id_autorizador: Number(person.id_head),
        resultado: decided ? (item.estado === "Rechazada" ? "R" : "A") : null,
        fecha: decided ? isoDate(addDays(now, 1 - item.daysAgo)) : null,
        comentario: item.estado === "Rechazada" ? (item.comentarios ?? null) : null,
        creado: nowMs - item.daysAgo * 86_400_000,
      })}`
      if (item.tipo === "VAC" && start !== null && end !== null) {
        yield* sql`INSERT INTO periodos_vacaciones ${sql.insert({ id_empleado: Number(person.id_empleado), f_inicio: start, f_fin: end, id_solicitud: id })}`
      }
    }
  })

/** A date one year after an ISO date (the first anniversary). */
const addYear = (iso: string): string => `${String(Number(iso.slice(0, 4)) + 1).padStart(4, "0")}${iso.slice(4)}`

/** The second Monday of the month after `now`, ISO. */
const secondMonday = (now: Date): string => {
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 1)
  const offset = (8 - first.getDay()) % 7
  return isoDate(new Date(first.getFullYear(), first.getMonth(), 1 + offset + 7))
}
