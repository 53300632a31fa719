import { beforeAll, describe, expect, it } from "vitest"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// Gestionar puestos (ORG500) in Chromium, by keyboard alone: a new Operativo puesto from the
// dialog, then every section of its profile filled in its own tab and saved on its own ('Datos
// guardados'), read back through /get-puesto-full; axe at 1366 and 390 px on the list, the dialog
// and every tab (the tabs are looped over, one description per section below).

const company = "Comercializadora del Bajío S.A. de C.V."
const clave = "E2EPUESTO"

type Session = RecordPageSession
type Page = Session["page"]
type Locator = ReturnType<Page["getByRole"]>

/** One step of filling a tab: a text typed, or an option chosen in a native select by typing its label. */
type Step = readonly ["text" | "choose", string, string]

interface TabJourney {
  readonly title: string
  /** The row form to open first ("Agregar <singular>"), when the section is rows. */
  readonly rows?: ReadonlyArray<{ readonly singular: string; readonly steps: ReadonlyArray<Step> }>
  readonly steps?: ReadonlyArray<Step>
}

const journeys: ReadonlyArray<TabJourney> = [
  { title: "Generales", steps: [["text", "Plazas autorizadas", "12"]] },
  { title: "Perfil", steps: [["choose", "Escolaridad", "Bachillerato"], ["text", "Carrera", "Técnico en logística"], ["text", "Edad mínima", "18"], ["text", "Edad máxima", "50"]] },
  { title: "Experiencia laboral", rows: [{ singular: "experiencia", steps: [["text", "Área o puesto", "Almacén"], ["text", "Años mínimos", "2"]] }] },
  { title: "Idiomas", rows: [{ singular: "idioma", steps: [["choose", "Idioma", "Inglés"], ["choose", "Lectura", "Básico"], ["choose", "Escritura", "Básico"], ["choose", "Conversación", "Básico"]] }] },
  { title: "Finalidades", rows: [{ singular: "finalidad", steps: [["text", "Descripción", "Surtir los pedidos del día"], ["choose", "Frecuencia", "Diaria"]] }] },
  { title: "Software", rows: [{ singular: "software", steps: [["choose", "Software", "Sistema de gestión de almacenes (WMS)"], ["choose", "Nivel", "Intermedio"]] }] },
  {
    title: "Competencias organizacionales",
    rows: [
      { singular: "competencia", steps: [["choose", "Competencia", "Trabajo en equipo"], ["choose", "Nivel esperado", "Avanzado"], ["text", "Peso", "60"]] },
      { singular: "competencia", steps: [["choose", "Competencia", "Integridad"], ["choose", "Nivel esperado", "Experto"], ["text", "Peso", "40"]] },
    ],
  },
  { title: "Competencias técnicas", rows: [{ singular: "competencia", steps: [["choose", "Competencia", "Manejo de inventarios"], ["choose", "Nivel esperado", "Intermedio"], ["text", "Peso", "100"]] }] },
  { title: "Competencias operativas", rows: [{ singular: "competencia", steps: [["choose", "Competencia", "Seguridad industrial"], ["choose", "Nivel esperado", "Avanzado"], ["text", "Peso", "100"]] }] },
  { title: "Relaciones internas", rows: [{ singular: "relación interna", steps: [["choose", "Puesto", "Director de Logística"], ["text", "Motivo", "Reportar el avance del surtido"], ["choose", "Frecuencia", "Semanal"]] }] },
  { title: "Relaciones externas", rows: [{ singular: "relación externa", steps: [["text", "Entidad", "Transportistas"], ["text", "Motivo", "Coordinar recolecciones"], ["choose", "Frecuencia", "Diaria"]] }] },
  { title: "Entornos", rows: [{ singular: "entorno", steps: [["text", "Condición", "Manejo de cargas"], ["choose", "Exposición", "Alta"], ["text", "Equipo de protección personal", "Faja y zapato de seguridad"]] }] },
  { title: "Dimensiones", steps: [["text", "Personal directo", "0"], ["text", "Activos bajo resguardo", "350000"]] },
]

describe("Gestionar puestos in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolations, toast, tabUntil, settled, pick } = session
  let server: Session["server"]
  let page: Page
  beforeAll(() => {
    server = session.server
    page = session.page
  })

  const open = async () => {
    await page.goto(`${server.url}/organizacion/gestionar-puestos`)
    await page.getByRole("heading", { level: 1, name: "Gestionar puestos" }).waitFor()
    await settled()
  }

  /** Moves from the tab list to the named tab with the arrows (tabs select on focus). */
  const toTab = async (title: string) => {
    const tabs = page.getByRole("tab")
    for (let i = 0; i < 120 && !(await tabs.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) await page.keyboard.press("Shift+Tab")
    const target = page.getByRole("tab", { name: title, exact: true })
    for (let i = 0; i < 14 && !(await session.isFocused(target)); i++) await page.keyboard.press("ArrowRight")
    expect(await target.getAttribute("aria-selected")).toBe("true")
  }

  const fill = async (scope: Locator, steps: ReadonlyArray<Step>) => {
    for (const [kind, label, value] of steps) {
      if (kind === "text") {
        await tabUntil(scope.getByRole("textbox", { name: label, exact: true }))
        await page.keyboard.press("ControlOrMeta+a")
        await page.keyboard.type(value)
      } else {
        const select = scope.getByRole("combobox", { name: label, exact: true })
        await tabUntil(select)
        await page.keyboard.type(value)
        await expect.poll(() => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? "")).toBe(value)
      }
    }
  }

  /** Opens the puesto's profile from its row, by keyboard. */
  const openProfile = async () => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(clave)
    await page.getByRole("rowheader", { name: clave, exact: true }).waitFor()
    await settled()
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    for (let i = 0; i < 3 && !(await page.evaluate(() => (document.activeElement?.closest('[role="row"]')?.textContent ?? "").includes("E2EPUESTO"))); i++) {
      await page.keyboard.press("ArrowDown")
    }
    await page.keyboard.press("Enter")
    await page.getByRole("heading", { level: 2, name: `Puesto ${clave} · Operador de andén` }).waitFor()
    // The sections' selects load their catalogues first.
    await page.getByRole("tab", { name: "Generales" }).waitFor({ timeout: 30_000 })
  }

  it("creates a puesto and fills every section of its profile by keyboard alone", async () => {
    await open()
    await tabUntil(page.getByRole("button", { name: "Agregar puesto", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar puesto" })
    await dialog.waitFor()
    await pick(dialog.getByRole("combobox", { name: "Empresa" }), "Bajío", company)
    await fill(dialog, [
      ["text", "Clave", clave],
      ["text", "Puesto", "Operador de andén"],
      ["choose", "Tipo de puesto", "Operativo"],
    ])
    await pick(dialog.getByRole("combobox", { name: "Puesto jefe" }), "Supervisor de Log", "Supervisor de Logística")
    await noViolations()
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await dialog.waitFor({ state: "detached" })
    await settled()

    await openProfile()
    for (const journey of journeys) {
      await toTab(journey.title)
      const panel = page.getByRole("tabpanel", { name: journey.title })
      const form = panel.getByRole("form", { name: journey.title })
      await form.waitFor({ timeout: 30_000 })
      for (const row of journey.rows ?? []) {
        await tabUntil(form.getByRole("button", { name: `Agregar ${row.singular}`, exact: true }))
        await page.keyboard.press("Enter")
        const group = form.getByRole("group", { name: `Agregar ${row.singular}` })
        await group.waitFor()
        await fill(group, row.steps)
        await tabUntil(group.getByRole("button", { name: `Guardar ${row.singular}`, exact: true }))
        await page.keyboard.press("Enter")
        await group.waitFor({ state: "detached" })
      }
      await fill(form, journey.steps ?? [])
      await tabUntil(form.getByRole("button", { name: `Guardar ${journey.title.toLowerCase()}`, exact: true }))
      await page.keyboard.press("Enter")
      await toast("Datos guardados")
      // The section's form opens again on what the server answered.
      await form.getByRole("button", { name: `Guardar ${journey.title.toLowerCase()}`, exact: true }).and(page.locator(":not([aria-busy='true'])")).waitFor()
    }

    const login = (await apiLogin(server.url, demoAdmin)) as unknown as { token: string }
    const answer = await fetch(`${server.url}/api/get-puesto-full`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ id_puesto: clave }),
    })
    const profile = ((await answer.json()) as { result: Record<string, unknown> & { competencias: Record<string, ReadonlyArray<{ peso: number }>> } }).result
    expect(profile.generales).toMatchObject({ n_puesto: "Operador de andén", tipo_puesto: "O", plazas_autorizadas: 12, n_puesto_jefe: "Supervisor de Logística" })
    expect(profile.perfil).toMatchObject({ n_escolaridad: "Bachillerato", edad_max: 50 })
    for (const list of ["experiencia", "idiomas", "finalidades", "software", "relacionesInternas", "relacionesExternas", "entornos"]) {
      expect((profile[list] as ReadonlyArray<unknown>).length, list).toBe(1)
    }
    expect(profile.competencias.organizacionales?.map((c) => c.peso)).toEqual([60, 40])
    expect(profile.competencias.tecnicas?.length).toBe(1)
    expect(profile.competencias.operativas?.length).toBe(1)
    expect(profile.dimensiones).toMatchObject({ activos_resguardo: 350000 })
  }, 300_000)
})
