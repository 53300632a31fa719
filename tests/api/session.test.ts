import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { endpoints } from "../../domain/api/contract"
import { rightsVersionHeader } from "../../domain/api/paths"
import { messages, tooManyAttempts } from "../../domain/messages"
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
          { id_usuario: "vacio@demo.mx", id_empleado: null, password_hash: passwordHash, id_grupo: "VACIO", id_rol: "GLOBAL", admin: "0", activo: "1" },
          { id_usuario: "baja@demo.mx", id_empleado: null, password_hash: passwordHash, id_grupo: "ADMIN", id_rol: "GLOBAL", admin: "0", activo: "0" },
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

  it("holds one e-mail back for a second after 10 failures, not for minutes, and not the others", async () => {
    const email = "Consulta@Demo.mx"
    for (let i = 0; i < 10; i++) {
      const answer = await call(t.url, "/api/login", { body: { email, password: `mala-${i}` } })
      expect(answer.status).toBe(401)
    }
    const blocked = await call(t.url, "/api/login", { body: { email: demo.consulta.email, password: demo.consulta.password } })
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get("retry-after")).toBe("1")
    expect(asError(blocked).message).toBe(tooManyAttempts(1))

    await signIn(t.url, demo.admin.email, demo.admin.password)

    clock.advance(1_000)
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

  it("extends the idle limit from now on POST /extender-sesion, up to the 8-hour end", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    clock.advance(idleMs - minute)
    const extended = await call(t.url, "/api/extender-sesion", { method: "POST", token, body: {} })
    expect(extended.status).toBe(200)
    expect(extended.body).toEqual({ error: false, message: "", result: { expira_inactividad: new Date(clock.now() + idleMs).toISOString() } })
    // Without it the session would have ended a minute later; now it lasts a whole limit more.
    clock.advance(idleMs - minute)
    expect((await call(t.url, "/api/extender-sesion", { method: "POST", token, body: {} })).status).toBe(200)
    clock.advance(idleMs)
    expect((await call(t.url, "/api/extender-sesion", { method: "POST", token, body: {} })).status).toBe(401)
    expect((await call(t.url, "/api/sesion", { token })).status).toBe(401)

    // Close to the absolute end, the answer says when that comes, not a whole idle limit on.
    const late = await signIn(t.url, demo.admin.email, demo.admin.password)
    let near = await call(t.url, "/api/extender-sesion", { method: "POST", token: late.token, body: {} })
    for (let elapsed = 15 * minute; elapsed < maxMs; elapsed += 15 * minute) {
      clock.advance(15 * minute)
      near = await call(t.url, "/api/extender-sesion", { method: "POST", token: late.token, body: {} })
      expect(near.status).toBe(200)
    }
    expect(near.body).toMatchObject({ result: { expira_inactividad: late.expires_at } })
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

  it("answers sign-in with the same fields as GET /sesion, plus the token and its expiry", async () => {
    const answer = await call(t.url, "/api/login", { body: demo.consulta })
    expect(answer.status).toBe(200)
    const login = answer.body as Record<string, unknown>
    expect(Object.keys(login).sort()).toEqual(["error", "expires_at", "message", "modulos_deshabilitados", "permissions", "token", "user", "version_derechos"])
    const current = await call(t.url, "/api/sesion", { token: String(login.token) })
    const { result } = current.body as { result: Record<string, unknown> }
    expect(Object.keys(result).sort()).toEqual(["modulos_deshabilitados", "permissions", "user", "version_derechos"])
    expect({ user: login.user, permissions: login.permissions, version_derechos: login.version_derechos, modulos_deshabilitados: login.modulos_deshabilitados }).toEqual(result)
  })

  it("sends a rights version on every signed-in answer that changes only with the rights or the account", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const consulta = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
    const versionOf = async (path = "/sesion") => {
      const answer = await call(t.url, `/api${path}`, { token: consulta.token, ...(path === "/sesion" ? {} : { body: {} }) })
      return answer.headers.get(rightsVersionHeader)
    }
    const original = consulta.version_derechos
    expect(original).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(await versionOf()).toBe(original)
    expect(await versionOf()).toBe(original)
    // On refusals too: a 403 is when the SPA most needs to look again.
    expect(await versionOf("/get-perfiles")).toBe(original)
    // Not on a public answer, nor to a caller without a session.
    expect((await call(t.url, "/api/login", { body: demo.consulta })).headers.get(rightsVersionHeader)).toBeNull()
    expect((await call(t.url, "/api/sesion")).headers.get(rightsVersionHeader)).toBeNull()

    const rights = (clave: string) => ({ clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })
    const held = ["ORG200", "ORG300", "ORG400", "GP100"]
    expect((await post("/guardar-asignacion-modulos-by-perfil", { id_grupo: "CONSULTA", data: [...held, "SIS150"].map(rights) })).status).toBe(200)
    const granted = await versionOf()
    expect(granted).not.toBe(original)
    expect(((await call(t.url, "/api/sesion", { token: consulta.token })).body as { result: { version_derechos: string } }).result.version_derechos).toBe(granted)
    expect((await post("/guardar-asignacion-modulos-by-perfil", { id_grupo: "CONSULTA", data: held.map(rights) })).status).toBe(200)
    expect(await versionOf()).toBe(original)

    const [row] = await sql((s) => s<{ id_rol: string }>`SELECT id_rol FROM usuarios WHERE id_usuario = ${demo.consulta.email}`)
    const id_rol = row?.id_rol ?? ""
    const offered = (await post("/get-permisos-rol-usuario", { id_rol, id_empresa: 1 })).body as {
      result: Array<{ id_centro_trabajo: number; permiso: "1" | "0" }>
    }
    const permisos = offered.result.map((r) => ({ id_centro_trabajo: r.id_centro_trabajo, permiso: r.permiso }))
    expect((await post("/guardar-permisos-rol-usuario", { id_rol, permisos })).status).toBe(200)
    const roleSaved = await versionOf()
    expect(roleSaved).not.toBe(original)
    expect(await versionOf()).toBe(roleSaved)

    expect((await post("/actualizar-permiso", { id_usuario: demo.consulta.email, id_grupo: "CONSULTA", id_rol, admin: "1" })).status).toBe(200)
    const accountChanged = await versionOf()
    expect(accountChanged).not.toBe(roleSaved)
    expect((await post("/actualizar-permiso", { id_usuario: demo.consulta.email, id_grupo: "CONSULTA", id_rol, admin: "0" })).status).toBe(200)
    expect(await versionOf()).toBe(roleSaved)
  })

  it("starts the throttle count again after a successful sign-in", async () => {
    const email = demo.consulta.email
    for (let i = 0; i < 9; i++) expect((await call(t.url, "/api/login", { body: { email, password: `mala-${i}` } })).status).toBe(401)
    await signIn(t.url, email, demo.consulta.password)
    for (let i = 0; i < 10; i++) expect((await call(t.url, "/api/login", { body: { email, password: `otra-${i}` } })).status).toBe(401)
    const held = await call(t.url, "/api/login", { body: demo.consulta })
    expect(held.status).toBe(429)
    clock.advance(Number(held.headers.get("retry-after")) * 1000)
    await signIn(t.url, email, demo.consulta.password)
  })
})

// Issue 7.5: what ends a session at once, what a guesser learns, and how the throttle holds
// under a crowd of guessing clients.
describe.each(dialects)("session endings and guessing on %s", (dialect) => {
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: idleMs, sessionMaxMs: maxMs })
  const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) => t.server.run(Effect.flatMap(SqlClient.SqlClient, f))
  const alive = async (token: string) => (await call(t.url, "/api/sesion", { token })).status === 200

  const addUser = async (email: string, password: string) => {
    const passwordHash = await t.server.run(hashPassword(password))
    const [employee] = await sql((s) => s<{ id: number }>`SELECT MIN(id_empleado) + 500 AS id FROM empleados`)
    await sql(
      (s) => s`INSERT INTO usuarios ${s.insert({ id_usuario: email, id_empleado: Number(employee?.id), password_hash: passwordHash, id_grupo: "CONSULTA", id_rol: "GLOBAL", admin: "0", activo: "1" })}`,
    )
  }

  it("ends every session of a user whose password changes, at once", async () => {
    await addUser("cambio@demo.mx", "Cambio.Clave-2026")
    const first = await signIn(t.url, "cambio@demo.mx", "Cambio.Clave-2026")
    const second = await signIn(t.url, "cambio@demo.mx", "Cambio.Clave-2026")
    const admin = await signIn(t.url, demo.admin.email, demo.admin.password)
    if ("actualizarUsuario" in endpoints) {
      const [user] = await sql((s) => s<{ id_empleado: number }>`SELECT id_empleado FROM usuarios WHERE id_usuario = 'cambio@demo.mx'`)
      const changed = await call(t.url, "/api/actualizar-usuario", {
        token: admin.token,
        body: { id_empleado: Number(user?.id_empleado), id_usuario: "cambio@demo.mx", password: "Nueva.Clave-2026", password_confirm: "Nueva.Clave-2026", id_grupo: "CONSULTA", id_rol: "GLOBAL", admin: "0" },
      })
      expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    } else {
      const newHash = await t.server.run(hashPassword("Nueva.Clave-2026"))
      await sql((s) => s`UPDATE usuarios SET password_hash = ${newHash} WHERE id_usuario = 'cambio@demo.mx'`)
    }
    expect(await alive(first.token)).toBe(false)
    expect(await alive(second.token)).toBe(false)
    expect(await alive(admin.token)).toBe(true)
    await signIn(t.url, "cambio@demo.mx", "Nueva.Clave-2026")
    // Whatever writes the new hash (here the database itself), the sessions end with it.
    const third = await signIn(t.url, "cambio@demo.mx", "Nueva.Clave-2026")
    const otherHash = await t.server.run(hashPassword("Otra.Clave-2026"))
    await sql((s) => s`UPDATE usuarios SET password_hash = ${otherHash} WHERE id_usuario = 'cambio@demo.mx'`)
    expect(await alive(third.token)).toBe(false)
  })

  it("ends every session of a disabled user at once, and re-enabling brings none back", async () => {
    await addUser("baja.sesion@demo.mx", "Baja.Sesion-2026")
    const session = await signIn(t.url, "baja.sesion@demo.mx", "Baja.Sesion-2026")
    const admin = await signIn(t.url, demo.admin.email, demo.admin.password)
    if ("eliminarPermiso" in endpoints) {
      const disabled = await call(t.url, "/api/eliminar-permiso", { token: admin.token, body: { id_usuario: "baja.sesion@demo.mx" } })
      expect(disabled.status, JSON.stringify(disabled.body)).toBe(200)
    } else {
      await sql((s) => s`UPDATE usuarios SET activo = '0' WHERE id_usuario = 'baja.sesion@demo.mx'`)
    }
    expect(await alive(session.token)).toBe(false)
    await sql((s) => s`UPDATE usuarios SET activo = '1' WHERE id_usuario = 'baja.sesion@demo.mx'`)
    expect(await alive(session.token)).toBe(false)
    expect((await signIn(t.url, "baja.sesion@demo.mx", "Baja.Sesion-2026")).token).not.toBe(session.token)
  })

  it("answers an unknown e-mail and a wrong password alike, in about the same time", async () => {
    await addUser("tiempo@demo.mx", "Tiempo.Clave-2026")
    const timed = async (email: string) => {
      const started = performance.now()
      const answer = await call(t.url, "/api/login", { body: { email, password: "No.Es-Esta-1" } })
      return { answer, ms: performance.now() - started }
    }
    const known: Array<number> = []
    const unknown: Array<number> = []
    for (let i = 0; i < 7; i++) {
      const a = await timed("tiempo@demo.mx")
      const b = await timed(`nadie${i}@demo.mx`)
      expect(a.answer.status).toBe(401)
      expect(b.answer.status).toBe(a.answer.status)
      expect(b.answer.body).toEqual(a.answer.body)
      expect(JSON.stringify([...b.answer.headers.keys()].sort())).toBe(JSON.stringify([...a.answer.headers.keys()].sort()))
      known.push(a.ms)
      unknown.push(b.ms)
    }
    const median = (xs: Array<number>) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!
    // Both run one argon2 verification; without it an unknown e-mail answers ~10x faster.
    const ratio = median(unknown) / median(known)
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeGreaterThan(0.4)
    expect(ratio).toBeLessThan(2.5)
  })

  it("holds the throttle under 1,000 guesses from eight clients at once, and lets the user in a second later", async () => {
    await addUser("asedio@demo.mx", "Asedio.Real-2026")
    // A minute on, the earlier tests' failures from this address are no longer within its limit.
    clock.advance(minute)
    const clients = 8
    const perClient = 125
    const answers: Array<number> = []
    await Promise.all(
      Array.from({ length: clients }, async (_, c) => {
        for (let i = 0; i < perClient; i++) {
          const answer = await call(t.url, "/api/login", { body: { email: i % 2 === 0 ? "asedio@demo.mx" : "  ASEDIO@demo.mx", password: `adivina-${c}-${i}` } })
          answers.push(answer.status)
        }
      }),
    )
    expect(answers).toHaveLength(1_000)
    expect(answers.filter((s) => s !== 401 && s !== 429)).toEqual([])
    // Each guess is counted before its password is checked, so no crowd slips past the limit.
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(10)
    expect(answers.filter((s) => s === 429).length).toBeGreaterThanOrEqual(990)
    // The real user, from the guessers' address, waits as long as the last guess's delay...
    const held = await call(t.url, "/api/login", { body: { email: "asedio@demo.mx", password: "Asedio.Real-2026" } })
    expect(held.status).toBe(429)
    expect(held.headers.get("retry-after")).toBe("1")
    // ...and then gets in: the refused guesses did not lengthen it.
    clock.advance(1_000)
    const session = await signIn(t.url, "asedio@demo.mx", "Asedio.Real-2026")
    expect(await alive(session.token)).toBe(true)
  })
})
