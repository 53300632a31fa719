import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { budgetRequestType } from "../../domain/formacion/revision-presupuesto-vocabulary"
import { oneLevelFlow } from "./demo-authorizations"
import { consultaCompany } from "./demo-structure"

// The demo's Revisión de presupuesto (FOR150): the demo's courses deliver this year's DNC project
// of the first company (server/seed/demo-dnc.ts, the newest), whose budget v1 is Autorizado over
// what they commit, whose v2, a raise, was rejected for its travel expenses, and whose v3 is being
// prepared in Borrador; last
// year's project has its authorized v1, the newest budget (the one the generated suite copies:
// no course commits anything against it). Lines by the first two departments of the company and
// the seeded concepts. The PRESUPUESTO_FORMACION request type goes through one level, the
// responsible's Jefe de departamento, as the loans and finiquitos do.

const user = "admin@demo.mx"

export const seedDemoBudgets = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date(nowMs).toISOString()
    const [type] = yield* sql<{ id: number | string }>`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = ${budgetRequestType}`
    if (type !== undefined) yield* sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(Number(type.id)))}`
    const [project] = yield* sql<{ last: number | string | null; first: number | string | null }>`
      SELECT MAX(id_proyecto_dnc) AS last, MIN(id_proyecto_dnc) AS first FROM proyectos_dnc WHERE id_empresa = ${consultaCompany}`
    if (project?.last === null || project?.last === undefined) return
    const thisYear = Number(project.last)
    const lastYear = Number(project.first)
    yield* sql`UPDATE proyectos_formacion SET id_proyecto_dnc = ${thisYear} WHERE id_empresa = ${consultaCompany}`
    const departments = (yield* sql<{ id: number | string }>`
      SELECT id_depto AS id FROM departamentos WHERE id_empresa = ${consultaCompany} ORDER BY id_centro_trabajo, id_depto LIMIT 2`).map((d) => Number(d.id))
    // A responsible with a department head of their own, who approves the budget.
    const [responsible] = yield* sql<{ id: number | string }>`
      SELECT MIN(e.id_empleado) AS id FROM empleados e JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.f_fin IS NULL
      WHERE e.id_empresa = ${consultaCompany} AND e.activo = '1' AND e.id_empleado <> r.id_numero`
    if (departments.length === 0 || responsible?.id === null || responsible?.id === undefined) return
    const version = (id_proyecto_dnc: number, n: number, estado: string, amounts: ReadonlyArray<readonly [string, number]>, rechazo: string | null = null) =>
      Effect.gen(function* () {
        // The key is the identity's (PostgreSQL's sequence moves on), read back.
        yield* sql`INSERT INTO presupuestos_formacion ${sql.insert({
          id_proyecto_dnc,
          version: n,
          id_empleado: Number(responsible.id),
          observaciones: n === 1 ? "Plan anual de capacitación" : "Ampliación para los cursos del segundo semestre",
          estado,
          id_usuario_alta: user,
          f_alta: at,
          f_autorizacion: estado === "Autorizado" ? at : null,
          comentario_rechazo: rechazo,
        })}`
        const [row] = yield* sql<{ id: number | string }>`SELECT MAX(id_presupuesto) AS id FROM presupuestos_formacion`
        const id_presupuesto = Number(row?.id)
        yield* sql`INSERT INTO presupuestos_formacion_lineas ${sql.insert(
          amounts.map(([id_concepto_gasto, monto], i) => ({
            id_presupuesto,
            orden: i + 1,
            id_depto: departments[i % departments.length] ?? departments[0],
            id_concepto_gasto,
            monto,
          })),
        )}`
      })
    yield* version(thisYear, 1, "Autorizado", [
      ["INSTRUCTOR", 40_000],
      ["MATERIALES", 8_000],
      ["SEDE", 6_000],
      ["VIATICOS", 5_000],
    ])
    yield* version(
      thisYear,
      2,
      "Rechazado",
      [
        ["INSTRUCTOR", 55_000],
        ["MATERIALES", 10_000],
        ["SEDE", 6_000],
        ["VIATICOS", 15_000],
      ],
      "Los viáticos exceden la política de viajes; ajústelos",
    )
    yield* version(thisYear, 3, "Borrador", [
      ["INSTRUCTOR", 55_000],
      ["MATERIALES", 10_000],
      ["SEDE", 6_000],
      ["VIATICOS", 9_000],
    ])
    if (lastYear !== thisYear)
      yield* version(lastYear, 1, "Autorizado", [
        ["INSTRUCTOR", 30_000],
        ["MATERIALES", 5_000],
      ])
  })
