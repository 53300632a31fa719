import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Competencias de la organización (COM350) in Chromium, by keyboard alone: the heat map of the
// demo's assessments is a real table (column headers the competencies, row headers the
// departments) whose cells print the average and n; a company is chosen, a cell opened with
// Enter shows the people behind it (as many as its n, each with a fulfilment) and Escape gives
// the focus back to the cell; grouping by puesto changes the rows; the Excel export downloads a
// workbook; axe is clean at 1366 and 390 px with the map and with the drill-down open.

const path = "/competencias/competencias-organizacion"
const title = "Competencias de la organización"

describe("Competencias de la organización in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, noViolationsAtBothWidths, tabUntil, pick } = session
  let company = ""
  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, demoAdmin)
    company = (await apiGet<{ n_empresa: string }>(session.server.url, "/empresas/1", token)).n_empresa
  })

  const table = () => session.page.getByRole("table", { name: /cumplimiento promedio por/ })
  const cellButtons = () => table().getByRole("button", { name: /Ver personas de/ })

  it("shows the map as a table, drills down from a cell by keyboard and groups by puesto", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await table().waitFor()
    await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
    await expect.poll(async () => (await table().getByRole("rowheader").allTextContents()).length).toBeGreaterThan(0)

    // Headers for screen readers: the grouping, then one column per competency.
    const columns = await table().getByRole("columnheader").allTextContents()
    expect(columns[0]).toBe("Departamento")
    expect(columns.length).toBeGreaterThan(1)
    // Every filled cell prints its figure and n; colour is never the only carrier.
    const first = cellButtons().first()
    await first.waitFor()
    const printed = (await first.textContent()) ?? ""
    expect(printed).toMatch(/^[\d.,]+ %n = \d+$/)
    const n = Number(/n = (\d+)/.exec(printed)?.[1])

    await tabUntil(first)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog")
    await dialog.waitFor()
    await dialog.getByRole("table").waitFor()
    const people = dialog.getByRole("table").getByRole("rowheader")
    expect(await people.count()).toBe(n)
    const fulfilment = await dialog.getByRole("row").nth(1).getByRole("cell").last().textContent()
    expect(fulfilment).toMatch(/^[\d.,]+ %$/)
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => session.isFocused(first)).toBe(true)

    // Agrupar por: Tab into the radio group lands on Departamento; ArrowRight chooses Puesto.
    await tabUntil(page.getByRole("radio", { name: "Departamento" }), "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    await expect.poll(async () => (await table().getByRole("columnheader").first().textContent()) ?? "").toBe("Puesto")
    await cellButtons().first().waitFor()
  }, 120_000)

  it("downloads the map as an Excel workbook", async () => {
    const page = session.page
    const exportButton = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => exportButton.isEnabled()).toBe(true)
    await tabUntil(exportButton)
    const download = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
  }, 60_000)

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`has no axe violations at ${width} px`, async () => {
      const page = session.page
      await page.setViewportSize({ width, height })
      await page.goto(`${session.server.url}${path}`)
      await page.getByRole("heading", { level: 1, name: title }).waitFor()
      await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
      await cellButtons().first().waitFor()
      await noViolations()
      await page.setViewportSize({ width: 1366, height: 900 })
    }, 120_000)
  }
})
