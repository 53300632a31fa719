import { formatDate } from "../dates"
import { shiftDay } from "../rules/working-days"
import { failedProbation, followUpMessages, probationResults } from "./seguimientos-contratos-vocabulary"

// Seguimientos de contratos (CON220): the probation rule of a follow-up, pure. A probation runs
// natural days from the contract's start, so its last day is f_inicio + dias_prueba − 1; a
// "No aprobó prueba" must be dated within it (LFT 39-A: the relation ends during the trial).

export interface ProbationTerms {
  readonly f_inicio: string
  readonly dias_prueba: number | null
}

/** The last day of the probation, or undefined for a contract without one. */
export const probationEnd = (c: ProbationTerms): string | undefined =>
  c.dias_prueba === null || c.dias_prueba < 1 ? undefined : shiftDay(c.f_inicio, c.dias_prueba - 1)

/** What is wrong with a follow-up's result on this contract, if anything. */
export const probationProblem = (c: ProbationTerms, resultado: string | null, f_seguimiento: string): string | undefined => {
  if (resultado === null || !probationResults.includes(resultado)) return undefined
  const end = probationEnd(c)
  if (end === undefined) return followUpMessages.sinPrueba
  return resultado === failedProbation && f_seguimiento > end ? followUpMessages.pruebaVencida(formatDate(end)) : undefined
}
