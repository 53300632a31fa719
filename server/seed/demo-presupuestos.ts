import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { consultaCompany } from "./demo-structure"

// The demo's Revisión de presupuesto (FOR150): the demo's courses deliver this year's DNC project
// of the first company (server/seed/demo-dnc.ts, the newest), whose budget v1 is Autorizado over
// what they commit, and whose v2, a raise still in Borrador, shows a version being prepared.
// Lines by the first two departments of the company's first centre and the seeded concepts.

const user = "admin@demo.mx"

export const seedDemoBudgets = (nowMs: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date(nowMs).toISOString()
    const [project] = yield* sql<{ id: number | string | null }>`SELECT MAX(id_proyecto_dnc) AS id FROM proyectos_dnc WHERE id_empresa = ${consultaCompany}`
    if (project?.id === null || project?.id === undefined) return
    const id_proyecto_dnc = Number(project.id)
    yield* sql`UPDATE proyectos_formacion SET id_proyecto_dnc = ${id_proyecto_dnc} WHERE id_empresa = ${consultaCompany}`
    const departments = (yield* sql<{ id: number | string }>`
      SELECT id_depto AS id FROM departamentos WHERE id_empresa = ${consultaCompany} ORDER BY id_centro_trabajo, id_depto LIMIT 2`).map((d) => Number(d.id))
    const [responsible] = yield* sql<{ id: number | string }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = ${consultaCompany} AND activo = '1'`
    if (departments.length === 0 || responsible === undefined) return
    const version = (n: number, estado: string, amounts: ReadonlyArray<readonly [string, number]>) =>
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
    yield* version(1, "Autorizado", [
      ["INSTRUCTOR", 40_000],
      ["MATERIALES", 8_000],
      ["SEDE", 6_000],
      ["VIATICOS", 5_000],
    ])
    yield* version(2, "Borrador", [
      ["INSTRUCTOR", 55_000],
      ["MATERIALES", 10_000],
      ["SEDE", 6_000],
      ["VIATICOS", 9_000],
    ])
  })
