import { seededContractTypes } from "./plantilla-contrato"
import { indefiniteCode, initialTrainingCode, trialCode } from "./gestion-contratos-vocabulary"

// The terms a contract starts from when nobody wrote them yet: the draft an ALTA stores for its
// hire and the demo's contracts. The employee record keeps no schedule, duties or beneficiaries,
// so these are the usual ones, written in words HR corrects in the draft before activating it.

/** A working schedule within the legal maximum of each SAT jornada (LFT 60, 61). */
export const scheduleOfJornada = (jornada: string | null): string => {
  switch (jornada) {
    case "02":
      return "Lunes a sábado de 22:00 a 5:00"
    case "03":
      return "Lunes a sábado de 14:00 a 21:30"
    case "05":
      return "Lunes a viernes de 9:00 a 13:00"
    default:
      return "Lunes a viernes de 9:00 a 18:00"
  }
}

/** The duties when the puesto states no objective. */
export const defaultDuties = "Las descritas en el perfil del puesto"

/** The seeded CON100 key of a SAT code ('01' → IND), preferred among the types of that code. */
export const seededKeyOf = (sat: string): string | undefined => seededContractTypes.find((t) => t.sat === sat)?.id

/**
 * The SAT code whose CON100 type a hire's contract takes: the employee record's, or indeterminado
 * when it names none, since a relation without an express stipulation is indefinite (LFT 35).
 */
export const hireContractCode = (recorded: string | null): string => (recorded === null || recorded.trim() === "" ? indefiniteCode : recorded.trim())

/** The probation days a trial contract starts with: its type's days, never past LFT 39-A's 30. */
export const startingTrialDays = (sat: string, defaultDays: number | null): number | null => (sat === trialCode ? Math.min(defaultDays ?? 30, 30) : null)

/** The months of initial training a 06 contract starts with: LFT 39-B's 3, valid for any puesto. */
export const startingTrainingMonths = (sat: string): number | null => (sat === initialTrainingCode ? 3 : null)
