import { assign, setup } from "xstate"
import type { CurrentSession, LoginResponse } from "../domain/session"
import {
  type SessionEnd,
  type StoredSession,
  isLive,
  isReturnPath,
  parseRememberedEmail,
  parseSessionEnd,
  parseStoredPermissions,
  parseStoredUser,
  storedKeys,
} from "../domain/stored-session"
import type { KeyValueStore } from "./key-value-store"
import { actorSlot } from "./actor-slot"

// The browser's session. The storage and the clock are injected so the same machine runs on
// localStorage in the SPA and on a Map in the path tests; the logout call is an injected actor
// whose outcome never matters (the session ends here whatever the server answers).

export interface SessionInput {
  readonly storage: KeyValueStore
  readonly now: () => number
}

export interface SessionContext extends SessionInput {
  readonly session: StoredSession | null
  readonly rememberedEmail: string | null
  /** Set when the last session ended by an idle time-out; the login page says so. */
  readonly ended: SessionEnd | null
}

export type SessionEvent =
  | { readonly type: "SIGNED_IN"; readonly response: LoginResponse; readonly remember: boolean; readonly email: string }
  | { readonly type: "SIGN_OUT" }
  /** The idle limit passed (machines/inactivity.ts): sign out, remembering where the user was. */
  | { readonly type: "TIMED_OUT"; readonly returnTo: string }
  /** A tokened call answered 401: the server no longer knows this session. */
  | { readonly type: "UNAUTHORIZED" }
  /** Re-check the expiry at `now` (epoch ms), e.g. before each navigation. */
  | { readonly type: "CHECK"; readonly now: number }
  /** The server's current view of the user (GET /sesion): rights changed since sign-in take effect. */
  | { readonly type: "REFRESHED"; readonly current: CurrentSession }

export interface LogoutInput {
  readonly token: string
}

const readStored = (storage: KeyValueStore): StoredSession | null => {
  const token = storage.getItem(storedKeys.token)
  const expiresAt = storage.getItem(storedKeys.expiresAt)
  const permissions = parseStoredPermissions(storage.getItem(storedKeys.permissions))
  if (token === null || expiresAt === null || permissions === null) return null
  return {
    token,
    expiresAt,
    permissions,
    user: parseStoredUser(storage.getItem(storedKeys.user)),
    profileType: storage.getItem(storedKeys.profileType) ?? "",
    rightsVersion: storage.getItem(storedKeys.rightsVersion),
    greyedModules: parseStoredPermissions(storage.getItem(storedKeys.greyedModules)) ?? [],
  }
}

const fromResponse = (response: LoginResponse): StoredSession => ({
  token: response.token,
  expiresAt: response.expires_at,
  user: response.user,
  permissions: response.permissions.map((p) => p.clave),
  profileType: response.permissions[0]?.n_grupo ?? "",
  rightsVersion: response.version_derechos ?? null,
  greyedModules: response.modulos_deshabilitados ?? [],
})

const storeRightsVersion = (storage: KeyValueStore, version: string | null) => {
  if (version === null) storage.removeItem(storedKeys.rightsVersion)
  else storage.setItem(storedKeys.rightsVersion, version)
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    // Replaced by the caller (`provide`); rejecting keeps a forgotten wiring visible but harmless.
    logout: actorSlot<void, LogoutInput>("logout"),
  },
  guards: {
    storedSessionIsLive: ({ context }) => isLive(context.session, context.now()),
    responseIsLive: ({ context, event }) =>
      event.type === "SIGNED_IN" && isLive(fromResponse(event.response), context.now()),
    sessionIsOver: ({ context, event }) => event.type === "CHECK" && !isLive(context.session, event.now),
  },
  actions: {
    forgetSession: assign({ session: null }),
    noteTimeOut: assign(({ context, event }) => {
      if (event.type !== "TIMED_OUT") return {}
      const ended: SessionEnd = {
        reason: "inactividad",
        returnTo: isReturnPath(event.returnTo) ? event.returnTo : "/dashboard",
        userId: context.session?.user?.id_usuario ?? "",
        at: context.now(),
      }
      return { ended }
    }),
    persistEnd: ({ context }) => {
      if (context.ended === null) context.storage.removeItem(storedKeys.sessionEnd)
      else context.storage.setItem(storedKeys.sessionEnd, JSON.stringify(context.ended))
    },
    forgetEnd: assign({ ended: null }),
    wipeStorage: ({ context }) => {
      for (const key of [storedKeys.token, storedKeys.expiresAt, storedKeys.user, storedKeys.permissions, storedKeys.profileType, storedKeys.rightsVersion, storedKeys.greyedModules]) {
        context.storage.removeItem(key)
      }
    },
    keepSession: assign(({ event }) =>
      event.type === "SIGNED_IN"
        ? { session: fromResponse(event.response), rememberedEmail: event.remember ? event.email : null }
        : {},
    ),
    refreshSession: assign(({ context, event }) =>
      event.type === "REFRESHED" && context.session !== null
        ? {
            session: {
              ...context.session,
              user: event.current.user,
              permissions: event.current.permissions.map((p) => p.clave),
              profileType: event.current.permissions[0]?.n_grupo ?? "",
              rightsVersion: event.current.version_derechos ?? null,
              greyedModules: event.current.modulos_deshabilitados ?? [],
            },
          }
        : {},
    ),
    persistRefresh: ({ context }) => {
      if (context.session === null) return
      context.storage.setItem(storedKeys.user, JSON.stringify(context.session.user))
      context.storage.setItem(storedKeys.permissions, JSON.stringify(context.session.permissions))
      context.storage.setItem(storedKeys.profileType, context.session.profileType)
      context.storage.setItem(storedKeys.greyedModules, JSON.stringify(context.session.greyedModules))
      storeRightsVersion(context.storage, context.session.rightsVersion)
    },
    persistSession: ({ context, event }) => {
      if (event.type !== "SIGNED_IN") return
      const session = fromResponse(event.response)
      const { storage } = context
      storage.setItem(storedKeys.token, session.token)
      storage.setItem(storedKeys.expiresAt, session.expiresAt)
      storage.setItem(storedKeys.user, JSON.stringify(session.user))
      storage.setItem(storedKeys.permissions, JSON.stringify(session.permissions))
      storage.setItem(storedKeys.profileType, session.profileType)
      storage.setItem(storedKeys.greyedModules, JSON.stringify(session.greyedModules))
      storeRightsVersion(storage, session.rightsVersion)
      // 'Recordar' keeps only the e-mail; unticking it forgets a previous one.
      if (event.remember) storage.setItem(storedKeys.remember, JSON.stringify({ email: event.email }))
      else storage.removeItem(storedKeys.remember)
    },
  },
}).createMachine({
  id: "session",
  context: ({ input }) => ({
    ...input,
    session: readStored(input.storage),
    rememberedEmail: parseRememberedEmail(input.storage.getItem(storedKeys.remember)),
    ended: parseSessionEnd(input.storage.getItem(storedKeys.sessionEnd), input.now()),
  }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "storedSessionIsLive", target: "authenticated" }, { target: "unauthenticated" }],
    },
    unauthenticated: {
      entry: ["forgetSession", "wipeStorage", "persistEnd"],
      on: {
        SIGNED_IN: { guard: "responseIsLive", target: "authenticated", actions: ["keepSession", "persistSession", "forgetEnd", "persistEnd"] },
      },
    },
    authenticated: {
      on: {
        SIGN_OUT: { target: "signingOut", actions: ["forgetEnd", "persistEnd"] },
        TIMED_OUT: { target: "signingOut", actions: ["noteTimeOut", "persistEnd"] },
        UNAUTHORIZED: "unauthenticated",
        CHECK: { guard: "sessionIsOver", target: "unauthenticated" },
        REFRESHED: { actions: ["refreshSession", "persistRefresh"] },
      },
    },
    signingOut: {
      invoke: {
        id: "logout",
        src: "logout",
        input: ({ context }) => ({ token: context.session?.token ?? "" }),
        onDone: "unauthenticated",
        onError: "unauthenticated",
      },
      on: { UNAUTHORIZED: "unauthenticated" },
    },
  },
})

/** Keys the signed-in user holds; empty when signed out. */
export const heldKeys = (context: SessionContext): ReadonlyArray<string> => context.session?.permissions ?? []
