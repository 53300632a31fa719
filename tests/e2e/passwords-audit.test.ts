import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "../api/support/smtp-sink"
import { apiLogin, demoAdmin, demoConsulta, signInByKeyboard } from "./support/app"
import { type Browser, axeViolations, launchBrowser } from "./support/browser"

// Issue 18 in Chromium, by keyboard alone: "¿Olvidó su contraseña?" through the link a real
// local SMTP server receives, the password change on /perfil, and the audit log read as words
// (its filters as a searchable select and date pickers, a change as a table of fields); axe at
// 1366 and 390 px on every page and dialog, none wider than the screen.

const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }
const recovered = "Recuperada.Clave-2026"
const changed = "Cambiada.Clave-Segura-2026"

describe("a user's own password and the audit log in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let sink: SmtpSink
  let page: Page

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    // The configured mail account points at the local SMTP server.
    const { token } = await apiLogin(server.url, demoAdmin)
    const saved = await fetch(`${server.url}/api/guardar-cuenta-correo`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ ...mailAccount, puerto: String(sink.port), mode: "add" }),
    })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await sink?.close()
  })

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 1000 }).catch(() => false)
  const tabUntil = async (target: Locator) => {
    for (let i = 0; i < 60; i++) {
      if (await isFocused(target)) return
      await page.keyboard.press("Tab")
    }
    throw new Error("Tab never reached the element")
  }
  /** Tab to a field and type into it. */
  const typeInto = async (target: Locator, text: string) => {
    await tabUntil(target)
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(text)
  }
  const bothWidths = async (label: string) => {
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
  /** The screen reader's announcement of the problems after a submit. */
  const announced = () => page.locator('[aria-live="assertive"]').filter({ hasText: /problema/ }).first().textContent()

  it("recovers a password through the link mailed to the user", async () => {
    await page.goto(`${server.url}/login`)
    await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
    await bothWidths("/login")
    await tabUntil(page.getByRole("link", { name: "¿Olvidó su contraseña?" }))
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/recuperar-contrasena`)
    await page.getByRole("heading", { level: 1, name: "Recuperar contraseña" }).waitFor()

    // An empty submit sends nothing: the focus lands on the field and the count is announced.
    const email = page.getByRole("textbox", { name: "Correo electrónico" })
    await tabUntil(page.getByRole("button", { name: "Enviar enlace" }))
    await page.keyboard.press("Enter")
    await expect.poll(() => isFocused(email)).toBe(true)
    expect(await announced()).toBe("Hay 1 problema en el formulario.")
    await page.getByText("El correo electrónico es requerido").waitFor()

    await page.keyboard.type(demoConsulta.email)
    await page.keyboard.press("Enter")
    const sent = page.getByRole("status").filter({ hasText: "Si el correo está registrado" })
    await sent.waitFor()
    await expect.poll(() => isFocused(sent)).toBe(true)
    await bothWidths("/recuperar-contrasena")

    await expect.poll(() => sink.received.filter((m) => m.to === demoConsulta.email).length, { timeout: 15_000 }).toBe(1)
    const body = decodeQuotedPrintable(sink.received.find((m) => m.to === demoConsulta.email)?.body ?? "")
    const link = /(http:\/\/\S+#token=\S+)/.exec(body)?.[1] ?? ""
    expect(link.startsWith(`${server.url}/restablecer-contrasena#token=`)).toBe(true)

    await page.goto(link)
    await page.getByRole("heading", { level: 1, name: "Restablecer contraseña" }).waitFor()
    await bothWidths("/restablecer-contrasena")
    const nueva = page.getByLabel("Contraseña nueva", { exact: true })
    const confirmar = page.getByLabel("Confirmar contraseña nueva", { exact: true })
    // A common password comes back from the server onto its field, with what was typed kept.
    await typeInto(nueva, "password1234")
    await typeInto(confirmar, "password1234")
    await page.keyboard.press("Enter")
    await page.getByText("La contraseña es demasiado común y fácil de adivinar; elija otra").waitFor()
    await expect.poll(() => isFocused(nueva)).toBe(true)
    expect(await confirmar.inputValue()).toBe("password1234")

    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(recovered)
    await typeInto(confirmar, recovered)
    await page.keyboard.press("Enter")
    await page.getByRole("status").filter({ hasText: "Su contraseña se restableció" }).waitFor()
    await tabUntil(page.getByRole("link", { name: "Iniciar sesión" }))
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/login`)
    await signInByKeyboard(page, server.url, { email: demoConsulta.email, password: recovered })
  })

  it("changes one's own password on /perfil", async () => {
    await tabUntil(page.getByRole("button", { name: "Menú de usuario" }))
    await page.keyboard.press("Enter")
    const item = page.getByRole("menuitem", { name: "Perfil" })
    await item.waitFor()
    for (let i = 0; i < 8 && !(await isFocused(item)); i++) await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.waitForURL(`${server.url}/perfil`)
    await page.getByRole("heading", { level: 1, name: "Perfil" }).waitFor()
    // SPEC 2.6's read-only profile stays above the form.
    await page.getByText("Número de empleado").waitFor()
    await bothWidths("/perfil")

    const actual = page.getByLabel("Contraseña actual", { exact: true })
    const nueva = page.getByLabel("Contraseña nueva", { exact: true })
    const confirmar = page.getByLabel("Confirmar contraseña nueva", { exact: true })
    const submit = page.getByRole("button", { name: "Cambiar contraseña" })
    await tabUntil(submit)
    await page.keyboard.press("Enter")
    await expect.poll(() => isFocused(actual)).toBe(true)
    expect(await announced()).toBe("Hay 3 problemas en el formulario.")
    await bothWidths("/perfil with its problems")

    // A wrong current password is refused in Spanish on its field; the rest stays typed.
    await page.keyboard.type("No.Es-La-Actual-2026")
    await typeInto(nueva, changed)
    await typeInto(confirmar, changed)
    await page.keyboard.press("Enter")
    await page.getByText("La contraseña actual no es correcta").waitFor()
    await expect.poll(() => isFocused(actual)).toBe(true)
    expect(await nueva.inputValue()).toBe(changed)

    const other = await apiLogin(server.url, { email: demoConsulta.email, password: recovered })
    await page.keyboard.press("ControlOrMeta+a")
    await page.keyboard.type(recovered)
    await page.keyboard.press("Enter")
    const done = page.getByRole("status").filter({ hasText: "Contraseña actualizada" })
    await done.waitFor()
    await done.getByText("Sus otras sesiones se cerraron.").waitFor()
    await expect.poll(() => isFocused(done)).toBe(true)
    expect(await actual.inputValue()).toBe("")

    // This session goes on; the other one ended; the new password signs in.
    expect((await fetch(`${server.url}/api/sesion`, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(401)
    const mine = await page.evaluate(() => localStorage.getItem("token"))
    expect((await fetch(`${server.url}/api/sesion`, { headers: { authorization: `Bearer ${mine}` } })).status).toBe(200)
    await apiLogin(server.url, { email: demoConsulta.email, password: changed })
  })

  it("reads the audit log as words, filtered with a searchable select and date pickers", async () => {
    await page.evaluate(() => localStorage.clear())
    await signInByKeyboard(page, server.url, demoAdmin)
    await page.goto(`${server.url}/configuraciones/bitacora-auditoria`)
    await page.getByRole("heading", { level: 1, name: "Bitácora de auditoría" }).waitFor()
    const grid = page.getByRole("grid", { name: "Bitácora de auditoría" })
    await grid.getByRole("row").filter({ hasText: "Inicia sesión con correo y contraseña" }).first().waitFor()
    await bothWidths("the audit log")

    const operation = page.getByRole("combobox", { name: "Operación" })
    await tabUntil(operation)
    await page.keyboard.type("Guarda la cuenta")
    await page.getByRole("option", { name: "Guarda la cuenta de correo", exact: true }).waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await expect.poll(() => operation.inputValue()).toBe("Guarda la cuenta de correo")
    // dd/mm/aaaa, segment by segment.
    const desde = page.getByRole("group", { name: "Desde" })
    await tabUntil(desde.getByRole("spinbutton").first())
    await page.keyboard.type("01012020")
    await expect.poll(() => desde.getByRole("spinbutton").allTextContents()).toEqual(["01", "01", "2020"])
    await tabUntil(page.getByRole("button", { name: "Aplicar" }))
    await page.keyboard.press("Enter")
    const row = grid.getByRole("row").filter({ hasText: "Guarda la cuenta de correo" })
    await expect.poll(() => grid.getByRole("row").count()).toBe(2)
    await row.getByText("Correcto", { exact: true }).waitFor()
    await row.getByText(demoAdmin.email).waitFor()

    for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    const detail = page.getByRole("dialog", { name: "Detalle del registro" })
    await detail.waitFor()
    const table = detail.getByRole("table", { name: "Valores antes y después" })
    const hostRow = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "host", exact: true }) })
    expect((await hostRow.getByRole("cell").allTextContents()).map((t) => t.trim())).toEqual(["—", "127.0.0.1", "Sí"])
    // Never the password, not even hidden.
    expect(await detail.textContent()).not.toContain(mailAccount.password)
    await bothWidths("the audit detail")
    await page.keyboard.press("Escape")
    await detail.waitFor({ state: "detached" })
  })
})
