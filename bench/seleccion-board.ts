import type { Page } from "playwright-core"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { launchBrowser } from "../tests/e2e/support/browser"

// The board of SEL250 in headless Chromium (1366 x 900) on the served production build: the
// vacancy's address (`?vacante=`) opened as a fresh document, as a shared link or a reload opens
// it, until its board is shown; then "Tabla" chosen in Vista until the table's rows are drawn;
// then a column's "Mostrar más" until its next 50 cards are drawn. A PerformanceObserver for
// 'longtask' is installed before the document's scripts run (an init script), and a
// MutationObserver stamps the moment the board's region is in the DOM, so "until the board is
// shown" is the tasks that started before that stamp. Each step's tasks are read once two
// animation frames have passed and the observer's queue is drained. No sleeps, no timed waits.

export interface TaskFigures {
  readonly longest: number
  /** Σ (duration − 50 ms) over the long tasks: the main thread's blocking time. */
  readonly blocking: number
  readonly tasks: number
  readonly ms: number
}

export interface BoardRun {
  readonly open: TaskFigures
  /** Null when only the opening is measured (the control board). */
  readonly table: TaskFigures | null
  readonly more: TaskFigures | null
  readonly cards: number
  readonly rows: number
}

declare global {
  interface Window {
    __benchBoard?: { entries: Array<{ start: number; duration: number }>; observer: PerformanceObserver; shownAt: number | null }
  }
}

const boardSelector = 'section[aria-label^="Candidatos de la vacante"]'

/** Runs in every new document before its scripts (page.addInitScript). */
const observeFromStart = (selector: string): void => {
  const entries: Array<{ start: number; duration: number }> = []
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) entries.push({ start: e.startTime, duration: e.duration })
  })
  observer.observe({ type: "longtask", buffered: true })
  const store: { entries: typeof entries; observer: PerformanceObserver; shownAt: number | null } = { entries, observer, shownAt: null }
  window.__benchBoard = store
  const watch = new MutationObserver(() => {
    if (store.shownAt === null && document.querySelector(selector) !== null) {
      store.shownAt = performance.now()
      watch.disconnect()
    }
  })
  // No named inner functions: the bundler's name helper does not exist in the page. The
  // document's root is not parsed yet when an init script runs: watch the document itself.
  watch.observe(document, { childList: true, subtree: true })
}

/** The long tasks that started in [from, to) of this document, two frames on, the queue drained. */
const tasksBetween = (page: Page, from: number, to: number | null): Promise<ReadonlyArray<{ start: number; duration: number }>> =>
  page.evaluate(
    ([a, b]) =>
      new Promise<ReadonlyArray<{ start: number; duration: number }>>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const store = window.__benchBoard
            if (store === undefined) throw new Error("the long task observer is not installed")
            for (const e of store.observer.takeRecords()) store.entries.push({ start: e.startTime, duration: e.duration })
            const seen = new Set<string>()
            const out: Array<{ start: number; duration: number }> = []
            for (const e of store.entries) {
              const key = `${e.start}:${e.duration}`
              if (e.start < a || (b !== null && e.start >= b) || seen.has(key)) continue
              seen.add(key)
              out.push(e)
            }
            resolve(out)
          }),
        )
      }),
    [from, to] as const,
  )

const figures = (tasks: ReadonlyArray<{ duration: number }>, ms: number): TaskFigures => ({
  longest: tasks.reduce((a, t) => Math.max(a, t.duration), 0),
  blocking: tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0),
  tasks: tasks.length,
  ms,
})

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now())

/**
 * Signs in, then opens the vacancy's board `runs` times (after a warm-up) and measures each run's
 * three steps; with `openOnly`, only the opening (a small board: what the page's start costs alone).
 */
export const measureBoard = async (
  baseUrl: string,
  admin: { readonly email: string; readonly password: string },
  vacancy: { readonly id: number; readonly titulo: string },
  runs: number,
  openOnly = false,
): Promise<ReadonlyArray<BoardRun>> => {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(60_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInByKeyboard(page, baseUrl, admin)
    await page.addInitScript(observeFromStart, boardSelector)
    const caption = `Candidatos de la vacante ${vacancy.titulo}`
    const out: Array<BoardRun> = []
    for (let i = 0; i <= runs; i++) {
      // A fresh document: the navigation's tasks are this document's, from its time origin.
      await page.goto(`${baseUrl}/seleccion/asignacion-candidatos?vacante=${vacancy.id}`)
      const board = page.getByRole("region", { name: caption })
      await board.waitFor()
      await board.getByRole("listitem").first().waitFor()
      const shownAt = await page.evaluate(() => window.__benchBoard?.shownAt ?? null)
      if (shownAt === null) throw new Error("the board's region was never stamped")
      const open = figures(await tasksBetween(page, 0, shownAt), shownAt)
      const cards = await board.getByRole("listitem").count()
      if (openOnly) {
        if (i > 0) out.push({ open, table: null, more: null, cards, rows: 0 })
        continue
      }

      let since = await now(page)
      // The radio's input is visually hidden under its drawn circle: the label is what a person clicks.
      const vista = page.getByRole("radiogroup", { name: "Vista" })
      await vista.getByText("Tabla", { exact: true }).click()
      const table = page.getByRole("table", { name: caption })
      await table.getByRole("row").nth(cards).waitFor()
      const tableShown = await now(page)
      const tableTasks = figures(await tasksBetween(page, since, null), tableShown - since)
      const rows = (await table.getByRole("row").count()) - 1

      await vista.getByText("Tablero", { exact: true }).click()
      await board.waitFor()
      await tasksBetween(page, 0, null)
      since = await now(page)
      const more = page.getByRole("button", { name: /^Mostrar más en Postulación/ })
      await more.click()
      await page.waitForFunction(([selector, n]) => (document.querySelector(selector)?.querySelectorAll("li").length ?? 0) >= n, [boardSelector, cards + 50] as const)
      const moreShown = await now(page)
      const moreTasks = figures(await tasksBetween(page, since, null), moreShown - since)
      if (i > 0) out.push({ open, table: tableTasks, more: moreTasks, cards, rows })
    }
    return out
  } finally {
    await browser.close()
  }
}
