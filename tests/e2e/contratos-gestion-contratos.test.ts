import { readFile } from "node:fs/promises"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin } from "./support/app"
import { chooseFileWithEnter } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Gestión de contratos (CON210) in Chromium, by keyboard alone, on the demo: the list shows the
// seeded contracts' states as the server reads them on its day (Por vencer, Vencido with LFT 39's
// sentence) and their days left in words; a contract is written tab by tab (type, dates, the
// conditions, a beneficiary), saved, activated from its row, renewed in its dialog (an empty end
// refused under its field), printed, and its signed scan attached from its row. Axe at 1366 and 390
// px on the list, the form and dialogs.

type Row = Record<string, unknown>

describe("Gestión de contratos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, pick, toast, isFocused } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let person = { id: 0, name: "", puesto: "" }
  let token = ""
  /** A seeded contract of each state the first test reads, by folio (the list holds a contract per person). */
  const seeded = { vencido: "", porVencer: "" }

  beforeAll(async () => {
    server = session.server
    page = session.page
    token = (await apiLogin(server.url, { email: "admin@demo.mx", password: "Demo.Admin-2026" })).token
    const contracts = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, "/gestion-contratos?por_pagina=100", token)
    const taken = new Set(contracts.registros.map((r) => Number(r.id_empleado)))
    for (const [key, situacion] of [
      ["vencido", "Vencido"],
      ["porVencer", "Por vencer"],
    ] as const) {
      const found = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/gestion-contratos?situacion=${encodeURIComponent(situacion)}&por_pagina=5`, token)
      seeded[key] = String(found.registros[0]?.id_contrato ?? "")
    }
    const list = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, "/empleados?id_empresa=1&estatus=A&por_pagina=100&orden=num_empleado&direccion=asc", token)
    const free = list.registros.find((r) => !taken.has(Number(r.id_empleado)) && typeof r.n_puesto === "string")
    if (free === undefined) throw new Error("no person left in the demo")
    person = { id: Number(free.id_empleado), name: String(free.n_empleado), puesto: String(free.n_puesto) }
    // The demo gives every active person a live contract: this one's is ended on its start, so the
    // contract written below (2026) overlaps none.
    const own = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/gestion-contratos?id_empleado=${person.id}&por_pagina=100`, token)
    for (const c of own.registros.filter((r) => r.estado === "Vigente")) {
      const ended = await fetch(`${server.url}/api/terminar-contrato`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ id_contrato: c.id_contrato, f_terminacion: c.f_inicio, id_movimiento_baja: null, motivo_terminacion: "Sustituido por el contrato de la prueba" }),
      })
      expect(ended.status, await ended.text()).toBe(200)
    }
  })

  const rowButton = async (name: string) => {
    const target = page.getByRole("button", { name, exact: true })
    await target.waitFor()
    await settled()
    const inGrid = () => target.evaluate((el) => el.closest('[role="grid"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 80 && !(await inGrid()); i++) await page.keyboard.press("Tab")
    const inCell = () => target.evaluate((el) => el.closest('[role="gridcell"]')?.contains(document.activeElement) === true)
    for (let i = 0; i < 14 && !(await inCell()); i++) await page.keyboard.press("ArrowRight")
    for (let i = 0; i < 8 && !(await isFocused(target)); i++) await page.keyboard.press("ArrowRight")
    await expect.poll(() => isFocused(target)).toBe(true)
  }

  const search = async (text: string) => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }), "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(text)
    await settled()
  }

  it("lists the seeded contracts with the states of the day and their days left in words", async () => {
    await page.goto(`${server.url}/contratos/gestion-contratos`)
    await page.getByRole("heading", { level: 1, name: "Gestión de contratos" }).waitFor()
    await settled()
    // The demo's hundreds of contracts: each state is found by its folio.
    await search(seeded.vencido)
    await page.getByText("El contrato venció y la relación subsiste: se entiende prorrogada (LFT 39)").first().waitFor()
    await search(seeded.porVencer)
    await page.getByText("Por vencer", { exact: true }).first().waitFor()
    await page.getByText("vence en 30 días o menos").first().waitFor()
    await noViolationsAtBothWidths()
  })

  it("writes a contract tab by tab, activates it, renews it, prints it and attaches it signed", async () => {
    await tabUntil(page.getByRole("button", { name: "Agregar contrato", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar contrato" })
    await form.waitFor()
    await pick(form.getByRole("combobox", { name: "Colaborador", exact: true }), person.name, person.name)
    await pick(form.getByRole("combobox", { name: "Tipo de contrato", exact: true }), "Obra", "Obra determinada")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Inicio/i }))
    await page.keyboard.type("01012026")
    await tabUntil(form.getByRole("spinbutton", { name: /día, Término/i }))
    await page.keyboard.type("30062026")
    await noViolationsAtBothWidths()

    await session.toTab(form, /^Condiciones de trabajo/)
    const puesto = form.getByRole("combobox", { name: "Puesto", exact: true })
    await tabUntil(puesto)
    await page.keyboard.type(person.puesto)
    await page.getByRole("option", { name: person.puesto, exact: true }).first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => puesto.inputValue()).toBe(person.puesto)
    await tabUntil(form.getByRole("textbox", { name: "Salario diario", exact: true }))
    await page.keyboard.type("520")
    await tabUntil(form.getByRole("combobox", { name: "Tipo de jornada", exact: true }))
    await page.keyboard.press("ArrowDown")
    await tabUntil(form.getByRole("textbox", { name: "Horario", exact: true }))
    await page.keyboard.type("Lunes a viernes de 8:00 a 17:00")
    await tabUntil(form.getByRole("textbox", { name: "Lugar de prestación", exact: true }))
    await page.keyboard.type("Planta León")
    await tabUntil(form.getByRole("textbox", { name: "Funciones", exact: true }))
    await page.keyboard.type("Operación de la línea de ensamble E2E")
    await noViolationsAtBothWidths()

    await session.toTab(form, /^Beneficiarios/)
    await tabUntil(form.getByRole("button", { name: "Agregar beneficiario", exact: true }))
    await page.keyboard.press("Enter")
    await tabUntil(form.getByRole("textbox", { name: "Nombre", exact: true }))
    await page.keyboard.type("Rosa Méndez Ortiz")
    await tabUntil(form.getByRole("textbox", { name: "Parentesco", exact: true }))
    await page.keyboard.type("Madre")
    await tabUntil(form.getByRole("textbox", { name: "Porcentaje", exact: true }))
    await page.keyboard.type("100")
    await tabUntil(form.getByRole("button", { name: "Guardar beneficiario", exact: true }))
    await page.keyboard.press("Enter")
    await form.getByRole("cell", { name: "Rosa Méndez Ortiz", exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await settled()

    await search("Operación")
    await search(person.name.split(" ")[0] ?? person.name)
    const row = page.getByRole("row").filter({ hasText: person.name }).filter({ hasText: "Borrador" })
    const folio = String(await row.getByRole("rowheader").textContent()).trim()
    expect(folio).toMatch(/^CT-1-2026-\d{5}$/)
    // The person's seeded contracts share the list (and others their first name): the folio alone.
    await search(folio)

    await rowButton(`Activar el contrato ${folio}`)
    await page.keyboard.press("Enter")
    const confirm = page.getByRole("alertdialog", { name: "Activar contrato" })
    await confirm.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(confirm.getByRole("button", { name: "Aceptar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Contrato activado")
    await confirm.waitFor({ state: "detached" })
    await settled()

    await rowButton(`Renovar el contrato ${folio}`)
    await page.keyboard.press("Enter")
    const renew = page.getByRole("dialog", { name: "Renovar contrato" })
    await renew.getByText("El nuevo contrato inicia al día siguiente del término del actual (30/06/2026).").waitFor()
    await tabUntil(renew.getByRole("button", { name: "Renovar contrato", exact: true }))
    await page.keyboard.press("Enter")
    await renew.getByText("La fecha de término es requerido").waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(renew.getByRole("spinbutton", { name: /día, Fecha de término del nuevo contrato/i }), "Shift+Tab")
    await page.keyboard.type("31122026")
    await tabUntil(renew.getByRole("button", { name: "Renovar contrato", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Contrato renovado")
    await renew.waitFor({ state: "detached" })
    await settled()

    // The renewed one shows Renovado; the renewal is the person's one Vigente contract now (their
    // seeded one was ended before), its folio read through the API.
    await page.getByRole("row").filter({ hasText: folio }).getByRole("gridcell", { name: "Renovado", exact: true }).waitFor()
    const own = await apiGet<{ registros: ReadonlyArray<Row> }>(server.url, `/gestion-contratos?id_empleado=${person.id}&por_pagina=100`, token)
    const next = String(own.registros.find((r) => r.estado === "Vigente" && r.id_contrato !== folio)?.id_contrato ?? "")
    expect(next).toMatch(/^CT-1-2026-\d{5}$/)
    await search(next)
    await rowButton(`Imprimir el contrato ${next}`)
    const downloaded = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    const download = await downloaded
    expect(download.suggestedFilename()).toMatch(/^Contrato individual de trabajo CT-.*\.pdf$/)
    const printed = await readFile(await download.path())
    const text = (await extractText(await getDocumentProxy(Uint8Array.from(printed)), { mergePages: true })).text.replace(/\s+/g, " ")
    for (const expected of [next, person.name, "Operación de la línea de ensamble E2E", "Rosa Méndez Ortiz", "Original para el trabajador"]) expect(text, expected).toContain(expected)

    // The signed copy comes back scanned: attached from the row, it marks the contract firmado.
    await rowButton(`Adjuntar el contrato firmado ${next}`)
    await page.keyboard.press("Enter")
    const signed = page.getByRole("dialog", { name: `Contrato firmado ${next}` })
    await signed.waitFor()
    await noViolationsAtBothWidths()
    await tabUntil(signed.getByRole("button", { name: "Elegir archivo Escaneo del contrato firmado", exact: true }))
    await (await chooseFileWithEnter(page)).setFiles({ name: "firmado.pdf", mimeType: "application/pdf", buffer: printed })
    await signed.waitFor({ state: "detached" })
    await settled()
    await page.getByRole("row").filter({ hasText: next }).getByRole("gridcell", { name: /Sí/ }).waitFor()
    await rowButton(`Adjuntar el contrato firmado ${next}`)
    await page.keyboard.press("Enter")
    await signed.getByRole("button", { name: "Ver contrato firmado", exact: true }).waitFor()
    await noViolationsAtBothWidths()
  }, 240_000)
})
