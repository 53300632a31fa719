import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { type RunningServer, startServerProcess } from "../../support/server-process"
import { demoAdmin, signInForSetup } from "./app"
import { type Browser, axeViolations, launchBrowser } from "./browser"

// What every browser test of a record page starts with: one server and one browser for the
// file, a page signed in by keyboard, and the few steps such tests repeat (axe, a toast, Tab
// until an element has the focus, a list that finished loading).

export interface RecordPageSession {
  readonly server: RunningServer
  readonly page: Page
  readonly noViolations: () => Promise<void>
  /** Axe at 1366 px, then at 390 px (the phone layout), then back to 1366 px. */
  readonly noViolationsAtBothWidths: () => Promise<void>
  readonly toast: (text: string) => Promise<void>
  readonly isFocused: (target: Locator) => Promise<boolean>
  /** Presses Tab (or Shift+Tab) until the target has the focus. */
  readonly tabUntil: (target: Locator, key?: "Tab" | "Shift+Tab") => Promise<void>
  readonly settled: () => Promise<void>
  /** Types into a searchable select and picks the first match with the arrows and Enter. */
  readonly pick: (combobox: Locator, typed: string, expected: string) => Promise<void>
  /** From a field of the open tab back to the form's tab list (Shift+Tab), then the arrows to the named tab. */
  readonly toTab: (form: Locator, name: RegExp) => Promise<void>
  /** Tab to the list's "Agregar <singular>" and press Enter: the add form, open with the focus in its first field. */
  readonly openAdd: (singular: string) => Promise<Locator>
  /** Tab into the list's grid and press ArrowDown: the first row has the focus (Enter opens it). */
  readonly toFirstRow: () => Promise<void>
  /** Tab to "Menú de usuario", Enter, the arrows to the item, Enter. */
  readonly fromUserMenu: (item: string) => Promise<void>
  /**
   * A row's button by keyboard, pressed: the search narrows the list to `searched` (the wanted
   * row first), Tab enters the grid, the arrows reach the first row's last cell, then its button.
   */
  readonly rowAction: (searched: string, button: string) => Promise<void>
}

export const useRecordPageSession = (user: { readonly email: string; readonly password: string } = demoAdmin): RecordPageSession => {
  let server: RunningServer | undefined
  let browser: Browser | undefined
  let page: Page | undefined
  const current = (): Page => {
    if (page === undefined) throw new Error("the page is not open yet")
    return page
  }

  beforeAll(async () => {
    // The server starts while the browser opens.
    ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    await signInForSetup(page, server.url, user, "/")
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)
  const tabUntil = async (target: Locator, key: "Tab" | "Shift+Tab" = "Tab") => {
    // A target that never comes fails here, at once and by name: tabbing 80 times at half a
    // second a miss ran a CI test to its 240 s limit without saying what was missing.
    await target.waitFor({ state: "attached" })
    for (let i = 0; i < 80; i++) {
      if (await isFocused(target)) return
      await current().keyboard.press(key)
    }
    const focused = await current().evaluate(() => {
      const el = document.activeElement
      return el === null ? "nothing" : `${el.tagName.toLowerCase()} ${el.getAttribute("role") ?? ""} "${el.getAttribute("aria-label") ?? el.textContent?.slice(0, 60) ?? ""}"`
    })
    throw new Error(`Tab never reached ${String(target)}; the focus is on ${focused}`)
  }
  return {
    get server() {
      if (server === undefined) throw new Error("the server is not started yet")
      return server
    },
    get page() {
      return current()
    },
    noViolations: async () => expect(await axeViolations(current())).toEqual([]),
    noViolationsAtBothWidths: async () => {
      for (const [width, height] of [
        [1366, 900],
        [390, 844],
      ] as const) {
        await current().setViewportSize({ width, height })
        expect(await axeViolations(current()), `${width} px`).toEqual([])
      }
      await current().setViewportSize({ width: 1366, height: 900 })
    },
    toast: (text) => current().getByRole("region", { name: "Notificaciones" }).getByText(text, { exact: true }).first().waitFor(),
    isFocused,
    tabUntil,
    settled: async () => {
      await current().getByRole("grid").waitFor()
      await current().waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
    },
    pick: async (combobox, typed, expected) => {
      await tabUntil(combobox)
      await current().keyboard.type(typed)
      await current().getByRole("option", { name: expected, exact: true }).waitFor()
      await current().keyboard.press("ArrowDown")
      await current().keyboard.press("Enter")
      await expect.poll(() => combobox.inputValue()).toBe(expected)
    },
    toTab: async (form, name) => {
      const tabs = form.getByRole("tab")
      for (let i = 0; i < 80 && !(await tabs.evaluateAll((els) => els.some((el) => el === document.activeElement))); i++) await current().keyboard.press("Shift+Tab")
      const target = form.getByRole("tab", { name })
      for (let i = 0; i < 4 && !(await isFocused(target)); i++) await current().keyboard.press("ArrowRight")
      expect(await target.getAttribute("aria-selected")).toBe("true")
    },
    openAdd: async (singular) => {
      await tabUntil(current().getByRole("button", { name: `Agregar ${singular}`, exact: true }))
      await current().keyboard.press("Enter")
      const dialog = current().getByRole("dialog", { name: `Agregar ${singular}` })
      await dialog.waitFor()
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      return dialog
    },
    toFirstRow: async () => {
      const page = current()
      for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
      await page.keyboard.press("ArrowDown")
    },
    rowAction: async (searched, button) => {
      const page = current()
      const box = page.getByRole("searchbox", { name: "Buscar" })
      await tabUntil(box, "Shift+Tab")
      // A new term reloads the list after a pause: wait for that answer, or the arrows below may
      // walk the list that was there before it (a CI run's grid reloaded under the focus).
      const term = searched.trim()
      const reloaded =
        (await box.inputValue()).trim() === term
          ? null
          : page.waitForResponse((r) => {
              const url = new URL(r.url())
              return url.pathname.startsWith("/api/") && url.searchParams.get("buscar") === term
            })
      await page.keyboard.press("ControlOrMeta+a")
      await page.keyboard.type(searched)
      await reloaded
      const target = page.getByRole("button", { name: button, exact: true })
      await target.waitFor()
      await page.getByRole("grid").waitFor()
      await page.waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
      for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null)); i++) await page.keyboard.press("Tab")
      // The grid takes the focus on its first row; the arrows walk its cells.
      const inActions = () => target.evaluate((el) => el.closest('[role="gridcell"]')?.contains(document.activeElement) === true)
      for (let i = 0; i < 12 && !(await inActions()); i++) await page.keyboard.press("ArrowRight")
      // Inside the cell, the arrows move from button to button.
      for (let i = 0; i < 4 && !(await isFocused(target)); i++) await page.keyboard.press("ArrowRight")
      await expect.poll(() => isFocused(target)).toBe(true)
      await page.keyboard.press("Enter")
    },
    fromUserMenu: async (name) => {
      await tabUntil(current().getByRole("button", { name: "Menú de usuario" }))
      await current().keyboard.press("Enter")
      const item = current().getByRole("menuitem", { name })
      await item.waitFor()
      for (let i = 0; i < 8 && !(await isFocused(item)); i++) await current().keyboard.press("ArrowDown")
      await current().keyboard.press("Enter")
    },
  }
}
