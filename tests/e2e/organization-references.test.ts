import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { recordText } from "../../src/records/record-text"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"
import { chooseCatalogue } from "./support/reference-tables"

// Tablas de referencia (ORG050) in Chromium: the catalogue select is required, a zone with a
// dated minimum wage is added, edited and deleted by keyboard, the 32 entidades are found with
// an accent-free search, the choice survives a reload, the SAT's regímenes fiscales are listed,
// searched and exported with no way to change them, and axe runs at desktop and phone widths.

describe("Tablas de referencia in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, isFocused, tabUntil, settled, openAdd, toFirstRow } = session
  // Read at call time: the server and the page exist once beforeAll has run.
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(() => {
    server = session.server
    page = session.page
  })
  const catalogue = () => page.getByRole("combobox", { name: "Catálogo" })
  const choose = (label: string, heading: string) => chooseCatalogue(session, "/organizacion/tablas-referencia", label, heading)

  it("asks for a catalogue when the select is left empty", async () => {
    await page.goto(`${server.url}/organizacion/tablas-referencia`)
    await page.getByRole("heading", { level: 1, name: "Tablas de referencia" }).waitFor()
    await tabUntil(catalogue())
    await page.keyboard.press("Tab")
    await page.getByText("El catálogo es requerido", { exact: true }).waitFor()
    expect(await page.getByRole("grid").count()).toBe(0)
    await noViolations()
  })

  it("adds a zone with a dated minimum wage by keyboard alone", async () => {
    await choose("Zonas", "Zonas")
    expect(page.url()).toContain("catalogo=zonas")
    await page.getByRole("rowheader", { name: "ZLFN" }).waitFor()
    const dialog = await openAdd("zona")
    await expect.poll(() => isFocused(dialog.getByRole("textbox", { name: "Clave" }))).toBe(true)
    await page.keyboard.type("e2ez")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Zona de prueba e2e")
    await tabUntil(dialog.getByRole("button", { name: "Agregar salario mínimo", exact: true }))
    await page.keyboard.press("Enter")
    const row = dialog.getByRole("group", { name: "Agregar salario mínimo" })
    await row.waitFor()
    // The date's segments follow es-MX: día, mes, año.
    await page.keyboard.type("01012027")
    await tabUntil(row.getByRole("textbox", { name: "Salario diario" }))
    await page.keyboard.type("350.50")
    await tabUntil(row.getByRole("button", { name: "Guardar salario mínimo", exact: true }))
    await page.keyboard.press("Enter")
    await row.waitFor({ state: "detached" })
    // The child rows' table shows the values as the list would: pesos and dd/MM/yyyy.
    await dialog.getByRole("cell", { name: "$350.50", exact: true }).waitFor()
    await dialog.getByRole("cell", { name: "01/01/2027", exact: true }).waitFor()
    await noViolations()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("rowheader", { name: "E2EZ" }).waitFor()
  })

  it("keeps the chosen catalogue on reload and edits the zone through its row", async () => {
    await page.reload()
    await page.getByRole("heading", { level: 1, name: "Zonas" }).waitFor()
    await settled()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("e2e")
    await page.getByRole("rowheader", { name: "ZLFN" }).waitFor({ state: "detached" })
    await page.getByRole("rowheader", { name: "E2EZ" }).waitFor()
    await toFirstRow()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Editar zona" })
    await dialog.waitFor()
    expect(await dialog.getByRole("textbox", { name: "Clave" }).getAttribute("readonly")).not.toBeNull()
    // The child rows' table shows the values as the list would: pesos and dd/MM/yyyy.
    await dialog.getByRole("cell", { name: "$350.50", exact: true }).waitFor()
    await dialog.getByRole("cell", { name: "01/01/2027", exact: true }).waitFor()
    await tabUntil(dialog.getByRole("textbox", { name: "Descripción" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Zona e2e editada")
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await page.getByRole("gridcell", { name: "Zona e2e editada", exact: true }).waitFor()
  })

  it("deletes the zone after the confirmation", async () => {
    // The row's buttons live inside the grid (arrow keys there); the confirmation opens on
    // Cancelar, so Tab reaches Aceptar.
    await page.getByRole("button", { name: "Eliminar zona E2EZ" }).click()
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("¿Desea borrar el registro seleccionado?").waitFor()
    await confirm.getByText(/^E2EZ, /).waitFor()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await toast("Registro eliminado")
    await page.getByRole("rowheader", { name: "E2EZ" }).waitFor({ state: "detached" })
  })

  it("finds Nuevo León among the estados with an accent-free search", async () => {
    await choose("Estados", "Estados")
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("nuevo leon")
    await page.getByRole("gridcell", { name: "Nuevo León", exact: true }).waitFor()
    await settled()
    expect(await page.getByRole("gridcell", { name: "Jalisco", exact: true }).count()).toBe(0)
    const cells = await page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "19" }) }).getByRole("gridcell").allTextContents()
    expect(cells).toEqual(expect.arrayContaining(["Nuevo León", "México", "NL", "NLE"]))
  })

  it("lists the SAT's regímenes fiscales read-only: searched and exported, never added, edited or deleted", async () => {
    // A native select's type-ahead: a space would open it, so the first letters only.
    await choose("Reg", "Regímenes fiscales")
    expect(page.url()).toContain("catalogo=regimenes-fiscales")
    await page.getByText(recordText.soloConsulta, { exact: true }).waitFor()
    await page.getByRole("rowheader", { name: "601", exact: true }).waitFor()
    expect(await page.getByRole("button", { name: /^Agregar/ }).count()).toBe(0)
    expect(await page.getByRole("button", { name: /^Eliminar/ }).count()).toBe(0)
    expect(await page.getByRole("columnheader", { name: "Acciones" }).count()).toBe(0)
    for (const name of ["Clave", "Descripción", "Aplica a persona física", "Aplica a persona moral"]) await page.getByRole("columnheader", { name, exact: true }).waitFor()
    expect(await page.getByRole("columnheader").count()).toBe(4)
    await noViolations()

    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("regimen simplificado")
    await page.getByRole("rowheader", { name: "601", exact: true }).waitFor({ state: "detached" })
    await page.getByRole("rowheader", { name: "626", exact: true }).waitFor()
    await settled()
    expect(await page.getByRole("rowheader").count()).toBe(1)

    await tabUntil(page.getByRole("button", { name: "Exportar a Excel" }))
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path()) ?? "")
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    expect(rows).toContainEqual(["626", "Régimen Simplificado de Confianza", "Sí", "Sí"])
    expect(rows.some((r) => r[0] === "601")).toBe(false)

    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations()
    await page.setViewportSize({ width: 1366, height: 900 })
  })
})
