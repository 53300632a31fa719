import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import { systemLogoMachine } from "../../machines/system-logo"
import { Coverage, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof systemLogoMachine>

const machine = systemLogoMachine.provide({ actors: { read: fromPromise<string | null>(() => new Promise(() => {})) } })

describe("systemLogo machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, {
      events: [
        { type: "REFRESH" },
        { type: "CLEAR" },
        { type: "xstate.done.actor.read", output: "blob:logo" },
        { type: "xstate.done.actor.read", output: null },
        { type: "xstate.error.actor.read", error: new Error("offline") },
      ] as never,
    })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"idle"': (s) => expect([null, "blob:logo"]).toContain(s.context.src),
        '"reading"': (s) => expect(s.children.read).toBeDefined(),
      },
    })
    assertComplete(coverage)
  })

  it("releases the address it stops showing, and keeps the shown one when a read fails", async () => {
    const released: Array<string | null> = []
    const answers = ["blob:1", "blob:2"]
    const { createActor } = await import("xstate")
    const actor = createActor(
      systemLogoMachine.provide({
        actors: { read: fromPromise<string | null>(async () => answers.shift() ?? Promise.reject(new Error("offline"))) },
        actions: { release: (_, { src }) => void released.push(src) },
      }),
    ).start()
    const settled = () => new Promise<void>((resolve) => actor.subscribe((s) => s.matches("idle") && resolve()))
    actor.send({ type: "REFRESH" })
    await settled()
    expect(actor.getSnapshot().context.src).toBe("blob:1")
    actor.send({ type: "REFRESH" })
    await settled()
    expect(actor.getSnapshot().context.src).toBe("blob:2")
    expect(released).toEqual([null, "blob:1"])
    actor.send({ type: "REFRESH" })
    await settled()
    expect(actor.getSnapshot().context.src).toBe("blob:2")
    actor.send({ type: "CLEAR" })
    expect(actor.getSnapshot().context.src).toBeNull()
    expect(released).toEqual([null, "blob:1", "blob:2"])
  })
})
