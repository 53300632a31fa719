import ExcelJS from "exceljs"
import type { Locator } from "playwright-core"
import { beforeAll, describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Centros de trabajo (ORG300) in Chromium: the long record in a full-width section with two tabs.
// The demo centres are listed with their company; a centre is added by keyboard alone: a company
// chosen (its registros patronales are the only ones offered, and choosing another company
// clears the one chosen), an invalid postal code's message on its field, the address (país, then
// its estados, then that estado's ciudades); it is found with the search and exported, and the
// workbook is read back; axe runs at 1366 and 390 px with the form closed and on both tabs.

const bajio = "Comercializadora del Bajío S.A. de C.V."
const norte = "Servicios Industriales del Norte S.A. de C.V."

describe("Centros de trabajo in Chromium", () => {
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
    await page.goto(`${server.url}/organizacion/centros-trabajo`)
    await page.getByRole("heading", { level: 1, name: "Centros de trabajo" }).waitFor()
    await settled()
  }
  const form = (title: string) => page.getByRole("region", { name: title })
  /** The options a searchable select offers, opened from the keyboard (ArrowDown), then closed with Escape. */
  const optionsOf = async (combobox: Locator) => {
    await tabUntil(combobox)
    await page.keyboard.press("ArrowDown")
    const list = page.getByRole("listbox")
    await list.getByRole("option").first().waitFor()
    const names = await list.getByRole("option").allTextContents()
    await page.keyboard.press("Escape")
    return names
  }

  it("lists the demo centres with their company", async () => {
    await open()
    await page.getByRole("gridcell", { name: "Corporativo León", exact: true }).waitFor()
    const row = page.getByRole("row").filter({ has: page.getByRole("gridcell", { name: "Corporativo León", exact: true }) })
    expect(await row.getByRole("gridcell").allTextContents()).toContain(bajio)
    await noViolations()
  })

  it("adds a centre by keyboard alone: a company, one of its registros patronales, the address", async () => {
    await open()
    await tabUntil(page.getByRole("button", { name: "Agregar centro de trabajo", exact: true }))
    await page.keyboard.press("Enter")
    const section = form("Agregar centro de trabajo")
    await section.waitFor()
    // The list is hidden while the long form is open.
    expect(await page.getByRole("grid").count()).toBe(0)

    // The registro patronal waits for a company, then offers that company's only.
    const registro = section.getByRole("combobox", { name: "Registro patronal" })
    expect(await registro.isDisabled()).toBe(true)
    const empresa = section.getByRole("combobox", { name: "Empresa" })
    await pick(empresa, "Servicios", norte)
    await expect.poll(() => registro.isDisabled()).toBe(false)
    expect(await optionsOf(registro)).toEqual(["D3110222108 (clase 4)", "D3510447109 (clase 3)"])
    await pick(registro, "D35", "D3510447109 (clase 3)")
    // Another company clears the registro patronal chosen for the first one.
    await tabUntil(empresa, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await pick(empresa, "Comercia", bajio)
    await expect.poll(() => registro.inputValue()).toBe("")

    await tabUntil(section.getByRole("textbox", { name: "Clave" }))
    await page.keyboard.type("601")
    await tabUntil(section.getByRole("textbox", { name: "Centro de trabajo" }))
    await page.keyboard.type("Planta Silao Chromium")
    expect(await optionsOf(registro)).toEqual(["C1210345105 (clase 1)", "C1410876104 (clase 2)"])
    await pick(registro, "C14", "C1410876104 (clase 2)")
    await pick(section.getByRole("combobox", { name: "Zona de salario mínimo" }), "GEN", "GEN · General")

    // Enter submits from a field: the general data is complete, the address is missing, and the
    // form opens its tab.
    await tabUntil(section.getByRole("textbox", { name: "Centro de trabajo" }), "Shift+Tab")
    await page.keyboard.press("Enter")
    const domicilio = section.getByRole("tab", { name: "Domicilio (con errores)" })
    await domicilio.waitFor()
    await expect.poll(() => domicilio.getAttribute("aria-selected")).toBe("true")
    await section.getByText("La calle es requerida", { exact: true }).waitFor()
    await noViolations()

    await toTab(section, /^Domicilio/)
    await tabUntil(section.getByRole("textbox", { name: "Calle" }))
    await page.keyboard.type("Carretera Silao-León")
    await tabUntil(section.getByRole("textbox", { name: "Número exterior" }))
    await page.keyboard.type("km 5")
    await tabUntil(section.getByRole("textbox", { name: "Colonia" }))
    await page.keyboard.type("Puerto Interior")
    const postal = section.getByRole("textbox", { name: "Código postal" })
    await tabUntil(postal)
    await page.keyboard.type("3610")
    await page.keyboard.press("Tab")
    const postalError = section.getByText("El código postal debe tener 5 dígitos", { exact: true })
    await postalError.waitFor()
    expect(await postal.getAttribute("aria-invalid")).toBe("true")
    await noViolations()
    await tabUntil(postal, "Shift+Tab")
    await page.keyboard.press("End")
    await page.keyboard.type("0")
    await page.keyboard.press("Tab")
    await postalError.waitFor({ state: "detached" })

    const estado = section.getByRole("combobox", { name: "Estado" })
    expect(await estado.isDisabled()).toBe(true)
    await pick(section.getByRole("combobox", { name: "País" }), "Méx", "México")
    await pick(estado, "Guanaj", "Guanajuato")
    const ciudad = section.getByRole("combobox", { name: "Ciudad o municipio" })
    expect(await optionsOf(ciudad)).not.toContain("Monterrey")
    await pick(ciudad, "Le", "León")
    await noViolations()

    await tabUntil(section.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await section.waitFor({ state: "detached" })
    await settled()
  })

  it("finds it with the search, with its company, place, registro patronal and zone", async () => {
    await open()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("silao chromium")
    await page.getByRole("rowheader", { name: "601", exact: true }).waitFor()
    await settled()
    expect(await page.getByRole("rowheader").count()).toBe(1)
    const cells = await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "601", exact: true }) }).getByRole("gridcell").allTextContents()
    expect(cells).toEqual(expect.arrayContaining([bajio, "Planta Silao Chromium", "Guanajuato", "León", "C1410876104", "General"]))

    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const section = form("Editar centro de trabajo")
    await section.waitFor()
    // The clave and the company are fixed once the centre exists.
    expect(await section.getByRole("textbox", { name: "Clave" }).getAttribute("readonly")).not.toBeNull()
    expect(await section.getByRole("combobox", { name: "Empresa" }).isDisabled()).toBe(true)
    await expect.poll(() => section.getByRole("combobox", { name: "Empresa" }).inputValue()).toBe(bajio)
    await expect.poll(() => section.getByRole("combobox", { name: "Registro patronal" }).inputValue()).toBe("C1410876104 (clase 2)")
    await noViolations()
    await section.getByRole("button", { name: "Cancelar", exact: true }).click()
    await section.waitFor({ state: "detached" })
  })

  it("exports what the searched list shows to a real workbook", async () => {
    await open()
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe("silao chromium")
    const exportButton = page.getByRole("button", { name: "Exportar a Excel" })
    await tabUntil(exportButton)
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path()) ?? "")
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    const header = rows.find((r) => r.includes("Clave")) ?? []
    expect(header).toEqual(expect.arrayContaining(["Empresa", "Clave", "Centro de trabajo", "Estado", "Municipio", "Registro patronal", "Zona", "Activo", "Calle", "Código postal"]))
    const data = rows.filter((r) => r !== header && r.includes("Planta Silao Chromium"))
    expect(data).toHaveLength(1)
    const row = data[0] ?? []
    const at = (column: string) => row[header.indexOf(column)]
    expect([at("Empresa"), at("Clave"), at("Estado"), at("Municipio"), at("Registro patronal"), at("Zona"), at("Activo"), at("Calle"), at("Código postal")]).toEqual([
      bajio,
      "601",
      "Guanajuato",
      "León",
      "C1410876104",
      "General",
      "Sí",
      "Carretera Silao-León",
      "36100",
    ])
    // The list kept its search, and the export is what the list shows.
    expect(rows.some((r) => r.includes("Corporativo León"))).toBe(false)
    await toast("Los datos fueron exportados")
  })
})
