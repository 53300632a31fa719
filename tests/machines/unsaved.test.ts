import { describe, expect, it } from "vitest"
import type { SnapshotFrom } from "xstate"
import { changedFrom, unsavedMachine } from "../../machines/unsaved"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof unsavedMachine>

// The Evaluar form of competencias as the fixture: a level, a date, an assessor, the evidence.
const initial = { nivel: "", fecha: "2026-11-28", evaluador: "", evidencia: "" }
const input = { initial }

const events = [
  { type: "DISMISS", values: initial },
  { type: "DISMISS", values: { ...initial, nivel: "3" } },
  { type: "LEAVE" },
  { type: "STAY" },
] as const

const dismissedWithChanges = (env: ReplayEnv): boolean => {
  const event = env.lastEvent as { type: string; values?: Record<string, unknown> } | undefined
  return event?.type === "DISMISS" && changedFrom(event.values ?? {}, initial)
}

describe("unsaved machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(unsavedMachine)
    replay<Snap>(unsavedMachine, transitionPaths(unsavedMachine, { input, events: [...events] as never }), coverage, {
      input,
      expect: {
        '"editing"': (s, env) => {
          // The form is measured against the same first values, opening after opening.
          expect(s.context.initial).toEqual(initial)
          const left = env.emitted.at(-1)?.type === "left"
          // Leaving: at once when nothing changed, or after "Salir sin guardar".
          if (env.lastEvent?.type === "LEAVE" || (env.lastEvent?.type === "DISMISS" && !dismissedWithChanges(env))) expect(left).toBe(true)
          // Staying after the question: nothing more was emitted than when it was asked.
          if (env.lastEvent?.type === "STAY") expect(env.emitted.filter((e) => e.type === "left").length).toBe(0)
        },
        // The question only comes when something differs from what the form opened with.
        '"confirmingLeave"': (_s, env) => expect(dismissedWithChanges(env)).toBe(true),
      },
    })
    assertComplete(coverage)
  })
})
