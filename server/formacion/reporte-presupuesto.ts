import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { FilaPresupuesto, ReportePresupuesto, ReportePresupuestoRequest } from "../../domain/formacion/reporte-presupuesto-api"
import { sumMoney } from "../../domain/rules/training-figures"
import type { Principal } from "../auth/principal"
import { byName } from "./reportes-orden"
import { companyVisible, scopeCondition } from "../records/queries"

// The read of FOR400: one grouped query of the budget lines (presupuestos_formacion_lineas) by
// version, department and concept, of the year's DNC projects of the caller's companies whose
// department is in one of the caller's centres; the pivot into one column per concept is here.
// The version in force is each project's highest Autorizado one (FOR150 freezes it).

interface Row {
  readonly id_presupuesto: number | string
  readonly id_proyecto_dnc: number | string
  readonly n_proyecto: string
  readonly version: number | string
  readonly estado: string
  readonly id_depto: number | string
  readonly n_depto: string
  readonly id_concepto_gasto: string
  readonly n_concepto_gasto: string
  readonly monto: number | string
}

export const readBudgetReport = (request: ReportePresupuestoRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Row>`
      SELECT t.id_presupuesto, t.id_proyecto_dnc, d.n_proyecto, t.version, t.estado, l.id_depto, dp.n_depto,
        l.id_concepto_gasto, cg.n_concepto_gasto, SUM(l.monto) AS monto
      FROM presupuestos_formacion t
      JOIN proyectos_dnc d ON d.id_proyecto_dnc = t.id_proyecto_dnc
      JOIN presupuestos_formacion_lineas l ON l.id_presupuesto = t.id_presupuesto
      JOIN departamentos dp ON dp.id_depto = l.id_depto
      JOIN conceptos_gasto cg ON cg.id_concepto_gasto = l.id_concepto_gasto
      WHERE ${sql.and([
        sql`d.anio = ${request.anio}`,
        companyVisible(sql, sql.literal("d.id_empresa"), principal.id_rol),
        scopeCondition(sql, "centro_trabajo", "dp.id_centro_trabajo", principal, "in"),
        ...(request.versiones === "autorizada"
          ? [
              sql`t.estado = 'Autorizado'`,
              sql`t.version = (SELECT MAX(v.version) FROM presupuestos_formacion v WHERE v.id_proyecto_dnc = t.id_proyecto_dnc AND v.estado = 'Autorizado')`,
            ]
          : []),
        ...(request.id_empresa === undefined ? [] : [sql`d.id_empresa = ${request.id_empresa}`]),
        ...(request.id_centro_trabajo === undefined ? [] : [sql`dp.id_centro_trabajo = ${request.id_centro_trabajo}`]),
        ...(request.id_depto === undefined ? [] : [sql`l.id_depto = ${request.id_depto}`]),
        ...(request.id_proyecto_dnc === undefined ? [] : [sql`t.id_proyecto_dnc = ${request.id_proyecto_dnc}`]),
      ])}
      GROUP BY t.id_presupuesto, t.id_proyecto_dnc, d.n_proyecto, t.version, t.estado, l.id_depto, dp.n_depto, l.id_concepto_gasto, cg.n_concepto_gasto`

    const concepts = [...new Map(rows.map((r) => [r.id_concepto_gasto, r.n_concepto_gasto])).entries()]
      .map(([clave, nombre]) => ({ clave, nombre }))
      .sort((a, b) => byName(a.nombre, b.nombre) || a.clave.localeCompare(b.clave))
    const column = new Map(concepts.map((c, i) => [c.clave, i]))
    const lines = new Map<string, { row: Row; montos: Array<number> }>()
    for (const r of rows) {
      const key = `${r.id_presupuesto}-${r.id_depto}`
      const held = lines.get(key) ?? { row: r, montos: concepts.map(() => 0) }
      const i = column.get(r.id_concepto_gasto) ?? 0
      held.montos[i] = sumMoney([held.montos[i] ?? 0, Number(r.monto)])
      lines.set(key, held)
    }
    const filas: ReadonlyArray<FilaPresupuesto> = [...lines.values()]
      .map(({ row, montos }) => ({
        id_presupuesto: Number(row.id_presupuesto),
        id_proyecto_dnc: Number(row.id_proyecto_dnc),
        n_proyecto: row.n_proyecto,
        version: Number(row.version),
        estado: row.estado,
        id_depto: Number(row.id_depto),
        n_depto: row.n_depto,
        montos,
        total: sumMoney(montos),
      }))
      .sort(
        (a, b) =>
          byName(a.n_proyecto, b.n_proyecto) ||
          a.id_proyecto_dnc - b.id_proyecto_dnc ||
          a.version - b.version ||
          byName(a.n_depto, b.n_depto) ||
          a.id_depto - b.id_depto,
      )
    const totales = concepts.map((_, i) => sumMoney(filas.map((f) => f.montos[i] ?? 0)))
    const result: ReportePresupuesto = { versiones: request.versiones, conceptos: concepts, filas, totales, total: sumMoney(totales) }
    return result
  })
