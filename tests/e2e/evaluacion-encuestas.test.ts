import { beforeAll, describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Encuestas (EVA100) in Chromium, by keyboard alone. The Evaluación module is on in the sidebar,
// and the page opens at its address for a holder of EVA100. An empty save shows the
// required messages; an instrument is written tab by tab (a section, a scale question), saved,
// previewed, duplicated into its next version and deactivated. Axe at 1366 and 390 px on the
// list, the form, the preview and the confirmation.

describe("Encuestas de evaluación in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, toast, settled, toTab, rowAction } = session
  let page: RecordPageSession["page"]
  beforeAll(() => {
    page = session.page
  })

  it("writes, previews, duplicates and deactivates an instrument", async () => {
    await page.goto(`${session.server.url}/evaluacion/encuestas`)
    await page.getByRole("heading", { level: 1, name: "Encuestas" }).waitFor()
    await page.getByRole("grid").getByText("360-GEN", { exact: true }).first().waitFor()
    // The module is on in the menus: its entry is not announced as disabled.
    await expect(page.getByRole("navigation").getByRole("button", { name: /^Evaluación/ }).first().getAttribute("aria-disabled")).resolves.toBeNull()
    await noViolationsAtBothWidths()

    await tabUntil(page.getByRole("button", { name: "Agregar encuesta", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar encuesta" })
    await form.waitFor()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    for (const message of ["La clave es requerido", "El nombre de la encuesta es requerido", "El tipo de encuesta es requerido"]) {
      await form.getByText(message, { exact: true }).first().waitFor()
    }
    await tabUntil(form.getByRole("textbox", { name: "Clave", exact: true }), "Shift+Tab")
    await page.keyboard.type("e2e-360")
    await tabUntil(form.getByRole("textbox", { name: "Encuesta", exact: true }))
    await page.keyboard.type("Encuesta por teclado")
    // A native select: typing picks by its first letters.
    const kind = form.getByRole("combobox", { name: "Tipo", exact: true })
    await tabUntil(kind)
    await expect(form.getByRole("textbox", { name: "Escala 5", exact: true }).inputValue()).resolves.toBe("Siempre")
    await page.keyboard.type("360")
    // With the tab's problems solved, the form opens the next tab with problems.
    await form.getByRole("tab", { name: /^Secciones/, selected: true }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(form.getByRole("button", { name: "Agregar sección", exact: true }))
    await page.keyboard.press("Enter")
    await tabUntil(form.getByRole("textbox", { name: "Título", exact: true }))
    await page.keyboard.type("Trabajo en equipo")
    await tabUntil(form.getByRole("button", { name: "Guardar sección", exact: true }))
    await page.keyboard.press("Enter")
    await form.getByRole("cell", { name: "Trabajo en equipo", exact: true }).waitFor()
    await toTab(form, /^Preguntas/)
    await tabUntil(form.getByRole("button", { name: "Agregar pregunta", exact: true }))
    await page.keyboard.press("Enter")
    await tabUntil(form.getByRole("textbox", { name: "Pregunta", exact: true }))
    await page.keyboard.type("Comparte la información con su equipo")
    await tabUntil(form.getByRole("button", { name: "Guardar pregunta", exact: true }))
    await page.keyboard.press("Enter")
    await form.getByRole("cell", { name: "Comparte la información con su equipo", exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()

    await rowAction("E2E-360", "Vista previa de la encuesta E2E-360 versión 1")
    const preview = page.getByRole("dialog", { name: "Vista previa: Encuesta por teclado (versión 1)" })
    await preview.getByRole("heading", { name: "1. Trabajo en equipo" }).waitFor()
    await preview.getByText("1. Comparte la información con su equipo").waitFor()
    await preview.getByText("Escala: 1 Nunca, 2 Rara vez, 3 A veces, 4 Casi siempre, 5 Siempre").waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await preview.waitFor({ state: "detached" })

    await rowAction("E2E-360", "Duplicar la encuesta E2E-360 versión 1")
    const copy = page.getByRole("region", { name: "Agregar encuesta" })
    await copy.waitFor()
    await expect.poll(() => copy.getByRole("textbox", { name: "Encuesta", exact: true }).inputValue()).toBe("Encuesta por teclado")
    await tabUntil(copy.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()
    await page.getByRole("button", { name: "Vista previa de la encuesta E2E-360 versión 2", exact: true }).waitFor()

    await rowAction("E2E-360", "Desactivar la encuesta E2E-360 v1")
    const confirm = page.getByRole("alertdialog", { name: "Desactivar" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Encuesta desactivada")
    await page.getByRole("button", { name: "Activar la encuesta E2E-360 v1", exact: true }).waitFor()
  }, 240_000)
})
