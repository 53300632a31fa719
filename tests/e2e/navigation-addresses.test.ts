import { describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Finding pages and keeping records' addresses, in Chromium by keyboard. The pages that were
// reachable only by typing their address are found through the sidebar and through "Buscar
// opción"; a person's record opened from Gestión de personal gets its own URL (Back returns to
// the list at the same page and search, a reload reopens it, an unknown id says so), and so does
// a movement's detail; a stored
// salary is read-only and leads to Movimientos de personal for that person.

const formerlyHidden = [
  { module: "Personal", label: "Movimientos de personal", path: "/personal/movimientos-personal", word: "movimiento" },
  { module: "Personal", label: "Préstamos autorizados", path: "/personal/prestamos-autorizados", word: "préstamos" },
  { module: "Personal", label: "Ayudas económicas", path: "/personal/ayudas-economicas", word: "ayudas" },
  { module: "Personal", label: "Reconocimientos", path: "/personal/reconocimientos", word: "reconocim" },
  { module: "Organización", label: "Organigramas", path: "/organizacion/organigramas", word: "organigr" },
  { module: "Organización", label: "Árbol de departamentos", path: "/organizacion/arbol-departamentos", word: "árbol" },
] as const

describe("pages and records within reach in Chromium", () => {
  const session = useRecordPageSession()
  const { tabUntil, settled } = session
  let page: RecordPageSession["page"]
  const pathOf = () => new URL(page.url()).pathname
  const searchOf = () => new URL(page.url()).searchParams

  it("finds every formerly hidden page in the sidebar by keyboard", async () => {
    page = session.page
    const nav = page.getByRole("navigation", { name: "Módulos" })
    for (const target of formerlyHidden) {
      const moduleButton = nav.getByRole("button", { name: target.module, exact: true })
      await tabUntil(moduleButton)
      if ((await moduleButton.getAttribute("aria-expanded")) !== "true") {
        await page.keyboard.press("Enter")
        await expect.poll(() => moduleButton.getAttribute("aria-expanded")).toBe("true")
      }
      await tabUntil(nav.getByRole("link", { name: target.label, exact: true }))
      await page.keyboard.press("Enter")
      await expect.poll(pathOf).toBe(target.path)
      await page.getByRole("main").getByRole("heading", { level: 1 }).first().waitFor()
    }
  }, 240_000)

  it("finds every formerly hidden page with Buscar opción by a word of its name", async () => {
    const search = page.getByRole("combobox", { name: "Buscar opción" })
    for (const target of formerlyHidden) {
      await tabUntil(search, "Shift+Tab")
      await page.keyboard.type(target.word)
      await page.getByRole("option", { name: new RegExp(target.label) }).waitFor()
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("Enter")
      await expect.poll(pathOf).toBe(target.path)
      await expect.poll(() => search.inputValue()).toBe("")
    }
  }, 240_000)

  it("links Gestión de personal to the pages of its people", async () => {
    await page.goto(`${session.server.url}/personal/gestion-personal`)
    await settled()
    const related = page.getByRole("navigation", { name: "Páginas relacionadas" })
    await tabUntil(related.getByRole("link", { name: "Movimientos de personal", exact: true }))
    await page.keyboard.press("Enter")
    await expect.poll(pathOf).toBe("/personal/movimientos-personal")
  }, 120_000)

  it("gives an opened record its own address: Back returns to the list's page and search, a reload reopens it", async () => {
    await page.goto(`${session.server.url}/personal/gestion-personal`)
    await settled()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("a")
    await settled()
    const pages = page.getByRole("navigation", { name: /^Página \d+ de \d+$/ })
    await tabUntil(page.getByRole("button", { name: "Siguiente", exact: true }))
    await page.keyboard.press("Enter")
    await expect.poll(() => pages.getAttribute("aria-label")).toMatch(/^Página 2 de/)
    await settled()
    const firstRow = async () => (await page.getByRole("row").nth(1).getByRole("rowheader").textContent())?.trim() ?? ""
    await expect.poll(firstRow).toMatch(/^E\d+$/)
    const firstName = await firstRow()

    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Editar colaborador" })
    await form.waitFor()
    await expect.poll(() => searchOf().get("registro")).toMatch(/^\d+$/)
    const id = searchOf().get("registro") ?? ""

    // The browser's Back: the list at page 2 with the same search, no record in the address.
    await page.goBack()
    await form.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("registro")).toBeNull()
    await expect.poll(() => pages.getAttribute("aria-label")).toMatch(/^Página 2 de/)
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe("a")
    await settled()
    await expect.poll(firstRow).toBe(firstName)

    // Forward and a reload open the same record again, straight from its address.
    await page.goForward()
    await form.waitFor()
    await page.reload()
    await form.waitFor()
    expect(searchOf().get("registro")).toBe(id)
    await expect.poll(() => form.getByRole("textbox", { name: "CURP", exact: true }).inputValue()).not.toBe("")

    // Guardar on nothing changed stores nothing and says so; the record's address is left.
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await session.toast("No hubo cambios: no se guardó nada.")
    await form.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("registro")).toBeNull()
    await settled()

    // A saved change closes the record and leaves its address without asking about unsaved changes.
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    await form.waitFor()
    await expect.poll(() => searchOf().get("registro")).toMatch(/^\d+$/)
    await session.toTab(form, /^Contacto/)
    const mobile = form.getByRole("textbox", { name: "Celular", exact: true })
    await tabUntil(mobile)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("3398765432")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    // A save reads the list again: wait for that answer, or the next row walked may be one the
    // reload replaces under the focus (a CI run's Enter landed on a row already gone).
    const listed = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).searchParams.get("pagina") === "2")
    await page.keyboard.press("Enter")
    await session.toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("registro")).toBeNull()
    expect(await page.getByRole("alertdialog").count()).toBe(0)
    await expect.poll(() => pages.getAttribute("aria-label")).toMatch(/^Página 2 de/)
    await listed
    await settled()

    // Cancelar closes an untouched record the same way.
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    await form.waitFor()
    await tabUntil(form.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    await form.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("registro")).toBeNull()
    await settled()
  }, 240_000)

  it("gives a row's detail its own address: Back closes it, Forward and a reload open it again, Escape leaves it", async () => {
    await page.goto(`${session.server.url}/personal/movimientos-personal`)
    await settled()
    await session.toFirstRow()
    // Along the first row to its "Ver el movimiento <folio>" button.
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")
    for (let i = 0; i < 16 && !/^Ver el movimiento \d+$/.test(await focusedName()); i++) await page.keyboard.press("ArrowRight")
    const folio = (await focusedName()).replace("Ver el movimiento ", "")
    expect(folio).toMatch(/^\d+$/)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: `Movimiento ${folio}` })
    await dialog.waitFor()
    await expect.poll(() => searchOf().get("detalle")).toBe(folio)
    await dialog.getByText("Antes y después").waitFor()

    await page.goBack()
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("detalle")).toBeNull()
    await page.goForward()
    await dialog.waitFor()
    await page.reload()
    await dialog.getByText("Antes y después").waitFor()

    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("detalle")).toBeNull()
    await expect.poll(pathOf).toBe("/personal/movimientos-personal")
  }, 180_000)

  it("says so when the address names a record that does not exist, and goes back to the list", async () => {
    await page.goto(`${session.server.url}/personal/gestion-personal?registro=987654`)
    const alert = page.getByRole("alert").filter({ hasText: "No existe un registro de colaborador con la clave «987654»" })
    await alert.waitFor()
    await session.noViolations()
    await tabUntil(page.getByRole("button", { name: "Volver a la lista", exact: true }))
    await page.keyboard.press("Enter")
    await alert.waitFor({ state: "detached" })
    await expect.poll(() => searchOf().get("registro")).toBeNull()
    await settled()
  }, 120_000)

  it("shows a stored salary read-only, says why, and leads to a salary movement for that person", async () => {
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Editar colaborador" })
    await form.waitFor()
    const person = await form.getByRole("textbox", { name: "Nombre(s)", exact: true }).inputValue()
    // The tab list, then the arrows to Salario (further than the shared helper walks).
    await session.toTab(form, /^Datos/)
    const salaryTab = form.getByRole("tab", { name: /^Salario/ })
    for (let i = 0; i < 10 && !(await session.isFocused(salaryTab)); i++) await page.keyboard.press("ArrowRight")
    await expect.poll(() => salaryTab.getAttribute("aria-selected")).toBe("true")
    const salary = form.getByRole("textbox", { name: "Salario diario" })
    expect(await salary.getAttribute("readonly")).not.toBeNull()
    expect(await salary.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(255, 255, 255)")
    await form.getByText(/el salario diario cambia con un movimiento de personal/).waitFor()
    await session.noViolations()

    await tabUntil(form.getByRole("link", { name: "Registrar un cambio de salario en Movimientos de personal" }))
    await page.keyboard.press("Enter")
    await expect.poll(pathOf).toBe("/personal/movimientos-personal")
    const dialog = page.getByRole("dialog", { name: "Agregar movimiento" })
    await dialog.waitFor()
    await expect.poll(() => dialog.getByRole("combobox", { name: "Tipo", exact: true }).inputValue()).toBe("CAMBIO_SALARIO")
    expect(person).not.toBe("")
  }, 180_000)
})
