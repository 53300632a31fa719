import Database from "better-sqlite3"
import { beforeAll, describe, expect, it } from "vitest"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// The records platform's filter panel on Gestión de personal, the list of a large employer: a
// closed panel reads no lookup (the list's first page never waits for every department and
// puesto), and its lookups that hang from another filter (a company's centres and puestos, a
// centre's departments) wait for it, read only its items, and are emptied when it changes.
// By keyboard, with axe at both widths once the panel is open.

describe("The filter panel of a record list in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, tabUntil, settled, pick } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  const demo = { empresa: "", centro: "", depto: "" }
  beforeAll(() => {
    server = session.server
    page = session.page
    const db = new Database(server.databaseFile, { readonly: true })
    const place = db
      .prepare(`SELECT em.n_empresa, ct.n_centro_trabajo, d.n_depto FROM departamentos d
        JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo JOIN empresas em ON em.id_empresa = d.id_empresa
        ORDER BY d.id_depto LIMIT 1`)
      .get() as { n_empresa: string; n_centro_trabajo: string; n_depto: string }
    db.close()
    Object.assign(demo, { empresa: place.n_empresa, centro: place.n_centro_trabajo, depto: place.n_depto })
  })

  it("loads no lookup while closed, and cascades company, centre and department when open", async () => {
    const lookups: Array<string> = []
    page.on("request", (request) => {
      const body = request.postData() ?? ""
      if (/get-catalogo|get-registro-by-id/.test(request.url())) lookups.push(body)
    })
    await page.goto(`${server.url}/personal/gestion-personal`)
    await page.getByRole("heading", { level: 1, name: "Gestión de personal" }).waitFor()
    await settled()
    await page.getByRole("grid").getByRole("row").nth(1).waitFor()
    expect(lookups.filter((body) => /departamentos_rol|puestos_rol|centros_trabajo_rol/.test(body))).toEqual([])

    const summary = page.getByText("Filtros", { exact: true })
    await tabUntil(summary)
    await page.keyboard.press("Enter")
    const empresa = page.getByRole("combobox", { name: "Empresa", exact: true })
    const centro = page.getByRole("combobox", { name: "Centro de trabajo", exact: true })
    const depto = page.getByRole("combobox", { name: "Departamento", exact: true })
    const puesto = page.getByRole("combobox", { name: "Puesto", exact: true })
    await empresa.waitFor()
    for (const dependant of [centro, depto, puesto]) expect(await dependant.isDisabled()).toBe(true)
    await noViolationsAtBothWidths()

    await pick(empresa, demo.empresa, demo.empresa)
    await expect.poll(() => centro.isDisabled()).toBe(false)
    await expect.poll(() => puesto.isDisabled()).toBe(false)
    expect(await depto.isDisabled()).toBe(true)
    await pick(centro, demo.centro, demo.centro)
    await expect.poll(() => depto.isDisabled()).toBe(false)
    await pick(depto, demo.depto, demo.depto)
    // The department and puesto lookups read one company's or centre's rows, never the whole catalogue.
    expect(lookups.some((body) => /"tabla":"departamentos_rol"/.test(body) && !/columnId/.test(body))).toBe(false)
    expect(lookups.some((body) => /"tabla":"puestos_rol"/.test(body) && !/columnId/.test(body))).toBe(false)

    // Another centre empties the department chosen under the first.
    await tabUntil(centro, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    // The emptied input opens the centres' list, which hides the rest of the page from the accessibility tree: close it,
    // once it is open (an Escape that came first left the list to open after it, hiding the department).
    const list = page.getByRole("listbox")
    await list.waitFor()
    await page.keyboard.press("Escape")
    await list.waitFor({ state: "detached" })
    await expect.poll(() => depto.inputValue()).toBe("")
    await expect.poll(() => depto.isDisabled()).toBe(true)
  }, 240_000)
})
