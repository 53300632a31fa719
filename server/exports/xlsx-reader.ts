import { StringDecoder } from "node:string_decoder"
import { XmlError, type XmlHandler, XmlPieceTooLong, XmlScanner } from "./xml-scanner"
import { type InflateBudget, type ZipEntry, ZipMalformed, ZipTooLarge, inflateEntry, inflateSmallEntry, zipEntries } from "./zip-reader"

// The first sheet of an uploaded .xlsx, streamed: the zip's parts are inflated piece by piece and
// scanned as they come, and the reading stops at the first limit passed (inflated size, rows,
// columns, the length of one cell's text), before more of the file is read. Without styles (a
// date arrives as Excel's day number, as the import's date columns expect) and without formulas
// (a formula cell gives its last result).

/** A cell as the sheet holds it. */
export type SheetCell = string | number | boolean | Date | null

/** One row: Excel's row number and its cells by column (1-based, sparse). */
export interface SheetRow {
  readonly fila: number
  readonly cells: ReadonlyArray<SheetCell>
}

export interface XlsxLimits {
  /** Inflated bytes of every part read, together. */
  readonly maxInflatedBytes: number
  readonly maxRows: number
  readonly maxColumns: number
  /** Characters of one cell's text (a shared string counts as the cells that use it). */
  readonly maxCellChars: number
}

export type XlsxRefusalReason = "notXlsx" | "tooLarge" | "tooManyRows" | "tooManyColumns" | "cellTooLong"

/** Why the file is refused, and where when it is one row's or cell's fault. */
export class XlsxRefused extends Error {
  constructor(
    readonly reason: XlsxRefusalReason,
    readonly fila?: number,
  ) {
    super(reason)
  }
}

const smallPartMax = 4 * 1024 * 1024

/** "AB12" -> 28 (1-based column of a cell reference). */
const columnOf = (reference: string): number => {
  let column = 0
  for (const ch of reference) {
    const code = ch.charCodeAt(0)
    if (code < 65 || code > 90) break
    column = column * 26 + (code - 64)
  }
  return column
}

/** Scans an entry through `handler`, inflating it piece by piece. */
const scanEntry = async (zip: Buffer, entry: ZipEntry, budget: InflateBudget, handler: XmlHandler, maxPiece: number): Promise<void> => {
  const scanner = new XmlScanner(handler, maxPiece)
  const decoder = new StringDecoder("utf8")
  for await (const piece of inflateEntry(zip, entry, budget)) scanner.feed(decoder.write(piece))
  scanner.feed(decoder.end())
  scanner.end()
}

const relationships = async (zip: Buffer, entries: ReadonlyMap<string, ZipEntry>, path: string, budget: InflateBudget) => {
  const entry = entries.get(path)
  const out: Array<{ id: string; type: string; target: string }> = []
  if (entry === undefined) return out
  const xml = (await inflateSmallEntry(zip, entry, budget, smallPartMax)).toString("utf8")
  const scanner = new XmlScanner(
    {
      open: (name, a) => {
        if (name === "Relationship") out.push({ id: a.get("Id") ?? "", type: a.get("Type") ?? "", target: a.get("Target") ?? "" })
      },
      close: () => {},
      text: () => {},
    },
    smallPartMax,
  )
  scanner.feed(xml)
  scanner.end()
  return out
}

/** A relationship's target as a path in the zip (relative to xl/, or absolute). */
const partPath = (target: string): string => (target.startsWith("/") ? target.slice(1) : `xl/${target}`)

/** The paths of the first sheet and of the shared strings (when the workbook has them). */
const workbookParts = async (zip: Buffer, entries: ReadonlyMap<string, ZipEntry>, budget: InflateBudget) => {
  const workbook = entries.get("xl/workbook.xml")
  if (workbook === undefined) throw new XlsxRefused("notXlsx")
  const xml = (await inflateSmallEntry(zip, workbook, budget, smallPartMax)).toString("utf8")
  let firstSheet: string | undefined
  const scanner = new XmlScanner(
    {
      open: (name, a) => {
        if (name === "sheet" && firstSheet === undefined) firstSheet = a.get("id") ?? ""
      },
      close: () => {},
      text: () => {},
    },
    smallPartMax,
  )
  scanner.feed(xml)
  scanner.end()
  const rels = await relationships(zip, entries, "xl/_rels/workbook.xml.rels", budget)
  const sheetRel = rels.find((r) => r.id === firstSheet)
  const stringsRel = rels.find((r) => r.type.endsWith("/sharedStrings"))
  return {
    sheet: firstSheet === undefined ? undefined : sheetRel === undefined ? "xl/worksheets/sheet1.xml" : partPath(sheetRel.target),
    strings: stringsRel === undefined ? (entries.has("xl/sharedStrings.xml") ? "xl/sharedStrings.xml" : undefined) : partPath(stringsRel.target),
  }
}

/** The shared strings table: the text of each <si> (its runs joined, phonetic guides left out). */
const sharedStrings = async (zip: Buffer, entry: ZipEntry, budget: InflateBudget, limits: XlsxLimits): Promise<ReadonlyArray<string>> => {
  const strings: Array<string> = []
  let current: string | undefined
  let inText = false
  let phonetic = 0
  await scanEntry(
    zip,
    entry,
    budget,
    {
      open: (name, _, selfClosing) => {
        if (name === "si") current = ""
        else if (name === "rPh") phonetic++
        else if (name === "t" && !selfClosing) inText = true
      },
      close: (name) => {
        if (name === "si") {
          strings.push(current ?? "")
          current = undefined
        } else if (name === "rPh") phonetic--
        else if (name === "t") inText = false
      },
      text: (text) => {
        if (!inText || phonetic > 0 || current === undefined) return
        current += text
        if (current.length > limits.maxCellChars) throw new XlsxRefused("cellTooLong")
      },
    },
    limits.maxCellChars * 8,
  )
  return strings
}

const readRows = async (zip: Buffer, entry: ZipEntry, budget: InflateBudget, strings: ReadonlyArray<string>, limits: XlsxLimits) => {
  const rows: Array<SheetRow> = []
  let rowNumber = 0
  let cells: Array<SheetCell> | undefined
  let column = 0
  let type = ""
  let value: string | undefined
  let capturing = false
  let phonetic = 0
  const tooLong = () => new XlsxRefused("cellTooLong", rowNumber > 0 ? rowNumber : undefined)

  const cellValue = (): SheetCell => {
    if (value === undefined) return null
    switch (type) {
      case "s": {
        const text = strings[Number(value)]
        return text === undefined ? null : text
      }
      case "inlineStr":
      case "str":
        return value
      case "b":
        return value.trim() === "1"
      case "e":
        return null
      case "d": {
        const date = new Date(value)
        return Number.isNaN(date.getTime()) ? null : date
      }
      default: {
        if (value.trim() === "") return null
        const n = Number(value)
        return Number.isFinite(n) ? n : null
      }
    }
  }

  await scanEntry(
    zip,
    entry,
    budget,
    {
      open: (name, a, selfClosing) => {
        switch (name) {
          case "row": {
            const r = Number(a.get("r"))
            rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1
            if (rows.length >= limits.maxRows || rowNumber > limits.maxRows) throw new XlsxRefused("tooManyRows", rowNumber)
            cells = []
            column = 0
            if (selfClosing) cells = undefined
            break
          }
          case "c": {
            const reference = a.get("r")
            column = reference === undefined ? column + 1 : columnOf(reference)
            if (column < 1) throw new XlsxRefused("notXlsx")
            if (column > limits.maxColumns) throw new XlsxRefused("tooManyColumns", rowNumber)
            type = a.get("t") ?? "n"
            value = undefined
            break
          }
          case "v":
          case "t":
            // A phonetic guide's text is not the cell's.
            if (!selfClosing && phonetic === 0) capturing = true
            value ??= ""
            break
          case "rPh":
            phonetic++
            break
        }
      },
      close: (name) => {
        if (name === "v" || name === "t") capturing = false
        else if (name === "rPh") phonetic--
        else if (name === "c") {
          const cell = cellValue()
          if (cells !== undefined && cell !== null) cells[column] = cell
        } else if (name === "row") {
          if (cells !== undefined && cells.length > 0) rows.push({ fila: rowNumber, cells })
          cells = undefined
        }
      },
      text: (text) => {
        if (!capturing) return
        value = (value ?? "") + text
        if (value.length > limits.maxCellChars) throw tooLong()
      },
    },
    limits.maxCellChars * 8,
  ).catch((error: unknown) => {
    // A text or tag with no end in sight inside the sheet is a cell's text too long.
    if (error instanceof XmlPieceTooLong) throw tooLong()
    throw error
  })
  return rows
}

/**
 * The rows of the file's first sheet; undefined when the workbook has no sheet. Throws
 * XlsxRefused (nothing else) when the file is no xlsx or passes a limit.
 */
export const readFirstSheet = async (bytes: Uint8Array, limits: XlsxLimits): Promise<ReadonlyArray<SheetRow> | undefined> => {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    const entries = zipEntries(zip)
    // What the directory declares is the first check: a bomb that says so is refused unread.
    let declared = 0
    for (const e of entries.values()) declared += e.declaredSize
    if (declared > limits.maxInflatedBytes) throw new XlsxRefused("tooLarge")
    const budget: InflateBudget = { remaining: limits.maxInflatedBytes }
    const parts = await workbookParts(zip, entries, budget)
    if (parts.sheet === undefined) return undefined
    const sheet = entries.get(parts.sheet)
    if (sheet === undefined) throw new XlsxRefused("notXlsx")
    const stringsEntry = parts.strings === undefined ? undefined : entries.get(parts.strings)
    const strings = stringsEntry === undefined ? [] : await sharedStrings(zip, stringsEntry, budget, limits)
    return await readRows(zip, sheet, budget, strings, limits)
  } catch (error) {
    if (error instanceof XlsxRefused) throw error
    if (error instanceof ZipTooLarge) throw new XlsxRefused("tooLarge")
    if (error instanceof XmlPieceTooLong) throw new XlsxRefused("cellTooLong")
    if (error instanceof ZipMalformed || error instanceof XmlError) throw new XlsxRefused("notXlsx")
    throw new XlsxRefused("notXlsx")
  }
}
