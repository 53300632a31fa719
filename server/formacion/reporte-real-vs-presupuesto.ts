import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { FilaRealVsPresupuesto, RealVsPresupuesto, RealVsPresupuestoRequest } from "../../domain/formacion/reporte-real-vs-presupuesto-api"
import { budgetVariation, costPerParticipant, departmentShare, percentSpent, sumMoney } from "../../domain/rules/training-figures"
import type { Principal } from "../auth/principal"
import { companyVisible, scopeCondition } from "../records/queries"
import { participantInDepartment } from "./reportes-cursos"
import { byName, byNumber } from "./reportes-orden"

// The read of FOR500: three queries over the year's DNC projects of the caller's
// companies, the budget in force by project and concept (lines of departments of the caller's
// centres), the courses' participants (every one but the Baja, the department's too) and their
// real costs by course and concept (courses given in the caller's centres, cancelled ones too:
// what was paid was spent, as FOR150's Ejercido counts it); the arithmetic is the domain's.

interface BudgetRow {
  readonly id_proyecto_dnc: number | string
  readonly n_proyecto: string
  readonly version: number | string
  readonly id_concepto_gasto: string
  readonly n_concepto_gasto: string
  readonly monto: number | string
}
interface CourseRow {
  readonly id_proyecto: number | string
  readonly id_proyecto_dnc: number | string
  readonly n_proyecto: string
  readonly participantes: number | string
  readonly del_depto: number | string
}
interface CostRow {
  readonly id_proyecto: number | string
  readonly id_concepto_gasto: string
  readonly n_concepto_gasto: string
  readonly monto: number | string
}

interface Held {
  readonly clave: string
  readonly nombre: string
  detalle: string
  presupuesto: Array<number>
  real: Array<number>
  participantes: number
}

const figures = (presupuesto: number, real: number, participantes: number) => ({
  presupuesto,
  real,
  participantes,
  porcentaje: percentSpent(real, presupuesto),
  variacion: budgetVariation(real, presupuesto),
  costo_participante: costPerParticipant(real, participantes),
})

export const readRealVsBudget = (request: RealVsPresupuestoRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const projects = [
      sql`d.anio = ${request.anio}`,
      companyVisible(sql, sql.literal("d.id_empresa"), principal.id_rol),
      ...(request.id_empresa === undefined ? [] : [sql`d.id_empresa = ${request.id_empresa}`]),
      ...(request.id_proyecto_dnc === undefined ? [] : [sql`d.id_proyecto_dnc = ${request.id_proyecto_dnc}`]),
    ]
    const budget = yield* sql<BudgetRow>`
      SELECT d.id_proyecto_dnc, d.n_proyecto, t.version, l.id_concepto_gasto, cg.n_concepto_gasto, SUM(l.monto) AS monto
      FROM proyectos_dnc d
      JOIN presupuestos_formacion t ON t.id_proyecto_dnc = d.id_proyecto_dnc AND t.estado = 'Autorizado'
        AND t.version = (SELECT MAX(v.version) FROM presupuestos_formacion v WHERE v.id_proyecto_dnc = d.id_proyecto_dnc AND v.estado = 'Autorizado')
      JOIN presupuestos_formacion_lineas l ON l.id_presupuesto = t.id_presupuesto
      JOIN departamentos dp ON dp.id_depto = l.id_depto
      JOIN conceptos_gasto cg ON cg.id_concepto_gasto = l.id_concepto_gasto
      WHERE ${sql.and([
        ...projects,
        scopeCondition(sql, "centro_trabajo", "dp.id_centro_trabajo", principal, "in"),
        ...(request.id_centro_trabajo === undefined ? [] : [sql`dp.id_centro_trabajo = ${request.id_centro_trabajo}`]),
        ...(request.id_depto === undefined ? [] : [sql`l.id_depto = ${request.id_depto}`]),
      ])}
      GROUP BY d.id_proyecto_dnc, d.n_proyecto, t.version, l.id_concepto_gasto, cg.n_concepto_gasto`

    const courses = [
      ...projects,
      scopeCondition(sql, "centro_trabajo", "c.id_centro_trabajo", principal, "in"),
      ...(request.id_centro_trabajo === undefined ? [] : [sql`c.id_centro_trabajo = ${request.id_centro_trabajo}`]),
    ]
    // Each course's participants counted by its own probe of the participants' course index (a
    // cancelled course has none): joined and grouped, every participant of the year was read and
    // hashed or sorted (60,000 at the scale seed).
    const participantsOf = (more: ReadonlyArray<Fragment>) =>
      sql`CASE WHEN c.estado <> 'Cancelado' THEN (SELECT COUNT(*) FROM proyectos_formacion_participantes p
        WHERE ${sql.and([sql`p.id_proyecto = c.id_proyecto`, sql`p.estado <> 'Baja'`, ...more])}) ELSE 0 END`
    const inDepartment = participantInDepartment(sql, request)
    const people = yield* sql<CourseRow>`
      SELECT c.id_proyecto, d.id_proyecto_dnc, d.n_proyecto,
        ${participantsOf([])} AS participantes, ${inDepartment.length === 0 ? sql`0` : participantsOf(inDepartment)} AS del_depto
      FROM proyectos_formacion c
      JOIN proyectos_dnc d ON d.id_proyecto_dnc = c.id_proyecto_dnc
      WHERE ${sql.and(courses)}`
    const costs = yield* sql<CostRow>`
      SELECT r.id_proyecto, r.id_concepto_gasto, cg.n_concepto_gasto, SUM(r.monto) AS monto
      FROM proyectos_formacion_costos r
      JOIN proyectos_formacion c ON c.id_proyecto = r.id_proyecto
      JOIN proyectos_dnc d ON d.id_proyecto_dnc = c.id_proyecto_dnc
      JOIN conceptos_gasto cg ON cg.id_concepto_gasto = r.id_concepto_gasto
      WHERE ${sql.and(courses)}
      GROUP BY r.id_proyecto, r.id_concepto_gasto, cg.n_concepto_gasto`

    const byProject = request.agrupar === "proyecto"
    const held = new Map<string, Held>()
    const hold = (clave: string, nombre: string): Held => {
      const found = held.get(clave) ?? { clave, nombre, detalle: "", presupuesto: [], real: [], participantes: 0 }
      held.set(clave, found)
      return found
    }
    for (const b of budget) {
      const h = byProject ? hold(String(b.id_proyecto_dnc), b.n_proyecto) : hold(b.id_concepto_gasto, b.n_concepto_gasto)
      h.presupuesto.push(Number(b.monto))
      if (byProject) h.detalle = `v${Number(b.version)}`
    }
    // A course's share: all of it, or its department's participants' part of it.
    const course = new Map(people.map((c) => [String(c.id_proyecto), c]))
    const share = (c: CourseRow, amount: number): number =>
      request.id_depto === undefined ? amount : departmentShare(amount, Number(c.del_depto), Number(c.participantes))
    for (const r of costs) {
      const c = course.get(String(r.id_proyecto))
      if (c === undefined) continue
      const h = byProject ? hold(String(c.id_proyecto_dnc), c.n_proyecto) : hold(r.id_concepto_gasto, r.n_concepto_gasto)
      h.real.push(share(c, Number(r.monto)))
    }
    const counted = (c: CourseRow): number => Number(request.id_depto === undefined ? c.participantes : c.del_depto)
    const everyone = people.reduce((n, c) => n + counted(c), 0)
    for (const c of people) if (byProject && counted(c) > 0) hold(String(c.id_proyecto_dnc), c.n_proyecto).participantes += counted(c)
    // By concept every row's cost is shared among all the participants.
    if (!byProject) for (const h of held.values()) h.participantes = everyone

    const filas: ReadonlyArray<FilaRealVsPresupuesto> = [...held.values()]
      .map((h) => ({ clave: h.clave, nombre: h.nombre, detalle: h.detalle === "" && byProject ? "Sin versión autorizada" : h.detalle, ...figures(sumMoney(h.presupuesto), sumMoney(h.real), h.participantes) }))
      .sort((a, b) => byName(a.nombre, b.nombre) || byNumber(a.clave, b.clave))
    const result: RealVsPresupuesto = {
      agrupar: request.agrupar,
      filas,
      totales: figures(sumMoney(filas.map((f) => f.presupuesto)), sumMoney(filas.map((f) => f.real)), everyone),
    }
    return result
  })
