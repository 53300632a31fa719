import { readFileSync } from "node:fs"
import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type LoadRequest, measureSequential } from "./http-load"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, percentile } from "./stats"

// The dashboard at 100,000 people (issue 17: "datos-indicadores p95 under 50 ms on SQLite and on
// PostgreSQL"). The database is the scale seed's (`npm run seed:scale`, 100,000 people,
// BENCH_EMPLOYEES). The real server, pinned to one core, answers GET /api/datos-indicadores one
// request at a time after a warm-up, for the demo admin (every one of the 500 centres, one bar per
// company) and the consulta user (company 1's 25 centres, one bar per department).
// BENCH_TABLERO_SQLITE / BENCH_TABLERO_PG name an already seeded database to skip the seed.
// Printed with p50 as well as p95 and the server's CPU time per request (the machine may be
// shared: wall time then waits for the core, CPU time much less); `--only tablero` runs just this.

const users = [
  { name: "admin, every centre", email: "admin@demo.mx", password: "Demo.Admin-2026" },
  { name: "consulta, company 1", email: "consulta@demo.mx", password: "Demo.Consulta-2026" },
] as const
const target = 50
const warmUp = 20
const requests = Number(process.env.BENCH_TABLERO_REQUESTS ?? "200")

/** CPU time (user + system) a process has used, in ms, from /proc (Linux; 100 ticks a second). */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const signIn = async (url: string, email: string, password: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) })
  if (!answer.ok) throw new Error(`sign-in of ${email} answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string; readonly employees: number }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    for (const user of users) {
      const headers = { authorization: `Bearer ${await signIn(server.url, user.email, user.password)}` }
      const request: LoadRequest = { url: `${server.url}/api/datos-indicadores`, headers }
      // The first answer shows what is measured (a refusal would measure nothing).
      const answer = await fetch(request.url, { headers })
      if (!answer.ok) {
        console.log(`dashboard, ${dialect}, ${user.name}: answered ${answer.status} ${(await answer.text()).slice(0, 300)}`)
        continue
      }
      const { result } = (await answer.json()) as { result: { totalEmpleados: number; totalVacas: number; datosGrafica: ReadonlyArray<unknown> } }
      await measureSequential(request, warmUp)
      const pid = server.process.pid ?? 0
      const cpuBefore = cpuMs(pid)
      const times = await measureSequential(request, requests)
      const cpuPerRequest = (cpuMs(pid) - cpuBefore) / requests
      const p95 = percentile(times, 95)
      console.log(
        `dashboard, ${dialect}, ${user.name} (${result.totalEmpleados} active, ${result.totalVacas} on vacation, ${result.datosGrafica.length} bars): ` +
          `p50 ${fixed(percentile(times, 50), 1)} / p95 ${fixed(p95, 1)} / p99 ${fixed(percentile(times, 99), 1)} ms over ${requests} requests, ` +
          `server CPU ${fixed(cpuPerRequest, 1)} ms a request${dialect === "PostgreSQL" ? " (without PostgreSQL's own)" : ""} ` +
          `(target p95 < ${target} ms: ${p95 < target ? "met" : `missed by ${fixed(p95 - target, 1)} ms`})`,
      )
    }
  } finally {
    await server.stop()
  }
}

/** The dashboard section: SQLite, then PostgreSQL when it answers; printed. */
export const benchDashboard = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`dashboard: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("dashboard", "BENCH_TABLERO", employees, (dialect, url) => measureDialect(dialect, url, { ...options, employees }))
  console.log(`dashboard: load average after ${loadavg().map((n) => fixed(n, 2)).join(", ")}`)
}
