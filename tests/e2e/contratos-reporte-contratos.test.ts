import { beforeAll, describe, expect, it } from "vitest"
import { formatDate, todayInMexico } from "../../domain/dates"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// Reporte de contratos (CON240) in Chromium, by keyboard alone, on the demo's contracts of the
// first company (one Vigente, one ending in 20 days, one ended 5 days ago with the person
// active, and a draft starting tomorrow, not begun by today): the counts by empresa as a table
// with its totals; "Lista de contratos" chosen with the arrows lists each with its state at
// the cut date; the estado filter narrows it to the Vencido one; the Excel export downloads a
// workbook; axe is clean at 1366 and 390 px.

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
    // The demo's three begun contracts, one in each state the dates give (the seed's day and
    // Mexico City's may differ by one, never enough to move them).
    await expect.poll(async () => (await companyRow().getByRole("cell").allTextContents()).join("|")).toBe("1|1|1|0|0|0|0|3")
    const totals = table().getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Total", exact: true }) })
    expect((await totals.getByRole("cell").allTextContents()).at(-1)).toBe("3")

    // Mostrar: Tab into the radio group lands on the chosen one; ArrowRight three times is the list.
    await tabUntil(page.getByRole("radio", { name: "Conteo por empresa" }), "Shift+Tab")
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
    await page.getByRole("table", { name: /^Lista de contratos al/ }).waitFor()
    await expect.poll(async () => (await estados()).sort().join("|")).toBe("Por vencer|Vencido|Vigente")

    // Estado al corte: the native list's arrows, from "Todos los estados" to Vencido.
    const estado = page.getByRole("combobox", { name: "Estado al corte" })
    await tabUntil(estado)
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowDown")
    await expect.poll(() => estado.inputValue()).toBe("Vencido")
    await expect.poll(async () => (await estados()).join("|")).toBe("Vencido")
  }, 120_000)

  it("downloads the report as an Excel workbook", async () => {
    const page = session.page
    const exportButton = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => exportButton.isEnabled()).toBe(true)
    await tabUntil(exportButton)
    const download = page.waitForEvent("download")
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
