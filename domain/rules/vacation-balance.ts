import { completedYears, seniority } from "./seniority"
import { vacationDaysOfServiceYear } from "./vacation-days"
import { isWorkingDay, shiftDay } from "./working-days"

// The vacation balance the kiosk shows and a vacation request is checked against (DOMAIN-MX
// 4.8, LFT art. 76 and 81). Dates are ISO `YYYY-MM-DD` text, as the database keeps them.
//
// - A year of service runs from one anniversary of f_antiguedad to the day before the next. The
//   days earned by the last completed year (LFT art. 76: 12 for the first, and so on) are taken
//   during the year running: that is dias_derecho, 0 in the first year.
// - Days count as working days (working-days.ts: Monday to Friday without the LFT art. 74 rest
//   days), the ones a vacation actually spends.
// - dias_tomados are the working days of the approved periods within the year running, plus
//   those the year before took beyond its own right: days taken in advance come out of the
//   right they were advanced from. [D]
// - Advance vacations (SPEC 3.3 meses_vacas, "Meses cumplidos para vacaciones anticipadas"):
//   once meses_vacas whole months of the year running have passed, the days of the year being
//   earned may be requested too. No parameter (or 0) means no advance.
// - Requests still in their flow count against what may be requested, so two requests cannot
//   spend the same days.

export interface VacationPeriod {
  readonly f_inicio: string
  readonly f_fin: string
}

export interface VacationBalanceInput {
  readonly f_antiguedad: string
  readonly today: string
  /** meses_vacas of the system parameters; null or 0: no advance vacations. */
  readonly meses_vacas: number | null
  /** Approved vacation periods of the person (any dates). */
  readonly approved: ReadonlyArray<VacationPeriod>
  /** Vacation requests still waiting for a decision. */
  readonly pending: ReadonlyArray<VacationPeriod>
}

export interface VacationBalance {
  /** Days of LFT art. 76 earned by the last completed year of service. */
  readonly dias_derecho: number
  /** Working days taken against that right (advance taken the year before included). */
  readonly dias_tomados: number
  /** dias_derecho - dias_tomados, never below 0. */
  readonly dias_disponibles: number
  /** Working days of the requests still in their flow. */
  readonly dias_en_tramite: number
  /** The year of service running: from its anniversary to the day before the next. */
  readonly periodo_desde: string
  readonly periodo_hasta: string
  /** '1' when the meses_vacas months of the year running have passed. */
  readonly anticipadas: "1" | "0"
  /** Days of the year being earned that may be taken in advance now (0 without advance). */
  readonly dias_anticipables: number
  /** What a new request may take: right + advance - taken - in process, never below 0. */
  readonly dias_solicitables: number
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/** f_antiguedad plus `years` years; 29 February falls on 28 February in a common year. */
export const anniversary = (fAntiguedad: string, years: number): string => {
  const [y, m, d] = fAntiguedad.split("-").map(Number) as [number, number, number]
  const year = y + years
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate()
  return `${pad(year, 4)}-${pad(m)}-${pad(Math.min(d, last))}`
}

/** The later and the earlier of two ISO dates (text: Math.max would make numbers of them). */
export const laterDate = (a: string, b: string): string => (a.localeCompare(b) >= 0 ? a : b)
export const earlierDate = (a: string, b: string): string => (a.localeCompare(b) <= 0 ? a : b)

/** Working days of a period, counting only those between `from` and `to` when given. */
export const workingDaysIn = (period: VacationPeriod, from = period.f_inicio, to = period.f_fin): number => {
  const start = laterDate(period.f_inicio, from)
  const end = earlierDate(period.f_fin, to)
  let days = 0
  for (let day = start; day <= end; day = shiftDay(day, 1)) if (isWorkingDay(day)) days += 1
  return days
}

const workingDaysWithin = (periods: ReadonlyArray<VacationPeriod>, from: string, to: string): number =>
  periods.reduce((sum, p) => (p.f_fin < from || p.f_inicio > to ? sum : sum + workingDaysIn(p, from, to)), 0)

export const vacationBalance = (input: VacationBalanceInput): VacationBalance => {
  const years = input.today < input.f_antiguedad ? 0 : completedYears(input.f_antiguedad, input.today)
  const desde = anniversary(input.f_antiguedad, years)
  const hasta = shiftDay(anniversary(input.f_antiguedad, years + 1), -1)
  const derecho = vacationDaysOfServiceYear(years)
  let carried = 0
  if (years >= 1) {
    const before = workingDaysWithin(input.approved, anniversary(input.f_antiguedad, years - 1), shiftDay(desde, -1))
    carried = Math.max(0, before - vacationDaysOfServiceYear(years - 1))
  }
  const tomados = workingDaysWithin(input.approved, desde, hasta) + carried
  const enTramite = input.pending.reduce((sum, p) => sum + workingDaysIn(p), 0)
  const elapsed = seniority(desde, input.today)
  const months = elapsed === null ? 0 : elapsed.years * 12 + elapsed.months
  const anticipadas = input.meses_vacas !== null && input.meses_vacas > 0 && months >= input.meses_vacas
  const anticipables = anticipadas ? vacationDaysOfServiceYear(years + 1) : 0
  return {
    dias_derecho: derecho,
    dias_tomados: tomados,
    dias_disponibles: Math.max(0, derecho - tomados),
    dias_en_tramite: enTramite,
    periodo_desde: desde,
    periodo_hasta: hasta,
    anticipadas: anticipadas ? "1" : "0",
    dias_anticipables: anticipables,
    dias_solicitables: Math.max(0, derecho + anticipables - tomados - enTramite),
  }
}

/** The longest vacation one request may span, in calendar days. [D] */
export const maxRequestSpanDays = 60

export const vacationRequestTexts = {
  fInicioRequerida: "La fecha de inicio es requerida",
  fFinRequerida: "La fecha de fin es requerida",
  fechasInvertidas: "La fecha de fin debe ser igual o posterior a la fecha de inicio",
  inicioPasado: "Las vacaciones no pueden iniciar antes de hoy",
  inicioLejano: "Las vacaciones deben iniciar dentro del próximo año",
  periodoLargo: `El periodo no puede exceder ${maxRequestSpanDays} días naturales`,
  sinDiasHabiles: "El periodo elegido no incluye días hábiles",
  traslapeAutorizadas: "Las fechas se traslapan con vacaciones ya autorizadas",
  traslapeEnTramite: "Las fechas se traslapan con otra solicitud de vacaciones en trámite",
  excedeSaldo: (pedidos: number, disponibles: number) =>
    `Los días solicitados (${pedidos}) exceden los días que puede solicitar (${disponibles})`,
} as const

const overlaps = (a: VacationPeriod, b: VacationPeriod): boolean => a.f_inicio <= b.f_fin && b.f_inicio <= a.f_fin

/** Calendar days from one ISO date to another (0 for the same day). */
const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/**
 * A refused request: the message, the field it belongs to, and whether it is a conflict with
 * stored data (an overlap, the balance) rather than a wrong input (dates).
 */
export interface VacationRequestProblem {
  readonly message: string
  readonly field: "f_inicio" | "f_fin"
  readonly conflict: boolean
}

/**
 * Why a vacation request cannot be filed, or null: dates in order, from today on, within a year
 * and 60 days long at most, at least one working day, no overlap with approved periods nor with
 * requests in process, and no more working days than the balance lets request.
 */
export const vacationRequestProblem = (
  period: VacationPeriod,
  input: VacationBalanceInput,
): VacationRequestProblem | null => {
  if (period.f_fin < period.f_inicio) return { message: vacationRequestTexts.fechasInvertidas, field: "f_fin", conflict: false }
  if (period.f_inicio < input.today) return { message: vacationRequestTexts.inicioPasado, field: "f_inicio", conflict: false }
  if (daysBetween(input.today, period.f_inicio) > 366) return { message: vacationRequestTexts.inicioLejano, field: "f_inicio", conflict: false }
  if (daysBetween(period.f_inicio, period.f_fin) + 1 > maxRequestSpanDays) return { message: vacationRequestTexts.periodoLargo, field: "f_fin", conflict: false }
  const dias = workingDaysIn(period)
  if (dias === 0) return { message: vacationRequestTexts.sinDiasHabiles, field: "f_fin", conflict: false }
  if (input.approved.some((p) => overlaps(p, period))) return { message: vacationRequestTexts.traslapeAutorizadas, field: "f_inicio", conflict: true }
  if (input.pending.some((p) => overlaps(p, period))) return { message: vacationRequestTexts.traslapeEnTramite, field: "f_inicio", conflict: true }
  const { dias_solicitables } = vacationBalance(input)
  if (dias > dias_solicitables) return { message: vacationRequestTexts.excedeSaldo(dias, dias_solicitables), field: "f_fin", conflict: true }
  return null
}
