import { assign, emit, setup } from "xstate"
import type { KioskLoginResponse, KioskSession } from "../../domain/kiosko/kiosko"
import { type StoredKioskSession, parseStoredKioskSession } from "../../domain/kiosko/kiosko-stored-session"
import { kioskTexts } from "../../domain/kiosko/kiosko-vocabulary"
import { messages } from "../../domain/messages"
import type { KeyValueStore } from "../key-value-store"
import { type ToastEmitted, toast } from "../toast"
import { actorSlot } from "../actor-slot"

// The kiosk's session (/kiosko, DOMAIN-MX 4.8): who is signed in at the self-service terminal and
// what they must do before anything else. After the sign-in a password that must change comes
// first (nuevo = '1'), then a comodín types the number of the person they help, then the kiosk is
// ready. The session persists in the tab's storage (sessionStorage: a kiosk is a shared screen,
// closing the tab ends it) and is asked of the server again when the page loads. Requests are
// injected actors; the forms' texts live in the view, which sends what was typed.

export const kioskStorageKey = "ch.kiosko"

const readStored = (storage: KeyValueStore): StoredKioskSession | null => parseStoredKioskSession(storage.getItem(kioskStorageKey))

export interface KioskSessionInput {
  readonly storage: KeyValueStore
}

export interface KioskSessionContext extends KioskSessionInput {
  readonly stored: StoredKioskSession | null
  /** The server's refusal of the last form sent (shown beside the form), or null. */
  readonly refusal: string | null
}

export interface SignInFields {
  readonly id_usuario: string
  readonly password: string
}

export interface PasswordFields {
  readonly password_actual: string
  readonly password: string
  readonly password_confirm: string
}

export type KioskSessionEvent =
  | ({ readonly type: "SIGN_IN" } & SignInFields)
  | ({ readonly type: "CHANGE_PASSWORD" } & PasswordFields)
  | { readonly type: "CHOOSE_EMPLOYEE"; readonly num_empleado: string }
  /** A comodín helps someone else now. */
  | { readonly type: "CHANGE_EMPLOYEE" }
  /** A new password when the user wants one (not asked for). */
  | { readonly type: "NEW_PASSWORD" }
  /** Back to the kiosk from a form that was not required. */
  | { readonly type: "CANCEL" }
  | { readonly type: "SIGN_OUT" }
  /** A tokened call answered 401: the server no longer knows this session. */
  | { readonly type: "UNAUTHORIZED" }

/** What a sign-in or a password change came to. */
export type SignInOutcome = { readonly kind: "signedIn"; readonly response: KioskLoginResponse } | { readonly kind: "refused"; readonly message: string }
export type ChooseOutcome = { readonly kind: "chosen"; readonly sesion: KioskSession } | { readonly kind: "refused"; readonly message: string }
export type RestoreOutcome = { readonly kind: "restored"; readonly sesion: KioskSession } | { readonly kind: "gone" }

const fromResponse = (r: KioskLoginResponse): StoredKioskSession => ({ token: r.token, expires_at: r.expires_at, sesion: r.sesion })

const keep = (storage: KeyValueStore, stored: StoredKioskSession): StoredKioskSession => {
  storage.setItem(kioskStorageKey, JSON.stringify(stored))
  return stored
}

/** The session a sign-in (or a password change) answered with, kept in storage too; no refusal left. */
const keepSignedIn = (context: KioskSessionContext, output: SignInOutcome) =>
  output.kind === "signedIn" ? { stored: keep(context.storage, fromResponse(output.response)), refusal: null } : {}

/** The stored session with the server's view of it now (a restore, a chosen employee), kept in storage too. */
const keepSesion = (context: KioskSessionContext, sesion: KioskSession): StoredKioskSession | null =>
  context.stored === null ? null : keep(context.storage, { ...context.stored, sesion })

/** The server's refusal of a form, shown beside it; null for any other answer. */
const refusalIn = (output: SignInOutcome | ChooseOutcome): string | null => (output.kind === "refused" ? output.message : null)

export const kioskSessionMachine = setup({
  types: {
    context: {} as KioskSessionContext,
    events: {} as KioskSessionEvent,
    input: {} as KioskSessionInput,
    emitted: {} as ToastEmitted,
  },
  actors: {
    restore: actorSlot<RestoreOutcome, { token: string }>("restore"),
    signIn: actorSlot<SignInOutcome, SignInFields>("signIn"),
    changePassword: actorSlot<SignInOutcome, PasswordFields>("changePassword"),
    choose: actorSlot<ChooseOutcome, { num_empleado: string }>("choose"),
    logout: actorSlot<void, { token: string }>("logout"),
  },
  guards: {
    hasStored: ({ context }) => context.stored !== null,
    mustChangePassword: ({ context }) => context.stored?.sesion.nuevo === "1",
    needsEmployee: ({ context }) => context.stored?.sesion.colaborador === null,
    isComodin: ({ context }) => context.stored?.sesion.comodin === "1",
    canLeavePasswordForm: ({ context }) => context.stored?.sesion.nuevo !== "1",
    hasEmployee: ({ context }) => context.stored !== null && context.stored.sesion.colaborador !== null,
  },
  actions: {
    clear: assign(({ context }) => {
      context.storage.removeItem(kioskStorageKey)
      return { stored: null, refusal: null }
    }),
    clearRefusal: assign({ refusal: null }),
    failureToast: emit(toast("error", messages.errorGeneral)),
  },
}).createMachine({
  id: "kioskSession",
  context: ({ input }) => ({ storage: input.storage, stored: readStored(input.storage), refusal: null }),
  initial: "start",
  on: {
    UNAUTHORIZED: { target: ".signedOut", actions: ["clear", emit(toast("warning", messages.noAutenticado))] },
  },
  states: {
    start: {
      // An unreadable stored session is dropped.
      always: [{ guard: "hasStored", target: "restoring" }, { target: "signedOut", actions: "clear" }],
    },
    restoring: {
      invoke: {
        id: "restore",
        src: "restore",
        input: ({ context }) => ({ token: context.stored?.token ?? "" }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "restored",
            target: "route",
            actions: assign(({ context, event }) => {
              const stored = event.output.kind === "restored" ? keepSesion(context, event.output.sesion) : null
              return stored === null ? {} : { stored }
            }),
          },
          { target: "signedOut", actions: "clear" },
        ],
        onError: { target: "signedOut", actions: "clear" },
      },
    },
    signedOut: {
      on: { SIGN_IN: { target: "signingIn", actions: "clearRefusal" } },
    },
    signingIn: {
      // The sign-in answers 401 'Acceso incorrecto' on its own: no session ends with it.
      on: { UNAUTHORIZED: {} },
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ event }) => (event.type === "SIGN_IN" ? { id_usuario: event.id_usuario.trim(), password: event.password } : { id_usuario: "", password: "" }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "signedIn",
            target: "route",
            actions: [
              assign(({ context, event }) => keepSignedIn(context, event.output)),
              emit(toast("success", messages.bienvenido)),
            ],
          },
          {
            target: "signedOut",
            actions: [
              assign({ refusal: ({ event }) => refusalIn(event.output) }),
              emit(({ event }) => toast("error", messages.loSentimos, event.output.kind === "refused" ? event.output.message : messages.errorGeneral)),
            ],
          },
        ],
        onError: { target: "signedOut", actions: "failureToast" },
      },
    },
    route: {
      always: [
        { guard: "mustChangePassword", target: "changingPassword" },
        { guard: "needsEmployee", target: "choosingEmployee" },
        { target: "ready" },
      ],
    },
    changingPassword: {
      on: {
        CHANGE_PASSWORD: { target: "savingPassword", actions: "clearRefusal" },
        CANCEL: { guard: "canLeavePasswordForm", target: "ready", actions: "clearRefusal" },
        SIGN_OUT: "signingOut",
      },
    },
    savingPassword: {
      invoke: {
        id: "changePassword",
        src: "changePassword",
        input: ({ event }) =>
          event.type === "CHANGE_PASSWORD"
            ? { password_actual: event.password_actual, password: event.password, password_confirm: event.password_confirm }
            : { password_actual: "", password: "", password_confirm: "" },
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "signedIn",
            target: "route",
            actions: [
              assign(({ context, event }) => keepSignedIn(context, event.output)),
              emit(toast("success", kioskTexts.contrasenaCambiada)),
            ],
          },
          {
            target: "changingPassword",
            actions: assign({ refusal: ({ event }) => refusalIn(event.output) }),
          },
        ],
        onError: { target: "changingPassword", actions: "failureToast" },
      },
    },
    choosingEmployee: {
      on: {
        CHOOSE_EMPLOYEE: { target: "choosing", actions: "clearRefusal" },
        CANCEL: { guard: "hasEmployee", target: "ready", actions: "clearRefusal" },
        SIGN_OUT: "signingOut",
      },
    },
    choosing: {
      invoke: {
        id: "choose",
        src: "choose",
        input: ({ event }) => ({ num_empleado: event.type === "CHOOSE_EMPLOYEE" ? event.num_empleado.trim() : "" }),
        onDone: [
          {
            guard: ({ event }) => event.output.kind === "chosen",
            target: "ready",
            actions: assign(({ context, event }) => {
              const stored = event.output.kind === "chosen" ? keepSesion(context, event.output.sesion) : null
              return stored === null ? {} : { stored, refusal: null }
            }),
          },
          {
            target: "choosingEmployee",
            actions: assign({ refusal: ({ event }) => refusalIn(event.output) }),
          },
        ],
        onError: { target: "choosingEmployee", actions: "failureToast" },
      },
    },
    ready: {
      on: {
        CHANGE_EMPLOYEE: { guard: "isComodin", target: "choosingEmployee" },
        NEW_PASSWORD: "changingPassword",
        SIGN_OUT: "signingOut",
      },
    },
    signingOut: {
      // The session ends here whatever the server answers.
      on: { UNAUTHORIZED: {} },
      invoke: {
        id: "logout",
        src: "logout",
        input: ({ context }) => ({ token: context.stored?.token ?? "" }),
        onDone: { target: "signedOut", actions: ["clear", emit(toast("success", messages.sesionCerrada))] },
        onError: { target: "signedOut", actions: ["clear", emit(toast("success", messages.sesionCerrada))] },
      },
    },
  },
})
