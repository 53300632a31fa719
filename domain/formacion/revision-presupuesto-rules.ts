import { minusCents, sumCents } from "../rules/money-rounding"

// FOR150's rules (MODULES-MX §3): a budget version's total, what the courses linked to its DNC
// project have committed (their planned cost, unless cancelled) and spent (their real costs), and
// the authorization's floor: an authorized budget never falls below what is committed.

export const budgetMessages = {
  bajoComprometido: "El presupuesto autorizado no puede ser menor al monto comprometido",
} as const

export interface LinkedCourse {
  readonly estado: string
  readonly costo_estimado: number
  readonly costos_reales: ReadonlyArray<number>
}

export const budgetTotal = (lines: ReadonlyArray<{ readonly monto: number }>): number => sumCents(lines.map((l) => l.monto))

/** Σ planned cost of the linked courses that are not cancelled. */
export const committed = (courses: ReadonlyArray<LinkedCourse>): number =>
  sumCents(courses.filter((c) => c.estado !== "Cancelado").map((c) => c.costo_estimado))

/** Σ real costs of the linked courses (a cancelled course may have spent already). */
export const spent = (courses: ReadonlyArray<LinkedCourse>): number => sumCents(courses.flatMap((c) => c.costos_reales))

/** What is left to commit; negative when the courses already exceed the budget. */
export const available = (budget: number, commitment: number): number => minusCents(budget, commitment)

export const belowCommittedProblem = (budget: number, commitment: number): string | undefined =>
  Math.round(budget * 100) < Math.round(commitment * 100) ? budgetMessages.bajoComprometido : undefined

/** The lines' totals by one of their fields (department, expense concept), largest first. */
export const totalsBy = <K extends string>(
  lines: ReadonlyArray<Readonly<Record<K, unknown>> & { readonly monto: number }>,
  field: K,
): ReadonlyArray<{ readonly id: string; readonly total: number }> => {
  const cents = new Map<string, number>()
  for (const line of lines) {
    const id = String(line[field])
    cents.set(id, (cents.get(id) ?? 0) + Math.round(line.monto * 100))
  }
  return [...cents].map(([id, c]) => ({ id, total: c / 100 })).sort((a, b) => b.total - a.total || a.id.localeCompare(b.id))
}
