import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// EVA300 and EVA350 in Chromium, by keyboard alone, on the demo's Integral cycle in its
// Evaluación phase (server/seed/demo-evaluacion.ts: every sheet approved, two in five evaluated,
// one in five self-evaluated): the cycle picked from its list, the progress by department with
// its total, the pending people by a radio's arrows, the reminder's question opened and
// cancelled (no mail account in the demo: nothing is sent); the final scores per person, then
// the distribution by bands, and an export; axe clean at 1366 and 390 px with the table shown.

const cycle = "Evaluación integral del desempeño"

describe("Evaluación's objectives reports in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil } = session
  const cellsOf = async (t: Locator) => (await t.locator("tbody").getByRole("cell").allTextContents()).map((s) => s.trim())
  const open = async (path: string, title: string) => {
    const page = session.page
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${session.server.url}/evaluacion/${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await session.pick(page.getByRole("combobox", { name: "Proyecto" }), cycle.slice(0, 10), cycle)
  }

  it("EVA300: the progress by department, the pending people and the reminder's question", async () => {
    const page = session.page
    await open("reporte-evaluados-objetivos", "Reporte de evaluados por objetivos")
    const byDept = page.getByRole("table", { name: `${cycle}: avance por departamento` })
    await byDept.waitFor()
    await expect.poll(async () => (await cellsOf(byDept)).length).toBeGreaterThan(0)
    const totals = (await byDept.locator("tfoot").getByRole("cell").allTextContents()).map((s) => s.trim())
    // Every participant's objectives are approved in the demo: approved = captured = participants.
    const participants = totals[0] ?? ""
    expect(totals[1]?.startsWith(participants)).toBe(true)
    expect(totals[2]?.startsWith(participants)).toBe(true)
    expect(totals.at(-1)).toMatch(/^\d+\.\d\d %$/)

    await tabUntil(page.getByRole("radio", { name: "Avance por departamento" }))
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    const pending = page.getByRole("table", { name: `${cycle}: personas pendientes` })
    await pending.waitFor()
    await expect.poll(async () => (await cellsOf(pending)).some((c) => c === "Autoevaluar sus objetivos")).toBe(true)

    await tabUntil(page.getByRole("button", { name: "Enviar recordatorio" }))
    await page.keyboard.press("Enter")
    const question = page.getByRole("alertdialog", { name: "Enviar recordatorio" })
    await question.waitFor()
    await noViolationsAtBothWidths()
    await page.setViewportSize({ width: 1366, height: 900 })
    // Cancelar has the focus: Enter backs out, nothing sent.
    await page.keyboard.press("Enter")
    await question.waitFor({ state: "hidden" })
  }, 180_000)

  it("EVA350: the final score per person with its band, then the distribution by bands, and its Excel", async () => {
    const page = session.page
    await open("reporte-final-objetivos", "Reporte final de objetivos")
    const people = page.getByRole("table", { name: `${cycle}: calificación final de objetivos por colaborador` })
    await people.waitFor()
    await expect.poll(async () => (await cellsOf(people)).some((c) => /^(Bajo|Medio|Alto)$/.test(c))).toBe(true)
    await tabUntil(page.getByRole("radio", { name: "Calificación por colaborador" }))
    await page.keyboard.press("ArrowRight")
    const bands = page.getByRole("table", { name: `${cycle}: distribución de la calificación de objetivos por banda` })
    await bands.waitFor()
    // Each band's row header names it, its range under it.
    const headers = await bands.locator("tbody").getByRole("rowheader").allTextContents()
    expect(headers.map((h) => h.replace(/(menos de 70|de 70 a menos de 90|90 o más)$/, "").trim())).toEqual(["Desempeño bajo", "Desempeño medio", "Desempeño alto"])
    await noViolationsAtBothWidths()
    await page.setViewportSize({ width: 1366, height: 900 })
    const excel = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => excel.isEnabled()).toBe(true)
    await tabUntil(excel)
    const file = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await file).suggestedFilename()).toMatch(/\.xlsx$/)
  }, 180_000)
})
