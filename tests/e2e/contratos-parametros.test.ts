import { beforeAll, describe, expect, it } from "vitest"
import { contractParameterMessages } from "../../domain/contratos/parametros"
import { legalMessages } from "../../domain/contratos/parametros-legales"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// CON090 Parámetros in Chromium, by keyboard alone: the Alertas tab proposes 30, 15 and 7 days
// (mode add), refuses days that do not decrease, and saves with "Parámetros guardados"; the
// Legales tab lists the dated values and refuses a UMA period that overlaps the one in force
// with the server's message. Axe at 1366 and 390 px on each state reached.

describe("Contratos, Parámetros (CON090) in Chromium", () => {
  const session = useRecordPageSession()
  const { noViolationsAtBothWidths, toast, tabUntil, settled, openAdd, pick } = session
  let server: RecordPageSession["server"]
  let page: RecordPageSession["page"]
  beforeAll(async () => {
    server = session.server
    page = session.page
    // The alerts are mailed from an account of Cuentas de correo (SPEC 2.13).
    const { token } = await apiLogin(server.url, demoAdmin)
    const saved = await fetch(`${server.url}/api/guardar-cuenta-correo`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ mode: "add", id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5" }),
    })
    expect(saved.status).toBe(200)
  })

  it("edits the alert days by keyboard, refusing days that do not decrease, and saves", async () => {
    await page.goto(`${server.url}/contratos/parametros`)
    await page.getByRole("heading", { level: 1, name: "Parámetros" }).waitFor()
    const second = page.getByRole("textbox", { name: "Segundo aviso (días antes del término)" })
    await second.waitFor()
    expect(await page.getByRole("textbox", { name: "Primer aviso (días antes del término)" }).inputValue()).toBe("30")
    expect(await second.inputValue()).toBe("15")
    expect(await page.getByRole("textbox", { name: "Último aviso (días antes del término)" }).inputValue()).toBe("7")
    await noViolationsAtBothWidths()

    await tabUntil(second)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("40")
    await page.keyboard.press("Tab")
    await page.getByText(contractParameterMessages.diasDecrecientes, { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(second, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type("20")
    await page.keyboard.press("Tab")
    await page.getByText(contractParameterMessages.diasDecrecientes, { exact: true }).waitFor({ state: "detached" })
    await pick(page.getByRole("combobox", { name: "Cuenta de correo" }), "avisos", "avisos@demo.mx")
    await tabUntil(page.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Parámetros guardados")
    await page.getByText("Edición de los parámetros guardados.").waitFor()
  })

  it("lists the legal values and refuses a UMA that overlaps the one in force", async () => {
    const tab = page.getByRole("tab", { name: "Legales" })
    await tabUntil(page.getByRole("tab", { name: "Alertas" }), "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true")
    await expect.poll(() => new URL(page.url()).searchParams.get("pestana")).toBe("legales")
    await settled()
    await page.getByRole("gridcell", { name: "UMA 2026 (INEGI)" }).waitFor()
    await page.getByText("Periodo de prueba máximo").waitFor()
    await noViolationsAtBothWidths()

    const dialog = await openAdd("parámetro legal")
    const clave = dialog.getByRole("combobox", { name: "Clave" })
    await tabUntil(clave)
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => clave.inputValue()).toBe("UMA")
    await tabUntil(dialog.getByRole("textbox", { name: "Descripción" }))
    await page.keyboard.type("UMA repetida")
    await tabUntil(dialog.getByRole("textbox", { name: "Valor" }))
    await page.keyboard.type("120.5")
    await page.keyboard.press("Tab")
    // The date's segments follow es-MX: día, mes, año.
    await page.keyboard.type("01062026")
    await tabUntil(dialog.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await dialog.getByText(legalMessages.traslape).first().waitFor()
    await noViolationsAtBothWidths()
  })
})
