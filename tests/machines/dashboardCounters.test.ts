import { describe, expect, it } from "vitest"
import { SimulatedClock, type SnapshotFrom, createActor } from "xstate"
import { dashboardCountersMachine } from "../../machines/dashboard/dashboard-counters"
import { Coverage, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof dashboardCountersMachine>

const tick = "xstate.after.tick.dashboardCounters.counting"
const targets = { empleados: 30, altas: 3 }

describe("dashboardCounters machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(dashboardCountersMachine)
    // Three steps keep the graph small; the counting rule is the same for a hundred.
    const input = { steps: 3, tickMs: 10 }
    const paths = transitionPaths(dashboardCountersMachine, {
      input,
      events: [
        { type: "START", targets, reducedMotion: false },
        { type: "START", targets, reducedMotion: true },
        { type: "SKIP" },
        { type: tick },
      ] as never,
    })
    replay<Snap>(dashboardCountersMachine, paths, coverage, {
      input,
      expect: {
        '"idle"': (s) => expect(s.context.values).toEqual({}),
        '"counting"': (s) => {
          const { step } = s.context
          expect(step).toBeLessThan(3)
          expect(s.context.values).toEqual({
            empleados: Math.round((30 * step) / 3),
            altas: Math.round((3 * step) / 3),
          })
        },
        '"done"': (s) => expect(s.context.values).toEqual(targets),
      },
    })
    assertComplete(coverage)
  })

  it("counts up from zero in 100 steps of 10 ms by default", () => {
    const clock = new SimulatedClock()
    const actor = createActor(dashboardCountersMachine, { input: {}, clock }).start()
    actor.send({ type: "START", targets: { empleados: 200 }, reducedMotion: false })
    expect(actor.getSnapshot().context.values).toEqual({ empleados: 0 })
    const elapse = (ms: number) => {
      for (let t = 0; t < ms; t += 10) clock.increment(10)
    }
    elapse(500)
    expect(actor.getSnapshot().context.values).toEqual({ empleados: 100 })
    elapse(490)
    expect(actor.getSnapshot().value).toBe("counting")
    elapse(10)
    expect(actor.getSnapshot().value).toBe("done")
    expect(actor.getSnapshot().context.values).toEqual({ empleados: 200 })
  })
})
