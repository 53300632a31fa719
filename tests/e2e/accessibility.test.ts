import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInForSetup } from "./support/app"
import { axeViolations, type Browser, launchBrowser } from "./support/browser"

// Every page and Agregar form of the catalogue is swept at both widths by catalogue-sweep.test.ts;
// here, the states a sweep does not reach: menus open, a row action's tooltip, the phone drawer.
describe("axe in Chromium: zero violations", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    await signInForSetup(page, server.url, demoAdmin)
    await page.getByRole("heading", { level: 1, name: "Tablero" }).waitFor()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("the shell with the user menu and a module open", async () => {
    await page.getByRole("navigation", { name: "Módulos" }).getByRole("button", { name: "Organización" }).click()
    await page.getByRole("link", { name: "Empresas" }).waitFor()
    await page.getByRole("button", { name: "Menú de usuario" }).click()
    await page.getByRole("menuitem", { name: "Perfil" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
  })

  it("the audit log and its detail", async () => {
    await page.goto(`${server.url}/configuraciones/bitacora-auditoria`)
    await page.getByRole("heading", { level: 1, name: "Bitácora de auditoría" }).waitFor()
    const table = page.getByRole("grid", { name: "Bitácora de auditoría" })
    await table.getByRole("row").filter({ hasText: "Inicia sesión" }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: /^Ver el detalle del registro/ }).first().click()
    await page.getByRole("dialog", { name: "Detalle del registro" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
  })

  it("a list's row action reached by keyboard (its cell focused, its tooltip open), at both widths", async () => {
    await page.goto(`${server.url}/configuraciones/permisos`)
    const grid = page.getByRole("grid", { name: "Usuarios del sistema" })
    await grid.getByRole("row").nth(1).waitFor()
    await grid.getByRole("row").nth(1).focus()
    const onButton = () => page.evaluate(() => document.activeElement?.tagName === "BUTTON")
    for (let i = 0; i < 12 && !(await onButton()); i++) await page.keyboard.press("ArrowRight")
    expect(await onButton()).toBe(true)
    await page.getByRole("tooltip").waitFor()
    // A focused actions cell is a target of its own for axe's target-size: it keeps free space
    // beside its buttons (DataTable).
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axeViolations(page)).toEqual([])
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  })

  describe("390 px wide: the sidebar becomes a menu button and a drawer", () => {
    beforeAll(async () => {
      await page.setViewportSize({ width: 390, height: 844 })
    })
    afterAll(async () => {
      await page.setViewportSize({ width: 1366, height: 900 })
    })

    it("/dashboard has no sidebar, only the menu button", async () => {
      await page.goto(`${server.url}/dashboard`)
      await page.getByRole("heading", { level: 1, name: "Tablero" }).waitFor()
      await page.getByRole("figure").first().waitFor()
      expect(await page.getByRole("navigation", { name: "Módulos" }).count()).toBe(0)
    })

    it("the drawer by keyboard: open, reach a link, Escape, focus back on the button", async () => {
      const menu = page.getByRole("button", { name: "Menú", exact: true })
      await menu.focus()
      expect(await menu.getAttribute("aria-expanded")).toBe("false")
      await page.keyboard.press("Enter")
      const drawer = page.getByRole("dialog", { name: "Menú" })
      await drawer.waitFor()
      expect(await menu.getAttribute("aria-expanded")).toBe("true")
      expect(await menu.getAttribute("aria-controls")).toBe(await drawer.getAttribute("id"))
      const organizacion = drawer.getByRole("button", { name: "Organización" })
      for (let i = 0; i < 10 && !(await organizacion.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
      await page.keyboard.press("Enter")
      await page.keyboard.press("Tab")
      // The module's first page link, whichever it is.
      expect(await page.evaluate(() => document.activeElement?.closest("[role=dialog] nav a") !== null)).toBe(true)
      expect(await axeViolations(page)).toEqual([])
      await page.keyboard.press("Escape")
      await drawer.waitFor({ state: "detached" })
      // react-aria hands focus back on the frame after the drawer unmounts, not with it.
      await expect.poll(() => menu.evaluate((el) => el === document.activeElement)).toBe(true)
    })

    it("choosing a page in the drawer closes it", async () => {
      await page.getByRole("button", { name: "Menú", exact: true }).click()
      const drawer = page.getByRole("dialog", { name: "Menú" })
      await drawer.getByRole("link", { name: "Empresas" }).click()
      await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()
      await drawer.waitFor({ state: "detached" })
    })
  })
})
