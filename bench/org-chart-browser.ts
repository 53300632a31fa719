import type { Locator, Page } from "playwright-core"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { launchBrowser } from "../tests/e2e/support/browser"

// Issue 12: "the page stays responsive (no long task over 200 ms while expanding)". Headless
// Chromium (1366 x 900) on the served production build: the admin signs in, opens Organigramas,
// chooses the company and the 5,000-position centre with the filters' comboboxes, and a
// PerformanceObserver for 'longtask' (buffered) runs in the page. Each step is an action then
// the visible state it must reach (found by role or text); its tasks are those that started
// after the step began, read once two animation frames have passed (takeRecords: nothing is
// left in the observer's queue). No sleeps, no timed waits.

export interface StepFigures {
  readonly step: string
  /** What the step showed when it was done (cards drawn, matches, rows). */
  readonly shown: string
  readonly longest: number
  readonly over50: number
  readonly tasks: number
}

export interface ChartTarget {
  readonly companyName: string
  readonly centreName: string
  /** An occupant's name that only one person has, deep in the tree. */
  readonly occupant: string
}

declare global {
  interface Window {
    __benchLongTasks?: { entries: Array<{ start: number; duration: number }>; observer: PerformanceObserver }
  }
}

const installObserver = (page: Page): Promise<void> =>
  page.evaluate(() => {
    const entries: Array<{ start: number; duration: number }> = []
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) entries.push({ start: e.startTime, duration: e.duration })
    })
    observer.observe({ type: "longtask", buffered: true })
    window.__benchLongTasks = { entries, observer }
  })

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now())

/** The long tasks that started at or after `since`, once two frames have passed and the observer's queue is drained. */
const tasksSince = (page: Page, since: number): Promise<ReadonlyArray<number>> =>
  page.evaluate(
    (from) =>
      new Promise<ReadonlyArray<number>>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const store = window.__benchLongTasks
            if (store === undefined) throw new Error("the long task observer is not installed")
            for (const e of store.observer.takeRecords()) store.entries.push({ start: e.startTime, duration: e.duration })
            const seen = new Set<string>()
            const durations: Array<number> = []
            for (const e of store.entries) {
              const key = `${e.start}:${e.duration}`
              if (e.start < from || seen.has(key)) continue
              seen.add(key)
              durations.push(e.duration)
            }
            resolve(durations)
          }),
        )
      }),
    since,
  )

/** Types the whole name into the filter's combobox and clicks its option (the next state is waited for by the caller). */
const pick = async (page: Page, combobox: Locator, name: string): Promise<void> => {
  await combobox.click()
  await combobox.fill(name)
  await page.getByRole("option", { name, exact: true }).click()
}

const measureStep = async (page: Page, step: string, act: () => Promise<void>, done: () => Promise<string>): Promise<StepFigures> => {
  const since = await now(page)
  await act()
  const shown = await done()
  const durations = await tasksSince(page, since)
  return {
    step,
    shown,
    longest: durations.reduce((a, b) => Math.max(a, b), 0),
    over50: durations.filter((d) => d > 50).length,
    tasks: durations.length,
  }
}

/** Signs in, opens the chart of the target centre and measures the expanding steps' long tasks. */
export const measureOrgChartLongTasks = async (baseUrl: string, admin: { readonly email: string; readonly password: string }, target: ChartTarget): Promise<ReadonlyArray<StepFigures>> => {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    await signInByKeyboard(page, baseUrl, admin)
    await page.goto(`${baseUrl}/organizacion/organigramas`)
    await page.getByRole("heading", { level: 1, name: "Organigramas" }).waitFor()
    await pick(page, page.getByRole("combobox", { name: "Empresa" }), target.companyName)
    await page.getByRole("combobox", { name: "Centro de trabajo" }).and(page.locator(":enabled")).waitFor()
    await pick(page, page.getByRole("combobox", { name: "Centro de trabajo" }), target.centreName)
    const chart = page.getByRole("region", { name: "Organigrama" })
    await chart.waitFor()
    await page.getByText(/posiciones, .* vacantes/).waitFor()
    await installObserver(page)
    const cards = chart.locator("[data-posicion]")
    const drawn = async () => `${(await cards.count()).toLocaleString("en-US")} cards drawn`
    const steps: Array<StepFigures> = []

    // The chart opens with two levels; "Contraer todo" leaves the root alone, then its card opens it.
    await page.getByRole("button", { name: "Contraer todo" }).click()
    const rootId = await chart.locator('[data-posicion][aria-expanded="false"]').first().getAttribute("data-posicion")
    const rootCard = chart.locator(`[data-posicion="${rootId}"]`)
    await chart.locator(`[data-posicion="${rootId}"][aria-expanded="false"]`).waitFor()
    steps.push(
      await measureStep(
        page,
        "expand the root (its card)",
        () => rootCard.click(),
        async () => {
          await chart.locator(`[data-posicion="${rootId}"][aria-expanded="true"]`).waitFor()
          return drawn()
        },
      ),
    )
    steps.push(
      await measureStep(
        page,
        "Expandir todo (stops at the card cap)",
        () => page.getByRole("button", { name: "Expandir todo" }).click(),
        async () => {
          await page.getByRole("status").filter({ hasText: "Se muestran como máximo" }).waitFor()
          return drawn()
        },
      ),
    )
    steps.push(
      await measureStep(
        page,
        "search an occupant's name",
        async () => {
          await page.getByRole("searchbox", { name: "Buscar persona o posición" }).fill(target.occupant)
        },
        async () => {
          await page.getByText("1 coincidencia", { exact: true }).waitFor()
          // The card's name says it (its inner text may be skipped while off screen: content-visibility).
          await chart.getByRole("button", { name: /coincide con la búsqueda$/ }).waitFor()
          return `1 match, ${await drawn()}`
        },
      ),
    )
    steps.push(
      await measureStep(
        page,
        'open the "Vista de lista" tab',
        () => page.getByRole("tab", { name: "Vista de lista" }).click(),
        async () => {
          // Virtualized: only the rows in view exist, so the first row says the list is drawn.
          const tree = page.getByRole("treegrid", { name: "Posiciones del organigrama" })
          await tree.getByRole("row").first().waitFor()
          return `${(await tree.getByRole("row").count()).toLocaleString("en-US")} rows rendered`
        },
      ),
    )
    return steps
  } finally {
    await browser.close()
  }
}
