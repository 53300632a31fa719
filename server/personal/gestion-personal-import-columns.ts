import { writableFields } from "../../domain/records/descriptor"
import type { AnyField } from "../../domain/records/field"
import { foldText } from "../../domain/records/fold"
import { employees } from "../../domain/personal/gestion-personal"
import type { SheetCell } from "../exports/xlsx-reader"

// The columns of Importar colaboradores: every field an alta writes (the employee record's
// descriptor, so a field added to the record is a column of the template), the photo aside. The
// header is the field's label; a header is matched folded (case and accents aside, a trailing
// "*" of a required column too). And how a cell of the uploaded file becomes the text the
// field's form schema decodes, as if typed in the record's form.

export interface ImportColumn {
  readonly field: string
  readonly header: string
  readonly spec: AnyField
  /** Whether the template marks it required (an empty cell is a problem). */
  readonly required: boolean
}

/** Fields an alta requires by a rule of its own (the position and the salary). */
const requiredByRule = new Set((employees.rules ?? []).filter((r) => r.mode === "add" && r.reads?.length === 1 && r.reads[0] === r.field).map((r) => r.field))

export const importColumns: ReadonlyArray<ImportColumn> = writableFields(employees)
  .filter(([, f]) => f.kind !== "image" && f.kind !== "rows")
  .map(([field, spec]) => ({
    field,
    header: spec.label,
    spec,
    required: ("required" in spec && typeof spec.required === "string" && spec.kind !== "flag") || requiredByRule.has(field),
  }))

/** The header as written in the template: the label, with "*" when the column is required. */
export const templateHeader = (c: ImportColumn): string => (c.required ? `${c.header} *` : c.header)

export const headerKey = (text: string): string => foldText(text.replace(/\*/g, "").trim().replace(/\s+/g, " "))

export const columnsByHeader: ReadonlyMap<string, ImportColumn> = new Map(importColumns.map((c) => [headerKey(c.header), c]))

/** Digits a code keeps even when Excel stored it as a number (its leading zeros gone). */
const fixedDigits: Partial<Record<string, number>> = { postalCode: 5, nss: 11, phone: 10 }

const pad2 = (n: number) => String(n).padStart(2, "0")
const isoOfDate = (d: Date): string => `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`

/** Excel's day numbers count from 30 December 1899. */
const excelEpoch = Date.UTC(1899, 11, 30)

/** dd/mm/yyyy (or with dashes), as people in Mexico type dates, to the wire's yyyy-mm-dd. */
const dmy = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/

/** A cell as the form's text of its column's field. */
export const cellText = (plain: SheetCell, spec: AnyField): string => {
  if (plain === null) return ""
  if (plain instanceof Date) return Number.isNaN(plain.getTime()) ? "" : isoOfDate(plain)
  if (typeof plain === "boolean") return plain ? "1" : "0"
  if (typeof plain === "number") {
    if (spec.kind === "date" && plain > 0 && plain < 2_958_466) return isoOfDate(new Date(excelEpoch + Math.round(plain) * 86_400_000))
    const digits = fixedDigits[spec.kind]
    if (digits !== undefined && Number.isInteger(plain) && plain >= 0) return String(plain).padStart(digits, "0")
    return String(plain)
  }
  const text = plain.trim()
  if (spec.kind === "date") {
    const m = dmy.exec(text)
    if (m !== null) return `${m[3]}-${pad2(Number(m[2]))}-${pad2(Number(m[1]))}`
  }
  // The first choice's label may be written instead of its key ("H" or "Hombre").
  if (spec.choices !== undefined && !spec.choices.some((c) => c.id === text)) {
    const folded = foldText(text)
    const byLabel = spec.choices.find((c) => foldText(c.label) === folded)
    if (byLabel !== undefined) return byLabel.id
  }
  if (spec.kind === "flag") {
    const folded = foldText(text)
    if (folded === "si" || folded === "sí") return "1"
    if (folded === "no") return "0"
  }
  return text
}
