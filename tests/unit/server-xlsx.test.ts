import ExcelJS from "exceljs"
import { Chunk, Effect, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { looksLikeFormula, xlsxResponse } from "../../server/exports/xlsx"

const bytesOf = async (rows: ReadonlyArray<ReadonlyArray<string | number | null>>) => {
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
})
