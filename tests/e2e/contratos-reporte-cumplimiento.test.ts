import { beforeAll, describe, expect, it } from "vitest"
import { reporteCumplimientoMessages } from "../../domain/contratos/reporte-cumplimiento-api"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Reporte de cumplimiento (CON250) in Chromium, by keyboard alone, on the demo over the year to
// date: a table of work centres whose every ratio prints its figure, its band in words and the
// counts it rests on (the colour only repeats them), or "—" read as "Sin datos" where nothing
// was measured, never NaN; the company filter narrows the centres;
// the Excel export downloads a workbook; axe is clean at 1366 and 390 px.

const path = "/contratos/reporte-cumplimiento"
const title = "Reporte de cumplimiento"

describe("Reporte de cumplimiento in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil, pick } = session
  let company = ""
  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, demoAdmin)
    company = (await apiGet<{ n_empresa: string }>(session.server.url, "/empresas/1", token)).n_empresa
  })

  const table = () => session.page.getByRole("table", { name: /^Cumplimiento de contratos por centro de trabajo del/ })
  const centres = () => table().locator("tbody").getByRole("rowheader")
  const ratio = /^(\d{1,3}(,\d{3})*\.\d{2} %(Cumple|En riesgo|No cumple)[\d,]+ de [\d,]+|—Sin datos)$/

  it("prints every ratio with its figure, band in words and counts, and narrows by company", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await table().waitFor()
    const headers = await table().getByRole("columnheader").allTextContents()
    expect(headers).toEqual(["Centro de trabajo", "% con contrato vigente firmado", "% con beneficiarios", "% pruebas evaluadas a tiempo", "% renovaciones oportunas", "Vencidos sin acción"])
    await expect.poll(async () => centres().count()).toBeGreaterThan(1)
    const all = await centres().count()
    expect((await table().textContent()) ?? "").not.toContain("NaN")
    const totals = table().locator("tfoot").getByRole("cell")
    const cells = await totals.allTextContents()
    for (const cell of cells.slice(0, 4)) expect(cell).toMatch(ratio)
    expect(cells[4]).toMatch(/^[\d,]+$/)
    // The demo's pruebas that ended this year: the ratio is printed with the counts it rests on.
    expect(cells[2]).toMatch(/ de [\d,]+$/)
    // Its contracts are of the first company and signed: that ratio has a figure.
    expect(cells[0]).toMatch(/ de /)

    await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
    // Fewer centres, read from one answer (an empty table while the next one loads does not pass).
    await expect
      .poll(async () => {
        const n = await centres().count()
        return n > 0 && n < all
      })
      .toBe(true)
    for (const cell of await table().locator("tbody").getByRole("cell").allTextContents()) expect(cell).toMatch(/^([\d,]+|.*(Cumple|En riesgo|No cumple).*|—Sin datos)$/)

    // A period that ends before it begins: the server's Spanish refusal, then a good period again.
    const from = page.getByRole("spinbutton", { name: /día, Periodo desde/i })
    await tabUntil(from, "Shift+Tab")
    await page.keyboard.type("31122099")
    await page.getByText(reporteCumplimientoMessages.periodo).waitFor()
    await tabUntil(from, "Shift+Tab")
    await page.keyboard.type("01012026")
    await table().waitFor()
    expect(await page.getByText(reporteCumplimientoMessages.periodo).count()).toBe(0)
  }, 120_000)

  it("downloads the report as an Excel workbook", async () => {
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
      await centres().first().waitFor()
      await noViolations()
      await page.setViewportSize({ width: 1366, height: 900 })
    }, 120_000)
  }
})
