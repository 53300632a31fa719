import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { type KioskLoginResponse, type KioskSession, kioskTexts } from "../../domain/kiosko/kiosko"
import { messages } from "../../domain/messages"
import { type ChooseOutcome, type KioskSessionInput, type RestoreOutcome, kioskSessionMachine, kioskStorageKey } from "../../machines/kiosko/kiosko-session"
import { Coverage, type ReplayEnv, assertComplete, replay, transitionPaths } from "./support/coverage"
import { MemoryStore } from "./support/memoryStore"

// The kiosk's session: sign-in, the password that must change first, the comodín's choice of the
// person they help, the ready kiosk, sign-out and a session the server ended, with the session
// kept in the tab's storage and asked of the server again on load.

type Snap = SnapshotFrom<typeof kioskSessionMachine>

const pending = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}))
const machine = kioskSessionMachine.provide({
  actors: { restore: pending(), signIn: pending(), changePassword: pending(), choose: pending(), logout: pending() },
})

const colaborador = { id_empleado: 42, num_empleado: "E000042", n_empleado: "Ana López" }
const session = (patch: Partial<KioskSession> = {}): KioskSession => ({ id_usuario: "kiosko", n_usuario: "Ana", comodin: "0", nuevo: "0", colaborador, ...patch })
const response = (token: string, patch: Partial<KioskSession> = {}): KioskLoginResponse => ({
  error: false,
  message: messages.bienvenido,
  token,
  expires_at: "2099-01-01T00:00:00.000Z",
  sesion: session(patch),
})

const events = [
  { type: "SIGN_IN", id_usuario: " kiosko ", password: "Demo.Kiosko-2026" },
  { type: "CHANGE_PASSWORD", password_actual: "Demo.Kiosko-2026", password: "Nueva.Clave-2026", password_confirm: "Nueva.Clave-2026" },
  { type: "CHOOSE_EMPLOYEE", num_empleado: " E000042 " },
  { type: "CHANGE_EMPLOYEE" },
  { type: "NEW_PASSWORD" },
  { type: "CANCEL" },
  { type: "SIGN_OUT" },
  { type: "UNAUTHORIZED" },
  { type: "xstate.done.actor.restore", output: { kind: "restored", sesion: session() } },
  { type: "xstate.done.actor.restore", output: { kind: "gone" } },
  { type: "xstate.error.actor.restore", error: new Error("offline") },
  { type: "xstate.done.actor.signIn", output: { kind: "signedIn", response: response("tok-1") } },
  { type: "xstate.done.actor.signIn", output: { kind: "signedIn", response: response("tok-new", { nuevo: "1" }) } },
  { type: "xstate.done.actor.signIn", output: { kind: "signedIn", response: response("tok-comodin", { comodin: "1", colaborador: null }) } },
  { type: "xstate.done.actor.signIn", output: { kind: "refused", message: messages.accesoIncorrecto } },
  { type: "xstate.error.actor.signIn", error: new Error("offline") },
  { type: "xstate.done.actor.changePassword", output: { kind: "signedIn", response: response("tok-2") } },
  { type: "xstate.done.actor.changePassword", output: { kind: "refused", message: kioskTexts.contrasenaActualIncorrecta } },
  { type: "xstate.error.actor.changePassword", error: new Error("offline") },
  { type: "xstate.done.actor.choose", output: { kind: "chosen", sesion: session({ comodin: "1" }) } },
  { type: "xstate.done.actor.choose", output: { kind: "refused", message: kioskTexts.colaboradorNoEncontrado } },
  { type: "xstate.error.actor.choose", error: new Error("offline") },
  { type: "xstate.done.actor.logout", output: undefined },
  { type: "xstate.error.actor.logout", error: new Error("offline") },
] as const

const storedOf = (env: ReplayEnv) => (env.input as KioskSessionInput).storage.getItem(kioskStorageKey)

const expectations = {
  '"signedOut"': (s: Snap, env: ReplayEnv) => {
    expect(s.context.stored).toBeNull()
    expect(storedOf(env)).toBeNull()
    if (env.lastEvent?.type === "xstate.done.actor.signIn") {
      expect(s.context.refusal).toBe(messages.accesoIncorrecto)
      expect(env.emitted.at(-1)).toEqual({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.accesoIncorrecto })
    }
    if (env.lastEvent?.type === "UNAUTHORIZED") expect(env.emitted.at(-1)).toMatchObject({ tone: "warning", title: messages.noAutenticado })
    if (env.lastEvent?.type === "xstate.done.actor.logout") expect(env.emitted.at(-1)).toMatchObject({ title: messages.sesionCerrada })
  },
  '"restoring"': (s: Snap) => {
    expect(s.context.stored?.token).toBe("tok-old")
    expect(s.children.restore).toBeDefined()
  },
  '"signingIn"': (s: Snap) => {
    expect(s.children.signIn).toBeDefined()
    expect(s.context.refusal).toBeNull()
  },
  '"changingPassword"': (s: Snap, env: ReplayEnv) => {
    expect(s.context.stored).not.toBeNull()
    expect(JSON.parse(storedOf(env) ?? "null")).toEqual(s.context.stored)
    if (env.lastEvent?.type === "xstate.done.actor.changePassword") expect(s.context.refusal).toBe(kioskTexts.contrasenaActualIncorrecta)
  },
  '"savingPassword"': (s: Snap) => {
    expect(s.children.changePassword).toBeDefined()
  },
  '"choosingEmployee"': (s: Snap, env: ReplayEnv) => {
    expect(s.context.stored?.sesion.comodin).toBe("1")
    if (env.lastEvent?.type === "xstate.done.actor.choose") expect(s.context.refusal).toBe(kioskTexts.colaboradorNoEncontrado)
  },
  '"choosing"': (s: Snap) => {
    expect(s.children.choose).toBeDefined()
  },
  '"ready"': (s: Snap, env: ReplayEnv) => {
    // Ready means: the password needs no change and someone is acted for, as stored.
    expect(s.context.stored?.sesion.nuevo).toBe("0")
    expect(s.context.stored?.sesion.colaborador).toEqual(colaborador)
    expect(JSON.parse(storedOf(env) ?? "null")).toEqual(s.context.stored)
    if (env.lastEvent?.type === "xstate.done.actor.changePassword") {
      expect(s.context.stored?.token).toBe("tok-2")
      expect(env.emitted.at(-1)).toMatchObject({ tone: "success", title: kioskTexts.contrasenaCambiada })
    }
  },
  '"signingOut"': (s: Snap) => {
    expect(s.children.logout).toBeDefined()
  },
}

/** A storage whose writes are dropped. */
class ReadOnlyStore extends MemoryStore {
  override setItem(): void {}
  override removeItem(): void {}
}

const storedSession = () => ({ [kioskStorageKey]: JSON.stringify({ token: "tok-old", expires_at: "2099-01-01T00:00:00.000Z", sesion: session() }) })

describe("kiosk session machine paths", () => {
  it("reaches every state and takes every transition, from an empty tab and from a stored session", { timeout: 60_000 }, () => {
    const coverage = new Coverage(machine)
    for (const initial of [{}, storedSession()]) {
      const makeInput = (): KioskSessionInput => ({ storage: new MemoryStore(initial) })
      // The machine writes its storage in place and reads it only when it starts: the graph is
      // walked over a storage that keeps no writes (so every walk starts alike), and a state is
      // its value and session, not the storage's contents.
      const serializeState = (snapshot: Snap) => JSON.stringify([snapshot.value, snapshot.context.stored, snapshot.context.refusal])
      const walked = { storage: new ReadOnlyStore(initial) }
      const paths = transitionPaths(machine, { input: walked, events: [...events] as never, serializeState: serializeState as never })
      replay<Snap>(machine, paths, coverage, { makeInput, expect: expectations })
    }
    assertComplete(coverage)
  })

  it("drops a stored session it cannot read", () => {
    const storage = new MemoryStore({ [kioskStorageKey]: "{not json" })
    const actor = createActor(machine, { input: { storage } }).start()
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(storage.getItem(kioskStorageKey)).toBeNull()
  })

  it("sends the number typed, trimmed, and the stored token to the restore and the sign-out", async () => {
    const seen: Array<unknown> = []
    const actor = createActor(
      kioskSessionMachine.provide({
        actors: {
          restore: fromPromise<RestoreOutcome, { token: string }>(async ({ input }) => {
            seen.push(["restore", input.token])
            return { kind: "restored", sesion: session({ comodin: "1", colaborador: null }) }
          }),
          choose: fromPromise<ChooseOutcome, { num_empleado: string }>(async ({ input }) => {
            seen.push(["choose", input.num_empleado])
            return { kind: "chosen", sesion: session({ comodin: "1" }) }
          }),
          logout: fromPromise(async ({ input }: { input: { token: string } }) => {
            seen.push(["logout", input.token])
          }),
        },
      }),
      { input: { storage: new MemoryStore(storedSession()) } },
    ).start()
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe("choosingEmployee")
    actor.send({ type: "CHOOSE_EMPLOYEE", num_empleado: " e000042 " })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe("ready")
    actor.send({ type: "SIGN_OUT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(seen).toEqual([["restore", "tok-old"], ["choose", "e000042"], ["logout", "tok-old"]])
  })
})
