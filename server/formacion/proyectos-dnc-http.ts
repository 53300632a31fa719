import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type DncPlan, type PlanRequest, dncPlanReport, type dncProjectEndpoints } from "../../domain/formacion/proyectos-dnc-api"
import { planLines, planTotals } from "../../domain/formacion/proyectos-dnc-rules"
import { dncMessages } from "../../domain/formacion/proyectos-dnc-vocabulary"
import type { Principal } from "../auth/principal"
import { auditNote } from "../audit/trail"
import { Now } from "../clock"
import { type HandlersOf, ok, principalOf } from "../http/handler"
import { readRecord } from "../records/read-record"
import { reportHandlers } from "../records/report"
import { dncProjectsTable } from "./proyectos-dnc"
import { importGaps } from "./proyectos-dnc-import"
import { needGroups } from "./proyectos-dnc-plan"

// Proyectos DNC's calls beside its resources (domain/formacion/proyectos-dnc-api.ts): the import
// of the gaps, and the plan by tema on the generic report handlers. Each reads the project as its
// resource's read does first (404, 403 outside the caller's companies).

const projectOf = (id_proyecto_dnc: number, principal: Principal) => readRecord(dncProjectsTable, { id_proyecto_dnc }, principal)

const readPlan = (request: PlanRequest, principal: Principal) =>
  Effect.gen(function* () {
    const project = yield* projectOf(request.id_proyecto_dnc, principal)
    const lineas = planLines(yield* needGroups(request.id_proyecto_dnc))
    const plan: DncPlan = { n_proyecto: project.n_proyecto, anio: project.anio, lineas, totales: planTotals(lineas) }
    return plan
  })

/** The exports' scope line: the project and its company (the read has already judged the caller). */
const scopeText = (request: PlanRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n_proyecto: string; n_empresa: string; anio: number | string }>`
      SELECT p.n_proyecto, em.n_empresa, p.anio FROM proyectos_dnc p JOIN empresas em ON em.id_empresa = p.id_empresa WHERE p.id_proyecto_dnc = ${request.id_proyecto_dnc}`
    return row === undefined ? "" : `${row.n_empresa} — ${row.n_proyecto} (${row.anio})`
  })

const plan = reportHandlers(dncPlanReport, { read: readPlan, scopeText })

export const dncProjectHandlers: HandlersOf<typeof dncProjectEndpoints> = {
  importarBrechasDnc: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* projectOf(request.id_proyecto_dnc, principal)
      const at = new Date((yield* Now)()).toISOString()
      const result = yield* importGaps(request.id_proyecto_dnc, { who: principal.id_usuario, at, within: principal })
      yield* auditNote(context, { entidad: "proyecto DNC", clave: `id_proyecto_dnc=${request.id_proyecto_dnc}`, despues: { importacion: "brechas de competencias", ...result } })
      return ok(result, dncMessages.importadas(result.agregadas, result.existentes))
    }),
  planDnc: plan.read,
  exportarPlanDnc: plan.xlsx,
  planDncPdf: plan.pdf,
}
