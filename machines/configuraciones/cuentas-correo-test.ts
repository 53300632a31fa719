import { assign, emit, setup } from "xstate"
import { isValidTestEmail, mailTexts } from "../../domain/configuraciones/cuentas-correo"
import { messages } from "../../domain/messages"
import type { ToastEmitted } from "../toast"
import { actorSlot } from "../actor-slot"

// 'Realizar Test' opens a modal asking for an address; an address that does
// not match the e-mail pattern sends nothing; the answer is 'El test se realizó correctamente'
// or 'Ocurrió un error al hacer el test' with the SMTP server's reason.

export type TestOutcome = { readonly kind: "sent"; readonly message: string } | { readonly kind: "failed"; readonly reason: string }

export interface MailTestContext {
  readonly email: string
  readonly touched: boolean
}

export type MailTestEvent =
  | { readonly type: "OPEN" }
  | { readonly type: "CLOSE" }
  | { readonly type: "EMAIL_CHANGED"; readonly value: string }
  | { readonly type: "EMAIL_BLURRED" }
  | { readonly type: "SEND" }

export type MailTestToast = ToastEmitted

export const mailTestProblem = (context: MailTestContext): string | null =>
  context.touched && !isValidTestEmail(context.email.trim()) ? mailTexts.correoInvalido : null

export const mailTestMachine = setup({
  types: { context: {} as MailTestContext, events: {} as MailTestEvent, emitted: {} as MailTestToast },
  actors: {
    send: actorSlot<TestOutcome, { readonly email: string }>("send"),
  },
  guards: {
    validEmail: ({ context }) => isValidTestEmail(context.email.trim()),
    sent: (_, outcome: TestOutcome) => outcome.kind === "sent",
  },
}).createMachine({
  id: "mailTest",
  context: { email: "", touched: false },
  initial: "closed",
  states: {
    closed: {
      on: { OPEN: { target: "editing", actions: assign({ email: "", touched: false }) } },
    },
    editing: {
      on: {
        CLOSE: "closed",
        EMAIL_CHANGED: { actions: assign({ email: ({ event }) => event.value }) },
        EMAIL_BLURRED: { actions: assign({ touched: true }) },
        SEND: [{ guard: "validEmail", target: "sending" }, { actions: assign({ touched: true }) }],
      },
    },
    sending: {
      invoke: {
        id: "send",
        src: "send",
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: [
          {
            guard: { type: "sent", params: ({ event }) => event.output },
            target: "closed",
            actions: emit({ type: "toast", tone: "success", title: messages.testCorrecto, message: "" } as const),
          },
          {
            target: "editing",
            actions: emit(({ event }) => ({
              type: "toast" as const,
              tone: "error" as const,
              title: messages.errorTestCorreo,
              message: event.output.kind === "failed" ? event.output.reason : "",
            })),
          },
        ],
        onError: {
          target: "editing",
          actions: emit({ type: "toast", tone: "error", title: messages.loSentimos, message: messages.errorGeneral } as const),
        },
      },
    },
  },
})
