import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type complianceReportEndpoints, complianceReport } from "../../domain/clima-laboral/porcentajes-cumplimiento-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers } from "../records/report"
import { readCompliance } from "./porcentajes-cumplimiento"

// CLI260 on the generic report handlers: the read and its two exports; the exports' scope line
// names the project and its centre.

const scopeText = (q: { readonly id_proyecto: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: string }>`
      SELECT p.n_proyecto || ' — ' || c.n_centro_trabajo AS n FROM proyectos_clima p
      JOIN centros_trabajo c ON c.id_centro_trabajo = p.id_centro_trabajo WHERE p.id_proyecto = ${q.id_proyecto}`
    return row?.n ?? ""
  })

const handlers = reportHandlers(complianceReport, { read: readCompliance, scopeText })

export const complianceReportHandlers: HandlersOf<typeof complianceReportEndpoints> = {
  getCumplimientoClima: handlers.read,
  exportarCumplimientoClima: handlers.xlsx,
  cumplimientoClimaPdf: handlers.pdf,
}
