import { bigVacancyCandidates, bigVacancyTitle } from "../server/seed/scale-seleccion"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { type BoardRun, type TaskFigures, measureBoard } from "./seleccion-board"
import { fixed, loadAverage, median, percentile } from "./stats"
import { post } from "./api-post"

// Selección at the scale seed (`npm run seed:scale`: 1,500 requisitions requested over the last
// year in the 20 companies, their vacancies, candidates, offers and hires, and one vacancy of
// 2,000 candidates over ten stages; server/seed/scale-seleccion.ts). Against the real server
// pinned to one core, serving the production build:
// (a) SEL250's board of the 2,000-candidate vacancy in Chromium (bench/seleccion-board.ts): from
//     the navigation to its address until the board is shown, then "Tabla" in Vista, then a
//     column's "Mostrar más": the longest long task and the total blocking time of each, against
//     "no long task over 200 ms"; BENCH_SELECCION_RUNS (5) runs after a warm-up; and, as a control,
//     the same navigation to the smallest open board (the page's own start, without the cards);
// (b) SEL400's follow-up report over the year's requisitions (the page's default period: the
//     last 365 days), its first page as the page asks for it (pagina 1, por_pagina 50) in each of
//     its three views: p50/p95 of BENCH_SELECCION_REQUESTS (20) calls after two warm-ups, against
//     500 ms.
// BENCH_SELECCION_SQLITE / BENCH_SELECCION_PG name databases already seeded (`skip` leaves
// PostgreSQL out). Printed; `--only seleccion` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const longTaskTarget = 200
const reportTarget = 500


const isoDay = (ms: number): string => {
  // The server's day is Mexico City's.
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms))
  return parts.slice(0, 10)
}

const describe = (label: string, values: ReadonlyArray<TaskFigures>, pick: (f: TaskFigures) => number): string =>
  `${label} p50 ${fixed(median(values.map(pick)), 0)} / worst ${fixed(Math.max(...values.map(pick)), 0)} ms`

const reportBoard = (dialect: Dialect, step: string, runs: ReadonlyArray<BoardRun>, of: (r: BoardRun) => TaskFigures | null, shown: string) => {
  const values = runs.flatMap((r) => of(r) ?? [])
  const worst = Math.max(...values.map((v) => v.longest))
  console.log(
    `Selección board, ${dialect}, ${step} (${shown}): ${describe("longest long task", values, (v) => v.longest)}, ${describe("total blocking time", values, (v) => v.blocking)}, ` +
      `${describe("time", values, (v) => v.ms)}, long tasks per run ${values.map((v) => v.tasks).join("/")} ` +
      `(target no long task over ${longTaskTarget} ms: ${worst <= longTaskTarget ? "met" : `missed, worst ${fixed(worst, 0)} ms`})`,
  )
}

const measureReport = async (dialect: Dialect, url: string, token: string) => {
  const requests = Number(process.env.BENCH_SELECCION_REQUESTS ?? "20")
  const today = isoDay(Date.now())
  const from = isoDay(Date.now() - 365 * 86_400_000)
  for (const vista of ["requisiciones", "etapas", "fuentes"] as const) {
    const body = { f_desde: from, f_hasta: today, vista, pagina: 1, por_pagina: 50 }
    const times: Array<number> = []
    let rows = 0
    let summary = ""
    for (let i = 0; i < requests + 2; i++) {
      const started = performance.now()
      const r = await post<{ total_filas?: number; tasa_aceptacion: number | null; time_to_fill_promedio: number | null; etapas: ReadonlyArray<{ tipo: string; candidatos: number }> }>(
        url,
        "/reporte-seguimiento-seleccion",
        token,
        body,
      )
      if (i >= 2) times.push(performance.now() - started)
      rows = r.total_filas ?? 0
      summary =
        vista === "etapas"
          ? r.etapas.map((e) => `${e.tipo} ${e.candidatos}`).join(", ")
          : `acceptance ${r.tasa_aceptacion === null ? "—" : fixed(r.tasa_aceptacion, 1)} %, mean time to fill ${r.time_to_fill_promedio === null ? "—" : fixed(r.time_to_fill_promedio, 1)} days`
    }
    if (rows === 0) throw new Error(`the follow-up report (${vista}) has no rows: seed with npm run seed:scale`)
    const p95 = percentile(times, 95)
    console.log(
      `Selección SEL400, ${dialect}, ${from} to ${today}, vista ${vista}: ${rows.toLocaleString("en-US")} rows (${summary}), p50 ${fixed(median(times), 1)} ms, p95 ${fixed(p95, 1)} ms over ${times.length} ` +
        `(target p95 < ${reportTarget} ms: ${p95 < reportTarget ? "met" : "missed"})`,
    )
  }
}

/** Of the vacancies given, the one whose board holds the fewest candidates. */
const smallestBoard = async (url: string, token: string, vacancies: ReadonlyArray<{ id_vacante: number; n_vacante: string }>) => {
  let best: { id: number; titulo: string; total: number } | undefined
  for (const v of vacancies) {
    const board = await post<{ titulo: string; columnas: ReadonlyArray<{ total: number }> }>(url, "/get-pipeline", token, { id_vacante: v.id_vacante })
    const total = board.columnas.reduce((s, c) => s + c.total, 0)
    if (total > 0 && (best === undefined || total < best.total)) best = { id: v.id_vacante, titulo: board.titulo, total }
  }
  if (best === undefined) throw new Error("no other open vacancy has candidates")
  return best
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const token = await post<string>(server.url, "/login", undefined, admin)
    console.log(`Selección, ${dialect}: load average ${loadAverage()} (1, 5, 15 min)`)
    await measureReport(dialect, server.url, token)
    const vacancies = await post<ReadonlyArray<{ id_vacante: number; n_vacante: string }>>(server.url, "/get-catalogo", token, { tabla: "sel_vacantes_tablero", conexion: "rh" })
    const big = vacancies.find((v) => v.n_vacante.startsWith(`${bigVacancyTitle} (`))
    if (big === undefined) throw new Error(`the scale seed has no vacancy "${bigVacancyTitle}"`)
    const board = await post<{ columnas: ReadonlyArray<{ total: number }> }>(server.url, "/get-pipeline", token, { id_vacante: big.id_vacante })
    const total = board.columnas.reduce((s, c) => s + c.total, 0)
    if (total !== bigVacancyCandidates) throw new Error(`the board holds ${total} candidates, not ${bigVacancyCandidates}`)
    const runs = await measureBoard(server.url, admin, { id: big.id_vacante, titulo: bigVacancyTitle }, Number(process.env.BENCH_SELECCION_RUNS ?? "5"))
    const cards = runs[0]?.cards ?? 0
    console.log(`Selección board, ${dialect}: ${vacancies.length.toLocaleString("en-US")} vacancies in the Vacante select; ${total.toLocaleString("en-US")} candidates in ${board.columnas.length} stages, ${cards} cards drawn at first`)
    reportBoard(dialect, "navigation to the board's address until the board is shown", runs, (r) => r.open, `${cards} cards`)
    // The control: the same page on the smallest open board, i.e. what the page's start costs without the cards.
    const small = await smallestBoard(server.url, token, vacancies.filter((v) => v.id_vacante !== big.id_vacante && v.n_vacante.endsWith("(Abierta)")).slice(0, 20))
    const control = await measureBoard(server.url, admin, small, Number(process.env.BENCH_SELECCION_RUNS ?? "5"), true)
    reportBoard(dialect, "control: the same navigation to the smallest open board", control, (r) => r.open, `${control[0]?.cards ?? 0} cards`)
    reportBoard(dialect, 'Vista "Tabla" until its rows are drawn', runs, (r) => r.table, `${runs[0]?.rows ?? 0} rows`)
    reportBoard(dialect, '"Mostrar más en Postulación" until 50 more cards are drawn', runs, (r) => r.more, `${cards + 50} cards`)
  } finally {
    await server.stop()
  }
}

/** The Selección section: SQLite, then PostgreSQL when it answers; printed. */
export const benchSeleccion = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
  await onScaleDatabases("Selección", "BENCH_SELECCION", employees, (dialect, url) => measureDialect(dialect, url, options))
}
