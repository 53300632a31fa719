import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// Contratos por vencer (CON230) in Chromium, by keyboard alone, on the demo's contracts: the
// table lists the one ending in 20 days and the Vencido one, their days left printed in words
// (the colour is never the only carrier); narrowing the window to 10 days by keyboard leaves the
// Vencido one; the Excel export downloads a workbook; axe is clean at 1366 and 390 px.

const path = "/contratos/contratos-vencer"
const title = "Contratos por vencer"

describe("Contratos por vencer in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, tabUntil } = session

  const table = () => session.page.getByRole("table", { name: /Contratos que vencen en/ })
  const daysColumn = async () => {
    const headers = await table().getByRole("columnheader").allTextContents()
    const at = headers.indexOf("Días restantes")
    const rows = await table().getByRole("row").all()
    const out: Array<string> = []
    for (const row of rows.slice(1)) {
      const cells = await row.getByRole("cell").allTextContents()
      const heads = await row.getByRole("rowheader").allTextContents()
      // Row headers come before the cells: the column's index counts them.
      out.push([...heads, ...cells][at] ?? "")
    }
    return out
  }

  it("lists the contracts ending within 30 days with their days in words, and narrows the window by keyboard", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await table().waitFor()
    // The demo's contracts: one ended about 5 days ago, one ends in about 20 (the seed's day and
    // Mexico City's may differ by one).
    await expect.poll(async () => (await daysColumn()).length).toBeGreaterThanOrEqual(2)
    const days = await daysColumn()
    expect(days.some((d) => /^Vencido hace [4-6] días$/.test(d))).toBe(true)
    const ending = days.find((d) => /^(19|20|21) días$/.test(d))
    expect(ending).toBeDefined()

    const window = page.getByRole("textbox", { name: "Vence en días o menos" })
    await tabUntil(window)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("10")
    // The narrowed list: the one ending in about 20 days gone, the Vencido one still there (both
    // read from one answer, so a list still loading does not pass).
    await expect
      .poll(async () => {
        const narrowed = await daysColumn()
        return !narrowed.includes(ending ?? "") && narrowed.some((d) => d.startsWith("Vencido hace"))
      })
      .toBe(true)
  }, 120_000)

  it("downloads the list as an Excel workbook", async () => {
    const page = session.page
    const exportButton = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => exportButton.isEnabled()).toBe(true)
    await tabUntil(exportButton)
    const download = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
  }, 60_000)

  it("shows the daily job's alert on the dashboard and leads to the list by keyboard", async () => {
    const page = session.page
    // The job's first pass runs as the server starts: the demo's contract 20 days away is past
    // its 30-day threshold, so its alert was sent once and is this week's notice.
    const notices = page.getByRole("article", { name: "Avisos de contratos" })
    await expect
      .poll(async () => {
        await page.goto(`${session.server.url}/dashboard`)
        await page.getByRole("heading", { level: 1 }).waitFor()
        // The notice draws once its own read answers, after the heading: wait for it a while.
        return notices.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
      })
      .toBe(true)
    expect((await notices.textContent()) ?? "").toMatch(/vence el \d{2}\/\d{2}\/\d{4}: faltan \d+ días/)
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await noViolations()
    }
    await page.setViewportSize({ width: 1366, height: 900 })
    const link = notices.getByRole("link", { name: "Ver contratos por vencer" })
    await tabUntil(link)
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }, 120_000)

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    it(`has no axe violations at ${width} px`, async () => {
      const page = session.page
      await page.setViewportSize({ width, height })
      await page.goto(`${session.server.url}${path}`)
      await page.getByRole("heading", { level: 1, name: title }).waitFor()
      await table().waitFor()
      await expect.poll(async () => (await table().textContent()) ?? "").toContain("Vencido hace")
      await noViolations()
      await page.setViewportSize({ width: 1366, height: 900 })
    }, 120_000)
  }
})
