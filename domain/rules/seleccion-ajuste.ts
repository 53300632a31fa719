// A candidate's fit to the vacancy's puesto (MODULES-MX §6 competencias-candidatos):
//   ajuste % = Σ min(evaluado / esperado, 1) × peso / Σ peso × 100
// over every competency the puesto expects (COM250), levels compared by the value of the one
// scale (COM050): 3/4 at 50, 3/3 at 30, 2/5 at 20 is 75.50 %. A competency not yet assessed
// counts as 0 [D]: the ranking compares candidates, and one assessed on fewer competencies must
// not rank above one assessed on all of them; the page shows how many were assessed.

export interface ExpectedCompetency {
  readonly id_competencia: number
  /** The value of the expected level. */
  readonly esperado: number
  readonly peso: number
}

export interface CandidateFit {
  /** The fit in percent, rounded to two decimals; null when the puesto expects nothing. */
  readonly ajuste: number | null
  readonly evaluadas: number
  readonly total: number
}

/** One competency's share: min(evaluado / esperado, 1), 0 when unassessed. */
export const logro = (esperado: number, evaluado: number | null): number => {
  if (evaluado === null || evaluado <= 0) return 0
  if (esperado <= 0 || evaluado >= esperado) return 1
  return evaluado / esperado
}

/** The candidate's fit over the puesto's competencies, from the assessed values by competency. */
export const ajusteCandidato = (expected: ReadonlyArray<ExpectedCompetency>, assessed: ReadonlyMap<number, number>): CandidateFit => {
  const weights = expected.reduce((s, c) => s + c.peso, 0)
  const evaluadas = expected.filter((c) => assessed.has(c.id_competencia)).length
  if (expected.length === 0 || weights <= 0) return { ajuste: null, evaluadas, total: expected.length }
  const sum = expected.reduce((s, c) => s + logro(c.esperado, assessed.get(c.id_competencia) ?? null) * c.peso, 0)
  return { ajuste: Math.round(((sum / weights) * 100 + Number.EPSILON) * 100) / 100, evaluadas, total: expected.length }
}

export interface RankedCandidate {
  readonly id_asignacion: number
  readonly nombre: string
  readonly ajuste: number | null
}

/**
 * The ranking of a vacancy's candidates: highest fit first, then by name (a stable order the
 * page and the test agree on); a candidate without a figure goes last. Ties share a position.
 */
export const rankCandidates = <C extends RankedCandidate>(candidates: ReadonlyArray<C>): ReadonlyArray<C & { readonly posicion: number }> => {
  const sorted = [...candidates].sort((a, b) => (b.ajuste ?? -1) - (a.ajuste ?? -1) || a.nombre.localeCompare(b.nombre, "es") || a.id_asignacion - b.id_asignacion)
  let last: number | null | undefined
  let position = 0
  return sorted.map((c, i) => {
    if (c.ajuste !== last) position = i + 1
    last = c.ajuste
    return { ...c, posicion: position }
  })
}
