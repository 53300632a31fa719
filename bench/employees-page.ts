import { signInByKeyboard } from "../tests/e2e/support/app"
import { launchBrowser } from "../tests/e2e/support/browser"
import { gridSettled, timeListLoads } from "./list-page-loads"

// Issue 13: "the list and record pages load in Chromium under 1 s at that scale". Headless
// Chromium (1366 x 900) on the served production build, signed in as the demo admin (every
// centre granted, so the list spans all 100,000 people). Two timings, each repeated:
// - the list: from the navigation to /personal/gestion-personal (a fresh document, the SPA's
//   scripts from the browser's cache as a returning user has them) until the grid shows its
//   first page and is no longer busy;
// - the record: from a click on a row of a searched list until the "Editar colaborador" form
//   shows that person's CURP (the record read and its selects' lookups done).
// No sleeps: each end is a visible state waited for by role.

export interface PageLoadFigures {
  readonly list: ReadonlyArray<number>
  readonly record: ReadonlyArray<number>
}

/** Signs in, then times `runs` loads of the list and `runs` openings of a record (the first of each is a warm-up, left out). */
export const measureEmployeesPageLoad = async (baseUrl: string, admin: { readonly email: string; readonly password: string }, search: string, runs: number): Promise<PageLoadFigures> => {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(30_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInByKeyboard(page, baseUrl, admin)
    const list = await timeListLoads(page, `${baseUrl}/personal/gestion-personal`, "Gestión de personal", runs)
    const record: Array<number> = []
    await page.getByRole("searchbox", { name: "Buscar" }).fill(search)
    // Searched when every row names it; the search folds accents ("martin" finds "Martín"), so the wait folds the rows' text too.
    await page.waitForFunction((text) => {
      const rows = [...document.querySelectorAll('[role="grid"] [role="row"]')].slice(1)
      return rows.length > 0 && rows.every((row) => (row.textContent ?? "").normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().includes(text))
    }, search.toLowerCase())
    await gridSettled(page)
    const found = Math.min(5, (await page.getByRole("grid").getByRole("row").count()) - 1)
    for (let i = 0; i <= runs; i++) {
      const row = page.getByRole("grid").getByRole("row").nth(1 + (i % found))
      const start = performance.now()
      await row.click()
      const form = page.getByRole("region", { name: "Editar colaborador" })
      await form.waitFor()
      await page.waitForFunction(() => {
        const input = [...document.querySelectorAll("input")].find((el) => el.labels?.[0]?.textContent?.trim().startsWith("CURP"))
        return input !== undefined && input.value.length === 18
      })
      if (i > 0) record.push(performance.now() - start)
      await form.getByRole("button", { name: "Cancelar", exact: true }).click()
      await form.waitFor({ state: "detached" })
    }
    return { list, record }
  } finally {
    await browser.close()
  }
}
