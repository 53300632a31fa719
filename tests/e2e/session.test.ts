import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Indicators } from "../../domain/dashboard"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { apiGet, apiLogin, demoAdmin, demoConsulta, digits, signInByKeyboard } from "./support/app"
import { type Browser, launchBrowser } from "./support/browser"

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
    server = await startServerProcess()
    browser = await launchBrowser()
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
    await p.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor()
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

describe("inactivity in Chromium", () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    // The server advertises its idle limit to the SPA in /assets/config.json.
    server = await startServerProcess({ SESSION_IDLE_MS: "4000" })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("signs the user out after the idle time without mouse or keyboard", async () => {
    const page = await browser.newPage()
    await signInByKeyboard(page, server.url, demoAdmin)
    await page.waitForURL(`${server.url}/login`, { timeout: 15_000 })
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    await page.close()
  })
})
