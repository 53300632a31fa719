import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, median } from "./stats"

// Proyectos DNC at 100,000 people (FOR100: "Importar brechas" must take the gaps of 100,000
// people in under 10 s). The database is the scale seed's with every person in one company
// (`npm run seed:scale -- --companies 1`): about half a million expectations, 570,000
// assessments with history. Against the real server, pinned to one core: a new project of the
// company over every centre, then POST /api/importar-brechas-dnc, timed from request to answer
// (the whole transaction: the gaps gathered, the needs added, the audit row), with what it added;
// meanwhile another user's small request (GET /api/sesion) is timed back to back, which says how
// long the import holds the server's one thread (SQLite runs in the process; PostgreSQL does the
// work in the database). Then the same import again (nothing to add), the project's first page of
// needs (also ordered by tema), its plan by tema and the projects' list. BENCH_DNC_SQLITE / BENCH_DNC_PG name an already seeded database to
// skip the seed. Printed; `--only dnc` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const target = 10_000

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

const timed = async <A>(run: () => Promise<A>): Promise<{ readonly ms: number; readonly value: A }> => {
  const started = performance.now()
  const value = await run()
  return { ms: performance.now() - started, value }
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const token = await signIn(server.url)
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const post = async (path: string, body: unknown) => {
      const answer = await fetch(`${server.url}/api${path}`, { method: "POST", headers, body: JSON.stringify(body) })
      const json = (await answer.json()) as { message: string; result: Record<string, unknown> }
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${json.message}`)
      return json
    }
    const get = async (path: string) => {
      const answer = await fetch(`${server.url}/api${path}`, { headers })
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}`)
      return answer.json()
    }
    const created = await post("/proyectos-dnc", { n_proyecto: "DNC de medición", anio: new Date().getFullYear(), id_empresa: 1, centros: [], f_inicio: null, f_cierre: null })
    const id = Number(created.result.id_proyecto_dnc)

    // Another user's small request, back to back while the import runs.
    let running = true
    const others: Array<number> = []
    const other = (async () => {
      while (running) {
        const started = performance.now()
        await fetch(`${server.url}/api/sesion`, { headers })
        others.push(performance.now() - started)
      }
    })()
    const first = await timed(() => post("/importar-brechas-dnc", { id_proyecto_dnc: id }))
    running = false
    await other
    const again = await timed(() => post("/importar-brechas-dnc", { id_proyecto_dnc: id }))
    const pages: Array<number> = []
    for (let i = 0; i < 10; i++) pages.push((await timed(() => get(`/necesidades-dnc?id_proyecto_dnc=${id}&por_pagina=10`))).ms)
    const byTema: Array<number> = []
    for (let i = 0; i < 5; i++) byTema.push((await timed(() => get(`/necesidades-dnc?id_proyecto_dnc=${id}&por_pagina=10&orden=tema&direccion=asc`))).ms)
    const plans: Array<number> = []
    for (let i = 0; i < 5; i++) plans.push((await timed(() => post("/plan-dnc", { id_proyecto_dnc: id, pagina: 1, por_pagina: 50 }))).ms)
    const lists: Array<number> = []
    for (let i = 0; i < 5; i++) lists.push((await timed(() => get("/proyectos-dnc?por_pagina=10"))).ms)
    const result = first.value.result
    console.log(
      `DNC import, ${dialect}: ${Number(result.agregadas).toLocaleString("en-US")} needs added (${Number(result.existentes)} already there) in ${fixed(first.ms / 1000, 2)} s ` +
        `(target < ${target / 1000} s: ${first.ms < target ? "met" : `missed by ${fixed((first.ms - target) / 1000, 2)} s`}); ` +
        `GET /api/sesion meanwhile: ${others.length} answered, worst ${fixed(Math.max(0, ...others), 0)} ms; ` +
        `again: ${String(again.value.result.agregadas)} added, ${Number(again.value.result.existentes).toLocaleString("en-US")} already there, in ${fixed(again.ms / 1000, 2)} s`,
    )
    console.log(
      `DNC import, ${dialect}: the project's first page of needs median ${fixed(median(pages), 1)} ms (by tema ${fixed(median(byTema), 1)} ms), ` +
        `its plan by tema median ${fixed(median(plans), 1)} ms, the projects' list median ${fixed(median(lists), 1)} ms`,
    )
  } finally {
    await server.stop()
  }
}

/** The DNC import section: SQLite, then PostgreSQL when it answers; printed. */
export const benchDnc = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`DNC import: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("DNC import", "BENCH_DNC", employees, (dialect, url) => measureDialect(dialect, url, options), ["--companies", "1"])
}
