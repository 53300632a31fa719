import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed } from "./stats"

// Evaluación 360 at 100,000 people (EVA150: the evaluators of a cycle's every participant proposed
// from the position tree in under 30 s on PostgreSQL). The database is the scale seed's with every
// person in one company (`npm run seed:scale -- --companies 1`): its published Integral cycle holds
// them all as participants (server/seed/scale-evaluacion.ts). Against the real server, pinned to
// one core: POST /api/proponer-evaluadores-360, timed from request to answer (the whole
// transaction: each relation's INSERT ... SELECT, the outcome's counts, the audit row), with what
// it assigned; meanwhile another user's GET /api/sesion is timed back to back (how long the
// proposal holds the server's one thread); then the same call again (nobody left without
// evaluators) and one person's evaluators read. BENCH_EVA360_SQLITE / BENCH_EVA360_PG name an
// already seeded database (a proposal already run there proposes nobody). Printed; `--only
// evaluacion-360` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const target = 30_000

const timed = async <A>(run: () => Promise<A>): Promise<{ readonly ms: number; readonly value: A }> => {
  const started = performance.now()
  const value = await run()
  return { ms: performance.now() - started, value }
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
    if (!login.ok) throw new Error(`sign-in answered ${login.status}`)
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}`, "content-type": "application/json" }
    const post = async <T>(path: string, body: unknown): Promise<T> => {
      const answer = await fetch(`${server.url}/api${path}`, { method: "POST", headers, body: JSON.stringify(body) })
      const json = (await answer.json()) as { message: string; result: T }
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${json.message}`)
      return json.result
    }
    const projects = await post<ReadonlyArray<{ id_proyecto: number; n_proyecto: string }>>("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" })
    const id = projects[0]?.id_proyecto
    if (id === undefined) throw new Error("the scale seed has no evaluation cycle")

    let running = true
    const others: Array<number> = []
    const other = (async () => {
      while (running) {
        const started = performance.now()
        await fetch(`${server.url}/api/sesion`, { headers })
        others.push(performance.now() - started)
      }
    })()
    const first = await timed(() => post<Record<string, number>>("/proponer-evaluadores-360", { id_proyecto: id }))
    running = false
    await other
    const again = await timed(() => post<Record<string, number>>("/proponer-evaluadores-360", { id_proyecto: id }))
    const people = await post<ReadonlyArray<{ id_empleado: number }>>("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" })
    const person = await timed(() => post<{ evaluadores: ReadonlyArray<unknown> }>("/get-evaluadores-360", { id_proyecto: id, id_evaluado: people[0]?.id_empleado }))
    const o = first.value
    const n = (v: number | undefined) => Number(v ?? 0).toLocaleString("en-US")
    console.log(
      `Evaluadores 360, ${dialect}: ${n(o.propuestos)} people of ${n(o.evaluados)} proposed, ${n(o.asignaciones)} assignments, in ${fixed(first.ms / 1000, 2)} s ` +
        `(target < ${target / 1000} s: ${first.ms < target ? "met" : `missed by ${fixed((first.ms - target) / 1000, 2)} s`}); ` +
        `${n(o.sin_jefe)} without a boss, ${n(o.faltan_pares)} short of peers, ${n(o.faltan_subordinados)} short of reports; ` +
        `GET /api/sesion meanwhile: ${others.length} answered, worst ${fixed(Math.max(0, ...others), 0)} ms; ` +
        `again: ${n(again.value.propuestos)} proposed in ${fixed(again.ms / 1000, 2)} s; one person's ${person.value.evaluadores.length} evaluators read in ${fixed(person.ms, 1)} ms`,
    )
  } finally {
    await server.stop()
  }
}

/** The 360 evaluators section: SQLite, then PostgreSQL when it answers; printed. */
export const benchEvaluacion360 = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`Evaluadores 360: load average ${loadavg().map((v) => fixed(v, 2)).join(", ")} (1, 5, 15 min)`)
  await onScaleDatabases("Evaluadores 360", "BENCH_EVA360", employees, (dialect, url) => measureDialect(dialect, url, options), ["--companies", "1"])
}
