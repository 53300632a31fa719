import { describe, expect, it } from "vitest"
import { type EventObject, SimulatedClock, type SnapshotFrom, createActor, fromPromise } from "xstate"
import { idleTimings } from "../../domain/idle-warning"
import { type InactivityInput, inactivityMachine } from "../../machines/inactivity"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof inactivityMachine>

// The keep-alive never settles on its own here: each path sends its done/error event.
const machine = inactivityMachine.provide({ actors: { extendSession: fromPromise<void>(() => new Promise<void>(() => {})) } })

const after = {
  warn: "xstate.after.warnAfter.inactivity.countdown.counting",
  lead: "xstate.after.lead.inactivity.countdown.warning",
  tick: "xstate.after.1000.inactivity.countdown.warning.ticking",
  keepAlive: "xstate.after.keepAlive.inactivity.server.fresh",
} as const

const events = [
  { type: "ACTIVITY" },
  { type: "EXTEND" },
  { type: "SIGN_OUT" },
  { type: "SET_TIMEOUT", timeoutMs: 3000 },
  ...Object.values(after).map((type) => ({ type })),
  { type: "xstate.done.actor.extendSession", output: undefined },
  { type: "xstate.error.actor.extendSession", error: new Error("offline") },
] as const

const emittedTypes = (env: ReplayEnv) => env.emitted.map((e: EventObject) => e.type)

const countdownChecks: Record<string, (s: Snap, env: ReplayEnv) => void> = {
  counting: (s, env) => {
    expect(emittedTypes(env)).toEqual([])
    // An answered keep-alive (the activity's or the button's) starts the count again from here.
    if (env.lastEvent?.type === "xstate.done.actor.extendSession") expect(s.matches({ server: "fresh" })).toBe(true)
  },
  '{"warning":"ticking"}': (s, env) => {
    expect(emittedTypes(env)).toEqual([])
    const lead = idleTimings(s.context.timeoutMs).leadMs
    expect(s.context.secondsLeft).toBe(Math.ceil(lead / 1000))
    expect(s.context.endsAt).toBe(lead)
    // Only the failed request of the button shows its message.
    if (env.lastEvent?.type === "xstate.error.actor.extendSession") expect(s.context.extendFailed).toBe(true)
  },
  timedOut: (_s, env) => expect(emittedTypes(env)).toEqual(["timedOut"]),
  signedOut: (_s, env) => expect(emittedTypes(env)).toEqual(["signOut"]),
}

const serverChecks: Record<string, (s: Snap, env: ReplayEnv) => void> = {
  fresh: (s) => expect(s.children.extendSession).toBeUndefined(),
  stale: (s, env) => {
    expect(s.children.extendSession).toBeUndefined()
    // Moving the mouse while the warning shows is no answer to it: no request.
    if (env.lastEvent?.type === "ACTIVITY") expect(s.matches({ countdown: "counting" })).toBe(false)
  },
  extending: (s) => {
    expect(s.children.extendSession).toBeDefined()
    expect(s.context.extendFailed).toBe(false)
  },
}

const expectations: Record<string, (s: Snap, env: ReplayEnv) => void> = {}
for (const [countdown, checkCountdown] of Object.entries(countdownChecks)) {
  for (const [server, checkServer] of Object.entries(serverChecks)) {
    const value = countdown.startsWith("{") ? `{"countdown":${countdown},"server":"${server}"}` : `{"countdown":"${countdown}","server":"${server}"}`
    expectations[value] = (s, env) => {
      expect(s.status).toBe("active")
      checkCountdown(s, env)
      checkServer(s, env)
    }
  }
}

describe("inactivity machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    // A 4-second limit: a two-second warning, a keep-alive at most every half second.
    // A still clock: the countdown stays at its first value, the graph stays small.
    const input: InactivityInput = { timeoutMs: 4000, now: () => 0 }
    const paths = transitionPaths(machine, { input, events: [...events] as never })
    expect(paths.length).toBeGreaterThan(20)
    replay<Snap>(machine, paths, coverage, { input, expect: expectations })
    assertComplete(coverage)
  })
})

describe("inactivity machine on a simulated clock", () => {
  const settle = () => new Promise((r) => setTimeout(r, 0))

  const start = (timeoutMs: number, extend: () => Promise<void>) => {
    const clock = new SimulatedClock()
    const calls: Array<number> = []
    const actor = createActor(
      inactivityMachine.provide({
        actors: {
          extendSession: fromPromise<void>(() => {
            calls.push(clock.now())
            return extend()
          }),
        },
      }),
      { input: { timeoutMs, now: () => clock.now() }, clock },
    )
    const emitted: Array<string> = []
    actor.on("*", (e) => {
      emitted.push(e.type)
    })
    actor.start()
    return { clock, actor, calls, emitted }
  }

  it("warns a minute before a 20-minute limit, counts down and times out at the limit", () => {
    const { clock, actor, emitted } = start(1_200_000, () => Promise.resolve())
    clock.increment(1_139_999)
    expect(actor.getSnapshot().matches({ countdown: "counting" })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ countdown: "warning" })).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(60)
    // However late the ticks come (a background tab), the count is read from the clock.
    clock.increment(15_000)
    expect(actor.getSnapshot().context.secondsLeft).toBe(45)
    clock.increment(1_500)
    expect(actor.getSnapshot().context.secondsLeft).toBe(44)
    clock.increment(43_499)
    expect(emitted).toEqual([])
    clock.increment(1)
    expect(actor.getSnapshot().matches({ countdown: "timedOut" })).toBe(true)
    expect(emitted).toEqual(["timedOut"])
  })

  it("warns at half of a 40-second limit", () => {
    const { clock, actor } = start(40_000, () => Promise.resolve())
    clock.increment(19_999)
    expect(actor.getSnapshot().matches({ countdown: "counting" })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ countdown: "warning" })).toBe(true)
    expect(actor.getSnapshot().context.secondsLeft).toBe(20)
  })

  it("reports activity to the server at most every keep-alive interval and counts from its answer", async () => {
    const { clock, actor, calls } = start(40_000, () => Promise.resolve())
    // Fresh from sign-in: activity within the first 5 seconds asks nothing.
    clock.increment(4_000)
    actor.send({ type: "ACTIVITY" })
    expect(calls).toEqual([])
    clock.increment(14_000)
    actor.send({ type: "ACTIVITY" })
    actor.send({ type: "ACTIVITY" })
    await settle()
    expect(calls).toEqual([18_000])
    // The count starts again at the answer: no warning 20 s after start-up, one 20 s after it.
    clock.increment(19_999)
    expect(actor.getSnapshot().matches({ countdown: "counting" })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ countdown: "warning" })).toBe(true)
  })

  it("extends only by its button while warning, says so when the server is not reached, and signs out on request", async () => {
    let answer: () => Promise<void> = () => Promise.reject(new Error("offline"))
    const { clock, actor, calls, emitted } = start(40_000, () => answer())
    clock.increment(20_000)
    actor.send({ type: "ACTIVITY" })
    await settle()
    expect(calls).toEqual([])
    actor.send({ type: "EXTEND" })
    await settle()
    expect(calls).toEqual([20_000])
    expect(actor.getSnapshot().matches({ countdown: "warning" })).toBe(true)
    expect(actor.getSnapshot().context.extendFailed).toBe(true)
    answer = () => Promise.resolve()
    clock.increment(5_000)
    actor.send({ type: "EXTEND" })
    await settle()
    expect(actor.getSnapshot().matches({ countdown: "counting" })).toBe(true)
    clock.increment(20_000)
    actor.send({ type: "SIGN_OUT" })
    expect(emitted).toEqual(["signOut"])
  })
})
