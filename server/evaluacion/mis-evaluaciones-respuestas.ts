import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { FieldProblem } from "../../domain/api/problems"
import type { AnswerEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { operativeScore } from "../../domain/rules/evaluacion-operativa"
import { invalidRequest, refuse } from "../http/failure"
import type { OpenedEvaluation } from "./mis-evaluaciones"
import { answeringRefusal } from "./mis-evaluaciones"
import { operativeCompetencies } from "./mis-evaluaciones-formulario"
import { refreshParticipantScores } from "./calificaciones-participantes"

// Saving the answers of one evaluation (MODULES-MX §5). Every answer is judged before anything
// is written; a refusal lists every problem (by question or competency) and saves nothing.
// - 360: each answer names a question of the project's instrument once; a scale answer is an
//   integer from 1 to the project's scale, a Sí-No answer Sí or No, an open answer at most 2000
//   characters; required questions are answered. The assignment's item mean is the mean of its
//   scale answers (what the relation's mean averages).
// - Operativa: every competency of the evaluation gets a COM050 level; the score is
//   Σ min(evaluado/esperado, 1) × peso. Each level is written to COM300 (evaluaciones_competencia,
//   origen OPERATIVA, dated the server's day, assessed by the evaluator); an edit replaces the
//   assessments the evaluation wrote before.

export interface Capture {
  /** Who is signed in: the staff user, or the kiosk user answering their own. */
  readonly id_usuario: string
  readonly onBehalf: boolean
  readonly at: string
  readonly today: string
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000

const answer360 = (opened: OpenedEvaluation, request: AnswerEvaluation, c: Capture) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = Number(opened.row.id_asignacion_evaluador)
    const escala = Number(opened.row.escala)
    const questions = yield* sql<{ orden: number | string; tipo: string; obligatoria: string }>`
      SELECT orden, tipo, obligatoria FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(opened.row.id_encuesta_360)} ORDER BY orden`
    const byOrder = new Map(questions.map((q) => [Number(q.orden), q]))
    const problems: Array<FieldProblem> = []
    const rows = new Map<number, { valor: number | null; si_no: string | null; texto: string | null }>()
    for (const r of request.respuestas) {
      if (r.orden === undefined) {
        problems.push({ campo: "respuestas", mensaje: m.pregunta })
        continue
      }
      const q = byOrder.get(r.orden)
      const campo = `pregunta_${r.orden}`
      if (q === undefined) problems.push({ campo, mensaje: m.preguntaNoExiste(r.orden) })
      else if (rows.has(r.orden)) problems.push({ campo, mensaje: m.preguntaRepetida(r.orden) })
      else if (q.tipo === "Escala") {
        const v = r.valor ?? null
        if (v !== null && (v < 1 || v > escala)) problems.push({ campo, mensaje: m.fueraDeEscala(r.orden, escala) })
        else rows.set(r.orden, { valor: v, si_no: null, texto: null })
      } else if (q.tipo === "Sí-No") rows.set(r.orden, { valor: null, si_no: r.si_no ?? null, texto: null })
      else {
        const t = (r.texto ?? "").trim()
        rows.set(r.orden, { valor: null, si_no: null, texto: t === "" ? null : t })
      }
    }
    for (const q of questions) {
      const given = rows.get(Number(q.orden))
      const empty = given === undefined || (given.valor === null && given.si_no === null && given.texto === null)
      const refused = problems.some((p) => p.campo === `pregunta_${Number(q.orden)}`)
      if (q.obligatoria === "1" && empty && !refused) problems.push({ campo: `pregunta_${Number(q.orden)}`, mensaje: m.requerida(Number(q.orden)) })
    }
    if (problems.length > 0) return yield* invalidRequest(problems)

    const values = [...rows.values()].flatMap((r) => (r.valor === null ? [] : [r.valor]))
    const media = values.length === 0 ? null : round4(values.reduce((s, v) => s + v, 0) / values.length)
    yield* sql`DELETE FROM eva_respuestas_preguntas WHERE id_asignacion_evaluador = ${id}`
    yield* sql`DELETE FROM eva_respuestas WHERE id_asignacion_evaluador = ${id}`
    yield* sql`INSERT INTO eva_respuestas ${sql.insert({
      id_asignacion_evaluador: id,
      estado: "Respondida",
      f_respuesta: c.at,
      media,
      id_usuario_captura: c.onBehalf ? c.id_usuario : null,
      f_captura: c.onBehalf ? c.at : null,
    })}`
    const kept = [...rows.entries()].filter(([, r]) => r.valor !== null || r.si_no !== null || r.texto !== null)
    if (kept.length > 0)
      yield* sql`INSERT INTO eva_respuestas_preguntas ${sql.insert(kept.map(([orden, r]) => ({ id_asignacion_evaluador: id, orden, ...r })))}`
    return { respondidas: kept.length, media }
  })

const answerOperative = (opened: OpenedEvaluation, request: AnswerEvaluation, c: Capture) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const id = Number(opened.row.id_evaluacion_operativa)
    const competencies = yield* operativeCompetencies(id)
    const known = new Map(competencies.map((x) => [x.competencia.id_competencia, x]))
    const levelIds = [...new Set(request.respuestas.flatMap((r) => (r.id_nivel === undefined || r.id_nivel === null ? [] : [r.id_nivel])))]
    const found = levelIds.length === 0 ? [] : yield* sql<{ id_nivel: number | string; valor: number | string }>`SELECT id_nivel, valor FROM niveles_competencia WHERE ${sql.in("id_nivel", levelIds)}`
    const levelValue = new Map(found.map((l) => [Number(l.id_nivel), Number(l.valor)]))
    const problems: Array<FieldProblem> = []
    const chosen = new Map<number, number>()
    for (const r of request.respuestas) {
      if (r.id_competencia === undefined) {
        problems.push({ campo: "respuestas", mensaje: m.competencia })
        continue
      }
      const campo = `competencia_${r.id_competencia}`
      if (!known.has(r.id_competencia)) problems.push({ campo, mensaje: m.competenciaAjena })
      else if (chosen.has(r.id_competencia)) problems.push({ campo, mensaje: m.competenciaRepetida })
      else if (r.id_nivel !== undefined && r.id_nivel !== null) {
        if (!levelValue.has(r.id_nivel)) problems.push({ campo, mensaje: m.nivelNoExiste })
        else chosen.set(r.id_competencia, r.id_nivel)
      }
    }
    for (const x of competencies) {
      const campo = `competencia_${x.competencia.id_competencia}`
      if (!chosen.has(x.competencia.id_competencia) && !problems.some((p) => p.campo === campo))
        problems.push({ campo, mensaje: m.competenciaNoEvaluada(x.competencia.n_competencia) })
    }
    if (problems.length > 0) return yield* invalidRequest(problems)

    const calificacion = operativeScore(
      competencies.map((x) => ({ evaluado: levelValue.get(chosen.get(x.competencia.id_competencia) ?? 0) ?? 0, esperado: x.esperado, peso: x.competencia.peso })),
    )
    // An edit replaces what the evaluation wrote to COM300 before.
    const written = yield* sql<{ id_evaluacion: number | string }>`
      SELECT id_evaluacion FROM eva_evaluaciones_operativas_niveles WHERE id_evaluacion_operativa = ${id} AND id_evaluacion IS NOT NULL`
    yield* sql`UPDATE eva_evaluaciones_operativas_niveles SET id_evaluacion = NULL, id_nivel_evaluado = NULL WHERE id_evaluacion_operativa = ${id}`
    if (written.length > 0) yield* sql`DELETE FROM evaluaciones_competencia WHERE ${sql.in("id_evaluacion", written.map((w) => Number(w.id_evaluacion)))}`
    const evaluador = opened.row.id_evaluador === null ? null : Number(opened.row.id_evaluador)
    for (const x of competencies) {
      const nivel = chosen.get(x.competencia.id_competencia) ?? 0
      const [inserted] = yield* sql<{ id_evaluacion: number | string }>`INSERT INTO evaluaciones_competencia ${sql.insert({
        id_empleado: Number(opened.row.id_evaluado),
        id_competencia: x.competencia.id_competencia,
        id_nivel_evaluado: nivel,
        f_evaluacion: c.today,
        id_evaluador: evaluador,
        evidencia: `Evaluación operativa: ${opened.row.n_proyecto}`.slice(0, 1000),
        origen: "OPERATIVA",
        id_usuario_alta: c.id_usuario,
        f_alta: c.at,
      })} RETURNING id_evaluacion`
      yield* sql`UPDATE eva_evaluaciones_operativas_niveles SET id_nivel_evaluado = ${nivel}, id_evaluacion = ${Number(inserted?.id_evaluacion)}
        WHERE id_evaluacion_operativa = ${id} AND id_competencia = ${x.competencia.id_competencia}`
    }
    yield* sql`UPDATE eva_evaluaciones_operativas SET estado = 'Respondida', calificacion = ${calificacion}, f_respuesta = ${c.at},
      id_usuario_captura = ${c.onBehalf ? c.id_usuario : null}, f_captura = ${c.onBehalf ? c.at : null}
      WHERE id_evaluacion_operativa = ${id}`
    return { respondidas: chosen.size, calificacion }
  })

/** Saves the answers when the phase takes them; answers what changed, for the audit. */
export const saveAnswers = (opened: OpenedEvaluation, request: AnswerEvaluation, c: Capture) =>
  Effect.gen(function* () {
    const closed = answeringRefusal(opened.row, c.today)
    if (closed !== undefined) return yield* refuse(409, closed)
    const outcome = opened.row.tipo === "Operativa" ? yield* answerOperative(opened, request, c) : yield* answer360(opened, request, c)
    // The concentrado's stored scores move with the answer, in its transaction.
    yield* refreshParticipantScores(Number(opened.row.id_proyecto), [Number(opened.row.id_evaluado)])
    return outcome
  })
