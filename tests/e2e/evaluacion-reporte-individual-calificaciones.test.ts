import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// "Reporte individual" of EVA360 and EVA365 in Chromium, by keyboard alone, on the demo's
// Integral cycle: off until the cycle is picked; then its dialog asks for the colaborador among
// the cycle's participants (the list opened with the arrows), axe clean at 1366 and 390 px, and
// "Descargar PDF" gives the person's PDF.

const cycle = "Evaluación integral del desempeño"

describe("Evaluación's individual grades report in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil } = session
  const openWithCycle = async (path: string, title: string) => {
    const page = session.page
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(`${session.server.url}/evaluacion/${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    const action = page.getByRole("button", { name: "Reporte individual" })
    await action.waitFor()
    expect(await action.isDisabled()).toBe(true)
    const proyecto = page.getByRole("combobox", { name: "Proyecto" })
    await tabUntil(proyecto)
    await page.keyboard.type(cycle.slice(0, 10))
    await page.getByRole("option", { name: new RegExp(`^${cycle}`) }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => proyecto.inputValue()).toMatch(new RegExp(`^${cycle}`))
    await expect.poll(() => action.isEnabled()).toBe(true)
    return action
  }

  it("EVA360: picks a colaborador of the cycle and downloads their PDF", async () => {
    const page = session.page
    const action = await openWithCycle("reporte-calificaciones-360", "Reporte de calificaciones 360")
    await tabUntil(action)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Reporte individual de calificaciones" })
    const colaborador = dialog.getByRole("combobox", { name: "Colaborador" })
    await colaborador.waitFor()
    await expect.poll(() => colaborador.evaluate((el) => el === document.activeElement)).toBe(true)
    await noViolationsAtBothWidths()
    await page.setViewportSize({ width: 1366, height: 900 })
    await colaborador.focus()
    await page.keyboard.press("ArrowDown")
    await page.getByRole("option").first().waitFor()
    await page.keyboard.press("Enter")
    await expect.poll(() => colaborador.inputValue()).toMatch(/ - /)
    await tabUntil(dialog.getByRole("button", { name: "Descargar PDF" }))
    const file = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await file).suggestedFilename()).toMatch(/^Reporte individual de calificaciones - .+\.pdf$/)
    await dialog.waitFor({ state: "hidden" })
  }, 180_000)

  it("EVA365: the same action beside its exports, and Escape closes its dialog", async () => {
    const page = session.page
    const action = await openWithCycle("reporte-calificaciones-operativas", "Reporte de calificaciones operativas")
    await tabUntil(action)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Reporte individual de calificaciones" })
    await dialog.getByRole("combobox", { name: "Colaborador" }).waitFor()
    await page.keyboard.press("Escape")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
  }, 180_000)
})
