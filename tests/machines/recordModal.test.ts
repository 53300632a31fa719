import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { formProblems } from "../../domain/records/descriptor"
import { profiles } from "../../domain/configuraciones/perfiles"
import { systemUsers } from "../../domain/configuraciones/permisos"
import { type Mode, type SaveInput, type SaveOutcome, type Values, isDirty, recordModalMachine, visibleErrors } from "../../machines/record-modal"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"

type Snap = SnapshotFrom<typeof recordModalMachine>

const machine = recordModalMachine.provide({
  actors: { save: fromPromise<SaveOutcome, SaveInput>(() => new Promise(() => {})) },
})

// The profile modal as the fixture, with its descriptor's rules; both closing behaviours are walked.
const profileInput = (closeOnCompletion: boolean) => ({
  empty: { id_grupo: "", n_grupo: "" },
  keyField: "id_grupo",
  validate: (v: Values, mode: Mode) => formProblems(profiles, mode, v),
  closeOnCompletion,
})

const events = [
  { type: "OPEN_ADD" },
  { type: "OPEN_EDIT", values: { id_grupo: "ADMIN", n_grupo: "Administrador" }, stored: { id: "ADMIN", record: { id_grupo: "ADMIN", n_grupo: "Administrador", usuarios: 3 } } },
  { type: "CHANGE", field: "id_grupo", value: "VENTAS" },
  { type: "CHANGE", field: "n_grupo", value: "Ventas" },
  { type: "CHANGE", field: "n_grupo", value: "" },
  { type: "BLUR", field: "n_grupo" },
  { type: "SUBMIT" },
  { type: "CLOSE" },
  { type: "DISMISS" },
  { type: "LEAVE" },
  { type: "STAY" },
  { type: "xstate.done.actor.save", output: { kind: "saved", message: messages.perfilGuardado } },
  { type: "xstate.done.actor.save", output: { kind: "refused", message: messages.claveDuplicada } },
  { type: "xstate.error.actor.save", error: new Error("offline") },
] as const

const expectClosed = (s: Snap, env: ReplayEnv) => {
  // Closed means reset: an empty add form, nothing touched.
  expect(s.context.values).toEqual({ id_grupo: "", n_grupo: "" })
  expect(s.context.touched).toEqual({})
  expect(s.context.edited).toEqual({})
  expect(s.context.mode).toBe("add")
  const event = env.lastEvent
  if (event?.type === "xstate.done.actor.save" && "output" in event) {
    const output = event.output as SaveOutcome
    if (output.kind === "saved") {
      expect(env.emitted.slice(-2)).toEqual([{ type: "toast", tone: "success", title: messages.perfilGuardado }, { type: "saved" }])
    } else {
      expect(s.context.closeOnCompletion).toBe(true)
      expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "warning", title: messages.claveDuplicada })
    }
  }
  if (event?.type === "xstate.error.actor.save") {
    expect(s.context.closeOnCompletion).toBe(true)
    expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "error", title: messages.errorGeneral })
  }
}

const expectEditing = (s: Snap, env: ReplayEnv) => {
  const shown = visibleErrors(s.context)
  for (const [field, error] of Object.entries(shown)) if (!s.context.touched[field]) expect(error).toBeNull()
  const event = env.lastEvent
  if (s.context.mode === "edit") expect(s.context.values.id_grupo).toBe("ADMIN")
  // The record being edited, as read; none while adding.
  expect(s.context.stored).toEqual(s.context.mode === "edit" ? { id: "ADMIN", record: { id_grupo: "ADMIN", n_grupo: "Administrador", usuarios: 3 } } : null)
  // Leaving a field never changed shows nothing: no message before anything is typed.
  if (event?.type === "BLUR" && s.context.attempt === 0) {
    const { field } = event as unknown as { readonly field: string }
    expect(s.context.touched[field] === true).toBe(s.context.edited[field] === true)
  }
  if (event?.type === "SUBMIT") {
    expect(s.context.touched).toEqual({ id_grupo: true, n_grupo: true })
    expect(s.children.save).toBeUndefined()
    // An invalid submit counts an attempt: the view focuses the first problem and counts them aloud.
    expect(s.context.attempt).toBeGreaterThan(0)
  }
  // Back from the question: the changes are still there.
  if (event?.type === "STAY") expect(isDirty(s.context)).toBe(true)
  if (event?.type === "xstate.done.actor.save") {
    expect(s.context.closeOnCompletion).toBe(false)
    // The refused form keeps what was typed and counts an attempt (focus to the problem).
    expect(s.context.attempt).toBeGreaterThan(0)
    expect(s.context.values).not.toEqual(s.context.empty)
    expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "warning", title: messages.claveDuplicada })
  }
  if (event?.type === "xstate.error.actor.save") expect(env.emitted.at(-1)).toMatchObject({ tone: "error", title: messages.errorGeneral })
}

describe("recordModal machine paths", () => {
  it("reaches every state and takes every transition, closing on completion or not", () => {
    const coverage = new Coverage(machine)
    for (const closes of [false, true]) {
      const input = profileInput(closes)
      // The attempt counter grows with every invalid submit: the graph keeps only whether there was one.
      const serializeState = (snapshot: Snap) => JSON.stringify([snapshot.value, { ...snapshot.context, attempt: Math.min(snapshot.context.attempt, 1) }])
      replay<Snap>(machine, transitionPaths(machine, { input, events: [...events] as never, serializeState: serializeState as never }), coverage, {
        input,
        expect: {
          '"closed"': expectClosed,
          '{"open":"editing"}': expectEditing,
          '{"open":"confirmingLeave"}': (s) => {
            // Asked only when the form holds changes; they are kept while the question is open.
            expect(isDirty(s.context)).toBe(true)
          },
          '{"open":"saving"}': (s) => {
            expect(formProblems(profiles, s.context.mode, s.context.values)).toEqual({})
            expect(s.children.save).toBeDefined()
          },
        },
      })
    }
    assertComplete(coverage)
  })

  it("shows no message for a field the focus only passed through; a field changed and left shows its own", () => {
    const actor = createActor(machine, { input: profileInput(false) }).start()
    actor.send({ type: "OPEN_ADD" })
    actor.send({ type: "BLUR", field: "id_grupo" })
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ id_grupo: null, n_grupo: null })
    actor.send({ type: "CHANGE", field: "n_grupo", value: "V" })
    actor.send({ type: "CHANGE", field: "n_grupo", value: "" })
    actor.send({ type: "BLUR", field: "n_grupo" })
    expect(visibleErrors(actor.getSnapshot().context)).toEqual({ id_grupo: null, n_grupo: formProblems(profiles, "add", { id_grupo: "", n_grupo: "" }).n_grupo })
    actor.send({ type: "SUBMIT" })
    expect(visibleErrors(actor.getSnapshot().context).id_grupo).toBe(messages.claveRequerida)
  })

  it("clears the confirmation when the password changes (system users, SPEC 5)", async () => {
    const sent: SaveInput[] = []
    const actor = createActor(
      recordModalMachine.provide({
        actors: {
          save: fromPromise<SaveOutcome, SaveInput>(async ({ input }) => {
            sent.push(input)
            return { kind: "saved", message: messages.usuarioCreado }
          }),
        },
      }),
      {
        input: {
          empty: { id_empleado: "", id_usuario: "", password: "", password_confirm: "", id_grupo: "", id_rol: "", admin: "0" },
          keyField: "id_usuario",
          validate: (v: Values, mode: Mode) => formProblems(systemUsers, mode, v),
          adjust: (v: Values, field: string) => (field === "password" ? { ...v, password_confirm: "" } : v),
        },
      },
    ).start()
    actor.send({ type: "OPEN_ADD" })
    const change = (field: string, value: string) => actor.send({ type: "CHANGE", field, value })
    change("id_empleado", "7")
    change("id_usuario", "ana@demo.mx")
    change("password", "Ventanal-Azul-2026")
    change("password_confirm", "Ventanal-Azul-2026")
    change("password", "Ventanal-Azul-2027")
    expect(actor.getSnapshot().context.values.password_confirm).toBe("")
    change("password_confirm", "otra")
    change("id_grupo", "ADMIN")
    change("id_rol", "GLOBAL")
    actor.send({ type: "SUBMIT" })
    expect(visibleErrors(actor.getSnapshot().context).password_confirm).toBe(messages.contrasenasNoCoinciden)
    change("password_confirm", "Ventanal-Azul-2027")
    actor.send({ type: "SUBMIT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toHaveLength(1)
    expect(actor.getSnapshot().value).toBe("closed")
  })
})
