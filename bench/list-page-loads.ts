import type { Page } from "playwright-core"

// What the browser benches of a records list share: the grid shown and settled (its first page
// of rows drawn, not busy), and the loads of a list page timed from a fresh document.

export const gridSettled = async (page: Page): Promise<void> => {
  await page.getByRole("grid").first().waitFor()
  await page.waitForFunction(() => {
    const grid = document.querySelector('[role="grid"]')
    return grid !== null && grid.getAttribute("aria-busy") !== "true" && grid.querySelectorAll('[role="row"]').length > 1
  })
}

/** `runs` loads of the list at `url` until its grid settles (a first, warm-up load is left out), in ms. */
export const timeListLoads = async (page: Page, url: string, title: string, runs: number): Promise<ReadonlyArray<number>> => {
  const times: Array<number> = []
  for (let i = 0; i <= runs; i++) {
    const start = performance.now()
    await page.goto(url)
    await page.getByRole("heading", { level: 1, name: title }).waitFor()
    await gridSettled(page)
    if (i > 0) times.push(performance.now() - start)
  }
  return times
}
