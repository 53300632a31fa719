import { legalBenefits, offerMessages } from "../seleccion/ofertas-candidatos-vocabulary"
import { hundredths } from "../organizacion/gestionar-puestos-rules"
import { maxProbationDays, type PositionKind } from "./contratos-periodos"
import { contractMessages } from "../contratos/gestion-contratos-vocabulary"

// The rules of an offer (SEL360, MODULES-MX §6) as pure functions the form and the server share:
// - the monthly salary is the daily one × 30.4 (the month the tabulador is kept in), in centavos;
// - a monthly salary outside the puesto's tabulador goes through OFERTA_FUERA_TABULADOR;
// - probation within LFT 39-A (30 natural days, 180 for directive or specialized positions);
// - the benefits at least the law's: aguinaldo 15 days (LFT 87), prima vacacional 25 % (LFT 80),
//   vacaciones 12 days in the first year (LFT 76);
// - the proposed start and the answer deadline not in the past, the deadline not after the start;
// - an offer still Enviada past its deadline is Vencida (the daily job).

/** The monthly salary of a daily one: × 30.4, half-up to centavos. */
export const monthlySalary = (daily: number): number => Math.round((hundredths(daily) * 304) / 10) / 100

/** The puesto's tabulador (monthly; either end may be missing). */
export interface Tabulador {
  readonly salario_min: number | null
  readonly salario_max: number | null
}

/** Whether the daily salary's month falls outside the tabulador (a missing end does not bound). */
export const outsideTabulador = (daily: number, t: Tabulador): boolean => {
  const month = hundredths(monthlySalary(daily))
  return (t.salario_min !== null && month < hundredths(t.salario_min)) || (t.salario_max !== null && month > hundredths(t.salario_max))
}

/** The probation's problem for the position (LFT 39-A); none when no probation is offered. */
export const offerProbationProblem = (dias: number | null, p: PositionKind): string | undefined => {
  if (dias === null || dias <= 0) return undefined
  const max = maxProbationDays(p)
  if (dias <= max) return undefined
  return max === 30 ? contractMessages.prueba30 : contractMessages.prueba180
}

export interface OfferBenefits {
  readonly dias_aguinaldo: number | null
  readonly pct_prima_vacacional: number | null
  readonly dias_vacaciones: number | null
}

/** Each benefit under its legal floor, by field. A missing one is the form's "required". */
export const benefitProblems = (b: OfferBenefits): ReadonlyArray<{ readonly field: keyof OfferBenefits; readonly message: string }> => [
  ...(b.dias_aguinaldo !== null && b.dias_aguinaldo < legalBenefits.aguinaldo ? [{ field: "dias_aguinaldo" as const, message: offerMessages.aguinaldo }] : []),
  ...(b.pct_prima_vacacional !== null && hundredths(b.pct_prima_vacacional) < hundredths(legalBenefits.primaVacacional)
    ? [{ field: "pct_prima_vacacional" as const, message: offerMessages.primaVacacional }]
    : []),
  ...(b.dias_vacaciones !== null && b.dias_vacaciones < legalBenefits.vacaciones ? [{ field: "dias_vacaciones" as const, message: offerMessages.vacaciones }] : []),
]

export interface OfferDates {
  readonly f_ingreso_propuesta: string | null
  readonly f_limite_respuesta: string | null
}

/** The dates' problems on `today` (Mexico City's day, the server's clock). */
export const offerDateProblems = (d: OfferDates, today: string): ReadonlyArray<{ readonly field: keyof OfferDates; readonly message: string }> => [
  ...(d.f_ingreso_propuesta !== null && d.f_ingreso_propuesta < today ? [{ field: "f_ingreso_propuesta" as const, message: offerMessages.ingresoPasado }] : []),
  ...(d.f_limite_respuesta !== null && d.f_limite_respuesta < today ? [{ field: "f_limite_respuesta" as const, message: offerMessages.limitePasado }] : []),
  ...(d.f_limite_respuesta !== null && d.f_ingreso_propuesta !== null && d.f_limite_respuesta > d.f_ingreso_propuesta
    ? [{ field: "f_limite_respuesta" as const, message: offerMessages.limiteTardio }]
    : []),
]

/** An Enviada offer whose deadline passed before `today` is Vencida: the deadline day still counts. */
export const offerExpired = (estado: string, f_limite_respuesta: string | null, today: string): boolean =>
  estado === "Enviada" && f_limite_respuesta !== null && f_limite_respuesta < today

