import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import axeCore from "axe-core"
import { type Browser as PlaywrightBrowser, type BrowserContext, chromium, errors, type FileChooser, type Page } from "playwright-core"

// Debian's Chromium, launched the way STACK.md says works on these machines.
export const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium"

export interface Browser {
  readonly context: BrowserContext
  newPage(): Promise<Page>
  close(): Promise<void>
}

const launchArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
const contextOptions = { locale: "es-MX", viewport: { width: 1366, height: 900 } } as const

// Under vitest, each worker keeps one Chromium for all its files (they share the worker's
// modules) and each file gets a fresh context of its own: no cookies, storage or cache of another
// file's. Launching and closing a browser a file cost seconds of both cores for each of ~60 files.
// The worker's exit closes it. A bench, a process of its own that must end, launches its own.
let shared: Promise<PlaywrightBrowser> | undefined
const workerBrowser = async (): Promise<PlaywrightBrowser> => {
  const running = await shared
  if (running?.isConnected() === true) return running
  shared = chromium.launch({ executablePath: chromiumPath, headless: true, args: launchArgs })
  return shared
}

export const launchBrowser = async (): Promise<Browser> => {
  if (process.env.VITEST !== undefined) {
    const context = await (await workerBrowser()).newContext(contextOptions)
    return { context, newPage: () => context.newPage(), close: () => context.close() }
  }
  const dir = mkdtempSync(join(tmpdir(), "ch-chromium-"))
  const context = await chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, ...contextOptions, args: launchArgs })
  return {
    context,
    newPage: () => context.newPage(),
    close: async () => {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]

/**
 * Axe with the WCAG 2.x A/AA rules and best practices; returns the violations, readable. axe runs
 * in the page itself, its source evaluated once per document: AxeBuilder evaluated the half
 * megabyte twice at every check and opened a tab to merge the frames' results, which these pages
 * (no frames) do not need, and the browser tests make hundreds of checks.
 */
export const axeViolations = async (page: Page): Promise<ReadonlyArray<string>> => {
  // Two frames first: after a resize, resize observers run and React draws what they set (a
  // table's scroll box becomes a focusable region only once it overflows).
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))))
  // A dialog still fading in has its text at part opacity, which axe reads as low contrast:
  // wait for the finite animations and transitions (not spinners) to end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object")
  if (!loaded) await page.evaluate(axeCore.source)
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { readonly axe: typeof axeCore }).axe
    // Only the violations are read: axe then builds no selector for every passing node.
    const result = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
    return result.violations.map((v) => `${v.id} (${v.impact ?? "?"}): ${v.help} -> ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)
  }, axeTags)
}

/**
 * Enter on the focused button and the file chooser it opens. Chromium opens a chooser only within
 * the key press's user activation, and Playwright turns on its chooser interception without
 * waiting for the browser's answer; on a loaded CI machine a press was lost either way (no chooser
 * in 10 s). A chooser that is coming arrives well within that, so a quiet 10 s means lost, and a
 * second press is what a user would do too.
 */
export const chooseFileWithEnter = async (page: Page): Promise<FileChooser> => {
  for (let attempt = 1; ; attempt++) {
    const chooser = page.waitForEvent("filechooser", { timeout: 10_000 })
    await page.keyboard.press("Enter")
    try {
      return await chooser
    } catch (error) {
      // Only a chooser that did not come is worth another press; anything else (a closed page) is not.
      if (attempt === 3 || !(error instanceof errors.TimeoutError)) throw error
    }
  }
}
