import { roundCents as roundHalfUp } from "../rules/money-rounding"
import { type GroupScore, groupMessages, groupScore, minimumGroup } from "../rules/nom035-group"
import { type Cuts, type Instrument, domainsOf } from "../rules/nom035-instrument"
import type { QuestionnaireScore } from "../rules/nom035-scoring"

// Which groups of CLI230 may show their figures (MODULES-MX §4.2 [D]). A group of fewer than five
// answers is suppressed; so is one whose figures, set beside another reading, would isolate fewer
// than five answers:
// - against any coarser cell (the same conditions, filters and group value, with some left out:
//   the same group under fewer filters, the whole reading's total, a coarser total): the answers
//   between the two must be none or at least five;
// - against the total: when the suppressed groups hold between one and four answers together,
//   the total minus the groups shown would give them away, so the smallest group shown goes too
//   until they hold none or at least five.
// Nothing here reads the answers' content; the figures of a shown group are nom035-group's
// (groupScore: the mean banded with the same cuts and the share of individual levels), computed
// only for the columns a view shows, over each answer's scores as one vector.

export const demographics = ["id_depto", "sexo", "rango_edad", "tiempo_puesto", "tipo_puesto"] as const
export type Demographic = (typeof demographics)[number]

export const suppressionMessages = {
  menos: groupMessages.suprimido,
  diferencia: "Grupo suprimido: comparado con otra consulta revelaría un grupo con menos de 5 respuestas",
} as const

/** One answer's general data (the department's id as text; "" when not given) and its scores (scoreVector). */
export interface ScoredAnswer {
  readonly datos: Readonly<Record<Demographic, string>>
  readonly valores: ReadonlyArray<number>
}

/** A column of the scores: its name and cut points (a dimension has none). */
export interface ScoreColumn {
  readonly nombre: string
  readonly cortes: Cuts | null
}

/** The columns of an instrument's scores, in vector order: final, categories, domains, dimensions. */
export const scoreColumns = (instrument: Instrument): ReadonlyArray<ScoreColumn> => [
  { nombre: "Calificación final", cortes: instrument.final },
  ...instrument.categorias.map((c) => ({ nombre: c.nombre, cortes: c.cortes })),
  ...domainsOf(instrument).map((d) => ({ nombre: d.nombre, cortes: d.cortes })),
  ...instrument.dimensiones.map((d) => ({ nombre: d.nombre, cortes: null })),
]

/** A questionnaire's scores as one vector, in scoreColumns' order. */
export const scoreVector = (s: QuestionnaireScore): ReadonlyArray<number> => [
  s.final.valor,
  ...s.categorias.map((c) => c.valor),
  ...s.dominios.map((d) => d.valor),
  ...s.dimensiones.map((d) => d.valor),
]

/** A shown group's figure of one column: the banded mean, or a dimension's plain mean. */
export const columnFigure = (members: ReadonlyArray<ScoredAnswer>, index: number, column: ScoreColumn): GroupScore | { readonly media: number } => {
  const values = members.map((a) => a.valores[index] ?? 0)
  if (column.cortes !== null) return groupScore(values, column.cortes)
  return { media: roundHalfUp(values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)) }
}

export type Filters = Partial<Readonly<Record<Demographic, string>>>

export interface Outcome {
  readonly clave: string
  /** How many answers the group holds (never shown for a suppressed group). */
  readonly respuestas: number
  /** Why the group is suppressed; null: it shows. */
  readonly mensaje: string | null
  readonly miembros: ReadonlyArray<ScoredAnswer>
}

/** Every subset of the filters, the whole one last. */
const subsets = <T>(xs: ReadonlyArray<T>): ReadonlyArray<ReadonlyArray<T>> => Array.from({ length: 2 ** xs.length }, (_, mask) => xs.filter((_, i) => (mask & (1 << i)) !== 0))

const matches = (a: ScoredAnswer, filters: ReadonlyArray<readonly [Demographic, string]>) => filters.every(([k, v]) => a.datos[k] === v)

/** The groups of the answers the filters keep, by `by`, and their total, each shown or suppressed. */
export const reportGroups = (
  answers: ReadonlyArray<ScoredAnswer>,
  filters: Filters,
  by: Demographic,
): { readonly grupos: ReadonlyArray<Outcome>; readonly total: Outcome } => {
  const active = demographics.flatMap((d): Array<readonly [Demographic, string]> => {
    const v = filters[d]
    return v === undefined ? [] : [[d, v]]
  })
  const kept = answers.filter((a) => matches(a, active))
  const members = new Map<string, Array<ScoredAnswer>>()
  for (const a of kept) {
    const held = members.get(a.datos[by])
    if (held === undefined) members.set(a.datos[by], [a])
    else held.push(a)
  }
  // A figure is the cell of its conditions: the filters and, for a group, its value. Every coarser
  // cell (some conditions left out) is another reading someone could take, so the answers
  // counted under each subset of the filters, by group (and in all, keyed null), are compared.
  const whole = subsets(active).length - 1
  const readings = subsets(active).map((subset) => {
    const counts = new Map<string | null, number>()
    for (const a of answers) {
      if (!matches(a, subset)) continue
      counts.set(a.datos[by], (counts.get(a.datos[by]) ?? 0) + 1)
      counts.set(null, (counts.get(null) ?? 0) + 1)
    }
    return counts
  })
  const near = (count: number, n: number) => count - n > 0 && count - n < minimumGroup
  const reveals = (key: string | null, n: number) =>
    readings.some((counts, i) => (key !== null && i !== whole && near(counts.get(key) ?? 0, n)) || ((key !== null || i !== whole) && near(counts.get(null) ?? 0, n)))
  const judge = (key: string | null, group: ReadonlyArray<ScoredAnswer>): string | null =>
    group.length < minimumGroup ? suppressionMessages.menos : reveals(key, group.length) ? suppressionMessages.diferencia : null
  const total: Outcome = { clave: "", respuestas: kept.length, mensaje: judge(null, kept), miembros: kept }
  const grupos = [...members.entries()].map(([clave, group]): Outcome => ({ clave, respuestas: group.length, mensaje: judge(clave, group), miembros: group }))
  if (total.mensaje !== null) return { grupos, total }
  // Secondary suppression: the total less the groups shown must not single out a few answers.
  const final = [...grupos]
  for (;;) {
    const concealed = final.filter((g) => g.mensaje !== null).reduce((t, g) => t + g.respuestas, 0)
    if (concealed === 0 || concealed >= minimumGroup) break
    const shown = final.filter((g) => g.mensaje === null).toSorted((a, b) => a.respuestas - b.respuestas)[0]
    if (shown === undefined) break
    final[final.indexOf(shown)] = { ...shown, mensaje: suppressionMessages.diferencia }
  }
  return { grupos: final, total }
}
