import { Effect } from "effect"
import { type Indicators, chartByCompany, chartByDepartment } from "../../domain/dashboard/dashboard"
import { Now } from "../clock"
import { monthOf } from "../dates"
import { employeesByCompany, employeesByDepartment, totals, visibleCompanies } from "./dashboard"

// SPEC 2.5 / 3.7: several companies in sight -> one bar per company; exactly one -> one bar per
// department of that company.
export const indicatorsFor = (idRol: string) =>
  Effect.gen(function* () {
    const month = monthOf((yield* Now)())
    const companies = yield* visibleCompanies(idRol)
    const figures = yield* totals(idRol, month)
    const only = companies.length === 1 ? companies[0] : undefined
    if (only !== undefined) {
      const rows = yield* employeesByDepartment(idRol)
      const result: Indicators = {
        ...figures,
        titulo: `Empleados por departamento - ${only.n_empresa}`,
        bandera: chartByDepartment,
        datosGrafica: rows,
      }
      return result
    }
    const rows = companies.length === 0 ? [] : yield* employeesByCompany(idRol)
    const result: Indicators = { ...figures, titulo: "Empleados por empresa", bandera: chartByCompany, datosGrafica: rows }
    return result
  })
