import { beforeAll, describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Catálogo de contratos (CON100) in Chromium, by keyboard alone: a type is added with its
// template, an unknown placeholder is refused by name, fixed, and the type saved; the form shows
// requiere_f_fin as the SAT code makes it. Axe at 1366 and 390 px on the list and the refusal.

describe("Catálogo de contratos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, toast, isFocused, tabUntil, settled, openAdd } = session
  let page: RecordPageSession["page"]
  let url = ""
  beforeAll(() => {
    page = session.page
    url = session.server.url
  })

  it("opens at its address for a holder of CON100, with the seeded types", async () => {
    await page.goto(`${url}/contratos/catalogo-contratos`)
    await page.getByRole("heading", { level: 1, name: "Catálogo de contratos" }).waitFor()
    await settled()
    await page.getByRole("rowheader", { name: "TIEMPO" }).waitFor()
    await noViolationsAtBothWidths()
  })

  it("adds a type with its template by keyboard, after refusing an unknown placeholder", async () => {
    const dialog = await openAdd("tipo de contrato")
    const key = dialog.getByRole("textbox", { name: "Clave" })
    await expect.poll(() => isFocused(key)).toBe(true)
    await page.keyboard.type("e2eobra")
    await tabUntil(dialog.getByRole("textbox", { name: "Nombre" }))
    await page.keyboard.type("Obra de remodelación e2e")
    await tabUntil(dialog.getByRole("combobox", { name: "Tipo de contrato SAT" }))
    await page.keyboard.type("02")
    await expect.poll(() => dialog.getByRole("combobox", { name: "Tipo de contrato SAT" }).inputValue()).toBe("02")
    // The server works requiere_f_fin out from the SAT code; the form shows what it will be.
    await dialog.getByText("Sí", { exact: true }).waitFor()
    await tabUntil(dialog.getByRole("textbox", { name: "Duración predeterminada (días)" }))
    await page.keyboard.type("120")
    const template = dialog.getByRole("textbox", { name: "Plantilla" })
    await tabUntil(template)
    await page.keyboard.type("Contrato individual de trabajo entre {n_empresa} y {n_empleado}, con sueldo de {sueldo}.")
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText("La plantilla contiene campos desconocidos: {sueldo}", { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    // Fixed: the placeholder the list has for the salary.
    await tabUntil(template, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Contrato individual de trabajo entre {n_empresa} y {n_empleado}, con salario diario de {salario_diario}, del {f_inicio} al {f_fin}.")
    await dialog.getByText("La plantilla contiene campos desconocidos: {sueldo}", { exact: true }).waitFor({ state: "detached" })
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("rowheader", { name: "E2EOBRA" }).waitFor()
    const cells = await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "E2EOBRA" }) }).getByRole("gridcell").allTextContents()
    expect(cells.slice(0, 3)).toEqual(["Obra de remodelación e2e", "02 Contrato de trabajo para obra determinada", "✓Sí"])
  })
})
