import { loadavg } from "node:os"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { launchBrowser } from "../tests/e2e/support/browser"
import { timeListLoads } from "./list-page-loads"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, percentile } from "./stats"

// Proyectos de formación at scale: "the courses list and a course with 300 participants open in
// under 1 s in Chromium at the scale data". The database is the scale seed's (`npm run
// seed:scale`: 2,000 courses, 60,000 participations, one course of 300 people in the first
// centre). Headless Chromium (1366 x 900) on the served production build, signed in as the demo
// admin (every centre granted, so the list spans every course). Two timings, each repeated after a
// warm-up:
// - the list: from the navigation to /formacion/proyectos-formacion (a fresh document, the SPA's
//   scripts cached as a returning user has them) until the grid shows its first page, not busy;
// - the course: from a click on the 300-person course's row until its form shows the course with
//   its instructor's name (the record, its 300 participants and the selects' lookups read), and
//   then from a click on its Participantes tab until the last of its 300 rows is drawn.
// BENCH_CURSOS_SQLITE / BENCH_CURSOS_PG name an already seeded database. Printed; `--only cursos`.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const target = 1_000
const runs = Number(process.env.BENCH_CURSOS_RUNS ?? "10")
const bigCourse = 300

const measure = async (baseUrl: string) => {
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage()
    page.setDefaultTimeout(30_000)
    await page.setViewportSize({ width: 1366, height: 900 })
    await signInByKeyboard(page, baseUrl, admin)
    const list = await timeListLoads(page, `${baseUrl}/formacion/proyectos-formacion`, "Proyectos de formación", runs)
    // The big course, the seed's newest, heads the list: its row shows "n/300" in Aprobados/Inscritos.
    const row = page.getByRole("grid").first().getByRole("row").filter({ hasText: `/${bigCourse}` }).first()
    await row.waitFor()
    const course: Array<number> = []
    const participants: Array<number> = []
    for (let i = 0; i <= runs; i++) {
      const start = performance.now()
      await row.click()
      const form = page.getByRole("region", { name: "Editar curso" })
      // Open: the form shows the course's name and its instructor's (the record and its selects' lookups read).
      await form.getByRole("textbox", { name: "Curso" }).waitFor()
      const instructor = await form.getByRole("combobox", { name: "Instructor" }).elementHandle()
      await page.waitForFunction((el) => el instanceof HTMLInputElement && el.value !== "", instructor)
      const opened = performance.now()
      await page.getByRole("tab", { name: "Participantes" }).click()
      const panel = page.getByRole("tabpanel", { name: "Participantes" })
      await panel.getByRole("row").nth(bigCourse).waitFor()
      if (i > 0) {
        course.push(opened - start)
        participants.push(performance.now() - opened)
      }
      await form.getByRole("button", { name: "Cancelar", exact: true }).click()
      await form.waitFor({ state: "detached" })
    }
    return { list, course, participants }
  } finally {
    await browser.close()
  }
}

const report = (what: string, dialect: Dialect, times: ReadonlyArray<number>) => {
  const p95 = percentile(times, 95)
  console.log(
    `courses, ${dialect}, ${what}: p50 ${fixed(percentile(times, 50), 0)} / p95 ${fixed(p95, 0)} / worst ${fixed(Math.max(...times), 0)} ms over ${times.length} loads ` +
      `(target < ${target} ms: ${p95 < target ? "met" : `missed by ${fixed(p95 - target, 0)} ms`})`,
  )
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    const figures = await measure(server.url)
    report("the courses list", dialect, figures.list)
    report(`a course of ${bigCourse} participants opened (its form with the record and its lookups)`, dialect, figures.course)
    report(`that course's Participantes tab (all ${bigCourse} rows drawn)`, dialect, figures.participants)
  } finally {
    await server.stop()
  }
}

/** The courses section: SQLite, then PostgreSQL when it answers; printed. */
export const benchCourses = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`courses: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("courses", "BENCH_CURSOS", employees, (dialect, url) => measureDialect(dialect, url, options))
}
