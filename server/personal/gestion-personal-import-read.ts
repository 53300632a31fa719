import { Either, ParseResult, Schema } from "effect"
import { type ImportProblem, importMaxRows, importMessages, importSheetLimits } from "../../domain/personal/gestion-personal-import-api"
import type { FormValue } from "../../domain/records/field"
import { employees } from "../../domain/personal/gestion-personal"
import { type SheetCell, XlsxRefused, readFirstSheet } from "../exports/xlsx-reader"
import { JobRefusal } from "../workers/job-refusal"
import { type ImportColumn, cellText, columnsByHeader, headerKey, importColumns } from "./gestion-personal-import-columns"

// The reading half of Importar colaboradores, run on a worker thread (server/workers/): the
// sheet streamed under the limits of importSheetLimits, the columns found by their headers and
// every row decoded by the employee record's own form schemas and rules, as if typed in its
// form. No database here: what comes back is checked against it on the main thread.

const firstMessage = (error: ParseResult.ParseError): string => ParseResult.ArrayFormatter.formatErrorSync(error)[0]?.message ?? `El valor de ${error.message} no es válido`

/** A cell's outcome: the field's value, or the Spanish problem with it. */
type Decoded = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string }

/**
 * Each column's decoder for one file, remembering what it answered per text: a file repeats its
 * companies, centres, catalogue keys and dates thousands of times, and a schema decode costs tens
 * of microseconds (10,000 rows x 50 columns). Unique texts (CURP, names) are decoded once each.
 */
const fileDecoders = () => {
  const decoders = new Map(
    importColumns.map((c) => {
      const decode = Schema.decodeUnknownEither(c.spec.form as Schema.Schema<unknown, FormValue>)
      const seen = new Map<string, Decoded>()
      const run = (text: string): Decoded => {
        const known = seen.get(text)
        if (known !== undefined) return known
        const result = decode(text)
        const decoded: Decoded = Either.isRight(result) ? { ok: true, value: result.right } : { ok: false, message: firstMessage(result.left) }
        if (seen.size < 50_000) seen.set(text, decoded)
        return decoded
      }
      return [c.field, run] as const
    }),
  )
  return (field: string, text: string): Decoded => decoders.get(field)?.(text) ?? { ok: false, message: "" }
}

/** The add-mode rules of the record (required on save, identity cross-checks, position and salary required). */
const addRules = (employees.rules ?? []).filter((r) => r.mode === undefined || r.mode === "add")

export interface ParsedRow {
  readonly fila: number
  readonly values: Readonly<Record<string, unknown>>
  readonly problems: Array<{ readonly field: string; readonly message: string }>
}

/** A row's cells through each column's form schema, then the record's rules on what decoded. */
const parseRow = (decode: ReturnType<typeof fileDecoders>, fila: number, texts: ReadonlyMap<string, string>): ParsedRow => {
  const values: Record<string, unknown> = {}
  const failed = new Set<string>()
  const problems: Array<{ field: string; message: string }> = []
  for (const c of importColumns) {
    // An empty cell takes the form's initial value (persona clave 0, régimen 605, salario fijo).
    const raw = texts.get(c.field) ?? ""
    const text = raw === "" && typeof c.spec.initial === "string" ? c.spec.initial : raw
    const decoded = decode(c.field, text)
    if (!decoded.ok) {
      failed.add(c.field)
      values[c.field] = null
      problems.push({ field: c.field, message: decoded.message })
    } else values[c.field] = decoded.value
  }
  for (const rule of addRules) {
    if (failed.has(rule.field) || (rule.reads ?? []).some((f) => failed.has(f))) continue
    if (problems.some((p) => p.field === rule.field)) continue
    const message = rule.check(values)
    if (message !== undefined) problems.push({ field: rule.field, message })
  }
  return { fila, values, problems }
}

/** A header cell's text. */
const headerText = (value: SheetCell | undefined): string =>
  typeof value === "string" ? value.trim() : value === null || value === undefined ? "" : String(value).trim()

export interface ReadFile {
  readonly rows: ReadonlyArray<ParsedRow>
  /** Problems of the file itself (columns, size); the rows carry their own. */
  readonly problems: ReadonlyArray<ImportProblem>
}

const refusalMessage = (refused: XlsxRefused): JobRefusal => {
  switch (refused.reason) {
    case "notXlsx":
      return new JobRefusal(400, importMessages.noEsExcel)
    case "tooLarge":
      return new JobRefusal(413, importMessages.descomprimidoGrande)
    case "tooManyRows":
      return new JobRefusal(413, importMessages.hojaConDemasiadasFilas)
    case "tooManyColumns":
      return new JobRefusal(413, importMessages.hojaConDemasiadasColumnas)
    case "cellTooLong":
      return new JobRefusal(413, importMessages.celdaLarga(refused.fila))
  }
}

/** The file's first sheet; a refusal (JobRefusal) when it is no workbook, has no sheet or passes a limit. */
const readSheet = async (bytes: Uint8Array) => {
  try {
    const rows = await readFirstSheet(bytes, importSheetLimits)
    if (rows === undefined) throw new JobRefusal(400, importMessages.sinHoja)
    return rows
  } catch (error) {
    if (error instanceof XlsxRefused) throw refusalMessage(error)
    throw error
  }
}

/** Reads the file: the columns by their headers, each row with data decoded (no database yet). */
export const readImportFile = async (bytes: Uint8Array): Promise<ReadFile> => {
  const sheetRows = await readSheet(bytes)
  const problems: Array<ImportProblem> = []
  const byColumn = new Map<number, ImportColumn>()
  const seen = new Set<string>()
  const header = sheetRows.find((r) => r.fila === 1)?.cells ?? []
  header.forEach((value, col) => {
    const text = headerText(value)
    if (text === "") return
    const column = columnsByHeader.get(headerKey(text))
    if (column === undefined) problems.push({ fila: 1, columna: text, mensaje: importMessages.columnaDesconocida(text) })
    else if (seen.has(column.field)) problems.push({ fila: 1, columna: text, mensaje: importMessages.columnaRepetida(column.header) })
    else {
      seen.add(column.field)
      byColumn.set(col, column)
    }
  })
  for (const c of importColumns) {
    if (c.required && !seen.has(c.field)) problems.push({ fila: 1, columna: c.header, mensaje: importMessages.faltaColumna(c.header) })
  }
  if (problems.length > 0) return { rows: [], problems }

  const rows: Array<ParsedRow> = []
  const decode = fileDecoders()
  for (const row of sheetRows) {
    if (row.fila === 1) continue
    const texts = new Map<string, string>()
    for (const [col, column] of byColumn) {
      const text = cellText(row.cells[col] ?? null, column.spec)
      if (text !== "") texts.set(column.field, text)
    }
    if (texts.size === 0) continue
    if (rows.length >= importMaxRows) return { rows: [], problems: [{ fila: row.fila, columna: "", mensaje: importMessages.demasiadasFilas }] }
    rows.push(parseRow(decode, row.fila, texts))
  }
  if (rows.length === 0) return { rows: [], problems: [{ fila: 2, columna: "", mensaje: importMessages.sinFilas }] }
  return { rows, problems }
}
