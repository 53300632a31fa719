import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type climateReportEndpoints, climateReport } from "../../domain/clima-laboral/reporte-calificaciones-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { readClimateReport } from "./reporte-calificaciones"

// CLI230 on the generic report handlers: the read and its two exports; the exports' scope line
// names the project and its centre.

const scopeText = (q: { readonly id_proyecto: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: string }>`
      SELECT p.n_proyecto || ' — ' || c.n_centro_trabajo AS n FROM proyectos_clima p
      JOIN centros_trabajo c ON c.id_centro_trabajo = p.id_centro_trabajo WHERE p.id_proyecto = ${q.id_proyecto}`
    return row?.n ?? ""
  })

const handlers = reportHandlers(climateReport, { read: readClimateReport, scopeText })

export const climateReportHandlers: HandlersOf<typeof climateReportEndpoints> = {
  getResultadosClima: handlers.read,
  exportarResultadosClima: handlers.xlsx,
  resultadosClimaPdf: handlers.pdf,
}
