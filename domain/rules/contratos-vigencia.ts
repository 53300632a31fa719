import { type ContractState, type StoredContractState, contractMessages } from "../contratos/gestion-contratos-vocabulary"
import { shiftDay } from "./working-days"

// A contract's time (MODULES-MX §2, expiry alerts): the days left to its f_fin counted on Mexico
// City's day, the colour of that count, the state a reader sees (Por vencer and Vencido are never
// stored: they follow from the dates), and which alert the daily job sends. All days are ISO
// dates (yyyy-MM-dd); "today" is the caller's Mexico City day (todayInMexico on the server).

const utcDay = (iso: string): number => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export const daysFrom = (from: string, to: string): number => Math.round((utcDay(to) - utcDay(from)) / 86_400_000)

/** `dias_restantes = f_fin − hoy`; none for a contract without an end. */
export const daysLeft = (f_fin: string | null, today: string): number | null => (f_fin === null ? null : daysFrom(today, f_fin))

export type ExpiryBand = "rojo" | "ambar" | "amarillo" | "vencido"

/** ≤ 7 rojo, ≤ 15 ámbar, ≤ 30 amarillo, < 0 Vencido; beyond 30 (or no end) no colour. */
export const expiryBand = (days: number | null): ExpiryBand | null => {
  if (days === null) return null
  if (days < 0) return "vencido"
  if (days <= 7) return "rojo"
  if (days <= 15) return "ambar"
  if (days <= 30) return "amarillo"
  return null
}

export interface ContractTime {
  readonly estado: StoredContractState
  readonly f_fin: string | null
  /** Whether the person is still active (the relation subsists). */
  readonly empleado_activo: boolean
}

/**
 * The state shown: a Vigente contract past f_fin with the person still active is Vencido (LFT 39:
 * the relation goes on, extended); within the first alert threshold it is Por vencer. Every other
 * state is the stored one.
 */
export const contractState = (c: ContractTime, today: string, firstThreshold = 30): ContractState => {
  if (c.estado !== "Vigente") return c.estado
  const days = daysLeft(c.f_fin, today)
  if (days === null) return "Vigente"
  if (days < 0) return c.empleado_activo ? "Vencido" : "Vigente"
  return days <= firstThreshold ? "Por vencer" : "Vigente"
}

/** The sentence a Vencido contract shows, none otherwise. */
export const contractStateNote = (state: ContractState): string | undefined => (state === "Vencido" ? contractMessages.prorrogado : undefined)

export interface ExpiryAlert {
  /** The threshold the alert names. */
  readonly threshold: number
  /** Every threshold the alert settles: recorded as sent, never sent again. */
  readonly settles: ReadonlyArray<number>
}

/**
 * The alert to send on a day `days` before f_fin, given the thresholds (e.g. [30, 15, 7]) and
 * those already sent. It is due on the day equal to a threshold; a job that missed that day sends
 * the highest pending threshold once [D], settling every threshold already reached, so a run
 * after a gap sends one alert, not one per missed day. Nothing once the contract has ended.
 */
export const expiryAlert = (days: number | null, thresholds: ReadonlyArray<number>, sent: ReadonlyArray<number>): ExpiryAlert | null => {
  if (days === null || days < 0) return null
  const reached = thresholds.filter((t) => days <= t)
  const pending = reached.filter((t) => !sent.includes(t))
  if (pending.length === 0) return null
  return { threshold: Math.max(...pending), settles: reached }
}

/** The last day of a probation: f_inicio + dias_prueba − 1 (natural days). */
export const probationEnd = (f_inicio: string, dias_prueba: number): string => shiftDay(f_inicio, dias_prueba - 1)

/** The day the probation alert goes out: 7 days before its last day, to force its evaluation (CON220). */
export const probationAlertDay = (f_inicio: string, dias_prueba: number): string => shiftDay(probationEnd(f_inicio, dias_prueba), -7)

/** Whether the probation alert is due today: on its day, or later while the probation lasts and it was not sent. */
export const probationAlertDue = (f_inicio: string, dias_prueba: number, today: string, sent: boolean): boolean =>
  !sent && today >= probationAlertDay(f_inicio, dias_prueba) && today <= probationEnd(f_inicio, dias_prueba)
