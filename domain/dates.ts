/** An ISO date (yyyy-MM-dd, optionally with a time) shown as dd/MM/yyyy. */
export const toDisplayDate = (iso: string | null): string | null => {
  if (iso === null) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null
}

/** A date as people read it, dd/MM/yyyy; a text that is no ISO date is shown as it came. */
export const formatDate = (value: string): string => toDisplayDate(value) ?? value

// Built once: a time-zone formatter costs far more to make than to use.
const mexicoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" })

/** The day in Mexico City at the instant `nowMs`, yyyy-MM-dd. */
export const mexicoIsoDay = (nowMs: number): string => mexicoDay.format(new Date(nowMs))

/** Today's date in Mexico City as yyyy-MM-dd (a page's default cut-off date). */
export const todayInMexico = (): string => mexicoIsoDay(Date.now())

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/

/** The same day one calendar month later (the 31st of January gives the last day of February). */
export const oneMonthAfter = (iso: string): string => {
  const m = isoDay.exec(iso)
  if (m === null) return iso
  const year = Number(m[1])
  const month = Number(m[2])
  const day = Number(m[3])
  const nextYear = month === 12 ? year + 1 : year
  const nextMonth = month === 12 ? 1 : month + 1
  const last = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate()
  return `${nextYear}-${String(nextMonth).padStart(2, "0")}-${String(Math.min(day, last)).padStart(2, "0")}`
}

/** The months as Mexican Spanish writes them in a date ("23 de noviembre de 2026"). */
export const spanishMonths = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"] as const
