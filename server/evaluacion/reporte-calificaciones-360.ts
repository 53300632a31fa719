import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Linea360, Persona360, ReporteCalificaciones360 } from "../../domain/evaluacion/reporte-calificaciones-360-api"
import { type GradeReportRequest, gradeReportFilterMessages as m } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { expectedOnScale, gap360 } from "../../domain/rules/evaluacion-brecha"
import type { Principal } from "../auth/principal"
import type { PageWindow } from "../records/report"
import { type GradeParticipant, type GradeProject, gradeParticipants, gradeProject, idsOf } from "./reportes-calificaciones-participantes"
import { type EvaluatorMean, scoreStored360 } from "./resultados-360"

// The read of EVA360, a page of people at a time: for the page's people, each evaluator's stored
// mean (the overall line) and each evaluator's mean of the scale items of each competency of the
// instrument (the competency lines), each set scored by the one rule (./resultados-360.ts), so
// a relation under its minimum is pooled or hidden per line exactly as /get-resultados-evaluacion
// does it; the expected level of the person's puesto (puestos_competencias, the puesto held on
// publishing) carried onto the instrument's scale. The whole read (the exports) goes in slices
// of people, so no statement binds more than a slice's ids.

const slice = 500

interface Competency {
  readonly id_competencia: number
  readonly n_competencia: string
}

interface ByCompetencyRow {
  readonly id_evaluado: number | string
  readonly id_competencia: number | string
  readonly relacion: string
  readonly media: number | string
}

const generalLabel = "General"

/** The instrument's competencies in the order of their first item. */
const instrumentCompetencies = (id_encuesta: number | null) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (id_encuesta === null) return []
    const rows = yield* sql<{ id_competencia: number | string; n_competencia: string }>`
      SELECT q.id_competencia, c.n_competencia, MIN(q.orden) AS primera FROM eva_encuestas_preguntas q JOIN competencias c ON c.id_competencia = q.id_competencia
      WHERE q.id_encuesta = ${id_encuesta} AND q.tipo = 'Escala' AND q.id_competencia IS NOT NULL
      GROUP BY q.id_competencia, c.n_competencia ORDER BY MIN(q.orden), q.id_competencia`
    return rows.map((r): Competency => ({ id_competencia: Number(r.id_competencia), n_competencia: r.n_competencia }))
  })

/** The lines of a slice of people. */
const linesOf = (project: GradeProject, people: ReadonlyArray<GradeParticipant>, competencies: ReadonlyArray<Competency>, range: { min: number; max: number }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ids = idsOf(people)
    const overall = yield* sql<EvaluatorMean & { id_evaluado: number | string }>`
      SELECT a.id_evaluado, a.relacion, r.media FROM eva_asignaciones_evaluador a JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
      WHERE a.id_proyecto = ${project.id_proyecto} AND ${sql.in("a.id_evaluado", [...ids])} AND r.media IS NOT NULL`
    const byCompetency =
      project.id_encuesta_360 === null || competencies.length === 0
        ? []
        : yield* sql<ByCompetencyRow>`
          SELECT a.id_evaluado, q.id_competencia, a.relacion, AVG(rp.valor) AS media
          FROM eva_asignaciones_evaluador a JOIN eva_respuestas_preguntas rp ON rp.id_asignacion_evaluador = a.id_asignacion_evaluador
            JOIN eva_encuestas_preguntas q ON q.id_encuesta = ${project.id_encuesta_360} AND q.orden = rp.orden
          WHERE a.id_proyecto = ${project.id_proyecto} AND ${sql.in("a.id_evaluado", [...ids])}
            AND q.tipo = 'Escala' AND q.id_competencia IS NOT NULL AND rp.valor IS NOT NULL
          GROUP BY a.id_evaluado, q.id_competencia, a.relacion, a.id_asignacion_evaluador`
    const puestos = [...new Set(people.map((p) => p.id_puesto))]
    const expected =
      puestos.length === 0 || competencies.length === 0
        ? []
        : yield* sql<{ id_puesto: string; id_competencia: number | string; n_nivel: string; valor: number | string }>`
          SELECT pc.id_puesto, pc.id_competencia, n.n_nivel, n.valor FROM puestos_competencias pc JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado
          WHERE ${sql.in("pc.id_puesto", puestos)} AND ${sql.in(
            "pc.id_competencia",
            competencies.map((c) => c.id_competencia),
          )}`
    const escala = Number(project.row.escala ?? 5)
    const expectedOf = new Map(expected.map((e) => [`${e.id_puesto}|${Number(e.id_competencia)}`, { n_nivel: e.n_nivel, valor: Number(e.valor) }]))
    const overallOf = new Map<number, Array<EvaluatorMean>>()
    for (const o of overall) overallOf.set(Number(o.id_evaluado), [...(overallOf.get(Number(o.id_evaluado)) ?? []), o])
    const competencyOf = new Map<string, Array<EvaluatorMean>>()
    for (const c of byCompetency) {
      const key = `${Number(c.id_evaluado)}|${Number(c.id_competencia)}`
      competencyOf.set(key, [...(competencyOf.get(key) ?? []), { relacion: c.relacion, media: Number(c.media) }])
    }
    const line = (id_competencia: number | null, n_competencia: string, means: ReadonlyArray<EvaluatorMean>, level: { n_nivel: string; valor: number } | undefined): Linea360 => {
      const result = scoreStored360(means, project.row)
      const esperado = level === undefined ? null : expectedOnScale(level.valor, range.min, range.max, escala)
      const gap = gap360(result.final, esperado)
      return {
        id_competencia,
        n_competencia,
        grupos: result.grupos.map((g) => ({ grupo: g.grupo, media: g.media, evaluadores: g.evaluadores })),
        ocultas: result.ocultas.length,
        media: result.final,
        porcentaje: result.porcentaje,
        n_nivel_esperado: level?.n_nivel ?? null,
        esperado,
        ...gap,
      }
    }
    return people.map(
      (p): Persona360 => ({
        id_empleado: p.id_empleado,
        colaborador: p.colaborador,
        n_depto: p.n_depto,
        n_puesto: p.n_puesto,
        lineas: [
          ...competencies.map((c) =>
            line(c.id_competencia, c.n_competencia, competencyOf.get(`${p.id_empleado}|${c.id_competencia}`) ?? [], expectedOf.get(`${p.id_puesto}|${c.id_competencia}`)),
          ),
          line(null, generalLabel, overallOf.get(p.id_empleado) ?? [], undefined),
        ],
      }),
    )
  })

/** The people of `people` with their lines, a slice at a time. */
export const grades360Of = (project: GradeProject, people: ReadonlyArray<GradeParticipant>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const competencies = yield* instrumentCompetencies(project.id_encuesta_360)
    const [range] = yield* sql<{ min: number | string | null; max: number | string | null }>`SELECT MIN(valor) AS min, MAX(valor) AS max FROM niveles_competencia`
    const bounds = { min: Number(range?.min ?? 1), max: Number(range?.max ?? 1) }
    const out: Array<Persona360> = []
    for (let i = 0; i < people.length; i += slice) out.push(...(yield* linesOf(project, people.slice(i, i + slice), competencies, bounds)))
    return out
  })

/** The cycle of the request, when it has a 360. */
export const project360 = (id_proyecto: number, principal: Principal) => gradeProject(id_proyecto, principal, ["360", "Integral"], m.sin360)

export const readGrades360Page = (request: GradeReportRequest, principal: Principal, page: PageWindow | undefined) =>
  Effect.gen(function* () {
    const project = yield* project360(request.id_proyecto, principal)
    const { people, total } = yield* gradeParticipants(project, request, principal, page)
    const filas = yield* grades360Of(project, people)
    const result: ReporteCalificaciones360 = { n_proyecto: project.n_proyecto, escala: Number(project.row.escala ?? 5), filas }
    return { result, total }
  })

export const readGrades360 = (request: GradeReportRequest, principal: Principal) => Effect.map(readGrades360Page(request, principal, undefined), (p) => p.result)
