import { sumCents } from "../rules/money-rounding"
import { type Objective, type Priority, objectives } from "./proyectos-dnc-vocabulary"

// FOR100's pure rules (MODULES-MX §3): the priority an imported gap gets, the plan's line of
// each tema consolidated from the needs, and the five objectives of LFT art. 153-F ranked as
// the DC-2 asks. The server reads the needs grouped in SQL and folds the groups here, so the
// page, the sheet, the PDF and the tests read the same lines.

/**
 * An imported gap's priority by how far the person is from what the puesto expects [D]: the
 * fulfilment COM300 shows (assessed / expected value) under 50 % is Alta, under 75 % Media,
 * else Baja. Expected 3 and assessed 1 (33 %) is Alta; 4 and 2 (50 %) Media; 4 and 3 (75 %) Baja.
 */
export const priorityBands: ReadonlyArray<readonly [belowPercent: number, priority: Priority]> = [
  [50, "Alta"],
  [75, "Media"],
]

export const gapPriority = (valorEsperado: number, valorEvaluado: number): Priority => {
  const percent = valorEsperado <= 0 ? 100 : (valorEvaluado * 100) / valorEsperado
  return priorityBands.find(([below]) => percent < below)?.[1] ?? "Baja"
}

/** The needs of one tema with the same objective, modalidad and quarter, summed (one SQL group). */
export interface NeedGroup {
  /** The tema as the group spells it (the first spelling, by code points). */
  readonly tema: string
  /** The tema compared without case or accents: needs spelled differently are one line. */
  readonly clave: string
  readonly objetivo_153f: Objective
  readonly id_modalidad: string | null
  readonly n_modalidad: string | null
  readonly trimestre: number | null
  readonly necesidades: number
  readonly participantes: number
  /** Σ horas × participantes: the hours of training the line means (horas-hombre). */
  readonly horas: number
  readonly costo: number
}

export interface PlanLine {
  readonly clave: string
  readonly tema: string
  readonly necesidades: number
  readonly participantes: number
  readonly horas: number
  readonly costo: number
  /** The objective most of its participants need (ties: the lower fraction). */
  readonly objetivo_153f: Objective
  /** The modalidad most of its participants need, when any says one. */
  readonly n_modalidad: string | null
  /** The quarters its needs fall in, in order; empty when none is scheduled. */
  readonly trimestres: ReadonlyArray<number>
  /** Whether some of its needs have no quarter yet. */
  readonly sinTrimestre: boolean
}

const objectiveOrder = (o: Objective): number => objectives.findIndex((x) => x.id === o)

/** The key with the greatest weight; ties go to the first in `order`. */
const heaviest = <K>(weights: ReadonlyMap<K, number>, order: (k: K) => number): K | undefined =>
  [...weights.entries()].sort((a, b) => b[1] - a[1] || order(a[0]) - order(b[0]))[0]?.[0]

const add = <K>(map: Map<K, number>, key: K, n: number) => map.set(key, (map.get(key) ?? 0) + n)

/**
 * One line per tema, the most participants first (then by tema): the counts, participants and
 * hours summed, the cost summed in cents, the dominant objective and modalidad, the quarters.
 */
export const planLines = (groups: ReadonlyArray<NeedGroup>): ReadonlyArray<PlanLine> => {
  const byTema = new Map<string, Array<NeedGroup>>()
  for (const g of groups) byTema.set(g.clave, [...(byTema.get(g.clave) ?? []), g])
  const lines = [...byTema.entries()].map(([clave, gs]): PlanLine => {
    const byObjective = new Map<Objective, number>()
    const byModality = new Map<string, number>()
    const quarters = new Set<number>()
    for (const g of gs) {
      add(byObjective, g.objetivo_153f, g.participantes)
      if (g.n_modalidad !== null) add(byModality, g.n_modalidad, g.participantes)
      if (g.trimestre !== null) quarters.add(g.trimestre)
    }
    // The line is named as its most participants' needs spell it (ties: the first by code points).
    const named = [...gs].sort((a, b) => b.participantes - a.participantes || (a.tema < b.tema ? -1 : a.tema > b.tema ? 1 : 0))[0]
    return {
      clave,
      tema: named?.tema ?? clave,
      necesidades: gs.reduce((s, g) => s + g.necesidades, 0),
      participantes: gs.reduce((s, g) => s + g.participantes, 0),
      horas: gs.reduce((s, g) => s + g.horas, 0),
      costo: sumCents(gs.map((g) => g.costo)),
      objetivo_153f: heaviest(byObjective, objectiveOrder) ?? "I",
      n_modalidad: heaviest(byModality, (m) => [...byModality.keys()].sort().indexOf(m)) ?? null,
      trimestres: [...quarters].sort((a, b) => a - b),
      sinTrimestre: gs.some((g) => g.trimestre === null),
    }
  })
  return lines.sort((a, b) => b.participantes - a.participantes || a.tema.localeCompare(b.tema, "es"))
}

export interface PlanTotals {
  readonly necesidades: number
  readonly participantes: number
  readonly horas: number
  readonly costo: number
}

export const planTotals = (lines: ReadonlyArray<PlanLine>): PlanTotals => ({
  necesidades: lines.reduce((s, l) => s + l.necesidades, 0),
  participantes: lines.reduce((s, l) => s + l.participantes, 0),
  horas: lines.reduce((s, l) => s + l.horas, 0),
  costo: sumCents(lines.map((l) => l.costo)),
})

/** "1, 3", with "sin programar" for needs without a quarter; "Sin programar" alone when none has one. */
export const quartersText = (line: Pick<PlanLine, "trimestres" | "sinTrimestre">): string => {
  const listed = line.trimestres.map(String).join(", ")
  if (listed === "") return "Sin programar"
  return line.sinTrimestre ? `${listed} y sin programar` : listed
}

/**
 * The five objectives ranked 1 to 5 as the DC-2 asks [D]: by the participants the needs give
 * each (most first), ties and objectives no need names by their fraction's order.
 */
export const rankedObjectives = (
  groups: ReadonlyArray<Pick<NeedGroup, "objetivo_153f" | "participantes">>,
): ReadonlyArray<{ readonly rank: number; readonly id: Objective; readonly label: string; readonly participantes: number }> => {
  const weight = new Map<Objective, number>()
  for (const g of groups) add(weight, g.objetivo_153f, g.participantes)
  return [...objectives]
    .sort((a, b) => (weight.get(b.id) ?? 0) - (weight.get(a.id) ?? 0) || objectiveOrder(a.id) - objectiveOrder(b.id))
    .map((o, i) => ({ rank: i + 1, id: o.id, label: o.label, participantes: weight.get(o.id) ?? 0 }))
}
