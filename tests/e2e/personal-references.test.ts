import { beforeAll, describe, expect, it } from "vitest"
import { recordText } from "../../src/records/record-text"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Tablas de referencia de personal (GP050) in Chromium, by keyboard: the catalogue select is
// required; a motivo de baja is added with its IMSS cause (asked for when missing), edited and
// deleted; a SAT catalogue is listed with no way to change it; axe at desktop and phone widths.

describe("Tablas de referencia de personal in Chromium", () => {
  const session = useRecordPageSession()
  const { toast, isFocused, tabUntil, settled, openAdd, toFirstRow } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })
  const catalogue = () => page.getByRole("combobox", { name: "Catálogo" })

  it("adds, edits and deletes a motivo de baja with its IMSS cause", async () => {
    await page.goto(`${server.url}/personal/tablas-referencia`)
    await page.getByRole("heading", { level: 1, name: "Tablas de referencia" }).waitFor()
    await tabUntil(catalogue())
    await page.keyboard.press("Tab")
    await page.getByText("El catálogo es requerido", { exact: true }).waitFor()
    expect(await page.getByRole("grid").count()).toBe(0)
    await tabUntil(catalogue(), "Shift+Tab")
    // A native select's type-ahead picks the first catalogue starting with these letters.
    await page.keyboard.type("Mot")
    await page.getByRole("heading", { level: 1, name: "Motivos de baja" }).waitFor()
    await settled()
    expect(page.url()).toContain("catalogo=motivos-baja")
    await page.getByRole("gridcell", { name: "A Pensión", exact: true }).waitFor()

    const dialog = await openAdd("motivo de baja")
    await expect.poll(() => isFocused(dialog.getByRole("textbox", { name: "Clave" }))).toBe(true)
    await page.keyboard.type("90")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Cambio de residencia e2e")
    await page.keyboard.press("Enter")
    await dialog.getByText("La causa IMSS es requerida", { exact: true }).waitFor()
    await tabUntil(dialog.getByRole("combobox", { name: "Causa IMSS" }))
    await page.keyboard.type("2")
    expect(await dialog.getByRole("combobox", { name: "Causa IMSS" }).inputValue()).toBe("2")
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    // The new row sorts after the ten seeded ones: the search brings it to the first page.
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("residencia")
    await page.getByRole("gridcell", { name: "A Pensión", exact: true }).waitFor({ state: "detached" })
    await settled()
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "90", exact: true }) })
    await row.getByRole("gridcell", { name: "2 Separación voluntaria", exact: true }).waitFor()
    await toFirstRow()
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Editar motivo de baja" })
    await edit.waitFor()
    await tabUntil(edit.getByRole("combobox", { name: "Causa IMSS" }))
    await page.keyboard.type("6")
    await tabUntil(edit.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await row.getByRole("gridcell", { name: "6 Otras", exact: true }).waitFor()

    // Arrow keys move from the row to its cells, the last of which holds the row's buttons.
    const remove = page.getByRole("button", { name: "Eliminar motivo de baja 90" })
    await toFirstRow()
    for (let i = 0; i < 10 && !(await isFocused(remove)); i++) await page.keyboard.press("ArrowRight")
    for (let i = 0; i < 3 && !(await isFocused(remove)); i++) await page.keyboard.press("Tab")
    await expect.poll(() => isFocused(remove)).toBe(true)
    await page.keyboard.press("Enter")
    await page.getByRole("alertdialog").getByText("¿Desea borrar el registro seleccionado?").waitFor()
    // Cancelar has the focus: Tab reaches Aceptar.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await toast("Registro eliminado")
    await page.getByRole("rowheader", { name: "90", exact: true }).waitFor({ state: "detached" })
  })

  it("lists a SAT catalogue read-only: no Agregar, no Eliminar", async () => {
    // The SAT's catalogues close the select: the last is riesgos de puesto, jornada two above.
    // Each key opens its catalogue before the next: a key pressed while the page changed to the
    // previous one was lost in a CI run.
    for (const key of ["End", "ArrowUp", "ArrowUp"]) {
      await tabUntil(catalogue(), "Shift+Tab")
      const before = await catalogue().inputValue()
      await page.keyboard.press(key)
      await expect.poll(() => catalogue().inputValue()).not.toBe(before)
      await settled()
      expect(await isFocused(catalogue())).toBe(true)
    }
    await page.getByRole("heading", { level: 1, name: "Tipos de jornada" }).waitFor()
    await settled()
    await page.getByText(recordText.soloConsulta, { exact: true }).waitFor()
    await page.getByRole("gridcell", { name: "Diurna", exact: true }).waitFor()
    expect(await page.getByRole("button", { name: /^Agregar/ }).count()).toBe(0)
    expect(await page.getByRole("button", { name: /^Eliminar/ }).count()).toBe(0)
  })
})
