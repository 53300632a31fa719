import { Readable } from "node:stream"
import * as zlib from "node:zlib"
import ExcelJS from "exceljs"
import { Chunk, Effect, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { type CellValue, looksLikeFormula, xlsxResponse } from "../../server/exports/xlsx"

const bytesOf = async (rows: ReadonlyArray<ReadonlyArray<CellValue>>) => {
  const response = await Effect.runPromise(
    xlsxResponse({
      filename: "Perfiles del sistema",
      title: "Perfiles del sistema",
      columns: [{ header: "Clave" }, { header: "Perfil" }],
      rows: Stream.fromIterable(rows),
    }),
  )
  expect(response.headers["content-type"] ?? response.body.contentType).toContain("spreadsheetml")
  if (response.body._tag !== "Stream") throw new Error("expected a streamed body")
  const chunks = await Effect.runPromise(Stream.runCollect(response.body.stream))
  return Buffer.concat(Chunk.toReadonlyArray(chunks).map((c) => Buffer.from(c)))
}

describe("streamed xlsx", () => {
  it("writes the title, the headers and the rows, readable back", async () => {
    const buffer = await bytesOf([
      ["ADMIN", "Administrador"],
      ["CONS", null],
      [7, "Siete"],
    ])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.name).toBe("Perfiles del sistema")
    const values = (n: number) => (sheet.getRow(n).values as Array<unknown>).slice(1)
    expect(values(1)).toEqual(["Perfiles del sistema"])
    expect(values(2)).toEqual(["Clave", "Perfil"])
    expect(values(3)).toEqual(["ADMIN", "Administrador"])
    expect(values(4)[0]).toBe("CONS")
    expect(values(5)).toEqual([7, "Siete"])
  })

  it("writes cells that look like formulas as text, never as formulas", async () => {
    const payloads = ["=1+1", "+SUM(A1:A2)", "-2+3", "@cmd", '=HYPERLINK("http://x","y")']
    const buffer = await bytesOf(payloads.map((p) => [p, "x"]))
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    payloads.forEach((p, i) => {
      const cell = sheet.getRow(i + 3).getCell(1)
      expect(cell.type).toBe(ExcelJS.ValueType.String)
      expect(cell.value).toBe(p)
      expect(cell.formula).toBeUndefined()
    })
    expect(payloads.every(looksLikeFormula)).toBe(true)
    expect(looksLikeFormula("Ana")).toBe(false)
  })

  it("formats dates as dates, bolds the title and the headers, and keeps odd text intact", async () => {
    const hired = new Date(Date.UTC(2021, 2, 15))
    const odd = '  A & B <c> "d"\nsegunda línea  '
    const buffer = await bytesOf([
      [hired, 12.5],
      [odd, "sin\u0001control"],
    ])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]!
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet.getRow(2).getCell(2).font?.bold).toBe(true)
    const date = sheet.getRow(3).getCell(1)
    expect(date.type).toBe(ExcelJS.ValueType.Date)
    expect(date.value).toEqual(hired)
    expect(date.numFmt).toBe("dd/mm/yyyy")
    expect(sheet.getRow(3).getCell(2).value).toBe(12.5)
    expect(sheet.getRow(4).getCell(1).value).toBe(odd)
    expect(sheet.getRow(4).getCell(2).value).toBe("sincontrol")
  })

  it("is a zip exceljs' streaming reader walks entry by entry (data descriptors), with every row", async () => {
    const rows = Array.from({ length: 5_000 }, (_, i): ReadonlyArray<CellValue> => [i, `Nombre ${i}`])
    const buffer = await bytesOf(rows)
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), { worksheets: "emit", sharedStrings: "cache", styles: "cache" })
    let count = 0
    let last: Array<unknown> = []
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        count += 1
        last = (row.values as Array<unknown>).slice(1)
      }
    }
    expect(count).toBe(rows.length + 2)
    expect(last).toEqual([4_999, "Nombre 4999"])
  })

  it("records in the zip's directory the CRC-32 and sizes of every entry's bytes", async () => {
    const bytes = await bytesOf(Array.from({ length: 300 }, (_, i) => [i, `Nombre ñandú € ${i}`]))
    const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
    const entries = bytes.readUInt16LE(end + 10)
    expect(entries).toBe(6)
    let at = bytes.readUInt32LE(end + 16)
    for (let i = 0; i < entries; i++) {
      expect(bytes.readUInt32LE(at)).toBe(0x02014b50)
      const crc = bytes.readUInt32LE(at + 16)
      const compressed = bytes.readUInt32LE(at + 20)
      const size = bytes.readUInt32LE(at + 24)
      const nameLength = bytes.readUInt16LE(at + 28)
      const local = bytes.readUInt32LE(at + 42)
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28)
      const data = zlib.inflateRawSync(bytes.subarray(start, start + compressed))
      expect(data.length).toBe(size)
      expect(crc).toBe(zlib.crc32(data))
      at += 46 + nameLength
    }
  })
})
