import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { demoAdmin, signInByKeyboard } from "./support/app"
import { axeViolations, type Browser, launchBrowser } from "./support/browser"

describe("axe in Chromium: zero violations", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    server = await startServerProcess()
    browser = await launchBrowser()
    page = await browser.newPage()
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("/login", async () => {
    await page.goto(`${server.url}/login`)
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it("/dashboard", async () => {
    await signInByKeyboard(page, server.url, demoAdmin)
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor()
    await page.getByRole("figure").first().waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it("the shell with the user menu and a module open", async () => {
    await page.getByRole("navigation", { name: "Módulos" }).getByRole("button", { name: "Organización" }).click()
    await page.getByRole("link", { name: "Empresas" }).waitFor()
    await page.getByRole("button", { name: "Menú de usuario" }).click()
    await page.getByRole("menuitem", { name: "Perfil" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
  })

  it("/perfil", async () => {
    await page.goto(`${server.url}/perfil`)
    await page.getByRole("heading", { level: 1, name: "Perfil" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it("a module page under construction", async () => {
    await page.goto(`${server.url}/organizacion/empresas`)
    await page.getByRole("heading", { level: 1, name: "Empresas" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
  })

  it("the audit log and its detail", async () => {
    await page.goto(`${server.url}/configuraciones/bitacora-auditoria`)
    await page.getByRole("heading", { level: 1, name: "Bitácora de auditoría" }).waitFor()
    const table = page.getByRole("grid", { name: "Bitácora de auditoría" })
    await table.getByRole("row").filter({ hasText: "login" }).first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: /^Ver el detalle del registro/ }).first().click()
    await page.getByRole("dialog", { name: "Detalle del registro" }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
  })
})
