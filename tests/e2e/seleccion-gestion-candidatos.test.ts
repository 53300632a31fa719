import { readFile } from "node:fs/promises"
import type { Locator } from "playwright-core"
import { describe, expect, it } from "vitest"
import { simplePdf } from "../../server/seed/demo-cv"
import { chooseFileWithEnter } from "./support/browser"
import { useRecordPageSession } from "./support/record-page"

// Gestión de candidatos (SEL200) in Chromium, by keyboard alone: the row's "Asignar a vacante"
// dialog chooses a vacancy with its searchable select and sends it; the server's refusal (the
// candidate is already in that vacancy, as the demo seeds her) stays under the select and the
// dialog stays open; axe is clean on the list and the dialog at 1366 and 390 px. "Ver CV" saves a
// candidate's CV. In the candidate's record, the Documentos tab uploads a document by keyboard:
// Enter in its description asks for the file instead of saving the candidate, a text named .pdf is
// refused under the file, a real PDF is kept and listed, downloaded back byte for byte, and
// deleted after its question; axe at both widths with the tab open.

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

  it("saves a CV, and uploads, downloads and deletes a document in the record by keyboard", async () => {
    const page = session.page
    const { tabUntil, toast } = session
    await page.goto(`${session.server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await session.settled()
    // Valeria's CV is seeded with the demo pool.
    const cv = page.waitForEvent("download", { timeout: 30_000 })
    await session.rowAction("Valeria", "Ver el CV de Valeria Navarro Pineda")
    expect((await cv).suggestedFilename()).toBe("CV Valeria Navarro Pineda.pdf")

    // Renata's record, from her row.
    const box = page.getByRole("searchbox", { name: "Buscar" })
    await tabUntil(box, "Shift+Tab")
    const reloaded = page.waitForResponse((r) => new URL(r.url()).searchParams.get("buscar") === "Renata")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Renata")
    await reloaded
    await session.settled()
    await session.toFirstRow()
    // The grid gives the focus back to the cell it last had (the CV's button): the arrows lead to the row.
    const onRow = () => page.evaluate(() => document.activeElement?.getAttribute("role") === "row")
    for (let i = 0; i < 12 && !(await onRow()); i++) await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("Enter")
    const form = page.getByRole("dialog", { name: "Editar candidato" })
    await form.waitFor()
    await form.getByRole("textbox", { name: "Nombre" }).waitFor()
    await session.toTab(form, /^Documentos/)
    await form.getByText("Sin documentos").waitFor()

    await tabUntil(form.getByRole("combobox", { name: "Tipo de documento" }))
    // A native select's type-ahead.
    await page.keyboard.type("Ide")
    await expect.poll(() => form.getByRole("combobox", { name: "Tipo de documento" }).inputValue()).toBe("identificacion")
    await tabUntil(form.getByRole("textbox", { name: "Descripción" }))
    await page.keyboard.type("INE vigente")
    // Enter uploads, not saves the candidate: with no file yet, the form asks for it.
    await page.keyboard.press("Enter")
    await form.getByRole("alert").filter({ hasText: "El archivo es requerido" }).waitFor()
    expect(await form.isVisible()).toBe(true)

    const choose = form.getByRole("button", { name: "Elegir archivo Archivo", exact: true })
    const upload = form.getByRole("button", { name: "Subir documento", exact: true })
    await tabUntil(choose)
    await (await chooseFileWithEnter(page)).setFiles({ name: "ine.pdf", mimeType: "application/pdf", buffer: Buffer.from("no soy un PDF\n") })
    await tabUntil(upload)
    await page.keyboard.press("Enter")
    await form.getByRole("alert").filter({ hasText: "El documento debe ser un archivo PDF, JPEG o PNG" }).waitFor()

    const pdf = simplePdf("Identificación oficial", ["Renata Esquivel Lara", "INE vigente"])
    await tabUntil(choose, "Shift+Tab")
    await (await chooseFileWithEnter(page)).setFiles({ name: "ine.pdf", mimeType: "application/pdf", buffer: pdf })
    await tabUntil(upload)
    await page.keyboard.press("Enter")
    await toast("Documento guardado")
    const download = form.getByRole("button", { name: "Descargar Identificación oficial: INE vigente", exact: true })
    await download.waitFor()
    await noViolationsAtBothWidths()

    // The list is a grid, one stop of Tab: the arrows walk its cells to the row's buttons.
    const grid = form.getByRole("grid", { name: "Documentos de Renata Esquivel Lara" })
    const toButton = async (button: Locator) => {
      for (let i = 0; i < 40 && !(await grid.evaluate((el) => el.contains(document.activeElement))); i++) await page.keyboard.press("Shift+Tab")
      for (let i = 0; i < 12 && !(await session.isFocused(button)); i++) await page.keyboard.press("ArrowRight")
      await expect.poll(() => session.isFocused(button)).toBe(true)
    }
    const saved = page.waitForEvent("download", { timeout: 30_000 })
    await toButton(download)
    await page.keyboard.press("Enter")
    const file = await saved
    expect(file.suggestedFilename()).toBe("Renata Esquivel Lara - Identificación oficial - INE vigente.pdf")
    expect(Buffer.from(await readFile(await file.path()))).toEqual(pdf)

    await toButton(form.getByRole("button", { name: "Eliminar Identificación oficial: INE vigente", exact: true }))
    await page.keyboard.press("Enter")
    const question = page.getByRole("alertdialog")
    await question.waitFor()
    await tabUntil(question.getByRole("button", { name: "Eliminar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Documento eliminado")
    await form.getByText("Sin documentos").waitFor()
    // Its row is gone: the focus waits at the start of the next upload.
    await expect.poll(() => session.isFocused(form.getByRole("combobox", { name: "Tipo de documento" }))).toBe(true)
    await tabUntil(form.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    await form.waitFor({ state: "detached" })
  }, 240_000)
})
