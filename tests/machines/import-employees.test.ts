import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise, waitFor } from "xstate"
import type { ImportResult } from "../../domain/personal/gestion-personal-import-api"
import { messages } from "../../domain/messages"
import { type ImportOutcome, type SendRequest, type TemplateOutcome, importEmployeesMachine } from "../../machines/personal/gestion-personal-import"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

const never = () => new Promise<never>(() => {})
const machine = importEmployeesMachine.provide({
  actors: {
    send: fromPromise<ImportOutcome, SendRequest>(never),
    downloadTemplate: fromPromise<TemplateOutcome, void>(never),
  },
})
type Snap = SnapshotFrom<typeof machine>

const file = new File(["xlsx"], "colaboradores.xlsx")
const result = (r: Partial<ImportResult>): ImportResult => ({ filas: 3, importados: 0, total_problemas: 0, problemas: [], ...r })
const problem = { fila: 2, columna: "rfc", mensaje: "El RFC no es válido" }

const sent = (output: ImportOutcome) => ({ type: "xstate.done.actor.send", output }) as const
const cleanCheck = sent({ ok: true, message: "El archivo no tiene problemas", result: result({}) })
const withProblems = sent({ ok: true, message: "El archivo tiene 1 problema", result: result({ total_problemas: 1, problemas: [problem] }) })
const stored = sent({ ok: true, message: "Se importaron 3 colaboradores", result: result({ importados: 3 }) })
const refused = sent({ ok: false, message: "El archivo no es un libro de Excel" })

type AnyEvent = { readonly type: string; readonly [k: string]: unknown }

const events: ReadonlyArray<AnyEvent> = [
  { type: "OPEN" },
  { type: "CLOSE" },
  { type: "CHOOSE", file },
  { type: "CHOOSE", file: null },
  { type: "CHECK" },
  { type: "IMPORT" },
  { type: "PROGRESS", fraction: 0.5 },
  { type: "PROGRESS", fraction: null },
  cleanCheck,
  withProblems,
  stored,
  refused,
  { type: "xstate.error.actor.send", error: new Error("offline") },
  { type: "DOWNLOAD_TEMPLATE" },
  { type: "xstate.done.actor.downloadTemplate", output: { kind: "saved" } },
  { type: "xstate.done.actor.downloadTemplate", output: { kind: "failed", message: messages.errorObtener } },
  { type: "xstate.error.actor.downloadTemplate", error: new Error("offline") },
]

const toasts = (env: ReplayEnv) => env.emitted.filter((e) => e.type === "toast")

/** What every state holds, whatever the template's download does. */
const dialog = (s: Snap, env: ReplayEnv): void => {
  const event = env.lastEvent as AnyEvent | undefined
  const c = s.context
  // Importar is offered for the file checked clean only.
  if (c.checked !== null) expect(c.checked).toBe(c.file)
  if (s.matches({ dialog: "closed" })) expect(c).toMatchObject({ file: null, checked: null, outcome: null })
  if (s.matches({ dialog: { open: "sending" } })) {
    expect(s.children.send).toBeDefined()
    expect(c.file).toBe(file)
    if (event?.type === "CHECK") expect(c).toMatchObject({ validar: true, outcome: null, fraction: 0 })
    if (event?.type === "IMPORT") expect(c).toMatchObject({ validar: false, outcome: null, fraction: 0 })
    if (event?.type === "PROGRESS") expect(c.fraction).toBe(event.fraction)
  }
  if (s.matches({ dialog: { open: "idle" } }) && event?.type === "xstate.done.actor.send") {
    const output = event.output as ImportOutcome
    expect(c.outcome).toEqual(output)
    const clean = output.ok && output.result.total_problemas === 0
    if (c.validar) expect(c.checked).toBe(clean ? file : null)
    else expect(c.checked).toBeNull()
    if (!c.validar && clean && output.ok && output.result.importados > 0) {
      expect(c.file).toBeNull()
      expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "success", title: output.message })
    } else expect(c.file).toBe(file)
  }
  if (event?.type === "xstate.error.actor.send") expect(c.outcome).toEqual({ ok: false, message: messages.errorGeneral })
  if (event?.type === "CHOOSE") expect(c).toMatchObject({ file: event.file, checked: null, outcome: null })
  if (s.matches({ template: "downloading" })) expect(s.children.downloadTemplate).toBeDefined()
  if (event?.type === "xstate.done.actor.downloadTemplate" && (event.output as TemplateOutcome).kind === "failed")
    expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "error", title: messages.errorObtener })
  if (event?.type === "xstate.error.actor.downloadTemplate") expect(toasts(env).at(-1)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
}

const states = [
  { dialog: "closed" },
  { dialog: { open: "idle" } },
  { dialog: { open: "sending" } },
].flatMap((d) => ["ready", "downloading"].map((t) => JSON.stringify({ ...d, template: t })))

describe("import-employees machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { events: [...events] as never })
    replay<Snap>(machine, paths, coverage, { expect: Object.fromEntries(states.map((k) => [k, dialog])) })
    assertComplete(coverage)
  }, 120_000)
})

describe("import-employees with live actors", () => {
  it("checks, then imports the file checked clean, reporting the upload's progress", async () => {
    const asked: Array<boolean> = []
    const seen: Array<number | null> = []
    const live = importEmployeesMachine.provide({
      actors: {
        send: fromPromise<ImportOutcome, SendRequest>(async ({ input }) => {
          asked.push(input.validar)
          input.report(0.5)
          input.report(null)
          return input.validar ? { ok: true, message: "Sin problemas", result: result({}) } : { ok: true, message: "Se importaron 3 colaboradores", result: result({ importados: 3 }) }
        }),
        downloadTemplate: fromPromise<TemplateOutcome, void>(async () => ({ kind: "saved" })),
      },
    })
    const actor = createActor(live).start()
    actor.subscribe((s) => {
      if (s.matches({ dialog: { open: "sending" } })) seen.push(s.context.fraction)
    })
    const shown: Array<string> = []
    actor.on("toast", (t) => shown.push(t.title))
    actor.send({ type: "OPEN" })
    actor.send({ type: "CHOOSE", file })
    // Importar waits for a clean check.
    actor.send({ type: "IMPORT" })
    expect(actor.getSnapshot().matches({ dialog: { open: "idle" } })).toBe(true)
    actor.send({ type: "CHECK" })
    await waitFor(actor, (s) => s.matches({ dialog: { open: "idle" } }) && s.context.outcome !== null)
    expect(actor.getSnapshot().context.checked).toBe(file)
    actor.send({ type: "IMPORT" })
    await waitFor(actor, (s) => s.matches({ dialog: { open: "idle" } }) && s.context.file === null)
    expect(asked).toEqual([true, false])
    expect(seen).toEqual(expect.arrayContaining([0.5, null]))
    expect(shown).toEqual(["Se importaron 3 colaboradores"])
    actor.send({ type: "CLOSE" })
    expect(actor.getSnapshot().matches({ dialog: "closed" })).toBe(true)
    actor.stop()
  })
})
