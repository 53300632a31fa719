import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// Asignación de candidatos (SEL250) in Chromium, by keyboard alone, on the demo's first vacancy:
// the board is chosen with the vacancy's searchable select; a candidate in Filtro curricular is
// moved to Examen técnico with a score through the card's "Mover" dialog; the move is said in the
// page's live region, the focus comes back to the card, and the card sits in its new column; the
// same board reads as a table; a discarded candidate offers Reabrir and no Mover. Axe is clean
// on the board, the table and the open dialog at 1366 and 390 px.

const path = "/seleccion/asignacion-candidatos"
const title = "Asignación de candidatos"
const emilio = "Emilio Zavala Cortés"

describe("Asignación de candidatos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, isFocused } = session

  it("moves a candidate to the next stage by keyboard and says so", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await session.pick(page.getByRole("combobox", { name: "Vacante" }), "Analista adm", "Analista administrativo (Abierta)")
    const board = page.getByRole("region", { name: "Candidatos de la vacante Analista administrativo" })
    await board.waitFor()
    await page.getByRole("heading", { level: 2, name: /^Filtro curricular \(\d+\)$/ }).waitFor()
    await noViolationsAtBothWidths()

    const moveButton = page.getByRole("button", { name: `Mover a ${emilio} de etapa` })
    await tabUntil(moveButton)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Mover a ${emilio}` })
    await dialog.waitFor()
    // The next stage is proposed; the result Aprobado.
    expect(await dialog.getByRole("combobox", { name: "Mover a la etapa" }).inputValue()).not.toBe("")
    expect(await dialog.getByRole("radio", { name: "Aprobado" }).isChecked()).toBe(true)
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("textbox", { name: "Calificación de la etapa (0 a 100)" }))
    await page.keyboard.type("85")
    await tabUntil(dialog.getByRole("textbox", { name: "Comentario" }))
    await page.keyboard.type("Cumple con el perfil")
    await tabUntil(dialog.getByRole("button", { name: "Mover", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })

    await expect.poll(async () => (await page.getByRole("status").filter({ hasText: emilio }).textContent()) ?? "").toBe(`${emilio} pasó a la etapa Examen técnico`)
    // The focus is back on the card, now in Examen técnico.
    await expect.poll(() => isFocused(page.getByRole("button", { name: `Mover a ${emilio} de etapa` }))).toBe(true)
    const examColumn = page.getByRole("region", { name: /^Examen técnico \(\d+\)$/ })
    await expect.poll(async () => (await examColumn.getByRole("listitem", { name: emilio }).count())).toBe(1)
    // A discarded candidate is reopened, never moved.
    await page.getByRole("button", { name: "Reabrir a Rodrigo Campos Aguirre" }).waitFor()
    expect(await page.getByRole("button", { name: "Mover a Rodrigo Campos Aguirre de etapa" }).count()).toBe(0)
  }, 180_000)

  it("shows the same board as a table", async () => {
    const page = session.page
    // Tab reaches the group's chosen radio; the arrows choose the other.
    await tabUntil(page.getByRole("radio", { name: "Tablero" }), "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    const table = page.getByRole("table", { name: "Candidatos de la vacante Analista administrativo" })
    await table.waitFor()
    const row = table.getByRole("row", { name: new RegExp(emilio) })
    await expect.poll(async () => (await row.textContent()) ?? "").toContain("Examen técnico")
    await noViolationsAtBothWidths()
  }, 120_000)
})
