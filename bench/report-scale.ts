import { spawnSync } from "node:child_process"
import { loadavg } from "node:os"
import { startServerProcess } from "../tests/support/server-process"
import { peakResidentMiB, residentMiB } from "./process-memory"
import { type ReportRun, downloadReportOfEveryone } from "./report-of-everyone"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, median } from "./stats"

// The report builder at 100,000 rows (issue 17.4: "under 5 s and under 256 MiB peak on both
// dialects"). First the writers alone, each in its own process without a database (the lean
// SpreadsheetML writer the server uses, and exceljs' streaming writer with and without styles,
// bench/xlsx-writer-child.ts); then POST /api/reporteador with every column of 'Colaboradores'
// against the real server pinned to one core, on the scale seed's database (BENCH_EMPLOYEES),
// SQLite then PostgreSQL: wall time to the last byte, the file's size, the server's resident
// memory before, its highest sample during the report and its VmHWM (peak since start).
// BENCH_REPORTE_SQLITE / BENCH_REPORTE_PG name an already seeded database to skip the seed
// (BENCH_REPORTE_PG=skip leaves PostgreSQL out).
// Printed; `--only reporte` runs just this.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const targetSeconds = 5
const targetMiB = 256
const runs = Number(process.env.BENCH_REPORTE_RUNS ?? "3")

const writersAlone = (rows: number): void => {
  for (const variant of ["lean", "exceljs", "exceljs-styled"]) {
    const child = spawnSync(process.execPath, ["--import", "tsx", "bench/xlsx-writer-child.ts", variant, String(rows)], { encoding: "utf8" })
    if (child.status !== 0) {
      console.log(`report writer ${variant}: failed ${child.stderr.slice(0, 300)}`)
      continue
    }
    const figure = JSON.parse(child.stdout.trim().split("\n").at(-1) ?? "{}") as { ms: number; bytes: number; hwmMiB: number }
    console.log(
      `report writer alone, ${variant.padEnd(14)} ${rows} rows x 8 cells: ${fixed(figure.ms / 1000, 2)} s (${fixed((figure.ms * 1000) / rows, 1)} us a row), ` +
        `${fixed(figure.bytes / 1024, 0)} KiB, process peak RSS ${fixed(figure.hwmMiB, 0)} MiB (tsx included)`,
    )
  }
}

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string; readonly employees: number }) => {
  const server = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    const pid = server.process.pid ?? 0
    const token = await signIn(server.url)
    const atRest = residentMiB(pid)
    const samples: Array<ReportRun> = []
    for (let i = 0; i < runs; i++) samples.push(await downloadReportOfEveryone(server.url, token, pid))
    const seconds = median(samples.map((s) => s.seconds))
    const peak = Math.max(...samples.map((s) => s.peakMiB))
    const hwm = peakResidentMiB(pid)
    console.log(
      `report of every employee, 8 columns, ${dialect}: median ${fixed(seconds, 2)} s of ${runs} (${samples.map((s) => fixed(s.seconds, 2)).join(", ")}), ` +
        `${fixed(median(samples.map((s) => s.bytes)) / 1024, 0)} KiB; server RSS at rest ${fixed(atRest, 0)} MiB, highest sample during ${fixed(peak, 0)} MiB, VmHWM ${fixed(hwm, 0)} MiB ` +
        `(targets < ${targetSeconds} s: ${seconds < targetSeconds ? "met" : "missed"}; < ${targetMiB} MiB: ${hwm < targetMiB ? "met" : "missed"})`,
    )
  } finally {
    await server.stop()
  }
}

/** The report section: the writers alone, then SQLite, then PostgreSQL when it answers; printed. */
export const benchReport = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`report: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  writersAlone(employees)
  await onScaleDatabases("report", "BENCH_REPORTE", employees, (dialect, url) => measureDialect(dialect, url, { ...options, employees }))
  console.log(`report: load average after ${loadavg().map((n) => fixed(n, 2)).join(", ")}`)
}
