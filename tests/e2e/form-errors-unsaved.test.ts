import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { parameterTexts } from "../../src/configuraciones/parametros-sistema/texts"
import { recordText } from "../../src/records/record-text"
import { kitText } from "../../src/ui/kit-text"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInForSetup } from "./support/app"
import { axeViolations, type Browser, launchBrowser } from "./support/browser"

// Issue 18, deliverables 1 and 3, in Chromium by keyboard alone: an invalid submit lands on
// the first problem and counts them aloud, a refusal's toast stays until it is closed, and
// unsaved ticks or values are never dropped without asking. One server, one page.

const danger = "rgb(179, 38, 30)"

describe("errors that stay and unsaved changes, in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    // The page's timers run on a clock the test can move: a toast's lifetime without waiting.
    await page.clock.install()
    await signInForSetup(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)
  const tabTo = async (target: Locator, key: "Tab" | "Shift+Tab" = "Tab", max = 150) => {
    for (let i = 0; i < max; i++) {
      if (await isFocused(target)) return
      await page.keyboard.press(key)
    }
    throw new Error(`${key} never reached ${target.toString()}`)
  }
  const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
  const borderOf = (target: Locator) => target.evaluate((el) => getComputedStyle(el).borderTopColor)
  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
  }
  const bothWidths = async (label: string) => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axeViolations(page), `${label} at ${width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  }
  const question = () => page.getByRole("alertdialog", { name: kitText.cambiosSinGuardarTitulo })

  it("an empty profile form: not red before it is touched; Guardar lands on the first field and counts the problems; Escape asks once something is typed", async () => {
    await open("/configuraciones/perfiles", "Perfiles del sistema")
    await tabTo(page.getByRole("button", { name: "Agregar perfil", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar perfil" })
    const clave = dialog.getByRole("textbox", { name: "Clave" })
    await clave.waitFor()
    expect(await clave.getAttribute("aria-invalid")).not.toBe("true")
    expect(await borderOf(clave)).not.toBe(danger)

    await tabTo(dialog.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByRole("status").filter({ hasText: kitText.camposConProblemas(2) }).waitFor()
    await expect.poll(() => isFocused(clave)).toBe(true)
    expect(await clave.getAttribute("aria-invalid")).toBe("true")
    expect(await borderOf(clave)).toBe(danger)
    await dialog.getByText(messages.claveRequerida).waitFor()
    await bothWidths("the profile form with its problems")

    // Something typed: Escape asks first, and Cancelar (focused) keeps it.
    await page.keyboard.type("TMP")
    await page.keyboard.press("Escape")
    await question().getByText(kitText.cambiosSinGuardar).waitFor()
    await expect.poll(() => focusedName()).toBe(messages.cancelar)
    await page.keyboard.press("Enter")
    await question().waitFor({ state: "detached" })
    expect(await clave.inputValue()).toBe("TMP")
    // Back to what it opened with: nothing to lose, Escape closes at once.
    await tabTo(clave, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.press("Backspace")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "detached" })
    expect(await question().count()).toBe(0)
  })

  it("a blank Agregar empresa shows no problem while the focus passes; a number field says what it refused; Cancelar asks like Escape; the focus returns to Agregar", async () => {
    await open("/organizacion/empresas", "Empresas")
    const agregar = page.getByRole("button", { name: "Agregar empresa", exact: true })
    await tabTo(agregar)
    await page.keyboard.press("Enter")
    const section = page.getByRole("region", { name: "Agregar empresa" })
    await section.waitFor()
    // The focus walks through the first fields without typing: nothing turns red.
    const clave = section.getByRole("textbox", { name: "Clave", exact: true })
    await tabTo(clave)
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab")
    expect(await section.getByRole("tab", { name: "Generales", exact: true }).count()).toBe(1)
    expect(await section.locator('[aria-invalid="true"]').count()).toBe(0)
    expect(await section.getByText(messages.claveRequerida).count()).toBe(0)

    // Letters in the numeric key are refused aloud, not dropped in silence.
    await tabTo(clave, "Shift+Tab")
    await page.keyboard.type("TVG01")
    const refused = section.getByText(kitText.soloNumeros("TVG", true), { exact: true })
    await refused.waitFor()
    expect(await refused.evaluate((el) => el.getAttribute("aria-live"))).toBe("polite")
    await page.keyboard.press("Tab")
    await expect.poll(() => clave.inputValue()).toBe("1")
    expect(await refused.count()).toBe(1)
    await bothWidths("the company form with a refused key")

    // Cancelar asks as Escape does; its Cancelar (focused) keeps the form.
    const cancelar = section.getByRole("button", { name: messages.cancelar, exact: true })
    await tabTo(cancelar)
    await page.keyboard.press("Enter")
    await question().getByText(kitText.cambiosSinGuardar).waitFor()
    await expect.poll(() => focusedName()).toBe(messages.cancelar)
    await page.keyboard.press("Enter")
    await question().waitFor({ state: "detached" })
    expect(await clave.inputValue()).toBe("1")
    await expect.poll(() => isFocused(cancelar)).toBe(true)
    await page.keyboard.press("Enter")
    await tabTo(question().getByRole("button", { name: kitText.salirSinGuardar }))
    await page.keyboard.press("Enter")
    await section.waitFor({ state: "detached" })
    await expect.poll(() => isFocused(agregar)).toBe(true)
  })

  it("Agregar colaborador: the registro patronal says what enables it, Cancelar on an untouched form closes at once", async () => {
    await open("/personal/gestion-personal", "Gestión de personal")
    const agregar = page.getByRole("button", { name: "Agregar colaborador", exact: true })
    await tabTo(agregar)
    await page.keyboard.press("Enter")
    const section = page.getByRole("region", { name: "Agregar colaborador" })
    await section.waitFor()
    expect(await section.getByRole("tab", { name: "Datos generales", exact: true }).count()).toBe(1)
    // The company's tab comes before the one whose selects hang from it.
    const tabs = await section.getByRole("tab").allTextContents()
    expect(tabs.indexOf("Puesto / posición")).toBeLessThan(tabs.indexOf("IMSS / SAT"))
    await section.getByRole("tab", { name: "IMSS / SAT", exact: true }).click()
    const registro = section.getByRole("combobox", { name: "Registro patronal", exact: true })
    expect(await registro.isDisabled()).toBe(true)
    const description = await registro.evaluate((el) =>
      (el.getAttribute("aria-describedby") ?? "")
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    )
    expect(description).toContain(recordText.habilitaAlElegir("Empresa", "Puesto / posición"))
    await bothWidths("the IMSS / SAT tab of a new person")
    const cancelar = section.getByRole("button", { name: messages.cancelar, exact: true })
    await tabTo(cancelar)
    await page.keyboard.press("Enter")
    await section.waitFor({ state: "detached" })
    expect(await question().count()).toBe(0)
    await expect.poll(() => isFocused(agregar)).toBe(true)
  })

  it("Guardar on an edited record gives the focus back to its row once the list is read again", async () => {
    await open("/organizacion/departamentos", "Departamentos")
    await page.getByRole("grid").waitFor()
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true" && document.querySelector('[role="row"][data-key]') !== null)
    for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    const key = await page.evaluate(() => document.activeElement?.closest('[role="row"]')?.getAttribute("data-key") ?? "")
    expect(key).not.toBe("")
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Editar departamento" })
    await dialog.waitFor()
    await tabTo(dialog.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-key") ?? document.activeElement?.tagName)).toBe(key)
  })

  it("a duplicate role: the form closes as SPEC says and the warning stays until it is closed", async () => {
    await open("/configuraciones/roles-usuario", "Roles de usuario")
    await tabTo(page.getByRole("button", { name: "Agregar rol", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Agregar rol" })
    await dialog.waitFor()
    await page.keyboard.type("global")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Rol repetido")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "detached" })
    const notices = page.getByRole("region", { name: messages.notificaciones })
    const refusal = notices.getByText(messages.claveDuplicada, { exact: true })
    await refusal.waitFor()
    // Well past a success toast's five seconds, it is still there to be read.
    await page.clock.runFor(30_000)
    expect(await refusal.count()).toBe(1)
    await tabTo(notices.getByRole("button", { name: messages.cerrarNotificacion }), "Tab", 150)
    await page.keyboard.press("Enter")
    await refusal.waitFor({ state: "detached" })
  })

  it("a role's unsaved ticks: Escape and another company ask first, Cancelar keeps them, Salir sin guardar drops them", async () => {
    await open("/configuraciones/roles-usuario", "Roles de usuario")
    // The row itself opens the role's permissions: found by the search, reached with the arrows.
    await tabTo(page.getByRole("searchbox", { name: messages.buscar, exact: true }))
    await page.keyboard.type("Todos los centros")
    await page.getByRole("rowheader", { name: "GLOBAL" }).waitFor()
    for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const modal = page.getByRole("dialog", { name: "Permisos del Rol Todos los centros de trabajo" })
    await modal.waitFor()
    const company = modal.getByRole("combobox", { name: messages.empresa })
    const choose = async (typed: string) => {
      await tabTo(company)
      await page.keyboard.press("ControlOrMeta+a")
      await page.keyboard.type(typed)
      await page.getByRole("listbox").getByRole("option").first().waitFor()
      await page.keyboard.press("ArrowDown")
      await page.keyboard.press("Enter")
    }
    await choose("Servicios Industriales")
    const apodaca = modal.getByRole("checkbox", { name: "Planta Apodaca" })
    await apodaca.waitFor()
    const before = await apodaca.isChecked()
    await tabTo(apodaca)
    await page.keyboard.press("Space")
    expect(await apodaca.isChecked()).toBe(!before)

    await page.keyboard.press("Escape")
    await question().getByText(kitText.cambiosSinGuardar).waitFor()
    // The safe answer has the focus: Enter keeps the work.
    await expect.poll(() => focusedName()).toBe(messages.cancelar)
    await bothWidths("the unsaved-changes question")
    await page.keyboard.press("Enter")
    await question().waitFor({ state: "detached" })
    expect(await apodaca.isChecked()).toBe(!before)

    await choose("Alimentos")
    await question().waitFor()
    await expect.poll(() => focusedName()).toBe(messages.cancelar)
    await page.keyboard.press("Enter")
    await question().waitFor({ state: "detached" })
    expect(await apodaca.isChecked()).toBe(!before)

    await tabTo(apodaca)
    await page.keyboard.press("Escape")
    await question().waitFor()
    await tabTo(question().getByRole("button", { name: kitText.salirSinGuardar }))
    await page.keyboard.press("Enter")
    await modal.waitFor({ state: "detached" })
  })

  it("a problem on another tab: Guardar opens that tab, marked not by colour alone, and lands on the field", async () => {
    await open("/configuraciones/parametros-sistema", parameterTexts.titulo)
    const generales = page.getByRole("tab", { name: parameterTexts.generales })
    const prestamos = page.getByRole("tab", { name: parameterTexts.prestamos })
    await tabTo(generales)
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => prestamos.getAttribute("aria-selected")).toBe("true")
    const cuotas = page.getByRole("textbox", { name: "Cuotas semanales" })
    await tabTo(cuotas)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("2.5")
    await tabTo(prestamos, "Shift+Tab")
    await page.keyboard.press("ArrowLeft")
    await expect.poll(() => generales.getAttribute("aria-selected")).toBe("true")
    await tabTo(page.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: kitText.camposConProblemas(1) }).waitFor()
    expect(await prestamos.getAttribute("aria-selected")).toBe("true")
    await expect.poll(() => isFocused(cuotas)).toBe(true)
    // The open tab is marked by shape and weight too: a thick underline and bold text.
    const mark = await prestamos.evaluate((el) => ({ width: getComputedStyle(el).borderBottomWidth, weight: getComputedStyle(el).fontWeight }))
    const plain = await generales.evaluate((el) => ({ width: getComputedStyle(el).borderBottomWidth, weight: getComputedStyle(el).fontWeight }))
    expect(mark).toEqual({ width: "4px", weight: "600" })
    expect(plain.weight).not.toBe("600")
  })

  it("a page with unsaved values: the router asks before leaving it", async () => {
    await open("/configuraciones/parametros-sistema", parameterTexts.titulo)
    const serie = page.getByRole("textbox", { name: parameterTexts.seriePersona })
    await tabTo(serie)
    await page.keyboard.press("End")
    await page.keyboard.type("9")
    const search = page.getByRole("combobox", { name: messages.buscarOpcion })
    await tabTo(search, "Shift+Tab")
    await page.keyboard.type("Empresas")
    await question().waitFor()
    await expect.poll(() => focusedName()).toBe(messages.cancelar)
    await page.keyboard.press("Enter")
    await question().waitFor({ state: "detached" })
    expect(page.url()).toBe(`${server.url}/configuraciones/parametros-sistema`)
    expect(await serie.inputValue()).toMatch(/9$/)

    // Closing the tab (or reloading) asks the browser's own question; kept, the value stays.
    const asked = page.waitForEvent("dialog")
    await page.close({ runBeforeUnload: true })
    const dialog = await asked
    expect(dialog.type()).toBe("beforeunload")
    await dialog.dismiss()
    expect(page.isClosed()).toBe(false)
    expect(await serie.inputValue()).toMatch(/9$/)

    await tabTo(search, "Shift+Tab")
    await page.keyboard.type("Empresas")
    await tabTo(question().getByRole("button", { name: kitText.salirSinGuardar }))
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/organizacion/empresas`)
  })

  it("a page without unsaved values closes without a question", async () => {
    await open("/configuraciones/parametros-sistema", parameterTexts.titulo)
    let asked = false
    page.once("dialog", (d) => {
      asked = true
      void d.dismiss()
    })
    const closed = page.waitForEvent("close")
    await page.close({ runBeforeUnload: true })
    await closed
    expect(asked).toBe(false)
  })
})
