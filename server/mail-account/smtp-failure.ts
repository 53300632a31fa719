import { smtpFailureTexts } from "../../domain/configuraciones/cuentas-correo"

// nodemailer fails with an Error carrying a `code` of its own (ESOCKET, ECONNECTION, ETIMEDOUT,
// EDNS, EAUTH, ETLS, EENVELOPE, EMESSAGE...), the socket's code inside the message
// ("connect ECONNREFUSED 127.0.0.1:2525") and, when the server answered, its reply code. The
// administrator reads what that means, in Spanish, about the server the account names.

const fieldOf = (error: unknown, name: string): unknown =>
  typeof error === "object" && error !== null && name in error ? (error as Record<string, unknown>)[name] : undefined

/** The Spanish explanation of a failed send through `host:port`. */
export const smtpFailureText = (error: unknown, host: string, port: number): string => {
  const server = `${host}:${port}`
  const code = String(fieldOf(error, "code") ?? "")
  const message = error instanceof Error ? error.message : String(error)
  const reply = Number(fieldOf(error, "responseCode"))
  if (/ENOTFOUND|EAI_AGAIN/.test(message) || code === "EDNS") return smtpFailureTexts.hostDesconocido(server)
  if (/ETIMEDOUT|timeout/i.test(message) || code === "ETIMEDOUT") return smtpFailureTexts.sinRespuesta(server)
  if (code === "EAUTH") return smtpFailureTexts.credenciales(server)
  if (code === "ETLS" || /SSL|TLS|wrong version number|certificate/i.test(message)) return smtpFailureTexts.conexionSegura(server)
  if (/ECONNREFUSED|ECONNRESET|EHOSTUNREACH|ENETUNREACH/.test(message) || code === "ECONNECTION" || code === "ESOCKET") return smtpFailureTexts.sinConexion(server)
  if (code === "EENVELOPE") return smtpFailureTexts.destinatario(server)
  if (Number.isInteger(reply) && reply >= 400) return smtpFailureTexts.rechazo(server, reply)
  return smtpFailureTexts.otro(server)
}
