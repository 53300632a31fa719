import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import type { AuditRow } from "../../domain/configuraciones/bitacora-auditoria"
import { tooManyAttempts } from "../../domain/messages"
import { callFrom } from "./support/from-address"
import { type Answer, asError, signIn } from "./support/http"
import { dialects, manualClock, useServer } from "./support/test-server"

// The sign-in limits (server/auth/throttle.ts): growing delays per account instead of a lock, an
// owner never held back at an address they signed in from, a limit per address against trying
// many accounts, X-Forwarded-For read only from a trusted proxy, and every refusal in the audit
// log. Clients are told apart by their sockets' loopback addresses; the clock moves by hand.

const minute = 60_000
const admin = "jefa@empresa.mx"
const password = "Una.Clave-Larga-2026"

describe.each(dialects)("sign-in limits on %s", (dialect) => {
  const clock = manualClock()
  // 127.0.0.1 stands for a reverse proxy: what it forwards names the client.
  const t = useServer(dialect, { now: clock.now, seed: "none", adminEmail: admin, adminPassword: password, trustProxy: ["127.0.0.1"] })

  /** An account with the administrator's group, role and password. */
  const addUser = (email: string) =>
    t.server.run(
      Effect.flatMap(
        SqlClient.SqlClient,
        (sql) => sql`
          INSERT INTO usuarios (id_usuario, id_empleado, password_hash, id_grupo, id_rol, admin, activo)
          SELECT ${email}, NULL, password_hash, id_grupo, id_rol, admin, activo FROM usuarios WHERE id_usuario = ${admin}`,
      ),
    )
  const login = (from: string, email: string, secret: string, forwardedFor?: string) =>
    callFrom(from, t.url, "/api/login", { body: { email, password: secret }, ...(forwardedFor === undefined ? {} : { headers: { "x-forwarded-for": forwardedFor } }) })
  const retryAfter = (answer: Answer) => Number(answer.headers.get("retry-after"))
  const expectHeld = (answer: Answer) => {
    expect(answer.status).toBe(429)
    const seconds = retryAfter(answer)
    expect(seconds).toBeGreaterThan(0)
    expect(asError(answer).message).toBe(tooManyAttempts(seconds))
    return seconds
  }
  const loginAudit = async (email: string) => {
    const token = (await signIn(t.url, admin, password)).token
    const answer = await callFrom("127.0.0.1", t.url, "/api/get-auditoria", { token, body: { id_usuario: email, operacion: "login", por_pagina: 100 } })
    expect(answer.status).toBe(200)
    return (answer.body as { result: { filas: ReadonlyArray<AuditRow> } }).result.filas
  }

  it("slows a guesser down without locking the owner out: at once where they signed in before, within 30 s of the guesser stopping elsewhere", async () => {
    const owner = "duena@empresa.mx"
    await addUser(owner)
    // The owner's usual computer.
    expect((await login("127.0.0.3", owner, password)).status).toBe(200)

    for (let i = 0; i < 10; i++) expect((await login("127.0.0.2", owner, `Mala.Clave-${i}`)).status).toBe(401)
    // Ten wrong passwords: from a new place, the owner with the right one waits a second.
    const firstWait = expectHeld(await login("127.0.0.4", owner, password))
    expect(firstWait).toBe(1)
    clock.advance(firstWait * 1000)
    expect((await login("127.0.0.4", owner, password)).status).toBe(200)

    // A guesser at it for three minutes, trying again the moment each wait ends and in between
    // (a minute on, so that its address is under its own limit of 20 attempts a minute).
    clock.advance(minute)
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.2", owner, `Otra.Mala-${i}`)).status).toBe(401)
    const waits: Array<number> = []
    for (let elapsed = 0, i = 0; elapsed < 3 * minute; i++) {
      const guess = await login("127.0.0.2", owner, `Sigue.Mala-${i}`)
      if (guess.status !== 429) {
        expect(guess.status).toBe(401)
        continue
      }
      const wait = expectHeld(guess)
      waits.push(wait)
      // Hammering during the wait is refused and does not lengthen it.
      const hammered = await login("127.0.0.2", owner, `Martillo-${i}`)
      expect(retryAfter(hammered)).toBe(wait)
      // Meanwhile, at their usual computer, the owner is never held back.
      if (i % 5 === 0) expect((await login("127.0.0.3", owner, password)).status).toBe(200)
      clock.advance(wait * 1000)
      elapsed += wait * 1000
    }
    expect(waits.slice(0, 6)).toEqual([1, 2, 4, 8, 16, 30])
    expect(Math.max(...waits)).toBe(30)
    // The guesser stops after one last try: from a new place the owner is in within 30 s.
    expect((await login("127.0.0.2", owner, "Ultima.Mala-1")).status).toBe(401)
    const last = expectHeld(await login("127.0.0.5", owner, password))
    expect(last).toBeLessThanOrEqual(30)
    clock.advance(last * 1000)
    expect((await login("127.0.0.5", owner, password)).status).toBe(200)
  })

  it("refuses the 21st attempt in a minute from one address across accounts; another address, and accounts that signed in there, carry on", async () => {
    const neighbour = "vecino@empresa.mx"
    const third = "tercera@empresa.mx"
    await addUser(neighbour)
    await addUser(third)
    expect((await login("127.0.0.6", neighbour, password)).status).toBe(200)
    for (let i = 0; i < 20; i++) {
      expect((await login("127.0.0.6", `nadie${i}@empresa.mx`, "Una.Adivinanza-1")).status).toBe(401)
      clock.advance(1_000)
    }
    const sprayed = expectHeld(await login("127.0.0.6", "nadie20@empresa.mx", "Una.Adivinanza-1"))
    expect(sprayed).toBeLessThanOrEqual(60)
    // Even the right password of an account never signed in from here waits...
    expectHeld(await login("127.0.0.6", third, password))
    // ...but an account that has is not held back by the others' failures.
    expect((await login("127.0.0.6", neighbour, password)).status).toBe(200)
    // Another address is not affected.
    expect((await login("127.0.0.7", "nadie0@empresa.mx", "Una.Adivinanza-1")).status).toBe(401)
    expect((await login("127.0.0.7", third, password)).status).toBe(200)
    const [audited] = await loginAudit("nadie20@empresa.mx")
    expect(audited).toMatchObject({ resultado: 429, ip: "127.0.0.6" })
    expect(audited?.detalle).toBe(`Intento rechazado sin verificar la contraseña: demasiados intentos fallidos desde esta dirección; espera de ${sprayed} s`)
    // Once the minute is over the address may try again.
    clock.advance(sprayed * 1000)
    expect((await login("127.0.0.6", "nadie21@empresa.mx", "Una.Adivinanza-1")).status).toBe(401)
  })

  it("reads X-Forwarded-For from a trusted proxy only, and audits the client it names", async () => {
    // Through the proxy (127.0.0.1): clients told apart by the address it appends.
    for (let i = 0; i < 20; i++) expect((await login("127.0.0.1", `proxy${i}@empresa.mx`, "Una.Adivinanza-1", "203.0.113.7")).status).toBe(401)
    expectHeld(await login("127.0.0.1", "proxy20@empresa.mx", "Una.Adivinanza-1", "203.0.113.7"))
    // An address the client wrote itself, left of the one the proxy appended, changes nothing.
    expectHeld(await login("127.0.0.1", "proxy20@empresa.mx", "Una.Adivinanza-1", "198.51.100.9, 203.0.113.7"))
    expect((await login("127.0.0.1", "proxy20@empresa.mx", "Una.Adivinanza-1", "203.0.113.8")).status).toBe(401)
    // From a client that is no trusted proxy the header is ignored: its socket is what counts.
    expect((await login("127.0.0.8", "directo@empresa.mx", "Una.Adivinanza-1", "192.0.2.1")).status).toBe(401)

    const [held] = await loginAudit("proxy20@empresa.mx")
    expect(held).toMatchObject({ resultado: 401, ip: "203.0.113.8" })
    const refused = (await loginAudit("proxy20@empresa.mx")).filter((r) => r.resultado === 429)
    expect(refused.map((r) => r.ip)).toEqual(["203.0.113.7", "203.0.113.7"])
    expect((await loginAudit("directo@empresa.mx")).map((r) => r.ip)).toEqual(["127.0.0.8"])
  })

  it("records every throttled attempt in the audit log: the e-mail, the address, why, and never the password", async () => {
    const target = "auditada@empresa.mx"
    await addUser(target)
    for (let i = 0; i < 10; i++) expect((await login("127.0.0.9", target, `Mala.Clave-${i}`)).status).toBe(401)
    const wait = expectHeld(await login("127.0.0.9", target, password))
    const rows = await loginAudit(target)
    expect(rows.map((r) => r.resultado)).toEqual([429, ...Array.from({ length: 10 }, () => 401)])
    const [throttled] = rows
    expect(throttled).toMatchObject({ id_usuario: target, ip: "127.0.0.9", operacion: "login", resultado: 429 })
    expect(throttled?.detalle).toBe(`Intento rechazado sin verificar la contraseña: demasiados intentos fallidos de esta cuenta; espera de ${wait} s`)
    expect(throttled?.despues).toContain("[omitido]")
    expect(JSON.stringify(rows)).not.toContain(password)
    expect(JSON.stringify(rows)).not.toContain("Mala.Clave")
  })
})
