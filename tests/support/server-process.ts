import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

// Starts the real server the way `npm start` does, as its own process on a free port with its
// own SQLite file, for the browser tests and the benchmarks.

export interface RunningServer {
  readonly url: string
  readonly port: number
  readonly databaseFile: string
  readonly process: ChildProcess
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
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${url}/assets/config.json`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the server did not answer at ${url} within ${timeoutMs} ms`)
}

export const startServerProcess = async (
  env: NodeJS.ProcessEnv = {},
  options: {
    readonly databaseUrl?: string
    readonly timeoutMs?: number
    /** Pins the server to these CPUs (taskset), so a benchmark measures one core. */
    readonly cpus?: string
    /** A bundled server (e.g. from esbuild) run with plain node: starts in a second, not five. */
    readonly script?: string
  } = {},
): Promise<RunningServer> => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), "ch-server-"))
  const databaseFile = join(dir, "capital-humano.db")
  const output: Array<string> = []
  const node = options.script === undefined ? [process.execPath, "--import", "tsx", "server/start.ts"] : [process.execPath, options.script]
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
    stdio: ["ignore", "pipe", "pipe"],
  })
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(url, child, options.timeoutMs ?? 90_000)
  } catch (error) {
    child.kill("SIGKILL")
    throw new Error(`${String(error)}\n--- server output ---\n${output.join("")}`)
  }
  return {
    url,
    port,
    databaseFile,
    process: child,
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
