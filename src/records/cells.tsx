import type { ReactNode } from "react"
import { formatDate } from "../../domain/dates"
import type { AnyField } from "../../domain/records/field"
import { FlagMark } from "./FlagMark"

// How a list cell shows a field's value: flags as marks, money in pesos (es-MX, $), dates as
// dd/MM/yyyy, a choice by its label; the wire value otherwise.

const pesos = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", currencyDisplay: "narrowSymbol" })
const plainFormats = new Map<number, Intl.NumberFormat>()
/** Digit grouping with as many decimals as the field keeps. */
const plainOf = (scale: number | undefined): Intl.NumberFormat => {
  const digits = scale ?? 4
  let format = plainFormats.get(digits)
  if (format === undefined) {
    format = new Intl.NumberFormat("es-MX", { maximumFractionDigits: digits })
    plainFormats.set(digits, format)
  }
  return format
}

/** `YYYY-MM-DD` (or a timestamp starting so) as dd/MM/yyyy; anything else as it came. */
export const shownDate = formatDate

/** A number as stored, or as a form's text holds it ("350.5"). */
const numberOf = (value: unknown): number | undefined => {
  if (typeof value === "number") return value
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return undefined
}

export const cellOf = (field: AnyField, value: unknown): ReactNode => {
  if (value === null || value === undefined || value === "") return ""
  const n = numberOf(value)
  switch (field.kind) {
    case "flag":
      return <FlagMark value={String(value)} />
    case "money":
      return n === undefined ? String(value) : pesos.format(n)
    case "decimal":
    case "integer":
      return n === undefined || field.grouping === false ? String(value) : plainOf(field.scale).format(n)
    case "percent":
      return n === undefined ? String(value) : `${plainOf(field.scale).format(n)} %`
    case "date":
      return shownDate(String(value))
    case "select":
    case "picker":
      return field.choices?.find((c) => c.id === String(value))?.label ?? String(value)
    default:
      return String(value)
  }
}
