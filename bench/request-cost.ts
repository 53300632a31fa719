import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { cpus, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import autocannon from "autocannon"
import { buildServerBundle } from "../server/server-bundle.mjs"
import { startServerProcess } from "../tests/support/server-process"
import { startBaseline } from "./baseline-process"
import { offServerCore } from "./client-affinity"
import { summariseProfile } from "./cpu-profile"
import type { LoadRequest } from "./http-load"
import { seedScaleDatabase } from "./scale-db"
import { fixed, loadAverage, median } from "./stats"

// The per-request cost of small reads: the production bundle against the raw baseline
// (bench/baseline-server.ts: node:http + prepared better-sqlite3 doing the same work, the bearer
// check included) on the scale seed's SQLite file, both pinned to the same core, for
// get-perfiles, get-usuarios and the first page of GET /empleados (10 of 100,000 people). The
// figure held to a target is the server's CPU per answer, ours at most twice the baseline's in
// the same run for get-perfiles and get-usuarios; requests per second are given beside it. Each
// call is sent twice: as a script sends it (no Accept-Encoding) and with the Accept-Encoding a
// browser sends, which lets our server compress its answer. Then where the time goes: the bundle (built
// readable, so each frame names its package) runs under `node --cpu-prof` while autocannon
// drives get-perfiles; the profile's self time, start-up left out, is summarised by package and
// by frame into bench/request-cost.md. `--only costo` runs just this section
// (BENCH_SCALE_DB=<file> reuses a seeded SQLite file; BENCH_COSTO_SECONDS, the profiled load, 10;
// BENCH_COSTO_PROFILE=1 or 2 profiles get-usuarios or the employee list instead).

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
const profileSeconds = Number(process.env.BENCH_COSTO_SECONDS ?? "10")
/** Which compared call the profile drives: 0 get-perfiles (default), 1 get-usuarios, 2 the employee list. */
const profiledCall = Number(process.env.BENCH_COSTO_PROFILE ?? "0")
const root = resolve(import.meta.dirname, "..")
const reportFile = join(root, "bench", "request-cost.md")
// One level under the root, like dist-server/: the bundle reads ../package.json and resolves
// its external packages from the root's node_modules.
const profileBundleDir = join(root, "dist-server-cost")

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

interface RunFigures {
  readonly p50: number
  readonly p99: number
  readonly rps: number
  readonly errors: number
  /** CPU microseconds the server process spent per answer (user + system). */
  readonly cpuUs: number
}

/** CPU seconds a process has used (user + system, /proc/<pid>/stat at 100 ticks a second). */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** One second of warm-up, then three measured seconds on 8 connections. */
const measureRun = async (request: LoadRequest, pid: number): Promise<RunFigures> => {
  await autocannon({ ...request, connections: 8, duration: 1 })
  const cpuBefore = cpuSeconds(pid)
  const r = await autocannon({ ...request, connections: 8, duration: 3 })
  const cpu = cpuSeconds(pid) - cpuBefore
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx, cpuUs: (cpu * 1e6) / Math.max(1, r.requests.total) }
}

const medianFigures = (runs: ReadonlyArray<RunFigures>): RunFigures => ({
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  rps: median(runs.map((r) => r.rps)),
  errors: runs.reduce((n, r) => n + r.errors, 0),
  cpuUs: median(runs.map((r) => r.cpuUs)),
})

/** What Chromium sends on a fetch over plain HTTP. */
const browserEncoding = "gzip, deflate, br, zstd"

/** The calls held to the CPU target (the employee list is given beside them). */
const targetCalls: ReadonlySet<string> = new Set(["get-perfiles", "get-usuarios"])
const cpuTarget = 2

/** The compared calls, as one caller with this token sends them (with a browser's Accept-Encoding when `encoding` is given). */
const calls = (url: string, token: string, encoding?: string): ReadonlyArray<readonly [string, LoadRequest]> => {
  const auth = { authorization: `Bearer ${token}`, ...(encoding === undefined ? {} : { "accept-encoding": encoding }) }
  const post = { method: "POST" as const, headers: { ...auth, "content-type": "application/json" }, body: "{}" }
  return [
    ["get-perfiles", { url: `${url}/api/get-perfiles`, ...post }],
    ["get-usuarios", { url: `${url}/api/get-usuarios`, ...post }],
    ["empleados (page 1 of 10, 100k)", { url: `${url}/api/empleados?pagina=1&por_pagina=10`, headers: auth }],
  ]
}

const ratios = async (databaseFile: string, options: { readonly distDir: string; readonly serverCpu: string }): Promise<Array<string>> => {
  const lines: Array<string> = []
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { cpus: options.serverCpu, databaseUrl: `sqlite:${databaseFile}` })
  const baseline = await startBaseline(databaseFile, options.serverCpu)
  try {
    const ourToken = await signIn(server.url)
    const theirToken = await signIn(baseline.url)
    const runsOf = [
      { how: "", ours: calls(server.url, ourToken), theirs: calls(baseline.url, theirToken) },
      { how: ", a browser's Accept-Encoding", ours: calls(server.url, ourToken, browserEncoding), theirs: calls(baseline.url, theirToken, browserEncoding) },
    ]
    const compared = runsOf.flatMap(({ how, ours, theirs }) => ours.map(([name, request], i) => ({ name: `${name}${how}`, short: name, request, other: theirs[i]?.[1] })))
    for (const { name, short, request, other } of compared) {
      if (other === undefined) continue
      // Each side's first answer must be a 200, else the ratio would compare refusals.
      for (const r of [request, other]) {
        const first = await fetch(r.url, { method: r.method ?? "GET", headers: r.headers ?? {}, ...(r.body === undefined ? {} : { body: r.body }) })
        if (!first.ok) throw new Error(`${r.url} answered ${first.status}: ${(await first.text()).slice(0, 200)}`)
        await first.arrayBuffer()
      }
      const before = loadAverage()
      // Alternated, ours then the baseline three times: on a shared machine both sides then
      // meet the same other work. Besides requests per second, each run measures the CPU each
      // server process spent per answer (/proc): on a busy machine the requests per second
      // follow the other work, the CPU per answer much less.
      const ourRuns: Array<RunFigures> = []
      const baselineRuns: Array<RunFigures> = []
      for (let run = 0; run < 3; run++) {
        ourRuns.push(await measureRun(request, server.process.pid ?? 0))
        baselineRuns.push(await measureRun(other, baseline.pid))
      }
      const a = medianFigures(ourRuns)
      const b = medianFigures(baselineRuns)
      const times = a.cpuUs / b.cpuUs
      const verdict = targetCalls.has(short) ? ` (target <= ${cpuTarget}: ${times <= cpuTarget ? "met" : "missed"})` : ""
      const line =
        `${name}: ours ${fixed(a.rps, 0)} req/s (p50 ${a.p50} / p99 ${a.p99} ms, ${a.errors} errors), ${fixed(a.cpuUs, 0)} us of CPU per answer | ` +
        `baseline ${fixed(b.rps, 0)} req/s (p50 ${b.p50} / p99 ${b.p99} ms), ${fixed(b.cpuUs, 0)} us of CPU per answer | ` +
        `ours ${fixed(times, 2)} times the baseline's CPU per answer${verdict}, ${fixed(a.rps / b.rps, 2)} of its req/s | load average ${before} -> ${loadAverage()}`
      console.log(line)
      lines.push(line)
    }
  } finally {
    await baseline.stop()
    await server.stop()
  }
  return lines
}

const profile = async (databaseFile: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const bundle = await buildServerBundle(profileBundleDir, { readable: true })
  const profileDir = mkdtempSync(join(tmpdir(), "ch-cpu-prof-"))
  try {
    const server = await startServerProcess(
      { DIST_DIR: options.distDir, SPA_BUILD: "skip" },
      { cpus: options.serverCpu, databaseUrl: `sqlite:${databaseFile}`, script: bundle, nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] },
    )
    let window: readonly [number, number] = [0, 0]
    let requests = 0
    try {
      const request = calls(server.url, await signIn(server.url))[profiledCall]?.[1]
      if (request === undefined) throw new Error(`no call ${profiledCall} to profile`)
      await autocannon({ ...request, connections: 8, duration: 2 })
      const from = Number(process.hrtime.bigint() / 1000n)
      const result = await autocannon({ ...request, connections: 8, duration: profileSeconds })
      window = [from, Number(process.hrtime.bigint() / 1000n)]
      requests = result.requests.total
      if (result.non2xx + result.errors > 0) throw new Error(`the profiled load had ${result.non2xx} non-2xx answers and ${result.errors} errors`)
    } finally {
      // SIGTERM: the server closes and exits, and node writes the profile on the way out.
      await server.stop()
    }
    const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"))
    if (file === undefined) throw new Error("the server wrote no CPU profile")
    return { summary: summariseProfile(join(profileDir, file), bundle, window[0], window[1]), requests }
  } finally {
    rmSync(profileDir, { recursive: true, force: true })
  }
}

const table = (header: string, rows: ReadonlyArray<ReadonlyArray<string>>): string =>
  [header, header.replace(/[^|]+/g, "---"), ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n")

export const benchRequestCost = async (options: { readonly distDir: string; readonly serverCpu: string; readonly scaleFile?: string }): Promise<void> => {
  await offServerCore(options.serverCpu, () => requestCost(options))
}

const requestCost = async (options: { readonly distDir: string; readonly serverCpu: string; readonly scaleFile?: string }): Promise<void> => {
  const started = new Date()
  const startLoad = loadAverage()
  console.log(`request cost: load average ${startLoad} (1, 5, 15 min)`)
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-costo-"))
  try {
    let databaseFile = options.scaleFile ?? process.env.BENCH_SCALE_DB
    if (databaseFile === undefined) {
      databaseFile = join(dir, "scale.db")
      console.log(`request cost: seed:scale (SQLite, ${employees} employees) in ${fixed(seedScaleDatabase(`sqlite:${databaseFile}`, employees), 1)} s`)
    }
    const ratioLines = await ratios(databaseFile, options)
    const profileLoad = loadAverage()
    const { summary, requests } = await profile(databaseFile, options)
    const perRequestUs = (ms: number) => (requests === 0 ? 0 : (ms * 1000) / requests)
    const share = (ms: number) => `${fixed((100 * ms) / summary.busyMs, 1)} %`
    const top = summary.frames.slice(0, 40)
    mkdirSync(join(root, "bench"), { recursive: true })
    writeFileSync(
      reportFile,
      [
        "# Where a small read's time goes",
        "",
        `Written by \`npm run bench -- --only costo\` (bench/request-cost.ts) on ${started.toISOString().slice(0, 16).replace("T", " ")} UTC.`,
        `Machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, node ${process.version}; the server pinned to CPU ${options.serverCpu}, the client (this process) to the others.`,
        `Load average (1, 5, 15 min) at the start ${startLoad}; when the profile started ${profileLoad}; at the end ${loadAverage()}.`,
        "",
        "## Against the baseline (same run)",
        "",
        "The server's CPU time per answer (/proc) and requests per second, 8 connections, the median of three 3-second runs each",
        `(ours and the baseline's alternated), on the scale seed's SQLite file (${employees} people); the baseline is bench/baseline-server.ts.`,
        `Target: ours at most ${cpuTarget} times the baseline's CPU per answer for get-perfiles and get-usuarios. Each call without, then with, a browser's Accept-Encoding (${browserEncoding}).`,
        "On a shared machine the CPU per answer is the steadier figure: the requests per second follow the other work.",
        "",
        ...ratioLines.map((l) => `- ${l}`),
        "",
        "## The profile",
        "",
        `The production bundle built readable (dist-server-cost/start.mjs) under \`node --cpu-prof\`, pinned to CPU ${options.serverCpu}; autocannon`,
        `sends ${calls("", "")[profiledCall]?.[0] ?? "?"} as the demo admin (81 option rights) on 8 connections for ${profileSeconds} s after a 2-second warm-up:`,
        `${requests} answers. Self time inside that window${summary.windowed ? "" : " (no sample fell inside the window: every sample counted)"}: ${fixed(summary.busyMs, 0)} ms busy,`,
        `${fixed(summary.idleMs, 0)} ms idle; ${fixed(perRequestUs(summary.busyMs), 0)} us of CPU per request.`,
        "",
        "### By package",
        "",
        table(
          "| where | self ms | share | us per request |",
          summary.groups.filter((g) => g.ms >= summary.busyMs / 1000).map((g) => [g.group, fixed(g.ms, 0), share(g.ms), fixed(perRequestUs(g.ms), 1)]),
        ),
        "",
        `### The ${top.length} heaviest frames (self time)`,
        "",
        table(
          "| function | source | self ms | share |",
          top.map((f) => [`\`${f.name}\``, f.where === "" ? "(native)" : `\`${f.where}\``, fixed(f.ms, 0), share(f.ms)]),
        ),
        "",
      ].join("\n"),
    )
    console.log(`request cost: profile of ${requests} ${calls("", "")[profiledCall]?.[0] ?? "?"} answers, ${fixed(perRequestUs(summary.busyMs), 0)} us of CPU each; written to bench/request-cost.md`)
    for (const g of summary.groups.slice(0, 12)) console.log(`  ${g.group}: ${share(g.ms)} (${fixed(perRequestUs(g.ms), 1)} us per request)`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`request cost: load average after ${loadAverage()}`)
}
