import { spawnSync } from "node:child_process"
import { cpus } from "node:os"

/**
 * Moves every thread of this process (the timed client, autocannon, the other users' thread) off
 * the server's core, and back to all cores with `undefined`: a client woken on the server's core
 * preempts it mid-answer, and the figures then charge the client's work to the server.
 */
export const clientAffinity = (serverCpu: string | undefined): void => {
  const all = `0-${cpus().length - 1}`
  const others = cpus()
    .map((_, i) => String(i))
    .filter((i) => i !== serverCpu)
    .join(",")
  spawnSync("taskset", ["-a", "-p", "-c", serverCpu === undefined || others === "" ? all : others, String(process.pid)], { stdio: "ignore" })
}

/** Runs `measure` with this process off the server's core. */
export const offServerCore = async <A>(serverCpu: string, measure: () => Promise<A>): Promise<A> => {
  clientAffinity(serverCpu)
  try {
    return await measure()
  } finally {
    clientAffinity(undefined)
  }
}
