import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import {
  type ClimateFigure,
  type ClimateGroup,
  type ReporteClima,
  type ReporteClimaRequest,
  climateReportMessages,
} from "../../domain/clima-laboral/reporte-calificaciones-api"
import { type Demographic, type Outcome, type ScoredAnswer, reportGroups } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { type Instrument, domainsOf, levels } from "../../domain/rules/nom035-instrument"
import type { Principal } from "../auth/principal"
import { refuse } from "../http/failure"
import { scopeCondition } from "../records/queries"
import { decodeScores, instrumentOf, scoreProject, scoredGuide } from "./reporte-calificaciones-scores"

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

/** Every scored response of a closed project with its general data. */
export const scoredAnswers = (id_proyecto: number, guia: "II" | "III", instrument: Instrument) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* scoreProject(id_proyecto, guia)
    const rows = yield* sql<AnswerRow>`
      SELECT r.id_depto, r.sexo, r.rango_edad, r.tiempo_puesto, r.tipo_puesto, p.puntajes
      FROM clima_puntajes p JOIN clima_respuestas r ON r.id_respuesta = p.id_respuesta
      WHERE p.id_proyecto = ${id_proyecto} AND r.guia = ${guia}`
    return rows.map(
      (r): ScoredAnswer => ({
        datos: {
          id_depto: r.id_depto === null ? "" : String(r.id_depto),
          sexo: r.sexo ?? "",
          rango_edad: r.rango_edad ?? "",
          tiempo_puesto: r.tiempo_puesto ?? "",
          tipo_puesto: r.tipo_puesto ?? "",
        },
        score: decodeScores(instrument, r.puntajes),
      }),
    )
  })

/** The column names of a view. */
const columnsOf = (instrument: Instrument, vista: ReporteClimaRequest["vista"]): ReadonlyArray<string> => {
  switch (vista) {
    case "final":
      return ["Calificación final"]
    case "categorias":
      return instrument.categorias.map((c) => c.nombre)
    case "dominios":
      return domainsOf(instrument).map((d) => d.nombre)
    case "dimensiones":
      return instrument.dimensiones.map((d) => d.nombre)
    case "distribucion":
      return [...levels]
  }
}

const figuresOf = (o: Outcome, vista: ReporteClimaRequest["vista"]): ReadonlyArray<ClimateFigure> => {
  const r = o.resultado
  if (r.suprimido) return []
  switch (vista) {
    case "final":
      return [{ valor: r.final.media, nivel: r.final.nivel }]
    case "categorias":
      return r.categorias.map((c) => ({ valor: c.media, nivel: c.nivel }))
    case "dominios":
      return r.dominios.map((d) => ({ valor: d.media, nivel: d.nivel }))
    case "dimensiones":
      return r.dimensiones.map((d) => ({ valor: d.media, nivel: null }))
    case "distribucion":
      return levels.map((l) => ({ valor: r.final.distribucion[l], nivel: null }))
  }
}

const groupOf = (o: Outcome, nombre: string, vista: ReporteClimaRequest["vista"]): ClimateGroup => ({
  clave: o.clave,
  nombre,
  respuestas: o.resultado.suprimido ? null : o.respuestas,
  mensaje: o.resultado.suprimido ? o.resultado.mensaje : null,
  cifras: figuresOf(o, vista),
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
    const answers = yield* scoredAnswers(request.id_proyecto, project.guia, instrument)
    const { grupos, total } = reportGroups(instrument, answers, filtersOf(request), request.agrupar)
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
      columnas: columnsOf(instrument, request.vista),
      grupos: grupos.map((g) => groupOf(g, nameOf(g.clave), request.vista)).toSorted((a, b) => a.nombre.localeCompare(b.nombre, "es-MX")),
      total: groupOf(total, "Total", request.vista),
    }
    return result
  })
