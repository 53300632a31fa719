import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { cpus, loadavg, tmpdir, totalmem } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { SqliteClient } from "@effect/sql-sqlite-node"
import autocannon from "autocannon"
import { Duration, Effect, type Layer, Redacted } from "effect"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type LoadRequest, measureSequential } from "./http-load"
import { fixed, median, percentile } from "./stats"

// The records platform's paged list (`GET /api/tipos-ayuda`) at 100,000 rows, on SQLite and
// PostgreSQL, against the issue's target "a paged list with buscar answers p95 < 50 ms".
// The rows go straight into `tipos_ayuda` with bulk INSERTs (the API would take minutes and
// measure the writes, not the list); the database's own generated column fills `busqueda`, so
// the search reads exactly what a live table holds. Then the real server, pinned to one core,
// answers the four list shapes the SPA sends: sequential requests (one user's latency) and
// autocannon with 8 connections (queueing on one core). `--only records` runs just this part.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const connections = 8
const target = 50

/** A small deterministic PRNG (mulberry32): the same 100,000 rows on every run and dialect. */
const prng = (seed: number) => {
  let a = seed >>> 0
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const kinds = [
  "Ayuda para lentes",
  "Guardería",
  "Apoyo escolar",
  "Ayuda por matrimonio",
  "Ayuda por nacimiento",
  "Apoyo de transporte",
  "Ayuda para útiles",
  "Apoyo de despensa",
  "Ayuda por defunción",
  "Apoyo médico",
  "Ayuda para vivienda",
  "Préstamo de emergencia",
  "Beca de capacitación",
  "Apoyo para óptica",
  "Ayuda dental",
]
// 20 surnames: "Pérez" is one of them, so `buscar=perez` matches about 5% (5,000 rows), the
// common case; accents on most of them exercise the folded column.
const surnames = [
  "Pérez",
  "Núñez",
  "Gómez",
  "Hernández",
  "López",
  "Martínez",
  "Rodríguez",
  "Sánchez",
  "Ramírez",
  "Díaz",
  "Cortés",
  "Jiménez",
  "Ruiz",
  "Álvarez",
  "Muñoz",
  "Domínguez",
  "Vázquez",
  "Ibáñez",
  "Castañeda",
  "Ortega",
]
/** The rare term: one row's name carries it, and nothing else does ("Xóchitl" folds to it). */
const rareTerm = "xochitl"
const rareRow = 73_519

type AidRow = {
  readonly id_tipo_ayuda: string
  readonly n_tipo_ayuda: string
  readonly detalle: string | null
  readonly monto_maximo: number
  readonly requiere_comprobante: string
  readonly antiguedad_min_meses: number
  readonly max_por_anio: number | null
  readonly vigente_desde: string
  readonly correo_aviso: string | null
  readonly activo: string
}

const aidRow = (i: number, random: () => number): AidRow => {
  const pick = <A>(list: ReadonlyArray<A>): A => list[Math.floor(random() * list.length)]!
  const name = i === rareRow ? "Ayuda extraordinaria Xóchitl" : `${pick(kinds)} ${pick(surnames)} ${1 + Math.floor(random() * 999)}`
  const day = new Date(Date.UTC(2015, 0, 1) + Math.floor(random() * 4000) * 86_400_000)
  return {
    id_tipo_ayuda: `T${String(i).padStart(6, "0")}`,
    n_tipo_ayuda: name,
    detalle: random() < 0.5 ? null : `Se otorga conforme a la política vigente de prestaciones (${name}).`,
    monto_maximo: Math.round(random() * 5_000_000) / 100,
    requiere_comprobante: random() < 0.4 ? "1" : "0",
    antiguedad_min_meses: Math.floor(random() * 60),
    max_por_anio: random() < 0.3 ? null : 1 + Math.floor(random() * 12),
    vigente_desde: day.toISOString().slice(0, 10),
    correo_aviso: random() < 0.7 ? null : `prestaciones${i % 50}@demo.mx`,
    activo: random() < 0.9 ? "1" : "0",
  }
}

const run = <A>(layer: Layer.Layer<SqlClient.SqlClient, unknown>, work: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>): Promise<A> =>
  Effect.runPromise(Effect.scoped(Effect.flatMap(SqlClient.SqlClient, work).pipe(Effect.provide(layer))) as Effect.Effect<A, unknown>)

const layerOf = (databaseUrl: string): Layer.Layer<SqlClient.SqlClient, unknown> =>
  databaseUrl.startsWith("sqlite:")
    ? SqliteClient.layer({ filename: databaseUrl.slice("sqlite:".length) })
    : PgClient.layer({ url: Redacted.make(databaseUrl), maxConnections: 1, connectTimeout: Duration.seconds(5) })

/**
 * Inserts `count` rows in chunks of 1,000 (10,000 bound parameters, under both dialects' limits)
 * in one transaction, then refreshes the planner's statistics as a live database would have them
 * (ANALYZE on SQLite; VACUUM ANALYZE on PostgreSQL so index-only scans see the visibility map).
 */
export const insertAidTypes = (databaseUrl: string, count: number): Promise<number> => {
  const started = performance.now()
  const random = prng(20_260_050)
  return run(layerOf(databaseUrl), (sql) =>
    Effect.gen(function* () {
      yield* sql.withTransaction(
        Effect.gen(function* () {
          for (let from = 1; from <= count; from += 1000) {
            const chunk: Array<AidRow> = []
            for (let i = from; i < Math.min(from + 1000, count + 1); i++) chunk.push(aidRow(i, random))
            yield* sql`INSERT INTO tipos_ayuda ${sql.insert(chunk)}`
          }
        }),
      )
      yield* sql.onDialectOrElse({ pg: () => sql.unsafe("VACUUM ANALYZE tipos_ayuda"), orElse: () => sql.unsafe("ANALYZE") })
      return (performance.now() - started) / 1000
    }),
  )
}

export interface ListCase {
  readonly name: string
  readonly query: string
}

export const listCases: ReadonlyArray<ListCase> = [
  { name: "first page, no search", query: "pagina=1&por_pagina=10" },
  { name: "buscar=perez (common, ~5%)", query: "buscar=perez&pagina=1&por_pagina=10" },
  { name: `buscar=${rareTerm} (1 row)`, query: `buscar=${rareTerm}&pagina=1&por_pagina=10` },
  { name: "deep page 5000 x 20, orden=n_tipo_ayuda desc", query: "pagina=5000&por_pagina=20&orden=n_tipo_ayuda&direccion=desc" },
]

interface Percentiles {
  readonly p50: number
  readonly p95: number
  readonly p99: number
}

export interface CaseFigures {
  readonly dialect: string
  readonly name: string
  readonly total: number
  readonly rows: number
  readonly sequential: Percentiles
  readonly load: Percentiles & { readonly rps: number; readonly errors: number }
  /** The HTTP status when the case's first request failed (then nothing was measured). */
  readonly status?: number
}

/** NaN when nothing answered (under load a slow list may finish no request within a run). */
const percentiles = (times: ReadonlyArray<number>): Percentiles =>
  times.length === 0 ? { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN } : { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) }

const ms = (n: number): string => (Number.isNaN(n) ? "n/a" : fixed(n, 1))

/**
 * autocannon with every response's latency collected, so p95 is exact (its own histogram
 * reports p90 and p97.5 but no p95); the figures are the median of `runs` runs.
 */
const measureLoadPercentiles = async (request: LoadRequest, runs = 3, seconds = 3) => {
  await autocannon({ ...request, connections, duration: 1 })
  const figures: Array<Percentiles & { rps: number; errors: number }> = []
  for (let i = 0; i < runs; i++) {
    const times: Array<number> = []
    const instance = autocannon({ ...request, connections, duration: seconds })
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      times.push(responseTime)
    })
    const result = await instance
    figures.push({ ...percentiles(times), rps: result.requests.average, errors: result.errors + result.non2xx })
  }
  // Runs without a single answer carry no latency; the median is over the others (NaN if none).
  const answered = figures.filter((f) => !Number.isNaN(f.p50))
  const of = (pick: (f: Percentiles) => number): number => (answered.length === 0 ? Number.NaN : median(answered.map(pick)))
  return {
    p50: of((f) => f.p50),
    p95: of((f) => f.p95),
    p99: of((f) => f.p99),
    rps: median(figures.map((f) => f.rps)),
    errors: figures.reduce((n, f) => n + f.errors, 0),
  }
}

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

type ListAnswer = { readonly error: boolean; readonly result: { readonly registros: ReadonlyArray<unknown>; readonly total: number } }

/** Measures every case against one running server. */
const measureCases = async (dialect: string, server: RunningServer, serverLog: () => string): Promise<Array<CaseFigures>> => {
  const token = await signIn(server.url)
  const headers = { authorization: `Bearer ${token}` }
  const out: Array<CaseFigures> = []
  for (const c of listCases) {
    const request: LoadRequest = { url: `${server.url}/api/tipos-ayuda?${c.query}`, headers }
    // One answer first: it proves the case returns what it claims (a search that matched
    // nothing, or a 400, would measure the wrong thing).
    const answer = await fetch(request.url, { headers })
    if (!answer.ok) {
      // A failing case is a finding, not the end of the run: it goes into the table with the
      // status, and the server's last output is printed for the owner of server/.
      console.log(`records list, ${dialect}, ${c.name}: answered ${answer.status} ${await answer.text()}\n--- server output (tail) ---\n${serverLog()}`)
      out.push({ dialect, name: c.name, total: Number.NaN, rows: 0, sequential: percentiles([]), load: { ...percentiles([]), rps: 0, errors: 1 }, status: answer.status })
      continue
    }
    const body = (await answer.json()) as ListAnswer
    // 100 sequential requests keep the slowest case (the deep page) near a minute on a busy core.
    await measureSequential(request, 10)
    const sequential = percentiles(await measureSequential(request, 100))
    const load = await measureLoadPercentiles(request)
    const figures = { dialect, name: c.name, total: body.result.total, rows: body.result.registros.length, sequential, load }
    console.log(
      `records list, ${dialect}, ${c.name} (total ${figures.total}, ${figures.rows} rows): sequential p50 ${ms(sequential.p50)} / p95 ${ms(sequential.p95)} / p99 ${ms(sequential.p99)} ms; ` +
        `${connections} connections p50 ${ms(load.p50)} / p95 ${ms(load.p95)} / p99 ${ms(load.p99)} ms, ${fixed(load.rps, 0)} req/s (${load.errors} errors) (target p95 < ${target} ms)`,
    )
    out.push(figures)
  }
  return out
}

/**
 * One dialect: the server migrates and seeds the demo company on the empty database, stops,
 * the rows go in, and a fresh server (fresh statement caches and planner statistics) is measured.
 */
const benchDialect = async (dialect: string, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string; readonly rows: number }) => {
  const env = { DIST_DIR: options.distDir }
  const first = await startServerProcess(env, { databaseUrl })
  await first.stop()
  const seconds = await insertAidTypes(databaseUrl, options.rows)
  console.log(`records list, ${dialect}: ${options.rows} rows into tipos_ayuda in ${fixed(seconds, 1)} s`)
  const server = await startServerProcess(env, { databaseUrl, cpus: options.serverCpu })
  let log = ""
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000)
  }
  server.process.stdout?.on("data", keep)
  server.process.stderr?.on("data", keep)
  try {
    return { seconds, figures: await measureCases(dialect, server, () => log) }
  } finally {
    await server.stop()
  }
}

const verdict = (p95: number): string =>
  Number.isNaN(p95) ? "missed (no answer within a run)" : p95 < target ? "met" : `missed by ${fixed(p95 - target, 1)} ms`

const sectionTitle = "## Records platform: paged list at 100,000 rows"

const sectionOf = (
  results: ReadonlyArray<{ readonly dialect: string; readonly seconds: number; readonly figures: ReadonlyArray<CaseFigures> }>,
  options: { readonly rows: number; readonly serverCpu: string; readonly load: ReadonlyArray<number>; readonly loadAfter: ReadonlyArray<number>; readonly wallSeconds: number },
): string => {
  const date = new Date().toISOString().slice(0, 10)
  const lines = [
    sectionTitle,
    "",
    `Run of ${date}. Machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, ${fixed(totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}; the server`,
    `pinned to CPU ${options.serverCpu} with taskset, the client in the bench process. Load average when the`,
    `section started: ${options.load.map((n) => fixed(n, 2)).join(", ")}, when it ended: ${options.loadAfter.map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min;`,
    `${cpus().length} cores: a load above ${cpus().length} means other work shared the machine and inflated the latencies). Section wall time ${fixed(options.wallSeconds, 0)} s.`,
    "Command: `npm run bench:records` (the same section runs at the end of `npm run bench`).",
    "",
    `${options.rows.toLocaleString("en-US")} rows inserted straight into \`tipos_ayuda\` (ids T000001..., names such as "Ayuda para lentes`,
    `Núñez 123" from 15 kinds x 20 surnames, one row "Ayuda extraordinaria Xóchitl"), then ANALYZE (SQLite) /`,
    "VACUUM ANALYZE (PostgreSQL). `GET /api/tipos-ayuda` as the demo admin; sequential: 100 requests after 10",
    `of warm-up; load: autocannon, ${connections} connections, median of 3 runs of 3 s, p95 from every response's latency.`,
    `Target (issue): p95 < ${target} ms; the verdict is on the sequential p95 (one user's wait), the load p95 is`,
    "shown for the queueing on one core.",
    "",
    "| dialect | list | total | sequential p50 / p95 / p99 | 8 connections p50 / p95 / p99, req/s | verdict (p95 < 50 ms) |",
    "|---|---|---|---|---|---|",
  ]
  for (const r of results) {
    for (const f of r.figures) {
      if (f.status !== undefined) {
        lines.push(`| ${f.dialect} | ${f.name} | - | answered HTTP ${f.status} | - | missed (HTTP ${f.status}) |`)
        continue
      }
      lines.push(
        `| ${f.dialect} | ${f.name} | ${f.total.toLocaleString("en-US")} | ${ms(f.sequential.p50)} / ${ms(f.sequential.p95)} / ${ms(f.sequential.p99)} ms | ` +
          `${ms(f.load.p50)} / ${ms(f.load.p95)} / ${ms(f.load.p99)} ms, ${fixed(f.load.rps, 0)} req/s | ${verdict(f.sequential.p95)} (load: ${verdict(f.load.p95)}) |`,
      )
    }
  }
  lines.push("")
  for (const r of results) lines.push(`Bulk insert of the rows, ${r.dialect}: ${fixed(r.seconds, 1)} s.`)
  return `${lines.join("\n")}\n`
}

/**
 * Writes the section into RESULTS.md: replaces an earlier run's section (up to the next `## `
 * heading) or, the first time, puts it right after the title, newest first like the rest; every
 * other section stays as it is.
 */
const writeSection = (file: string, section: string, notes: string): void => {
  const text = readFileSync(file, "utf8")
  const start = text.indexOf(sectionTitle)
  if (start >= 0) {
    const next = text.indexOf("\n## ", start + sectionTitle.length)
    // Hand-written notes under "### " headings inside the section survive a re-run.
    const old = text.slice(start, next < 0 ? text.length : next + 1)
    const kept = old.indexOf("\n### ") >= 0 ? old.slice(old.indexOf("\n### ") + 1) : notes
    writeFileSync(file, `${text.slice(0, start)}${section}${kept === "" ? "" : `\n${kept}`}${next < 0 ? "" : `\n${text.slice(next + 1)}`}`)
    return
  }
  const afterTitle = text.indexOf("\n## ")
  const at = afterTitle < 0 ? text.length : afterTitle + 1
  writeFileSync(file, `${text.slice(0, at)}${section}${notes === "" ? "" : `\n${notes}`}\n${text.slice(at)}`)
}

/** The records section of `npm run bench`: both dialects, printed and written to RESULTS.md. */
export const benchRecordsList = async (options: { readonly distDir: string; readonly serverCpu: string; readonly rows?: number; readonly resultsFile?: string }): Promise<void> => {
  const started = performance.now()
  const load = loadavg()
  const rows = options.rows ?? Number(process.env.BENCH_RECORDS ?? "100000")
  const settings = { distDir: options.distDir, serverCpu: options.serverCpu, rows }
  const results: Array<{ dialect: string; seconds: number; figures: Array<CaseFigures> }> = []
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-records-"))
  try {
    results.push({ dialect: "SQLite", ...(await benchDialect("SQLite", `sqlite:${join(dir, "records.db")}`, settings)) })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      results.push({ dialect: "PostgreSQL", ...(await benchDialect("PostgreSQL", database.url, settings)) })
    } finally {
      await database.drop()
    }
  } else {
    console.log("records list, PostgreSQL: skipped, no server answers")
  }
  const section = sectionOf(results, { rows, serverCpu: options.serverCpu, load, loadAfter: loadavg(), wallSeconds: (performance.now() - started) / 1000 })
  writeSection(options.resultsFile ?? join("bench", "RESULTS.md"), section, "")
  console.log(`records list: written to ${options.resultsFile ?? "bench/RESULTS.md"}`)
}

