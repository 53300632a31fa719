import { afterAll, describe, expect, it } from "vitest"
import { PoolJobError, WorkerPool, defaultPoolSize } from "../../server/workers/pool"
import type { JobKind } from "../../server/workers/protocol"

// The pool's promises with a worker that misbehaves on purpose (fixtures/pool-test-worker.mjs):
// a job that hangs past its limit, runs out of its heap or kills its thread fails alone, its
// worker is replaced, and the next job runs on a fresh one; a refusal and a thrown defect leave
// the worker in place.

const pool = new WorkerPool({
  size: 1,
  resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4 },
  entry: () => ({ url: new URL("./fixtures/pool-test-worker.mjs", import.meta.url) }),
})
afterAll(() => pool.close())

const run = (kind: string, input: unknown = null, timeoutMs = 20_000) => pool.run(kind as JobKind, input as never, { timeoutMs })

const failureOf = async (job: Promise<unknown>) => {
  try {
    await job
  } catch (error) {
    if (error instanceof PoolJobError) return error.failure
    throw error
  }
  throw new Error("the job did not fail")
}

describe("the worker pool", () => {
  it("answers jobs in order on one worker, and queues what finds none free", async () => {
    const answers = await Promise.all([run("echo", 1), run("echo", { a: [2] }), run("echo", "tres")])
    expect(answers).toEqual([1, { a: [2] }, "tres"])
    expect(pool.liveWorkers).toBe(1)
  })

  it("passes a job's refusal on with its status, and a thrown defect as a crash, keeping the worker", async () => {
    expect(await failureOf(run("refuse"))).toEqual({ _tag: "Refused", status: 413, message: "Demasiado grande" })
    expect(await failureOf(run("throw"))).toMatchObject({ _tag: "Crashed", cause: "Error: a defect" })
    expect(pool.liveWorkers).toBe(1)
    expect(await run("echo", "sigue")).toBe("sigue")
  })

  it("stops a job past its time limit with its worker; a queued job runs on a fresh one", async () => {
    const [hung, next] = await Promise.allSettled([run("hang", null, 300), run("echo", "después")])
    expect(hung.status === "rejected" && (hung.reason as PoolJobError).failure).toEqual({ _tag: "TimedOut", ms: 300 })
    expect(next).toEqual({ status: "fulfilled", value: "después" })
  })

  it("ends a worker that runs out of its heap, or exits, and fails only its job", async () => {
    expect(await failureOf(run("alloc"))).toEqual({ _tag: "OutOfMemory" })
    expect(await run("echo", 1)).toBe(1)
    expect(await failureOf(run("exit"))).toMatchObject({ _tag: "Crashed" })
    expect(await run("echo", 2)).toBe(2)
    expect(pool.liveWorkers).toBe(1)
  })

  it("is sized for the cores: two at least, one per spare core, four at most", () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultPoolSize(cores))).toEqual([2, 2, 2, 3, 4, 4])
  })
})
