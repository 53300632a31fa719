import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { groupMessages } from "../../domain/rules/nom035-group"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { useRecordPageSession } from "./support/record-page"

// CLI230 Reporte de calificaciones and CLI240 Planes de acción in Chromium, by keyboard alone, on
// the demo's first closed evaluation (server/seed/demo-clima.ts): the project picked from its
// list, the final by department (each department its figures or its suppression), the domains by a radio's
// arrows, the Excel downloaded; the plan's actions listed and the add form opened; CLI260's
// checklist of the same project filled (every obligation with its state and the three
// percentages); axe clean at 1366 and 390 px on the three.

describe("Clima laboral results in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil } = session
  const cellsOf = async (t: Locator) => (await t.locator("tbody").getByRole("cell").allTextContents()).map((s) => s.trim())

  it("CLI230: picks the closed project, reads the final by department and the domains, exports; CLI240 lists its plan; CLI260 its checklist", async () => {
    const page = session.page
    await page.setViewportSize({ width: 1366, height: 900 })
    const { token } = await apiLogin(session.server.url, demoAdmin)
    const project = await apiGet<{ n_proyecto: string; f_inicio: string }>(session.server.url, "/proyectos-clima/1", token)
    await page.goto(`${session.server.url}/clima-laboral/reporte-calificaciones`)
    await page.getByRole("heading", { level: 1, name: "Reporte de calificaciones" }).waitFor()
    const label = `${project.n_proyecto} (${project.f_inicio.slice(0, 10)})`
    await session.pick(page.getByRole("combobox", { name: "Proyecto" }), project.n_proyecto, label)
    const final = page.getByRole("table", { name: /^Final de .* por departamento$/ })
    await final.waitFor()
    // Each department shows its mean and level, or why it is suppressed (never a small group's figures).
    await expect.poll(async () => (await cellsOf(final)).length).toBeGreaterThan(0)
    for (const row of await final.locator("tbody").getByRole("row").all()) {
      const text = (await row.textContent()) ?? ""
      expect(text.includes(groupMessages.suprimido) || text.includes("Grupo suprimido") || /\d+\.\d\d/.test(text), text).toBe(true)
    }
    await expect.poll(async () => (await final.locator("tfoot").getByRole("rowheader").textContent())?.startsWith("Total")).toBe(true)
    // Mostrar: the arrows from Final to Dominios.
    await tabUntil(page.getByRole("radio", { name: "Final" }))
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    const domains = page.getByRole("table", { name: /^Dominios de / })
    await domains.waitFor()
    expect(await domains.getByRole("columnheader").allTextContents()).toContain("Carga de trabajo")
    const excel = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => excel.isEnabled()).toBe(true)
    await tabUntil(excel)
    const file = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await file).suggestedFilename()).toMatch(/\.xlsx$/)
    await noViolationsAtBothWidths()

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${session.server.url}/clima-laboral/planes-accion`)
    await page.getByRole("heading", { level: 1, name: "Planes de acción" }).waitFor()
    await expect.poll(async () => (await page.getByRole("row").count()) > 1).toBe(true)
    const form = await session.openAdd("acción")
    await form.getByRole("combobox", { name: "Proyecto" }).waitFor()
    await noViolationsAtBothWidths()

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${session.server.url}/clima-laboral/porcentajes-cumplimiento`)
    await page.getByRole("heading", { level: 1, name: "Porcentajes de cumplimiento" }).waitFor()
    await session.pick(page.getByRole("combobox", { name: "Proyecto" }), project.n_proyecto, label)
    const checklist = page.getByRole("table", { name: new RegExp(`^Obligaciones de la NOM-035 de ${project.n_proyecto}`) })
    await checklist.waitFor()
    // Every obligation of the NOM is a row with its state in words (never a colour alone).
    await expect.poll(async () => (await checklist.locator("tbody").getByRole("row").count()) >= 8).toBe(true)
    const text = (await checklist.textContent()) ?? ""
    expect(text).toContain("Política de prevención")
    expect(/Cumplida|Pendiente/.test(text)).toBe(true)
    await noViolationsAtBothWidths()
  }, 300_000)
})
