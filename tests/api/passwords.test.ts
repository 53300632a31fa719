import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { passwordRoutes, passwordTexts } from "../../domain/password-texts"
import { hashPassword } from "../../server/auth/password"
import { asError, call, demo, signIn } from "./support/http"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, manualClock, useServer } from "./support/test-server"

// Issue 18: a user's own password. POST /solicitar-recuperacion mails a single-use link valid
// 30 minutes through the configured mail account (a real SMTP server here) and answers the same
// whether or not the e-mail is a user's; POST /restablecer-password sets the new password with
// the policy and ends every session; POST /cambiar-password needs the current one and ends the
// other sessions. Time moves on the server's clock.

const minute = 60_000
const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5" }
const firstPassword = "Primera.Clave-2026"
const newPassword = "Nueva.Clave-Segura-2026"

describe.each(dialects)("a user's own password on %s", (dialect) => {
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: 20 * minute, sessionMaxMs: 8 * 60 * minute })
  let sink: SmtpSink
  let admin = ""

  const db = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
    t.server.run(Effect.flatMap(SqlClient.SqlClient, f) as Effect.Effect<A, never, SqlClient.SqlClient>)

  /** A user of the consultation profile with a password of this test. */
  const newUser = async (id_usuario: string) => {
    const hash = await t.server.run(hashPassword(firstPassword))
    await db((sql) =>
      Effect.gen(function* () {
        const [model] = yield* sql<{ id_grupo: string; id_rol: string }>`SELECT id_grupo, id_rol FROM usuarios WHERE id_usuario = ${demo.consulta.email}`
        yield* sql`INSERT INTO usuarios ${sql.insert({ id_usuario, id_empleado: null, password_hash: hash, id_grupo: model?.id_grupo ?? "", id_rol: model?.id_rol ?? "", admin: "0", activo: "1" })}`
      }),
    )
    return id_usuario
  }

  const mailsTo = (to: string) => sink.received.filter((m) => m.to === to).map((m) => decodeQuotedPrintable(m.body))

  /** The token of the newest link mailed to `to`, once `count` mails have arrived. */
  const linkTokenOf = async (to: string, count = 1): Promise<string> => {
    await expect.poll(() => mailsTo(to).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(count)
    const body = mailsTo(to).at(-1) ?? ""
    const link = /(http:\/\/\S+)/.exec(body)?.[1] ?? ""
    expect(link).toContain(`${passwordRoutes.restablecer}#token=`)
    return decodeURIComponent(link.split("#token=")[1] ?? "")
  }

  const request = (email: string) => call(t.url, "/api/solicitar-recuperacion", { body: { email } })
  const reset = (token: string, password: string, password_confirm = password) =>
    call(t.url, "/api/restablecer-password", { body: { token, password, password_confirm } })
  const signInAnswer = (email: string, password: string) => call(t.url, "/api/login", { body: { email, password } })
  const sessionStatus = async (token: string) => (await call(t.url, "/api/sesion", { token })).status

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const saved = await call(t.url, "/api/guardar-cuenta-correo", { token: admin, body: { ...mailAccount, puerto: String(sink.port), mode: "add" } })
    expect(saved.status).toBe(200)
  })
  afterAll(async () => {
    await sink?.close()
  })

  it("answers an unknown e-mail exactly as a user's, and mails a link only to the user", async () => {
    const user = await newUser("recupera.uno@demo.mx")
    const unknown = await request("nadie.registrado@demo.mx")
    const known = await request("  Recupera.Uno@Demo.mx ")
    expect(unknown.status).toBe(200)
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    expect(known.body).toEqual({ error: false, message: passwordTexts.enlaceEnviado, result: null })

    const token = await linkTokenOf(user)
    const [mail] = sink.received.filter((m) => m.to === user)
    expect(mail?.user).toBe(mailAccount.n_cuenta)
    expect(mail?.body).toMatch(/^Subject: =\?UTF-8\?Q\?Capital_Humano=3A_restablecer_su_contras/m)
    expect(decodeQuotedPrintable(mail?.body ?? "")).toContain(passwordTexts.cuerpo(user, "").split("\n")[0])
    expect(mailsTo("nadie.registrado@demo.mx")).toEqual([])

    // Only the token's hash is stored, on the user's request; the unknown e-mail's has none.
    const rows = await db((sql) => sql<{ email: string; token_hash: string | null; id_usuario: string | null }>`
      SELECT email, token_hash, id_usuario FROM recuperaciones_password WHERE email IN (${user}, 'nadie.registrado@demo.mx') ORDER BY id_recuperacion`)
    expect(rows).toEqual([
      { email: "nadie.registrado@demo.mx", token_hash: null, id_usuario: null },
      { email: user, token_hash: createHash("sha256").update(token).digest("hex"), id_usuario: user },
    ])
    expect(JSON.stringify(await db((sql) => sql`SELECT * FROM recuperaciones_password`))).not.toContain(token)
  })

  it("resets the password once with the policy, ending every session of the user", async () => {
    const user = await newUser("recupera.dos@demo.mx")
    const sessions = [await signIn(t.url, user, firstPassword), await signIn(t.url, user, firstPassword)].map((s) => s.token)
    await request(user)
    const token = await linkTokenOf(user)

    const refusals: Array<[string, string, string]> = [
      [newPassword, "Otra.Clave-Distinta-2026", passwordTexts.noCoinciden],
      ["Corta.1", "Corta.1", messages.contrasenaCorta],
      ["password1234", "password1234", messages.contrasenaComun],
      [user, user, messages.contrasenaComun],
    ]
    for (const [password, confirm, message] of refusals) {
      const refused = await reset(token, password, confirm)
      expect(refused.status, message).toBe(400)
      expect(asError(refused).message).toBe(message)
    }
    // Refused, the link still works and nothing changed.
    expect(await Promise.all(sessions.map(sessionStatus))).toEqual([200, 200])

    const done = await reset(token, newPassword)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ error: false, message: passwordTexts.restablecida, result: null })
    expect(await Promise.all(sessions.map(sessionStatus))).toEqual([401, 401])
    expect((await signInAnswer(user, firstPassword)).status).toBe(401)
    expect((await signInAnswer(user, newPassword)).status).toBe(200)

    // Single use.
    const again = await reset(token, "Tercera.Clave-Segura-2026")
    expect(again.status).toBe(400)
    expect(asError(again).message).toBe(passwordTexts.enlaceInvalido)
    expect((await signInAnswer(user, newPassword)).status).toBe(200)
  })

  it("refuses a link after 30 minutes on the server's clock, and a made-up one", async () => {
    const user = await newUser("recupera.tres@demo.mx")
    await request(user)
    const late = await linkTokenOf(user)
    clock.advance(30 * minute)
    const expired = await reset(late, newPassword)
    expect(expired.status).toBe(400)
    expect(asError(expired).message).toBe(passwordTexts.enlaceInvalido)

    await request(user)
    const onTime = await linkTokenOf(user, 2)
    clock.advance(29 * minute)
    expect((await reset(onTime, newPassword)).status).toBe(200)

    const madeUp = await reset("x".repeat(43), newPassword)
    expect(madeUp.status).toBe(400)
    expect(asError(madeUp).message).toBe(passwordTexts.enlaceInvalido)
    const malformed = await reset("no es un token", newPassword)
    expect(malformed.status).toBe(400)
    expect(asError(malformed).detalles).toEqual([passwordTexts.enlaceInvalido])
  })

  it("refuses a fourth request for one e-mail within 15 minutes, known or not, alike", async () => {
    const user = await newUser("recupera.cuatro@demo.mx")
    for (const email of [user, "otro.desconocido@demo.mx"]) {
      for (let i = 0; i < 3; i++) expect((await request(email)).status).toBe(200)
    }
    const known = await request(user)
    const unknown = await request("otro.desconocido@demo.mx")
    expect(known.status).toBe(429)
    expect(known.body).toEqual(unknown.body)
    expect(asError(known).message).toBe(passwordTexts.demasiadasSolicitudes)
    clock.advance(15 * minute)
    expect((await request(user)).status).toBe(200)
  })

  it("refuses an invalid e-mail in Spanish", async () => {
    const empty = await request("  ")
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toEqual([passwordTexts.correoRequerido])
    const invalid = await request("sin-arroba")
    expect(asError(invalid).detalles).toEqual([passwordTexts.correoInvalido])
  })

  it("changes one's own password with the current one, ending the other sessions but not this one", async () => {
    const user = await newUser("cambia@demo.mx")
    const [mine, other] = [await signIn(t.url, user, firstPassword), await signIn(t.url, user, firstPassword)].map((s) => s.token)
    const change = (token: string, actual: string, password: string, password_confirm = password) =>
      call(t.url, "/api/cambiar-password", { token, body: { actual, password, password_confirm } })

    expect((await call(t.url, "/api/cambiar-password", { body: { actual: firstPassword, password: newPassword, password_confirm: newPassword } })).status).toBe(401)
    const refusals: Array<[string, string, string, string]> = [
      ["Equivocada.Clave-2026", newPassword, newPassword, passwordTexts.actualIncorrecta],
      [firstPassword, newPassword, "Otra.Clave-Distinta-2026", passwordTexts.noCoinciden],
      [firstPassword, firstPassword, firstPassword, passwordTexts.igualActual],
      [firstPassword, "qwertyuiop123", "qwertyuiop123", messages.contrasenaComun],
    ]
    for (const [actual, password, confirm, message] of refusals) {
      const refused = await change(mine ?? "", actual, password, confirm)
      expect(refused.status, message).toBe(400)
      expect(asError(refused).message).toBe(message)
    }
    expect(await Promise.all([mine ?? "", other ?? ""].map(sessionStatus))).toEqual([200, 200])

    const done = await change(mine ?? "", firstPassword, newPassword)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({ error: false, message: passwordTexts.cambiada, result: null })
    expect(await Promise.all([mine ?? "", other ?? ""].map(sessionStatus))).toEqual([200, 401])
    expect((await signInAnswer(user, firstPassword)).status).toBe(401)
    expect((await signInAnswer(user, newPassword)).status).toBe(200)

    // The audit log has the change, and no password of any kind.
    const logged = await db((sql) => sql<{ operacion: string; despues: string | null }>`
      SELECT operacion, despues FROM auditoria WHERE operacion IN ('cambiarPassword', 'restablecerPassword', 'solicitarRecuperacion')`)
    expect(logged.some((r) => r.operacion === "cambiarPassword")).toBe(true)
    const text = JSON.stringify(logged)
    for (const secret of [firstPassword, newPassword]) expect(text).not.toContain(secret)
  })
})
