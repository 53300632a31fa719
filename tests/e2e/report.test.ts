import Database from "better-sqlite3"
import ExcelJS from "exceljs"
import type { Download, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { colaboradoresReport } from "../../domain/reporteador/reporteador"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInForSetup } from "./support/app"
import { axeViolations, type Browser, launchBrowser } from "./support/browser"

// The report builder in Chromium: a report built with the keyboard alone, another by dragging
// with the mouse, each downloaded and read back, and axe on the page.

const labelOf = (id: string) => colaboradoresReport.columns.find((c) => c.id === id)!.label

describe("report builder (/reporteador)", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    await signInForSetup(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const openBuilder = async () => {
    await page.goto(`${server.url}/reporteador`)
    await page.getByRole("heading", { level: 1, name: "Reporteador" }).waitFor()
  }

  const grid = (name: string) => page.getByRole("grid", { name })
  const rowsOf = async (name: string) => grid(name).getByRole("row").allInnerTexts()

  /** Presses Tab until the focus is inside the element. */
  const tabInto = async (selector: ReturnType<Page["getByRole"]>) => {
    for (let i = 0; i < 30; i++) {
      if (await selector.evaluate((el) => el.contains(document.activeElement), undefined, { timeout: 2000 }).catch(() => false)) return
      await page.keyboard.press("Tab")
    }
    throw new Error("Tab never reached the element")
  }

  /** The rows of the workbook: title, headers, then one per employee. */
  const readBack = async (download: Download) => {
    expect(download.suggestedFilename()).toBe("Colaboradores.xlsx")
    const path = await download.path()
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile(path)
    const rows: Array<Array<unknown>> = []
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    return rows
  }

  /** The same report straight from the server's database file. */
  const fromDatabase = (columns: ReadonlyArray<string>) => {
    const db = new Database(server.databaseFile, { readonly: true, fileMustExist: true })
    try {
      const rows = db
        .prepare(
          `SELECT * FROM vt_lista_empleados WHERE id_centro_trabajo IN
             (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = 'GLOBAL' AND permiso = '1') ORDER BY id_empleado`,
        )
        .all() as Array<Record<string, unknown>>
      return rows.map((r) => columns.map((c) => r[c]))
    } finally {
      db.close()
    }
  }

  it("builds a report with the keyboard alone and downloads it", async () => {
    await openBuilder()
    // SPEC 5: without a type, then without columns, nothing is sent and the rule is announced.
    await tabInto(page.getByRole("button", { name: "Generar Reporte" }))
    await page.keyboard.press("Enter")
    await expect.poll(() => page.getByText("Seleccione el tipo de reporte").first().isVisible()).toBe(true)

    await tabInto(page.getByRole("combobox", { name: "Tipo de reporte" }))
    await page.keyboard.press("ArrowDown")
    await page.getByRole("option", { name: "Colaboradores" }).waitFor()
    await page.keyboard.press("Enter")
    await expect.poll(() => rowsOf("Columnas disponibles")).toHaveLength(8)

    await tabInto(page.getByRole("button", { name: "Generar Reporte" }))
    await page.keyboard.press("Enter")
    await page.getByRole("alert").filter({ hasText: "Agregue al menos una columna para generar el reporte" }).waitFor()

    // Add 'Nombre Colaborador', then 'Nombre Puesto', then 'Colaborador'; move 'Colaborador' up to the top.
    const add = async (label: string) => {
      await tabInto(grid("Columnas disponibles"))
      const labels = await rowsOf("Columnas disponibles")
      await page.keyboard.press("Home")
      for (let i = 0; i < labels.findIndex((l) => l.includes(label)); i++) await page.keyboard.press("ArrowDown")
      await tabInto(page.getByRole("button", { name: "Agregar columna" }))
      await page.keyboard.press("Enter")
    }
    await add("Nombre Colaborador")
    await add("Nombre Puesto")
    await add(labelOf("id_empleado"))
    await tabInto(page.getByRole("button", { name: "Subir columna" }))
    await page.keyboard.press("Enter")
    await page.keyboard.press("Enter")
    const chosen = ["id_empleado", "n_empleado", "n_puesto"]
    await expect.poll(() => rowsOf("Columnas a mostrar")).toEqual(chosen.map(labelOf))
    await expect.poll(() => page.getByRole("alert").filter({ hasText: "Agregue" }).count()).toBe(0)

    await tabInto(page.getByRole("button", { name: "Generar Reporte" }))
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    const rows = await readBack(await downloaded)
    expect(rows[0]).toEqual(["Colaboradores"])
    expect(rows[1]).toEqual(chosen.map(labelOf))
    expect(rows.slice(2)).toEqual(fromDatabase(chosen))
  })

  it("builds a report by dragging with the mouse and downloads it", async () => {
    await openBuilder()
    await page.getByRole("combobox", { name: "Tipo de reporte" }).click()
    // A click focuses the box; the arrow opens the list whether or not the click already did.
    await page.keyboard.press("ArrowDown")
    await page.getByRole("option", { name: "Colaboradores" }).click()
    const available = grid("Columnas disponibles")
    const shown = grid("Columnas a mostrar")
    const rowIn = (list: typeof available, label: string) => list.getByRole("row", { name: label, exact: true })
    await expect.poll(() => rowsOf("Columnas disponibles")).toHaveLength(8)

    // Into the empty list, then before and after rows already there, then reorder within it.
    await rowIn(available, "Nombre Empresa").dragTo(shown)
    await expect.poll(() => rowsOf("Columnas a mostrar")).toEqual(["Nombre Empresa"])
    await rowIn(available, "Puesto").dragTo(rowIn(shown, "Nombre Empresa"), { targetPosition: { x: 40, y: 2 } })
    await rowIn(available, "Nombre Centro de trabajo").dragTo(rowIn(shown, "Nombre Empresa"), { targetPosition: { x: 40, y: 30 } })
    const afterInsert = await rowsOf("Columnas a mostrar")
    expect(afterInsert).toHaveLength(3)
    expect(afterInsert.indexOf("Puesto")).toBeLessThan(afterInsert.indexOf("Nombre Empresa"))
    await rowIn(shown, "Nombre Centro de trabajo").dragTo(rowIn(shown, afterInsert[0]!), { targetPosition: { x: 40, y: 2 } })
    const finalLabels = await rowsOf("Columnas a mostrar")
    expect(finalLabels[0]).toBe("Nombre Centro de trabajo")
    // And one back to the available list.
    await rowIn(shown, "Puesto").dragTo(available)
    await expect.poll(() => rowsOf("Columnas a mostrar")).toHaveLength(2)
    const chosenLabels = await rowsOf("Columnas a mostrar")
    const chosen = chosenLabels.map((l) => colaboradoresReport.columns.find((c) => c.label === l)!.id)

    expect(await axeViolations(page)).toEqual([])

    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.getByRole("button", { name: "Generar Reporte" }).click()
    const rows = await readBack(await downloaded)
    expect(rows[1]).toEqual(chosenLabels)
    expect(rows.slice(2)).toEqual(fromDatabase(chosen))
  })

  it("has no axe violations with the validation message shown", async () => {
    await openBuilder()
    await page.getByRole("button", { name: "Generar Reporte" }).click()
    await page.getByText("Seleccione el tipo de reporte").first().waitFor()
    expect(await axeViolations(page)).toEqual([])
  })
})
