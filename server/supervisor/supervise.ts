import cluster, { type Worker } from "node:cluster"
import { crashesAfter, restartDelayMs } from "./restart-delay"
import { workerEnv } from "./worker-env"

// `npm start`'s supervisor: the primary of a node:cluster. It runs no application code: it
// forks the server processes, which share the port through it (it accepts each connection and
// hands it to them in turn), and starts a new one when one dies, until SIGINT or SIGTERM.
// - The first process prepares the database and the SPA; the others are forked once it
//   listens. When it dies before it ever listened (bad configuration, no database), there is
//   nothing to keep up: the supervisor stops with its exit code instead of retrying.
// - A process that dies later is replaced in its slot, at once the first time and then with a
//   growing wait while it keeps dying young (restart-delay.ts).
// - SIGINT/SIGTERM: no more restarts; every process gets SIGTERM and closes as when run alone;
//   the supervisor exits once all have, or kills them after `stopTimeoutMs`.
// A process whose supervisor dies exits too (node:cluster ends a worker whose channel closes).

export interface SuperviseOptions {
  /** The script every process runs: the server's own entry point. */
  readonly exec: string
  readonly processes: number
  readonly log?: (line: string) => void
  readonly stopTimeoutMs?: number
}

interface Slot {
  readonly index: number
  worker: Worker | undefined
  startedAt: number
  crashes: number
  restart: NodeJS.Timeout | undefined
}

export const supervise = (options: SuperviseOptions): void => {
  const log = options.log ?? ((line: string) => console.log(line))
  const slots: Array<Slot> = Array.from({ length: options.processes }, (_, index) => ({
    index,
    worker: undefined,
    startedAt: 0,
    crashes: 0,
    restart: undefined,
  }))
  let up = false
  let stopping = false
  const name = (slot: Slot, worker: Worker) => `Server process ${slot.index + 1} of ${slots.length} (pid ${worker.process.pid})`

  const live = () => slots.filter((s) => s.worker !== undefined)

  const exitWhenAllGone = (code: number) => {
    if (live().length === 0) process.exit(code)
  }

  let stopCode = 0
  const stop = (reason: string, code: number) => {
    if (stopping) return
    stopping = true
    stopCode = code
    const count = live().length
    log(count === 0 ? `${reason}: stopping` : `${reason}: stopping ${count} server process${count === 1 ? "" : "es"}`)
    for (const slot of slots) clearTimeout(slot.restart)
    for (const slot of live()) slot.worker?.process.kill("SIGTERM")
    const force = setTimeout(() => {
      for (const slot of live()) slot.worker?.process.kill("SIGKILL")
      process.exit(1)
    }, options.stopTimeoutMs ?? 15_000)
    force.unref()
    exitWhenAllGone(code)
  }

  const fork = (slot: Slot, prepare: boolean) => {
    slot.restart = undefined
    slot.startedAt = Date.now()
    const worker = cluster.fork(workerEnv(slot.index, prepare))
    slot.worker = worker
    worker.on("listening", (address) => {
      log(`${name(slot, worker)} listening on port ${address.port}`)
      if (up) return
      up = true
      for (const other of slots) if (other.worker === undefined && !stopping) fork(other, false)
    })
    worker.on("exit", (code, signal) => {
      slot.worker = undefined
      const how = signal === null ? `with code ${code}` : `on ${signal}`
      if (stopping) {
        exitWhenAllGone(stopCode)
        return
      }
      if (!up) {
        log(`${name(slot, worker)} exited ${how} before it listened`)
        stop("Start-up failed", code === 0 || code === null ? 1 : code)
        return
      }
      slot.crashes = crashesAfter(slot.crashes, Date.now() - slot.startedAt)
      const delay = restartDelayMs(slot.crashes)
      log(`${name(slot, worker)} exited ${how}; a new one starts ${delay === 0 ? "now" : `in ${delay / 1000} s`}`)
      slot.restart = setTimeout(() => fork(slot, false), delay)
    })
  }

  cluster.setupPrimary({ exec: options.exec })
  process.on("SIGINT", () => stop("SIGINT", 0))
  process.on("SIGTERM", () => stop("SIGTERM", 0))
  log(`Supervising ${slots.length} server process${slots.length === 1 ? "" : "es"}`)
  fork(slots[0]!, true)
}
