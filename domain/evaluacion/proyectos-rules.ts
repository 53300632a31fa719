import type { RecordRule } from "../records/descriptor"
import { isDay } from "../records/rules"
import { weightsAddTo100 } from "../rules/evaluacion-objetivos"
import { evaluationPhases, evaluationProjectMessages as m } from "./proyectos-vocabulary"

// The rules of a cycle across its fields, pure so that the form and the server say the same:
// its phases follow the fixed order, each inside the project's period, none overlapping the
// next; component weights add up to 100, and so do the 360 relations' (compared in hundredths).

type Row = Readonly<Record<string, unknown>>
type Phase = { readonly fase: string; readonly f_inicio: string; readonly f_fin: string }

const phasesOf = (v: Row): ReadonlyArray<Phase> =>
  Array.isArray(v.fases)
    ? (v.fases as ReadonlyArray<Row>).flatMap((r) =>
        typeof r.fase === "string" && isDay(r.f_inicio) && isDay(r.f_fin) ? [{ fase: r.fase, f_inicio: r.f_inicio, f_fin: r.f_fin }] : [],
      )
    : []

/** The first problem of a project's phases, or undefined: order, each its own dates, the period, overlap. */
export const phaseProblem = (phases: ReadonlyArray<Phase>, start: unknown, end: unknown): string | undefined => {
  for (const p of phases) if (p.f_fin < p.f_inicio) return m.faseFinAntes
  const order = phases.map((p) => evaluationPhases.indexOf(p.fase as (typeof evaluationPhases)[number]))
  if (order.some((at, i) => at < 0 || (i > 0 && at <= (order[i - 1] ?? -1)))) return m.fasesOrden
  if (isDay(start) && isDay(end) && phases.some((p) => p.f_inicio < start || p.f_fin > end)) return m.fasesPeriodo
  for (let i = 1; i < phases.length; i++) {
    const before = phases[i - 1]
    const phase = phases[i]
    if (before !== undefined && phase !== undefined && phase.f_inicio <= before.f_fin) return m.fasesTraslape
  }
  return undefined
}

const componentWeights = ["peso_objetivos", "peso_360", "peso_operativa"] as const
const relationWeights = ["peso_auto", "peso_jefe", "peso_pares", "peso_subordinados", "peso_clientes"] as const

const allNumbers = (v: Row, names: ReadonlyArray<string>) => names.every((n) => typeof v[n] === "number")

/** Whether every weight is a number and they do not add up to 100 (empty ones are the field's own error). */
const offHundred = (v: Row, names: ReadonlyArray<string>) => allNumbers(v, names) && !weightsAddTo100(names.map((n) => Number(v[n])))

export const evaluationProjectRules: ReadonlyArray<RecordRule> = [
  { field: "fases", reads: ["fases", "f_inicio", "f_fin"], check: (v) => phaseProblem(phasesOf(v), v.f_inicio, v.f_fin) },
  {
    field: "peso_operativa",
    reads: [...componentWeights],
    check: (v) => (offHundred(v, componentWeights) ? m.pesosComponentes : undefined),
  },
  {
    field: "peso_clientes",
    reads: [...relationWeights],
    check: (v) => (offHundred(v, relationWeights) ? m.pesos360 : undefined),
  },
]

/** The last day of hire that still counts `days` of seniority on `start` (ISO days, calendar arithmetic in UTC). */
export const hiredBy = (start: string, days: number): string => {
  const [y, mo, d] = start.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) - days)).toISOString().slice(0, 10)
}

/**
 * The phase a project enters when published on `today`: the one the day falls in, else the
 * next to start (published early), else the last (its phases are over, the period is not).
 */
export const phaseOnDay = (phases: ReadonlyArray<Phase>, today: string): string | undefined =>
  (phases.find((p) => p.f_inicio <= today && today <= p.f_fin) ?? phases.find((p) => p.f_inicio > today) ?? phases[phases.length - 1])?.fase

/** The phase after `current` in the project's own list, or undefined at its last. */
export const nextPhase = (phases: ReadonlyArray<{ readonly fase: string }>, current: string): string | undefined => {
  const at = phases.findIndex((p) => p.fase === current)
  return at < 0 ? phases[0]?.fase : phases[at + 1]?.fase
}
