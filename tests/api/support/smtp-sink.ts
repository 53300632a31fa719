import { SMTPServer } from "smtp-server"
import { freePort } from "../../support/server-process"

// A real SMTP server on a free local port that accepts one account (plain AUTH, no TLS) and
// keeps every message it receives: the tests of the mail account and of the authorization
// notices read what the server actually sent.

export interface ReceivedMail {
  readonly from: string
  /** The envelope's recipients, comma-separated. */
  readonly to: string
  readonly user: string
  /** The raw message, headers and body. */
  readonly body: string
}

export interface SmtpSink {
  readonly port: number
  readonly received: Array<ReceivedMail>
  readonly close: () => Promise<void>
}

export const startSmtpSink = async (account: { readonly n_cuenta: string; readonly password: string }): Promise<SmtpSink> => {
  const port = await freePort()
  const received: Array<ReceivedMail> = []
  const smtp = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === account.n_cuenta && auth.password === account.password) done(null, { user: auth.username })
      else done(new Error("Invalid username or password"))
    },
    onData(stream, session, done) {
      const chunks: Array<Buffer> = []
      stream.on("data", (c: Buffer) => chunks.push(c))
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address).join(","),
          user: String(session.user),
          body: Buffer.concat(chunks).toString("utf8"),
        })
        done()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve))
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) }
}

/** A quoted-printable UTF-8 body as text (nodemailer encodes accented text this way). */
export const decodeQuotedPrintable = (raw: string): string =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  ).toString("utf8")
