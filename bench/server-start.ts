import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildServerBundle } from "../server/server-bundle.mjs"
import { startServerProcess } from "../tests/support/server-process"
import { residentMiB } from "./process-memory"
import { seedScaleDatabase } from "./scale-db"
import { fixed, median, pause } from "./stats"

// Issue 17.1, the production server: `npm start` runs the esbuild bundle (server/server-bundle.mjs)
// with plain node instead of the sources under tsx. On the 100,000-person SQLite file, pinned to
// one core: how long the bundle takes to build, the time from spawning the process to its first
// answer, and its resident memory at rest (idle after start, and idle again after a sign-in and a
// few reads), the median of three starts; the same for the sources under tsx, the previous way.
// Printed; `--only servidor` runs just this section (BENCH_SCALE_DB=<file> reuses a seeded file).

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
const memoryTarget = 120
const startTarget = 2000
const starts = 3
const settleMs = 5000

/**
 * CPU seconds a process has used (user + system, /proc/<pid>/stat at 100 ticks a second): what a
 * start costs on a busy machine, where the wall time mostly measures the other processes.
 */
const cpuSeconds = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}


const directorySize = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = join(dir, entry.name)
    return sum + (entry.isDirectory() ? directorySize(file) : statSync(file).size)
  }, 0)

/** A sign-in and the reads every session makes first, so "after use" holds what serving costs. */
const use = async (url: string): Promise<void> => {
  const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!login.ok) throw new Error(`sign-in answered ${login.status}`)
  const { token } = (await login.json()) as { token: string }
  for (const path of ["/datos-indicadores", "/get-perfiles", "/get-usuarios", "/empleados?pagina=1"]) {
    const response = await fetch(`${url}/api${path}`, {
      method: path.startsWith("/get-") ? "POST" : "GET",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      ...(path.startsWith("/get-") ? { body: "{}" } : {}),
    })
    await response.arrayBuffer()
  }
}

const measure = async (databaseUrl: string, distDir: string, serverCpu: string, sources: boolean) => {
  const samples: Array<{ startMs: number; startCpu: number; restMiB: number; usedMiB: number }> = []
  for (let i = 0; i < starts; i++) {
    const server = await startServerProcess({ DIST_DIR: distDir }, { databaseUrl, cpus: serverCpu, sources, timeoutMs: 300_000 })
    try {
      const pid = server.process.pid ?? 0
      const startCpu = cpuSeconds(pid)
      await pause(settleMs)
      const restMiB = residentMiB(pid)
      await use(server.url)
      await pause(settleMs)
      samples.push({ startMs: server.startMs, startCpu, restMiB, usedMiB: residentMiB(pid) })
    } finally {
      await server.stop()
    }
  }
  return {
    startMs: median(samples.map((s) => s.startMs)),
    startCpu: median(samples.map((s) => s.startCpu)),
    restMiB: median(samples.map((s) => s.restMiB)),
    usedMiB: median(samples.map((s) => s.usedMiB)),
  }
}

export const benchServerStart = async (options: { readonly distDir: string; readonly serverCpu: string; readonly scaleFile?: string }): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-servidor-"))
  try {
    const started = performance.now()
    const bundleDir = join(dir, "bundle")
    const entry = await buildServerBundle(bundleDir)
    console.log(
      `server bundle: built in ${fixed((performance.now() - started) / 1000, 1)} s, ${fixed(statSync(entry).size / 2 ** 20, 1)} MiB entry, ${fixed(directorySize(bundleDir) / 2 ** 20, 1)} MiB with its lazy chunks`,
    )
    let scaleFile = options.scaleFile ?? process.env.BENCH_SCALE_DB
    if (scaleFile === undefined) {
      scaleFile = join(dir, "scale.db")
      console.log(`seed:scale (SQLite, ${employees} employees) for the server section: ${fixed(seedScaleDatabase(`sqlite:${scaleFile}`, employees), 1)} s`)
    }
    const databaseUrl = `sqlite:${scaleFile}`
    for (const [label, sources] of [
      ["bundle, plain node (npm start)", false],
      ["sources under tsx (before)", true],
    ] as const) {
      const figures = await measure(databaseUrl, options.distDir, options.serverCpu, sources)
      console.log(
        `server ${label}, SQLite ${employees} people: start to first answer ${fixed(figures.startMs, 0)} ms (target < ${startTarget}) using ${fixed(figures.startCpu, 2)} s of CPU, resident at rest ${fixed(figures.restMiB, 0)} MiB (target < ${memoryTarget}), after a sign-in and four reads ${fixed(figures.usedMiB, 0)} MiB; median of ${starts} starts`,
      )
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
