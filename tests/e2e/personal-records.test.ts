import { readFile } from "node:fs/promises"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { kitText } from "../../src/ui/kit-text"
import { apiGet, apiLogin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { todayInMexico } from "../../domain/dates"

// Propiedades de empresas (GP180), Actas administrativas (GP200) and the employee record's
// Documentos tab in Chromium, by keyboard alone, on the demo: a laptop is registered and lent
// under a responsiva whose PDF is printed from its row; the list's "vence en N días" shows the
// demo's phone line; an acta is written tab by tab (a tipo de falta proposing its fraction, a
// participant and two witnesses), saved, signed from its row and printed; the person's record
// shows it in its Documentos tab and prints it. Axe at 1366 and 390 px on each form, tab and dialog
// the journey fills or opens (the lists as they open are sweep-personal's).

type Row = Record<string, unknown>

const today = todayInMexico()
const typedToday = today.split("-").reverse().join("")

describe("Propiedades y actas administrativas in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, pick, toast, isFocused } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let token = ""
  /** Three active people of the first company with no document yet: the borrower, the acta's subject, a witness. */
  let people: ReadonlyArray<{ id: number; num: string; name: string }> = []

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token
    const list = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, "/empleados?id_empresa=1&estatus=A&por_pagina=100&orden=num_empleado&direccion=desc", token)
    people = list.registros.slice(0, 3).map((r) => ({ id: Number(r.id_empleado), num: String(r.num_empleado), name: String(r.n_empleado) }))
    expect(people.length).toBe(3)
  })

  const pdfText = async (trigger: () => Promise<void>, name: RegExp) => {
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await trigger()
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(name)
    const bytes = await readFile(await download.path())
    return (await extractText(await getDocumentProxy(Uint8Array.from(bytes)), { mergePages: true })).text.replace(/\s+/g, " ")
  }

  /** Tab into the grid holding the button, then the arrows through its first row's cells and buttons. */
  const rowButton = async (name: string, list = true) => {
    const target = page.getByRole("button", { name, exact: true })
    await target.waitFor()
    if (list) await settled()
    const inGrid = () => target.evaluate((el) => el.closest('[role="grid"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 80 && !(await inGrid()); i++) await page.keyboard.press("Tab")
    const inCell = () => target.evaluate((el) => el.closest('[role="gridcell"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 12 && !(await inCell()); i++) await page.keyboard.press("ArrowRight")
    for (let i = 0; i < 6 && !(await isFocused(target)); i++) await page.keyboard.press("ArrowRight")
    await expect.poll(() => isFocused(target)).toBe(true)
  }

  const search = async (text: string) => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }), "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(text)
    await settled()
  }

  it("registers a laptop, lends it under a responsiva and prints it; the list shows what expires soon", async () => {
    await page.goto(`${server.url}/personal/propiedades-empresas`)
    await page.getByRole("heading", { level: 1, name: "Propiedades de empresas" }).waitFor()
    await settled()

    const dialog = await session.openAdd("propiedad")
    await pick(dialog.getByRole("combobox", { name: "Empresa", exact: true }), "Comercializadora", "Comercializadora del Bajío S.A. de C.V.")
    await pick(dialog.getByRole("combobox", { name: "Tipo", exact: true }), "portátil", "Computadora portátil")
    await tabUntil(dialog.getByRole("textbox", { name: "Descripción", exact: true }))
    await page.keyboard.type("Laptop de préstamo E2E")
    await tabUntil(dialog.getByRole("textbox", { name: "Serie", exact: true }))
    await page.keyboard.type("E2E-0001")
    await tabUntil(dialog.getByRole("textbox", { name: "Inventario", exact: true }))
    await page.keyboard.type("INV-E2E-1")
    await tabUntil(dialog.getByRole("textbox", { name: "Valor", exact: true }))
    await page.keyboard.type("24500")
    await noViolationsAtBothWidths()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()

    // Vence en 30 días: the demo's phone line (12 days) shows, the new laptop (no expiry) does not.
    await tabUntil(page.getByRole("textbox", { name: "Vence en (días)" }), "Shift+Tab")
    await page.keyboard.type("30")
    await page.keyboard.press("Enter")
    await page.getByRole("row").filter({ hasText: "Línea telefónica" }).first().waitFor()
    await settled()
    expect(await page.getByRole("row").filter({ hasText: "Laptop de préstamo E2E" }).count()).toBe(0)

    // The Responsivas tab: lend the laptop.
    const tabs = page.getByRole("tablist", { name: "Listas de propiedades de empresas" })
    await tabUntil(tabs.getByRole("tab", { name: "Propiedades" }), "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => tabs.getByRole("tab", { name: "Responsivas" }).getAttribute("aria-selected")).toBe("true")
    await settled()
    await noViolationsAtBothWidths()
    const loan = await session.openAdd("responsiva")
    await pick(loan.getByRole("combobox", { name: "Propiedad", exact: true }), "préstamo E2E", "Laptop de préstamo E2E · INV-E2E-1 (E2E-0001)")
    const borrower = people[0] as { name: string }
    await pick(loan.getByRole("combobox", { name: "Colaborador", exact: true }), borrower.name, borrower.name)
    await tabUntil(loan.getByRole("spinbutton", { name: /día, Fecha de entrega/i }))
    await page.keyboard.type(typedToday)
    await noViolationsAtBothWidths()
    await tabUntil(loan.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await loan.waitFor({ state: "detached" })
    await settled()

    const loans = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/responsivas?id_empleado=${people[0]?.id}`, token)
    const folio = String(loans.registros[0]?.folio)
    expect(folio).toMatch(/^CR-1-\d{4}-\d{5}$/)
    await search(folio)
    await rowButton(`Imprimir la carta responsiva ${folio}`)
    const text = await pdfText(() => page.keyboard.press("Enter"), /^Carta responsiva CR-.*\.pdf$/)
    for (const expected of ["Carta responsiva", borrower.name, folio, "Laptop de préstamo E2E", "E2E-0001", "$24,500.00", "Recibí de conformidad"]) expect(text, expected).toContain(expected)
    await toast("Documento generado")
  }, 240_000)

  it("writes an acta tab by tab, signs it from its row and prints it", async () => {
    await page.goto(`${server.url}/personal/actas-administrativas`)
    await page.getByRole("heading", { level: 1, name: "Actas administrativas" }).waitFor()
    await settled()
    const subject = people[1] as { name: string }
    const witness = people[2] as { name: string }

    await tabUntil(page.getByRole("button", { name: "Agregar acta administrativa", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar acta administrativa" })
    await form.waitFor()
    await pick(form.getByRole("combobox", { name: "Colaborador", exact: true }), subject.name, subject.name)
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha de los hechos/i }))
    await page.keyboard.type(typedToday)
    await tabUntil(form.getByRole("textbox", { name: "Hora de los hechos", exact: true }))
    await page.keyboard.type("08:45")
    // The date of knowledge took the facts' date.
    await tabUntil(form.getByRole("spinbutton", { name: /día, Fecha del acta/i }))
    await page.keyboard.type(typedToday)
    await tabUntil(form.getByRole("textbox", { name: "Lugar", exact: true }))
    await page.keyboard.type("Almacén de producto terminado")
    await pick(form.getByRole("combobox", { name: "Tipo de falta", exact: true }), "Desobed", "Desobediencia")
    await expect.poll(() => form.getByRole("combobox", { name: "Fundamento (LFT art. 47)" }).inputValue()).toBe("XI")
    await tabUntil(form.getByRole("textbox", { name: "Descripción de los hechos", exact: true }))
    await page.keyboard.type("El colaborador se negó a acomodar la mercancía recibida pese a la instrucción de su supervisor.")
    await noViolationsAtBothWidths()

    await session.toTab(form, /^Declaración/)
    await tabUntil(form.getByRole("checkbox", { name: "Se negó a declarar" }))
    await page.keyboard.press("Space")
    await noViolationsAtBothWidths()

    await session.toTab(form, /^Participantes y testigos/)
    /** Agregar opens the row's inline form; `fill` ends it (Guardar, or Enter choosing an option keeps the row). */
    const addRow = async (singular: string, fill: () => Promise<void>) => {
      await tabUntil(form.getByRole("button", { name: `Agregar ${singular}`, exact: true }))
      await page.keyboard.press("Enter")
      await fill()
      await form.getByRole("button", { name: `Agregar ${singular}`, exact: true }).waitFor()
    }
    const keepRow = async (singular: string) => {
      await tabUntil(form.getByRole("button", { name: `Guardar ${singular}`, exact: true }))
      await page.keyboard.press("Enter")
    }
    await addRow("participante", async () => {
      await tabUntil(form.getByRole("textbox", { name: "Nombre", exact: true }))
      await page.keyboard.type("Laura Gómez Ibarra")
      await tabUntil(form.getByRole("combobox", { name: "Rol", exact: true }))
      await page.keyboard.press("ArrowDown")
      await keepRow("participante")
    })
    // A witness of the company: the row form opens on its Colaborador; Enter on the option keeps the row.
    await addRow("testigo", async () => {
      await tabUntil(form.getByRole("combobox", { name: "Colaborador", exact: true }))
      await page.keyboard.type(witness.name)
      await page.getByRole("option", { name: witness.name, exact: true }).waitFor()
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("Enter")
    })
    await form.getByRole("cell", { name: witness.name, exact: true }).waitFor()
    await addRow("testigo", async () => {
      await tabUntil(form.getByRole("textbox", { name: "Nombre", exact: true }))
      await page.keyboard.type("Jorge Salas Neri")
      await keepRow("testigo")
    })
    await noViolationsAtBothWidths()

    await session.toTab(form, /^Sanción/)
    await tabUntil(form.getByRole("combobox", { name: "Sanción", exact: true }))
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => form.getByRole("combobox", { name: "Sanción", exact: true }).inputValue()).toBe("AE")
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()

    const actas = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/actas-administrativas?id_empleado=${people[1]?.id}`, token)
    const folio = String(actas.registros[0]?.folio)
    expect(folio).toMatch(/^AA-1-\d{4}-\d{5}$/)
    await search(folio)
    // Each row offers what its state allows: a draft is deleted or signed, not notified.
    const row = page.getByRole("row").filter({ hasText: folio })
    const actions = async () => (await row.getByRole("button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).filter((n) => n.endsWith(folio))
    await row.getByRole("button", { name: `Eliminar el borrador ${folio}`, exact: true }).waitFor()
    expect(await actions()).toEqual([`Imprimir el acta ${folio}`, `Firmar el acta ${folio}`, `Cancelar el acta ${folio}`, `Eliminar el borrador ${folio}`])
    await rowButton(`Firmar el acta ${folio}`)
    await page.keyboard.press("Enter")
    const confirm = page.getByRole("alertdialog", { name: "Firmar acta" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Acta firmada")
    await confirm.waitFor({ state: "detached" })
    await settled()
    await page.getByRole("row").filter({ hasText: folio }).getByRole("gridcell", { name: "Firmada", exact: true }).waitFor()
    // Signed, it is notified or cancelled; the server would refuse its deletion, so none is offered.
    expect(await actions()).toEqual([`Imprimir el acta ${folio}`, `Notificar el acta ${folio}`, `Cancelar el acta ${folio}`])

    await rowButton(`Imprimir el acta ${folio}`)
    const text = await pdfText(() => page.keyboard.press("Enter"), /^Acta administrativa AA-.*\.pdf$/)
    for (const expected of ["Acta administrativa", subject.name, folio, "Almacén de producto terminado", "fracción XI", witness.name, "Jorge Salas Neri", "Laura Gómez Ibarra", "Amonestación por escrito"]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain("BORRADOR")

    // Cancelling asks for the reason in a form of its own: an empty one is refused under its field.
    await rowButton(`Cancelar el acta ${folio}`)
    await page.keyboard.press("Enter")
    const cancel = page.getByRole("dialog", { name: "Cancelar acta" })
    const reason = cancel.getByRole("textbox", { name: /Motivo de la cancelación/ })
    await reason.waitFor()
    await tabUntil(cancel.getByRole("button", { name: "Cancelar acta", exact: true }))
    await page.keyboard.press("Enter")
    await expect.poll(() => reason.getAttribute("aria-invalid")).toBe("true")
    await cancel.getByText("El motivo de la cancelación es requerido").waitFor()
    await noViolationsAtBothWidths()
    await reason.focus()
    await page.keyboard.type("Se acreditó la justificación de la falta")
    // Escape with a typed reason asks first; Cancelar (focused) keeps the reason.
    await page.keyboard.press("Escape")
    const leave = page.getByRole("alertdialog", { name: kitText.cambiosSinGuardarTitulo })
    await leave.getByText(kitText.cambiosSinGuardar).waitFor()
    await page.keyboard.press("Enter")
    await leave.waitFor({ state: "detached" })
    await expect.poll(() => reason.inputValue()).toBe("Se acreditó la justificación de la falta")
    await tabUntil(cancel.getByRole("button", { name: "Cancelar acta", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Acta cancelada")
    await cancel.waitFor({ state: "detached" })
    await settled()
    await page.getByRole("row").filter({ hasText: folio }).getByRole("gridcell", { name: "Cancelada", exact: true }).waitFor()
    expect(await actions()).toEqual([`Imprimir el acta ${folio}`])
  }, 300_000)

  it("shows the acta on the person's record, in its Documentos tab beside the (empty) responsivas, and prints it", async () => {
    const subject = people[1] as { num: string; name: string }
    await page.goto(`${server.url}/personal/gestion-personal`)
    await page.getByRole("heading", { level: 1, name: "Gestión de personal" }).waitFor()
    await settled()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type(subject.num)
    await page.getByRole("row").filter({ hasText: subject.num }).first().waitFor()
    await settled()
    await session.toFirstRow()
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Editar colaborador" })
    await form.waitFor()
    const tabs = form.getByRole("tab")
    for (let i = 0; i < 80 && !(await tabs.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) await page.keyboard.press("Shift+Tab")
    await page.keyboard.press("End")
    await expect.poll(() => form.getByRole("tab", { name: "Documentos" }).getAttribute("aria-selected")).toBe("true")
    const actas = form.getByRole("grid", { name: "Actas administrativas" })
    await actas.getByRole("button", { name: /^Acta administrativa AA-/ }).waitFor()
    await form.getByRole("grid", { name: "Propiedades en responsiva" }).getByText("Sin documentos registrados").waitFor()
    await noViolationsAtBothWidths()
    const name = String(await actas.getByRole("button", { name: /^Acta administrativa AA-/ }).first().textContent())
    await rowButton(name, false)
    const text = await pdfText(() => page.keyboard.press("Enter"), /^Acta administrativa AA-.*\.pdf$/)
    expect(text).toContain(subject.name)
  }, 180_000)
})
