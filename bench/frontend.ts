import { gzipSync } from "node:zlib"
import type { Page } from "playwright-core"
import { launchBrowser } from "../tests/e2e/support/browser"
import { median } from "./stats"

// What a browser pays for a route of the production build: the gzipped size of every script
// it loads on a direct visit, and the largest contentful paint, in headless Chromium.

export interface RouteFigures {
  readonly route: string
  readonly scripts: number
  readonly gzipKiB: number
  readonly lcpMs: number
}

const largestContentfulPaint = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries()
          resolve(entries[entries.length - 1]?.startTime ?? 0)
        }).observe({ type: "largest-contentful-paint", buffered: true })
        setTimeout(() => resolve(0), 3000)
      }),
  )

const visit = async (page: Page, url: string, ready: (page: Page) => Promise<void>) => {
  const scripts = new Map<string, number>()
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return
    try {
      scripts.set(response.url(), gzipSync(await response.body(), { level: 9 }).length)
    } catch {
      // a redirect or an aborted response has no body to count
    }
  })
  await page.goto(url, { waitUntil: "networkidle" })
  await ready(page)
  const lcp = await largestContentfulPaint(page)
  return { count: scripts.size, bytes: [...scripts.values()].reduce((a, b) => a + b, 0), lcp }
}

export const measureRoutes = async (
  baseUrl: string,
  signIn: (page: Page) => Promise<void>,
  runs = 3,
): Promise<ReadonlyArray<RouteFigures>> => {
  const browser = await launchBrowser()
  try {
    const routes: Array<{ route: string; needsSession: boolean; ready: (p: Page) => Promise<void> }> = [
      { route: "/login", needsSession: false, ready: (p) => p.getByRole("heading", { name: "Iniciar sesión" }).waitFor() },
      {
        route: "/dashboard",
        needsSession: true,
        ready: (p) => p.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor(),
      },
      {
        route: "/reporteador",
        needsSession: true,
        ready: (p) => p.getByRole("heading", { level: 1, name: "Reporteador" }).waitFor(),
      },
    ]
    const figures: Array<RouteFigures> = []
    for (const { route, needsSession, ready } of routes) {
      const samples: Array<{ count: number; bytes: number; lcp: number }> = []
      for (let i = 0; i < runs; i++) {
        const context = browser.context
        await context.clearCookies()
        const setup = await context.newPage()
        await setup.goto(`${baseUrl}/login`)
        await setup.evaluate(() => localStorage.clear())
        if (needsSession) await signIn(setup)
        await setup.close()
        const page = await context.newPage()
        // Nothing cached: every script is counted as a first visit pays it.
        const cdp = await context.newCDPSession(page)
        await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
        samples.push(await visit(page, `${baseUrl}${route}`, ready))
        await page.close()
      }
      figures.push({
        route,
        scripts: median(samples.map((s) => s.count)),
        gzipKiB: median(samples.map((s) => s.bytes)) / 1024,
        lcpMs: median(samples.map((s) => s.lcp)),
      })
    }
    return figures
  } finally {
    await browser.close()
  }
}
