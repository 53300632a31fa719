import { spanishMonths } from "../dates"
import { shiftDay } from "./working-days"

// The weeks of a calendar view (Entrevistas' calendar): Monday to Sunday, as Mexico counts them,
// named in Spanish words. Days are ISO text (YYYY-MM-DD), read at noon UTC so no time zone moves
// them.

const months = spanishMonths
const weekdays = ["Domingo", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes", "Sábado"] as const

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

const parts = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) })

/** 0 for Sunday to 6 for Saturday, as Date counts them. */
const weekdayOf = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay()

/** Whether the text is a real day in ISO form (2026-02-30 is not). */
export const isIsoDay = (text: string): boolean => {
  if (!isoDay.test(text)) return false
  const { year, month, date } = parts(text)
  const d = new Date(Date.UTC(year, month - 1, date))
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === date
}

/** The Monday of the week that holds `day`; a Sunday belongs to the week that began six days before. */
export const weekStart = (day: string): string => shiftDay(day, -((weekdayOf(day) + 6) % 7))

/** Whether the text names a week: a real day that is a Monday. */
export const isWeekStart = (text: string): boolean => isIsoDay(text) && weekdayOf(text) === 1

/** The Monday `weeks` weeks before (negative) or after the week of `monday`. */
export const shiftWeeks = (monday: string, weeks: number): string => shiftDay(weekStart(monday), weeks * 7)

/** The seven days of the week of `monday`, Monday first. */
export const weekDays = (monday: string): ReadonlyArray<string> => Array.from({ length: 7 }, (_, i) => shiftDay(weekStart(monday), i))

/** The first and last day of the week, as a date range filter takes them. */
export const weekRange = (monday: string): { readonly desde: string; readonly hasta: string } => {
  const start = weekStart(monday)
  return { desde: start, hasta: shiftDay(start, 6) }
}

/** "Lunes 8 de junio": a day of the week as its column names it. */
export const dayHeading = (day: string): string => {
  const { month, date } = parts(day)
  return `${weekdays[weekdayOf(day)]} ${date} de ${months[month - 1]}`
}

/**
 * The week in words: "Semana del 8 al 14 de junio de 2026"; across months "Semana del 29 de
 * junio al 5 de julio de 2026"; across years each end says its own.
 */
export const weekHeading = (monday: string): string => {
  const { desde, hasta } = weekRange(monday)
  const a = parts(desde)
  const b = parts(hasta)
  const start =
    a.year !== b.year ? `${a.date} de ${months[a.month - 1]} de ${a.year}` : a.month !== b.month ? `${a.date} de ${months[a.month - 1]}` : String(a.date)
  return `Semana del ${start} al ${b.date} de ${months[b.month - 1]} de ${b.year}`
}

/** Items of a week by day (Monday first), each day's in time order; items of other days are left out. */
export const itemsByDay = <T extends { readonly fecha: string; readonly hora: string }>(
  monday: string,
  items: ReadonlyArray<T>,
): ReadonlyArray<{ readonly day: string; readonly items: ReadonlyArray<T> }> =>
  weekDays(monday).map((day) => ({
    day,
    items: items.filter((i) => i.fecha === day).sort((x, y) => (x.hora < y.hora ? -1 : x.hora > y.hora ? 1 : 0)),
  }))
