import { roundCents as roundHalfUp } from "./money-rounding"
import { type Cuts, type Instrument, type Level, levelOf, levels } from "./nom035-instrument"
import type { QuestionnaireScore } from "./nom035-scoring"

// A group's result (MODULES-MX §4.2, CLI230 [D]): the score of a department, a sex or any group is
// the mean of its members' individual scores, banded with the same cut points, shown with the
// share of individual levels (% of the group at Nulo … Muy alto). A group of fewer than five
// answers is suppressed, so nobody's answers can be read off a small group's figures.

export const minimumGroup = 5

export const groupMessages = {
  suprimido: "Grupo con menos de 5 respuestas",
} as const

export interface GroupScore {
  /** The mean, rounded to two decimals (the level is judged on the exact mean). */
  readonly media: number
  readonly nivel: Level
  /** The percentage of the group at each level, two decimals. */
  readonly distribucion: Readonly<Record<Level, number>>
}

/** The mean of a set of individual values, its level and the share of individual levels. */
export const groupScore = (values: ReadonlyArray<number>, cuts: Cuts): GroupScore => {
  const n = values.length
  const mean = n === 0 ? 0 : values.reduce((a, b) => a + b, 0) / n
  const counts = new Map<Level, number>(levels.map((l) => [l, 0]))
  for (const v of values) {
    const level = levelOf(v, cuts)
    counts.set(level, (counts.get(level) ?? 0) + 1)
  }
  const distribucion = Object.fromEntries(levels.map((l) => [l, n === 0 ? 0 : roundHalfUp(((counts.get(l) ?? 0) * 100) / n)])) as Record<Level, number>
  return { media: roundHalfUp(mean), nivel: levelOf(mean, cuts), distribucion }
}

export type GroupResult =
  | { readonly suprimido: true; readonly respuestas: number; readonly mensaje: string }
  | {
      readonly suprimido: false
      readonly respuestas: number
      readonly final: GroupScore
      readonly categorias: ReadonlyArray<GroupScore & { readonly nombre: string }>
      readonly dominios: ReadonlyArray<GroupScore & { readonly nombre: string }>
      readonly dimensiones: ReadonlyArray<{ readonly nombre: string; readonly media: number }>
    }

/** The group's result from its members' scores, or its suppression under five answers. */
export const groupResult = (instrument: Instrument, scores: ReadonlyArray<QuestionnaireScore>): GroupResult => {
  const n = scores.length
  if (n < minimumGroup) return { suprimido: true, respuestas: n, mensaje: groupMessages.suprimido }
  const domains = instrument.categorias.flatMap((c) => c.dominios)
  return {
    suprimido: false,
    respuestas: n,
    final: groupScore(
      scores.map((s) => s.final.valor),
      instrument.final,
    ),
    categorias: instrument.categorias.map((c, i) => ({ nombre: c.nombre, ...groupScore(scores.map((s) => s.categorias[i]?.valor ?? 0), c.cortes) })),
    dominios: domains.map((d, i) => ({ nombre: d.nombre, ...groupScore(scores.map((s) => s.dominios[i]?.valor ?? 0), d.cortes) })),
    dimensiones: instrument.dimensiones.map((d, i) => ({ nombre: d.nombre, media: roundHalfUp(scores.reduce((t, s) => t + (s.dimensiones[i]?.valor ?? 0), 0) / n) })),
  }
}
