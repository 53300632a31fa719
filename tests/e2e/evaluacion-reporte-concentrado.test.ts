import { describe, expect, it } from "vitest"
import { demoEvaluationProjectName } from "../../server/seed/demo-evaluacion"
import { useRecordPageSession } from "./support/record-page"

// EVA390 in Chromium, by keyboard alone, on the demo's cycle: the project chosen in its filter,
// the nine-box read as a table with its headers and the people's list with their final, then the
// payroll workbook downloaded. Axe at 1366 and 390 px with the report shown.

const path = "/evaluacion/reporte-concentrado-evaluaciones"
const title = "Reporte concentrado de evaluaciones"

describe("the concentrado in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil } = session

  it("reads the concentrado of the demo's cycle and exports it", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    const project = page.getByRole("combobox", { name: "Proyecto" })
    await tabUntil(project)
    await page.keyboard.type("integral del")
    await page.getByRole("option", { name: new RegExp(`^${demoEvaluationProjectName}`) }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => project.inputValue()).toMatch(new RegExp(`^${demoEvaluationProjectName}`))

    // The nine-box: potential by rows, performance by columns, each count written.
    const box = page.getByRole("table", { name: /^Nine-box/ })
    await box.waitFor()
    expect(await box.getByRole("columnheader").allTextContents()).toEqual(["Desempeño bajo", "Desempeño medio", "Desempeño alto"])
    expect(await box.getByRole("rowheader").allTextContents()).toEqual(["Potencial alto", "Potencial medio", "Potencial bajo"])
    // The list: one row per person, the final of the first (the highest) written.
    const list = page.getByRole("table", { name: `Concentrado de evaluaciones: ${demoEvaluationProjectName}` })
    await list.waitFor()
    const headers = await list.getByRole("columnheader").allTextContents()
    expect(headers).toEqual(expect.arrayContaining(["Colaborador", "Departamento", "Objetivos", "360", "Operativa", "Final", "Desempeño", "Potencial", "Cuadrante", "Bono"]))
    await expect.poll(() => page.getByRole("status").filter({ hasText: /colaborador/ }).count()).toBeGreaterThan(0)
    await noViolationsAtBothWidths()

    const exportButton = page.getByRole("button", { name: "Exportar Excel" })
    await expect.poll(() => exportButton.isEnabled()).toBe(true)
    await tabUntil(exportButton)
    const download = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await download).suggestedFilename()).toMatch(/^Concentrado de evaluaciones .*\.xlsx$/)
  }, 240_000)
})
