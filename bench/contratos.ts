import { readFileSync, writeFileSync } from "node:fs"
import { cpus, loadavg, totalmem } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { startServer } from "../server/app"
import { sendContractAlerts } from "../server/contratos/expiry-alerts"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { offServerCore } from "./client-affinity"
import { type LoadRequest, measureSequential } from "./http-load"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, median, percentile } from "./stats"

// Contratos at 100,000 employees, on SQLite and PostgreSQL. The database is the scale seed's
// (`npm run seed:scale`), whose people all have their contracts (server/seed/people-contracts.ts):
// about 125,000, one live per active person, thousands ending within 30 days or Vencido.
// - CON230: POST /api/get-contratos-vencer for the 30-day window, the real server pinned to one
//   core, one request at a time after a warm-up: p95 against 100 ms.
// - The daily expiry alert job (server/contratos/expiry-alerts.ts) over all of them: the worst
//   pass, the first one of a day on which every threshold is due (the alerts table emptied
//   before each run), then a pass that finds everything already sent: against 10 s.
// - The contract PDF (GET /api/gestion-contratos/{folio}/contrato, laid out in the worker pool):
//   p95 against 300 ms.
// BENCH_CONTRATOS_SQLITE / BENCH_CONTRATOS_PG name an already seeded database to skip the seed.
// Printed and written into RESULTS.md; `--only contratos` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const targets = { vencer: 100, job: 10_000, pdf: 300 }
const requests = Number(process.env.BENCH_CONTRATOS_REQUESTS ?? "100")
const pdfRequests = Number(process.env.BENCH_CONTRATOS_PDFS ?? "40")
const jobRuns = 3
const sectionTitle = "## Contratos at 100,000 employees"

interface Figures {
  readonly dialect: Dialect
  readonly contracts: number
  readonly listed: number
  readonly vencer: ReadonlyArray<number>
  readonly page: ReadonlyArray<number>
  readonly jobFirst: ReadonlyArray<number>
  readonly jobAlerts: number
  readonly jobRepeat: number
  readonly pdf: ReadonlyArray<number>
  readonly pdfFolio: string
}

const verdict = (value: number, target: number): string => (value < target ? "met" : `missed by ${fixed(value - target, 1)}`)

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

/** The job in this process against the database: the first pass of a day (several times), then a repeat. */
const measureJob = async (databaseUrl: string) => {
  const server = await startServer({ port: 0, host: "127.0.0.1", databaseUrl, jobIntervalMs: 0, logLevel: "Warning", env: {} })
  try {
    const [count] = await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM contratos`))
    const first: Array<number> = []
    let alerts = 0
    for (let i = 0; i < jobRuns; i++) {
      await server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM contratos_alertas`))
      const started = performance.now()
      const pass = await server.run(sendContractAlerts)
      first.push(performance.now() - started)
      alerts = pass.sent.length
    }
    const started = performance.now()
    await server.run(sendContractAlerts)
    return { contracts: Number(count?.n ?? 0), first, alerts, repeat: performance.now() - started }
  } finally {
    await server.close()
  }
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }): Promise<Figures> => {
  const job = await measureJob(databaseUrl)
  console.log(
    `contratos, ${dialect}: expiry alert job over ${job.contracts} contracts, first pass of a day (${job.alerts} alerts): ` +
      `${job.first.map((t) => fixed(t, 0)).join(" / ")} ms, then a pass with nothing due ${fixed(job.repeat, 0)} ms ` +
      `(target < ${targets.job} ms: ${verdict(Math.max(...job.first), targets.job)})`,
  )
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const token = await signIn(server.url)
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const vencer: LoadRequest = { url: `${server.url}/api/get-contratos-vencer`, method: "POST", headers, body: JSON.stringify({ dias: 30 }) }
    const answer = await fetch(vencer.url, { method: "POST", headers, body: vencer.body })
    if (!answer.ok) throw new Error(`get-contratos-vencer answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
    const listed = ((await answer.json()) as { result: { contratos: ReadonlyArray<unknown> } }).result.contratos.length
    await measureSequential(vencer, 10)
    const vencerTimes = await measureSequential(vencer, requests)
    const p95 = percentile(vencerTimes, 95)
    console.log(
      `contratos, ${dialect}: POST /get-contratos-vencer {dias: 30}, the whole list (${listed} rows): p50 ${fixed(percentile(vencerTimes, 50), 1)} / p95 ${fixed(p95, 1)} ms ` +
        `over ${requests} requests (for scale only: the page asks by pages, and the target is for the page, below)`,
    )
    // What the page asks for: its first page of 50 (the report's page size) and the total.
    const page: LoadRequest = { ...vencer, body: JSON.stringify({ dias: 30, pagina: 1, por_pagina: 50 }) }
    await measureSequential(page, 10)
    const pageTimes = await measureSequential(page, requests)
    const pageP95 = percentile(pageTimes, 95)
    console.log(
      `contratos, ${dialect}: POST /get-contratos-vencer {dias: 30, pagina: 1, por_pagina: 50}, the page's first page: p50 ${fixed(percentile(pageTimes, 50), 1)} / p95 ${fixed(pageP95, 1)} ms ` +
        `over ${requests} requests (target p95 < ${targets.vencer} ms: ${verdict(pageP95, targets.vencer)})`,
    )

    // A live contract of the first company, signed, as HR prints them.
    const list = await fetch(`${server.url}/api/gestion-contratos?situacion=Vigente&id_empresa=1&pagina=1&por_pagina=5`, { headers })
    const folio = String(((await list.json()) as { result: { registros: ReadonlyArray<{ id_contrato: string }> } }).result.registros[0]?.id_contrato ?? "")
    const pdf: LoadRequest = { url: `${server.url}/api/gestion-contratos/${encodeURIComponent(folio)}/contrato`, headers: { authorization: `Bearer ${token}` } }
    const printed = await fetch(pdf.url, { headers: pdf.headers })
    if (!printed.ok || printed.headers.get("content-type") !== "application/pdf") throw new Error(`the contract ${folio} answered ${printed.status}: ${(await printed.text()).slice(0, 300)}`)
    await measureSequential(pdf, 3)
    const pdfTimes = await measureSequential(pdf, pdfRequests)
    const pdfP95 = percentile(pdfTimes, 95)
    console.log(
      `contratos, ${dialect}: GET /gestion-contratos/${folio}/contrato (PDF, two originals): p50 ${fixed(percentile(pdfTimes, 50), 1)} / p95 ${fixed(pdfP95, 1)} ms ` +
        `over ${pdfRequests} requests (target p95 < ${targets.pdf} ms: ${verdict(pdfP95, targets.pdf)})`,
    )
    return { dialect, contracts: job.contracts, listed, vencer: vencerTimes, page: pageTimes, jobFirst: job.first, jobAlerts: job.alerts, jobRepeat: job.repeat, pdf: pdfTimes, pdfFolio: folio }
  } finally {
    await server.stop()
  }
}

const sectionOf = (figures: ReadonlyArray<Figures>, context: { readonly employees: number; readonly serverCpu: string; readonly load: ReadonlyArray<number>; readonly loadAfter: ReadonlyArray<number> }): string => {
  const lines = [
    `${sectionTitle} (${new Date().toISOString().slice(0, 10)})`,
    "",
    `Machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, ${fixed(totalmem() / 2 ** 30, 0)} GiB, node ${process.version}; HTTP server pinned to CPU ${context.serverCpu}, ` +
      `the job in the bench's own process. Load average ${context.load.map((n) => fixed(n, 2)).join(", ")} before, ${context.loadAfter.map((n) => fixed(n, 2)).join(", ")} after ` +
      `(the two cores are shared with other developers' suites). Scale seed: ${context.employees} employees. \`npm run bench -- --only contratos\`.`,
    "",
    "| dialect | contracts | CON230, the page's first 50 of the 30-day window: p50 / p95 (target < 100 ms) | the whole window in one answer, for scale: rows, p50 / p95 | alert job, first pass of a day: runs (alerts) / repeat (target < 10 s) | contract PDF p50 / p95 (target < 300 ms) |",
    "|---|---|---|---|---|---|",
  ]
  for (const f of figures) {
    lines.push(
      `| ${f.dialect} | ${f.contracts} | ${fixed(percentile(f.page, 50), 1)} / ${fixed(percentile(f.page, 95), 1)} ms (${verdict(percentile(f.page, 95), targets.vencer)}) ` +
        `| ${f.listed} rows, ${fixed(percentile(f.vencer, 50), 1)} / ${fixed(percentile(f.vencer, 95), 1)} ms ` +
        `| ${f.jobFirst.map((t) => fixed(t / 1000, 2)).join(", ")} s, median ${fixed(median(f.jobFirst) / 1000, 2)} s (${f.jobAlerts}) / ${fixed(f.jobRepeat / 1000, 2)} s (${verdict(Math.max(...f.jobFirst), targets.job)}) ` +
        `| ${fixed(percentile(f.pdf, 50), 1)} / ${fixed(percentile(f.pdf, 95), 1)} ms (${verdict(percentile(f.pdf, 95), targets.pdf)}) |`,
    )
  }
  return `${lines.join("\n")}\n`
}

/** Replaces an earlier run's section (hand-written `### ` notes under it survive), or appends it. */
const writeSection = (file: string, section: string): void => {
  const text = readFileSync(file, "utf8")
  const start = text.indexOf(sectionTitle)
  if (start < 0) {
    writeFileSync(file, `${text.trimEnd()}\n\n${section}`)
    return
  }
  const next = text.indexOf("\n## ", start + sectionTitle.length)
  const old = text.slice(start, next < 0 ? text.length : next + 1)
  const notes = old.indexOf("\n### ") >= 0 ? `\n${old.slice(old.indexOf("\n### ") + 1)}` : ""
  writeFileSync(file, `${text.slice(0, start)}${section}${notes}${next < 0 ? "" : `\n${text.slice(next + 1)}`}`)
}

/** The contratos section of `npm run bench`: both dialects, printed and written to RESULTS.md. */
export const benchContratos = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number; readonly resultsFile?: string }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  const load = loadavg()
  console.log(`contratos: load average ${load.map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const figures: Array<Figures> = []
  await onScaleDatabases("contratos", "BENCH_CONTRATOS", employees, async (dialect, url) => {
    figures.push(await offServerCore(options.serverCpu, () => measureDialect(dialect, url, options)))
  })
  const file = options.resultsFile ?? join("bench", "RESULTS.md")
  writeSection(file, sectionOf(figures, { employees, serverCpu: options.serverCpu, load, loadAfter: loadavg() }))
  console.log(`contratos: written to ${file}`)
}
