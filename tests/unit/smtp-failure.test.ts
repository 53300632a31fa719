import { describe, expect, it } from "vitest"
import { smtpFailureTexts } from "../../domain/configuraciones/cuentas-correo"
import { smtpFailureText } from "../../server/mail-account/smtp-failure"

// nodemailer's failures as the administrator reads them: in Spanish, naming the account's server.

/** An error shaped as nodemailer raises it: a message and a code of its own, sometimes a reply code. */
const failure = (message: string, fields: Readonly<Record<string, unknown>> = {}) => Object.assign(new Error(message), fields)

describe("a failed SMTP send in Spanish", () => {
  it("says a refused connection in the words of issue 18, with host:port", () => {
    expect(smtpFailureText(failure("connect ECONNREFUSED 127.0.0.1:2525", { code: "ESOCKET" }), "127.0.0.1", 2525)).toBe(
      "No fue posible conectar con el servidor de correo 127.0.0.1:2525",
    )
  })

  it("tells an unknown host, a silent server, a refused account and a TLS mismatch apart", () => {
    const server = "smtp.demo.mx:587"
    expect(smtpFailureText(failure("getaddrinfo ENOTFOUND smtp.demo.mx", { code: "EDNS" }), "smtp.demo.mx", 587)).toBe(smtpFailureTexts.hostDesconocido(server))
    expect(smtpFailureText(failure("Connection timeout", { code: "ETIMEDOUT" }), "smtp.demo.mx", 587)).toBe(smtpFailureTexts.sinRespuesta(server))
    expect(smtpFailureText(failure("Invalid login: 535 Invalid username or password", { code: "EAUTH", responseCode: 535 }), "smtp.demo.mx", 587)).toBe(
      smtpFailureTexts.credenciales(server),
    )
    expect(smtpFailureText(failure("wrong version number", { code: "ESOCKET" }), "smtp.demo.mx", 587)).toBe(smtpFailureTexts.conexionSegura(server))
    expect(smtpFailureText(failure("Message failed: 552 Mailbox full", { code: "EMESSAGE", responseCode: 552 }), "smtp.demo.mx", 587)).toBe(
      smtpFailureTexts.rechazo(server, 552),
    )
    expect(smtpFailureText("algo raro", "smtp.demo.mx", 587)).toBe(smtpFailureTexts.otro(server))
  })
})
