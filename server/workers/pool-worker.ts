import { setPriority } from "node:os"
import { parentPort } from "node:worker_threads"
import { JobRefusal } from "./job-refusal"
import type { JobInput, JobKind, JobOutput, WorkerAnswer, WorkerRequest } from "./protocol"

// A worker thread of the pool (pool.ts): it runs one job at a time and answers each with its
// output or its failure. A job's module is loaded by its first job (most workers never lay out
// a PDF). A bytes output is moved to the main thread, not copied.

type Handlers = { readonly [K in JobKind]: (input: JobInput<K>) => Promise<JobOutput<K>> }

const handlers: Handlers = {
  pdf: async (input) => (await import("../pdf/layout")).layoutPdf(input),
  importRead: async (input) => (await import("../personal/gestion-personal-import-read")).readImportFile(input),
  sheetChunk: async (input) => (await import("../exports/sheet-chunk")).sheetChunk(input),
  importTemplate: async (input) => (await import("../personal/gestion-personal-import-workbook")).templateWorkbook(input),
  zipFiles: async (input) => (await import("../records/document-zip")).zipFiles(input),
  dc3Entry: async (input) => (await import("../formacion/formatos-dc3-entry")).dc3Entry(input),
}

/** A Uint8Array output that owns its whole buffer can be moved; a view into a pool is copied first. */
const movable = (output: unknown): { output: unknown; transfer: Array<ArrayBuffer> } => {
  const bytes = output instanceof Uint8Array ? output : (output as { deflated?: unknown } | null)?.deflated
  if (!(bytes instanceof Uint8Array)) return { output, transfer: [] }
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? bytes : new Uint8Array(bytes)
  const moved = output instanceof Uint8Array ? own : { ...(output as object), deflated: own }
  return { output: moved, transfer: [own.buffer as ArrayBuffer] }
}

const port = parentPort
if (port === null) throw new Error("pool-worker runs only as a worker thread")

// A worker's job is a download someone waits seconds for; the request thread answers everyone
// else in milliseconds. On a busy core the two get equal turns, and a small request waited out
// the worker's slices (a zip of 500 DC-3s kept GET /api/sesion up to 300 ms). Linux keeps the
// nice value per thread, and pid 0 names the calling thread: this worker yields to the request
// thread and takes every idle cycle still. Where that is refused (other systems) the default stays.
const workerNice = 10
try {
  setPriority(0, workerNice)
} catch {
  // Not permitted here: the worker runs at the process's priority.
}

port.on("message", (request: WorkerRequest) => {
  const run = handlers[request.kind] as (input: unknown) => Promise<unknown>
  run(request.input).then(
    (result) => {
      const { output, transfer } = movable(result)
      port.postMessage({ id: request.id, ok: true, output } satisfies WorkerAnswer, transfer)
    },
    (error: unknown) => {
      const failure = error instanceof JobRefusal ? { status: error.status, message: error.message } : { message: error instanceof Error ? (error.stack ?? error.message) : String(error) }
      port.postMessage({ id: request.id, ok: false, failure } satisfies WorkerAnswer)
    },
  )
})
