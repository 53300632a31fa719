import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type ClimateFigure,
  type ClimateGroup,
  type ReporteClima,
  type ReporteClimaRequest,
  climateReportMessages,
} from "../../domain/clima-laboral/reporte-calificaciones-api"
import {
  type Demographic,
  type Outcome,
  type ScoreColumn,
  type ScoredAnswer,
  columnFigure,
  reportGroups,
  scoreColumns,
} from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { type Instrument, domainsOf, levels } from "../../domain/rules/nom035-instrument"
import type { Principal } from "../auth/principal"
import { refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import { decodeScores, scoreProject, scoredGuide } from "./reporte-calificaciones-scores"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"

// The read of CLI230: one project of the caller's centres, only once it is closed (while answers
// come in, two readings apart would tell what the answers between them said), its responses'
// stored scores (scored on closing, or now if it was closed before they were) with the general
// data they were given, grouped and suppressed by the domain's rules. One row per response is
// read; the filters and groups are applied here, since the suppression must compare the groups
// under every coarser reading of the same filters.

export const resultsStates = ["Cerrado", "Resultados publicados"] as const

interface ProjectRow {
  readonly n_proyecto: string
  readonly guias: string
  readonly estado: string
}

interface AnswerRow {
  readonly id_depto: number | string | null
  readonly sexo: string | null
  readonly rango_edad: string | null
  readonly tiempo_puesto: string | null
  readonly tipo_puesto: string | null
  readonly puntajes: string
}

/** The project, refused when it is not the caller's, is still answered, or has no Guía II/III. */
export const closedProject = (id_proyecto: number, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [project] = yield* sql<ProjectRow>`
      SELECT n_proyecto, guias, estado FROM proyectos_clima
      WHERE id_proyecto = ${id_proyecto} AND ${scopeCondition(sql, "centro_trabajo", "id_centro_trabajo", principal, "in")}`
    if (project === undefined) return yield* refuse(404, climateReportMessages.noExiste)
    if (!(resultsStates as ReadonlyArray<string>).includes(project.estado)) return yield* refuse(409, climateReportMessages.abierto)
    const guia = scoredGuide(project.guias)
    if (guia === null) return yield* refuse(409, climateReportMessages.sinGuia)
    return { ...project, guia }
  })

// A closed project's answers never change (it cannot reopen, and only a draft is deleted), so
// each server process keeps the last few projects' decoded answers, checked against the count
// of stored scores on every read.
const cached = new Map<number, { readonly count: number; readonly answers: ReadonlyArray<ScoredAnswer> }>()
const cachedProjects = 4

/** Every scored response of a closed project with its general data. */
export const scoredAnswers = (id_proyecto: number, guia: "II" | "III") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const counts = () =>
      sql<{ respuestas: number | string; puntajes: number | string }>`SELECT
        (SELECT COUNT(*) FROM clima_respuestas WHERE id_proyecto = ${id_proyecto} AND guia = ${guia}) AS respuestas,
        (SELECT COUNT(*) FROM clima_puntajes WHERE id_proyecto = ${id_proyecto}) AS puntajes`
    let [count] = yield* counts()
    if (Number(count?.respuestas ?? 0) > Number(count?.puntajes ?? 0)) {
      yield* scoreProject(id_proyecto, guia)
      ;[count] = yield* counts()
    }
    const stored = Number(count?.puntajes ?? 0)
    const held = cached.get(id_proyecto)
    if (held !== undefined && held.count === stored) return held.answers
    const rows = yield* sql<AnswerRow>`
      SELECT r.id_depto, r.sexo, r.rango_edad, r.tiempo_puesto, r.tipo_puesto, p.puntajes
      FROM clima_puntajes p JOIN clima_respuestas r ON r.id_respuesta = p.id_respuesta
      WHERE p.id_proyecto = ${id_proyecto} AND r.guia = ${guia}`
    const answers = rows.map(
      (r): ScoredAnswer => ({
        datos: {
          id_depto: r.id_depto === null ? "" : String(r.id_depto),
          sexo: r.sexo ?? "",
          rango_edad: r.rango_edad ?? "",
          tiempo_puesto: r.tiempo_puesto ?? "",
          tipo_puesto: r.tipo_puesto ?? "",
        },
        valores: decodeScores(r.puntajes),
      }),
    )
    cached.delete(id_proyecto)
    cached.set(id_proyecto, { count: stored, answers })
    for (const key of cached.keys()) if (cached.size > cachedProjects) cached.delete(key)
    return answers
  })

/** The columns of the score vector a view shows (the distribution is the final's). */
const shownColumns = (instrument: Instrument, vista: ReporteClimaRequest["vista"]): ReadonlyArray<number> => {
  const categories = instrument.categorias.length
  const domains = domainsOf(instrument).length
  const from = (start: number, n: number) => Array.from({ length: n }, (_, i) => start + i)
  switch (vista) {
    case "final":
    case "distribucion":
      return [0]
    case "categorias":
      return from(1, categories)
    case "dominios":
      return from(1 + categories, domains)
    case "dimensiones":
      return from(1 + categories + domains, instrument.dimensiones.length)
  }
}

const figuresOf = (o: Outcome, columns: ReadonlyArray<ScoreColumn>, shown: ReadonlyArray<number>, vista: ReporteClimaRequest["vista"]): ReadonlyArray<ClimateFigure> => {
  if (o.mensaje !== null) return []
  const figures = shown.map((i) => {
    const column = columns[i] ?? { nombre: "", cortes: null }
    return { figure: columnFigure(o.miembros, i, column) }
  })
  if (vista === "distribucion") {
    const f = figures[0]?.figure
    return levels.map((l) => ({ valor: f !== undefined && "distribucion" in f ? f.distribucion[l] : 0, nivel: null }))
  }
  return figures.map(({ figure }) => ({ valor: figure.media, nivel: "nivel" in figure ? figure.nivel : null }))
}

const groupOf = (o: Outcome, nombre: string, figures: ReadonlyArray<ClimateFigure>): ClimateGroup => ({
  clave: o.clave,
  nombre,
  respuestas: o.mensaje === null ? o.respuestas : null,
  mensaje: o.mensaje,
  cifras: figures,
})

const filtersOf = (q: ReporteClimaRequest): Partial<Record<Demographic, string>> => ({
  ...(q.id_depto === undefined ? {} : { id_depto: String(q.id_depto) }),
  ...(q.sexo === undefined ? {} : { sexo: q.sexo }),
  ...(q.rango_edad === undefined ? {} : { rango_edad: q.rango_edad }),
  ...(q.tiempo_puesto === undefined ? {} : { tiempo_puesto: q.tiempo_puesto }),
  ...(q.tipo_puesto === undefined ? {} : { tipo_puesto: q.tipo_puesto }),
})

export const readClimateReport = (request: ReporteClimaRequest, principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const project = yield* closedProject(request.id_proyecto, principal)
    const instrument = instrumentOf(project.guia)
    const columns = scoreColumns(instrument)
    const shown = shownColumns(instrument, request.vista)
    const answers = yield* scoredAnswers(request.id_proyecto, project.guia)
    const { grupos, total } = reportGroups(answers, filtersOf(request), request.agrupar)
    const figures = (o: Outcome) => figuresOf(o, columns, shown, request.vista)
    const deptNames =
      request.agrupar !== "id_depto" || grupos.length === 0
        ? new Map<string, string>()
        : new Map(
            (yield* sql<{ id_depto: number | string; n_depto: string }>`SELECT id_depto, n_depto FROM departamentos WHERE ${sql.in(
              "id_depto",
              grupos.flatMap((g) => (g.clave === "" ? [] : [Number(g.clave)])),
            )}`).map((d) => [String(d.id_depto), d.n_depto]),
          )
    const nameOf = (clave: string) => (clave === "" ? "Sin dato" : request.agrupar === "id_depto" ? (deptNames.get(clave) ?? clave) : clave)
    const result: ReporteClima = {
      n_proyecto: project.n_proyecto,
      guia: project.guia,
      vista: request.vista,
      agrupar: request.agrupar,
      columnas: request.vista === "distribucion" ? [...levels] : shown.map((i) => columns[i]?.nombre ?? ""),
      grupos: grupos.map((g) => groupOf(g, nameOf(g.clave), figures(g))).toSorted((a, b) => a.nombre.localeCompare(b.nombre, "es-MX")),
      total: groupOf(total, "Total", figures(total)),
    }
    return result
  })
