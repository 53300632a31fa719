import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ObjectiveEvaluationSheet, SaveObjectiveEvaluation, SheetKey, objectiveEvaluationEndpoints } from "../../domain/evaluacion/evaluaciones-objetivos-api"
import {
  type CaptureStep,
  type Decision,
  type SheetFacts,
  calibrationDecision,
  captureDecision,
  isAllowed,
  sheetScore,
  signingDecision,
} from "../../domain/evaluacion/evaluaciones-objetivos-rules"
import { calibrationKey, objectiveEvaluationMessages as m } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { objectiveDirections } from "../../domain/rules/evaluacion-objetivos"
import { auditNote } from "../audit/trail"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { Now } from "../clock"
import { companyOf } from "../documents/company"
import { renderCompanyDocument } from "../documents/frame"
import { refuse, refuseField } from "../http/failure"
import { type HandlerContext, type HandlersOf, ok, principalOf } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { pdfResponse } from "../pdf/response"
import { readRecord } from "../records/read-record"
import { individualReportSpec } from "./evaluaciones-objetivos-document"
import { evaluableProjects, listEvaluations, occupiesBossPosition, sheetObjectives, storedSheet } from "./evaluaciones-objetivos"
import { evaluationProjectsTable } from "./proyectos"
import { refreshParticipantScores } from "./calificaciones-participantes"

// EVA200's calls (domain/evaluacion/evaluaciones-objetivos-api.ts). Each reads the project as
// EVA150's resource does (404 absent, 403 outside the caller's companies) and the person as a
// participant (404 otherwise); the router has already refused a person outside the caller's
// centres. Who the caller is to the sheet (the person, the occupant of the boss's position,
// Recursos Humanos) is found here, and the pure decisions of the rules refuse or allow; a refusal
// changes nothing (the request's transaction rolls back). Every figure of the score is the
// server's: the results are read from the request, the fulfilment and the score never.

const directionOf = (v: string) => objectiveDirections.find((d) => d === v) ?? "Mayor es mejor"

/** The project, the participant's sheet and objectives, and who the caller is to them. */
const sheetOf = (key: SheetKey, principal: Principal) =>
  Effect.gen(function* () {
    const project = yield* readRecord(evaluationProjectsTable, String(key.id_proyecto), principal)
    const stored = yield* storedSheet(key.id_proyecto, key.id_empleado)
    if (stored === undefined) return yield* refuseField("id_empleado", m.noParticipante, 404)
    const objetivos = yield* sheetObjectives(key.id_proyecto, key.id_empleado)
    const caller = yield* employeeOfUser(principal.id_usuario)
    const esJefe = caller !== undefined && caller !== key.id_empleado && (yield* occupiesBossPosition(key.id_proyecto, key.id_empleado, caller))
    const facts: SheetFacts = {
      tipo: String(project.tipo),
      estado_proyecto: String(project.estado),
      fase_actual: project.fase_actual ?? null,
      estado_objetivos: stored.estado_objetivos,
      estado_evaluacion: stored.estado,
      esColaborador: caller === key.id_empleado,
      esJefe,
      esRH: principal.keys.includes(calibrationKey),
    }
    // Nominal, yet not everyone's [D]: besides Recursos Humanos only the person and their boss read it.
    if (!facts.esRH && !facts.esColaborador && !esJefe) return yield* refuse(403, m.ajena)
    const capture = captureDecision(facts)
    const sheet: ObjectiveEvaluationSheet = {
      id_proyecto: key.id_proyecto,
      n_proyecto: String(project.n_proyecto),
      fase_actual: project.fase_actual ?? null,
      estado_proyecto: String(project.estado),
      tope_cumplimiento: Number(project.tope_cumplimiento),
      ...stored,
      objetivos,
      acciones: {
        autoevaluar: isAllowed(capture) && capture.allowed === "auto",
        evaluar: isAllowed(capture) && capture.allowed === "jefe",
        calibrar: isAllowed(calibrationDecision(facts)),
        firmar: isAllowed(signingDecision(facts)),
      },
    }
    return { sheet, facts, caller, id_empresa: Number(project.id_empresa) }
  })

const allowedOr = <A>(d: Decision<A>) => (isAllowed(d) ? Effect.succeed(d.allowed) : refuse(d.status, d.message))

const stampNow = Effect.map(Now, (now) => new Date(now()).toISOString())

/** The sheet's figures the audit row keeps, before and after a change. */
const audited = (s: ObjectiveEvaluationSheet) => ({
  estado: s.estado,
  calificacion: s.calificacion,
  calificacion_calibrada: s.calificacion_calibrada,
  motivo_calibracion: s.motivo_calibracion,
  objetivos: s.objetivos.map((o) => ({ id_objetivo: o.id_objetivo, resultado_auto: o.resultado_auto, resultado: o.resultado, cumplimiento: o.cumplimiento })),
})

const note = (context: HandlerContext, key: SheetKey, before: ObjectiveEvaluationSheet, after: ObjectiveEvaluationSheet) =>
  auditNote(context, { entidad: "evaluación de objetivos", clave: `${key.id_proyecto}/${key.id_empleado}`, antes: audited(before), despues: audited(after) })

/** Every objective of the sheet exactly once, each with the result its step needs. */
const checkCaptures = (request: SaveObjectiveEvaluation, sheet: ObjectiveEvaluationSheet, step: CaptureStep) =>
  Effect.gen(function* () {
    const own = new Map(sheet.objetivos.map((o) => [o.id_objetivo, o]))
    const sent = request.objetivos.map((o) => o.id_objetivo)
    if (sent.some((id) => !own.has(id))) return yield* refuseField("objetivos", m.objetivoAjeno)
    if (new Set(sent).size !== sent.length || sent.length !== own.size) return yield* refuseField("objetivos", m.objetivosIncompletos)
    for (const o of request.objetivos) {
      const orden = own.get(o.id_objetivo)?.orden ?? 0
      if (step === "auto" && o.resultado_auto === null) return yield* refuseField("objetivos", m.resultadoAutoRequerido(orden))
      if (step === "jefe" && o.resultado === null) return yield* refuseField("objetivos", m.resultadoRequerido(orden))
    }
  })

const saveCapture = (request: SaveObjectiveEvaluation, sheet: ObjectiveEvaluationSheet, step: CaptureStep, caller: number | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = yield* stampNow
    const key = { id_proyecto: request.id_proyecto, id_empleado: request.id_empleado }
    if (step === "auto") {
      for (const o of request.objetivos)
        yield* sql`UPDATE eva_objetivos SET resultado_auto = ${o.resultado_auto}, comentario_auto = ${o.comentario_auto || null}
          WHERE id_objetivo = ${o.id_objetivo} AND id_proyecto = ${key.id_proyecto} AND id_empleado = ${key.id_empleado}`
      yield* sql`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Autoevaluado', f_autoevaluacion = ${at}, f_modificacion = ${at}
        WHERE id_proyecto = ${key.id_proyecto} AND id_empleado = ${key.id_empleado}`
      return
    }
    const byId = new Map(request.objetivos.map((o) => [o.id_objetivo, o]))
    const ordered = sheet.objetivos.map((o) => ({ stored: o, sent: byId.get(o.id_objetivo) }))
    const score = sheetScore(
      ordered.map(({ stored, sent }) => ({ sentido: directionOf(stored.sentido), meta: stored.meta, peso: stored.peso, resultado: sent?.resultado ?? null })),
      sheet.tope_cumplimiento,
    )
    for (const [i, { stored, sent }] of ordered.entries())
      yield* sql`UPDATE eva_objetivos SET resultado = ${sent?.resultado ?? null}, comentario_jefe = ${sent?.comentario_jefe || null},
          evidencia = ${sent?.evidencia || null}, cumplimiento = ${score.cumplimientos[i] ?? null}
        WHERE id_objetivo = ${stored.id_objetivo} AND id_proyecto = ${key.id_proyecto} AND id_empleado = ${key.id_empleado}`
    yield* sql`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Evaluado', f_evaluacion = ${at}, id_evaluador = ${caller ?? null},
        calificacion = ${score.calificacion}, f_modificacion = ${at}
      WHERE id_proyecto = ${key.id_proyecto} AND id_empleado = ${key.id_empleado}`
    yield* refreshParticipantScores(key.id_proyecto, [key.id_empleado])
  })

export const objectiveEvaluationHandlers: HandlersOf<typeof objectiveEvaluationEndpoints> = {
  getProyectosEvaluacionesObjetivos: (_, context) => Effect.map(Effect.flatMap(principalOf(context), evaluableProjects), (list) => ok(list)),

  getEvaluacionesObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      yield* readRecord(evaluationProjectsTable, String(request.id_proyecto), principal)
      const own = principal.keys.includes(calibrationKey) ? undefined : { caller: yield* employeeOfUser(principal.id_usuario) }
      return ok(yield* listEvaluations(request, principal, own))
    }),

  getEvaluacionObjetivos: (request, context) => Effect.map(Effect.flatMap(principalOf(context), (p) => sheetOf(request, p)), ({ sheet }) => ok(sheet)),

  guardarEvaluacionObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const before = yield* sheetOf(request, principal)
      const step = yield* allowedOr(captureDecision(before.facts))
      yield* checkCaptures(request, before.sheet, step)
      yield* saveCapture(request, before.sheet, step, before.caller)
      const after = yield* sheetOf(request, principal)
      yield* note(context, request, before.sheet, after.sheet)
      return ok(after.sheet, step === "auto" ? m.autoevaluacionGuardada : m.evaluacionGuardada)
    }),

  calibrarEvaluacionObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const before = yield* sheetOf(request, principal)
      yield* allowedOr(calibrationDecision(before.facts))
      const tope = before.sheet.tope_cumplimiento
      if (request.calificacion_calibrada < 0 || request.calificacion_calibrada > tope) return yield* refuseField("calificacion_calibrada", m.calibradaRango(tope))
      const sql = yield* SqlClient.SqlClient
      const at = yield* stampNow
      yield* sql`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Calibrado', calificacion_calibrada = ${Math.round(request.calificacion_calibrada * 100) / 100},
          motivo_calibracion = ${request.motivo_calibracion}, f_calibracion = ${at}, id_usuario_calibracion = ${principal.id_usuario}, f_modificacion = ${at}
        WHERE id_proyecto = ${request.id_proyecto} AND id_empleado = ${request.id_empleado}`
      yield* refreshParticipantScores(request.id_proyecto, [request.id_empleado])
      const after = yield* sheetOf(request, principal)
      yield* note(context, request, before.sheet, after.sheet)
      return ok(after.sheet, m.calibrada)
    }),

  firmarEvaluacionObjetivos: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const before = yield* sheetOf(request, principal)
      yield* allowedOr(signingDecision(before.facts))
      const sql = yield* SqlClient.SqlClient
      const at = yield* stampNow
      yield* sql`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Firmado', f_firma = ${at}, f_modificacion = ${at}
        WHERE id_proyecto = ${request.id_proyecto} AND id_empleado = ${request.id_empleado}`
      const after = yield* sheetOf(request, principal)
      yield* note(context, request, before.sheet, after.sheet)
      return ok(after.sheet, m.firmada)
    }),

  printReporteIndividual: (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const { sheet, id_empresa } = yield* sheetOf(request, principal)
      if (sheet.estado_objetivos !== "Aprobado") return yield* refuse(409, m.noAprobado)
      const company = yield* companyOf(id_empresa)
      const bytes = yield* renderCompanyDocument(individualReportSpec(company, sheet, yield* todayInMexico))
      return pdfResponse(bytes, `Reporte individual de objetivos - ${sheet.n_empleado}`)
    }),
}
