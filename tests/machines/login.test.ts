import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { messages } from "../../domain/messages"
import { type LoginFields, type LoginOutcome, loginFieldErrors, loginMachine } from "../../machines/login/login"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { loginResponse } from "./support/fixtures"

type Snap = SnapshotFrom<typeof loginMachine>

const machine = loginMachine.provide({
  actors: { signIn: fromPromise<LoginOutcome, LoginFields>(() => new Promise(() => {})) },
})

const signedIn: LoginOutcome = { kind: "signedIn", response: loginResponse() }
const refused: LoginOutcome = { kind: "refused", message: messages.accesoIncorrecto }

const events = [
  { type: "EMAIL_CHANGED", value: "admin@demo.mx" },
  { type: "EMAIL_CHANGED", value: "  " },
  { type: "PASSWORD_CHANGED", value: "Demo.Admin-2026" },
  { type: "PASSWORD_CHANGED", value: "" },
  { type: "RECORDAR_CHANGED", value: true },
  { type: "EMAIL_BLURRED" },
  { type: "PASSWORD_BLURRED" },
  { type: "SUBMIT" },
  { type: "xstate.done.actor.signIn", output: signedIn },
  { type: "xstate.done.actor.signIn", output: refused },
  { type: "xstate.error.actor.signIn", error: new Error("offline") },
] as const

const lastEmitted = (env: ReplayEnv) => env.emitted.at(-1)

const expectIdle = (s: Snap, env: ReplayEnv) => {
  const errors = loginFieldErrors(s.context)
  // A message shows only once its field is touched, and only while the field is empty.
  expect(errors.email).toBe(s.context.touched.email && s.context.email.trim() === "" ? messages.usuarioRequerido : null)
  expect(errors.password).toBe(s.context.touched.password && s.context.password === "" ? messages.contrasenaRequerida : null)
  const event = env.lastEvent
  if (event?.type === "SUBMIT") {
    // An invalid submit marks everything touched and sends nothing.
    expect(s.context.touched).toEqual({ email: true, password: true })
    expect(s.children.signIn).toBeUndefined()
  }
  if (event?.type === "xstate.done.actor.signIn" && "output" in event) {
    const outcome = event.output as LoginOutcome
    if (outcome.kind === "signedIn") {
      expect(env.emitted.slice(-2)).toEqual([
        { type: "toast", tone: "success", title: messages.bienvenido, message: "Hola, Ana", timeoutMs: 1500 },
        { type: "signedIn", response: outcome.response, remember: s.context.recordar, email: s.context.email.trim() },
      ])
    } else {
      expect(lastEmitted(env)).toEqual({
        type: "toast",
        tone: "error",
        title: messages.loSentimos,
        message: messages.accesoIncorrecto,
        timeoutMs: 1500,
      })
    }
  }
  if (event?.type === "xstate.error.actor.signIn") {
    expect(lastEmitted(env)).toMatchObject({ tone: "error", message: messages.errorGeneral, timeoutMs: 1500 })
  }
}

describe("login machine paths", () => {
  it("reaches every state and takes every transition", () => {
    const coverage = new Coverage(machine)
    for (const rememberedEmail of [null, "ana@demo.mx"]) {
      const input = { rememberedEmail }
      const paths = transitionPaths(machine, { input, events: [...events] as never })
      replay<Snap>(machine, paths, coverage, {
        input,
        expect: {
          '"idle"': expectIdle,
          '"submitting"': (s) => {
            // Only a complete form is sent; the button and overlay read this state.
            expect(s.context.email.trim()).not.toBe("")
            expect(s.context.password).not.toBe("")
            expect(s.children.signIn).toBeDefined()
          },
        },
      })
    }
    assertComplete(coverage)
  })

  it("prefills the remembered e-mail with Recordar ticked and sends the trimmed form", async () => {
    const sent: LoginFields[] = []
    const actor = createActor(
      loginMachine.provide({
        actors: {
          signIn: fromPromise<LoginOutcome, LoginFields>(async ({ input }) => {
            sent.push(input)
            return refused
          }),
        },
      }),
      { input: { rememberedEmail: "ana@demo.mx" } },
    ).start()
    expect(actor.getSnapshot().context).toMatchObject({ email: "ana@demo.mx", recordar: true })
    actor.send({ type: "EMAIL_CHANGED", value: " ana@demo.mx " })
    actor.send({ type: "PASSWORD_CHANGED", value: "x" })
    actor.send({ type: "SUBMIT" })
    expect(actor.getSnapshot().value).toBe("submitting")
    await new Promise((r) => setTimeout(r, 0))
    expect(sent).toEqual([{ email: "ana@demo.mx", password: "x", recordar: true }])
    expect(actor.getSnapshot().value).toBe("idle")
  })
})
