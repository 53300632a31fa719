import { describe, expect, it } from "vitest"
import { SimulatedClock, type SnapshotFrom, createActor } from "xstate"
import { inactivityMachine } from "../../machines/inactivity"
import { Coverage, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof inactivityMachine>

const after = "xstate.after.idleTimeout.inactivity.active"

describe("inactivity machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(inactivityMachine)
    const input = { timeoutMs: 1_200_000 }
    const paths = transitionPaths(inactivityMachine, {
      input,
      events: [
        { type: "ACTIVITY" },
        { type: "PAUSE" },
        { type: "RESUME" },
        { type: "SET_TIMEOUT", timeoutMs: 3000 },
        { type: after } as never,
      ],
    })
    expect(paths.length).toBeGreaterThan(5)
    replay<Snap>(inactivityMachine, paths, coverage, {
      input,
      expect: {
        '"active"': (s, env) => {
          expect(s.status).toBe("active")
          expect(env.emitted).toEqual([])
          if (env.lastEvent?.type === "SET_TIMEOUT") expect(s.context.timeoutMs).toBe(3000)
        },
        '"paused"': (s, env) => {
          expect(env.emitted).toEqual([])
          expect(s.context.timeoutMs === 3000 || s.context.timeoutMs === 1_200_000).toBe(true)
        },
        '"timedOut"': (s, env) => {
          expect(s.status).toBe("done")
          expect(env.emitted).toEqual([{ type: "timedOut" }])
        },
      },
    })
    assertComplete(coverage)
  })

  it("times out after the configured delay and not before, restarting on activity", () => {
    // The real clock path, beside the graph: a simulated clock advanced by hand.
    const clock = new SimulatedClock()
    const actor = createActor(inactivityMachine, { input: { timeoutMs: 1000 }, clock }).start()
    clock.increment(900)
    actor.send({ type: "ACTIVITY" })
    clock.increment(900)
    expect(actor.getSnapshot().value).toBe("active")
    actor.send({ type: "PAUSE" })
    clock.increment(5000)
    expect(actor.getSnapshot().value).toBe("paused")
    actor.send({ type: "RESUME" })
    clock.increment(1000)
    expect(actor.getSnapshot().value).toBe("timedOut")
  })
})
