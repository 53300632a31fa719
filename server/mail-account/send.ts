import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { accountById } from "../configuraciones/cuentas-correo"
import { smtpFailureText } from "./smtp-failure"

// The system's own e-mails (authorization notices, password recovery links) go through the
// configured mail account with real SMTP: the account the system parameters name ('Cuenta de
// correo'), else the first by id, which is the one the settings page edits. The account's
// values were validated when saved (no line breaks, options or paths) and the transport is
// built from an object, never from a URL string.

export interface OutgoingMail {
  readonly to: string
  readonly subject: string
  readonly text: string
  /** A calendar invitation (an interview's .ics): sent as text/calendar beside the text, and attached. */
  readonly calendar?: { readonly method: "REQUEST" | "CANCEL"; readonly filename: string; readonly content: string }
  /** Files attached (an offer's carta oferta). */
  readonly attachments?: ReadonlyArray<{ readonly filename: string; readonly content: Uint8Array; readonly contentType: string }>
}

export type SendingAccount = NonNullable<Effect.Effect.Success<ReturnType<typeof accountById>>>

/** The account to send with, its password included; null when none is configured. */
export const configuredAccount = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [chosen] = yield* sql<{ id_cuenta: string }>`
    SELECT COALESCE(
      (SELECT p.id_cuenta_correo FROM parametros_sistema p WHERE p.id = 1),
      (SELECT MIN(c.id_cuenta) FROM ss_correo c)
    ) AS id_cuenta`
  return chosen?.id_cuenta === undefined || chosen.id_cuenta === null ? null : yield* accountById(chosen.id_cuenta)
})

/** The SMTP failure in Spanish for the log, with the transport's own words after it. */
const smtpReason = (error: unknown, host: string, port: number): string => {
  const raw = (error instanceof Error ? error.message : String(error)).replace(/[\r\n]+/g, " ").trim().slice(0, 300)
  return `${smtpFailureText(error, host, port)} (${raw})`
}

/** Sends the mails in one SMTP connection through the account; fails with the server's reason. */
export const sendThrough = (account: SendingAccount, mails: ReadonlyArray<OutgoingMail>) =>
  Effect.tryPromise({
    try: async () => {
      // Imported when a mail is sent: every part reaches this file (the authorization notices),
      // few processes ever send, and nodemailer is the largest package of the server bundle.
      const { default: nodemailer } = await import("nodemailer")
      const timeoutMs = Number(account.tiempo) * 1000
      const transport = nodemailer.createTransport({
        host: account.host,
        port: Number(account.puerto),
        secure: account.ssl === "1",
        auth: { user: account.n_cuenta, pass: account.password },
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
        // A dead server must not hold the sender for nodemailer's 10-minute default.
        dnsTimeout: timeoutMs,
      })
      try {
        const from = account.n_cuenta.includes("@") ? account.n_cuenta : `${account.n_cuenta}@${account.host}`
        for (const mail of mails)
          await transport.sendMail({
            from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            ...(mail.calendar === undefined ? {} : { icalEvent: { method: mail.calendar.method, filename: mail.calendar.filename, content: mail.calendar.content } }),
            ...(mail.attachments === undefined
              ? {}
              : { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType })) }),
          })
      } finally {
        transport.close()
      }
    },
    catch: (error) => smtpReason(error, account.host, Number(account.puerto)),
  })
