import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { jobBoardTexts } from "../../domain/configuraciones/catalogos-bolsa-trabajo"
import { messages } from "../../domain/messages"
import { kitText } from "../../src/ui/kit-text"
import { pngImage } from "../support/images"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInForSetup } from "./support/app"
import { axeViolations, type Browser, chooseFileWithEnter, launchBrowser } from "./support/browser"

// SPEC 2.7, 2.8, 2.13-2.15 in Chromium: every page driven by the keyboard alone (sign-in, the
// skip link, Tab, arrows, Space and Enter), and axe with zero violations on each page, tab and
// modal. One server and one browser page for the whole file.

// A short timeout: while a combobox's popover is open the rest of the page is hidden from the
// accessibility tree, and a role locator would otherwise wait its full 30 s for the target.
const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)

/** Tabs forward until the target has the focus. */
const tabTo = async (page: Page, target: Locator, max = 80): Promise<void> => {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** Shift+Tabs back until the target has the focus. */
const tabBackTo = async (page: Page, target: Locator, max = 60): Promise<void> => {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return
    await page.keyboard.press("Shift+Tab")
  }
  throw new Error(`Shift+Tab never reached ${target.toString()}`)
}

/** From a fresh page: the skip link, then into <main>. */
const enterMain = async (page: Page) => {
  // After an in-app navigation the Tab order resumes from where the old focus was, so go round
  // the document to the skip link rather than assume it comes first.
  await tabTo(page, page.getByRole("link", { name: messages.saltarContenido }), 300)
  await page.keyboard.press("Enter")
}

const toast = (page: Page, text: string) => page.getByRole("region", { name: messages.notificaciones }).getByText(text, { exact: true }).first()

const typeInto = async (page: Page, target: Locator, text: string) => {
  await tabTo(page, target)
  await page.keyboard.press("ControlOrMeta+a")
  await page.keyboard.type(text)
}

describe("settings forms in Chromium, by keyboard, with axe", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    await signInForSetup(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const open = async (path: string, heading: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: heading }).waitFor()
  }

  it("settings hub: cards filtered by title, the empty message, a card opened with Enter", async () => {
    await open("/configuraciones", messages.configuraciones)
    expect(await axeViolations(page)).toEqual([])
    const main = page.getByRole("main")
    await expect(main.getByRole("link").count()).resolves.toBeGreaterThanOrEqual(8)
    await enterMain(page)
    await typeInto(page, main.getByRole("searchbox", { name: messages.buscar, exact: true }), "correo")
    await expect(main.getByRole("link").allTextContents()).resolves.toEqual([expect.stringContaining("Cuenta de correo")])
    await page.keyboard.type("zzz")
    await main.getByText(messages.sinInformacion).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("parámetros")
    await page.keyboard.press("Tab")
    await expect(isFocused(main.getByRole("link", { name: /Parámetros del sistema/ }))).resolves.toBe(true)
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/configuraciones/parametros-sistema`)
  })

  it("system parameters: three tabs, bounds, save, and the logo uploaded and removed", async () => {
    await open("/configuraciones/parametros-sistema", "Parámetros del sistema")
    const main = page.getByRole("main")
    await main.getByRole("tab", { name: "Generales", exact: true }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await enterMain(page)
    await typeInto(page, main.getByRole("textbox", { name: "Serie para persona", exact: true }), "EMP")
    await typeInto(page, main.getByRole("textbox", { name: "Digitos para ID persona", exact: true }), "6")
    await typeInto(page, main.getByRole("textbox", { name: "Mínimo de objetivos a cargar", exact: true }), "2")
    await typeInto(page, main.getByRole("textbox", { name: "Máximo de objetivos a cargar", exact: true }), "8")
    await tabTo(page, main.getByRole("checkbox", { name: "Exportar catálogos a la bolsa de trabajo", exact: true }))
    await page.keyboard.press("Space")

    // To the Préstamos tab with the arrow keys.
    await tabBackTo(page, main.getByRole("tab", { selected: true }))
    await page.keyboard.press("ArrowRight")
    const tasa = main.getByRole("textbox", { name: "Tasa de interés persona clave", exact: true })
    await tasa.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await typeInto(page, tasa, "150")
    await page.keyboard.press("Tab")
    await main.getByText("Ingrese un número entre 0 y 100").waitFor()
    await expect(tasa.getAttribute("aria-invalid")).resolves.toBe("true")
    await typeInto(page, tasa, "5.5")
    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.parametrosGuardados).waitFor()
    await main.getByText("Edición de los parámetros guardados.").waitFor()

    await tabBackTo(page, main.getByRole("tab", { name: "Préstamos", exact: true }))
    await page.keyboard.press("ArrowRight")
    await main.getByRole("button", { name: "Elegir imagen", exact: true }).waitFor()
    // SPEC 2.8: no Save on the Logo tab.
    await expect(main.getByRole("button", { name: messages.guardar, exact: true }).count()).resolves.toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, main.getByRole("button", { name: "Elegir imagen", exact: true }))
    await (await chooseFileWithEnter(page)).setFiles({ name: "logo.png", mimeType: "image/png", buffer: pngImage(16, 16) })
    await main.getByRole("img", { name: "Logo actual del sistema" }).waitFor()
    await page.getByRole("banner").locator("img").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, main.getByRole("button", { name: "Eliminar logo", exact: true }))
    await page.keyboard.press("Enter")
    // A delete asks first, naming what goes; Cancelar has the focus, Tab reaches Aceptar.
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("Logo del sistema", { exact: true }).waitFor()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await main.getByText("Arrastre aquí una imagen JPEG o PNG de hasta 2 MB").first().waitFor()
    await expect(page.getByRole("banner").locator("img").count()).resolves.toBe(0)
  })

  it("system parameters: greys a built module for everyone from the Módulos tab, and brings it back", async () => {
    await open("/configuraciones/parametros-sistema", "Parámetros del sistema")
    const main = page.getByRole("main")
    await main.getByRole("tab", { name: "Generales", exact: true }).waitFor()
    await tabTo(page, main.getByRole("tab", { selected: true }))
    for (let i = 0; i < 4 && (await main.getByRole("tab", { name: "Módulos", exact: true }).getAttribute("aria-selected")) !== "true"; i++) {
      await page.keyboard.press("ArrowRight")
    }
    const competencias = main.getByRole("checkbox", { name: "Competencias", exact: true })
    await competencias.waitFor()
    expect(await competencias.isChecked()).toBe(true)
    await expect(main.getByRole("button", { name: messages.guardar, exact: true }).count()).resolves.toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, competencias)
    await page.keyboard.press("Space")
    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.parametrosGuardados).waitFor()
    // The sidebar follows the new rights: Competencias listed, disabled, its pages closed.
    const sidebarEntry = page.getByRole("navigation", { name: "Módulos" }).getByRole("button", { name: /^Competencias/ })
    await expect.poll(() => sidebarEntry.getAttribute("aria-disabled")).toBe("true")
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1366, height: 900 })

    await tabTo(page, competencias)
    await page.keyboard.press("Space")
    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.parametrosGuardados).waitFor()
    await expect.poll(() => sidebarEntry.getAttribute("aria-disabled")).toBeNull()
  })

  it("mail account: required messages, add, then edit; the test modal checks the address", async () => {
    await open("/configuraciones/cuentas-correo", "Cuenta de correo")
    const main = page.getByRole("main")
    expect(await axeViolations(page)).toEqual([])
    await enterMain(page)
    await tabTo(page, main.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    for (const text of [messages.idCuentaRequerido, messages.cuentaRequerida, messages.contrasenaRequerida, messages.hostRequerido, messages.puertoRequerido, messages.tiempoRequerido]) {
      await main.getByText(text).waitFor()
    }
    expect(await axeViolations(page)).toEqual([])
    await typeInto(page, main.getByRole("textbox", { name: "ID Cuenta", exact: true }), "12345")
    await expect(main.getByRole("textbox", { name: "ID Cuenta", exact: true }).inputValue()).resolves.toBe("1234")
    await typeInto(page, main.getByRole("textbox", { name: "Cuenta", exact: true }), "avisos@demo.mx")
    await typeInto(page, main.getByRole("textbox", { name: "Contraseña", exact: true }), "S3creta!")
    await typeInto(page, main.getByRole("textbox", { name: "Host", exact: true }), "127.0.0.1")
    await typeInto(page, main.getByRole("textbox", { name: "Puerto", exact: true }), "2525")
    await typeInto(page, main.getByRole("textbox", { name: "Tiempo de espera (segundos)", exact: true }), "3")
    await tabTo(page, main.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.cuentaGuardada).waitFor()
    // Edit mode: the key is read-only and the password field is empty (never sent back).
    await expect(main.getByRole("textbox", { name: "ID Cuenta", exact: true }).getAttribute("readonly")).resolves.not.toBeNull()
    await expect(main.getByRole("textbox", { name: "Contraseña", exact: true }).inputValue()).resolves.toBe("")
    await tabTo(page, main.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.cuentaActualizada).waitFor()

    await tabTo(page, main.getByRole("button", { name: "Realizar Test", exact: true }))
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Test de la cuenta de correo" })
    await dialog.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await typeInto(page, dialog.getByRole("textbox", { name: "Correo electrónico de destino", exact: true }), "destino@demo")
    await page.keyboard.press("Enter")
    await dialog.getByText("Ingrese un correo electrónico válido").waitFor()
    // Nothing listens on port 2525: a valid address is sent and the failure is reported.
    await typeInto(page, dialog.getByRole("textbox", { name: "Correo electrónico de destino", exact: true }), "destino@demo.mx")
    await page.keyboard.press("Enter")
    await toast(page, messages.errorTestCorreo).waitFor({ timeout: 15_000 })
    // The reason in Spanish, naming the account's server (not "connect ECONNREFUSED ...").
    await page.getByText("No fue posible conectar con el servidor de correo 127.0.0.1:2525", { exact: true }).first().waitFor()
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })

    // A changed host: leaving by "Buscar opción" asks the records kit's question; Cancelar
    // stays with the value, Salir sin guardar goes.
    const host = main.getByRole("textbox", { name: "Host", exact: true })
    await typeInto(page, host, "smtp.demo.mx")
    const question = page.getByRole("alertdialog", { name: kitText.cambiosSinGuardarTitulo })
    const search = page.getByRole("combobox", { name: messages.buscarOpcion })
    const away = async () => {
      await search.fill("")
      await search.focus()
      await page.keyboard.type("Empresas")
    }
    await away()
    await question.waitFor()
    expect(await axeViolations(page)).toEqual([])
    await expect.poll(() => isFocused(question.getByRole("button", { name: messages.cancelar, exact: true }))).toBe(true)
    await page.keyboard.press("Enter")
    await question.waitFor({ state: "detached" })
    expect(new URL(page.url()).pathname).toBe("/configuraciones/cuentas-correo")
    expect(await host.inputValue()).toBe("smtp.demo.mx")
    await away()
    await question.waitFor()
    await tabTo(page, question.getByRole("button", { name: kitText.salirSinGuardar, exact: true }))
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/organizacion/empresas`)
  })

  it("authorization flows: type, levels, the rule table on screen, the composed warning, save", async () => {
    await open("/configuraciones/flujos-autorizacion", "Flujos de autorización")
    const main = page.getByRole("main")
    const typeSelect = main.getByRole("combobox", { name: "Tipo de solicitud", exact: true })
    await typeSelect.waitFor()
    await expect(main.getByRole("combobox", { name: "Niveles de autorización", exact: true }).isDisabled()).resolves.toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await enterMain(page)
    await tabTo(page, typeSelect)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => main.getByRole("combobox", { name: "Niveles de autorización", exact: true }).isEnabled()).toBe(true)
    const levelsSelect = main.getByRole("combobox", { name: "Niveles de autorización", exact: true })
    await tabTo(page, levelsSelect)
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("ArrowDown")
    await expect(levelsSelect.inputValue()).resolves.toBe("2")
    const selector = (label: string) => main.getByRole("combobox", { name: `Tipo de responsabilidad: acciones del ${label}` })
    await expect(selector("empleado").isEnabled()).resolves.toBe(true)
    await expect(selector("primer responsable").isEnabled()).resolves.toBe(true)
    await expect(selector("segundo responsable").isDisabled()).resolves.toBe(true)
    await expect(main.getByRole("checkbox", { name: "Acciones del segundo responsable: Notificar al responsable 2", exact: true }).isEnabled()).resolves.toBe(true)
    await expect(main.getByRole("checkbox", { name: "Acciones del segundo responsable: Notificar al responsable 3", exact: true }).isDisabled()).resolves.toBe(true)
    await expect(main.getByRole("textbox", { name: "Posición", exact: true }).isDisabled()).resolves.toBe(true)
    await main.getByText("Con niveles de autorización siempre se notifica al empleado.").waitFor()
    expect(await axeViolations(page)).toEqual([])

    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, "Selecciona el tipo de responsabilidad para el empleado.").waitFor()
    await tabBackTo(page, selector("empleado"))
    await page.keyboard.press("ArrowDown")
    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, "Selecciona el tipo de responsabilidad para el empleado, el primer responsable.").waitFor()
    await tabBackTo(page, selector("primer responsable"))
    await page.keyboard.press("ArrowDown")
    const matrixBox = main.getByRole("checkbox", { name: "Acciones del primer responsable: Notificar al responsable 2", exact: true })
    await tabTo(page, matrixBox)
    await page.keyboard.press("Space")
    await tabTo(page, main.getByRole("button", { name: messages.guardar, exact: true }))
    await page.keyboard.press("Enter")
    await toast(page, messages.datosGuardados).waitFor()

    // Loading it again shows the saved flow.
    await page.reload()
    await typeSelect.waitFor()
    await enterMain(page)
    await tabTo(page, typeSelect)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => levelsSelect.inputValue()).toBe("2")
    await expect(matrixBox.isChecked()).resolves.toBe(true)
  })

  it("job-board catalogues: required, confirmation, export", async () => {
    await open("/configuraciones/catalogos-bolsa-trabajo", jobBoardTexts.titulo)
    const main = page.getByRole("main")
    const exportButton = main.getByRole("button", { name: jobBoardTexts.exportar, exact: true })
    await expect.poll(() => exportButton.isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await enterMain(page)
    await tabTo(page, exportButton)
    await page.keyboard.press("Enter")
    await main.getByText(messages.catalogoRequerido).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await tabBackTo(page, main.getByRole("combobox", { name: jobBoardTexts.catalogo, exact: true }))
    await page.keyboard.press("ArrowDown")
    await tabTo(page, exportButton)
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("alertdialog")
    await dialog.getByText(jobBoardTexts.confirmar).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await expect(isFocused(dialog.getByRole("button", { name: messages.aceptar, exact: true }))).resolves.toBe(true)
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/exportar-catalogo-bolsa"))
    await page.keyboard.press("Enter")
    expect((await answer).status()).toBe(200)
    await toast(page, messages.datosExportados).waitFor()
  })
})
