import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import {
  type CentroCumplimiento,
  type ConteosCumplimiento,
  type ReporteCumplimiento,
  type ReporteCumplimientoRequest,
  reporteCumplimientoMessages,
} from "../../domain/contratos/reporte-cumplimiento-api"
import { probationEvaluatedOnTime, renewedOnTime } from "../../domain/rules/contratos-cumplimiento"
import { contractState, probationEnd } from "../../domain/rules/contratos-vigencia"
import { shiftDay } from "../../domain/rules/working-days"
import type { Principal } from "../auth/principal"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { scopeCondition } from "../records/queries"

// The read of Reporte de cumplimiento (CON250): three set-based queries, each grouped or narrowed
// by index ranges, whatever the number of people. Every figure is of the person's work centre
// today, among the caller's centres; periods that reach past today stop at today (what has not
// happened yet is not judged). The denominators, and why:
// - % con contrato vigente firmado = active people (hired by the cut) with a contract in force on
//   the cut (the period's end, or today) that is signed / active people: SPEC's formula; a person
//   without any contract counts against it, which is the point of the measure.
// - % con beneficiarios = those whose contract in force names beneficiaries / active people WITH
//   a contract in force: beneficiaries belong to a contract, so a person without one is already
//   counted by the first ratio and would otherwise be counted twice.
// - % pruebas evaluadas a tiempo = probations (activated contracts with dias_prueba) whose last
//   day (f_inicio + dias_prueba − 1) falls in the period up to today, evaluated by a CON220
//   "Evaluación de periodo de prueba" dated on or before that day / those probations: one whose
//   last day is still ahead may yet be evaluated on time, so it is not judged.
// - % renovaciones oportunas = contracts renewed or converted (the successor recorded on or
//   before f_fin) / contracts whose f_fin fell in the period before today, except those
//   terminated on or before f_fin: ending a contract on time is a decision, not a late renewal.
// - vencidos sin acción = those same contracts still Vencido today (domain rule: Vigente past
//   f_fin with the person active, neither renewed, converted nor terminated).

interface CentreRow {
  readonly id_centro_trabajo: number | string
  readonly n_centro_trabajo: string
  readonly n_empresa: string
}

interface StaffRow extends CentreRow {
  readonly activos: number | string
  readonly firmados: number | string | null
  readonly con_contrato: number | string | null
  readonly con_beneficiarios: number | string | null
}

interface ProbationRow extends CentreRow {
  readonly f_inicio: unknown
  readonly dias_prueba: number | string
  readonly evaluada: unknown
}

interface ExpiryRow extends CentreRow {
  readonly estado: "Vigente" | "Renovado" | "Terminado"
  readonly f_fin: unknown
  readonly f_terminacion: unknown
  readonly activo: string
  readonly renovado_el: string | null
}

const iso = (value: unknown): string => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10))
const isoOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value))

// The successor's f_alta is an instant (ISO, UTC): the renewal's day is Mexico City's.
const mexicoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" })
const dayOfInstant = (instant: string | null): string | null => {
  if (instant === null) return null
  const at = new Date(instant)
  return Number.isNaN(at.getTime()) ? instant.slice(0, 10) : mexicoDay.format(at)
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] }

/** The earlier of two ISO days. */
const earlierDay = (a: string, b: string): string => {
  if (a <= b) return a
  return b
}

const zero: ConteosCumplimiento = {
  activos: 0,
  firmados: 0,
  con_contrato: 0,
  con_beneficiarios: 0,
  pruebas: 0,
  pruebas_a_tiempo: 0,
  vencidos: 0,
  renovados_a_tiempo: 0,
  vencidos_sin_accion: 0,
}

const countKeys = Object.keys(zero) as ReadonlyArray<keyof ConteosCumplimiento>

/** The contract `c` was in force on `cut` (Vigente or Por vencer that day: contractStateOn in SQL, for counting). */
const inForceOn = (sql: SqlClient.SqlClient, cut: string): Fragment =>
  sql`c.f_inicio <= ${cut} AND (c.f_fin IS NULL OR c.f_fin >= ${cut})
    AND (c.estado IN ('Vigente', 'Renovado') OR (c.estado = 'Terminado' AND c.f_terminacion > ${cut}))`

export const readComplianceReport = (request: ReporteCumplimientoRequest, principal: Principal) =>
  Effect.gen(function* () {
    if (request.fecha_inicio > request.fecha_fin) return yield* refuse(400, reporteCumplimientoMessages.periodo, [reporteCumplimientoMessages.periodo])
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    const from = request.fecha_inicio
    const cut = earlierDay(request.fecha_fin, today)
    const where = (centre: string): ReadonlyArray<Fragment> => [
      scopeCondition(sql, "centro_trabajo", centre, principal, "in"),
      ...(request.id_empresa === undefined ? [] : [sql`ct.id_empresa = ${request.id_empresa}`]),
      ...(request.id_centro_trabajo === undefined ? [] : [sql`${sql.literal(centre)} = ${request.id_centro_trabajo}`]),
    ]
    const centreColumns = sql`e.id_centro_trabajo, ct.n_centro_trabajo, em.n_empresa`
    const centreJoins = sql`JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo JOIN empresas em ON em.id_empresa = ct.id_empresa`

    const staff = yield* sql<StaffRow>`
      SELECT ${centreColumns}, COUNT(*) AS activos,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado AND ${inForceOn(sql, cut)} AND c.firmado = '1') THEN 1 ELSE 0 END) AS firmados,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado AND ${inForceOn(sql, cut)}) THEN 1 ELSE 0 END) AS con_contrato,
        SUM(CASE WHEN EXISTS (SELECT 1 FROM contratos c WHERE c.id_empleado = e.id_empleado AND ${inForceOn(sql, cut)}
          AND EXISTS (SELECT 1 FROM contratos_beneficiarios b WHERE b.id_contrato = c.id_contrato)) THEN 1 ELSE 0 END) AS con_beneficiarios
      FROM empleados e ${centreJoins}
      WHERE ${sql.and([sql`e.activo = '1'`, sql`e.f_ingreso <= ${cut}`, ...where("e.id_centro_trabajo")])}
      GROUP BY e.id_centro_trabajo, ct.n_centro_trabajo, em.n_empresa`

    // A probation lasts at most 180 days (LFT 39-A): one ending in the period began at most 179
    // days before it, so the range on f_inicio reads the index, and the rule judges the rest.
    const probations =
      from > cut
        ? []
        : yield* sql<ProbationRow>`
      SELECT ${centreColumns}, c.f_inicio, c.dias_prueba,
        (SELECT MIN(s.f_seguimiento) FROM seguimientos_contratos s WHERE s.id_contrato = c.id_contrato AND s.tipo = 'EVALUACION_PRUEBA') AS evaluada
      FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado ${centreJoins}
      WHERE ${sql.and([
        sql`c.dias_prueba IS NOT NULL`,
        sql`c.estado IN ('Vigente', 'Renovado', 'Terminado')`,
        sql`c.f_inicio >= ${shiftDay(from, -180)}`,
        sql`c.f_inicio <= ${cut}`,
        ...where("e.id_centro_trabajo"),
      ])}`

    const lastExpired = request.fecha_fin < today ? request.fecha_fin : shiftDay(today, -1)
    const expired =
      from > lastExpired
        ? []
        : yield* sql<ExpiryRow>`
      SELECT ${centreColumns}, c.estado, c.f_fin, c.f_terminacion, e.activo, n.f_alta AS renovado_el
      FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado ${centreJoins}
      LEFT JOIN contratos n ON n.id_contrato_anterior = c.id_contrato
      WHERE ${sql.and([
        sql`c.estado IN ('Vigente', 'Renovado', 'Terminado')`,
        sql`c.f_fin >= ${from}`,
        sql`c.f_fin <= ${lastExpired}`,
        sql`(c.estado <> 'Terminado' OR c.f_terminacion > c.f_fin)`,
        ...where("e.id_centro_trabajo"),
      ])}`

    const centres = new Map<number, Mutable<CentroCumplimiento>>()
    const add = (r: CentreRow, counts: Partial<ConteosCumplimiento>) => {
      const id = Number(r.id_centro_trabajo)
      const held = centres.get(id) ?? { id_centro_trabajo: id, n_centro_trabajo: r.n_centro_trabajo, n_empresa: r.n_empresa, ...zero }
      for (const k of countKeys) held[k] += counts[k] ?? 0
      centres.set(id, held)
    }

    for (const r of staff) {
      add(r, { activos: Number(r.activos), firmados: Number(r.firmados ?? 0), con_contrato: Number(r.con_contrato ?? 0), con_beneficiarios: Number(r.con_beneficiarios ?? 0) })
    }
    for (const r of probations) {
      const f_inicio = iso(r.f_inicio)
      const dias = Number(r.dias_prueba)
      const end = probationEnd(f_inicio, dias)
      if (end < from || end > cut) continue
      add(r, { pruebas: 1, pruebas_a_tiempo: probationEvaluatedOnTime(f_inicio, dias, isoOrNull(r.evaluada)) ? 1 : 0 })
    }
    for (const r of expired) {
      const f_fin = iso(r.f_fin)
      const renewed = renewedOnTime(f_fin, dayOfInstant(r.renovado_el))
      const stalled = contractState({ estado: r.estado, f_fin, empleado_activo: r.activo === "1" }, today) === "Vencido"
      add(r, { vencidos: 1, renovados_a_tiempo: renewed ? 1 : 0, vencidos_sin_accion: stalled ? 1 : 0 })
    }

    const list = [...centres.values()].sort(
      (a, b) => a.n_empresa.localeCompare(b.n_empresa, "es-MX") || a.n_centro_trabajo.localeCompare(b.n_centro_trabajo, "es-MX") || a.id_centro_trabajo - b.id_centro_trabajo,
    )
    const totales: Mutable<ConteosCumplimiento> = { ...zero }
    for (const c of list) for (const k of countKeys) totales[k] += c[k]
    const result: ReporteCumplimiento = { centros: list, totales }
    return result
  })
