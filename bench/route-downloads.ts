import type { Page } from "playwright-core"
import { modules, settingsPages, shellRoutes } from "../domain/catalog"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { launchBrowser } from "../tests/e2e/support/browser"
import { startServerProcess } from "../tests/support/server-process"
import { fixed } from "./stats"

// What a browser really downloads: every route of the route catalogue (domain/catalog.ts: the
// shell's routes, every module's pages and extra routes, the settings pages), opened once in
// headless Chromium with nothing cached, as the demo admin; the pages people open without a
// session (/login, the kiosk, the public NOM-035 questionnaire) first, as a new visitor. The
// figures are the bytes that crossed the wire until the network went quiet (Chromium's
// encodedDataLength: headers and bodies, compressed as sent), asking for gzip only, and of them
// the JavaScript, which the budget holds: at most 150 KiB on the public pages (employees open the
// kiosk and the questionnaire on their phones) and 250 KiB on every other route. Printed;
// `--only descargas` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const publicBudget = 150
const routeBudget = 250

/** The pages opened without a session, each with the lighter budget. */
const publicRoutes: ReadonlyArray<string> = [shellRoutes.login, "/kiosko", "/encuesta-clima"]

// BENCH_ROUTES=/a,/b measures only those (a quick look at a few pages).
const showFiles = process.env.BENCH_DESCARGAS_FILES === "1"
const chosen = process.env.BENCH_ROUTES?.split(",").filter((r) => r !== "")

export const catalogueRoutes = (): ReadonlyArray<string> => [
  ...new Set([
    shellRoutes.login,
    ...Object.values(shellRoutes).filter((r) => r !== "/" && r !== shellRoutes.login),
    ...modules.flatMap((m) => [...m.pages.map((p) => p.path), ...m.extraRoutes.map((r) => r.path)]),
    ...settingsPages.map((s) => s.path),
  ]),
]

interface RouteDownload {
  readonly route: string
  readonly landed: string
  readonly requests: number
  readonly totalKiB: number
  readonly scriptKiB: number
  readonly encodings: ReadonlySet<string>
  /** Each script's path and bytes on the wire, largest first (printed with BENCH_DESCARGAS_FILES=1). */
  readonly files: ReadonlyArray<readonly [string, number]>
}

/** One cold visit: every response's bytes on the wire, summed when the network is idle. */
const visit = async (page: Page, baseUrl: string, route: string): Promise<RouteDownload> => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Network.enable")
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true })
  await cdp.send("Network.setExtraHTTPHeaders", { headers: { "Accept-Encoding": "gzip" } })
  const types = new Map<string, string>()
  const urls = new Map<string, string>()
  const files: Array<readonly [string, number]> = []
  const encodings = new Set<string>()
  let total = 0
  let scripts = 0
  let requests = 0
  cdp.on("Network.responseReceived", (event) => {
    types.set(event.requestId, event.type)
    urls.set(event.requestId, new URL(event.response.url).pathname)
    const encoding = Object.entries(event.response.headers).find(([name]) => name.toLowerCase() === "content-encoding")?.[1]
    if (encoding !== undefined) encodings.add(String(encoding))
  })
  cdp.on("Network.loadingFinished", (event) => {
    requests += 1
    total += event.encodedDataLength
    if (types.get(event.requestId) !== "Script") return
    scripts += event.encodedDataLength
    files.push([urls.get(event.requestId) ?? event.requestId, event.encodedDataLength])
  })
  // Ready when the page's title heading is on screen and the network has gone quiet after it:
  // the route's own chunks load only once the shell has decided where the visitor may go.
  await page.goto(`${baseUrl}${route}`, { waitUntil: "load" })
  await page
    .locator("main h1, h1")
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => undefined)
  await page.waitForLoadState("networkidle")
  await cdp.detach()
  return { route, landed: new URL(page.url()).pathname, requests, totalKiB: total / 1024, scriptKiB: scripts / 1024, encodings, files: files.toSorted((a, b) => b[1] - a[1]) }
}

const budgetOf = (route: string) => (publicRoutes.includes(route) ? publicBudget : routeBudget)

const line = (f: RouteDownload): string => {
  const budget = budgetOf(f.route)
  const landed = f.landed === f.route ? "" : ` (landed on ${f.landed})`
  const files = showFiles ? f.files.map(([path, bytes]) => `\n      ${fixed(bytes / 1024, 1).padStart(6)} KiB  ${path}`).join("") : ""
  return `  ${f.route.padEnd(48)} ${fixed(f.totalKiB, 1).padStart(7)} / ${fixed(f.scriptKiB, 1).padStart(7)} KiB  ${String(f.requests).padStart(3)} requests  JavaScript budget ${budget}  ${f.scriptKiB <= budget ? "ok" : "OVER"}${landed}${files}`
}

/** Every route once, each printed as it is measured (a whole run takes minutes). */
export const measureRouteDownloads = async (baseUrl: string, routes: ReadonlyArray<string>): Promise<ReadonlyArray<RouteDownload>> => {
  const browser = await launchBrowser()
  try {
    const context = browser.context
    const figures: Array<RouteDownload> = []
    // The public pages first, as a new visitor: no session in the browser.
    await context.clearCookies()
    const blank = await context.newPage()
    await blank.goto(`${baseUrl}/login`)
    await blank.evaluate(() => localStorage.clear())
    await blank.close()
    for (const route of publicRoutes) {
      const page = await context.newPage()
      const figure = await visit(page, baseUrl, route)
      figures.push(figure)
      console.log(line(figure))
      await page.close()
    }
    const login = await context.newPage()
    await signInByKeyboard(login, baseUrl, admin)
    await login.close()
    for (const route of routes.filter((r) => !publicRoutes.includes(r))) {
      const page = await context.newPage()
      const figure = await visit(page, baseUrl, route)
      figures.push(figure)
      console.log(line(figure))
      await page.close()
    }
    return figures
  } finally {
    await browser.close()
  }
}

export const benchRouteDownloads = async (options: { readonly distDir: string }): Promise<void> => {
  const server = await startServerProcess({ DIST_DIR: options.distDir })
  try {
    console.log("route downloads, cold visit, gzip (KiB on the wire: everything / of it JavaScript; the JavaScript's budget):")
    const routes = chosen === undefined ? catalogueRoutes() : catalogueRoutes().filter((r) => r === shellRoutes.login || chosen.includes(r))
    const figures = await measureRouteDownloads(server.url, routes)
    const over = figures.filter((f) => f.scriptKiB > budgetOf(f.route)).length
    const encodings = new Set(figures.flatMap((f) => [...f.encodings]))
    console.log(
      `route downloads: ${figures.length} routes, ${over} over their JavaScript budget; largest ${fixed(Math.max(...figures.map((f) => f.totalKiB)), 1)} KiB in all, ${fixed(Math.max(...figures.map((f) => f.scriptKiB)), 1)} KiB of JavaScript; content-encoding seen: ${[...encodings].join(", ") || "none"}`,
    )
  } finally {
    await server.stop()
  }
}
