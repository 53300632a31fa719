import { Effect } from "effect"
import nodemailer from "nodemailer"
import { accountById, firstAccount } from "../mail-account/repo"

// Notification e-mails go through the configured mail account (ss_correo, the first by id, as
// the settings page edits it) with real SMTP. They are sent after the decision is committed and
// a failure is logged, never returned: the decision stands whatever the mail server does.

export interface Notice {
  readonly to: string
  readonly subject: string
  readonly text: string
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error)).replace(/[\r\n]+/g, " ").slice(0, 300)

/** Sends the notices through the stored account; logs and returns when there is none or it fails. */
export const sendNotices = (notices: ReadonlyArray<Notice>) =>
  Effect.gen(function* () {
    if (notices.length === 0) return
    const first = yield* firstAccount
    const account = first === null ? null : yield* accountById(first.id_cuenta)
    if (account === null) {
      yield* Effect.logWarning(`Autorizaciones: sin cuenta de correo, ${notices.length} aviso(s) sin enviar`)
      return
    }
    const timeoutMs = Number(account.tiempo) * 1000
    const from = account.n_cuenta.includes("@") ? account.n_cuenta : `${account.n_cuenta}@${account.host}`
    yield* Effect.tryPromise({
      try: async () => {
        const transport = nodemailer.createTransport({
          host: account.host,
          port: Number(account.puerto),
          secure: account.ssl === "1",
          auth: { user: account.n_cuenta, pass: account.password },
          connectionTimeout: timeoutMs,
          greetingTimeout: timeoutMs,
          socketTimeout: timeoutMs,
          dnsTimeout: timeoutMs,
        })
        try {
          for (const notice of notices) await transport.sendMail({ from, to: notice.to, subject: notice.subject, text: notice.text })
        } finally {
          transport.close()
        }
      },
      catch: reasonOf,
    }).pipe(Effect.catchAll((reason) => Effect.logWarning(`Autorizaciones: no se pudo enviar el aviso por correo: ${reason}`)))
  }).pipe(
    // A database error while reading the account is logged like a mail failure.
    Effect.catchAllCause((cause) => Effect.logWarning("Autorizaciones: aviso por correo no enviado", cause)),
  )
