import { type LoanPeriod, loanPeriods } from "./prestamos-autorizados-vocabulary"
import { splitPayments } from "../rules/loan-limits"

// A loan's payment schedule (calendario de pagos) and how its payments (abonos) settle it.
//
// Dates follow the person's pay period from the first discount date: a week later each time;
// a month later (the day kept, or the month's last day when it has fewer); fortnights alternate
// between the two halves of the month as Mexican payroll pays them, the 15th and the last day
// (a first discount on another day keeps its place in its half: the 10th, then the 25th).
// Amounts split the total in whole cents, the odd cents on the first payments.
// Abonos settle the payments in order: a payment is Pagado once the abonos cover it whole.

const pad = (n: number) => String(n).padStart(2, "0")
const lastDay = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate()

interface Ymd {
  readonly y: number
  /** 0-11 */
  readonly m: number
  readonly d: number
}

const parse = (iso: string): Ymd => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)) - 1, d: Number(iso.slice(8, 10)) })
const format = ({ y, m, d }: Ymd): string => `${String(y).padStart(4, "0")}-${pad(m + 1)}-${pad(d)}`

/** The same day `months` later, or that month's last day. */
const monthsLater = (start: Ymd, months: number, day: number): Ymd => {
  const total = start.m + months
  const y = start.y + Math.floor(total / 12)
  const m = ((total % 12) + 12) % 12
  return { y, m, d: Math.min(day, lastDay(y, m)) }
}

/** The i-th fortnight (0 = the first discount) of a schedule. */
const fortnight = (first: Ymd, i: number): Ymd => {
  const endOfMonth = first.d === lastDay(first.y, first.m)
  const firstHalf = first.d <= 15
  const step = Math.floor(i / 2)
  const other = i % 2 === 1
  if (firstHalf) {
    const month = monthsLater(first, step, 1)
    if (!other) return { ...month, d: first.d }
    // The 15th pairs with the month's last day; the 10th with the 25th.
    const last = lastDay(month.y, month.m)
    return { ...month, d: first.d === 15 ? last : Math.min(first.d + 15, last) }
  }
  if (!other) {
    const month = monthsLater(first, step, 1)
    const last = lastDay(month.y, month.m)
    return { ...month, d: endOfMonth ? last : Math.min(first.d, last) }
  }
  const next = monthsLater(first, step + 1, 1)
  return { ...next, d: endOfMonth ? 15 : Math.max(1, first.d - 15) }
}

/** The dates of `n` discounts from the first one (ISO yyyy-MM-dd). */
export const paymentDates = (first: string, period: LoanPeriod, n: number): ReadonlyArray<string> => {
  const start = parse(first)
  return Array.from({ length: n }, (_, i) => {
    if (period === "02") {
      const t = new Date(Date.UTC(start.y, start.m, start.d + 7 * i))
      return format({ y: t.getUTCFullYear(), m: t.getUTCMonth(), d: t.getUTCDate() })
    }
    if (period === "05") return format(monthsLater(start, i, start.d))
    return format(fortnight(start, i))
  })
}

export interface ScheduledPayment {
  readonly num_pago: number
  readonly fecha: string
  readonly importe: number
  /** What the abonos paid of this payment so far. */
  readonly pagado: number
  /** The balance once this payment is paid whole. */
  readonly saldo: number
  readonly estado: "Pagado" | "Parcial" | "Pendiente"
}

/** The schedule of a loan of `total` in `n` payments, with `paid` (the abonos' sum) applied in order. */
export const loanSchedule = (total: number, n: number, first: string, period: LoanPeriod, paid: number): ReadonlyArray<ScheduledPayment> => {
  const dates = paymentDates(first, period, n)
  const totalCents = Math.round(total * 100)
  let leftToApply = Math.round(paid * 100)
  let balance = totalCents
  return splitPayments(totalCents, n).map((amount, i) => {
    const applied = Math.min(amount, Math.max(0, leftToApply))
    leftToApply -= applied
    balance -= amount
    return {
      num_pago: i + 1,
      fecha: dates[i] ?? first,
      importe: amount / 100,
      pagado: applied / 100,
      saldo: balance / 100,
      estado: applied === amount ? "Pagado" : applied > 0 ? "Parcial" : "Pendiente",
    }
  })
}

/** "8 pagos quincenales" */
export const paymentsPhrase = (n: number, period: LoanPeriod): string =>
  n === 1 ? `1 pago ${loanPeriods[period].nombre.toLowerCase()}` : `${n} pagos ${loanPeriods[period].plural}`
