import { once } from "node:events"
import { readFileSync } from "node:fs"
import { PassThrough } from "node:stream"
import ExcelJS from "exceljs"
import { type CellValue, sheetWriter } from "../server/exports/xlsx"

// One xlsx writer alone, in its own process (so its peak RSS is its own), without any database:
// `node --import tsx bench/xlsx-writer-child.ts <lean|exceljs|exceljs-styled> <rows>` writes
// that many 8-cell rows shaped like the Colaboradores report, in chunks of 2,000 as the report's
// keyset pages arrive, into a sink that only counts bytes, and prints one JSON line.

const variant = process.argv[2] ?? "lean"
const rows = Number(process.argv[3] ?? "100000")
const chunkSize = 2_000
const header = ["Colaborador", "Nombre Colaborador", "Empresa", "Nombre Empresa", "Centro de trabajo", "Nombre Centro de trabajo", "Puesto", "Nombre Puesto"]

const rowOf = (i: number): ReadonlyArray<CellValue> => [
  i + 1,
  `Nombre${i % 977} Apellido${i % 331} Apellido${i % 113}`,
  1 + (i % 20),
  `Empresa ${1 + (i % 20)} S.A. de C.V.`,
  1 + (i % 500),
  `Centro de trabajo ${1 + (i % 500)}`,
  1 + (i % 5000),
  `Puesto ${1 + (i % 5000)} de la plantilla`,
]

const chunkOf = (start: number): Array<ReadonlyArray<CellValue>> => {
  const chunk: Array<ReadonlyArray<CellValue>> = []
  for (let i = start; i < Math.min(rows, start + chunkSize); i++) chunk.push(rowOf(i))
  return chunk
}

const roomToWrite = async (out: PassThrough): Promise<void> => {
  if (out.writableNeedDrain) await once(out, "drain")
}

const lean = async (out: PassThrough): Promise<void> => {
  const writer = sheetWriter(out, { title: "Colaboradores", columns: header.map((h) => ({ header: h })) })
  for (let start = 0; start < rows; start += chunkSize) await writer.writeRows(chunkOf(start))
  await writer.end()
}

/** exceljs' streaming writer as the server used it (styles on: the title and header fonts), or with no styles at all. */
const excel = async (out: PassThrough, styled: boolean): Promise<void> => {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: styled, useSharedStrings: false })
  const sheet = workbook.addWorksheet("Colaboradores")
  const title = sheet.addRow(["Colaboradores"])
  if (styled) title.font = { bold: true, size: 14 }
  title.commit()
  const head = sheet.addRow(header)
  if (styled) head.font = { bold: true }
  head.commit()
  for (let start = 0; start < rows; start += chunkSize) {
    for (const values of chunkOf(start)) sheet.addRow([...values]).commit()
    await roomToWrite(out)
  }
  sheet.commit()
  await workbook.commit()
}

const main = async () => {
  const out = new PassThrough()
  let bytes = 0
  out.on("data", (chunk: Buffer) => {
    bytes += chunk.length
  })
  const ended = once(out, "end")
  const started = performance.now()
  if (variant === "lean") await lean(out)
  else await excel(out, variant === "exceljs-styled")
  await ended
  const ms = performance.now() - started
  const hwm = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? Number.NaN) / 1024
  console.log(JSON.stringify({ variant, rows, ms, bytes, hwmMiB: hwm }))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
