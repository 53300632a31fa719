import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { apiLogin, demoConsulta } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Departamentos (ORG400) in Chromium, by keyboard alone: a three-level tree (a root in
// Corporativo León, a child under it, a grandchild in Planta Celaya under the child, each picked
// as the parent in the form's select), a responsable added in the Responsables tab, the list
// found by search with each parent's name, the export read back, the same page under
// gestionar-departamentos, and axe at 1366 and 390 px with the form closed and on both tabs.

const company = "Comercializadora del Bajío S.A. de C.V."
const tree = [
  { clave: "9101", name: "Dirección Chromium", centre: "Corporativo León", parent: null },
  { clave: "9102", name: "Gerencia Chromium", centre: "Corporativo León", parent: "Dirección Chromium · Corporativo León" },
  { clave: "9103", name: "Taller Chromium", centre: "Planta Celaya", parent: "Gerencia Chromium · Corporativo León" },
] as const

describe("Departamentos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, tabUntil, settled, pick, toTab } = session
  // Read at call time: the server and the page exist once beforeAll has run.
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  /** An active employee of the company: the consulta user's own, with the name the lists give. */
  let employee = ""
  let employeeName = ""
  beforeAll(async () => {
    server = session.server
    page = session.page
    const login = (await apiLogin(server.url, demoConsulta)) as unknown as { user: { id_empleado: number; n_empleado: string } }
    employee = String(login.user.id_empleado)
    employeeName = login.user.n_empleado
  })
  const open = async (path = "/organizacion/departamentos") => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: "Departamentos" }).waitFor()
    await settled()
  }

  it("lists the demo's departments with their company and centre", async () => {
    await open()
    await page.getByRole("gridcell", { name: company, exact: true }).first().waitFor()
    await page.getByRole("columnheader", { name: "Depto. padre" }).waitFor()
    await noViolations()
  })

  it("creates a three-level tree by keyboard alone, each department with its parent", async () => {
    await open()
    for (const d of tree) {
      await tabUntil(page.getByRole("button", { name: "Agregar departamento", exact: true }))
      await page.keyboard.press("Enter")
      const dialog = page.getByRole("dialog", { name: "Agregar departamento" })
      await dialog.waitFor()
      const centre = dialog.getByRole("combobox", { name: "Centro de trabajo" })
      // The centre waits for the company, then lists only that company's centres.
      expect(await centre.isDisabled()).toBe(true)
      await pick(dialog.getByRole("combobox", { name: "Empresa" }), "Bajío", company)
      await pick(centre, d.centre.slice(0, 6), d.centre)
      await tabUntil(dialog.getByRole("textbox", { name: "Clave" }))
      await page.keyboard.type(d.clave)
      await tabUntil(dialog.getByRole("textbox", { name: "Departamento", exact: true }))
      await page.keyboard.type(d.name)
      if (d.parent !== null) await pick(dialog.getByRole("combobox", { name: "Departamento padre" }), d.parent.slice(0, 8), d.parent)
      if (d.clave === "9103") {
        await toTab(dialog, /^Responsables/)
        await tabUntil(dialog.getByRole("button", { name: "Agregar responsable", exact: true }))
        await page.keyboard.press("Enter")
        const row = dialog.getByRole("group", { name: "Agregar responsable" })
        await row.waitFor()
        const picker = row.getByRole("textbox", { name: "Empleado" })
        await tabUntil(picker)
        await page.keyboard.type(employee)
        // The typed number names the employee under the field.
        await row.getByText(employeeName, { exact: true }).waitFor()
        await pick(row.getByRole("combobox", { name: "Tipo de responsabilidad" }), "Jefe de dep", "Jefe de departamento")
        await page.keyboard.press("Tab")
        // The date's segments follow es-MX: día, mes, año.
        await page.keyboard.type("01022024")
        await tabUntil(row.getByRole("button", { name: "Guardar responsable", exact: true }))
        await page.keyboard.press("Enter")
        await row.waitFor({ state: "detached" })
        // The table names the employee and the type, not their ids.
        await dialog.getByRole("cell", { name: employeeName, exact: true }).waitFor()
        await dialog.getByRole("cell", { name: "Jefe de departamento", exact: true }).waitFor()
        await dialog.getByRole("cell", { name: "01/02/2024", exact: true }).waitFor()
        await noViolations()
      }
      await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
      await page.keyboard.press("Enter")
      await toast("Datos guardados")
      await dialog.waitFor({ state: "detached" })
      await settled()
    }
  })

  it("finds the tree with the search, each department under its parent", async () => {
    await open()
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("chromium")
    await page.getByRole("rowheader", { name: "9103", exact: true }).waitFor()
    await settled()
    expect(await page.getByRole("rowheader").count()).toBe(3)
    const cellsOf = (clave: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: clave, exact: true }) }).getByRole("gridcell").allTextContents()
    expect(await cellsOf("9101")).toEqual(expect.arrayContaining([company, "Corporativo León", "Dirección Chromium"]))
    expect(await cellsOf("9102")).toEqual(expect.arrayContaining(["Gerencia Chromium", "Dirección Chromium"]))
    expect(await cellsOf("9103")).toEqual(expect.arrayContaining(["Planta Celaya", "Taller Chromium", "Gerencia Chromium"]))

    // Opened from its row: the responsable is named in the table, the company and centre fixed.
    await page.getByRole("rowheader", { name: "9103", exact: true }).waitFor()
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    for (let i = 0; i < 4; i++) {
      if ((await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.textContent ?? "")).includes("Taller Chromium")) break
      await page.keyboard.press("ArrowDown")
    }
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Editar departamento" })
    await dialog.waitFor()
    expect(await dialog.getByRole("combobox", { name: "Centro de trabajo" }).isDisabled()).toBe(true)
    await expect.poll(() => dialog.getByRole("combobox", { name: "Departamento padre" }).inputValue()).toBe("Gerencia Chromium · Corporativo León")
    await toTab(dialog, /^Responsables/)
    await dialog.getByRole("cell", { name: employeeName, exact: true }).waitFor()
    await dialog.getByRole("cell", { name: "Jefe de departamento", exact: true }).waitFor()
    await noViolations()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
  })

  it("exports what the searched list shows to a workbook that reads back", async () => {
    await open()
    expect(await page.getByRole("searchbox", { name: "Buscar" }).inputValue()).toBe("chromium")
    await tabUntil(page.getByRole("button", { name: "Exportar a Excel" }))
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.keyboard.press("Enter")])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path()) ?? "")
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]?.eachRow((r) => rows.push((r.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    const header = rows.find((r) => r.includes("Clave")) ?? []
    expect(header.slice(0, 8)).toEqual(["Empresa", "Centro", "Clave", "Departamento", "Depto. padre", "Responsable", "Empleados", "Activo"])
    const data = rows.filter((r) => /^91\d\d$/.test(r[2] ?? ""))
    expect(data.map((r) => [r[2], r[3], r[4]])).toEqual([
      ["9101", "Dirección Chromium", undefined],
      ["9102", "Gerencia Chromium", "Dirección Chromium"],
      ["9103", "Taller Chromium", "Gerencia Chromium"],
    ])
    expect(rows.some((r) => r.includes("Recursos Humanos"))).toBe(false)
    await toast("Los datos fueron exportados")
  })

  it("is the same page under gestionar-departamentos", async () => {
    await open("/organizacion/gestionar-departamentos")
    await page.getByRole("button", { name: "Agregar departamento", exact: true }).waitFor()
    await page.getByRole("gridcell", { name: company, exact: true }).first().waitFor()
  })
})
