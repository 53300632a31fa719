import { type Dialect, onScaleDatabases } from "./scale-db"
import { peakResidentMiB, residentMiB, sampleWhile } from "./process-memory"
import { fixed, loadAverage, percentile } from "./stats"
import { startServerProcess } from "../tests/support/server-process"
import { post } from "./api-post"

// EVA390's concentrado at 100,000 people in one cycle (`seed:scale -- --companies 1
// --evaluaciones`: objective scores, 360 answers and operative answers for a share of them;
// BENCH_CONCENTRADO_SQLITE / BENCH_CONCENTRADO_PG name a database already seeded). Against the
// real server pinned to one core: POST /get-concentrado-evaluaciones, the first page, a middle
// page and the last page (50 rows each, with the nine-box's count of every row), each
// BENCH_CONCENTRADO_REQUESTS (20) times after two warm-ups, p50/p95 against 1 s; then the payroll
// xlsx of every row, three times, wall time against 10 s, with the server's resident memory
// sampled meanwhile and its VmHWM (peak since start) against 300 MiB. Printed; `--only
// concentrado` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const pageTarget = 1000
const xlsxTarget = 10
const memoryTarget = 300
const xlsxRuns = 3


interface Page {
  readonly filas: ReadonlyArray<{ readonly final: number | null }>
  readonly total_filas: number
  readonly nueve_cajas: ReadonlyArray<{ readonly personas: number }>
  readonly sin_final: number
  readonly sin_potencial: number
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const url = server.url
    const pid = server.process.pid ?? 0
    const token = await post<string>(url, "/login", undefined, admin)
    const projects = await post<ReadonlyArray<{ id_proyecto: number }>>(url, "/get-proyectos-by-tipo", token, { tipo_proyecto: "EVA" })
    const id_proyecto = projects[0]?.id_proyecto
    if (id_proyecto === undefined) throw new Error("the scale seed has no evaluation cycle")
    const first = await post<Page>(url, "/get-concentrado-evaluaciones", token, { id_proyecto, pagina: 1, por_pagina: 50 })
    const boxed = first.nueve_cajas.reduce((s, c) => s + c.personas, 0)
    const scored = first.total_filas - first.sin_final
    console.log(
      `Concentrado, ${dialect}: ${first.total_filas.toLocaleString("en-US")} people in the cycle, ${scored.toLocaleString("en-US")} with a final, ` +
        `${boxed.toLocaleString("en-US")} in the nine-box (${first.sin_potencial.toLocaleString("en-US")} without potential); load average ${loadAverage()} (1, 5, 15 min)`,
    )
    if (scored === 0) throw new Error("no participant has a final: seed with --evaluaciones")
    const lastPage = Math.ceil(first.total_filas / 50)
    const requests = Number(process.env.BENCH_CONCENTRADO_REQUESTS ?? "20")
    for (const [label, pagina] of [
      ["first page", 1],
      ["middle page", Math.ceil(lastPage / 2)],
      ["last page", lastPage],
    ] as const) {
      const times: Array<number> = []
      for (let i = 0; i < requests + 2; i++) {
        const started = performance.now()
        const page = await post<Page>(url, "/get-concentrado-evaluaciones", token, { id_proyecto, pagina, por_pagina: 50 })
        if (i >= 2) times.push(performance.now() - started)
        if (page.filas.length === 0) throw new Error(`page ${pagina} came back empty`)
      }
      const p95 = percentile(times, 95)
      console.log(
        `Concentrado, ${dialect}, ${label} (pagina ${pagina}): p50 ${fixed(percentile(times, 50), 1)} ms, p95 ${fixed(p95, 1)} ms over ${times.length} ` +
          `(target p95 < ${pageTarget} ms: ${p95 < pageTarget ? "met" : "missed"})`,
      )
    }
    const atRest = residentMiB(pid)
    const runs: Array<{ seconds: number; peakMiB: number; bytes: number }> = []
    for (let i = 0; i < xlsxRuns; i++) {
      const started = performance.now()
      const { result: bytes, peakMiB } = await sampleWhile(pid, async () => {
        const response = await fetch(`${url}/api/exportar-concentrado-evaluaciones`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ id_proyecto }),
        })
        if (!response.ok || response.body === null) throw new Error(`exportar-concentrado-evaluaciones answered ${response.status}`)
        let size = 0
        for await (const chunk of response.body) size += (chunk as Uint8Array).length
        return size
      })
      runs.push({ seconds: (performance.now() - started) / 1000, peakMiB, bytes })
    }
    const worst = Math.max(...runs.map((r) => r.seconds))
    const peak = Math.max(...runs.map((r) => r.peakMiB))
    const hwm = peakResidentMiB(pid)
    console.log(
      `Concentrado, ${dialect}, payroll xlsx of ${first.total_filas.toLocaleString("en-US")} rows: ${runs.map((r) => `${fixed(r.seconds, 2)} s`).join(", ")} ` +
        `(${fixed((runs[0]?.bytes ?? 0) / 1024, 0)} KiB; target < ${xlsxTarget} s: ${worst < xlsxTarget ? "met" : "missed"}); server RSS at rest ${fixed(atRest, 0)} MiB, ` +
        `highest sample during ${fixed(peak, 0)} MiB, VmHWM ${fixed(hwm, 0)} MiB (target < ${memoryTarget} MiB: ${hwm < memoryTarget ? "met" : "missed"})`,
    )
    console.log(`Concentrado, ${dialect}: load average after ${loadAverage()}`)
  } finally {
    await server.stop()
  }
}

/** The concentrado section: SQLite, then PostgreSQL when it answers; printed. */
export const benchConcentrado = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`Concentrado: load average ${loadAverage()} (1, 5, 15 min)`)
  await onScaleDatabases("Concentrado", "BENCH_CONCENTRADO", employees, (dialect, url) => measureDialect(dialect, url, options), ["--companies", "1", "--evaluaciones"])
}
