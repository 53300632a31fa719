import { spanishMonths } from "../../domain/dates"

// Dates as a printed document writes them in Mexico: "23 de noviembre de 2026".

const months = spanishMonths

/** `YYYY-MM-DD` in words; the text as it came when it is not such a date. */
export const spanishDate = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  const month = match ? months[Number(match[2]) - 1] : undefined
  if (!match || month === undefined) return iso
  return `${Number(match[3])} de ${month} de ${match[1]}`
}
