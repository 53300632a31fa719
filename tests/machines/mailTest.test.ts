import { describe, expect, it } from "vitest"
import { type SnapshotFrom, fromPromise } from "xstate"
import { mailTexts } from "../../domain/configuraciones/cuentas-correo"
import { messages } from "../../domain/messages"
import { type TestOutcome, mailTestMachine, mailTestProblem } from "../../machines/configuraciones/cuentas-correo-test"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof mailTestMachine>

const machine = mailTestMachine.provide({
  actors: { send: fromPromise<TestOutcome, { email: string }>(() => new Promise(() => {})) },
})

const events = [
  { type: "OPEN" },
  { type: "CLOSE" },
  { type: "EMAIL_CHANGED", value: "destino@demo.mx" },
  { type: "EMAIL_CHANGED", value: "destino@demo" },
  { type: "EMAIL_BLURRED" },
  { type: "SEND" },
  { type: "xstate.done.actor.send", output: { kind: "sent", message: messages.testCorrecto } },
  { type: "xstate.done.actor.send", output: { kind: "failed", reason: "535 Invalid username or password" } },
  { type: "xstate.error.actor.send", error: new Error("offline") },
] as const

describe("mailTest machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    replay<Snap>(machine, transitionPaths(machine, { events: [...events] as never }), coverage, {
      expect: {
        '"closed"': (_s, env: ReplayEnv) => {
          if (env.lastEvent?.type === "xstate.done.actor.send") {
            expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "success", title: messages.testCorrecto, message: "" })
          }
        },
        '"editing"': (s, env: ReplayEnv) => {
          if (env.lastEvent?.type === "OPEN") expect(s.context).toEqual({ email: "", touched: false })
          if (env.lastEvent?.type === "SEND") {
            // A bad address sends nothing and shows the pattern message.
            expect(mailTestProblem(s.context)).toBe(mailTexts.correoInvalido)
            expect(s.children.send).toBeUndefined()
          }
          if (env.lastEvent?.type === "xstate.done.actor.send") {
            expect(env.emitted.at(-1)).toEqual({
              type: "toast",
              tone: "error",
              title: messages.errorTestCorreo,
              message: "535 Invalid username or password",
            })
          }
          if (env.lastEvent?.type === "xstate.error.actor.send") expect(env.emitted.at(-1)).toMatchObject({ message: messages.errorGeneral })
        },
        '"sending"': (s) => {
          expect(s.context.email).toBe("destino@demo.mx")
          expect(s.children.send).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })
})
