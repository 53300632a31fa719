import { Effect } from "effect"
import { mailTexts } from "../../domain/configuraciones/cuentas-correo"
import { smtpFailureText } from "./smtp-failure"

// One real message through nodemailer with the account's host, port, SSL and timeout. The
// values were validated by the request schema (no line breaks, options or paths), and the
// transport is built from an object, never from a URL string.

export interface SmtpSettings {
  readonly host: string
  readonly port: number
  readonly secure: boolean
  readonly timeoutMs: number
  readonly user: string
  readonly password: string
}

export const sendTestMessage = (settings: SmtpSettings, to: string) =>
  Effect.tryPromise({
    try: async () => {
      // Imported by the first test message, as send.ts does for the system's mails.
      const { default: nodemailer } = await import("nodemailer")
      const transport = nodemailer.createTransport({
        host: settings.host,
        port: settings.port,
        secure: settings.secure,
        auth: { user: settings.user, pass: settings.password },
        connectionTimeout: settings.timeoutMs,
        greetingTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        // A dead server must not hold the request for nodemailer's 10-minute default.
        dnsTimeout: settings.timeoutMs,
      })
      try {
        const from = settings.user.includes("@") ? settings.user : `${settings.user}@${settings.host}`
        await transport.sendMail({ from, to, subject: mailTexts.asuntoTest, text: mailTexts.cuerpoTest })
      } finally {
        transport.close()
      }
    },
    // What failed, in Spanish and naming the account's server (not "connect ECONNREFUSED ...").
    catch: (error) => smtpFailureText(error, settings.host, settings.port),
  })
