import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import { messages } from "../../domain/messages"
import { type FileUploadEvent, fileUploadMachine } from "../../machines/records/file-upload"
import type { UploadOutcome } from "../../machines/records/upload-calls"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

const never = () => new Promise<never>(() => {})
const machine = fileUploadMachine.provide({ actors: { upload: fromPromise<UploadOutcome, { readonly file: File }>(never) } })
type Snap = SnapshotFrom<typeof machine>

const file = new File(["%PDF-1.7"], "cv.pdf", { type: "application/pdf" })
const version = "0123456789abcdef"
const refusal = "El CV debe ser un PDF"
const done = (output: UploadOutcome) => ({ type: "xstate.done.actor.upload", output }) as const

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<FileUploadEvent | AnyEvent> = [
  { type: "CHOOSE", file },
  { type: "REMOVE" },
  done({ kind: "uploaded", version }),
  done({ kind: "failed", message: refusal, tone: "warning" }),
  done({ kind: "failed", message: messages.errorGeneral }),
  { type: "xstate.error.actor.upload", error: new Error("offline") },
]

const last = (env: ReplayEnv) => env.emitted.at(-1)

describe("file-upload machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      expect: {
        '"idle"': (s, env) => {
          const event = env.lastEvent as AnyEvent | undefined
          expect(s.context.file).toBeNull()
          expect(s.children.upload).toBeUndefined()
          if (event === undefined) expect(s.context.chosen).toBeNull()
          if (event?.type === "REMOVE") {
            // The field empties and the name goes with it.
            expect(s.context.chosen).toBeNull()
            expect(last(env)).toEqual({ type: "changed", version: "" })
          }
          if (event?.type === "xstate.done.actor.upload") {
            const output = event.output as UploadOutcome
            if (output.kind === "uploaded") {
              expect(s.context.chosen).toBe("cv.pdf")
              expect(last(env)).toEqual({ type: "changed", version })
            } else expect(last(env)).toEqual({ type: "toast", tone: output.tone === "warning" ? "warning" : "error", title: output.message })
          }
          if (event?.type === "xstate.error.actor.upload") expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
        },
        '"uploading"': (s, env) => {
          expect(s.context.file).toBe(file)
          expect(s.children.upload).toBeDefined()
          // Only a choice starts an upload; a removal meanwhile is ignored.
          expect((env.lastEvent as AnyEvent).type).toBe("CHOOSE")
        },
      },
    })
    assertComplete(coverage)
  })
})

describe("file-upload machine with a live call", () => {
  it("uploads once while a file travels, keeps the last name on a refusal and says the new version", async () => {
    const sent: Array<string> = []
    let answer: UploadOutcome = { kind: "uploaded", version }
    const live = fileUploadMachine.provide({
      actors: {
        upload: fromPromise<UploadOutcome, { readonly file: File }>(async ({ input }) => {
          sent.push(input.file.name)
          return answer
        }),
      },
    })
    const actor = createActor(live).start()
    const changes: Array<string> = []
    actor.on("changed", (e) => changes.push(e.version))
    actor.send({ type: "CHOOSE", file })
    actor.send({ type: "CHOOSE", file: new File(["x"], "otro.pdf") })
    actor.send({ type: "REMOVE" })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(sent).toEqual(["cv.pdf"])
    expect(changes).toEqual([version])
    answer = { kind: "failed", message: refusal, tone: "warning" }
    actor.send({ type: "CHOOSE", file: new File(["x"], "otro.pdf") })
    await waitFor(actor, (s) => s.matches("idle"))
    expect(actor.getSnapshot().context.chosen).toBe("cv.pdf")
    actor.send({ type: "REMOVE" })
    expect(changes).toEqual([version, ""])
    expect(actor.getSnapshot().context.chosen).toBeNull()
    actor.stop()
  })
})
