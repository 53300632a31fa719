import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { evaluationProjectTypes } from "../../domain/evaluacion/proyectos-vocabulary"
import { type individualGradesEndpoints, individualGradesMessages as m } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { employeeOfUser } from "../authorizations/repo"
import { companyOf } from "../documents/company"
import { renderCompanyDocument } from "../documents/frame"
import { refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { pdfResponse } from "../pdf/response"
import { grades360Of } from "./reporte-calificaciones-360"
import { operativeGradesOf } from "./reporte-calificaciones-operativas"
import { individualGradesSpec } from "./reporte-individual-calificaciones-document"
import { gradeParticipants, gradeProject } from "./reportes-calificaciones-participantes"

// /print-reporte-individual-calificaciones: the cycle as the reports read it (404 outside the
// caller's companies), the person as one of its participants of the caller's centres (404
// otherwise), the caller's own participation refused first (403), then each section the
// caller's keys open, computed by the same reads as EVA360 and EVA365, laid out on the worker.

export const individualGradesHandlers: HandlersOf<typeof individualGradesEndpoints> = {
  printReporteIndividualCalificaciones: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const me = yield* employeeOfUser(principal.id_usuario)
      if (me === request.id_empleado) return yield* refuse(403, m.propio)
      const project = yield* gradeProject(request.id_proyecto, principal, evaluationProjectTypes, m.noExiste)
      const { people } = yield* gradeParticipants(project, { id_proyecto: project.id_proyecto }, principal, { offset: 0, limit: 1 }, (sql) => [
        sql`pa.id_empleado = ${request.id_empleado}`,
      ])
      const [person] = people
      if (person === undefined) return yield* refuse(404, m.noParticipante)
      const sql = yield* SqlClient.SqlClient
      const [sheet] = yield* sql<{ calificacion: number | string | null; calificacion_calibrada: number | string | null }>`
        SELECT calificacion, calificacion_calibrada FROM eva_hojas_objetivos WHERE id_proyecto = ${project.id_proyecto} AND id_empleado = ${person.id_empleado}`
      const objectives = sheet?.calificacion_calibrada ?? sheet?.calificacion ?? null
      const with360 = (project.tipo === "360" || project.tipo === "Integral") && principal.keys.includes("EVA360")
      const withOperative = (project.tipo === "Operativa" || project.tipo === "Integral") && principal.keys.includes("EVA365")
      const [evaluacion360] = with360 ? yield* grades360Of(project, [person]) : []
      const [operativa] = withOperative ? yield* operativeGradesOf(project, [person]) : []
      const company = yield* companyOf(project.id_empresa)
      const report = {
        n_proyecto: project.n_proyecto,
        tipo: project.tipo,
        fase_actual: project.row.fase_actual === null || project.row.fase_actual === undefined ? null : String(project.row.fase_actual),
        id_proyecto: project.id_proyecto,
        id_empleado: person.id_empleado,
        colaborador: person.colaborador,
        n_depto: person.n_depto,
        n_puesto: person.n_puesto,
        escala: Number(project.row.escala ?? 5),
        objetivos: objectives === null ? null : Number(objectives),
        ...(evaluacion360 === undefined ? {} : { evaluacion360 }),
        // An operative section only for a person with an operative evaluation.
        ...(operativa === undefined || operativa.lineas.length === 0 ? {} : { operativa }),
      }
      const bytes = yield* renderCompanyDocument(individualGradesSpec(company, report, yield* todayInMexico))
      return pdfResponse(bytes, `Reporte individual de calificaciones - ${person.colaborador}`)
    }),
}
