// The XML of a one-sheet SpreadsheetML workbook (ECMA-376 part 1), written as text: the fixed
// parts, and the sheet's rows as strings ready to be deflated. Strings are inline
// (t="inlineStr"): a shared-strings table would have to be kept whole until the end.

export type CellValue = string | number | Date | null

const mainNs = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
const relNs = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

/** Style indexes of styles.xml's cellXfs, in its order. */
export const cellStyle = { plain: 0, title: 1, header: 2, text: 3, date: 4 } as const

export const contentTypesXml = `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`

export const packageRelsXml = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/officeDocument" Target="xl/workbook.xml"/></Relationships>`

export const workbookRelsXml = `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relNs}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${relNs}/styles" Target="styles.xml"/></Relationships>`

export const workbookXml = (sheetName: string): string =>
  `${declaration}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`

// Fonts: the default, the title's (bold, 14) and the header's (bold). Formats: 49 is the built-in
// Text format ("@", for cells that look like formulas); 164 is the dates' day/month/year.
export const stylesXml = `${declaration}<styleSheet xmlns="${mainNs}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><fonts count="3"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="14"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="0" fontId="2" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`

/** The sheet up to its first row: the column widths (in characters) and the data's opening. */
export const sheetStartXml = (widths: ReadonlyArray<number>): string =>
  `${declaration}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}">${
    widths.length === 0 ? "" : `<cols>${widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join("")}</cols>`
  }<sheetData>`

export const sheetEndXml = "</sheetData></worksheet>"

/**
 * A text a spreadsheet could take for a formula (=, +, -, @, or a leading tab or carriage
 * return). Such cells are written as strings with the Text number format, never as formulas.
 */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text)

// Characters XML 1.0 does not allow at all (a file holding one is refused by Excel): dropped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these control characters are what it removes
const forbidden = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: the quick test for the same characters
const special = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/
const entities: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }

export const escapeXml = (text: string): string =>
  special.test(text) ? text.replace(forbidden, "").replace(/[&<>"]/g, (c) => entities[c]!) : text

// Excel refuses a cell longer than this.
const maxCellText = 32_767
// Days from Excel's day zero (1899-12-30, the 1900 system) to the Unix epoch.
const epochSerial = 25_569
const dayMs = 86_400_000

/** A1-style column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export const columnLetters = (index: number): string => {
  let n = index + 1
  let letters = ""
  while (n > 0) {
    const rest = (n - 1) % 26
    letters = String.fromCharCode(65 + rest) + letters
    n = Math.floor((n - 1) / 26)
  }
  return letters
}

const textCell = (ref: string, text: string, style: number): string => {
  const bounded = text.length > maxCellText ? text.slice(0, maxCellText) : text
  // Leading or trailing blanks and line breaks survive only with xml:space="preserve".
  const space = /^\s|\s$|\n/.test(bounded) ? ' xml:space="preserve"' : ""
  return `<c r="${ref}"${style === 0 ? "" : ` s="${style}"`} t="inlineStr"><is><t${space}>${escapeXml(bounded)}</t></is></c>`
}

/** One cell; an empty string for null (an absent cell), so rows stay short. */
export const cellXml = (ref: string, value: CellValue, style: number = cellStyle.plain): string => {
  if (value === null) return ""
  if (typeof value === "number") return Number.isFinite(value) ? `<c r="${ref}"${style === 0 ? "" : ` s="${style}"`}><v>${value}</v></c>` : ""
  if (value instanceof Date) {
    const time = value.getTime()
    return Number.isNaN(time) ? "" : `<c r="${ref}" s="${cellStyle.date}"><v>${time / dayMs + epochSerial}</v></c>`
  }
  return textCell(ref, value, style === cellStyle.plain && looksLikeFormula(value) ? cellStyle.text : style)
}

/** A row (numbered from 1) of cells in column order; `letters` are the columns' precomputed names. */
export const rowXml = (row: number, values: ReadonlyArray<CellValue>, letters: ReadonlyArray<string>, style: number = cellStyle.plain): string => {
  let cells = ""
  for (let i = 0; i < values.length; i++) cells += cellXml((letters[i] ?? columnLetters(i)) + row, values[i] ?? null, style)
  return `<row r="${row}">${cells}</row>`
}
