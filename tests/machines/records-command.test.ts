import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import { messages } from "../../domain/messages"
import { type CommandEvent, type CommandOutcome, createCommandMachine } from "../../machines/records/command"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

interface Input {
  readonly id: number
}

const base = createCommandMachine<Input, string>()
const never = () => new Promise<never>(() => {})
const machine = base.provide({ actors: { run: fromPromise<CommandOutcome<string>, { readonly input: Input }>(never) } })
type Snap = SnapshotFrom<typeof machine>

const done = (output: CommandOutcome<string>) => ({ type: "xstate.done.actor.run", output }) as const
const saved = "Se guardó correctamente"
/** An inline refusal's message: said by the form, never in a toast. */
const inlineRefusal = "Para confirmar el alta falta:"

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<CommandEvent<Input> | AnyEvent> = [
  { type: "RUN", input: { id: 1 } },
  { type: "RESET" },
  done({ kind: "done", value: "archivo.pdf" }),
  done({ kind: "done", value: "archivo.pdf", message: saved }),
  done({ kind: "done", value: "archivo.pdf", message: saved, detail: "3 registros" }),
  done({ kind: "failed", message: messages.errorObtener }),
  done({ kind: "failed", message: messages.errorObtener, tone: "warning" }),
  done({ kind: "failed", message: messages.errorObtener, detail: "El archivo no es una imagen" }),
  done({ kind: "failed", message: inlineRefusal, inline: { detalles: ["El CURP"] } }),
  { type: "xstate.error.actor.run", error: new Error("offline") },
]

const toasts = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast")

describe("command machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"idle"': (s) => {
          expect(s.context.value).toBeNull()
          expect(s.context.failure).toBeNull()
          expect(s.context.refusal).toBeNull()
          expect(s.children.run).toBeUndefined()
        },
        '"running"': (s) => {
          // The run forgets the last outcome and carries what the RUN asked for.
          expect(s.context).toMatchObject({ input: { id: 1 }, value: null, failure: null, refusal: null })
          expect(s.children.run).toBeDefined()
        },
        '"done"': (s, env) => {
          expect(s.context.value).toBe("archivo.pdf")
          expect(s.context.failure).toBeNull()
          // A success says so only when the server gave a message.
          const output = (env.lastEvent as AnyEvent).output as CommandOutcome<string>
          if (output.kind === "done" && output.detail !== undefined) expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "success", title: saved, message: "3 registros" })
          else if (output.kind === "done" && output.message !== undefined) expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "success", title: saved })
          else expect((toasts(env).at(-1) as { tone?: string } | undefined)?.tone ?? "none").not.toBe("success")
        },
        '"failed"': (s, env) => {
          expect(s.context.value).toBeNull()
          const event = env.lastEvent as AnyEvent
          const output = event.type === "xstate.done.actor.run" ? (event.output as CommandOutcome<string>) : null
          if (output?.kind === "failed" && output.inline !== undefined) {
            // Said by the form: the refusal with its items, and no toast.
            expect(s.context).toMatchObject({ failure: inlineRefusal, refusal: { message: inlineRefusal, detalles: ["El CURP"] } })
            expect(toasts(env).some((t) => (t as { title?: string }).title === inlineRefusal)).toBe(false)
            return
          }
          expect(s.context.refusal).toBeNull()
          if (event.type === "xstate.error.actor.run") expect(s.context.failure).toBe(messages.errorGeneral)
          else expect(s.context.failure).toBe(messages.errorObtener)
          // A refusal the user can mend is a warning; the rest are errors.
          const warned = event.type === "xstate.done.actor.run" && (event.output as CommandOutcome<string>).kind === "failed" && "tone" in (event.output as object)
          const detail = event.type === "xstate.done.actor.run" ? (event.output as { detail?: string }).detail : undefined
          expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: warned ? "warning" : "error", title: s.context.failure, ...(detail === undefined ? {} : { message: detail }) })
        },
      },
    })
    assertComplete(coverage)
  })
})

describe("command machine with a live call", () => {
  it("runs once however often RUN is sent while it runs, and runs again after", async () => {
    let calls = 0
    let release: (v: CommandOutcome<string>) => void = () => {}
    const live = base.provide({
      actors: {
        run: fromPromise<CommandOutcome<string>, { readonly input: Input }>(({ input }) => {
          calls++
          return new Promise((resolve) => {
            release = (v) => resolve(v.kind === "done" ? { ...v, value: `${v.value}-${input.input.id}` } : v)
          })
        }),
      },
    })
    const actor = createActor(live).start()
    actor.send({ type: "RUN", input: { id: 1 } })
    actor.send({ type: "RUN", input: { id: 2 } })
    expect(calls).toBe(1)
    release({ kind: "done", value: "hecho" })
    const s = await waitFor(actor, (x) => x.matches("done"))
    expect(s.context).toMatchObject({ input: { id: 1 }, value: "hecho-1" })
    actor.send({ type: "RUN", input: { id: 3 } })
    expect(calls).toBe(2)
    release({ kind: "failed", message: messages.errorObtener })
    const f = await waitFor(actor, (x) => x.matches("failed"))
    expect(f.context.failure).toBe(messages.errorObtener)
    actor.stop()
  })
})
