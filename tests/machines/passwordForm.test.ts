import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { changeProblems, passwordFieldOf, passwordTexts } from "../../domain/password-texts"
import { type FormValues, type PasswordFormInput, type SubmitOutcome, passwordFormMachine, shownProblems } from "../../machines/password-form"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof passwordFormMachine>

const machine = passwordFormMachine.provide({
  actors: { submit: fromPromise<SubmitOutcome, FormValues>(() => new Promise(() => {})) },
})

// The /perfil form: the richest of the three (the others have one or two fields).
const input: PasswordFormInput = {
  initial: { actual: "", password: "", password_confirm: "" },
  validate: changeProblems,
  fieldOf: passwordFieldOf,
}

const nueva = "Un.Cambio-Seguro-2026"
const done: SubmitOutcome = { kind: "done", message: passwordTexts.cambiada }
const wrongCurrent: SubmitOutcome = { kind: "refused", message: passwordTexts.actualIncorrecta, detalles: [] }
const common: SubmitOutcome = { kind: "refused", message: messages.contrasenaComun, detalles: [] }
const unplaced: SubmitOutcome = { kind: "refused", message: messages.solicitudInvalida, detalles: ["Algo que ningún campo toma"] }

const events = [
  { type: "CHANGE", field: "actual", value: "Demo.Admin-2026" },
  { type: "CHANGE", field: "password", value: nueva },
  { type: "CHANGE", field: "password_confirm", value: nueva },
  { type: "CHANGE", field: "password_confirm", value: "otra" },
  { type: "BLUR", field: "password" },
  { type: "SUBMIT" },
  { type: "xstate.done.actor.submit", output: done },
  { type: "xstate.done.actor.submit", output: wrongCurrent },
  { type: "xstate.done.actor.submit", output: common },
  { type: "xstate.done.actor.submit", output: unplaced },
  { type: "xstate.error.actor.submit", error: new Error("offline") },
] as const

const lastEmitted = (env: ReplayEnv) => env.emitted.at(-1)

const expectEditing = (s: Snap, env: ReplayEnv) => {
  const shown = shownProblems(s.context)
  const own = changeProblems(s.context.values)
  for (const field of Object.keys(input.initial)) {
    // The server's refusal wins; the form's own problem shows once the field is touched.
    expect(shown[field]).toBe(s.context.refused[field] ?? (s.context.touched[field] ? own[field] : null))
  }
  const event = env.lastEvent
  if (event?.type === "SUBMIT") {
    expect(s.context.touched).toEqual({ actual: true, password: true, password_confirm: true })
    expect(lastEmitted(env)).toEqual({ type: "invalid", count: Object.values(shown).filter((p) => p !== null).length })
    expect(s.children.submit).toBeUndefined()
  }
  if (event?.type === "xstate.done.actor.submit" && "output" in event) {
    const outcome = event.output as SubmitOutcome
    if (outcome === done) {
      // Nothing typed stays on screen; the message stays until the user types again.
      expect(s.context.values).toEqual(input.initial)
      expect(s.context.done).toBe(passwordTexts.cambiada)
      expect(lastEmitted(env)).toEqual({ type: "done", message: passwordTexts.cambiada })
    } else {
      // What was typed stays, and the refusal sits on its field (or above the form).
      expect(s.context.values.password).toBe(nueva)
      if (outcome === wrongCurrent) expect(shown.actual).toBe(passwordTexts.actualIncorrecta)
      if (outcome === common) expect(shown.password).toBe(messages.contrasenaComun)
      if (outcome === unplaced) expect(s.context.general).toBe("Algo que ningún campo toma")
      expect(lastEmitted(env)).toMatchObject({ type: "invalid" })
    }
  }
  if (event?.type === "xstate.error.actor.submit") expect(s.context.general).toBe(messages.errorGeneral)
  if (event?.type === "CHANGE") {
    // Changing a field lifts its own refusal and the general one, not the others'.
    expect(s.context.refused[(event as unknown as { field: string }).field]).toBeUndefined()
    expect(s.context.general).toBeNull()
    expect(s.context.done).toBeNull()
  }
}

describe("password form machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    const paths = transitionPaths(machine, { input, events: [...events] as never })
    replay<Snap>(machine, paths, coverage, {
      input,
      expect: {
        '"editing"': expectEditing,
        '"submitting"': (s) => {
          // Only a form without problems of its own is sent.
          expect(Object.values(changeProblems(s.context.values)).every((p) => p === null)).toBe(true)
          expect(s.children.submit).toBeDefined()
          expect(s.context.general).toBeNull()
        },
      },
    })
    assertComplete(coverage)
  })

  it("sends what was typed", async () => {
    const sent: Array<FormValues> = []
    const actor = createActor(
      passwordFormMachine.provide({
        actors: {
          submit: fromPromise<SubmitOutcome, FormValues>(async ({ input: values }) => {
            sent.push(values)
            return done
          }),
        },
      }),
      { input },
    ).start()
    for (const [field, value] of [["actual", "Demo.Admin-2026"], ["password", nueva], ["password_confirm", nueva]] as const) {
      actor.send({ type: "CHANGE", field, value })
    }
    actor.send({ type: "SUBMIT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toEqual([{ actual: "Demo.Admin-2026", password: nueva, password_confirm: nueva }])
    expect(actor.getSnapshot().context.done).toBe(passwordTexts.cambiada)
  })
})
