import { readFile } from "node:fs/promises"
import { createServer, type Server } from "node:http"
import { mkdtempSync, rmSync } from "node:fs"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { extname, join, normalize } from "node:path"
import tailwindcss from "@tailwindcss/vite"
import react from "@vitejs/plugin-react"
import type { Page } from "playwright-core"
import { build } from "vite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { axeViolations, type Browser, chooseFileWithEnter, launchBrowser } from "./support/browser"

// The kit's new components on a page of their own (tests/e2e/fixtures/ui-kit), bundled once with
// Vite's API, served from a temp dir and driven by keyboard in Chromium.

const fixtureRoot = join(import.meta.dirname, "fixtures", "ui-kit")
const types: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" }

describe("UI kit in Chromium", () => {
  let outDir: string
  let server: Server
  let url: string
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    outDir = mkdtempSync(join(tmpdir(), "ch-ui-kit-"))
    await build({
      root: fixtureRoot,
      configFile: false,
      logLevel: "warn",
      plugins: [react(), tailwindcss()],
      build: { outDir, emptyOutDir: true, target: "es2022", minify: false },
    })
    server = createServer((req, res) => {
      const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^(\.\.[/\\])+/, "")
      const file = join(outDir, path === "/" ? "index.html" : path)
      readFile(file).then(
        (body) => res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(body),
        () => res.writeHead(404).end(),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    browser = await launchBrowser()
    page = await browser.newPage()
    await page.goto(url)
    await page.getByRole("heading", { level: 1, name: "Componentes" }).waitFor()
  })
  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    if (outDir) rmSync(outDir, { recursive: true, force: true })
  })

  const output = (name: string) => page.getByTestId(name).textContent()

  it("has no axe violations at 1366 px, with the calendar open, and at 390 px without overflow", async () => {
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole("button", { name: /Calendario/ }).first().click()
    await page.getByRole("dialog").getByRole("grid").waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })

    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeViolations(page)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.setViewportSize({ width: 1366, height: 900 })
  })

  it("DateField: Tab in, type dd/mm/aaaa, and the form gets ISO", async () => {
    // A fresh page, so the first Tab starts from the top and not from the last focused control.
    await page.reload()
    await page.getByRole("heading", { level: 1, name: "Componentes" }).waitFor()
    // The date field loads when first drawn: Tab once it is there, as a person would.
    const day = page.getByRole("spinbutton", { name: /día.*Fecha de ingreso/i })
    await day.waitFor()
    await page.keyboard.press("Tab")
    expect(await day.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type("03012026")
    await expect.poll(() => output("ingreso")).toBe("2026-01-03")
    const shown = await page.getByRole("group", { name: "Fecha de ingreso" }).first().textContent()
    expect((shown ?? "").replace(/[\s\u2066-\u2069]/g, "")).toBe("03/01/2026")
    // The date is invalid-marked and its error linked when the caller says so.
    const baja = page.getByRole("spinbutton", { name: /día, Fecha de baja/i })
    expect(await baja.getAttribute("aria-invalid")).toBe("true")
    await expect.poll(() => page.getByText("La fecha de baja es obligatoria").isVisible()).toBe(true)
  })

  it("NumberField: money shows $ with es-MX grouping, percent a % over 0-100, and gives back plain numbers", async () => {
    const sueldo = page.getByRole("textbox", { name: "Sueldo mensual" })
    expect(await sueldo.inputValue()).toBe("$1,234.50")
    expect(await page.getByRole("textbox", { name: "Avance" }).inputValue()).toBe("12.5%")
    await sueldo.focus()
    await page.keyboard.press("Control+A")
    await page.keyboard.type("25000.5")
    await page.keyboard.press("Tab")
    await expect.poll(() => output("sueldo")).toBe("25000.5")
    expect(await sueldo.inputValue()).toBe("$25,000.50")
  })

  it("TextArea: the counter follows the text and speaks near the limit", async () => {
    const notas = page.getByRole("textbox", { name: "Notas" })
    await notas.fill("Entrega constancia el lunes")
    expect(await page.getByText("27/40").isVisible()).toBe(true)
    await notas.press("End")
    await page.keyboard.type(" sin falta, ok")
    await expect.poll(() => output("notas")).toBe("Entrega constancia el lunes sin falta, ok".slice(0, 40))
    expect(await page.getByText("40/40").isVisible()).toBe(true)
    expect(await page.locator("[aria-live=polite]").filter({ hasText: "Quedan 0 caracteres" }).count()).toBe(1)
  })

  it("RadioGroup: arrows move and choose", async () => {
    await page.getByRole("radio", { name: "Matutino" }).focus()
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => output("turno")).toBe("vespertino")
    expect(await page.getByRole("radio", { name: "Vespertino" }).isChecked()).toBe(true)
  })

  it("FileField: a named button that opens the file chooser, and the chosen file with its remove button", async () => {
    const choose = page.getByRole("button", { name: "Elegir archivo Comprobante de domicilio" })
    await choose.focus()
    await (await chooseFileWithEnter(page)).setFiles({ name: "domicilio.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") })
    await page.getByText("domicilio.pdf").waitFor()
    await page.getByRole("button", { name: "Quitar el archivo domicilio.pdf" }).press("Enter")
    await page.getByText("Ningún archivo elegido").waitFor()
  })

  it("Tree: ArrowRight expands, ArrowDown moves, Enter acts", async () => {
    const tree = page.getByRole("treegrid", { name: "Áreas" })
    const top = tree.getByRole("row", { name: /Dirección general/ })
    await top.focus()
    expect(await top.getAttribute("aria-expanded")).toBe("false")
    await page.keyboard.press("ArrowRight")
    expect(await top.getAttribute("aria-expanded")).toBe("true")
    await page.keyboard.press("ArrowDown")
    const finanzas = tree.getByRole("row", { name: /Finanzas/ })
    expect(await finanzas.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await finanzas.getAttribute("aria-level")).toBe("2")
    await page.keyboard.press("Enter")
    await expect.poll(() => output("accion")).toBe("finanzas")
    expect(await axeViolations(page)).toEqual([])
  })
})
