import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { rfcCheckDigit, rfcMessages } from "../../domain/rules/rfc"
import { pngImage } from "../support/images"
import { chooseFileWithEnter } from "./support/browser"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Empresas (ORG200) in Chromium: the long record in a full-width section with four tabs. The demo
// companies are listed; a persona moral is added by keyboard alone (an invalid RFC's message on
// its field first), with its fiscal address (país, then that país's estados, then that estado's
// ciudades) and two registros patronales added inline; it is found with the search, opened with
// both registros, exported and read back; a wrong RFC check digit is accepted once marked as
// verified on the SAT's portal; a logo is uploaded by keyboard, kept with Guardar, and a removal
// undone by Cancelar; axe runs at 1366 and 390 px with the form open and closed.

// A valid persona moral RFC built with the SAT check digit, and one with the wrong digit.
const rfcBase = "EEC240115T3"
const validRfc = `${rfcBase}${rfcCheckDigit(rfcBase)}`
const wrongRfc = `${rfcBase}${rfcCheckDigit(rfcBase) === "1" ? "2" : "1"}`
const razonSocial = "Empresa de Ensayo Chromium"
// Not the demo's (C1210345105, C1410876104, D3110222108, D3510447109, E6010333102).
const registros = ["J4410765432", "J4410765433"] as const

describe("Empresas in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, tabUntil, settled, pick, toTab } = session
  // Read at call time: the server and the page exist once beforeAll has run.
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })
  const open = async () => {
    await page.goto(`${server.url}/organizacion/empresas`)
    await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()
    await settled()
  }
  const form = (title: string) => page.getByRole("region", { name: title })

  it("lists the demo companies", async () => {
    await open()
    for (const name of ["Comercializadora del Bajío S.A. de C.V.", "Servicios Industriales del Norte S.A. de C.V.", "Alimentos del Pacífico S.A. de C.V."]) {
      await page.getByRole("gridcell", { name, exact: true }).waitFor()
    }
    await page.getByRole("gridcell", { name: "CBA150301ABA", exact: true }).waitFor()
    await noViolations()
  })

  it("adds a persona moral by keyboard alone, after an invalid RFC's message on its field", async () => {
    await open()
    await tabUntil(page.getByRole("button", { name: "Agregar empresa", exact: true }))
    await page.keyboard.press("Enter")
    const section = form("Agregar empresa")
    await section.waitFor()
    // The list is hidden while the long form is open.
    expect(await page.getByRole("grid").count()).toBe(0)
    await tabUntil(section.getByRole("textbox", { name: "Clave" }))
    await page.keyboard.type("90")
    await tabUntil(section.getByRole("textbox", { name: "Razón social" }))
    await page.keyboard.type(razonSocial)
    await tabUntil(section.getByRole("textbox", { name: "Régimen de capital" }))
    await page.keyboard.type("SA DE CV")
    // Native selects: the arrows choose without opening them.
    const tipo = section.getByRole("combobox", { name: "Tipo de persona" })
    await tabUntil(tipo)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => tipo.inputValue()).toBe("M")
    const rfc = section.getByRole("textbox", { name: "RFC" })
    await tabUntil(rfc)
    await page.keyboard.type(wrongRfc)
    const regimen = section.getByRole("combobox", { name: "Régimen fiscal" })
    await tabUntil(regimen)
    await page.keyboard.type("601")
    await expect.poll(() => regimen.inputValue()).toBe("601")

    // Enter submits: the RFC's message is on its field, in the open tab; the other tabs say they have errors.
    await tabUntil(section.getByRole("textbox", { name: "Razón social" }), "Shift+Tab")
    await page.keyboard.press("Enter")
    const rfcError = section.getByText(rfcMessages.digito, { exact: true })
    await rfcError.waitFor()
    expect(await rfc.getAttribute("aria-invalid")).toBe("true")
    const describedBy = (await rfc.getAttribute("aria-describedby")) ?? ""
    const errorId = await rfcError.getAttribute("id")
    expect(errorId !== null && describedBy.split(" ").includes(errorId)).toBe(true)
    await section.getByRole("tab", { name: "Domicilio fiscal (con errores)" }).waitFor()
    expect(await section.getByRole("tab", { name: /^Generales/ }).getAttribute("aria-selected")).toBe("true")
    await noViolations()

    await tabUntil(rfc)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(validRfc)
    await page.keyboard.press("Tab")
    await rfcError.waitFor({ state: "detached" })

    await toTab(section, /^Domicilio fiscal/)
    await tabUntil(section.getByRole("textbox", { name: "Calle" }))
    await page.keyboard.type("Av. Vallarta")
    await tabUntil(section.getByRole("textbox", { name: "Número exterior" }))
    await page.keyboard.type("6503")
    await tabUntil(section.getByRole("textbox", { name: "Colonia" }))
    await page.keyboard.type("Ciudad Granja")
    await tabUntil(section.getByRole("textbox", { name: "Código postal" }))
    await page.keyboard.type("45010")
    // The estado waits for a país, the ciudad for an estado; each lists only the places under it.
    const estado = section.getByRole("combobox", { name: "Estado" })
    expect(await estado.isDisabled()).toBe(true)
    await pick(section.getByRole("combobox", { name: "País" }), "Méx", "México")
    await pick(estado, "Jalis", "Jalisco")
    const ciudad = section.getByRole("combobox", { name: "Ciudad o municipio" })
    await tabUntil(ciudad)
    await page.keyboard.type("a")
    await page.getByRole("option", { name: "Zapopan", exact: true }).waitFor()
    expect(await page.getByRole("option", { name: "Monterrey", exact: true }).count()).toBe(0)
    await page.keyboard.press("Escape")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await pick(ciudad, "Zapo", "Zapopan")
    await noViolations()

    await toTab(section, /^Registros patronales/)
    for (const [i, registro] of registros.entries()) {
      await tabUntil(section.getByRole("button", { name: "Agregar registro patronal", exact: true }))
      await page.keyboard.press("Enter")
      const row = section.getByRole("group", { name: "Agregar registro patronal" })
      await row.waitFor()
      await page.keyboard.type(registro)
      await tabUntil(row.getByRole("textbox", { name: "Clase de riesgo" }))
      await page.keyboard.type(String(i + 2))
      await tabUntil(row.getByRole("textbox", { name: "Prima de riesgo (%)" }))
      // Five decimals, as IMSS writes the premium: the input keeps them all.
      await page.keyboard.type("1.13065")
      await page.keyboard.press("Tab")
      // The date's segments follow es-MX: día, mes, año.
      await page.keyboard.type("15012024")
      // Enter keeps the row (from the Activo checkbox: the date's segments keep Enter to themselves).
      await tabUntil(row.getByRole("checkbox", { name: "Activo" }))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
      await section.getByRole("cell", { name: registro, exact: true }).waitFor()
    }
    expect(await section.getByRole("cell", { name: "1.13065", exact: true }).count()).toBe(2)
    await noViolations()

    await tabUntil(section.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await section.waitFor({ state: "detached" })
    await settled()
  })

  it("finds it with the search and opens it with both registros patronales", async () => {
    await open()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("ensayo chromium")
    await page.getByRole("rowheader", { name: "90", exact: true }).waitFor()
    await settled()
    const cells = await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "90", exact: true }) }).getByRole("gridcell").allTextContents()
    expect(cells).toContain(razonSocial)
    expect(cells).toContain(validRfc)
    expect(await page.getByRole("rowheader").count()).toBe(1)

    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const section = form("Editar empresa")
    await section.waitFor()
    expect(await section.getByRole("textbox", { name: "Clave" }).getAttribute("readonly")).not.toBeNull()
    await expect.poll(() => section.getByRole("textbox", { name: "RFC" }).inputValue()).toBe(validRfc)
    await section.getByRole("tab", { name: "Domicilio fiscal" }).click()
    await expect.poll(() => section.getByRole("combobox", { name: "Ciudad o municipio" }).inputValue()).toBe("Zapopan")
    await section.getByRole("tab", { name: "Registros patronales" }).click()
    for (const registro of registros) await section.getByRole("cell", { name: registro, exact: true }).waitFor()
    await noViolations()
    await section.getByRole("button", { name: "Cancelar", exact: true }).click()
    await section.waitFor({ state: "detached" })
  })

  it("uploads a logo by keyboard and keeps it with Guardar; marking the RFC as verified on the SAT's portal lifts the check digit", async () => {
    await open()
    await page.getByRole("rowheader", { name: "90", exact: true }).waitFor()
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const section = form("Editar empresa")
    await section.waitFor()

    // The digit check, then the override: the message goes once the box is ticked.
    const rfc = section.getByRole("textbox", { name: "RFC" })
    await tabUntil(rfc)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(wrongRfc)
    await page.keyboard.press("Tab")
    const rfcError = section.getByText(rfcMessages.digito, { exact: true })
    await rfcError.waitFor()
    const verified = section.getByRole("checkbox", { name: "RFC verificado en el portal del SAT" })
    await tabUntil(verified)
    // Its help says when to tick it, and is read with the box.
    const help = await verified.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? "")
    expect(help).toContain("aunque su dígito verificador no corresponda")
    await page.keyboard.press("Space")
    await rfcError.waitFor({ state: "detached" })
    // Back to the valid RFC, unmarked: this company's RFC is a good one.
    await tabUntil(rfc, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(validRfc)
    await tabUntil(verified)
    await page.keyboard.press("Space")
    expect(await verified.isChecked()).toBe(false)

    // The file chooser opens from the button; the file is given to it (no keyboard in an OS dialog).
    const logo = section.getByRole("region", { name: "Logotipo" })
    await tabUntil(logo.getByRole("button", { name: "Elegir logotipo", exact: true }))
    await (await chooseFileWithEnter(page)).setFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(16, 16) })
    await logo.getByRole("img", { name: "Logotipo de la empresa" }).waitFor()
    await noViolations()
    await tabUntil(section.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await section.waitFor({ state: "detached" })
    await settled()

    // Opened again, the logo is there; Quitar and then Cancelar (which asks first) leave it saved.
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await section.waitFor()
    await logo.getByRole("img", { name: "Logotipo de la empresa" }).waitFor()
    await tabUntil(logo.getByRole("button", { name: "Quitar logotipo", exact: true }))
    await page.keyboard.press("Enter")
    await logo.getByRole("img", { name: "Logotipo de la empresa" }).waitFor({ state: "detached" })
    await tabUntil(section.getByRole("button", { name: "Cancelar", exact: true }))
    await page.keyboard.press("Enter")
    const leave = page.getByRole("alertdialog", { name: "Cambios sin guardar" }).getByRole("button", { name: "Salir sin guardar", exact: true })
    await tabUntil(leave)
    await page.keyboard.press("Enter")
    await section.waitFor({ state: "detached" })
    await settled()
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await section.waitFor()
    await logo.getByRole("img", { name: "Logotipo de la empresa" }).waitFor()
    await section.getByRole("button", { name: "Cancelar", exact: true }).click()
    await section.waitFor({ state: "detached" })
  })

  it("exports what the searched list shows to a real workbook", async () => {
    await open()
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe("ensayo chromium")
    const exportar = page.getByRole("button", { name: "Exportar a Excel" })
    await tabUntil(exportar)
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path()) ?? "")
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    expect(rows.some((r) => ["Clave", "Razón social", "RFC", "Calle"].every((h) => r.includes(h)))).toBe(true)
    expect(rows.some((r) => r.includes(razonSocial) && r.includes(validRfc) && r.includes("Av. Vallarta"))).toBe(true)
    // The list kept its search, and the export is what the list shows.
    expect(rows.some((r) => r.includes("Comercializadora del Bajío S.A. de C.V."))).toBe(false)
    await toast("Los datos fueron exportados")
    // Busy, not disabled, while the file was produced: the keyboard stayed on the button.
    await expect.poll(() => session.isFocused(exportar)).toBe(true)
  })
})
