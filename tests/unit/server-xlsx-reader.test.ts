import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { type XlsxLimits, XlsxRefused, readFirstSheet } from "../../server/exports/xlsx-reader"
import { declaredBombXlsx, lyingBombXlsx, partOf, workbookParts, zipOf } from "../support/hostile-xlsx"

// The import's xlsx reader: what Excel-like writers produce is read as the cells hold it, and a
// file past a limit is refused by the limit it passed, as soon as it is passed.

const limits: XlsxLimits = { maxInflatedBytes: 8 * 1024 * 1024, maxRows: 100, maxColumns: 10, maxCellChars: 50 }

const reasonOf = async (bytes: Uint8Array, own: XlsxLimits = limits) => {
  try {
    await readFirstSheet(bytes, own)
  } catch (error) {
    if (error instanceof XlsxRefused) return { reason: error.reason, fila: error.fila }
    throw error
  }
  throw new Error("the file was read")
}

const sheetOf = (rows: string) =>
  zipOf([...workbookParts(), partOf("xl/worksheets/sheet1.xml", `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`)])

describe("the xlsx reader", () => {
  it("reads what exceljs writes: shared and rich strings, numbers, booleans, formulas' results, sparse cells", async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet("Colaboradores")
    sheet.addRow(["Nombre", "Salario", "Activo"])
    sheet.addRow(["Ana & <Luz>", 512.5, true])
    sheet.getCell("A3").value = { richText: [{ text: "Bru" }, { text: "no", font: { bold: true } }] }
    sheet.getCell("C3").value = { formula: "1+1", result: 2 }
    sheet.getCell("E4").value = "sola"
    workbook.addWorksheet("Claves").addRow(["no se lee"])
    const rows = await readFirstSheet(new Uint8Array(await workbook.xlsx.writeBuffer()), limits)
    expect(rows?.map((r) => ({ fila: r.fila, cells: Object.fromEntries(Object.entries(r.cells)) }))).toEqual([
      { fila: 1, cells: { 1: "Nombre", 2: "Salario", 3: "Activo" } },
      { fila: 2, cells: { 1: "Ana & <Luz>", 2: 512.5, 3: true } },
      { fila: 3, cells: { 1: "Bruno", 3: 2 } },
      { fila: 4, cells: { 5: "sola" } },
    ])
  })

  it("refuses a cell, a row count or a column past its limit, naming the row", async () => {
    expect(await reasonOf(sheetOf(`<row r="7"><c r="B7" t="inlineStr"><is><t>${"x".repeat(51)}</t></is></c></row>`))).toEqual({ reason: "cellTooLong", fila: 7 })
    expect(await reasonOf(sheetOf(`<row r="3"><c r="K3"><v>1</v></c></row>`))).toEqual({ reason: "tooManyColumns", fila: 3 })
    expect(await reasonOf(sheetOf(Array.from({ length: 101 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>1</v></c></row>`).join("")))).toEqual({
      reason: "tooManyRows",
      fila: 101,
    })
    // A text with no end in sight is a cell too long too, refused before the rest is read.
    expect(await reasonOf(sheetOf(`<row r="2"><c r="A2" t="inlineStr"><is><t>${"y".repeat(5_000)}`))).toEqual({ reason: "cellTooLong", fila: 2 })
  })

  it("refuses a zip bomb by its declared size, and by its inflated bytes when it lies", async () => {
    const roomy = { ...limits, maxCellChars: 2_000 }
    expect(await reasonOf(declaredBombXlsx(16), roomy)).toEqual({ reason: "tooLarge", fila: undefined })
    expect(await reasonOf(lyingBombXlsx(16), roomy)).toEqual({ reason: "tooLarge", fila: undefined })
  })

  it("refuses what is no xlsx, and a DOCTYPE", async () => {
    expect(await reasonOf(new TextEncoder().encode("hola, no soy un libro"))).toEqual({ reason: "notXlsx", fila: undefined })
    expect(await reasonOf(sheetOf(`<!DOCTYPE x [<!ENTITY a "aaaa">]><row r="1"/>`))).toEqual({ reason: "notXlsx", fila: undefined })
  })
})
