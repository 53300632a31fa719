import type { Level } from "../rules/nom035-instrument"
import { type ActionScope, actionMessages } from "./planes-accion-vocabulary"

// What publishing a project's results asks of its action plan (MODULES-MX §4.2, the NOM's
// "criterios para la toma de acciones"): every scope (the final, each category, each domain) of
// the whole project at Medio or worse needs at least one action not cancelled, and one at Muy
// alto needs an "Evaluación específica" among them. Judged on the project's total result
// (server/clima-laboral/planes-accion-levels.ts).

export interface ScopeLevel {
  readonly ambito: ActionScope
  readonly n_ambito: string
  readonly nivel: Level
}

export interface PlannedAction {
  readonly ambito: string
  readonly n_ambito: string
  readonly tipo_accion: string
  readonly estado: string
}

const needsAction: ReadonlyArray<Level> = ["Medio", "Alto", "Muy alto"]

/** The scope as a message names it: "la calificación final", "la categoría Ambiente de trabajo". */
const named = (s: ScopeLevel) => (s.ambito === "Final" ? "la calificación final" : `${s.ambito === "Categoría" ? "la categoría" : "el dominio"} ${s.n_ambito}`)

/** What the plan lacks to publish, one message each (none: it may publish). */
export const missingActions = (scopes: ReadonlyArray<ScopeLevel>, actions: ReadonlyArray<PlannedAction>): ReadonlyArray<string> =>
  scopes.flatMap((s) => {
    if (!needsAction.includes(s.nivel)) return []
    // The final score is one scope whatever its action calls it; a category or domain by its name.
    const own = actions.filter((a) => a.ambito === s.ambito && (s.ambito === "Final" || a.n_ambito === s.n_ambito) && a.estado !== "Cancelada")
    if (own.length === 0) return [actionMessages.falta(named(s), s.nivel)]
    if (s.nivel === "Muy alto" && !own.some((a) => a.tipo_accion === "Evaluación específica")) return [actionMessages.faltaEspecifica(named(s))]
    return []
  })
