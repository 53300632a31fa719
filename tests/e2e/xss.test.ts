import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { apiLogin, demoAdmin, signInForSetup } from "./support/app"
import { type Browser, launchBrowser } from "./support/browser"

// Issue 7.4 in Chromium: script and HTML payloads are saved through every text field the API
// takes (fast, through the API), then each page that shows them is opened: no dialog fires, no
// payload becomes an element, a script never runs, and the text reads as typed. Add a row to
// `fields` for each new text field and the page that shows it.

/** Each payload marks what it would inject with data-xss and what it would run with window.__xss. */
const payloads = [
  `<img src=x onerror="window.__xss=1;alert(1)" data-xss>`,
  `<script data-xss>window.__xss=2;alert(2)</script>`,
  `<svg data-xss onload="window.__xss=3;alert(3)">`,
  `"><b data-xss>negrita</b><"`,
  `'><iframe data-xss srcdoc="<script>parent.__xss=5</script>">`,
  `<a data-xss href="javascript:alert(6)">liga</a>`,
  `{{constructor.constructor('alert(7)')()}}`,
  `<details data-xss open ontoggle="window.__xss=8;alert(8)">`,
]

interface TextField {
  /** What is being saved, for messages. */
  readonly label: string
  readonly save: string
  /** The body that stores `text` in the field; `n` numbers the record (ids sort first). */
  readonly body: (text: string, n: number) => Record<string, unknown>
  /** The page that lists the saved records, and its heading. */
  readonly page: string
  readonly heading: string
}

const fields: ReadonlyArray<TextField> = [
  {
    label: "profile name",
    save: "/api/guardar-perfil",
    body: (text, n) => ({ id_grupo: `0XSS${n}`, n_grupo: text }),
    page: "/configuraciones/perfiles",
    heading: "Perfiles del sistema",
  },
  {
    label: "role name",
    save: "/api/guardar-rol-usuario",
    body: (text, n) => ({ id_rol: `0XSS${n}`, n_rol: text }),
    page: "/configuraciones/roles-usuario",
    heading: "Roles de usuario",
  },
  {
    label: "kiosk user name",
    save: "/api/crear-usuario-kiosko",
    body: (text, n) => ({ id_empleado: 900 + n, id_usuario: `0xss${n}`, n_usuario: text, password: "Kiosko.Clave-2026", password_confirm: "Kiosko.Clave-2026" }),
    page: "/configuraciones/usuarios-kiosko",
    heading: "Usuarios del KIOSKO",
  },
]

describe("stored script and HTML payloads in Chromium", () => {
  let server: RunningServer
  let browser: Browser
  let page: Page
  const dialogs: Array<string> = []
  const saved: Array<TextField> = []

  beforeAll(async () => {
    server = await startServerProcess()
    const { token } = await apiLogin(server.url, demoAdmin)
    for (const field of fields) {
      let stored = 0
      for (const [i, payload] of payloads.entries()) {
        const response = await fetch(`${server.url}${field.save}`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(field.body(`XSS${i} ${payload}`, i)),
        })
        expect(response.status, `${field.label} ${i}: ${await response.text()}`).toBeLessThan(500)
        if (response.status === 200) stored++
      }
      if (stored === payloads.length) saved.push(field)
    }
    browser = await launchBrowser()
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    page.on("dialog", (dialog) => {
      dialogs.push(`${page.url()}: ${dialog.message()}`)
      void dialog.dismiss()
    })
    await signInForSetup(page, server.url, demoAdmin)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it("saves every payload through every text field", () => {
    expect(saved.map((f) => f.label)).toEqual(fields.map((f) => f.label))
  })

  it.each(fields.map((f) => [f.label, f] as const))("shows the %s payloads as text, never as markup", async (_label, field) => {
    await page.goto(`${server.url}${field.page}`)
    await page.getByRole("heading", { level: 1, name: field.heading }).waitFor()
    await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
    const rows = page.getByRole("row")
    await rows.filter({ hasText: "XSS0 " }).first().waitFor()
    // Every payload marks its element with data-xss, so anything parsed as HTML is counted below
    // whether or not its handler has fired yet; a quiet network and two frames let an injected
    // image's onerror or an svg's onload run first, so window.__xss is read after them.
    await page.waitForLoadState("networkidle")
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const state = await page.evaluate(() => ({
      injected: document.querySelectorAll("[data-xss]").length,
      ran: (window as unknown as { __xss?: unknown }).__xss,
      text: document.body.textContent ?? "",
    }))
    expect(state.injected, "elements injected by a payload").toBe(0)
    expect(state.ran, "a payload's script ran").toBeUndefined()
    for (const [i, payload] of payloads.entries()) {
      const shown = `XSS${i} ${payload}`
      // The table may cut long names; what it shows must be the payload's own characters.
      const visible = state.text.includes(shown) || (await rows.filter({ hasText: `XSS${i} ` }).count()) > 0
      expect(visible, `payload ${i} is not shown as text on ${field.page}`).toBe(true)
    }
    expect(dialogs).toEqual([])
  })
})
