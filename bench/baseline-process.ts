import { spawn } from "node:child_process"
import { freePort } from "../tests/support/server-process"

// Starts bench/baseline-server.ts as its own process, pinned like the product's server.
export const startBaseline = async (databaseFile: string, cpus: string) => {
  const port = await freePort()
  const child = spawn("taskset", ["-c", cpus, process.execPath, "--import", "tsx", "bench/baseline-server.ts"], {
    env: { ...process.env, BASELINE_DB: databaseFile, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("baseline listening")) resolve()
    })
    child.once("exit", (code) => reject(new Error(`the baseline exited with code ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    /** taskset execs node, so this is the baseline's own process. */
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once("exit", r))
      child.kill("SIGTERM")
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))])
      if (child.exitCode === null) child.kill("SIGKILL")
    },
  }
}
