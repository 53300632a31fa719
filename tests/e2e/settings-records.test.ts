import ExcelJS from "exceljs"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { apiGet, apiLogin, demoAdmin, demoConsulta, digits, signInByKeyboard, signInForSetup } from "./support/app"
import { axeViolations, type Browser, launchBrowser } from "./support/browser"

// Issue 4 in Chromium: the four record pages, their modals, exports read back, keyboard-only
// edit and delete, and a user built from scratch who then sees exactly what was granted.

const strong = "Ventanal-Azul-2026"
const newUser = { email: "e2e.usuario@demo.mx", password: `${strong}x` }

describe("settings record pages in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    await signInForSetup(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const noViolations = async () => expect(await axeViolations(page)).toEqual([])
  const noViolationsAtBothWidths = async () => {
    await noViolations()
    await page.setViewportSize({ width: 390, height: 844 })
    await noViolations()
    await page.setViewportSize({ width: 1366, height: 900 })
  }
  const toast = (text: string) => page.getByText(text, { exact: true }).first().waitFor()
  const open = async (path: string, title: string) => {
    await page.goto(`${server.url}${path}`)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await page.getByRole("grid").locator('[aria-busy="false"], :not([aria-busy])').first().waitFor()
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
  }
  const pick = async (label: string, text: string) => {
    const box = page.getByRole("combobox", { name: label })
    await box.click()
    await box.fill(text)
    await page.getByRole("listbox").getByRole("option", { name: text }).first().click()
  }
  /** The table's body rows as the text of each cell (actions column left out). */
  const tableRows = async (columns: number) =>
    page.getByRole("grid").evaluate((grid, n) => {
      return [...grid.querySelectorAll('[role="row"]')].slice(1).map((row) =>
        [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].slice(0, n).map((c) => (c.textContent ?? "").trim()),
      )
    }, columns)
  const exported = async () => {
    const [download] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.getByRole("button", { name: "Exportar a Excel" }).click()])
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.readFile((await download.path())!)
    const rows: Array<Array<string>> = []
    workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1).map((v) => String(v ?? ""))))
    return rows
  }
  const showTwenty = () => page.getByLabel("Registros por página").selectOption("20")

  it("Perfiles: add, assign two modules' options in the nested modal, export; axe on page and modals", async () => {
    await open("/configuraciones/perfiles", "Perfiles del sistema")
    await noViolations()
    await page.getByRole("button", { name: "Agregar perfil" }).click()
    await page.getByRole("dialog", { name: "Agregar perfil" }).waitFor()
    await page.getByRole("button", { name: "Guardar" }).click()
    await page.getByText("La clave es requerido").waitFor()
    await page.getByText("El nombre del perfil es requerido").waitFor()
    await noViolations()
    await page.getByRole("textbox", { name: "Clave" }).fill("E2E")
    await page.getByRole("textbox", { name: "Perfil" }).fill("Perfil e2e")
    await page.getByRole("button", { name: "Guardar" }).click()
    await toast("Perfil guardado")
    await page.getByRole("rowheader", { name: "E2E" }).waitFor()

    await page.getByRole("button", { name: "Asignar módulos al perfil Perfil e2e" }).click()
    await page.getByRole("dialog", { name: "Módulos del perfil Perfil e2e" }).waitFor()
    await page.getByRole("button", { name: "Opciones" }).click()
    await page.getByRole("dialog", { name: "Opciones" }).waitFor()
    await pick("Módulo", "Organización")
    await page.getByRole("checkbox", { name: "ORG200 Empresas" }).check()
    await page.getByRole("checkbox", { name: "ORG300 Centros de trabajo" }).check()
    await noViolations()
    await pick("Módulo", "Personal")
    await page.getByRole("checkbox", { name: "Seleccionar todos" }).check()
    await page.getByRole("checkbox", { name: "Seleccionar todos" }).uncheck()
    await page.getByRole("checkbox", { name: "GP100 Gestión de personal" }).check()
    await page.getByRole("dialog", { name: "Opciones" }).getByRole("button", { name: "Cerrar" }).last().click()
    await page.getByRole("button", { name: "Guardar" }).click()
    await toast("Módulos guardados")
    const modal = page.getByRole("dialog", { name: "Módulos del perfil Perfil e2e" })
    await modal.getByText("ORG300").waitFor()
    expect(await modal.locator("td:first-child").allTextContents()).toEqual(["ORG200", "ORG300", "GP100"])
    await noViolations()
    await page.keyboard.press("Escape")
    await modal.waitFor({ state: "detached" })

    await showTwenty()
    const sheet = await exported()
    expect(sheet.slice(0, 2)).toEqual([["Perfiles del sistema"], ["Clave", "Perfil"]])
    expect(sheet.slice(2)).toEqual(await tableRows(2))
  })

  it("Roles: add a role with the work centres of one company, export", async () => {
    await open("/configuraciones/roles-usuario", "Roles de usuario")
    await noViolations()
    await page.getByRole("button", { name: "Agregar rol" }).click()
    await page.getByRole("textbox", { name: "Clave" }).fill("E2EROL")
    await page.getByRole("textbox", { name: "Rol" }).fill("Rol e2e")
    await noViolations()
    await page.getByRole("button", { name: "Guardar" }).click()
    await toast("Rol guardado")
    await page.getByRole("button", { name: "Permisos del rol Rol e2e" }).click()
    const modal = page.getByRole("dialog", { name: "Permisos del Rol Rol e2e" })
    await modal.waitFor()
    await pick("Empresa", "Servicios Industriales del Norte S.A. de C.V.")
    await modal.getByRole("checkbox", { name: "Planta Apodaca" }).waitFor()
    expect(await modal.getByRole("checkbox", { name: "Seleccionar todos" }).isChecked()).toBe(true)
    await modal.getByRole("checkbox", { name: "Planta Apodaca" }).uncheck()
    expect(await modal.getByRole("checkbox", { name: "Seleccionar todos" }).isChecked()).toBe(false)
    await modal.getByRole("checkbox", { name: "Seleccionar todos" }).check()
    await noViolations()
    await modal.getByRole("button", { name: "Guardar" }).click()
    await toast("Permisos guardados")
    await modal.getByRole("button", { name: "Cerrar" }).last().click()
    await showTwenty()
    const sheet = await exported()
    expect(sheet.slice(0, 2)).toEqual([["Roles de usuario"], ["Clave", "Rol"]])
    expect(sheet.slice(2)).toEqual(await tableRows(2))
  })

  it("Usuarios del sistema: create a user with that profile and role, export", async () => {
    await open("/configuraciones/permisos", "Usuarios del sistema")
    await noViolations()
    await page.getByRole("button", { name: "Agregar usuario" }).click()
    await page.getByRole("dialog", { name: "Agregar usuario" }).waitFor()
    const box = page.getByRole("combobox", { name: "Colaborador" })
    await box.click()
    await box.fill("00 -")
    await page.getByRole("listbox").getByRole("option").first().click()
    const collaborator = (await box.inputValue()).split(" - ")[0]
    await page.getByRole("textbox", { name: "Usuario" }).fill(newUser.email)
    await page.getByLabel("Contraseña", { exact: true }).fill(strong)
    await page.getByLabel("Confirmar contraseña").fill(`${strong}x`)
    await page.getByLabel("Confirmar contraseña").blur()
    await page.getByText("Las contraseñas no coinciden").waitFor()
    // A new password clears the confirmation (SPEC 5).
    await page.getByLabel("Contraseña", { exact: true }).fill(newUser.password)
    expect(await page.getByLabel("Confirmar contraseña").inputValue()).toBe("")
    await page.getByLabel("Confirmar contraseña").fill(newUser.password)
    await pick("Grupo", "Perfil e2e")
    await pick("Rol", "Rol e2e")
    await noViolations()
    await page.getByRole("button", { name: "Guardar" }).click()
    await toast("Usuario creado")
    await showTwenty()
    const sheet = await exported()
    expect(sheet[1]).toEqual(["Usuario", "Nombre", "Número de colaborador", "Grupo", "Rol", "Admin"])
    const shown = (await tableRows(6)).map((r) => [...r.slice(0, 5), r[5] === "✓Sí" ? "Sí" : "No"])
    expect(sheet.slice(2)).toEqual(shown)
    expect(shown).toContainEqual([newUser.email, expect.any(String), collaborator, "Perfil e2e", "Rol e2e", "No"])
  })

  it("Perfiles by keyboard alone: add, edit through the row, delete through its action", async () => {
    await open("/configuraciones/perfiles", "Perfiles del sistema")
    const tabUntil = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return
        await page.keyboard.press("Tab")
      }
      throw new Error("Tab never reached the element")
    }
    await tabUntil(page.getByRole("button", { name: "Agregar perfil", exact: true }))
    await page.keyboard.press("Enter")
    await page.getByRole("dialog", { name: "Agregar perfil" }).waitFor()
    await page.keyboard.type("TMP")
    await page.keyboard.press("Tab")
    await page.keyboard.type("Temporal")
    await page.keyboard.press("Enter")
    await toast("Perfil guardado")
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type("temporal")
    await page.getByRole("rowheader", { name: "TMP" }).waitFor()
    await page.keyboard.press("Tab")
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Editar perfil" })
    await edit.waitFor()
    expect(await edit.getByRole("textbox", { name: "Clave" }).getAttribute("readonly")).not.toBeNull()
    await tabUntil(edit.getByRole("textbox", { name: "Perfil" }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Temporal editado")
    await page.keyboard.press("Enter")
    await toast("Perfil actualizado")
    await page.getByRole("gridcell", { name: "Temporal editado", exact: true }).waitFor()
    // Arrow keys move from the row to its cells, the last of which holds the row's buttons.
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    const remove = page.getByRole("button", { name: "Eliminar el perfil Temporal editado" })
    for (let i = 0; i < 3 && !(await remove.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
    expect(await remove.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press("Enter")
    const confirm = page.getByRole("alertdialog")
    await confirm.getByText("¿Desea borrar el registro seleccionado?").waitFor()
    await noViolations()
    // Cancelar has the focus: Tab reaches Aceptar.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await toast("Perfil eliminado")
    await page.getByText("No hay información para mostrar").waitFor()
  })

  it("Usuarios del KIOSKO: add, filter, export; axe on page, panel and modal", async () => {
    await open("/configuraciones/usuarios-kiosko", "Usuarios del KIOSKO")
    await page.getByText("Filtros").click()
    await noViolations()
    await page.getByRole("button", { name: "Aplicar" }).click()
    await toast("Ingresa al menos un párametro para aplicar el filtro")
    await page.getByRole("button", { name: "Agregar usuario" }).click()
    await page.getByRole("dialog", { name: "Agregar usuario del kiosko" }).waitFor()
    expect(await page.getByRole("checkbox", { name: "Activo" }).isChecked()).toBe(true)
    expect(await page.getByRole("checkbox", { name: "Comodin" }).isChecked()).toBe(false)
    const box = page.getByRole("combobox", { name: "Colaborador" })
    await box.click()
    await box.fill("7 -")
    await page.getByRole("listbox").getByRole("option").first().click()
    await page.getByRole("dialog").getByRole("textbox", { name: "Usuario", exact: true }).fill("K0007")
    await page.getByRole("button", { name: "Guardar" }).click()
    await page.getByText("Ingresa un contraseña para el nuevo usuario").waitFor()
    await noViolations()
    await page.getByLabel("Contraseña", { exact: true }).fill(strong)
    await page.getByLabel("Confirmar contraseña").fill(strong)
    await page.getByRole("button", { name: "Guardar" }).click()
    await toast("Usuario creado")
    await page.getByRole("rowheader", { name: "K0007" }).waitFor()
    await page.getByRole("textbox", { name: "Clave usuario" }).fill("k0007")
    await page.getByRole("button", { name: "Aplicar" }).click()
    await page.getByRole("rowheader", { name: "K0007" }).waitFor()
    const sheet = await exported()
    expect(sheet[1]).toEqual(["Usuario", "Nombre", "Número de colaborador", "Activo", "Comodin", "Sol. Nueva Contraseña"])
    const shown = (await tableRows(6)).map((r) => [...r.slice(0, 3), ...r.slice(3).map((c) => (c === "✓Sí" ? "Sí" : "No"))])
    expect(sheet.slice(2)).toEqual(shown)
  })

  it("Usuarios del sistema by keyboard: a role changed with the password fields empty keeps the password", async () => {
    await open("/configuraciones/permisos", "Usuarios del sistema")
    const tabUntil = async (target: ReturnType<Page["getByRole"]>) => {
      for (let i = 0; i < 40; i++) {
        if (await target.evaluate((el) => el === document.activeElement)) return
        await page.keyboard.press("Tab")
      }
      throw new Error("Tab never reached the element")
    }
    await tabUntil(page.getByRole("searchbox", { name: "Buscar" }))
    await page.keyboard.type(demoConsulta.email)
    await page.getByRole("rowheader", { name: demoConsulta.email }).waitFor()
    while (!(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null))) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const edit = page.getByRole("dialog", { name: "Editar usuario" })
    await edit.waitFor()
    // The form says what empty password fields do.
    await edit.getByText("Déjela vacía para conservar la contraseña guardada.", { exact: true }).waitFor()
    expect(await edit.getByLabel("Contraseña", { exact: true }).inputValue()).toBe("")
    await noViolationsAtBothWidths()
    await tabUntil(edit.getByRole("combobox", { name: "Rol", exact: true }))
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("Todos los centros")
    await page.getByRole("option", { name: "Todos los centros de trabajo", exact: true }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await tabUntil(edit.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Usuario actualizado")
    await page.getByRole("row").filter({ hasText: demoConsulta.email }).getByRole("gridcell", { name: "Todos los centros de trabajo", exact: true }).waitFor()
    // The user signs in with the password they had, by keyboard, in a browser of their own (this
    // one's storage holds the administrator's session).
    const theirs = await launchBrowser()
    try {
      await signInByKeyboard(await theirs.newPage(), server.url, demoConsulta)
    } finally {
      await theirs.close()
    }
  })

  it("Usuarios del sistema by keyboard: withdraws and returns a user's access through a confirmation", async () => {
    await open("/configuraciones/permisos", "Usuarios del sistema")
    const inGrid = () => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)
    /** Moves the focus onto the row's button by keys, as a keyboard user does. */
    const reach = async (button: ReturnType<Page["getByRole"]>) => {
      const focused = () => button.evaluate((el) => el === document.activeElement)
      if (!(await inGrid())) {
        const search = page.getByRole("searchbox", { name: "Buscar" })
        for (let i = 0; i < 40 && !(await search.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
        await page.keyboard.press("ControlOrMeta+a")
        await page.keyboard.type(demoConsulta.email)
        await page.getByRole("rowheader", { name: demoConsulta.email }).waitFor()
        while (!(await inGrid())) await page.keyboard.press("Tab")
        await page.keyboard.press("ArrowDown")
      } else if (await focused()) {
        // The confirmation gave the focus back to this button: leave it and come back.
        await page.keyboard.press("Tab")
        await page.keyboard.press("Shift+Tab")
      }
      for (let i = 0; i < 10 && !(await focused()); i++) await page.keyboard.press("ArrowRight")
      for (let i = 0; i < 3 && !(await focused()); i++) await page.keyboard.press("Tab")
      expect(await focused()).toBe(true)
    }
    const confirmWith = async (button: ReturnType<Page["getByRole"]>, question: string, done: string) => {
      await reach(button)
      // The key button shows its name as a tooltip while it has the focus.
      await page.getByRole("tooltip").getByText(await button.evaluate((el) => el.getAttribute("aria-label") ?? ""), { exact: true }).waitFor()
      await page.keyboard.press("Enter")
      const confirm = page.getByRole("alertdialog")
      await confirm.getByText(question, { exact: true }).waitFor()
      // The second line names the user: key and name.
      await confirm.getByText(`${demoConsulta.email}, `).waitFor()
      await noViolationsAtBothWidths()
      // Cancelar has the focus; Tab reaches Aceptar.
      expect(await confirm.getByRole("button", { name: "Cancelar" }).evaluate((el) => el === document.activeElement)).toBe(true)
      await page.keyboard.press("Tab")
      await page.keyboard.press("Enter")
      await toast(done)
      await confirm.waitFor({ state: "detached" })
    }
    const withdraw = page.getByRole("button", { name: `Retirar el acceso de ${demoConsulta.email}` })
    const giveBack = page.getByRole("button", { name: `Devolver el acceso a ${demoConsulta.email}` })
    // The pointer shows the same tooltip (once the page has seen the pointer: a click on the
    // title); the page stays axe clean with it open.
    await page.getByRole("heading", { level: 1, name: "Usuarios del sistema" }).click()
    await withdraw.hover()
    await page.getByRole("tooltip").getByText(`Retirar el acceso de ${demoConsulta.email}`, { exact: true }).waitFor()
    await noViolationsAtBothWidths()
    await page.mouse.move(0, 0)
    await confirmWith(withdraw, "¿Desea retirar el acceso al usuario seleccionado?", "Acceso retirado")
    await giveBack.waitFor()
    // Without access the user cannot sign in; with it back, they can.
    const refused = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(demoConsulta),
    })
    expect(refused.status).toBe(401)
    await confirmWith(giveBack, "¿Desea devolver el acceso al usuario seleccionado?", "Acceso devuelto")
    await withdraw.waitFor()
    await apiLogin(server.url, demoConsulta)
  })

  it("the new user sees exactly the granted modules and only that company's figures", async () => {
    await page.getByRole("button", { name: "Menú de usuario" }).click()
    await page.getByRole("menuitem", { name: "Cerrar sesión" }).click()
    await page.waitForURL(`${server.url}/login`)
    await signInByKeyboard(page, server.url, newUser)
    const nav = page.getByRole("navigation", { name: "Módulos" })
    await nav.getByRole("button", { name: "Organización" }).waitFor()
    const enabled = await nav.getByRole("button").evaluateAll((buttons) =>
      buttons.filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute("aria-disabled") !== "true").map((b) => b.textContent?.trim()),
    )
    expect(enabled).toEqual(["Organización", "Personal"])
    // The administrator's chart counts each company's active people: the role sees company 2's.
    const { token } = await apiLogin(server.url, demoAdmin)
    const all = await apiGet<{ datosGrafica: Array<{ n_empresa: string; empleados: number }> }>(server.url, "/datos-indicadores", token)
    const company = all.datosGrafica.find((r) => r.n_empresa.startsWith("Servicios Industriales del Norte"))
    const card = page.locator("[data-value]").first()
    await card.waitFor()
    expect(digits(await card.getAttribute("data-value"))).toBe(String(company?.empleados))
  })

  it("a page the new user may not open says so, with a way back, at both widths", async () => {
    await page.goto(`${server.url}/configuraciones/permisos`)
    await page.getByRole("heading", { level: 1, name: "No tiene permiso para abrir esta página" }).waitFor()
    expect(page.url()).toBe(`${server.url}/configuraciones/permisos`)
    await noViolationsAtBothWidths()
    await page.getByRole("link", { name: "Ir al tablero" }).click()
    await page.waitForURL(`${server.url}/dashboard`)
  })

  it("a settings page SPEC sends elsewhere (Perfiles: /dashboard) still goes there, with a warning", async () => {
    await page.goto(`${server.url}/configuraciones/perfiles`)
    await page.waitForURL(`${server.url}/dashboard`)
    const warning = page.getByText("No tiene permiso para abrir esta página")
    await warning.waitFor()
    expect(await page.getByRole("heading", { level: 1, name: "Perfiles del sistema" }).count()).toBe(0)
  })
})
