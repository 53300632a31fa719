import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Indicators } from "../../domain/dashboard/dashboard"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { apiGet, apiLogin, demoAdmin, demoConsulta, digits, signInByKeyboard, tabTo } from "./support/app"
import { type Browser, axeViolations, launchBrowser } from "./support/browser"

const cards: ReadonlyArray<readonly [string, keyof Indicators]> = [
  ["Empleados", "totalEmpleados"],
  ["Masculinos", "totalMasculinos"],
  ["Femeninos", "totalFemenino"],
  ["Altas", "totalAltas"],
  ["Bajas", "totalBajas"],
  ["Cumpleaños del Mes", "totalCumple"],
  ["Vacaciones del Mes", "totalVacas"],
]

describe("sign-in, session and shell in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const freshPage = async (): Promise<Page> => {
    await browser.context.clearCookies()
    page = await browser.newPage()
    await page.goto(`${server.url}/login`)
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    return page
  }

  it("signs in as the administrator with the keyboard alone and shows the API's figures", async () => {
    const p = await freshPage()
    await signInByKeyboard(p, server.url, demoAdmin)
    await p.getByRole("heading", { level: 1, name: "Tablero" }).waitFor()
    const { token } = await apiLogin(server.url, demoAdmin)
    const figures = await apiGet<Indicators>(server.url, "/datos-indicadores", token)
    for (const [title, field] of cards) {
      const card = p.getByRole("article", { name: title })
      await expect.poll(async () => digits(await card.textContent()), { timeout: 5000 }).toContain(String(figures[field]))
    }
    await p.getByRole("figure").filter({ hasText: figures.titulo }).first().waitFor()
    await p.close()
  })

  it("shows the consultation user only organizacion and personal, and keeps them out of settings", async () => {
    const p = await freshPage()
    await signInByKeyboard(p, server.url, demoConsulta)
    const nav = p.getByRole("navigation", { name: "Módulos" })
    await nav.waitFor()
    const modules = await nav.locator("button[aria-expanded]").allTextContents()
    expect(modules.map((m) => m.trim())).toEqual(["Organización", "Personal"])
    await p.getByRole("button", { name: "Menú de usuario" }).click()
    await p.getByRole("menuitem", { name: "Perfil" }).waitFor()
    expect(await p.getByRole("menuitem", { name: "Configuración" }).count()).toBe(0)
    await p.keyboard.press("Escape")
    await p.goto(`${server.url}/configuraciones`)
    await p.waitForURL(`${server.url}/dashboard`)
    await p.close()
  })

  it("prefills the remembered e-mail after signing out", async () => {
    const p = await freshPage()
    await signInByKeyboard(p, server.url, demoAdmin, { remember: true })
    await p.getByRole("button", { name: "Menú de usuario" }).click()
    await p.getByRole("menuitem", { name: "Cerrar sesión" }).click()
    await p.waitForURL(`${server.url}/login`)
    await expect.poll(() => p.getByRole("textbox", { name: "Usuario" }).inputValue()).toBe(demoAdmin.email)
    expect(await p.getByRole("checkbox", { name: "Recordar" }).isChecked()).toBe(true)
    await p.close()
  })

  it("sends the next navigation to /login once the server revokes the token", async () => {
    const p = await freshPage()
    const loginAnswer = p.waitForResponse((r) => r.url().endsWith("/api/login"))
    await signInByKeyboard(p, server.url, demoAdmin)
    const { token } = (await (await loginAnswer).json()) as { token: string }
    await p.getByRole("article", { name: "Empleados" }).waitFor()
    // Every request of the first screen has been answered before the server revokes the token.
    await p.waitForLoadState("networkidle")
    const revoked = await fetch(`${server.url}/api/logout`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: "{}",
    })
    expect(revoked.status).toBe(200)
    // The stored token still looks valid to the browser; only the server knows it is revoked.
    await p.goto(`${server.url}/perfil`)
    await p.waitForURL(`${server.url}/login`, { timeout: 10_000 })
    await p.close()
  })

  it("navigates with the top-bar search and clears it", async () => {
    const p = await freshPage()
    await signInByKeyboard(p, server.url, demoAdmin)
    const search = p.getByRole("combobox", { name: "Buscar opción" })
    await search.click()
    await search.pressSequentially("  centros de")
    await p.getByRole("option", { name: "Centros de trabajo" }).first().waitFor()
    // Completing the exact name, whatever its case and surrounding spaces, navigates at once.
    await search.pressSequentially(" TRABAJO ")
    await p.waitForURL(`${server.url}/organizacion/centros-trabajo`)
    await p.getByRole("heading", { level: 1, name: "Centros de trabajo" }).waitFor()
    expect(await search.inputValue()).toBe("")
    await p.close()
  })
})

describe("the warned idle sign-out in Chromium", () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    // The server advertises its idle limit to the SPA in /assets/config.json: 40 s warns at 20 s.
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess({ SESSION_IDLE_MS: "40000" }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "")
  const secondsShown = async (dialog: ReturnType<Page["getByRole"]>) => {
    const text = (await dialog.getByRole("timer").textContent()) ?? ""
    expect(text).toMatch(/^Se cerrará en \d+ segundos?\.$/)
    return Number(/\d+/.exec(text)?.[0])
  }

  const bothWidths = async (page: Page, label: string) => {
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      expect(await axeViolations(page), `${label} at ${width} px`).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} fits ${width} px`).toBe(true)
    }
    await page.setViewportSize({ width: 1366, height: 900 })
  }

  it("warns, extends on the server and stays; then times out, says why and signs in back to the same page", async () => {
    const page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    // The page's timers run on a clock the test moves: no waiting for the limit.
    await page.clock.install()
    await signInByKeyboard(page, server.url, demoAdmin)
    const search = page.getByRole("combobox", { name: "Buscar opción" })
    for (let i = 0; i < 30 && !(await search.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
    await page.keyboard.type("Empresas")
    await page.waitForURL(`${server.url}/organizacion/empresas`)
    await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()

    await page.clock.runFor(20_000)
    const dialog = page.getByRole("alertdialog", { name: "Su sesión está por terminar" })
    await dialog.waitFor()
    const first = await secondsShown(dialog)
    expect(first).toBeLessThanOrEqual(20)
    expect(first).toBeGreaterThan(10)
    // The safe choice has the focus: Enter keeps the session.
    await expect.poll(() => focusedName(page)).toBe("Seguir conectado")
    await page.clock.runFor(5_000)
    await expect.poll(() => secondsShown(dialog)).toBeLessThanOrEqual(first - 5)
    await bothWidths(page, "the idle warning")

    const extended = page.waitForResponse((r) => r.url().endsWith("/api/extender-sesion"))
    await page.keyboard.press("Enter")
    expect((await extended).status()).toBe(200)
    await dialog.waitFor({ state: "detached" })
    // Focus goes back where it was, and the count starts again from the server's answer.
    await page.clock.runFor(15_000)
    expect(await dialog.count()).toBe(0)
    const token = await page.evaluate(() => localStorage.getItem("token"))
    const alive = await fetch(`${server.url}/api/sesion`, { headers: { authorization: `Bearer ${token}` } })
    expect(alive.status).toBe(200)
    await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()

    // Nobody answers this time: the warning, then the sign-out at the limit.
    const loggedOut = page.waitForResponse((r) => r.url().endsWith("/api/logout"))
    await page.clock.runFor(26_000)
    await loggedOut
    await page.waitForURL(`${server.url}/login`)
    await page.getByRole("status").getByText("Su sesión terminó por inactividad").waitFor()
    expect((await fetch(`${server.url}/api/sesion`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401)
    await bothWidths(page, "the sign-in after a time-out")

    // Signing in again, by keyboard on the same screen, lands on the page the user was on.
    await tabTo(page, "textbox", "Usuario")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(demoAdmin.email)
    await tabTo(page, "textbox", "Contraseña")
    await page.keyboard.type(demoAdmin.password)
    await tabTo(page, "button", "Iniciar")
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/organizacion/empresas`)
    await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()
    await page.close()
  })
})
