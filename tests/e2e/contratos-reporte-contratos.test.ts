import { beforeAll, describe, expect, it } from "vitest"
import { formatDate, todayInMexico } from "../../domain/dates"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Reporte de contratos (CON240) in Chromium, by keyboard alone, on the demo's contracts (one for
// every active person): the counts by empresa as a table whose totals add up; "Lista de
// contratos" chosen with the arrows lists each with its state at the cut date; the estado filter
// narrows it to the Vencido ones; the Excel export downloads a workbook; axe is clean at 1366 and
// 390 px.

const path = "/contratos/reporte-contratos"
const title = "Reporte de contratos"

describe("Reporte de contratos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil } = session
  let company = ""
  beforeAll(async () => {
    const { token } = await apiLogin(session.server.url, demoAdmin)
    company = (await apiGet<{ n_empresa: string }>(session.server.url, "/empresas/1", token)).n_empresa
  })

  const table = () => session.page.getByRole("table", { name: new RegExp(`al ${formatDate(todayInMexico()).replace(/\//g, "\\/")}$`) })
  const companyRow = () => table().getByRole("row").filter({ has: session.page.getByRole("rowheader", { name: company }) })
  const estados = async () => {
    const rows = await table().getByRole("row").all()
    const out: Array<string> = []
    for (const row of rows.slice(1)) out.push((await row.getByRole("cell").last().textContent()) ?? "")
    return out
  }

  it("counts the contracts by empresa and state with totals, lists them by keyboard and narrows by estado", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await table().waitFor()
    const headers = await table().getByRole("columnheader").allTextContents()
    expect(headers).toEqual(["Empresa", "Vigente", "Por vencer", "Vencido", "Renovado", "Terminado", "Borrador", "Cancelado", "Total"])
    // The demo gives every active person a contract: the first company has some in force, some
    // ending within the alert window and some Vencido with the person still active. Each row's
    // Total is the sum of its states, and the Total row the sum of the companies.
    const numbers = async (row: ReturnType<typeof companyRow>) => (await row.getByRole("cell").allTextContents()).map((c) => Number(c.replaceAll(",", "")))
    await expect.poll(async () => (await numbers(companyRow())).length).toBe(8)
    const [vigente = 0, porVencer = 0, vencido = 0, ...rest] = await numbers(companyRow())
    expect({ vigente: vigente > 0, porVencer: porVencer > 0, vencido: vencido > 0 }).toEqual({ vigente: true, porVencer: true, vencido: true })
    const own = await numbers(companyRow())
    expect(own.at(-1)).toBe(own.slice(0, -1).reduce((a, b) => a + b, 0))
    expect(rest).toHaveLength(5)
    const totals = table().getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) })
    const companyTotals: Array<number> = []
    for (const row of await table().locator("tbody").getByRole("row").all()) {
      const cells = await row.getByRole("cell").allTextContents()
      companyTotals.push(Number((cells.at(-1) ?? "0").replaceAll(",", "")))
    }
    expect(Number(((await totals.getByRole("cell").allTextContents()).at(-1) ?? "").replaceAll(",", ""))).toBe(companyTotals.reduce((a, b) => a + b, 0))

    // Mostrar: Tab into the radio group lands on the chosen one; ArrowRight three times is the list.
    await tabUntil(page.getByRole("radio", { name: "Conteo por empresa" }), "Shift+Tab")
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
    await page.getByRole("table", { name: /^Lista de contratos al/ }).waitFor()
    const known = ["Vigente", "Por vencer", "Vencido", "Renovado", "Terminado", "Borrador", "Cancelado"]
    await expect.poll(async () => (await estados()).length).toBeGreaterThan(0)
    for (const e of await estados()) expect(known).toContain(e)

    // Estado al corte: the native list's arrows, from "Todos los estados" to Vencido.
    const estado = page.getByRole("combobox", { name: "Estado al corte" })
    await tabUntil(estado)
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
    await expect.poll(() => estado.inputValue()).toBe("Vencido")
    await expect.poll(async () => {
      const shown = await estados()
      return shown.length > 0 && shown.every((e) => e === "Vencido")
    }).toBe(true)
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
      await companyRow().waitFor()
      await noViolations()
      await page.setViewportSize({ width: 1366, height: 900 })
    }, 120_000)
  }
})
