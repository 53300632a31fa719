import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// Gestión de candidatos (SEL200) in Chromium, by keyboard alone: the row's "Asignar a vacante"
// dialog chooses a vacancy with its searchable select and sends it; the server's refusal (the
// candidate is already in that vacancy, as the demo seeds her) stays under the select and the
// dialog stays open; axe is clean on the list and the dialog at 1366 and 390 px.

const path = "/seleccion/gestion-candidatos"
const title = "Gestión de candidatos"
const renata = "Renata Esquivel Lara"

describe("Gestión de candidatos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths } = session

  it("sends an assignment by keyboard and keeps the server's refusal under the select", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    // The pool holds more candidates than a page: the list loaded, the row is found by searching.
    await page.getByRole("grid").waitFor()
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
    await noViolationsAtBothWidths()
    await session.rowAction("Renata", `Asignar a ${renata} a una vacante`)
    const dialog = page.getByRole("dialog", { name: `Asignar a ${renata} a una vacante` })
    await dialog.waitFor()
    await noViolationsAtBothWidths()
    // Renata applied to the second company and is already on its vacancy's board.
    await session.pick(dialog.getByRole("combobox", { name: "Vacante" }), "Auxiliar", "Auxiliar de operaciones (Abierta)")
    await session.tabUntil(dialog.getByRole("button", { name: "Asignar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("El candidato ya está asignado a la vacante").waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await session.tabUntil(dialog.getByRole("button", { name: "Cancelar" }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
  }, 180_000)
})
