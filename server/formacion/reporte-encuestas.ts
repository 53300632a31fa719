import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ReporteEncuestas, ReporteEncuestasRequest, SurveyComment, SurveyFigures } from "../../domain/formacion/reporte-encuestas-api"
import { mean, satisfaction } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveySections } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"
import type { PageWindow } from "../records/report"

// The read of Reporte de encuestas (FOR650): the surveys of courses in the caller's centres that
// the filters keep, then each survey's count, sum, favourable count and comments of every section
// as its answers moved them (encuestas_opinion_secciones), never the answers themselves; means and
// satisfaction are the domain's rules over those sums, per survey, per instructor and over all.
// The comments are read only for their own view, and a page of them only from the surveys that
// page reaches. An answer carries no person, so nothing here can name who said what.

interface SurveyRow {
  readonly id_proyecto: number | string
  readonly respuestas: number | string
  readonly n_curso: string
  readonly id_instructor: string
  readonly n_instructor: string
}

interface SectionRow {
  readonly id_proyecto: number | string
  readonly seccion: string
  readonly valores: number | string
  readonly suma: number | string
  readonly favorables: number | string
  readonly comentarios: number | string
}

interface CommentRow {
  readonly id_proyecto: number | string
  readonly seccion: string
  readonly comentario: string
}

/** Per section: how many values, their sum, how many favourable; and the answers counted. */
interface Bucket {
  readonly valores: Array<number>
  readonly sumas: Array<number>
  readonly favorables: Array<number>
  respuestas: number
}

const emptyBucket = (): Bucket => ({ valores: surveySections.map(() => 0), sumas: surveySections.map(() => 0), favorables: surveySections.map(() => 0), respuestas: 0 })

const sumOf = (xs: ReadonlyArray<number>) => xs.reduce((a, b) => a + b, 0)

const figuresOf = (clave: string, nombre: string, detalle: string, b: Bucket): SurveyFigures => ({
  clave,
  nombre,
  detalle,
  medias: b.valores.map((n, i) => mean(b.sumas[i] ?? 0, n)),
  satisfaccion: satisfaction(sumOf(b.favorables), sumOf(b.valores)),
  respuestas: b.respuestas,
})

const addSection = (b: Bucket, row: SectionRow) => {
  const i = surveySections.indexOf(row.seccion as (typeof surveySections)[number])
  if (i < 0) return
  b.valores[i] = (b.valores[i] ?? 0) + Number(row.valores)
  b.sumas[i] = (b.sumas[i] ?? 0) + Number(row.suma)
  b.favorables[i] = (b.favorables[i] ?? 0) + Number(row.favorables)
}

/** The surveys the filters keep, and their figures by survey, by instructor and over all. */
const readFigures = (request: ReporteEncuestasRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const surveys = yield* sql<SurveyRow>`
      SELECT t.id_proyecto, t.respuestas, pf.n_curso, i.id_instructor, COALESCE(${sql.literal(fullNameSql("ie"))}, i.nombre_externo) AS n_instructor
      FROM encuestas_opinion t
      JOIN proyectos_formacion pf ON pf.id_proyecto = t.id_proyecto_formacion
      JOIN instructores i ON i.id_instructor = pf.id_instructor
      LEFT JOIN empleados ie ON ie.id_empleado = i.id_empleado
      WHERE ${sql.and([
        sql`t.estado <> 'Borrador'`,
        scopeCondition(sql, "centro_trabajo", "pf.id_centro_trabajo", principal, "in"),
        ...(request.id_empresa === undefined ? [] : [sql`pf.id_empresa = ${request.id_empresa}`]),
        ...(request.id_centro_trabajo === undefined ? [] : [sql`pf.id_centro_trabajo = ${request.id_centro_trabajo}`]),
        ...(request.id_depto === undefined
          ? []
          : [
              sql`EXISTS (SELECT 1 FROM proyectos_formacion_participantes p JOIN empleados e ON e.id_empleado = p.id_empleado
                WHERE p.id_proyecto = pf.id_proyecto AND p.estado <> 'Baja' AND e.id_depto = ${request.id_depto})`,
            ]),
        ...(request.f_desde === undefined ? [] : [sql`pf.f_fin >= ${request.f_desde}`]),
        ...(request.f_hasta === undefined ? [] : [sql`pf.f_fin <= ${request.f_hasta}`]),
        ...(request.id_proyecto === undefined ? [] : [sql`t.id_proyecto = ${request.id_proyecto}`]),
      ])}
      ORDER BY pf.f_fin DESC, t.id_proyecto DESC`
    const ids = surveys.map((s) => Number(s.id_proyecto))
    const sections =
      ids.length === 0
        ? []
        : yield* sql<SectionRow>`
            SELECT s.id_proyecto, s.seccion, s.valores, s.suma, s.favorables, s.comentarios
            FROM encuestas_opinion_secciones s WHERE ${sql.in("s.id_proyecto", ids)}`
    const surveyOf = new Map(surveys.map((s) => [Number(s.id_proyecto), s]))
    const bySurvey = new Map<number, Bucket>()
    const byInstructor = new Map<string, Bucket & { readonly nombre: string; readonly cursos: Set<number> }>()
    const all = emptyBucket()
    /** Comments per survey, for a page of the comments view. */
    const comments = new Map<number, number>()
    for (const s of surveys) {
      const id = Number(s.id_proyecto)
      bySurvey.set(id, emptyBucket())
      const held = byInstructor.get(s.id_instructor) ?? { ...emptyBucket(), nombre: s.n_instructor, cursos: new Set<number>() }
      held.cursos.add(id)
      byInstructor.set(s.id_instructor, held)
    }
    const bucketsOf = (id: number) => {
      const survey = surveyOf.get(id)
      return survey === undefined ? [] : [bySurvey.get(id), byInstructor.get(survey.id_instructor), all].filter((b) => b !== undefined)
    }
    for (const row of sections) {
      const id = Number(row.id_proyecto)
      for (const b of bucketsOf(id)) addSection(b, row)
      comments.set(id, (comments.get(id) ?? 0) + Number(row.comentarios))
    }
    for (const s of surveys) for (const b of bucketsOf(Number(s.id_proyecto))) b.respuestas += Number(s.respuestas)
    /** The surveys with comments and how many, by id: the order readComments lists them in. */
    const commented = [...comments.entries()].filter(([, n]) => n > 0).sort(([a], [b]) => a - b)
    return { surveys, surveyOf, bySurvey, byInstructor, commented, total: figuresOf("total", "Total", "", all) }
  })

type Figures = Effect.Effect.Success<ReturnType<typeof readFigures>>

/** The comments of these surveys, in the report's order: by survey, question, answer. */
const readComments = (figures: Figures, ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    if (ids.length === 0) return []
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<CommentRow>`
      SELECT r.id_proyecto, q.seccion, v.comentario
      FROM encuestas_opinion_respuestas r
      JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
      JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
      JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta
      WHERE ${sql.in("r.id_proyecto", ids)} AND v.comentario IS NOT NULL AND TRIM(v.comentario) <> ''
      ORDER BY r.id_proyecto, q.id_pregunta, r.id_respuesta`
    return rows.flatMap((row): Array<SurveyComment> => {
      const survey = figures.surveyOf.get(Number(row.id_proyecto))
      return survey === undefined ? [] : [{ curso: survey.n_curso, instructor: survey.n_instructor, seccion: row.seccion, comentario: row.comentario }]
    })
  })

const figureRows = (request: ReporteEncuestasRequest, figures: Figures): ReadonlyArray<SurveyFigures> =>
  request.vista === "instructor"
    ? [...figures.byInstructor.entries()]
        .map(([clave, b]) => figuresOf(clave, b.nombre, b.cursos.size === 1 ? "1 curso" : `${b.cursos.size} cursos`, b))
        .sort((a, b) => a.nombre.localeCompare(b.nombre, "es-MX"))
    : figures.surveys.map((s) => figuresOf(String(s.id_proyecto), s.n_curso, s.n_instructor, figures.bySurvey.get(Number(s.id_proyecto)) ?? emptyBucket()))

/** The whole report (the exports): every row, every comment. */
export const readSurveyReport = (request: ReporteEncuestasRequest, principal: Principal) =>
  Effect.gen(function* () {
    const figures = yield* readFigures(request, principal)
    if (request.vista === "comentarios") {
      const ids = figures.commented.map(([id]) => id)
      const result: ReporteEncuestas = { vista: request.vista, filas: [], comentarios: yield* readComments(figures, ids), total: figures.total }
      return result
    }
    const result: ReporteEncuestas = { vista: request.vista, filas: figureRows(request, figures), comentarios: [], total: figures.total }
    return result
  })

/**
 * One page of the report. The comments' page counts each survey's comments from its sections'
 * figures and reads only the surveys the page reaches (in the order readComments lists them).
 */
export const readSurveyReportPage = (request: ReporteEncuestasRequest, principal: Principal, page: PageWindow) =>
  Effect.gen(function* () {
    const figures = yield* readFigures(request, principal)
    if (request.vista !== "comentarios") {
      const filas = figureRows(request, figures)
      const result: ReporteEncuestas = { vista: request.vista, filas: filas.slice(page.offset, page.offset + page.limit), comentarios: [], total: figures.total }
      return { result, total: filas.length }
    }
    const counted = figures.commented
    const total = counted.reduce((sum, [, n]) => sum + n, 0)
    const reached: Array<number> = []
    let before = 0
    let seen = 0
    for (const [id, n] of counted) {
      if (seen + n <= page.offset) before += n
      else if (seen < page.offset + page.limit) reached.push(id)
      seen += n
    }
    const rows = yield* readComments(figures, reached)
    const skip = page.offset - before
    const result: ReporteEncuestas = { vista: request.vista, filas: [], comentarios: rows.slice(skip, skip + page.limit), total: figures.total }
    return { result, total }
  })
