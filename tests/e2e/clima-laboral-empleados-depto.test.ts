import { describe, expect, it } from "vitest"
import { useRecordPageSession } from "./support/record-page"

// Empleados por departamento (CLI210) in Chromium, by keyboard alone, on the demo's projects: a
// draft (the first centre's second application) chosen in the project select draws its
// participants with a seed the user types, and the table counts them by department; the project
// in application invites its participants not yet invited through the kiosk. Axe is clean with
// each state shown, at 1366 and 390 px.

const path = "/clima-laboral/empleados-depto"

describe("Empleados por departamento in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, noViolationsAtBothWidths } = session
  const notice = (text: RegExp) => session.page.getByRole("region", { name: "Notificaciones" }).getByText(text).first().waitFor()

  it("draws a draft's participants with a typed seed", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Empleados por departamento" }).waitFor()
    const project = page.getByRole("combobox", { name: "Proyecto" })
    await tabUntil(project)
    await page.keyboard.type("segunda")
    await page.getByRole("option", { name: /segunda aplicación/ }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: "Generar participantes" }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("textbox", { name: /Semilla/ }))
    await page.keyboard.type("4242")
    await tabUntil(page.getByRole("button", { name: "Generar participantes" }))
    await page.keyboard.press("Enter")
    await notice(/^Participantes generados: \d+ \(semilla 4242\)$/)
    await page.getByRole("heading", { level: 2, name: "Regenerar participantes" }).waitFor()
    const total = page.getByRole("table", { name: /^Participantes de/ }).getByRole("row").last()
    await expect.poll(async () => (await total.getByRole("cell").allTextContents())[1] ?? "0").not.toBe("0")
    await noViolationsAtBothWidths()
  }, 180_000)

  it("invites the open project's participants through the kiosk", async () => {
    const page = session.page
    await page.goto(`${session.server.url}${path}?proyecto=2`)
    await page.getByRole("heading", { level: 2, name: "Enviar invitaciones" }).waitFor()
    const medium = page.getByRole("combobox", { name: "Medio de invitación" })
    await tabUntil(medium)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => medium.inputValue()).toBe("Kiosko")
    await tabUntil(page.getByRole("button", { name: "Enviar invitaciones" }))
    await page.keyboard.press("Enter")
    await notice(/^Invitaciones por kiosko: \d+\./)
    await noViolationsAtBothWidths()
  }, 180_000)
})
