// The 360 score and its anonymity (MODULES-MX §5 and §0): each relation's mean is the mean of its
// evaluators' item means (1–5); the final is Σ mean_r × w_r / Σ w_r over the relations that are
// scored (the weights renormalised), and the percent is final / escala × 100 [D].
//
// Anonymity: a relation answered by fewer evaluators than its minimum is never shown on its own.
// Such relations are pooled into "otros" (their evaluators' means together, their weights added);
// "otros" is shown and scored when the pool reaches the largest minimum among them, and hidden
// otherwise. A hidden group also leaves the score [D]: were it scored, the final minus the shown
// relations would give its mean back, and with one evaluator that is one person's answers. The
// same reason scores "otros" as one group with its pooled mean rather than each small relation
// with its own weight (two unknowns and two figures would reveal both).

export const relations360 = ["auto", "jefe", "pares", "subordinados", "clientes"] as const
export type Relation360 = (typeof relations360)[number]

export type Weights360 = Readonly<Record<Relation360, number>>

/** The default weights [D]: 10/50/20/20/0. */
export const defaultWeights360: Weights360 = { auto: 10, jefe: 50, pares: 20, subordinados: 20, clientes: 0 }

/** The default minimum of evaluators a relation needs to be shown alone. Peers and reports are confidential (3). */
export const defaultMinimums360: Readonly<Record<Relation360, number>> = { auto: 1, jefe: 1, pares: 3, subordinados: 3, clientes: 1 }

export const otrosLabel = "otros" as const

export interface Group360 {
  readonly grupo: Relation360 | typeof otrosLabel
  /** The mean of the evaluators' means, rounded to four decimals. */
  readonly media: number
  readonly evaluadores: number
  readonly peso: number
}

export interface Result360 {
  /** What may be shown: the relations at or above their minimum, and "otros" when it is. */
  readonly grupos: ReadonlyArray<Group360>
  /** The relations with answers left out for anonymity (no figure of theirs is shown or scored). */
  readonly ocultas: ReadonlyArray<Relation360>
  /** The final on the scale (four decimals), or null when nothing is scored. */
  readonly final: number | null
  /** final / escala × 100 (two decimals), or null. */
  readonly porcentaje: number | null
}

const round = (n: number, decimals: number): number => {
  const f = 10 ** decimals
  return Math.round(Number((n * f).toFixed(6))) / f
}

const mean = (xs: ReadonlyArray<number>): number => xs.reduce((s, x) => s + x, 0) / xs.length

/** The mean of one relation: the mean of its evaluators' item means; null without answers. */
export const relationMean = (evaluatorMeans: ReadonlyArray<number>): number | null =>
  evaluatorMeans.length === 0 ? null : mean(evaluatorMeans)

/**
 * The 360 result of one person. `answers` holds, per relation, each evaluator's mean of the items
 * they answered; relations absent or empty have no answers. Weights are percents (Σ 100 in the
 * project), minimums per relation default to `defaultMinimums360`.
 */
export const score360 = (
  answers: Partial<Readonly<Record<Relation360, ReadonlyArray<number>>>>,
  pesos: Weights360 = defaultWeights360,
  minimos: Partial<Readonly<Record<Relation360, number>>> = {},
  escala = 5,
): Result360 => {
  const shown: Array<{ grupo: Relation360 | typeof otrosLabel; means: ReadonlyArray<number>; peso: number }> = []
  const pooled: Array<number> = []
  const pooledRelations: Array<Relation360> = []
  let pooledWeight = 0
  let pooledMinimum = 0
  for (const r of relations360) {
    const means = (answers[r] ?? []).filter((m) => Number.isFinite(m))
    if (means.length === 0) continue
    const min = Math.max(1, minimos[r] ?? defaultMinimums360[r])
    if (means.length >= min) {
      shown.push({ grupo: r, means, peso: pesos[r] })
    } else {
      pooled.push(...means)
      pooledRelations.push(r)
      pooledWeight += pesos[r]
      pooledMinimum = Math.max(pooledMinimum, min)
    }
  }
  const otrosShown = pooled.length > 0 && pooled.length >= pooledMinimum
  if (otrosShown) shown.push({ grupo: otrosLabel, means: pooled, peso: pooledWeight })
  const grupos = shown.map((g) => ({ grupo: g.grupo, media: round(mean(g.means), 4), evaluadores: g.means.length, peso: g.peso }))
  const scored = shown.filter((g) => g.peso > 0)
  const weight = scored.reduce((s, g) => s + g.peso, 0)
  const raw = weight > 0 ? scored.reduce((s, g) => s + mean(g.means) * g.peso, 0) / weight : null
  return {
    grupos,
    ocultas: otrosShown ? [] : pooledRelations,
    final: raw === null ? null : round(raw, 4),
    porcentaje: raw === null || escala <= 0 ? null : round((raw / escala) * 100, 2),
  }
}
