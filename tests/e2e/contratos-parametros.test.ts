import { beforeAll, describe, expect, it } from "vitest"
import { contractParameterMessages } from "../../domain/contratos/parametros"
import { legalMessages } from "../../domain/contratos/parametros-legales"
import { apiLogin, demoAdmin } from "./support/app"
import { type RecordPageSession, useRecordPageSession } from "./support/record-page"

// CON090 Parámetros in Chromium, by keyboard alone: the Alertas tab proposes 30, 15 and 7 days
// (mode add), refuses days that do not decrease, and saves with "Parámetros guardados"; the
// Legales tab lists the dated values and refuses a UMA period that overlaps the one in force
// with the server's message; the Plantillas tab edits a contract type's template, refusing an
// unknown placeholder, inserting one from the list at the caret, previewing it filled with sample
// values and saving it where Catálogo de contratos reads it. Axe at 1366 and 390 px on each state reached.

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
  it("edits a contract type's template by keyboard: refuses an unknown placeholder, inserts one, previews and saves", async () => {
    // The refused UMA's dialog is still open: close it and drop what it holds.
    await page.keyboard.press("Escape")
    const drop = page.getByRole("button", { name: "Salir sin guardar" })
    await drop.waitFor()
    await tabUntil(drop)
    await page.keyboard.press("Enter")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    const tab = page.getByRole("tab", { name: "Plantillas" })
    await tabUntil(page.getByRole("tab", { name: "Legales" }), "Shift+Tab")
    await page.keyboard.press("ArrowRight")
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true")
    await expect.poll(() => new URL(page.url()).searchParams.get("pestana")).toBe("plantillas")
    const chooser = page.getByRole("combobox", { name: "Tipo de contrato" })
    const area = page.getByRole("textbox", { name: "Plantilla" })
    await area.waitFor()
    await tabUntil(chooser)
    // The native select's type-ahead: "Ti" is Tiempo determinado (Temporada comes first on "T").
    await page.keyboard.type("Ti")
    await expect.poll(() => chooser.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("Tiempo determinado (TIEMPO)")
    await expect.poll(() => area.inputValue()).toContain("por tiempo determinado, en alguno de los casos del artículo 37")
    const preview = page.getByRole("region", { name: "Vista previa con datos de ejemplo" })
    await preview.getByText("Comercializadora Demo, S.A. de C.V.", { exact: false }).first().waitFor()
    await page.getByRole("button", { name: "Insertar {n_empleado} (Nombre completo del trabajador)" }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(area)
    await page.keyboard.press("ControlOrMeta+End")
    await page.keyboard.type(" {sueldo}")
    await page.keyboard.press("Tab")
    await page.getByText("La plantilla contiene campos desconocidos: {sueldo}", { exact: true }).waitFor()
    await noViolationsAtBothWidths()

    await tabUntil(area, "Shift+Tab")
    await page.keyboard.press("ControlOrMeta+End")
    for (let i = 0; i < " {sueldo}".length; i++) await page.keyboard.press("Backspace")
    await page.keyboard.press("Enter")
    await page.keyboard.press("Enter")
    await page.keyboard.type("DÉCIMA. Firma por el patrón ")
    await tabUntil(page.getByRole("button", { name: "Insertar {representante} (Representante legal del patrón)" }))
    await page.keyboard.press("Enter")
    await expect.poll(() => area.evaluate((el) => el === document.activeElement)).toBe(true)
    await expect.poll(() => area.inputValue()).toMatch(/DÉCIMA\. Firma por el patrón \{representante\}$/)
    await page.keyboard.type(".")
    await preview.getByText("DÉCIMA. Firma por el patrón Lic. Roberto Sánchez Díaz.", { exact: true }).waitFor()
    await tabUntil(page.getByRole("button", { name: "Guardar", exact: true }))
    await page.keyboard.press("Enter")
    await toast("Parámetros guardados")

    // One column: Catálogo de contratos reads what was saved here.
    const { token } = await apiLogin(server.url, demoAdmin)
    const stored = await fetch(`${server.url}/api/catalogo-contratos/TIEMPO`, { headers: { authorization: `Bearer ${token}` } })
    const body = (await stored.json()) as { result: { plantilla: string } }
    expect(body.result.plantilla.endsWith("DÉCIMA. Firma por el patrón {representante}.")).toBe(true)

    // Another type with unsaved changes asks first; Cancelar keeps the text and the type.
    await tabUntil(area, "Shift+Tab")
    await page.keyboard.type(" Cambio")
    await tabUntil(chooser, "Shift+Tab")
    await page.keyboard.type("I")
    const question = page.getByRole("alertdialog")
    await question.waitFor()
    await noViolationsAtBothWidths()
    await page.keyboard.press("Escape")
    await question.waitFor({ state: "detached" })
    await expect.poll(() => chooser.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("Tiempo determinado (TIEMPO)")
    expect(await area.inputValue()).toContain(" Cambio")
  })
})
