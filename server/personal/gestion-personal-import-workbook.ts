import ExcelJS from "exceljs"
import { importColumns, templateHeader } from "./gestion-personal-import-columns"

// The template workbook of Importar colaboradores, built on a worker thread from the key rows the
// main thread read (employee-import-template.ts): a few thousand rows through exceljs.

export type KeyRow = readonly [columna: string, clave: string, descripcion: string, detalle: string]

export interface TemplateInput {
  readonly keys: ReadonlyArray<KeyRow>
}

export const templateWorkbook = async ({ keys }: TemplateInput): Promise<Uint8Array> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet("Colaboradores", { views: [{ state: "frozen", ySplit: 1 }] })
  sheet.columns = importColumns.map((c) => ({
    header: templateHeader(c),
    width: Math.max(14, Math.min(40, templateHeader(c).length + 4)),
    // Text, so Excel keeps what is typed (leading zeros, long digit strings) as typed.
    style: c.spec.kind === "money" ? {} : { numFmt: "@" },
  }))
  sheet.getRow(1).font = { bold: true }
  const claves = workbook.addWorksheet("Claves", { views: [{ state: "frozen", ySplit: 1 }] })
  claves.columns = [
    { header: "Columna", width: 30 },
    { header: "Clave", width: 16 },
    { header: "Descripción", width: 50 },
    { header: "Corresponde a", width: 60 },
  ]
  claves.getRow(1).font = { bold: true }
  for (const row of keys) claves.addRow([...row])
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}
