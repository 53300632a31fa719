import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { importColumns, templateHeader } from "../../server/personal/gestion-personal-import-columns"
import { chooseFileWithEnter } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Importar colaboradores in Chromium: from Gestión de personal's toolbar, by keyboard, the dialog
// opens; the template downloads; a file with a bad row (a wrong CURP, no hire date) is checked and its problems are listed by
// row and column, Importar staying disabled; axe runs on the dialog, empty and with the problems
// table, at 1366 and 390 px.

/** A template with one person: a CURP that is no CURP, and the rest (the hire date among it) left empty. */
const badFile = async (): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet("Colaboradores")
  sheet.addRow(importColumns.map(templateHeader))
  const values: Record<string, string | number> = { nombre: "Ana", apellido_paterno: "Prueba", curp: "XXXX", salario_diario: 10 }
  sheet.addRow(importColumns.map((c) => values[c.field] ?? null))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

describe("Importar colaboradores in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil, settled } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })

  it("opens from the toolbar, downloads the template and lists a file's problems by row and column", async () => {
    await page.goto(`${server.url}/personal/gestion-personal`)
    await page.getByRole("heading", { level: 1, name: "Gestión de personal" }).waitFor()
    await settled()
    await tabUntil(page.getByRole("button", { name: "Importar colaboradores", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Importar colaboradores" })
    await dialog.waitFor()
    await noViolations()

    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), dialog.getByRole("button", { name: "Descargar plantilla" }).click()])
    expect(download.suggestedFilename()).toBe("Plantilla de colaboradores.xlsx")

    await tabUntil(dialog.getByRole("button", { name: /Elegir archivo/ }))
    await (await chooseFileWithEnter(page)).setFiles({ name: "colaboradores.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: await badFile() })
    await dialog.getByText("colaboradores.xlsx", { exact: true }).waitFor()
    expect(await dialog.getByRole("button", { name: "Importar", exact: true }).isDisabled()).toBe(true)
    await tabUntil(dialog.getByRole("button", { name: "Revisar archivo" }))
    await page.keyboard.press("Enter")
    const problems = dialog.getByRole("grid", { name: "Problemas del archivo" })
    await problems.waitFor()
    await dialog.getByRole("status").getByText(/no se importó ningún colaborador/).waitFor()
    // Each problem a row named by its Excel row: the bad row is 2.
    await problems.getByRole("row").filter({ hasText: "CURP" }).first().waitFor()
    await problems.getByRole("row").filter({ hasText: "Fecha de ingreso" }).first().waitFor()
    expect(await problems.getByRole("rowheader", { name: "2", exact: true }).count()).toBeGreaterThan(1)
    expect(await dialog.getByRole("button", { name: "Importar", exact: true }).isDisabled()).toBe(true)
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await noViolations()
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    await tabUntil(dialog.getByRole("button", { name: "Cerrar", exact: true }).last())
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
  })
})
