import * as os from "node:os"
import { type ResourceLimits, Worker } from "node:worker_threads"
import type { JobFailure, JobInput, JobKind, JobOutput, WorkerAnswer, WorkerRequest } from "./protocol"

// The CPU-heavy or memory-hungry work a request can cause (PDF layout, xlsx reading and
// writing) runs on a few worker threads, so the main thread keeps answering everybody else while
// one document is laid out. Each worker has its own heap cap; a job that overruns it, crashes its
// worker or passes its time limit ends only that worker (a fresh one takes the next job) and
// fails only its own request.

/** Why a job did not give its output. */
export type PoolFailure =
  /** The job refused its input (a malformed file, a limit): the status and Spanish message to answer. */
  | { readonly _tag: "Refused"; readonly status: number; readonly message: string }
  /** Its worker ran out of its heap cap. */
  | { readonly _tag: "OutOfMemory" }
  /** It passed its time limit; its worker was stopped. */
  | { readonly _tag: "TimedOut"; readonly ms: number }
  /** It threw, or its worker died: the server's defect. */
  | { readonly _tag: "Crashed"; readonly cause: string }

export class PoolJobError extends Error {
  constructor(readonly failure: PoolFailure) {
    super(failure._tag === "Crashed" ? failure.cause : failure._tag)
  }
}

export interface PoolOptions {
  readonly size: number
  readonly resourceLimits: ResourceLimits
  /** The worker's script, and what the Worker constructor needs to run it. */
  readonly entry: () => { readonly url: URL; readonly execArgv?: ReadonlyArray<string> }
}

interface Pending {
  readonly request: WorkerRequest
  readonly transfer: ReadonlyArray<ArrayBuffer>
  readonly timeoutMs: number
  readonly resolve: (output: unknown) => void
  readonly reject: (error: PoolJobError) => void
}

interface Slot {
  readonly worker: Worker
  job: Pending | undefined
  timer: NodeJS.Timeout | undefined
  /** Ends the worker when it has had nothing to do for a while. */
  idle: NodeJS.Timeout | undefined
  dead: boolean
}

// A worker left idle this long ends, so a server at rest holds no worker's heap (pdfmake alone
// is several MiB); the next job starts one again in tens of milliseconds.
const idleMs = 60_000

const memoryCode = "ERR_WORKER_OUT_OF_MEMORY"

export class WorkerPool {
  private readonly slots: Array<Slot> = []
  private readonly queue: Array<Pending> = []
  private nextId = 1
  private closed = false

  constructor(private readonly options: PoolOptions) {}

  /** Runs one job on a free worker (queued while all are busy; the time limit starts when it starts). */
  run<K extends JobKind>(kind: K, input: JobInput<K>, options: { readonly timeoutMs: number; readonly transfer?: ReadonlyArray<ArrayBuffer> }): Promise<JobOutput<K>> {
    if (this.closed) return Promise.reject(new PoolJobError({ _tag: "Crashed", cause: "worker pool closed" }))
    return new Promise<JobOutput<K>>((resolve, reject) => {
      const job: Pending = {
        request: { id: this.nextId++, kind, input },
        transfer: options.transfer ?? [],
        timeoutMs: options.timeoutMs,
        resolve: resolve as (output: unknown) => void,
        reject,
      }
      this.queue.push(job)
      try {
        this.dispatch()
      } catch (error) {
        // No worker could be started (its script is missing): this job fails, and leaves the queue.
        const index = this.queue.indexOf(job)
        if (index !== -1) this.queue.splice(index, 1)
        reject(new PoolJobError({ _tag: "Crashed", cause: String(error) }))
      }
    })
  }

  /** Workers alive now (for tests and the bench). */
  get liveWorkers(): number {
    return this.slots.length
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.closed = true
    for (const job of this.queue.splice(0)) job.reject(new PoolJobError({ _tag: "Crashed", cause: "worker pool closed" }))
    await Promise.all(this.slots.map((slot) => this.retire(slot, { _tag: "Crashed", cause: "worker pool closed" })))
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.job === undefined && !s.dead) ?? (this.slots.length < this.options.size ? this.spawn() : undefined)
      if (slot === undefined) return
      const job = this.queue.shift()!
      slot.job = job
      clearTimeout(slot.idle)
      // A busy worker keeps the process alive (a script awaiting its job); an idle one does not.
      slot.worker.ref()
      slot.timer = setTimeout(() => void this.retire(slot, { _tag: "TimedOut", ms: job.timeoutMs }), job.timeoutMs)
      try {
        slot.worker.postMessage(job.request, [...job.transfer])
      } catch (error) {
        // The input could not be cloned: a defect of the caller, the worker is fine.
        clearTimeout(slot.timer)
        slot.job = undefined
        slot.worker.unref()
        job.reject(new PoolJobError({ _tag: "Crashed", cause: String(error) }))
      }
    }
  }

  private spawn(): Slot {
    const { url, execArgv } = this.options.entry()
    const worker = new Worker(url, { resourceLimits: this.options.resourceLimits, ...(execArgv === undefined ? {} : { execArgv: [...execArgv] }) })
    // An idle worker does not keep the process alive (a server's close, a test's end).
    worker.unref()
    const slot: Slot = { worker, job: undefined, timer: undefined, idle: undefined, dead: false }
    worker.on("message", (answer: WorkerAnswer) => this.answered(slot, answer))
    worker.on("error", (error: Error & { code?: string }) =>
      void this.retire(slot, error.code === memoryCode ? { _tag: "OutOfMemory" } : { _tag: "Crashed", cause: error.stack ?? String(error) }),
    )
    worker.on("exit", (code) => void this.retire(slot, { _tag: "Crashed", cause: `worker exited with code ${code}` }))
    this.slots.push(slot)
    return slot
  }

  private answered(slot: Slot, answer: WorkerAnswer): void {
    const job = slot.job
    if (job === undefined || answer.id !== job.request.id) return
    clearTimeout(slot.timer)
    slot.job = undefined
    slot.worker.unref()
    if (answer.ok) job.resolve(answer.output)
    else job.reject(new PoolJobError(refusalOrCrash(answer.failure)))
    this.dispatch()
    if (slot.job === undefined) {
      slot.idle = setTimeout(() => void this.retire(slot, { _tag: "Crashed", cause: "idle" }), idleMs)
      slot.idle.unref()
    }
  }

  /** Ends a worker (timed out, crashed, out of memory, or closing) and fails its job with `failure`. */
  private async retire(slot: Slot, failure: PoolFailure): Promise<void> {
    if (slot.dead) return
    slot.dead = true
    clearTimeout(slot.timer)
    clearTimeout(slot.idle)
    const index = this.slots.indexOf(slot)
    if (index !== -1) this.slots.splice(index, 1)
    const job = slot.job
    slot.job = undefined
    job?.reject(new PoolJobError(failure))
    // A fresh worker takes the queue's next job at once; this one's memory goes with it.
    if (!this.closed) this.dispatch()
    await slot.worker.terminate()
  }
}

const refusalOrCrash = (failure: JobFailure): PoolFailure =>
  failure.status === undefined ? { _tag: "Crashed", cause: failure.message } : { _tag: "Refused", status: failure.status, message: failure.message }

/**
 * Two workers at least (a long export does not hold up every PDF), one per spare core above
 * that, four at most: each holds its own heap, and the main thread keeps a core.
 */
export const defaultPoolSize = (cores = os.availableParallelism()): number => Math.min(4, Math.max(2, cores - 1))
