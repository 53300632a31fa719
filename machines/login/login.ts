import { assign, emit, setup } from "xstate"
import { messages } from "../../domain/messages"
import type { LoginResponse } from "../../domain/session"
import { type ToastEmitted, refusalToast } from "../toast"
import { actorSlot } from "../actor-slot"

// SPEC 2.2, 4 (idle -> submitting -> idle), 5 (required fields, shown once touched; an invalid
// submit marks everything touched and sends nothing) and 8 (toasts of 1500 ms). The request is
// An injected actor; toasts and the signed-in hand-over are emitted for the view to act on.

export interface LoginFields {
  readonly email: string
  readonly password: string
  readonly recordar: boolean
}

export interface LoginContext extends LoginFields {
  readonly touched: { readonly email: boolean; readonly password: boolean }
}

export interface LoginInput {
  /** The remembered e-mail, if any: prefilled with Recordar ticked. */
  readonly rememberedEmail: string | null
}

export type LoginEvent =
  | { readonly type: "EMAIL_CHANGED"; readonly value: string }
  | { readonly type: "PASSWORD_CHANGED"; readonly value: string }
  | { readonly type: "RECORDAR_CHANGED"; readonly value: boolean }
  | { readonly type: "EMAIL_BLURRED" }
  | { readonly type: "PASSWORD_BLURRED" }
  | { readonly type: "SUBMIT" }

/** What the sign-in request came to: the server said yes, said no (with its message), or failed. */
export type LoginOutcome =
  | { readonly kind: "signedIn"; readonly response: LoginResponse }
  | { readonly kind: "refused"; readonly message: string }

export type Toast = ToastEmitted

export type LoginEmitted =
  | Toast
  | { readonly type: "signedIn"; readonly response: LoginResponse; readonly remember: boolean; readonly email: string }

export const loginToastMs = 1500

export interface LoginFieldErrors {
  readonly email: string | null
  readonly password: string | null
}

const missing = (fields: LoginFields): LoginFieldErrors => ({
  email: fields.email.trim() === "" ? messages.usuarioRequerido : null,
  password: fields.password === "" ? messages.contrasenaRequerida : null,
})

/** The messages to show: only for touched fields. */
export const loginFieldErrors = (context: LoginContext): LoginFieldErrors => {
  const all = missing(context)
  return {
    email: context.touched.email ? all.email : null,
    password: context.touched.password ? all.password : null,
  }
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    emitted: {} as LoginEmitted,
  },
  actors: {
    signIn: actorSlot<LoginOutcome, LoginFields>("signIn"),
  },
  guards: {
    formIsValid: ({ context }) => {
      const errors = missing(context)
      return errors.email === null && errors.password === null
    },
    signedIn: (_, outcome: LoginOutcome) => outcome.kind === "signedIn",
  },
  actions: {
    touchAll: assign({ touched: { email: true, password: true } }),
    failureToast: emit({
      type: "toast",
      tone: "error",
      title: messages.loSentimos,
      message: messages.errorGeneral,
      timeoutMs: loginToastMs,
    } as const),
  },
}).createMachine({
  id: "login",
  context: ({ input }) => ({
    email: input.rememberedEmail ?? "",
    password: "",
    recordar: input.rememberedEmail !== null,
    touched: { email: false, password: false },
  }),
  initial: "idle",
  states: {
    idle: {
      on: {
        EMAIL_CHANGED: { actions: assign({ email: ({ event }) => event.value }) },
        PASSWORD_CHANGED: { actions: assign({ password: ({ event }) => event.value }) },
        RECORDAR_CHANGED: { actions: assign({ recordar: ({ event }) => event.value }) },
        EMAIL_BLURRED: { actions: assign({ touched: ({ context }) => ({ ...context.touched, email: true }) }) },
        PASSWORD_BLURRED: {
          actions: assign({ touched: ({ context }) => ({ ...context.touched, password: true }) }),
        },
        SUBMIT: [{ guard: "formIsValid", target: "submitting" }, { actions: "touchAll" }],
      },
    },
    submitting: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({
          email: context.email.trim(),
          password: context.password,
          recordar: context.recordar,
        }),
        onDone: [
          {
            guard: { type: "signedIn", params: ({ event }) => event.output },
            target: "idle",
            actions: [
              emit(({ event }) => ({
                type: "toast" as const,
                tone: "success" as const,
                title: messages.bienvenido,
                message: event.output.kind === "signedIn" ? event.output.response.message : "",
                timeoutMs: loginToastMs,
              })),
              emit(({ context, event }) => ({
                type: "signedIn" as const,
                // The guard above holds; the narrowing is only for the type checker.
                response: (event.output as Extract<LoginOutcome, { kind: "signedIn" }>).response,
                remember: context.recordar,
                email: context.email.trim(),
              })),
            ],
          },
          {
            target: "idle",
            actions: emit(({ event }) => ({ ...refusalToast(messages.loSentimos, event.output, messages.errorGeneral), timeoutMs: loginToastMs })),
          },
        ],
        onError: { target: "idle", actions: "failureToast" },
      },
    },
  },
})
