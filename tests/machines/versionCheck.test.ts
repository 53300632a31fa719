import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import { defaultInactivityMs } from "../../machines/inactivity"
import { type AppConfig, versionCheckMachine } from "../../machines/version-check"
import { Coverage, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof versionCheckMachine>

const machine = versionCheckMachine.provide({
  actors: { fetchConfig: fromPromise<AppConfig>(() => new Promise(() => {})) },
})

const same: AppConfig = { version: "0.0.1", inactivityMs: 4000 }
const other: AppConfig = { version: "0.0.2" }

describe("versionCheck machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const input = { builtVersion: "0.0.1" }
    const paths = transitionPaths(machine, {
      input,
      events: [
        { type: "CHECK" },
        { type: "xstate.done.actor.fetchConfig", output: same },
        { type: "xstate.done.actor.fetchConfig", output: other },
        { type: "xstate.error.actor.fetchConfig", error: new Error("offline") },
      ] as never,
    })
    replay<Snap>(machine, paths, coverage, {
      input,
      expect: {
        '"loading"': (s, env) => {
          expect(s.children.fetchConfig).toBeDefined()
          expect(env.emitted).toEqual([])
        },
        '"current"': (s, env) => {
          expect(s.context.serverVersion).toBe("0.0.1")
          // The server's inactivity timeout replaces the default.
          expect(s.context.inactivityMs).toBe(4000)
          expect(env.emitted).toEqual([])
        },
        '"unavailable"': (s, env) => {
          expect(env.emitted).toEqual([])
          expect([defaultInactivityMs, 4000]).toContain(s.context.inactivityMs)
        },
        '"outdated"': (s, env) => {
          expect(s.status).toBe("done")
          expect(env.emitted).toEqual([{ type: "reload", version: "0.0.2" }])
        },
      },
    })
    assertComplete(coverage)
  })
})
