import { contractMessages } from "../contratos/gestion-contratos-vocabulary"
import { shiftDay, shiftMonths } from "./working-days"

// The periods of a contract (LFT 39-A, 39-B, 39-D, 39; MODULES-MX §2 CON210): how long a
// probation or an initial training may last for a position, that neither comes twice for one
// person, that two Vigente contracts of a person never share a day, and what a renewal proposes.

/** What decides the longer limits: a Directivo puesto ('D') or one flagged technical/professional specialized. */
export interface PositionKind {
  readonly tipo_puesto: string | null
  readonly especializado: boolean
}

/** Dirección, gerencia, administración or specialized work (LFT 39-A, 39-B). */
export const longerLimits = (p: PositionKind): boolean => p.tipo_puesto === "D" || p.especializado

/** Up to 30 natural days, 180 for those positions (LFT 39-A). */
export const maxProbationDays = (p: PositionKind): number => (longerLimits(p) ? 180 : 30)

/** Up to 3 months, 6 for those positions (LFT 39-B). */
export const maxTrainingMonths = (p: PositionKind): number => (longerLimits(p) ? 6 : 3)

export const probationProblem = (dias_prueba: number, p: PositionKind): string | undefined => {
  const max = maxProbationDays(p)
  if (dias_prueba <= max) return undefined
  return max === 30 ? contractMessages.prueba30 : contractMessages.prueba180
}

export const trainingProblem = (meses: number, p: PositionKind): string | undefined => {
  const max = maxTrainingMonths(p)
  if (meses <= max) return undefined
  return max === 3 ? contractMessages.capacitacion3 : contractMessages.capacitacion6
}

/** A contract's probation or initial training, as the 39-D rule reads it. */
export interface TrialOrTraining {
  readonly id_contrato: string
  readonly estado: string
  readonly dias_prueba: number | null
  readonly meses_capacitacion: number | null
}

const carriesOne = (c: TrialOrTraining): boolean => (c.dias_prueba ?? 0) > 0 || (c.meses_capacitacion ?? 0) > 0

/**
 * Neither a probation nor an initial training applies twice to one person (LFT 39-D): a contract
 * carrying one is refused when another of theirs, not a draft or cancelled (never in force), did.
 */
export const repeatedTrialProblem = (candidate: TrialOrTraining, others: ReadonlyArray<TrialOrTraining>): string | undefined =>
  carriesOne(candidate) && others.some((o) => o.id_contrato !== candidate.id_contrato && o.estado !== "Borrador" && o.estado !== "Cancelado" && carriesOne(o))
    ? contractMessages.repetida
    : undefined

export interface ContractSpan {
  readonly id_contrato: string
  readonly estado: string
  readonly f_inicio: string
  /** None: open-ended (indeterminado). */
  readonly f_fin: string | null
}

const spansMeet = (a: ContractSpan, b: ContractSpan): boolean => (a.f_fin === null || b.f_inicio <= a.f_fin) && (b.f_fin === null || a.f_inicio <= b.f_fin)

/** Two Vigente contracts of one person may not share a day; a Borrador (or any other state) blocks nothing. */
export const overlapProblem = (candidate: ContractSpan, others: ReadonlyArray<ContractSpan>): string | undefined =>
  others.some((o) => o.id_contrato !== candidate.id_contrato && o.estado === "Vigente" && spansMeet(candidate, o)) ? contractMessages.traslape : undefined

export interface RenewalProposal {
  readonly f_inicio: string
  readonly num_renovacion: number
  /** Past renovaciones_max_determinado: the renewal warns and goes through RENOVACION_CONTRATO. */
  readonly warning: string | undefined
}

/** The next contract: it starts the day after the previous ends (no gap) and counts one more renewal. */
export const renewalOf = (previous: { readonly f_fin: string; readonly num_renovacion: number | null }, maxRenewals: number): RenewalProposal => {
  const num_renovacion = (previous.num_renovacion ?? 0) + 1
  return {
    f_inicio: shiftDay(previous.f_fin, 1),
    num_renovacion,
    warning: num_renovacion > maxRenewals ? contractMessages.renovacionesSucesivas : undefined,
  }
}

/**
 * The end of a renewal that lasts `months` from the day after the previous end: the day before
 * the same day `months` later (2026-07-01 + 6 months ends 2026-12-31); a day the month lacks
 * clamps to its last, then the day before (from 2026-01-31, one month ends 2026-02-27).
 */
export const renewalEndAfter = (previousEnd: string, months: number): string => shiftDay(shiftMonths(shiftDay(previousEnd, 1), months), -1)
