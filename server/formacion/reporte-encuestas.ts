import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ReporteEncuestas, ReporteEncuestasRequest, SurveyComment, SurveyFigures } from "../../domain/formacion/reporte-encuestas-api"
import { favourableFrom, mean, satisfaction } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveySections } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"

// The read of Reporte de encuestas (FOR650): the surveys of courses in the caller's centres that
// the filters keep, then each survey's count, sum and favourable count of every section, summed by
// the database; means and satisfaction are the domain's rules over those sums, per survey, per
// instructor and over all. The comments are read only for their own view. An answer carries no
// person, so nothing here can name who said what.

interface SurveyRow {
  readonly id_proyecto: number | string
  readonly n_curso: string
  readonly id_instructor: string
  readonly n_instructor: string
}

interface SectionRow {
  readonly id_proyecto: number | string
  readonly seccion: string
  readonly valores: number | string
  readonly suma: number | string | null
  readonly favorables: number | string | null
}

interface AnswersRow {
  readonly id_proyecto: number | string
  readonly respuestas: number | string
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
  b.sumas[i] = (b.sumas[i] ?? 0) + Number(row.suma ?? 0)
  b.favorables[i] = (b.favorables[i] ?? 0) + Number(row.favorables ?? 0)
}

export const readSurveyReport = (request: ReporteEncuestasRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const surveys = yield* sql<SurveyRow>`
      SELECT t.id_proyecto, pf.n_curso, i.id_instructor, COALESCE(${sql.literal(fullNameSql("ie"))}, i.nombre_externo) AS n_instructor
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
    const answered = sql`
      FROM encuestas_opinion_respuestas r
      JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
      JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
      JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta`
    const sections =
      ids.length === 0
        ? []
        : yield* sql<SectionRow>`
            SELECT r.id_proyecto, q.seccion, COUNT(v.valor) AS valores, SUM(v.valor) AS suma,
              SUM(CASE WHEN v.valor >= ${favourableFrom} THEN 1 ELSE 0 END) AS favorables
            ${answered}
            WHERE ${sql.in("r.id_proyecto", ids)} AND v.valor IS NOT NULL
            GROUP BY r.id_proyecto, q.seccion`
    const answers =
      ids.length === 0
        ? []
        : yield* sql<AnswersRow>`
            SELECT r.id_proyecto, COUNT(*) AS respuestas FROM encuestas_opinion_respuestas r
            WHERE ${sql.in("r.id_proyecto", ids)} GROUP BY r.id_proyecto`
    const surveyOf = new Map(surveys.map((s) => [Number(s.id_proyecto), s]))
    const bySurvey = new Map<number, Bucket>()
    const byInstructor = new Map<string, Bucket & { readonly nombre: string; readonly cursos: Set<number> }>()
    const all = emptyBucket()
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
    for (const row of sections) for (const b of bucketsOf(Number(row.id_proyecto))) addSection(b, row)
    for (const row of answers) for (const b of bucketsOf(Number(row.id_proyecto))) b.respuestas += Number(row.respuestas)
    const total = figuresOf("total", "Total", "", all)
    if (request.vista === "comentarios") {
      const rows =
        ids.length === 0
          ? []
          : yield* sql<CommentRow>`
              SELECT r.id_proyecto, q.seccion, v.comentario
              ${answered}
              WHERE ${sql.in("r.id_proyecto", ids)} AND v.comentario IS NOT NULL AND TRIM(v.comentario) <> ''
              ORDER BY r.id_proyecto, q.id_pregunta, r.id_respuesta`
      const comentarios = rows.flatMap((row): Array<SurveyComment> => {
        const survey = surveyOf.get(Number(row.id_proyecto))
        return survey === undefined ? [] : [{ curso: survey.n_curso, instructor: survey.n_instructor, seccion: row.seccion, comentario: row.comentario }]
      })
      const result: ReporteEncuestas = { vista: request.vista, filas: [], comentarios, total }
      return result
    }
    const filas: ReadonlyArray<SurveyFigures> =
      request.vista === "instructor"
        ? [...byInstructor.entries()]
            .map(([clave, b]) => figuresOf(clave, b.nombre, b.cursos.size === 1 ? "1 curso" : `${b.cursos.size} cursos`, b))
            .sort((a, b) => a.nombre.localeCompare(b.nombre, "es-MX"))
        : surveys.map((s) => figuresOf(String(s.id_proyecto), s.n_curso, s.n_instructor, bySurvey.get(Number(s.id_proyecto)) ?? emptyBucket()))
    const result: ReporteEncuestas = { vista: request.vista, filas, comentarios: [], total }
    return result
  })
