import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { type MailValues, mailProblems } from "../../domain/configuraciones/cuentas-correo"
import { messages } from "../../domain/messages"
import { type FormMode, type FormValues, type LoadOutcome, type SaveOutcome, hasChanges, settingsFormMachine, visibleProblems } from "../../machines/configuraciones/settings-form"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof settingsFormMachine>

// The mail-account form as the fixture: its checks depend on the mode (the password is only
// required when adding), which is exactly what the machine must carry.
const empty = { id_cuenta: "", n_cuenta: "", password: "", host: "", puerto: "", tiempo: "", ssl: "0" }
const validate = (values: FormValues, mode: FormMode) => mailProblems(values as unknown as MailValues, mode)
const input = { empty, validate }

const machine = settingsFormMachine.provide({
  actors: {
    load: fromPromise<LoadOutcome>(() => new Promise(() => {})),
    save: fromPromise<SaveOutcome, { values: FormValues; mode: FormMode }>(() => new Promise(() => {})),
  },
})

const stored = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", host: "smtp.demo.mx", puerto: "587", tiempo: "10", ssl: "1" }
const events = [
  { type: "xstate.done.actor.load", output: { kind: "found", values: stored } },
  { type: "xstate.done.actor.load", output: { kind: "empty" } },
  { type: "xstate.done.actor.load", output: { kind: "failed", message: "sin conexión" } },
  { type: "xstate.error.actor.load", error: new Error("offline") },
  { type: "RETRY" },
  { type: "CHANGE", field: "password", value: "S3creta" },
  { type: "BLUR", field: "host" },
  { type: "SUBMIT" },
  { type: "xstate.done.actor.save", output: { kind: "saved", values: { password: "" }, message: messages.cuentaActualizada } },
  { type: "xstate.done.actor.save", output: { kind: "failed", message: "El host no es válido" } },
  { type: "xstate.error.actor.save", error: new Error("offline") },
  { type: "DISMISS" },
  { type: "LEAVE" },
  { type: "STAY" },
] as const

const last = (env: ReplayEnv) => env.emitted.at(-1)

const expectReady = (s: Snap, env: ReplayEnv) => {
  const shown = visibleProblems(s.context)
  for (const [field, problem] of Object.entries(shown)) if (!s.context.touched[field]) expect(problem).toBeNull()
  const event = env.lastEvent
  if (event?.type === "SUBMIT") {
    // An invalid submit only marks every field touched.
    expect(Object.keys(empty).every((f) => s.context.touched[f])).toBe(true)
    expect(s.children.save).toBeUndefined()
    expect(s.context.attempt).toBeGreaterThan(0)
  }
  // A change clears the server's refusal; what was typed is the unsaved change.
  if (event?.type === "CHANGE") {
    expect(s.context.refusal).toBeNull()
    expect(hasChanges(s.context)).toBe(true)
  }
  if (event?.type === "xstate.done.actor.load" && "output" in event) {
    const output = event.output as LoadOutcome
    expect(s.context.mode).toBe(output.kind === "found" ? "edit" : "add")
    if (output.kind === "found") expect(s.context.values).toMatchObject(stored)
  }
  if (event?.type === "xstate.done.actor.save" && "output" in event) {
    const output = event.output as SaveOutcome
    if (output.kind === "saved") {
      // After a successful save the mode is edit (SPEC 4) and the kept password field is empty.
      expect(s.context.mode).toBe("edit")
      expect(s.context.values.password).toBe("")
      expect(last(env)).toEqual({ type: "toast", tone: "success", title: messages.cuentaActualizada, message: "" })
      // What was saved is no longer an unsaved change.
      expect(hasChanges(s.context)).toBe(false)
    } else {
      expect(last(env)).toEqual({ type: "toast", tone: "error", title: messages.errorGuardarInformacion, message: "El host no es válido" })
      // The refusal stays above the form, which keeps what was typed.
      expect(s.context.refusal).toBe("El host no es válido")
      expect(s.context.attempt).toBeGreaterThan(0)
    }
  }
  if (event?.type === "xstate.error.actor.save") expect(last(env)).toMatchObject({ tone: "error", message: messages.errorGeneral })
  // Leaving an unchanged form is settled at once; leaving a changed one drops what was typed.
  if (event?.type === "DISMISS") {
    expect(hasChanges(s.context)).toBe(false)
    expect(last(env)).toEqual({ type: "left" })
  }
  if (event?.type === "LEAVE") {
    expect(hasChanges(s.context)).toBe(false)
    expect(last(env)).toEqual({ type: "left" })
  }
  // Staying keeps every typed value.
  if (event?.type === "STAY") expect(hasChanges(s.context)).toBe(true)
}

describe("settingsForm machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    // The attempt counter grows with every invalid submit: the graph keeps only whether there was one.
    const serializeState = (snapshot: Snap) => JSON.stringify([snapshot.value, { ...snapshot.context, attempt: Math.min(snapshot.context.attempt, 1) }])
    const paths = transitionPaths(machine, { input, events: [...events] as never, serializeState: serializeState as never })
    replay<Snap>(machine, paths, coverage, {
      input,
      expect: {
        '"loading"': (s) => expect(s.children.load).toBeDefined(),
        '"loadFailed"': (_s, env) => {
          const event = env.lastEvent
          expect(last(env)).toMatchObject(
            event?.type === "xstate.error.actor.load"
              ? { tone: "error", title: messages.loSentimos, message: messages.errorGeneral }
              : { tone: "error", title: messages.errorObtener, message: "sin conexión" },
          )
        },
        '"ready"': expectReady,
        // The question only comes over a form that holds something its save would store.
        '"confirmingLeave"': (s, env) => {
          expect(env.lastEvent?.type).toBe("DISMISS")
          expect(hasChanges(s.context)).toBe(true)
        },
        '"saving"': (s) => {
          expect(validate(s.context.values, s.context.mode)).toEqual({
            id_cuenta: null,
            n_cuenta: null,
            password: null,
            host: null,
            puerto: null,
            tiempo: null,
          })
          expect(s.children.save).toBeDefined()
        },
      },
    })
    assertComplete(coverage)
  })

  it("requires the password only when adding, shows problems once touched, and sends the values with the mode", async () => {
    const sent: Array<{ values: FormValues; mode: FormMode }> = []
    const actor = createActor(
      settingsFormMachine.provide({
        actors: {
          load: fromPromise<LoadOutcome>(async () => ({ kind: "empty" })),
          save: fromPromise<SaveOutcome, { values: FormValues; mode: FormMode }>(async ({ input }) => {
            sent.push(input)
            return { kind: "saved", values: { password: "" }, message: messages.cuentaGuardada }
          }),
        },
      }),
      { input },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().context.mode).toBe("add")
    expect(visibleProblems(actor.getSnapshot().context).host).toBeNull()
    actor.send({ type: "BLUR", field: "host" })
    expect(visibleProblems(actor.getSnapshot().context).host).toBe(messages.hostRequerido)
    for (const [field, value] of Object.entries(stored)) actor.send({ type: "CHANGE", field, value })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("ready")
    expect(visibleProblems(actor.getSnapshot().context).password).toBe(messages.contrasenaRequerida)
    actor.send({ type: "CHANGE", field: "password", value: "S3creta" })
    actor.send({ type: "SUBMIT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toEqual([{ values: { ...stored, password: "S3creta" }, mode: "add" }])
    expect(actor.getSnapshot().context.mode).toBe("edit")
    // In edit mode an empty password is fine: it keeps the stored one.
    actor.send({ type: "SUBMIT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent[1]).toEqual({ values: { ...stored, password: "" }, mode: "edit" })
  })
})
