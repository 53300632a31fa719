import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { curpCheckDigit } from "../../domain/rules/curp"
import { nssCheckDigit } from "../../domain/rules/nss"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInByKeyboard } from "./support/app"
import { type Browser, axeViolations, launchBrowser } from "./support/browser"

// Gestión de personal (GP100) in Chromium, by keyboard alone, with no flow configured for altas
// (the demo's one-level flow is removed from this test's database): a person is added through
// the seven-tab form (cascading company, centre, department, puesto and a vacant position; país,
// estado and ciudad), found with an accent-free search, opened, every tab walked with axe at 1366
// and 390 px (the header's seniority and this year's vacation days read), and an edit saved.

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())
const typedDate = (iso: string) => iso.split("-").reverse().join("")

// Ximena Pérez Ríos, born 14/02/1992, a woman: CURP, RFC and NSS with their check digits.
const curp17 = "PERX920214MJCRSM0"
const curp = curp17 + curpCheckDigit(curp17)
const rfc = `PERX920214AB${rfcCheckDigit("PERX920214AB")}`
const nss = `8215920123${nssCheckDigit("8215920123")}`
const registro = "E1234567890"
const position = "E2EEMP"
const tabs = ["Datos generales", "Domicilio", "Contacto", "IMSS / SAT", "Puesto / posición", "Salario", "Baja"] as const

describe("Gestión de personal in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page
  let dir = ""
  const names = { empresa: "", centro: "", depto: "", puesto: "", posicion: "" }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "ch-e2e-personal-"))
    const file = join(dir, "capital-humano.db")
    server = await startServerProcess({ DATABASE_URL: `sqlite:${file}` })
    const db = new Database(file)
    db.pragma("busy_timeout = 5000")
    db.prepare("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_ALTA')").run()
    const place = db
      .prepare(`SELECT d.id_empresa, d.id_centro_trabajo, d.id_depto, d.n_depto, ct.n_centro_trabajo, em.n_empresa
        FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo JOIN empresas em ON em.id_empresa = d.id_empresa
        WHERE d.id_empresa = 1 ORDER BY d.id_depto LIMIT 1`)
      .get() as { id_empresa: number; id_centro_trabajo: number; id_depto: number; n_depto: string; n_centro_trabajo: string; n_empresa: string }
    const puesto = db.prepare("SELECT id_puesto, n_puesto FROM puestos WHERE id_empresa = 1 AND activo = '1' ORDER BY id_puesto LIMIT 1").get() as { id_puesto: string; n_puesto: string }
    db.prepare(`INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio)
      VALUES (?, 'Posición de ensayo', 1, ?, ?, ?, '2020-01-01')`).run(position, place.id_centro_trabajo, place.id_depto, puesto.id_puesto)
    db.prepare(`INSERT INTO empresas_registros_patronales (id_empresa, orden, registro_patronal, clase_riesgo, prima_riesgo, f_alta, activo)
      VALUES (1, 900, ?, 1, 0.5, '2020-01-01', '1')`).run(registro)
    db.prepare(`INSERT INTO empresas_periodicidades (id_empresa, orden, id_periodicidad) SELECT 1, 900, '04'
      WHERE NOT EXISTS (SELECT 1 FROM empresas_periodicidades WHERE id_empresa = 1 AND id_periodicidad = '04')`).run()
    db.close()
    Object.assign(names, {
      empresa: place.n_empresa,
      centro: place.n_centro_trabajo,
      depto: place.n_depto,
      puesto: `${puesto.n_puesto} (${puesto.id_puesto})`,
      posicion: `${position} · Posición de ensayo`,
    })
    browser = await launchBrowser()
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    await signInByKeyboard(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)
  const tabUntil = async (target: Locator, key: "Tab" | "Shift+Tab" = "Tab") => {
    for (let i = 0; i < 80; i++) {
      if (await isFocused(target)) return
      await page.keyboard.press(key)
    }
    throw new Error("Tab never reached the element")
  }
  const type = async (target: Locator, value: string) => {
    await tabUntil(target)
    await page.keyboard.type(value)
  }
  const pick = async (combobox: Locator, typed: string, expected: string) => {
    await tabUntil(combobox)
    await page.keyboard.type(typed)
    await page.getByRole("option", { name: expected, exact: true }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => combobox.inputValue()).toBe(expected)
  }
  /** A native select: the arrows choose without opening it. */
  const choose = async (select: Locator, steps: number, expected: string) => {
    await tabUntil(select)
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowDown")
    await expect.poll(() => select.inputValue()).toBe(expected)
  }
  /** To a tab by the arrows from the selected one, never passing Datos generales (its first field takes the focus). */
  const toTab = async (form: Locator, name: (typeof tabs)[number]) => {
    const all = form.getByRole("tab")
    for (let i = 0; i < 80 && !(await all.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) await page.keyboard.press("Shift+Tab")
    const from = await all.evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-selected") === "true"))
    const to = tabs.indexOf(name)
    for (let i = 0; i < Math.abs(to - from); i++) await page.keyboard.press(to > from ? "ArrowRight" : "ArrowLeft")
    await expect.poll(() => all.nth(to).getAttribute("aria-selected")).toBe("true")
  }
  const settled = async () => {
    await page.getByRole("grid").waitFor()
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
  }
  const axeAtBothWidths = async () => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axeViolations(page), `${width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  }
  const toast = (text: string) => page.getByRole("region", { name: "Notificaciones" }).getByText(text, { exact: true }).first().waitFor()

  it("adds a person through the form by keyboard; with no flow the ALTA makes them active", async () => {
    await page.goto(`${server.url}/personal/gestion-personal`)
    await page.getByRole("heading", { level: 1, name: "Gestión de personal" }).waitFor()
    await settled()
    await axeAtBothWidths()

    await tabUntil(page.getByRole("button", { name: "Agregar colaborador", exact: true }))
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Agregar colaborador" })
    await form.waitFor()
    await type(form.getByRole("textbox", { name: "Nombre(s)", exact: true }), "Ximena")
    await type(form.getByRole("textbox", { name: "Apellido paterno", exact: true }), "Pérez")
    await type(form.getByRole("textbox", { name: "Apellido materno", exact: true }), "Ríos")
    await page.keyboard.press("Tab")
    await page.keyboard.type("14021992")
    await choose(form.getByRole("combobox", { name: "Sexo", exact: true }), 2, "M")
    await type(form.getByRole("textbox", { name: "CURP", exact: true }), curp)
    await type(form.getByRole("textbox", { name: "RFC", exact: true }), rfc)

    await toTab(form, "Domicilio")
    await type(form.getByRole("textbox", { name: "Calle", exact: true }), "Av. Juárez")
    await type(form.getByRole("textbox", { name: "Número exterior", exact: true }), "12")
    await type(form.getByRole("textbox", { name: "Colonia", exact: true }), "Centro")
    await type(form.getByRole("textbox", { name: "Código postal", exact: true }), "44100")
    await pick(form.getByRole("combobox", { name: "País", exact: true }), "Méx", "México")
    await pick(form.getByRole("combobox", { name: "Estado", exact: true }), "Jalis", "Jalisco")
    await pick(form.getByRole("combobox", { name: "Ciudad o municipio", exact: true }), "Zapo", "Zapopan")

    await toTab(form, "Puesto / posición")
    await pick(form.getByRole("combobox", { name: "Empresa", exact: true }), names.empresa, names.empresa)
    await pick(form.getByRole("combobox", { name: "Centro de trabajo", exact: true }), names.centro, names.centro)
    await pick(form.getByRole("combobox", { name: "Departamento", exact: true }), names.depto, names.depto)
    await pick(form.getByRole("combobox", { name: "Puesto", exact: true }), names.puesto, names.puesto)
    await pick(form.getByRole("combobox", { name: "Posición", exact: true }), position, names.posicion)

    // The registro patronal and the periodicidad are those of the company chosen above.
    await toTab(form, "IMSS / SAT")
    await type(form.getByRole("textbox", { name: "NSS", exact: true }), nss)
    await pick(form.getByRole("combobox", { name: "Registro patronal", exact: true }), "E123", registro)
    await type(form.getByRole("textbox", { name: "Código postal fiscal", exact: true }), "44100")
    await choose(form.getByRole("combobox", { name: "Tipo de contrato", exact: true }), 1, "01")
    await choose(form.getByRole("combobox", { name: "Tipo de jornada", exact: true }), 1, "01")
    await choose(form.getByRole("combobox", { name: "Tipo de régimen", exact: true }), 1, "02")
    await pick(form.getByRole("combobox", { name: "Periodicidad de pago", exact: true }), "Quin", "04 Quincenal")

    await toTab(form, "Salario")
    await type(form.getByRole("textbox", { name: "Salario diario", exact: true }), "450")
    await page.keyboard.press("Tab")
    await page.keyboard.type(typedDate(today))
    await form.getByText("Vacaciones de este año: 12 días", { exact: true }).waitFor()
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
    await settled()
  }, 240_000)

  it("finds them without accents, walks every tab with axe at 1366 and 390 px, and saves an edit", async () => {
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("ximena perez")
    const row = page.getByRole("row").filter({ hasText: "Ximena Pérez Ríos" })
    await row.waitFor()
    await settled()
    expect(await row.getByRole("gridcell", { name: "Activo", exact: true }).count()).toBe(1)
    await row.getByRole("img", { name: /Sin foto|Foto de/ }).count()

    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const form = page.getByRole("region", { name: "Editar colaborador" })
    await form.waitFor()
    await form.getByText("0 años, 0 meses, 0 días", { exact: true }).waitFor()
    await form.getByText("Vacaciones de este año: 12 días", { exact: true }).waitFor()
    await expect.poll(() => form.getByRole("textbox", { name: "CURP", exact: true }).inputValue()).toBe(curp)

    for (const name of tabs) {
      await toTab(form, name)
      await axeAtBothWidths()
    }
    await form.getByText(/no tiene una baja registrada/).waitFor()

    await toTab(form, "Contacto")
    await type(form.getByRole("textbox", { name: "Celular", exact: true }), "3312345678")
    await tabUntil(form.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Datos guardados")
    await form.waitFor({ state: "detached" })
  }, 240_000)
})
