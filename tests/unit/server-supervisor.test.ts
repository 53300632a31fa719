import { describe, expect, it } from "vitest"
import { ConfigProblem } from "../../server/config"
import { serverProcessesFrom } from "../../server/supervisor/process-count"
import { crashesAfter, maxDelayMs, restartDelayMs, stableMs } from "../../server/supervisor/restart-delay"
import { prepareVariable, workerEnv } from "../../server/supervisor/worker-env"

describe("SERVER_PROCESSES", () => {
  it.each([
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
    [16, 4],
  ])("defaults on %i cores to %i", (cores, expected) => {
    expect(serverProcessesFrom(undefined, cores)).toBe(expected)
    expect(serverProcessesFrom(" ", cores)).toBe(expected)
  })

  it("takes a number from 1 to 64 whatever the cores", () => {
    expect(serverProcessesFrom("1", 8)).toBe(1)
    expect(serverProcessesFrom("12", 2)).toBe(12)
  })

  it.each(["0", "-1", "1.5", "dos", "65"])("refuses %s, saying why", (raw) => {
    expect(() => serverProcessesFrom(raw, 2)).toThrow(ConfigProblem)
    expect(() => serverProcessesFrom(raw, 2)).toThrow(/SERVER_PROCESSES must be a whole number from 1 to 64/)
  })
})

describe("restarting a process that died", () => {
  it("starts the first replacement at once, then waits longer each time it dies young, up to a limit", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelayMs)).toEqual([0, 1000, 2000, 4000, 8000, 16000, maxDelayMs, maxDelayMs, maxDelayMs])
  })

  it("counts deaths in a row only while each process lived less than the stable time", () => {
    expect(crashesAfter(0, 10)).toBe(1)
    expect(crashesAfter(3, stableMs - 1)).toBe(4)
    expect(crashesAfter(5, stableMs)).toBe(1)
  })
})

describe("what each supervised process is told", () => {
  it("lets only the first prepare, and only the first slot run the scheduled job", () => {
    expect(workerEnv(0, true)).toEqual({ [prepareVariable]: "1" })
    expect(workerEnv(0, false)).toEqual({ [prepareVariable]: "0" })
    expect(workerEnv(1, false)).toEqual({ [prepareVariable]: "0", JOB_INTERVAL_MS: "0" })
    expect(workerEnv(3, false)).toEqual({ [prepareVariable]: "0", JOB_INTERVAL_MS: "0" })
  })
})
