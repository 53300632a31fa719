import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { ImportResult } from "../../domain/formacion/proyectos-dnc-api"
import { messages } from "../../domain/messages"
import { type DncImportEvent, dncImportMachine } from "../../machines/formacion/proyectos-dnc-import"
import type { CommandOutcome } from "../../machines/records/command"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

// The import of a DNC project's gaps (machines/formacion/proyectos-dnc-import.ts): every state and
// transition, with what each leaves in the context and says in a toast; then one live run.

const never = () => new Promise<never>(() => {})
const machine = dncImportMachine.provide({ actors: { importGaps: fromPromise<CommandOutcome<ImportResult>, number>(never) } })
type Snap = SnapshotFrom<typeof machine>

const added: ImportResult = { agregadas: 120, existentes: 4 }
const said = "Se agregaron 120 necesidades de brechas de competencias; 4 ya estaban en el proyecto"
const refused = "Las necesidades se capturan solo mientras el proyecto está en Borrador o En captura"
const done = (output: CommandOutcome<ImportResult>) => ({ type: "xstate.done.actor.importGaps", output }) as const

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<DncImportEvent | AnyEvent> = [
  { type: "OPEN" },
  { type: "CANCEL" },
  { type: "CONFIRM" },
  done({ kind: "done", value: added, message: said }),
  done({ kind: "failed", message: refused, tone: "warning" }),
  done({ kind: "failed", message: messages.errorGeneral }),
  { type: "xstate.error.actor.importGaps", error: new Error("offline") },
]

const lastToast = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast").at(-1)

describe("DNC import machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    // The count of imports grows without end: states are told apart by their value alone.
    const paths = transitionPaths(machine, { events: [...events] as never, input: { project: 7 }, serializeState: (s: { readonly value: unknown }) => JSON.stringify(s.value) } as never)
    replay<Snap>(machine, paths, coverage, {
      input: { project: 7 },
      expect: {
        '"idle"': (s, env) => {
          const event = env.lastEvent as AnyEvent | undefined
          expect(s.context.project).toBe(7)
          if (event?.type === "xstate.done.actor.importGaps") {
            const output = event.output as CommandOutcome<ImportResult>
            if (output.kind === "done") {
              expect(s.context).toMatchObject({ imports: 1, last: added })
              expect(lastToast(env)).toEqual({ type: "toast", tone: "success", title: said })
            } else {
              expect(s.context).toMatchObject({ imports: 0, last: null })
              expect(lastToast(env)).toEqual(output.tone === "warning" ? { type: "toast", tone: "warning", title: refused } : { type: "toast", tone: "error", title: messages.errorGeneral })
            }
          }
          if (event?.type === "xstate.error.actor.importGaps") expect(lastToast(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
          if (event?.type === "CANCEL") expect(env.emitted.filter((e) => e.type === "toast")).toEqual([])
          expect(s.children.importGaps).toBeUndefined()
        },
        '"confirming"': (s) => {
          expect(s.context.imports).toBe(0)
          expect(s.children.importGaps).toBeUndefined()
        },
        '"importing"': (s) => {
          expect(s.children.importGaps).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })
})

describe("DNC import machine with a live call", () => {
  it("imports the project it was given, once per confirmation, and counts each answer", async () => {
    const asked: Array<number> = []
    const live = dncImportMachine.provide({
      actors: {
        importGaps: fromPromise<CommandOutcome<ImportResult>, number>(async ({ input }) => {
          asked.push(input)
          return { kind: "done", value: asked.length === 1 ? added : { agregadas: 0, existentes: 124 }, message: said }
        }),
      },
    })
    const actor = createActor(live, { input: { project: 3 } }).start()
    actor.send({ type: "OPEN" })
    actor.send({ type: "CONFIRM" })
    // A second CONFIRM while it runs is not a second import.
    actor.send({ type: "CONFIRM" })
    await waitFor(actor, (s) => s.matches("idle"))
    actor.send({ type: "OPEN" })
    actor.send({ type: "CONFIRM" })
    await waitFor(actor, (s) => s.matches("idle") && s.context.imports === 2)
    expect(asked).toEqual([3, 3])
    expect(actor.getSnapshot().context.last).toEqual({ agregadas: 0, existentes: 124 })
    actor.stop()
  })
})
