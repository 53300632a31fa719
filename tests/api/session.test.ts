import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { hashPassword } from "../../server/auth/password"
import { asError, call, demo, signIn } from "./support/http"
import { dialects, manualClock, useServer } from "./support/test-server"

const minute = 60_000
const idleMs = 20 * minute
const maxMs = 8 * 60 * minute

describe.each(dialects)("sign-in and sessions on %s", (dialect) => {
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: idleMs, sessionMaxMs: maxMs })

  const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
    t.server.run(Effect.flatMap(SqlClient.SqlClient, f))

  it("answers the user, the token and every key of the profile", async () => {
    const before = clock.now()
    const session = await signIn(t.url, demo.admin.email, demo.admin.password)
    expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Date.parse(session.expires_at)).toBe(before + maxMs)
    expect(session.user).toMatchObject({ id_usuario: demo.admin.email, admin: "1" })
    expect(session.user.n_empleado).toBeTruthy()
    expect(session.user.n_empresa).toBeTruthy()
    expect(session.user.f_ingreso).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const keys = session.permissions.map((p) => p.clave)
    expect(keys).toContain("SIS150")
    expect(keys).toContain("FIN200")
    expect(new Set(session.permissions.map((p) => p.n_grupo))).toEqual(new Set(["Administrador"]))

    const consulta = await signIn(t.url, "  CONSULTA@demo.mx ", demo.consulta.password)
    expect(consulta.user.admin).toBe("0")
    expect(consulta.permissions.map((p) => p.clave).sort()).toEqual(["GP100", "ORG200", "ORG300", "ORG400"])
  })

  it("stores only the hash of the token", async () => {
    const session = await signIn(t.url, demo.admin.email, demo.admin.password)
    const rows = await sql((s) => s<{ token_hash: string }>`SELECT token_hash FROM sesiones`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.some((r) => r.token_hash === session.token)).toBe(false)
  })

  it("answers a wrong password and an unknown e-mail identically", async () => {
    const unknown = await call(t.url, "/api/login", { body: { email: "otro.admin@demo.mx", password: "nada" } })
    const wrong = await call(t.url, "/api/login", { body: { email: demo.admin.email, password: "Demo.Admin-2025" } })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ error: true, message: messages.accesoIncorrecto, result: null })
    expect(unknown.body).toEqual(wrong.body)
  })

  it("refuses a disabled user like a wrong password, and a user without rights with its own message", async () => {
    const passwordHash = await t.server.run(hashPassword("Sin.Permisos-2026"))
    await sql(
      (s) => Effect.gen(function* () {
        yield* s`INSERT INTO grupos (id_grupo, n_grupo) VALUES ('VACIO', 'Sin opciones')`
        yield* s`INSERT INTO usuarios ${s.insert([
          { id_usuario: "vacio@demo.mx", id_empleado: null, password_hash: passwordHash, id_grupo: "VACIO", id_rol: "TODOS", admin: "0", activo: "1" },
          { id_usuario: "baja@demo.mx", id_empleado: null, password_hash: passwordHash, id_grupo: "ADMIN", id_rol: "TODOS", admin: "0", activo: "0" },
        ])}`
      }),
    )
    const empty = await call(t.url, "/api/login", { body: { email: "vacio@demo.mx", password: "Sin.Permisos-2026" } })
    expect(empty.status).toBe(403)
    expect(empty.body).toEqual({ error: true, message: messages.sinPermisosAsignados, result: null })
    const disabled = await call(t.url, "/api/login", { body: { email: "baja@demo.mx", password: "Sin.Permisos-2026" } })
    expect(disabled.status).toBe(401)
    expect(disabled.body).toEqual({ error: true, message: messages.accesoIncorrecto, result: null })
  })

  it("throttles one e-mail after 10 failures in 15 minutes, not the others", async () => {
    const email = "Consulta@Demo.mx"
    for (let i = 0; i < 10; i++) {
      const answer = await call(t.url, "/api/login", { body: { email, password: `mala-${i}` } })
      expect(answer.status).toBe(401)
      clock.advance(1_000)
    }
    const blocked = await call(t.url, "/api/login", { body: { email: demo.consulta.email, password: demo.consulta.password } })
    expect(blocked.status).toBe(429)
    expect(asError(blocked).message).toBe(messages.demasiadosIntentos)

    await signIn(t.url, demo.admin.email, demo.admin.password)

    clock.advance(14 * minute)
    expect((await call(t.url, "/api/login", { body: demo.consulta })).status).toBe(429)
    clock.advance(1 * minute)
    const again = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    expect(again.user.id_usuario).toBe(demo.consulta.email)
  })

  it("ends a session after the idle limit, counted from the last request", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    clock.advance(idleMs - minute)
    expect((await call(t.url, "/api/datos-indicadores", { token })).status).toBe(200)
    clock.advance(idleMs - minute)
    expect((await call(t.url, "/api/datos-indicadores", { token })).status).toBe(200)
    clock.advance(idleMs)
    const expired = await call(t.url, "/api/datos-indicadores", { token })
    expect(expired.status).toBe(401)
    expect(asError(expired).message).toBe(messages.noAutenticado)
  })

  it("ends a session 8 hours after sign-in whatever the activity", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    let elapsed = 0
    while (elapsed + 15 * minute < maxMs) {
      clock.advance(15 * minute)
      elapsed += 15 * minute
      expect((await call(t.url, "/api/datos-indicadores", { token })).status).toBe(200)
    }
    clock.advance(maxMs - elapsed)
    expect((await call(t.url, "/api/datos-indicadores", { token })).status).toBe(401)
  })

  it("revokes the session at logout", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const out = await call(t.url, "/api/logout", { method: "POST", token })
    expect(out.status).toBe(200)
    expect(out.body).toEqual({ error: false, message: messages.sesionCerrada, result: null })
    expect((await call(t.url, "/api/datos-indicadores", { token })).status).toBe(401)
    expect((await call(t.url, "/api/logout", { method: "POST", token })).status).toBe(401)
  })

  it("answers 401 to a missing, malformed or unknown token", async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: "Bearer" },
      { authorization: "Basic YWRtaW46YWRtaW4=" },
      { authorization: "Bearer no valido" },
      { authorization: `Bearer ${"A".repeat(43)}` },
    ]
    for (const headers of cases) {
      const answer = await call(t.url, "/api/datos-indicadores", { headers })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual({ error: true, message: messages.noAutenticado, result: null })
    }
  })

  it("answers the current user and the rights their profile holds now", async () => {
    const session = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const first = await call(t.url, "/api/sesion", { token: session.token })
    expect(first.status).toBe(200)
    const current = (first.body as { result: { user: { id_usuario: string }; permissions: Array<{ clave: string }> } }).result
    expect(current.user.id_usuario).toBe(demo.consulta.email)
    expect(current.permissions.map((p) => p.clave).sort()).toEqual(["GP100", "ORG200", "ORG300", "ORG400"])
    await sql((s) => s`DELETE FROM derechos_grupo WHERE id_grupo = 'CONSULTA' AND clave = 'GP100'`)
    const after = await call(t.url, "/api/sesion", { token: session.token })
    const keys = (after.body as { result: { permissions: Array<{ clave: string }> } }).result.permissions.map((p) => p.clave)
    expect(keys.sort()).toEqual(["ORG200", "ORG300", "ORG400"])
    await sql((s) => s`INSERT INTO derechos_grupo ${s.insert({ id_grupo: "CONSULTA", clave: "GP100", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    await call(t.url, "/api/logout", { token: session.token, body: {} })
    expect((await call(t.url, "/api/sesion", { token: session.token })).status).toBe(401)
  })
})
