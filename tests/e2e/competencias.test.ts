import { beforeAll, describe, expect, it } from "vitest"
import { apiGet, apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Competencias in Chromium, by keyboard alone: a competency defined with the behaviour expected
// at each level of the scale (its form starts with one row per level), then expected on a puesto
// in Competencias por puesto, where weights that do not add up to 100 are refused before saving
// and the right ones are saved; another puesto's expectations copied in, to review; axe at 1366
// and 390 px on Competencias por puesto with its grid shown (the catalogue sweep checks the
// module's pages as they open).

interface Puesto {
  readonly id_empresa: number
  readonly id_puesto: string
  readonly n_puesto: string
  readonly activo: string
}

const puestoPage = "/competencias/competencias-puesto"

describe("Competencias in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, tabUntil, settled, pick } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  let company = ""
  let puesto: Puesto
  /** Another active puesto of the same company, to copy from. */
  let source: Puesto
  beforeAll(async () => {
    server = session.server
    page = session.page
    const { token } = await apiLogin(server.url, demoAdmin)
    const found = await apiGet<{ registros: ReadonlyArray<Puesto> }>(server.url, "/puestos?buscar=Operador%20de%20Produccion&por_pagina=100", token)
    const first = found.registros.find((p) => p.id_empresa === 1)
    if (first === undefined) throw new Error("no Operador de Producción in company 1")
    puesto = first
    const all = await apiGet<{ registros: ReadonlyArray<Puesto> }>(server.url, "/puestos?id_empresa=1&activo=1&por_pagina=100", token)
    const other = all.registros.find((p) => p.id_empresa === 1 && p.activo === "1" && p.id_puesto !== first.id_puesto)
    if (other === undefined) throw new Error("no second active puesto in company 1")
    source = other
    company = (await apiGet<{ n_empresa: string }>(server.url, "/empresas/1", token)).n_empresa
  })

  it("defines a competency with the conduct expected at each level", async () => {
    await page.goto(`${server.url}/competencias/competencias-organizacionales`)
    await page.getByRole("heading", { level: 1, name: "Competencias organizacionales" }).waitFor()
    await settled()
    await tabUntil(page.getByRole("button", { name: "Agregar competencia organizacional", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar competencia organizacional" })
    await dialog.waitFor()
    await page.keyboard.type("501")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Negociación e2e")
    await tabUntil(dialog.getByRole("textbox", { name: "Definición" }))
    await page.keyboard.type("Alcanza acuerdos que benefician a ambas partes.")
    // One row per level of the scale is there already; each needs its conduct.
    for (const [n, level] of ["Básico", "Intermedio", "Avanzado", "Experto"].entries()) {
      await dialog.getByRole("cell", { name: level, exact: true }).waitFor()
      await tabUntil(dialog.getByRole("button", { name: `Editar conducta ${n + 1}`, exact: true }))
      await page.keyboard.press("Enter")
      const row = dialog.getByRole("group", { name: `Editar conducta ${n + 1}` })
      await row.waitFor()
      await tabUntil(row.getByRole("textbox", { name: "Conducta esperada" }))
      await page.keyboard.type(`Negocia en el nivel ${level.toLowerCase()}.`)
      await tabUntil(row.getByRole("button", { name: "Guardar conducta", exact: true }))
      await page.keyboard.press("Enter")
      await row.waitFor({ state: "detached" })
    }
    await dialog.getByRole("cell", { name: "Negocia en el nivel experto." }).waitFor()
    await noViolations()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    // The list reloads after the save: poll until the new row is in it.
    const cells = () => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "501" }) }).getByRole("gridcell").allTextContents()
    await expect.poll(async () => (await cells()).slice(0, 2)).toEqual(["Negociación e2e", "4"])
  }, 120_000)

  it("expects it on a puesto with weights that add up to 100", async () => {
    await page.goto(`${server.url}/competencias/competencias-puesto`)
    await page.getByRole("heading", { level: 1, name: "Competencias por puesto" }).waitFor()
    await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
    const label = `${puesto.n_puesto} (${puesto.id_puesto})`
    await pick(page.getByRole("combobox", { name: "Puesto" }), puesto.id_puesto, label)
    const grid = page.getByRole("form", { name: "Competencias organizacionales" })
    await grid.waitFor()
    // The first expectation becomes the new competency at Avanzado, with a weight that breaks the sum.
    await tabUntil(grid.getByRole("button", { name: "Editar competencia 1", exact: true }))
    await page.keyboard.press("Enter")
    const row = grid.getByRole("group", { name: "Editar competencia 1" })
    await row.waitFor()
    // The grid's selects are native ones: typing the start of an option's name picks it (ASCII
    // only: an accented character is inserted as text, not typed as a key).
    const choose = async (name: string, typed: string, option: string) => {
      const select = row.getByRole("combobox", { name, exact: true })
      await tabUntil(select)
      await page.keyboard.type(typed)
      await expect.poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "")).toBe(option)
    }
    await choose("Competencia", "Negociaci", "Negociación e2e")
    await choose("Nivel esperado", "Avanzado", "Avanzado")
    await tabUntil(row.getByRole("textbox", { name: "Peso" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("99")
    // Enter in the row's number field commits the typed weight and keeps the row; it does not
    // submit the grid's form (that would show the sum's message now).
    await page.keyboard.press("Enter")
    await row.waitFor({ state: "detached" })
    await grid.getByRole("cell", { name: "99 %", exact: true }).waitFor()
    expect(await grid.getByText("La suma de los pesos debe ser 100").count()).toBe(0)
    await tabUntil(grid.getByRole("button", { name: "Guardar competencias organizacionales", exact: true }))
    await page.keyboard.press("Enter")
    await grid.getByText("La suma de los pesos debe ser 100").first().waitFor()

    const weights = (await grid.getByRole("row").allTextContents()).slice(1)
    const others = weights.slice(1).reduce((sum, text) => sum + Number(/([\d.]+) %/.exec(text)?.[1] ?? 0), 0)
    await tabUntil(grid.getByRole("button", { name: "Editar competencia 1", exact: true }), "Shift+Tab")
    await page.keyboard.press("Enter")
    await tabUntil(row.getByRole("textbox", { name: "Peso" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(String(100 - others))
    await tabUntil(row.getByRole("button", { name: "Guardar competencia", exact: true }))
    await page.keyboard.press("Enter")
    await row.waitFor({ state: "detached" })
    await tabUntil(grid.getByRole("button", { name: "Guardar competencias organizacionales", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")

    // The job profile's tab reads the same rows.
    const { token } = await apiLogin(server.url, demoAdmin)
    const response = await fetch(`${server.url}/api/get-info-puesto-competencias-organizacionales`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id_puesto: puesto.id_puesto }),
    })
    const tab = ((await response.json()) as { result: { competencias: ReadonlyArray<{ id_competencia: number; peso: number }> } }).result
    expect(tab.competencias[0]).toMatchObject({ id_competencia: 501, peso: 100 - others })
    await noViolations()

    // The puesto's expectations as an Excel workbook, by keyboard.
    await tabUntil(page.getByRole("button", { name: "Exportar a Excel", exact: true }), "Shift+Tab")
    const download = page.waitForEvent("download", { timeout: 30_000 })
    await page.keyboard.press("Enter")
    expect((await download).suggestedFilename()).toMatch(/^Competencias por puesto de .*\.xlsx$/)
  }, 120_000)

  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ] as const) {
    // The catalogue sweep checks the module's pages as they open; Competencias por puesto with a
    // company and a puesto chosen, its grid shown, only here.
    it(`has no axe violations at ${width} px on a puesto's competencies`, async () => {
      await page.setViewportSize({ width, height })
      await page.goto(`${server.url}${puestoPage}`)
      await page.getByRole("heading", { level: 1, name: "Competencias por puesto" }).waitFor()
      expect(new URL(page.url()).pathname).toBe(puestoPage)
      await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
      await pick(page.getByRole("combobox", { name: "Puesto" }), puesto.id_puesto, `${puesto.n_puesto} (${puesto.id_puesto})`)
      await page.getByRole("form", { name: "Competencias operativas" }).waitFor()
      await noViolations()
      await page.setViewportSize({ width: 1366, height: 900 })
    }, 120_000)
  }

  it("copies another puesto's expectations into the grids, to review and save", async () => {
    await page.goto(`${server.url}${puestoPage}`)
    await page.getByRole("heading", { level: 1, name: "Competencias por puesto" }).waitFor()
    await pick(page.getByRole("combobox", { name: "Empresa" }), company.slice(0, 8), company)
    await pick(page.getByRole("combobox", { name: "Puesto" }), puesto.id_puesto, `${puesto.n_puesto} (${puesto.id_puesto})`)
    await page.getByRole("form", { name: "Competencias organizacionales" }).waitFor()
    await tabUntil(page.getByRole("button", { name: "Copiar de otro puesto", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Copiar de otro puesto" })
    await dialog.waitFor()
    await pick(dialog.getByRole("combobox", { name: "Puesto de origen" }), source.id_puesto, `${source.n_puesto} (${source.id_puesto})`)
    await tabUntil(dialog.getByRole("button", { name: "Copiar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("status").filter({ hasText: `Se copiaron las competencias de ${source.n_puesto}. Revise cada tipo y guárdelo.` }).waitFor()
    // Another puesto forgets the copy.
    await pick(page.getByRole("combobox", { name: "Puesto" }), source.id_puesto, `${source.n_puesto} (${source.id_puesto})`)
    await page.getByRole("heading", { level: 2, name: `Puesto ${source.id_puesto} · ${source.n_puesto}` }).waitFor()
    expect(await page.getByText("Se copiaron las competencias de").count()).toBe(0)
  }, 120_000)
})
