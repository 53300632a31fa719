import { type ChildProcess, spawn } from "node:child_process"
import { copyFileSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { ensureServerBundle } from "../../server/server-bundle.mjs"
import { seedDays } from "./seed-days"

// Starts the real server the way `npm start` does, as its own process on a free port with its
// own SQLite file, for the browser tests and the benchmarks: the esbuild bundle run by plain node
// (built by the first caller of a run when the sources changed, then shared: a few seconds once
// instead of tsx's few seconds at every start). CH_SERVER_SOURCES=1 runs the sources under tsx.
// That is one server process, as a platform that restarts it would run; `supervised` runs
// `npm start`'s own path instead (server/launch.mjs: a supervisor and SERVER_PROCESSES workers).

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly databaseFile: string
  readonly process: ChildProcess
  /** From spawning the process to its first answer (the bench's start-up figure). */
  readonly startMs: number
  /** What the process (and, supervised, its workers) printed so far. */
  output(): string
  stop(): Promise<void>
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address !== null ? address.port : 0
      probe.close(() => resolve(port))
    })
  })

const waitUntilAnswering = async (url: string, child: ChildProcess, timeoutMs: number): Promise<void> => {
  // Polled often: a bundled server answers in about a second, and the bench times that.
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/assets/config.json`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25))
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`)
}

/**
 * `<days>|<file>`: a SQLite file migrated and seeded with the demo on those days
 * (tests/support/demo-template.ts), set by the browser project's global setup. A server on a
 * database of its own that would seed the demo starts from a copy of it.
 */
export const demoTemplateVariable = "CH_DEMO_TEMPLATE"

const demoTemplate = (): string | undefined => {
  const value = process.env[demoTemplateVariable]
  const bar = value?.indexOf("|") ?? -1
  if (value === undefined || bar < 0 || value.slice(0, bar) !== seedDays()) return undefined
  return value.slice(bar + 1)
}

const exitWithParent = join(dirname(fileURLToPath(import.meta.url)), "exit-with-parent.cjs")

/**
 * `1` (the browser project's global setup): a plain start (no env, no options) takes the spare
 * server started when the previous plain one was taken, and starts the next spare. A worker runs
 * its files one after another, and a file's start-up (seconds of a loaded machine) then overlaps
 * the previous file's tests, which mostly wait on the browser. Each spare is a fresh server on a
 * fresh copy of the demo, never used before it is taken.
 */
export const spareServerVariable = "CH_SPARE_SERVER"
let spare: Promise<RunningServer> | undefined
const spares = new Set<RunningServer>()
let killSparesOnExit = false

/** Whether the process and its pipes keep the worker's event loop alive: a spare nobody took must not. */
const holdsWorker = (server: RunningServer, hold: boolean): void => {
  for (const handle of [server.process, server.process.stdin, server.process.stdout, server.process.stderr]) {
    const h = handle as { ref?: () => void; unref?: () => void } | null
    if (hold) h?.ref?.()
    else h?.unref?.()
  }
}

const startSpare = (): void => {
  const next = launchServerProcess({}, {})
  spare = next
  next.then(
    (server) => {
      spares.add(server)
      holdsWorker(server, false)
    },
    () => undefined,
  )
  if (!killSparesOnExit) {
    killSparesOnExit = true
    process.once("exit", () => {
      for (const server of spares) {
        server.process.kill("SIGKILL")
        rmSync(dirname(server.databaseFile), { recursive: true, force: true })
      }
    })
  }
}

export const startServerProcess = async (env: NodeJS.ProcessEnv = {}, options: Parameters<typeof launchServerProcess>[1] = {}): Promise<RunningServer> => {
  const plain = Object.keys(env).length === 0 && Object.keys(options).length === 0 && process.env[spareServerVariable] === "1"
  if (!plain) return launchServerProcess(env, options)
  const taken = spare ?? launchServerProcess({}, {})
  spare = undefined
  let server: RunningServer
  try {
    server = await taken
  } catch {
    // A spare that failed (its template gone with a new day, say): a start of its own.
    server = await launchServerProcess({}, {})
  }
  spares.delete(server)
  holdsWorker(server, true)
  startSpare()
  return server
}

const launchServerProcess = async (
  env: NodeJS.ProcessEnv = {},
  options: {
    readonly databaseUrl?: string
    readonly timeoutMs?: number
    /** Pins the server to these CPUs (taskset), so a benchmark measures one core. */
    readonly cpus?: string
    /** Another script to run with plain node instead of the production bundle. */
    readonly script?: string
    /** Run server/launch.mjs, as `npm start` does: the bundle under its supervisor. */
    readonly supervised?: boolean
    /** Run server/start.ts under tsx instead of the bundle (default: CH_SERVER_SOURCES=1). */
    readonly sources?: boolean
    /** Flags for node itself, before the script (the bench's `--cpu-prof`, which NODE_OPTIONS refuses). */
    readonly nodeArgs?: ReadonlyArray<string>
  } = {},
): Promise<RunningServer> => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), "ch-server-"))
  const databaseFile = join(dir, "capital-humano.db")
  const template = options.databaseUrl === undefined && env.SEED === undefined && env.DATABASE_URL === undefined ? demoTemplate() : undefined
  if (template !== undefined) copyFileSync(template, databaseFile)
  const output: Array<string> = []
  const flags = [...(options.nodeArgs ?? []), "--require", exitWithParent]
  const script = options.script ?? (options.supervised === true ? "server/launch.mjs" : undefined)
  const node =
    script !== undefined
      ? [process.execPath, ...flags, script]
      : (options.sources ?? process.env.CH_SERVER_SOURCES === "1")
        ? [process.execPath, ...flags, "--import", "tsx", "server/start.ts"]
        : [process.execPath, ...flags, await ensureServerBundle()]
  const [command, ...args] = options.cpus === undefined ? node : ["taskset", "-c", options.cpus, ...node]
  const child = spawn(command!, args, {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl ?? `sqlite:${databaseFile}`,
      ...env,
    },
    // stdin stays open for exit-with-parent.cjs: it closes when this process ends.
    stdio: ["pipe", "pipe", "pipe"],
  })
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  const spawned = performance.now()
  try {
    await waitUntilAnswering(url, child, options.timeoutMs ?? 90_000)
  } catch (error) {
    child.kill("SIGKILL")
    throw new Error(`${String(error)}\n--- server output ---\n${output.join("")}`)
  }
  const startMs = performance.now() - spawned
  return {
    url,
    port,
    databaseFile,
    process: child,
    startMs,
    output: () => output.join(""),
    stop: async () => {
      // A process killed by a signal has no exit code, only a signal code.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r))
        child.kill("SIGTERM")
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))])
        if (child.exitCode === null) child.kill("SIGKILL")
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
