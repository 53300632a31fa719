import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, median, percentile } from "./stats"

// Formación's reports (FOR400–FOR600) at the scale seed's size (`npm run seed:scale`: 100,000
// people and, on main, about 2,000 courses with 60,000 participations, and the concluded courses'
// opinion surveys with about 32,000 answers): each report's first page
// as its page asks for it (pagina 1, por_pagina 50), in its default view and in its heaviest
// (FOR550's person by person list, every version of FOR400), timed request to answer against
// the real server pinned to one core, BENCH_FORMACION_REPORTES_REQUESTS times (20) after two
// warm-up calls; p50 and p95 against 1 s, with the rows each answered (a report of an empty
// year would be fast for nothing). The year is BENCH_FORMACION_ANIO, this year by default.
// BENCH_FORMACION_REPORTES_SQLITE / _PG reuse seeded databases (`skip` leaves PostgreSQL out).
// Printed; `--only formacion-reportes` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const targetMs = 1_000

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

interface Case {
  readonly label: string
  readonly path: string
  readonly body: Readonly<Record<string, unknown>>
}

const cases = (anio: number): ReadonlyArray<Case> => {
  const page = { anio, pagina: 1, por_pagina: 50 }
  return [
    { label: "FOR400 presupuesto (autorizada)", path: "/reporte-presupuesto-formacion", body: { ...page, versiones: "autorizada" } },
    { label: "FOR400 presupuesto (todas)", path: "/reporte-presupuesto-formacion", body: { ...page, versiones: "todas" } },
    { label: "FOR450 formación (por área)", path: "/reporte-formacion", body: { ...page, agrupar: "area" } },
    { label: "FOR450 formación (lista de cursos)", path: "/reporte-formacion", body: { ...page, agrupar: "curso" } },
    { label: "FOR500 real vs. presupuesto (proyecto)", path: "/reporte-real-vs-presupuesto", body: { ...page, agrupar: "proyecto" } },
    { label: "FOR500 real vs. presupuesto (concepto)", path: "/reporte-real-vs-presupuesto", body: { ...page, agrupar: "concepto" } },
    { label: "FOR550 cursos por colaborador (resumen)", path: "/reporte-cursos-colaborador", body: { ...page, vista: "resumen" } },
    { label: "FOR550 resumen, no cumplen", path: "/reporte-cursos-colaborador", body: { ...page, vista: "resumen", cumplimiento: "no" } },
    { label: "FOR550 cursos por colaborador (cursos)", path: "/reporte-cursos-colaborador", body: { ...page, vista: "cursos" } },
    { label: "FOR600 calificaciones", path: "/reporte-calificaciones-formacion", body: page },
    // FOR650 has no year: the page sends the view alone with its page, over every survey.
    { label: "FOR650 encuestas (por curso)", path: "/reporte-encuestas", body: { vista: "encuesta", pagina: 1, por_pagina: 50 } },
    { label: "FOR650 encuestas (por instructor)", path: "/reporte-encuestas", body: { vista: "instructor", pagina: 1, por_pagina: 50 } },
    { label: "FOR650 encuestas (comentarios)", path: "/reporte-encuestas", body: { vista: "comentarios", pagina: 1, por_pagina: 50 } },
  ]
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  const requests = Number(process.env.BENCH_FORMACION_REPORTES_REQUESTS ?? "20")
  const anio = Number(process.env.BENCH_FORMACION_ANIO ?? new Date().getUTCFullYear())
  try {
    const token = await signIn(server.url)
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const post = async (c: Case) => {
      const started = performance.now()
      const answer = await fetch(`${server.url}/api${c.path}`, { method: "POST", headers, body: JSON.stringify(c.body) })
      const json = (await answer.json()) as { message: string; result: { total_filas?: number } }
      if (!answer.ok) throw new Error(`${c.path} answered ${answer.status}: ${json.message}`)
      return { ms: performance.now() - started, rows: json.result.total_filas ?? 0 }
    }
    for (const c of cases(anio)) {
      await post(c)
      const { rows } = await post(c)
      const times: Array<number> = []
      for (let i = 0; i < requests; i++) times.push((await post(c)).ms)
      const p95 = percentile(times, 95)
      console.log(
        `Formación reports, ${dialect}, ${anio}: ${c.label}: ${rows.toLocaleString("en-US")} rows, p50 ${fixed(median(times), 1)} ms, p95 ${fixed(p95, 1)} ms ` +
          `(target < ${targetMs} ms: ${p95 < targetMs ? "met" : "missed"})`,
      )
    }
  } finally {
    await server.stop()
  }
}

/** The Formación reports section: SQLite, then PostgreSQL when it answers; printed. */
export const benchFormacionReportes = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`Formación reports: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("Formación reports", "BENCH_FORMACION_REPORTES", employees, (dialect, url) => measureDialect(dialect, url, options))
}
