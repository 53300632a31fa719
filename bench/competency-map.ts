import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type LoadRequest, measureSequential } from "./http-load"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, percentile } from "./stats"

// Competencias de la organización at scale (issue 16: "the heat map of 3,000 departments x 12
// competencies at 100,000 people answers in under 500 ms p95"). The database is the scale
// seed's, built by `npm run seed:scale` itself: 100,000 people (BENCH_EMPLOYEES), 3,000
// departments, 20,000 puestos each expecting 3 organisational and 2 of the 12 technical
// competencies, and about half a million assessments with history. The real server, pinned to
// one core, answers POST /api/mapa-competencias as the demo admin (every centre granted), one
// request at a time after a warm-up: the whole organisation by department for the technical
// type (the Done-when's 3,000 x 12; whole, as the exports read it, and the page's first 50 rows)
// and for the organisational one, then one company by puesto.
// BENCH_COMPETENCIAS_SQLITE / BENCH_COMPETENCIAS_PG name an already seeded database to skip the
// seed. Printed (the integrator copies the figures into RESULTS.md); `--only competencias` runs
// just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const target = 500
const warmUp = 5
const requests = Number(process.env.BENCH_COMPETENCIAS_REQUESTS ?? "60")

const today = (): string => new Date().toISOString().slice(0, 10)

const cases: ReadonlyArray<{ readonly name: string; readonly body: Readonly<Record<string, unknown>> }> = [
  { name: "TEC by department, every company", body: { tipo: "TEC", agrupar: "depto" } },
  { name: "TEC by department, every company, the page's first 50 rows", body: { tipo: "TEC", agrupar: "depto", pagina: 1, por_pagina: 50 } },
  { name: "ORG by department, every company", body: { tipo: "ORG", agrupar: "depto" } },
  { name: "TEC by puesto, company 1", body: { tipo: "TEC", agrupar: "puesto", id_empresa: 1 } },
]

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string; readonly employees: number }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    const token = await signIn(server.url)
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    for (const c of cases) {
      const body = JSON.stringify({ ...c.body, fecha_corte: today() })
      const request: LoadRequest = { url: `${server.url}/api/mapa-competencias`, method: "POST", headers, body }
      // The first answer proves the case returns a map (a 400 would measure nothing).
      const answer = await fetch(request.url, { method: "POST", headers, body })
      if (!answer.ok) {
        console.log(`competency map, ${dialect}, ${c.name}: answered ${answer.status} ${(await answer.text()).slice(0, 300)}`)
        continue
      }
      const map = ((await answer.json()) as { result: { competencias: ReadonlyArray<unknown>; filas: ReadonlyArray<{ n: ReadonlyArray<number> }> } }).result
      const people = map.filas.reduce((s, f) => s + f.n.reduce((t, n) => t + n, 0), 0)
      await measureSequential(request, warmUp)
      const times = await measureSequential(request, requests)
      const p95 = percentile(times, 95)
      console.log(
        `competency map, ${dialect}, ${c.name} (${map.filas.length} rows x ${map.competencias.length} competencies, ${people} assessed pairs): ` +
          `p50 ${fixed(percentile(times, 50), 1)} / p95 ${fixed(p95, 1)} / p99 ${fixed(percentile(times, 99), 1)} ms over ${requests} requests ` +
          `(target p95 < ${target} ms: ${p95 < target ? "met" : `missed by ${fixed(p95 - target, 1)} ms`})`,
      )
    }
  } finally {
    await server.stop()
  }
}

/** The competency map section: SQLite, then PostgreSQL when it answers; printed. */
export const benchCompetencyMap = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`competency map: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("competency map", "BENCH_COMPETENCIAS", employees, (dialect, url) => measureDialect(dialect, url, { ...options, employees }))
  console.log(`competency map: load average after ${loadavg().map((n) => fixed(n, 2)).join(", ")}`)
}
