import { existsSync } from "node:fs"
import { fileURLToPath } from "node:url"
import type { Locator, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CatalogModule, modules } from "../../../domain/catalog"
import { messages } from "../../../domain/messages"
import { kitText } from "../../../src/ui/kit-text"
import { type RunningServer, startServerProcess } from "../../support/server-process"
import { demoAdmin, signInForSetup } from "./app"
import { axeViolations, type Browser, launchBrowser } from "./browser"
import { reflowFaults } from "./reflow"

// The sweep of the catalogue's pages, one file per module (tests/e2e/sweep-*.test.ts), so that
// both of CI's workers share it: every page, and every form its records kit opens with Agregar,
// at a desktop and a phone width: axe finds nothing, nothing scrolls sideways but a table in its
// own box (WCAG 1.4.10), and the console stays free of errors.
// Each tab of a form is shown and checked at the phone width. On a list with rows, the first
// row's record (its edit form) is opened too and checked at both widths, its tabs as a form's,
// and each of the row's buttons that opens a dialog (aria-haspopup: a workflow step, a detail;
// the kit's delete question on one page a file, being the same dialog everywhere) at the
// desktop width only: those dialogs are the same Modal frame whose reflow at 390 px the Agregar
// forms already check, and a second width would cost the sweep more than the CI budget allows.
// Each is closed by keyboard (Escape, Cancelar on a form in the page, or Volver a la lista on a
// record shown in the list's place) and the focus must be back on what opened it.
// One browser and one signed-in session a file, and one document: each route is shown the way a
// sidebar link shows it, through the router (support: `visit`), not loaded again, so the app's
// bundle, its session and axe's half megabyte are read once a file instead of once a screen. A
// page's width is changed in place. A route that shows another route's page (an alias, as
// gestionar-departamentos is departamentos) is loaded and checked, its forms and rows not again.

const widths = [
  [1366, 900],
  [390, 844],
] as const

/** Whatever the page still loads: a busy table, a list's loading rows, a section's spinner. */
const settled = async (page: Page) => {
  await expect
    .poll(() => page.locator('[aria-busy=true]:not(button), main svg.animate-spin, [role=dialog] svg.animate-spin, main [role=grid] tbody tr[data-key^="shimmer"]').count(), {
      timeout: 10_000,
    })
    .toBe(0)
}


/** axe and reflow at both widths, ending at the desktop one; `what` names the screen in failures. */
const checkBothWidths = async (page: Page, what: string): Promise<ReadonlyArray<string>> => {
  const problems: Array<string> = []
  for (const [width, height] of [...widths].reverse()) {
    await page.setViewportSize({ width, height })
    for (const v of await axeViolations(page)) problems.push(`${what} at ${width} px, axe: ${v}`)
    for (const f of await reflowFaults(page)) problems.push(`${what} at ${width} px, reflow: ${f}`)
  }
  return problems
}

/**
 * Each tab of the open form or record at the phone width, axe and reflow: a hidden panel's
 * content only lays out (and only reaches axe) when shown. One width: the panels are the same
 * markup at both, and the page around them was checked at both.
 */
const checkFormTabs = async (page: Page, form: Locator, what: string): Promise<ReadonlyArray<string>> => {
  const problems: Array<string> = []
  const tabs = form.getByRole("tab")
  const count = await tabs.count()
  if (count === 0) return problems
  await page.setViewportSize({ width: widths[1][0], height: widths[1][1] })
  for (let i = 1; i < count; i++) {
    const tab = tabs.nth(i)
    await tab.click()
    await expect.poll(() => tab.getAttribute("aria-selected"), { timeout: 10_000 }).toBe("true")
    await settled(page)
    const name = (await tab.textContent())?.trim()
    for (const v of await axeViolations(page)) problems.push(`${what}, tab ${name}, at ${widths[1][0]} px, axe: ${v}`)
    for (const f of await reflowFaults(page)) problems.push(`${what}, tab ${name}, at ${widths[1][0]} px, reflow: ${f}`)
  }
  // Back on the first tab, as it opened: a record whose other tabs sit beside its form (a DNC
  // project's needs and plan) shows its Cancelar only there.
  await tabs.first().click()
  await page.setViewportSize({ width: widths[0][0], height: widths[0][1] })
  return problems
}

/** axe at the desktop width only (a row's dialog; see the note at the top). */
const checkDesktop = async (page: Page, what: string): Promise<ReadonlyArray<string>> => {
  await page.setViewportSize({ width: widths[0][0], height: widths[0][1] })
  return (await axeViolations(page)).map((v) => `${what} at ${widths[0][0]} px, axe: ${v}`)
}

/**
 * Shows `path` in the running app through the router, as a link does: by way of the home page,
 * so that the page mounts afresh (its machine, its list, no dialog open) as a reload would
 * leave it. TanStack's history answers the document's own pushState.
 */
const visit = async (page: Page, path: string) => {
  const push = (to: string) =>
    page.evaluate((target) => {
      const state = (window.history.state ?? {}) as { readonly __TSR_index?: number }
      const key = Math.random().toString(36).slice(2)
      window.history.pushState({ __TSR_index: (state.__TSR_index ?? 0) + 1, key, __TSR_key: key }, "", target)
    }, to)
  const heading = page.locator("main h1").first()
  await push("/")
  await expect.poll(() => heading.textContent(), { message: "the home page between two routes", timeout: 10_000 }).toBe(messages.inicio)
  await push(path)
  await expect
    // A route may redirect (the settings' index to its first page): any page but the home page.
    .poll(async () => new URL(page.url()).pathname !== "/" && (await heading.count()) > 0 && (await heading.textContent()) !== messages.inicio, {
      message: `${path} shown`,
      timeout: 10_000,
    })
    .toBe(true)
}

const unsavedQuestion = (page: Page) => page.getByRole("alertdialog", { name: kitText.cambiosSinGuardarTitulo })

/** What has the focus, as a row's key and a button's name. */
const focusOf = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return { row: active?.closest("tr[data-key]")?.getAttribute("data-key") ?? null, label: active?.getAttribute("aria-label") ?? null }
  })

/**
 * Closes what is open by keyboard: Escape for a dialog, Cancelar for a form in the page. Nothing
 * was changed, so no unsaved-changes question may come. Answers the problem, or null.
 */
const closeByKeyboard = async (page: Page, dialogsBefore: number, what: string): Promise<string | null> => {
  const dialogs = page.locator("[role=dialog], [role=alertdialog]")
  // A form in the page closes with its Cancelar; a record shown in the page's place (the puesto's
  // profile in tabs, each tab its own form) with "Volver a la lista".
  const cancel = page
    .locator("main form")
    .getByRole("button", { name: "Cancelar", exact: true })
    .or(page.locator("main").getByRole("button", { name: "Volver a la lista", exact: true }))
  const inDialog = (await dialogs.count()) > dialogsBefore
  if (inDialog) await page.keyboard.press("Escape")
  else {
    // A record in the page may still be loading its record and catalogues.
    await cancel
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined)
    if ((await cancel.count()) === 0) return `${what}: neither a dialog nor a form with Cancelar (or Volver a la lista) to close by keyboard`
    await cancel.first().focus()
    await page.keyboard.press("Enter")
  }
  const closed = async () => (inDialog ? (await dialogs.count()) <= dialogsBefore : (await cancel.count()) === 0)
  await expect.poll(async () => (await unsavedQuestion(page).count()) > 0 || (await closed()), { message: `${what}: closed`, timeout: 10_000 }).toBe(true)
  if ((await unsavedQuestion(page).count()) > 0) return `${what}: closing an untouched form asks about unsaved changes`
  return null
}

/** The first row's record and each of its dialogs, by keyboard back to their opener; `deleteQuestion` whether the kit's delete question is opened too. */
const checkFirstRow = async (
  page: Page,
  path: string,
  reopen: () => Promise<void>,
  deleteQuestion: { checked: boolean },
): Promise<{ readonly problems: ReadonlyArray<string>; readonly opened: number }> => {
  const problems: Array<string> = []
  let opened = 0
  // The list may still show its loading rows (keys "shimmer-N"): the first row is a record's.
  await expect
    .poll(() => page.locator('main [role=grid] tbody tr[data-key^="shimmer"]').count(), { message: `${path}: the list loaded`, timeout: 10_000 })
    .toBe(0)
  await settled(page)
  const row = page.locator("main [role=grid] tbody tr[data-key]").first()
  if ((await row.count()) === 0) return { problems, opened }
  const key = await row.getAttribute("data-key")
  const dialogs = page.locator("[role=dialog], [role=alertdialog]")

  if ((await row.getAttribute("data-opens-record")) !== null) {
    const before = await dialogs.count()
    const forms = await page.locator("main form").count()
    const url = page.url()
    // The row's first cell: its record opens (a dialog, a form in the page or its own address).
    await row.locator("th, td").first().click()
    await expect
      .poll(async () => (await dialogs.count()) > before || (await page.locator("main form").count()) > forms || page.url() !== url, { message: `${path}: the first row's record opens`, timeout: 10_000 })
      .toBe(true)
    await settled(page)
    opened += 1
    const what = `${path} > the first row's record`
    problems.push(...(await checkBothWidths(page, what)))
    const inDialog = (await dialogs.count()) > before
    problems.push(...(await checkFormTabs(page, inDialog ? dialogs.last() : page.locator("main"), what)))
    const closing = await closeByKeyboard(page, before, what)
    if (closing !== null) problems.push(closing)
    else {
      await settled(page)
      await expect.poll(async () => (await focusOf(page)).row, { message: `${what}: the focus back on its row`, timeout: 10_000 }).toBe(key)
    }
    await reopen()
  }

  // Back from the record, the list is read again: its loading rows have no buttons.
  await settled(page)
  const buttons = row.locator("[aria-haspopup=dialog]")
  // The row's enabled buttons, named now: each must be found again below, so none is skipped
  // unseen because the list was still being read again when it was looked for.
  const labels = await buttons.evaluateAll((els) =>
    els.filter((el) => !(el as HTMLButtonElement).disabled && el.getAttribute("aria-disabled") !== "true").map((el) => el.getAttribute("aria-label") ?? ""),
  )
  for (const label of labels) {
    // The delete question is the records kit's one dialog on every page: one page a file suffices.
    const isDelete = label.startsWith("Eliminar ")
    if (isDelete && deleteQuestion.checked) continue
    // Closing the last dialog may have read the list again: its loading rows come first, so the
    // row is found by its key once the list is back (a loaded machine showed them for a while).
    await expect.poll(() => page.locator('main [role=grid] tbody tr[data-key^="shimmer"]').count(), { message: `${path}: the list back`, timeout: 10_000 }).toBe(0)
    await settled(page)
    const button = page.locator(`main [role=grid] tbody tr[data-key="${(key ?? "").replaceAll('"', '\\"')}"] [aria-haspopup=dialog][aria-label="${label.replaceAll('"', '\\"')}"]`)
    // A list read again after the last dialog closed may draw its rows a moment after the checks above.
    await expect
      .poll(async () => (await button.count()) > 0 && (await button.isEnabled()), { message: `${path} > ${label}: its button back on the row`, timeout: 10_000 })
      .toBe(true)
    if (isDelete) deleteQuestion.checked = true
    const before = await dialogs.count()
    // A click: Enter on a button inside the grid may reach the row's own action (its record).
    await button.click()
    await expect.poll(() => dialogs.count(), { message: `${path} > ${label}: its dialog`, timeout: 10_000 }).toBeGreaterThan(before)
    await settled(page)
    opened += 1
    const what = `${path} > ${label}`
    problems.push(...(await checkDesktop(page, what)))
    const closing = await closeByKeyboard(page, before, what)
    if (closing !== null) {
      problems.push(closing)
      await reopen()
      continue
    }
    // Back on the button, or on its row's cell when the list was read again under it.
    await expect
      .poll(
        async () => {
          const focus = await focusOf(page)
          return focus.label === label || focus.row === key
        },
        { message: `${what}: the focus back on its button or its row`, timeout: 10_000 },
      )
      .toBe(true)
  }
  return { problems, opened }
}


/** Whether a route has its own route file under src/routes/_shell (else the placeholder shows it). */
const hasRouteFile = (path: string): boolean =>
  [`src/routes/_shell${path}.tsx`, `src/routes/_shell${path}/index.tsx`].some((file) => existsSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url))))

/**
 * A module's routes: its pages and extra routes, as the sidebar lists them. A greyed module is
 * swept only when asked explicitly (`{ greyed: "built" }`), and then only the routes already
 * built (with a route file): the rest show the placeholder until the module ships.
 */
export const moduleRoutes = (id: string, options: { readonly greyed?: "built" } = {}): ReadonlyArray<string> => {
  const found: CatalogModule | undefined = modules.find((m) => m.id === id)
  if (found === undefined) throw new Error(`no module ${id} to sweep`)
  const routes = [...found.pages.map((p) => p.path), ...found.extraRoutes.map((r) => r.path)]
  if (!found.greyed) return routes
  if (options.greyed !== "built") throw new Error(`module ${id} is greyed: ask for its built routes with { greyed: "built" }`)
  const built = routes.filter(hasRouteFile)
  if (built.length === 0) throw new Error(`module ${id} has no built route to sweep`)
  return built
}

export interface SweepPlan {
  /** The file's routes, each checked with its forms and first row. */
  readonly routes: ReadonlyArray<string>
  /** Routes that show another listed route's page: the page alone is checked. */
  readonly aliases?: ReadonlyArray<string>
  /** Also check /login before signing in. */
  readonly login?: boolean
  /**
   * The least forms, and records and row dialogs, the file must open: a renamed Agregar, or a
   * lost data-opens-record or aria-haspopup, would leave them unswept.
   */
  readonly floors: { readonly forms: number; readonly rowScreens: number }
}

export const sweepCatalogue = (title: string, plan: SweepPlan): void => {
  describe(`${title} at 1366 and 390 px: axe, reflow, no console errors`, () => {
    let server: RunningServer
    let browser: Browser
    let page: Page
    const consoleErrors: Array<string> = []
    let formsOpened = 0
    let rowScreensOpened = 0
    /** What each route opened, said when a floor is not reached. */
    const openedByRoute: Array<string> = []
    const deleteQuestion = { checked: false }
    const aliases = new Set(plan.aliases ?? [])

    beforeAll(async () => {
      // The server starts while the browser opens.
      ;[server, browser] = await Promise.all([startServerProcess(), launchBrowser()])
      page = await browser.newPage()
      page.on("console", (m) => {
        if (m.type() === "error") consoleErrors.push(`${m.text()} (${m.location().url})`)
      })
      page.on("pageerror", (e) => consoleErrors.push(e.message))
      if (plan.login === true) {
        await page.goto(`${server.url}/login`)
        await page.getByRole("heading", { name: "Iniciar sesión" }).waitFor()
        const problems = await checkBothWidths(page, "/login")
        if (problems.length > 0) throw new Error(problems.join("\n"))
      }
      await signInForSetup(page, server.url, demoAdmin, "/")
    })
    afterAll(async () => {
      await browser?.close()
      await server?.stop()
    })

    it.each([...plan.routes, ...aliases])("%s and its Agregar forms", async (path) => {
      consoleErrors.length = 0
      const problems: Array<string> = []
      const open = async () => {
        await visit(page, path)
        await settled(page)
      }
      await open()
      problems.push(...(await checkBothWidths(page, path)))
      if (!aliases.has(path)) {
        // The records kit's Agregar (and a page's own "Agregar ..."), a button or a link to a
        // form's address: it opens a dialog, a form on the page or another address.
        const adds = page.locator("main").locator("button, a[href]").filter({ hasText: /^\s*Agregar\b/ })
        const names = await adds.allTextContents()
        for (const [i, name] of names.entries()) {
          if (i > 0) await open()
          const button = adds.nth(i)
          if (!(await button.isEnabled())) continue
          const before = await page.locator("main form, [role=dialog]").count()
          const url = page.url()
          await button.click()
          await expect.poll(async () => (await page.locator("main form, [role=dialog]").count()) !== before || page.url() !== url, { timeout: 10_000 }).toBe(true)
          await settled(page)
          formsOpened += 1
          const what = `${path} > ${name.trim()}`
          problems.push(...(await checkBothWidths(page, what)))
          const dialog = page.getByRole("dialog")
          problems.push(...(await checkFormTabs(page, (await dialog.count()) > 0 ? dialog.last() : page.locator("main"), what)))
        }
        if (names.length > 0) await open()
        const row = await checkFirstRow(page, path, open, deleteQuestion)
        rowScreensOpened += row.opened
        openedByRoute.push(`${path}: ${row.opened}`)
        problems.push(...row.problems)
      }
      problems.push(...consoleErrors.map((e) => `${path}: console error: ${e}`))
      expect(problems).toEqual([])
      // Gestión de personal has three Agregar forms and a record of ten tabs, each checked: minutes
      // on a loaded machine, past the project's 90 s.
    }, 300_000)

    it("opened the forms of the records pages and the rows' records and dialogs", () => {
      expect({ formsOpened, rowScreensOpened }, `records and row dialogs by route: ${openedByRoute.join(", ")}`).toEqual({
        formsOpened: Math.max(formsOpened, plan.floors.forms),
        rowScreensOpened: Math.max(rowScreensOpened, plan.floors.rowScreens),
      })
    })
  })
}
