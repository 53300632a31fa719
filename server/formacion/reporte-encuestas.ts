import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ReporteEncuestas, ReporteEncuestasRequest, SurveyComment, SurveyFigures } from "../../domain/formacion/reporte-encuestas-api"
import { meanOf, satisfactionOf } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveySections } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"

// The read of Reporte de encuestas (FOR650): the surveys of courses in the caller's centres that
// the filters keep, then every answer value of them with its section, in two set-based queries;
// means and satisfaction are the domain's rules, worked out here per survey, per instructor and
// over all. An answer carries no person, so nothing here can name who said what.

interface SurveyRow {
  readonly id_proyecto: number | string
  readonly n_curso: string
  readonly id_instructor: string
  readonly n_instructor: string
}

interface ValueRow {
  readonly id_proyecto: number | string
  readonly id_respuesta: string
  readonly seccion: string
  readonly valor: number | string | null
  readonly comentario: string | null
}

interface Bucket {
  readonly values: Array<Array<number>>
  readonly answers: Set<string>
}

const emptyBucket = (): Bucket => ({ values: surveySections.map(() => []), answers: new Set() })

const figuresOf = (clave: string, nombre: string, detalle: string, b: Bucket): SurveyFigures => ({
  clave,
  nombre,
  detalle,
  medias: b.values.map((v) => meanOf(v)),
  satisfaccion: satisfactionOf(b.values.flat()),
  respuestas: b.answers.size,
})

const add = (b: Bucket, v: ValueRow) => {
  b.answers.add(v.id_respuesta)
  const i = surveySections.indexOf(v.seccion as (typeof surveySections)[number])
  if (i >= 0 && v.valor !== null) b.values[i]?.push(Number(v.valor))
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
    const values =
      ids.length === 0
        ? []
        : yield* sql<ValueRow>`
            SELECT r.id_proyecto, r.id_respuesta, q.seccion, v.valor, v.comentario
            FROM encuestas_opinion_respuestas r
            JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
            JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
            JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta
            WHERE ${sql.in("r.id_proyecto", ids)}
            ORDER BY r.id_proyecto, q.id_pregunta, r.id_respuesta`
    const bySurvey = new Map<number, Bucket>()
    const byInstructor = new Map<string, Bucket & { readonly nombre: string; readonly cursos: Set<number> }>()
    const all = emptyBucket()
    const surveyOf = new Map(surveys.map((s) => [Number(s.id_proyecto), s]))
    const comentarios: Array<SurveyComment> = []
    for (const s of surveys) {
      const id = Number(s.id_proyecto)
      bySurvey.set(id, emptyBucket())
      const held = byInstructor.get(s.id_instructor) ?? { ...emptyBucket(), nombre: s.n_instructor, cursos: new Set<number>() }
      held.cursos.add(id)
      byInstructor.set(s.id_instructor, held)
    }
    for (const v of values) {
      const id = Number(v.id_proyecto)
      const survey = surveyOf.get(id)
      if (survey === undefined) continue
      for (const b of [bySurvey.get(id), byInstructor.get(survey.id_instructor), all]) if (b !== undefined) add(b, v)
      if (v.comentario !== null && v.comentario.trim() !== "") comentarios.push({ curso: survey.n_curso, instructor: survey.n_instructor, seccion: v.seccion, comentario: v.comentario })
    }
    const filas: ReadonlyArray<SurveyFigures> =
      request.vista === "instructor"
        ? [...byInstructor.entries()]
            .map(([clave, b]) => figuresOf(clave, b.nombre, b.cursos.size === 1 ? "1 curso" : `${b.cursos.size} cursos`, b))
            .sort((a, b) => a.nombre.localeCompare(b.nombre, "es-MX"))
        : surveys.map((s) => figuresOf(String(s.id_proyecto), s.n_curso, s.n_instructor, bySurvey.get(Number(s.id_proyecto)) ?? emptyBucket()))
    const result: ReporteEncuestas = {
      vista: request.vista,
      filas: request.vista === "comentarios" ? [] : filas,
      comentarios: request.vista === "comentarios" ? comentarios : [],
      total: figuresOf("total", "Total", "", all),
    }
    return result
  })
