import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { LineaOperativa, PersonaOperativa, ReporteCalificacionesOperativas } from "../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { type GradeReportRequest, gradeReportFilterMessages as m } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { brecha } from "../../domain/rules/competency-gap"
import { operativeFulfilment } from "../../domain/rules/evaluacion-operativa"
import type { Principal } from "../auth/principal"
import { fullNameSql } from "../records/person-name"
import type { PageWindow } from "../records/report"
import { type GradeParticipant, type GradeProject, gradeParticipants, gradeProject, idsOf, participantConditions } from "./reportes-calificaciones-participantes"

// The read of EVA365, a page of people at a time: the operative participants (those with an
// operative evaluation, created on publishing for an operative puesto), each competency as
// copied on publishing with the level the boss gave, the fulfilment and gap by the rules of
// domain/rules/evaluacion-operativa.ts and competency-gap.ts, and the stored calificación (the
// server's Σ cumplimiento × peso when it was answered). The mean over every person in one
// aggregate on the same conditions. The whole read goes in slices of people.

const slice = 500

interface LevelRow {
  readonly id_evaluado: number | string
  readonly id_competencia: number | string
  readonly n_competencia: string
  readonly peso: number | string
  readonly n_esperado: string
  readonly v_esperado: number | string
  readonly n_evaluado: string | null
  readonly v_evaluado: number | string | null
}

interface EvaluationRow {
  readonly id_evaluado: number | string
  readonly estado: string
  readonly calificacion: number | string | null
  readonly n_evaluador: string | null
}

const hundredths = (n: number): number => Math.round(Number((n * 100).toFixed(6))) / 100

const operativeOf = (project: GradeProject, people: ReadonlyArray<GradeParticipant>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids = idsOf(people)
    const evaluations = yield* sql<EvaluationRow>`
      SELECT o.id_evaluado, o.estado, o.calificacion, ${sql.literal(`CASE WHEN ev.id_empleado IS NULL THEN NULL ELSE ${fullNameSql("ev")} END`)} AS n_evaluador
      FROM eva_evaluaciones_operativas o LEFT JOIN empleados ev ON ev.id_empleado = o.id_evaluador
      WHERE o.id_proyecto = ${project.id_proyecto} AND ${sql.in("o.id_evaluado", [...ids])}`
    const levels = yield* sql<LevelRow>`
      SELECT o.id_evaluado, x.id_competencia, c.n_competencia, x.peso, ne.n_nivel AS n_esperado, ne.valor AS v_esperado, nv.n_nivel AS n_evaluado, nv.valor AS v_evaluado
      FROM eva_evaluaciones_operativas o JOIN eva_evaluaciones_operativas_niveles x ON x.id_evaluacion_operativa = o.id_evaluacion_operativa
        JOIN competencias c ON c.id_competencia = x.id_competencia JOIN niveles_competencia ne ON ne.id_nivel = x.id_nivel_esperado
        LEFT JOIN niveles_competencia nv ON nv.id_nivel = x.id_nivel_evaluado
      WHERE o.id_proyecto = ${project.id_proyecto} AND ${sql.in("o.id_evaluado", [...ids])}
      ORDER BY o.id_evaluado, x.orden`
    const evaluationOf = new Map(evaluations.map((e) => [Number(e.id_evaluado), e]))
    const linesOf = new Map<number, Array<LineaOperativa>>()
    for (const l of levels) {
      const esperado = Number(l.v_esperado)
      const evaluado = l.v_evaluado === null ? null : Number(l.v_evaluado)
      const line: LineaOperativa = {
        id_competencia: Number(l.id_competencia),
        n_competencia: l.n_competencia,
        n_nivel_esperado: l.n_esperado,
        valor_esperado: esperado,
        n_nivel_evaluado: l.n_evaluado,
        valor_evaluado: evaluado,
        peso: Number(l.peso),
        brecha: brecha(esperado, evaluado),
        cumplimiento: evaluado === null ? null : hundredths(operativeFulfilment(evaluado, esperado) * 100),
      }
      const id = Number(l.id_evaluado)
      linesOf.set(id, [...(linesOf.get(id) ?? []), line])
    }
    return people.map((p): PersonaOperativa => {
      const e = evaluationOf.get(p.id_empleado)
      const answered = e?.estado === "Respondida" && e.calificacion !== null
      return {
        id_empleado: p.id_empleado,
        colaborador: p.colaborador,
        n_depto: p.n_depto,
        n_puesto: p.n_puesto,
        n_evaluador: e?.n_evaluador ?? null,
        estado: e?.estado ?? "Pendiente",
        calificacion: answered ? Number(e?.calificacion) : null,
        lineas: linesOf.get(p.id_empleado) ?? [],
      }
    })
  })

/** The cycle of the request, when it has operative evaluations. */
export const projectOperative = (id_proyecto: number, principal: Principal) => gradeProject(id_proyecto, principal, ["Operativa", "Integral"], m.sinOperativa)

export const operativeGradesOf = (project: GradeProject, people: ReadonlyArray<GradeParticipant>) =>
  Effect.gen(function* () {
    const out: Array<PersonaOperativa> = []
    for (let i = 0; i < people.length; i += slice) out.push(...(yield* operativeOf(project, people.slice(i, i + slice))))
    return out
  })

export const readOperativeGradesPage = (request: GradeReportRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const project = yield* projectOperative(request.id_proyecto, principal)
    const withEvaluation = (s: SqlClient.SqlClient) => [
      s`EXISTS (SELECT 1 FROM eva_evaluaciones_operativas o WHERE o.id_proyecto = pa.id_proyecto AND o.id_evaluado = pa.id_empleado)`,
    ]
    const { people, total } = yield* gradeParticipants(project, request, principal, page, withEvaluation)
    const filas = yield* operativeGradesOf(project, people)
    // The figures over every person of the same conditions: those answered and their mean.
    const conditions = yield* participantConditions(project, request, principal, withEvaluation)
    const [figures] = yield* sql<{ respondidas: number | string; suma: number | string | null }>`
      SELECT COUNT(o.calificacion) AS respondidas, SUM(o.calificacion) AS suma
      FROM eva_participantes pa JOIN eva_evaluaciones_operativas o ON o.id_proyecto = pa.id_proyecto AND o.id_evaluado = pa.id_empleado AND o.estado = 'Respondida'
      WHERE ${conditions("in")}`
    const respondidas = Number(figures?.respondidas ?? 0)
    const result: ReporteCalificacionesOperativas = {
      n_proyecto: project.n_proyecto,
      filas,
      totales: { evaluaciones: total, respondidas, promedio: respondidas === 0 ? null : hundredths(Number(figures?.suma ?? 0) / respondidas) },
    }
    return { result, total }
  })

export const readOperativeGrades = (request: GradeReportRequest, principal: Principal) => Effect.map(readOperativeGradesPage(request, principal, undefined), (p) => p.result)
