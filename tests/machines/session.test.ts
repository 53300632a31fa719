import { describe, expect, it } from "vitest"
import { type SnapshotFrom, createActor, fromPromise } from "xstate"
import { pathAfterSignIn, storedKeys } from "../../domain/stored-session"
import { type SessionInput, heldKeys, sessionMachine } from "../../machines/session"
import { Coverage, assertComplete, replay, transitionPaths } from "./support/coverage"
import { anHourAgo, fixedNow, inOneHour, loginResponse } from "./support/fixtures"
import { MemoryStore } from "./support/memoryStore"

type Snap = SnapshotFrom<typeof sessionMachine>

// The logout request never settles on its own here: the path sends its done/error event.
const machine = sessionMachine.provide({
  actors: { logout: fromPromise(() => new Promise<void>(() => {})) },
})

const storedLive = (): Record<string, string> => ({
  [storedKeys.token]: "tok-old",
  [storedKeys.expiresAt]: inOneHour,
  [storedKeys.permissions]: JSON.stringify(["ORG200"]),
  [storedKeys.profileType]: "CONSULTA",
  [storedKeys.user]: JSON.stringify(loginResponse().user),
  [storedKeys.remember]: JSON.stringify({ email: "ana@demo.mx" }),
})

const storedExpired = (): Record<string, string> => ({ ...storedLive(), [storedKeys.expiresAt]: anHourAgo })

const endOf = (at: number) => JSON.stringify({ reason: "inactividad", returnTo: "/personal/gestion-personal", userId: "admin@demo.mx", at })
/** Signed out by a time-out a minute ago: the login page says why. */
const storedTimedOut = (): Record<string, string> => ({ [storedKeys.sessionEnd]: endOf(fixedNow - 60_000) })
/** A time-out of two days ago is forgotten. */
const storedOldTimeOut = (): Record<string, string> => ({ [storedKeys.sessionEnd]: endOf(fixedNow - 2 * 86_400_000) })

const sessionKeys = [storedKeys.token, storedKeys.expiresAt, storedKeys.user, storedKeys.permissions, storedKeys.profileType, storedKeys.rightsVersion]

const events = [
  { type: "SIGNED_IN", response: loginResponse(), remember: true, email: "admin@demo.mx" },
  { type: "SIGNED_IN", response: loginResponse(), remember: false, email: "admin@demo.mx" },
  { type: "SIGNED_IN", response: loginResponse(anHourAgo), remember: true, email: "late@demo.mx" },
  { type: "SIGN_OUT" },
  { type: "TIMED_OUT", returnTo: "/organizacion/empresas?pagina=2" },
  { type: "UNAUTHORIZED" },
  { type: "CHECK", now: fixedNow },
  { type: "CHECK", now: Date.parse(inOneHour) + 1 },
  {
    type: "REFRESHED",
    current: { user: loginResponse().user, permissions: [{ clave: "GP100", n_grupo: "REDUCIDO" }], version_derechos: "v-reducido" },
  },
  { type: "xstate.done.actor.logout", output: undefined },
  { type: "xstate.error.actor.logout", error: new Error("offline") },
] as const

/** The time-out notice in memory and in storage agree; only a path of the app is kept. */
const expectEnd = (s: Snap, storage: SessionInput["storage"]) => {
  const ended = s.context.ended
  expect(storage.getItem(storedKeys.sessionEnd)).toBe(ended === null ? null : JSON.stringify(ended))
  if (ended !== null) {
    expect(ended.reason).toBe("inactividad")
    expect(["/organizacion/empresas?pagina=2", "/dashboard", "/personal/gestion-personal"]).toContain(ended.returnTo)
    // Back to that page only for the same user; anyone else starts at the dashboard.
    expect(pathAfterSignIn(ended, " Admin@Demo.mx")).toBe(ended.returnTo)
    expect(pathAfterSignIn(ended, "consulta@demo.mx")).toBe("/dashboard")
  }
}

const expectations = {
  '"unauthenticated"': (s: Snap, env: { input: unknown; lastEvent?: { type: string } | undefined }) => {
    const storage = (env.input as SessionInput).storage
    expectEnd(s, storage)
    if (env.lastEvent?.type === "SIGN_OUT") expect(s.context.ended).toBeNull()
    expect(s.context.session).toBeNull()
    expect(heldKeys(s.context)).toEqual([])
    for (const key of sessionKeys) expect(storage.getItem(key)).toBeNull()
    // The remembered e-mail is a preference, not session data: it survives sign-out.
    const remembered = storage.getItem(storedKeys.remember)
    expect(remembered === null ? null : JSON.parse(remembered).email).toBe(s.context.rememberedEmail)
  },
  '"authenticated"': (s: Snap, env: { input: unknown }) => {
    const storage = (env.input as SessionInput).storage
    // Signed in again, the notice is gone.
    expect(s.context.ended).toBeNull()
    expectEnd(s, storage)
    const session = s.context.session
    expect(session).not.toBeNull()
    expect(storage.getItem(storedKeys.token)).toBe(session?.token)
    expect(JSON.parse(storage.getItem(storedKeys.permissions) ?? "null")).toEqual(session?.permissions)
    expect(storage.getItem(storedKeys.profileType)).toBe(session?.profileType)
    expect(storage.getItem(storedKeys.rightsVersion)).toBe(session?.rightsVersion ?? null)
    // A refresh replaces the rights and their version with the server's current ones, in memory and in storage.
    if (session?.profileType === "REDUCIDO") {
      expect(session.permissions).toEqual(["GP100"])
      expect(session.rightsVersion).toBe("v-reducido")
    }
    if (session?.token === "tok-123" && session.profileType !== "REDUCIDO") {
      expect(session.permissions).toEqual(["ORG200", "GP100"])
      expect(session.profileType).toBe("ADMINISTRADOR")
      const remember = storage.getItem(storedKeys.remember)
      // Only the e-mail is remembered, and only when asked.
      if (remember !== null) expect(JSON.parse(remember)).toEqual({ email: "admin@demo.mx" })
    }
  },
  '"signingOut"': (s: Snap, env: { input: unknown; lastEvent?: ({ type: string } & Record<string, unknown>) | undefined }) => {
    expectEnd(s, (env.input as SessionInput).storage)
    if (env.lastEvent?.type === "TIMED_OUT") {
      expect(s.context.ended).toMatchObject({
        returnTo: env.lastEvent.returnTo === "/organizacion/empresas?pagina=2" ? "/organizacion/empresas?pagina=2" : "/dashboard",
        userId: "admin@demo.mx",
        at: fixedNow,
      })
    }
    if (env.lastEvent?.type === "SIGN_OUT") expect(s.context.ended).toBeNull()
    expect(s.context.session).not.toBeNull()
    expect((env.input as SessionInput).storage.getItem(storedKeys.token)).toBe(s.context.session?.token)
  },
}

describe("session machine paths", () => {
  it("reaches every state and takes every transition from every kind of stored session", () => {
    const coverage = new Coverage(machine)
    for (const initial of [{}, storedLive(), storedExpired(), storedTimedOut()]) {
      const makeInput = (): SessionInput => ({ storage: new MemoryStore(initial), now: () => fixedNow })
      const paths = transitionPaths(machine, { input: makeInput(), events: [...events] as never })
      replay<Snap>(machine, paths, coverage, { makeInput, expect: expectations })
    }
    assertComplete(coverage)
  })

  it("keeps only a path of the app to return to, and forgets a time-out of days ago", () => {
    const storage = new MemoryStore(storedLive())
    const actor = createActor(machine, { input: { storage, now: () => fixedNow } }).start()
    actor.send({ type: "TIMED_OUT", returnTo: "//sitio-ajeno.example/robo" })
    expect(actor.getSnapshot().context.ended?.returnTo).toBe("/dashboard")
    expect(JSON.parse(storage.getItem(storedKeys.sessionEnd) ?? "null")).toMatchObject({ returnTo: "/dashboard", userId: "admin@demo.mx" })
    const old = new MemoryStore(storedOldTimeOut())
    const later = createActor(machine, { input: { storage: old, now: () => fixedNow } }).start()
    expect(later.getSnapshot().context.ended).toBeNull()
    expect(old.getItem(storedKeys.sessionEnd)).toBeNull()
  })

  it("passes the stored token to the logout request", async () => {
    const tokens: string[] = []
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          logout: fromPromise<void, { token: string }>(async ({ input }) => {
            tokens.push(input.token)
          }),
        },
      }),
      { input: { storage: new MemoryStore(storedLive()), now: () => fixedNow } },
    ).start()
    expect(actor.getSnapshot().value).toBe("authenticated")
    actor.send({ type: "SIGN_OUT" })
    await new Promise((r) => setTimeout(r, 0))
    expect(tokens).toEqual(["tok-old"])
    expect(actor.getSnapshot().value).toBe("unauthenticated")
  })
})
