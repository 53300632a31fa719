import ExcelJS from "exceljs"
import type { Locator } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// The worked example of the records platform in Chromium: 'Tipos de ayuda' (GP050) drawn by
// the generic RecordPage from its descriptor. A record with a child row is added by keyboard
// alone, found with an accent-free search, edited (key read-only), exported and deleted; axe
// runs at desktop and phone widths with the form open and closed.

describe("Tipos de ayuda (RecordPage) in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, isFocused, tabUntil, settled, openAdd, toFirstRow } = session
  // Read at call time: the server and the page exist once beforeAll has run.
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })
  const open = async () => {
    await page.goto(`${server.url}/personal/tipos-ayuda`)
    await page.getByRole("heading", { level: 1, name: "Tipos de ayuda" }).waitFor()
    await settled()
  }

  it("is in the sidebar of the Personal module for a holder of GP050", async () => {
    await open()
    await expect(page.getByRole("link", { name: "Tipos de ayuda" }).count()).resolves.toBeGreaterThan(0)
    await noViolations()
  })

  it("adds a type of aid with a document by keyboard alone, after the required-field messages", async () => {
    await open()
    const dialog = await openAdd("tipo de ayuda")
    // The first field has the focus; Enter submits the empty form.
    await expect.poll(() => isFocused(dialog.getByRole("textbox", { name: "Clave" }))).toBe(true)
    await page.keyboard.press("Enter")
    for (const message of [
      "La clave es requerido",
      "La descripción es requerida",
      "El monto máximo es requerido",
      "La antigüedad mínima es requerida",
      "La fecha de vigencia es requerida",
    ]) {
      await dialog.getByText(message, { exact: true }).waitFor()
    }
    await noViolations()

    await page.keyboard.type("e2emed")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Ayuda médica e2e")
    await tabUntil(dialog.getByRole("textbox", { name: "Detalle" }))
    await page.keyboard.type("Consultas y medicamentos")
    await tabUntil(dialog.getByRole("textbox", { name: "Monto máximo" }))
    await page.keyboard.type("1500.5")
    await tabUntil(dialog.getByRole("checkbox", { name: "Requiere comprobante" }))
    await page.keyboard.press("Space")
    await tabUntil(dialog.getByRole("textbox", { name: "Antigüedad mínima (meses)" }))
    await page.keyboard.type("6")
    await tabUntil(dialog.getByRole("textbox", { name: "Máximo de ayudas por año" }))
    await page.keyboard.type("2")
    await page.keyboard.press("Tab")
    // The date's segments follow es-MX: día, mes, año.
    await page.keyboard.type("15032026")
    await tabUntil(dialog.getByRole("textbox", { name: "Correo de aviso" }))
    await page.keyboard.type("avisos@demo.mx")

    await tabUntil(dialog.getByRole("button", { name: "Agregar documento", exact: true }))
    await page.keyboard.press("Enter")
    const row = dialog.getByRole("group", { name: "Agregar documento" })
    await row.waitFor()
    // Enter on an empty row keeps it open with its message, and does not submit the record.
    await page.keyboard.press("Enter")
    await row.getByText("El documento es requerido").waitFor()
    await page.keyboard.type("Receta médica")
    await page.keyboard.press("Enter")
    await row.waitFor({ state: "detached" })
    await dialog.getByRole("cell", { name: "Receta médica" }).waitFor()
    // Focus is back on Agregar documento, ready for another row.
    await expect.poll(() => isFocused(dialog.getByRole("button", { name: "Agregar documento", exact: true }))).toBe(true)
    await noViolations()

    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
  })

  it("finds it with an accent-free search and shows its cells by kind", async () => {
    await open()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("MEDICA E2E")
    await page.getByRole("rowheader", { name: "E2EMED" }).waitFor()
    await settled()
    const cells = await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "E2EMED" }) }).getByRole("gridcell").allTextContents()
    expect(cells.slice(0, 4)).toEqual(["Ayuda médica e2e", "$1,500.50", "✓Sí", "15/03/2026"])
  })

  it("edits it through the row with the key read-only, child rows loaded", async () => {
    await open()
    await page.getByRole("rowheader", { name: "E2EMED" }).waitFor()
    await toFirstRow()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Editar tipo de ayuda" })
    await dialog.waitFor()
    expect(await dialog.getByRole("textbox", { name: "Clave" }).getAttribute("readonly")).not.toBeNull()
    await dialog.getByRole("cell", { name: "Receta médica" }).waitFor()
    await noViolations()
    await tabUntil(dialog.getByRole("textbox", { name: "Descripción" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Ayuda médica e2e editada")
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await page.getByRole("gridcell", { name: "Ayuda médica e2e editada", exact: true }).waitFor()
  })

  it("exports what the list shows to a real workbook", async () => {
    await open()
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.getByRole("button", { name: "Exportar a Excel" }).click()])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path()) ?? "")
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    expect(rows.some((r) => r.includes("E2EMED") && r.includes("Ayuda médica e2e editada"))).toBe(true)
    await toast("Los datos fueron exportados")
  })

  it("deletes it after the confirmation", async () => {
    await open()
    await page.getByRole("button", { name: "Eliminar tipo de ayuda E2EMED" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("¿Desea borrar el registro seleccionado?").waitFor()
    // The second line names the record; Cancelar has the focus, so a stray Enter deletes nothing.
    await confirm.getByText("E2EMED, Ayuda médica e2e editada", { exact: true }).waitFor()
    await noViolations()
    expect(await confirm.getByRole("button", { name: "Cancelar" }).evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await toast("Registro eliminado")
    await page.getByRole("rowheader", { name: "E2EMED" }).waitFor({ state: "detached" })
  })

  it("a save's toast stays clear of the user menu and, on a phone, of Menú: both stay clickable under it", async () => {
    type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
    const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    /** Nothing covers the button: what the browser finds at its centre is the button or inside it. */
    const onTop = (button: Locator) =>
      button.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return hit !== null && el.contains(hit)
      })
    const region = page.getByRole("region", { name: "Notificaciones" })
    const userMenu = page.getByRole("button", { name: "Menú de usuario", exact: true })
    const menu = page.getByRole("button", { name: "Menú", exact: true })
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await open()
      // The list keeps its last search (an earlier test's, whose record is gone): cleared, the
      // demo's types show again.
      const search = page.getByRole("searchbox", { name: "Buscar" })
      if ((await search.inputValue()) !== "") {
        // The cleared search reloads the list after a pause: wait for that answer, or the row
        // opened below may be replaced under the pointer.
        const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/tipos-ayuda")
        await search.fill("")
        await reloaded
      }
      await page.locator("[role=grid] tbody tr[data-key]").first().waitFor()
      await settled()
      // A save on the records page: the first row's description changed, Guardar. (Opening a
      // row by keyboard is the journey above; this test is about where the toast lands.)
      await page.locator("[role=grid] tbody tr[data-key]").first().locator("th, td").first().click()
      const form = page.getByRole("dialog", { name: /^Editar tipo de ayuda/ })
      await form.waitFor()
      const description = form.getByRole("textbox", { name: "Descripción" })
      await description.fill(`${await description.inputValue()} ${width}`)
      await form.getByRole("button", { name: "Guardar", exact: true }).click()
      await expect.poll(() => region.textContent()).toContain("Datos guardados")
      await form.waitFor({ state: "detached" })
      const toastBox = await region.boundingBox()
      expect(toastBox, `${width} px: the toast region`).not.toBeNull()
      const covered = [userMenu, ...(width === 390 ? [menu] : [])]
      for (const button of covered) {
        const box = await button.boundingBox()
        expect(box, `${width} px: ${await button.getAttribute("aria-label")}`).not.toBeNull()
        if (toastBox !== null && box !== null) expect(overlap(toastBox, box), `${width} px: the toast over ${await button.textContent()}`).toBe(false)
        expect(await onTop(button)).toBe(true)
      }
      // Clickable while the toast shows: each opens what it opens, and Escape closes it.
      expect(await region.getByText("Datos guardados", { exact: true }).first().isVisible()).toBe(true)
      await userMenu.click()
      await page.getByRole("menu").waitFor()
      await page.keyboard.press("Escape")
      await page.getByRole("menu").waitFor({ state: "detached" })
      if (width === 390) {
        await menu.click()
        const drawer = page.getByRole("dialog")
        await drawer.waitFor()
        await page.keyboard.press("Escape")
        await drawer.waitFor({ state: "detached" })
      }
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  })
})
