import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { type RunningServer, startServerProcess } from "../../support/server-process"
import { demoAdmin, signInByKeyboard } from "./app"
import { type Browser, axeViolations, launchBrowser } from "./browser"

// What every browser test of a record page starts with: one server and one browser for the
// file, a page signed in by keyboard, and the few steps such tests repeat (axe, a toast, Tab
// until an element has the focus, a list that finished loading).

export interface RecordPageSession {
  readonly server: RunningServer
  readonly page: Page
  readonly noViolations: () => Promise<void>
  readonly toast: (text: string) => Promise<void>
  readonly isFocused: (target: Locator) => Promise<boolean>
  /** Presses Tab (or Shift+Tab) until the target has the focus. */
  readonly tabUntil: (target: Locator, key?: "Tab" | "Shift+Tab") => Promise<void>
  readonly settled: () => Promise<void>
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
    server = await startServerProcess()
    browser = await launchBrowser()
    page = await browser.newPage()
    page.setDefaultTimeout(10_000)
    await signInByKeyboard(page, server.url, user)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 500 }).catch(() => false)
  return {
    get server() {
      if (server === undefined) throw new Error("the server is not started yet")
      return server
    },
    get page() {
      return current()
    },
    noViolations: async () => expect(await axeViolations(current())).toEqual([]),
    toast: (text) => current().getByRole("region", { name: "Notificaciones" }).getByText(text, { exact: true }).first().waitFor(),
    isFocused,
    tabUntil: async (target, key = "Tab") => {
      for (let i = 0; i < 80; i++) {
        if (await isFocused(target)) return
        await current().keyboard.press(key)
      }
      throw new Error("Tab never reached the element")
    },
    settled: async () => {
      await current().getByRole("grid").waitFor()
      await current().waitForFunction(() => document.querySelector('[role="grid"]')?.getAttribute("aria-busy") !== "true")
    },
  }
}
