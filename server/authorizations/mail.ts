import { Effect } from "effect"
import { configuredAccount, type OutgoingMail, sendThrough } from "../mail-account/send"

// Notification e-mails go through the configured mail account (server/mail-account/send.ts)
// with real SMTP. They are sent after the decision is committed and a failure is logged, never
// returned: the decision stands whatever the mail server does.

export type Notice = OutgoingMail

/** Sends the notices through the configured account; logs and returns when there is none or it fails. */
export const sendNotices = (notices: ReadonlyArray<Notice>) =>
  Effect.gen(function* () {
    if (notices.length === 0) return
    const account = yield* configuredAccount
    if (account === null) {
      yield* Effect.logWarning(`Autorizaciones: sin cuenta de correo, ${notices.length} aviso(s) sin enviar`)
      return
    }
    yield* sendThrough(account, notices).pipe(
      Effect.catchAll((reason) => Effect.logWarning(`Autorizaciones: no se pudo enviar el aviso por correo: ${reason}`)),
    )
  }).pipe(
    // A database error while reading the account is logged like a mail failure.
    Effect.catchAllCause((cause) => Effect.logWarning("Autorizaciones: aviso por correo no enviado", cause)),
  )
