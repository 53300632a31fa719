import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { formatDate } from "../../domain/dates"
import { opinionSurveys, opinionSurveysEndpoints } from "../../domain/formacion/proyecto-encuesta-opinion"
import { windowOf, windowState } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { surveyMessages as m } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import type { EntityOf } from "../../domain/records/descriptor"
import { refuse, refuseField } from "../http/failure"
import { enforceScope } from "../http/record-scope"
import { todayInMexico } from "../organizacion/in-force"
import { dateTextSql } from "../records/date-text"
import { fieldColumns } from "../records/field-columns"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { issueLinks, mailLinksAfterCommit, renewLinks } from "./proyecto-encuesta-opinion-links"

// FOR310's RecordTable (descriptor: domain/formacion/proyecto-encuesta-opinion.ts). The survey
// lives in its course's work centre (`pf`). The hooks:
// - a save names a course of the caller's centres that is not cancelled and an active
//   instrument, and stores the window from the course's last day;
// - enviar needs the course concluded (or closed), today within the window and someone enrolled:
//   it stores the window again from the course as it is now, issues the links and mails them once
//   committed; recordar and reabrir need the window still open; recordar mails new links.

type Survey = typeof opinionSurveys

interface CourseFacts {
  readonly id_centro_trabajo: number
  readonly estado: string
  readonly f_fin: string
}

const courseOf = (id_curso: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_centro_trabajo: number | string; estado: string; f_fin: string }>`
      SELECT id_centro_trabajo, estado, ${dateTextSql(sql, "f_fin")} AS f_fin FROM proyectos_formacion WHERE id_proyecto = ${id_curso}`
    return row === undefined ? undefined : ({ id_centro_trabajo: Number(row.id_centro_trabajo), estado: row.estado, f_fin: row.f_fin } satisfies CourseFacts)
  })

/** The course named, in the caller's centres and not cancelled (400 on the field otherwise). */
const placedCourse = (id_curso: number, ctx: HookContext) =>
  Effect.gen(function* () {
    const course = yield* courseOf(id_curso)
    if (course === undefined || course.estado === "Cancelado") return yield* refuseField("id_proyecto_formacion", m.cursoAjeno)
    yield* enforceScope({ id_centro_trabajo: "centro_trabajo" }, { id_centro_trabajo: course.id_centro_trabajo }, ctx.principal)
    return course
  })

/** The window from the course as it is now, refused when today is outside it. */
const openWindow = (course: CourseFacts) =>
  Effect.gen(function* () {
    const w = windowOf(course.f_fin)
    const state = windowState(yield* todayInMexico, w)
    if (state === "antes") return yield* refuse(409, m.ventanaAntes(formatDate(w.f_apertura)))
    if (state === "cerrada") return yield* refuse(409, m.ventanaCerrada(formatDate(w.f_cierre)))
    return w
  })

const storedCourse = (stored: EntityOf<Survey>) =>
  Effect.flatMap(courseOf(Number(stored.id_proyecto_formacion)), (course) => (course === undefined ? refuse(409, m.cursoAjeno) : Effect.succeed(course)))

export const opinionSurveysTable: RecordTable<Survey> = {
  descriptor: opinionSurveys,
  endpoints: opinionSurveysEndpoints,
  entity: "encuesta de opinión",
  table: "encuestas_opinion",
  from: `encuestas_opinion t
    JOIN proyectos_formacion pf ON pf.id_proyecto = t.id_proyecto_formacion
    JOIN instrumentos_opinion io ON io.id_instrumento = t.id_instrumento`,
  expressions: {
    n_curso: "pf.n_curso",
    id_centro_trabajo: "pf.id_centro_trabajo",
    n_instrumento: "io.n_instrumento",
    participantes: `CASE WHEN t.estado = 'Borrador'
      THEN (SELECT COUNT(*) FROM proyectos_formacion_participantes p WHERE p.id_proyecto = t.id_proyecto_formacion AND p.estado <> 'Baja')
      ELSE (SELECT COUNT(*) FROM encuestas_opinion_enlaces l WHERE l.id_proyecto = t.id_proyecto) END`,
  },
  hookColumns: ["f_apertura", "f_cierre"],
  generatedKey: () => nextSerialKey("encuestas_opinion"),
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        if (stored === undefined) yield* placedCourse(request.id_proyecto_formacion, ctx)
        const active = yield* sql`SELECT 1 AS x FROM instrumentos_opinion WHERE id_instrumento = ${request.id_instrumento} AND activo = '1'`
        if (active.length === 0) return yield* refuseField("id_instrumento", m.instrumentoInactivo)
      }),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const course = yield* courseOf(Number(stored?.id_proyecto_formacion ?? request.id_proyecto_formacion))
        const w = windowOf(course?.f_fin ?? "2000-01-01")
        return { ...fieldColumns(opinionSurveys, request, mode), ...w }
      }),
    beforeTransition: (transition, stored) =>
      Effect.gen(function* () {
        const course = yield* storedCourse(stored)
        const id_proyecto = Number(stored.id_proyecto)
        const id_curso = Number(stored.id_proyecto_formacion)
        if (transition === "enviar") {
          if (course.estado !== "Concluido" && course.estado !== "Cerrado") return yield* refuse(409, m.cursoSinConcluir)
          const w = yield* openWindow(course)
          const issued = yield* issueLinks(id_proyecto, id_curso)
          if (issued.length === 0) return yield* refuse(409, m.sinParticipantes)
          yield* mailLinksAfterCommit(id_curso, issued, false, w.f_cierre)
          return { ...w }
        }
        if (transition === "recordar" || transition === "reabrir") {
          const w = yield* openWindow({ ...course, f_fin: stored.f_apertura ?? course.f_fin })
          if (transition === "recordar") yield* mailLinksAfterCommit(id_curso, yield* renewLinks(id_proyecto, id_curso), true, w.f_cierre)
        }
        return {}
      }),
  },
}
