import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import type { SurveyAnswers, SurveyForm, SurveyQuestion, surveyAnswerEndpoints } from "../../domain/formacion/proyecto-encuesta-opinion-api"
import { answerProblem, satisfaction, windowState } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveyMessages as m } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { auditNote } from "../audit/trail"
import { tokenHash } from "../auth/token"
import { transaction } from "../db/after-commit"
import { refuse, refuseField } from "../http/failure"
import { type HandlersOf, ok } from "../http/handler"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { addToSections, sectionTotalsOf } from "./proyecto-encuesta-opinion-sections"
import { claimSurveyAttempt } from "./proyecto-encuesta-opinion-throttle"

// The public calls of the opinion survey's answer page (domain/formacion/proyecto-encuesta-opinion-api.ts).
// The token is the only credential: the link it hashes to must be unused, its survey Abierta,
// today within the window and its person still enrolled in the course (not Baja). An answer is
// stored under a random key with the survey's id only, the link marked used in the same
// transaction (of two answers with one link exactly one wins), and the survey's counts moved, its
// sections' too (what Reporte de encuestas reads).
// The audit row names the survey, never the link, the person or the answers.

interface Link {
  readonly id_proyecto: number
  readonly id_instrumento: string
  readonly n_curso: string
  readonly n_instrumento: string
  readonly n_instructor: string
  readonly f_apertura: string
  readonly f_cierre: string
}

/** The survey the token opens, or the refusal that says why it does not. */
const usableLink = (hash: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{
      id_proyecto: number | string
      usado: string
      estado: string
      id_instrumento: string
      n_instrumento: string
      n_curso: string
      n_instructor: string | null
      f_apertura: string
      f_cierre: string
      inscrito: string | null
    }>`
      SELECT t.id_proyecto, l.usado, t.estado, t.id_instrumento, io.n_instrumento, pf.n_curso,
        COALESCE(${sql.literal(fullNameSql("ie"))}, i.nombre_externo) AS n_instructor,
        ${dateTextSql(sql, "t.f_apertura")} AS f_apertura, ${dateTextSql(sql, "t.f_cierre")} AS f_cierre, p.estado AS inscrito
      FROM encuestas_opinion_enlaces l
      JOIN encuestas_opinion t ON t.id_proyecto = l.id_proyecto
      JOIN instrumentos_opinion io ON io.id_instrumento = t.id_instrumento
      JOIN proyectos_formacion pf ON pf.id_proyecto = t.id_proyecto_formacion
      JOIN instructores i ON i.id_instructor = pf.id_instructor
      LEFT JOIN empleados ie ON ie.id_empleado = i.id_empleado
      LEFT JOIN proyectos_formacion_participantes p ON p.id_proyecto = pf.id_proyecto AND p.id_empleado = l.id_empleado
      WHERE l.token_hash = ${hash}`
    if (row === undefined) return yield* refuseField("token", m.enlaceInvalido)
    if (row.usado === "1") return yield* refuse(409, m.yaRespondida)
    if (row.estado !== "Abierta") return yield* refuse(409, m.noAbierta)
    const state = windowState(yield* todayInMexico, row)
    if (state === "antes") return yield* refuse(409, m.ventanaAntes(formatDate(row.f_apertura)))
    if (state === "cerrada") return yield* refuse(409, m.ventanaCerrada(formatDate(row.f_cierre)))
    if (row.inscrito === null || row.inscrito === "Baja") return yield* refuse(403, m.noInscrito)
    const link: Link = {
      id_proyecto: Number(row.id_proyecto),
      id_instrumento: row.id_instrumento,
      n_curso: row.n_curso,
      n_instrumento: row.n_instrumento,
      n_instructor: row.n_instructor ?? "",
      f_apertura: row.f_apertura,
      f_cierre: row.f_cierre,
    }
    return link
  })

const questionsOf = (id_instrumento: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_pregunta: number | string; seccion: SurveyQuestion["seccion"]; texto: string; tipo: SurveyQuestion["tipo"] }>`
      SELECT id_pregunta, seccion, texto, tipo FROM instrumentos_opinion_preguntas WHERE id_instrumento = ${id_instrumento} ORDER BY id_pregunta`
    return rows.map((q): SurveyQuestion => ({ id_pregunta: Number(q.id_pregunta), seccion: q.seccion, texto: q.texto, tipo: q.tipo }))
  })

/** Stores one questionnaire's answers, spends the link and moves the survey's counts and its sections': one transaction. */
const storeAnswers = (hash: string, id_proyecto: number, questions: ReadonlyArray<SurveyQuestion>, request: SurveyAnswers) =>
  transaction(
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const spent = yield* sql`UPDATE encuestas_opinion_enlaces SET usado = '1' WHERE token_hash = ${hash} AND usado = '0' RETURNING id_proyecto`
      if (spent.length === 0) return yield* refuse(409, m.yaRespondida)
      const id_respuesta = randomBytes(16).toString("hex")
      yield* sql`INSERT INTO encuestas_opinion_respuestas ${sql.insert({ id_respuesta, id_proyecto })}`
      const given = request.respuestas.filter((a) => a.valor !== null || (a.comentario !== null && a.comentario !== ""))
      if (given.length > 0) {
        yield* sql`INSERT INTO encuestas_opinion_valores ${sql.insert(
          given.map((a) => ({ id_respuesta, id_pregunta: a.id_pregunta, valor: a.valor, comentario: a.comentario === "" ? null : a.comentario })),
        )}`
      }
      // Every answered question is the instrument's (answerProblem refused any other): the
      // sections' figures add up to the survey's.
      const totals = sectionTotalsOf(questions, given)
      const values = totals.reduce((n, t) => n + t.valores, 0)
      const favourable = totals.reduce((n, t) => n + t.favorables, 0)
      const [counts] = yield* sql<{ valores: number | string; favorables: number | string }>`
        UPDATE encuestas_opinion SET respuestas = respuestas + 1, valores = valores + ${values}, favorables = favorables + ${favourable}
        WHERE id_proyecto = ${id_proyecto} RETURNING valores, favorables`
      yield* sql`UPDATE encuestas_opinion SET satisfaccion = ${satisfaction(Number(counts?.favorables ?? 0), Number(counts?.valores ?? 0))} WHERE id_proyecto = ${id_proyecto}`
      yield* addToSections(id_proyecto, totals)
    }),
  )

export const surveyAnswerHandlers: HandlersOf<typeof surveyAnswerEndpoints> = {
  getEncuestaOpinion: (request) =>
    Effect.gen(function* () {
      const link = yield* usableLink(tokenHash(request.token))
      const form: SurveyForm = {
        n_curso: link.n_curso,
        n_instructor: link.n_instructor,
        n_instrumento: link.n_instrumento,
        f_cierre: link.f_cierre,
        preguntas: yield* questionsOf(link.id_instrumento),
      }
      return ok(form)
    }),

  responderEncuesta: (request, context) =>
    Effect.gen(function* () {
      // Whoever answers stays unnamed, and the answers stay out of the log.
      yield* auditNote(context, { actor: "anónimo", entidad: "respuesta de encuesta de opinión", clave: "", despues: null })
      yield* claimSurveyAttempt(context)
      const hash = tokenHash(request.token)
      const link = yield* usableLink(hash)
      yield* auditNote(context, { clave: String(link.id_proyecto) })
      const questions = yield* questionsOf(link.id_instrumento)
      const problem = answerProblem(questions, request.respuestas)
      if (problem !== undefined) return yield* refuseField("respuestas", problem)
      yield* storeAnswers(hash, link.id_proyecto, questions, request)
      return ok(null, m.gracias)
    }),
}
