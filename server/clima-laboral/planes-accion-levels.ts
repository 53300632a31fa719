import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type PlannedAction, type ScopeLevel, missingActions } from "../../domain/clima-laboral/planes-accion-rules"
import { columnFigure, scoreColumns } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { minimumGroup } from "../../domain/rules/nom035-group"
import { scoredAnswers } from "./reporte-calificaciones"
import { scoredGuide } from "./reporte-calificaciones-scores"
import { instrumentOf } from "../../domain/clima-laboral/cuestionario-instruments"

// The level of each scope of a closed project's whole result (CLI240's nivel_detectado and the
// check of its plan when CLI200 publishes the results): the domain's group result over every
// scored answer. A project with fewer than five answers, or of Guía I only, has no levels.

export const projectScopeLevels = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [project] = yield* sql<{ guias: string }>`SELECT guias FROM proyectos_clima WHERE id_proyecto = ${id_proyecto}`
    const guia = scoredGuide(project?.guias ?? "I")
    if (guia === null) return [] as ReadonlyArray<ScopeLevel>
    const instrument = instrumentOf(guia)
    const answers = yield* scoredAnswers(id_proyecto, guia)
    if (answers.length < minimumGroup) return [] as ReadonlyArray<ScopeLevel>
    const columns = scoreColumns(instrument)
    // The final, the categories and the domains: the scopes an action may name.
    return columns.flatMap((column, i): Array<ScopeLevel> => {
      if (column.cortes === null) return []
      const figure = columnFigure(answers, i, column)
      const nivel = "nivel" in figure ? figure.nivel : "Nulo o despreciable"
      const ambito = i === 0 ? "Final" : i <= instrument.categorias.length ? "Categoría" : "Dominio"
      return [{ ambito, n_ambito: column.nombre, nivel }]
    })
  })

/** What the project's plan lacks to publish its results (none: it may). */
export const planGaps = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const levels = yield* projectScopeLevels(id_proyecto)
    const actions = yield* sql<PlannedAction>`SELECT ambito, n_ambito, tipo_accion, estado FROM clima_acciones WHERE id_proyecto = ${id_proyecto}`
    return missingActions(levels, actions)
  })
