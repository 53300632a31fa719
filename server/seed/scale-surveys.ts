import { randomBytes } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { isFavourable, satisfaction, windowOf } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { dateTextSql } from "../records/date-text"
import { recountSections } from "../formacion/proyecto-encuesta-opinion-sections"
import { insertInChunks } from "./insert-chunks"
import { seededRandom } from "./position-tree"

// The scale seed's opinion surveys (FOR310, read by FOR650): every concluded course sent its
// survey of the demo's instrument, as "enviar" leaves it - a link per enrolled participant - and
// about 60 % of the participants who attended answered: a value 1-5 to each scale question, leaning
// on a per-course tone so the means differ, and one short comment in about one answer in five. A
// survey whose window has passed is Cerrada, one still in it Abierta. Answers carry no person, as
// the public page stores them; the survey's counts and its sections' are its answers'.

export const scaleInstrument = "OPCUR"
const answerShare = 0.6

const comments = [
  "Muy claro y con ejemplos",
  "Faltó tiempo para practicar",
  "El material llegó tarde",
  "El aula estaba fría",
  "Lo aplico en mi puesto",
  "Recomendable",
] as const

export interface ConcludedCourse {
  readonly id_curso: number
  readonly f_fin: string
  /** The enrolled participants (not Baja), and whether each attended a session. */
  readonly people: ReadonlyArray<{ readonly id_empleado: number; readonly attended: boolean }>
}

export interface InstrumentQuestion {
  readonly id_pregunta: number
  readonly tipo: string
}

/** The rows of every survey, link, answer and value; survey keys drawn from `firstId` on. */
export const buildScaleSurveys = (
  courses: ReadonlyArray<ConcludedCourse>,
  questions: ReadonlyArray<InstrumentQuestion>,
  options: { readonly today: string; readonly at: string; readonly user: string; readonly firstId: number; readonly newId: (bytes: number) => string },
) => {
  const random = seededRandom(20_261_130)
  const scale = questions.filter((q) => q.tipo === "escala").map((q) => q.id_pregunta)
  const open = questions.filter((q) => q.tipo === "comentario").map((q) => q.id_pregunta)
  const surveys: Array<Record<string, unknown>> = []
  const links: Array<Record<string, unknown>> = []
  const answers: Array<Record<string, unknown>> = []
  const values: Array<Record<string, unknown>> = []
  let id_proyecto = options.firstId
  for (const course of courses) {
    if (course.people.length === 0) continue
    id_proyecto += 1
    const w = windowOf(course.f_fin)
    // The course's tone: most courses are liked, some less so.
    const tone = 3 + random() * 1.6
    let respuestas = 0
    let valores = 0
    let favorables = 0
    for (const person of course.people) {
      const answered = person.attended && random() < answerShare
      links.push({ token_hash: options.newId(32), id_proyecto, id_empleado: person.id_empleado, usado: answered ? "1" : "0" })
      if (!answered) continue
      const id_respuesta = options.newId(16)
      answers.push({ id_respuesta, id_proyecto })
      respuestas += 1
      for (const id_pregunta of scale) {
        const valor = Math.min(5, Math.max(1, Math.round(tone + (random() - 0.5) * 2.4)))
        values.push({ id_respuesta, id_pregunta, valor, comentario: null })
        valores += 1
        if (isFavourable(valor)) favorables += 1
      }
      if (open.length > 0 && random() < 0.2) {
        const id_pregunta = open[Math.floor(random() * open.length)]!
        values.push({ id_respuesta, id_pregunta, valor: null, comentario: comments[Math.floor(random() * comments.length)]! })
      }
    }
    surveys.push({
      id_proyecto,
      id_proyecto_formacion: course.id_curso,
      id_instrumento: scaleInstrument,
      ...w,
      estado: options.today > w.f_cierre ? "Cerrada" : "Abierta",
      respuestas,
      valores,
      favorables,
      satisfaccion: satisfaction(favorables, valores),
      recordatorios: 0,
      id_usuario_alta: options.user,
      f_alta: options.at,
    })
  }
  return { surveys, links, answers, values, lastId: id_proyecto }
}

export const seedScaleSurveys = (today: string, at: string, user: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const questions = (yield* sql<{ id_pregunta: number | string; tipo: string }>`
      SELECT id_pregunta, tipo FROM instrumentos_opinion_preguntas WHERE id_instrumento = ${scaleInstrument} ORDER BY id_pregunta`).map((q) => ({
      id_pregunta: Number(q.id_pregunta),
      tipo: q.tipo,
    }))
    const rows = yield* sql<{ id_curso: number | string; f_fin: string; id_empleado: number | string; asistio: number | string }>`
      SELECT pf.id_proyecto AS id_curso, ${dateTextSql(sql, "pf.f_fin")} AS f_fin, p.id_empleado,
        CASE WHEN EXISTS (SELECT 1 FROM asistencias_formacion a WHERE a.id_proyecto = p.id_proyecto AND a.id_empleado = p.id_empleado AND a.marca = 'Asistió')
          THEN 1 ELSE 0 END AS asistio
      FROM proyectos_formacion pf
      JOIN proyectos_formacion_participantes p ON p.id_proyecto = pf.id_proyecto AND p.estado <> 'Baja'
      WHERE pf.estado = 'Concluido'
        AND NOT EXISTS (SELECT 1 FROM encuestas_opinion t WHERE t.id_proyecto_formacion = pf.id_proyecto)
      ORDER BY pf.id_proyecto, p.orden`
    const courses: Array<{ id_curso: number; f_fin: string; people: Array<{ id_empleado: number; attended: boolean }> }> = []
    for (const row of rows) {
      const id_curso = Number(row.id_curso)
      let course = courses[courses.length - 1]
      if (course?.id_curso !== id_curso) {
        course = { id_curso, f_fin: String(row.f_fin), people: [] }
        courses.push(course)
      }
      course.people.push({ id_empleado: Number(row.id_empleado), attended: Number(row.asistio) === 1 })
    }
    const [top] = yield* sql<{ id: number | string | null }>`SELECT MAX(id_proyecto) AS id FROM encuestas_opinion`
    const built = buildScaleSurveys(courses, questions, { today, at, user, firstId: Number(top?.id ?? 0), newId: (n) => randomBytes(n).toString("hex") })
    yield* insertInChunks("encuestas_opinion", built.surveys)
    yield* insertInChunks("encuestas_opinion_enlaces", built.links)
    yield* insertInChunks("encuestas_opinion_respuestas", built.answers)
    yield* insertInChunks("encuestas_opinion_valores", built.values)
    // The sections' figures, as the public answers move them, counted from the rows just written.
    if (built.surveys.length > 0) yield* recountSections(Number(top?.id ?? 0) + 1, built.lastId)
    // PostgreSQL's identity moves past the keys drawn here, so the page's next survey gets a new one.
    if (built.surveys.length > 0) {
      yield* sql.onDialectOrElse({
        pg: () => sql`SELECT setval(pg_get_serial_sequence('encuestas_opinion', 'id_proyecto'), ${built.lastId})`,
        orElse: () => Effect.void,
      })
    }
    return { encuestas: built.surveys.length, respuestas_encuesta: built.answers.length }
  })
