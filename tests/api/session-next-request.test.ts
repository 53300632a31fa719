import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { hashPassword } from "../../server/auth/password"
import { tokenHash } from "../../server/auth/token"
import { call, demo, signIn } from "./support/http"
import { dialects, manualClock, useServer } from "./support/test-server"

// Issue 17.2: however the bearer check is made cheaper, what it answers follows the database on
// the very next request. Each case warms the session first (two answered calls, so whatever the
// server keeps of it is in place), changes one thing, and the next call already sees it: a
// revoked token, a disabled user, a withdrawn or granted right, another profile for the
// account. Each change is made once through the API and once straight in the database, as
// another server process or an administrator's script would.

const minute = 60_000

describe.each(dialects)("the very next request after a change on %s", (dialect) => {
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: 20 * minute, sessionMaxMs: 8 * 60 * minute })
  const sql = <A>(f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) => t.server.run(Effect.flatMap(SqlClient.SqlClient, f))

  const list = (token: string) => call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token })
  const profiles = (token: string) => call(t.url, "/api/get-perfiles", { token, body: {} })
  const rights = (clave: string) => ({ clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" })

  /** Two answered calls: the session is as warm as it gets. */
  const warm = async (token: string, read: (token: string) => ReturnType<typeof call>) => {
    expect((await read(token)).status).toBe(200)
    expect((await read(token)).status).toBe(200)
  }

  let accounts = 0
  /** A new account on the CONSULTA profile (GP100 among its keys) and its signed-in token. */
  const consultaAccount = async () => {
    accounts++
    const email = `siguiente.${accounts}@demo.mx`
    const password = "Siguiente.Pedido-2026"
    const passwordHash = await t.server.run(hashPassword(password))
    const [employee] = await sql((s) => s<{ id: number | string }>`SELECT MIN(id_empleado) + ${600 + accounts} AS id FROM empleados`)
    await sql(
      (s) =>
        s`INSERT INTO usuarios ${s.insert({ id_usuario: email, id_empleado: Number(employee?.id), password_hash: passwordHash, id_grupo: "CONSULTA", id_rol: "GLOBAL", admin: "0", activo: "1" })}`,
    )
    return { email, token: (await signIn(t.url, email, password)).token }
  }

  it("refuses a token revoked at logout, and one revoked in the database, on the next request", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    await warm(token, profiles)
    expect((await call(t.url, "/api/logout", { token, body: {} })).status).toBe(200)
    expect((await profiles(token)).status).toBe(401)

    const other = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await warm(other, profiles)
    await sql((s) => s`UPDATE sesiones SET revocada = ${clock.now()} WHERE token_hash = ${tokenHash(other)}`)
    expect((await profiles(other)).status).toBe(401)
  })

  it("refuses a user disabled through the API, and one disabled in the database, on the next request", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const first = await consultaAccount()
    await warm(first.token, list)
    const disabled = await call(t.url, "/api/eliminar-permiso", { token: admin, body: { id_usuario: first.email } })
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200)
    expect((await list(first.token)).status).toBe(401)

    const second = await consultaAccount()
    await warm(second.token, list)
    await sql((s) => s`UPDATE usuarios SET activo = '0' WHERE id_usuario = ${second.email}`)
    expect((await list(second.token)).status).toBe(401)
  })

  it("applies a right withdrawn or granted through the API on the next request", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const { token } = await consultaAccount()
    await warm(token, list)
    const held = ["ORG200", "ORG300", "ORG400"]
    const save = (keys: ReadonlyArray<string>) => call(t.url, "/api/guardar-asignacion-modulos-by-perfil", { token: admin, body: { id_grupo: "CONSULTA", data: keys.map(rights) } })
    expect((await save(held)).status).toBe(200)
    expect((await list(token)).status).toBe(403)
    expect((await save([...held, "GP100"])).status).toBe(200)
    expect((await list(token)).status).toBe(200)
    // A right the profile never had, granted: the next call to its endpoint is let in.
    expect((await profiles(token)).status).toBe(403)
    expect((await save([...held, "GP100", "SIS150"])).status).toBe(200)
    expect((await profiles(token)).status).toBe(200)
    expect((await save([...held, "GP100"])).status).toBe(200)
    expect((await profiles(token)).status).toBe(403)
  })

  it("applies a right withdrawn or granted in the database, and another profile for the account, on the next request", async () => {
    const { email, token } = await consultaAccount()
    await warm(token, list)
    await sql((s) => s`DELETE FROM derechos_grupo WHERE id_grupo = 'CONSULTA' AND clave = 'GP100'`)
    expect((await list(token)).status).toBe(403)
    await sql((s) => s`INSERT INTO derechos_grupo ${s.insert({ id_grupo: "CONSULTA", ...rights("GP100") })}`)
    expect((await list(token)).status).toBe(200)
    // Only the flags change: the keys stay, the rights version the answer carries moves.
    const before = (await list(token)).headers.get("x-derechos-version")
    await sql((s) => s`UPDATE derechos_grupo SET borrar = '0' WHERE id_grupo = 'CONSULTA' AND clave = 'GP100'`)
    const after = await list(token)
    expect(after.status).toBe(200)
    expect(after.headers.get("x-derechos-version")).not.toBe(before)
    await sql((s) => s`UPDATE derechos_grupo SET borrar = '1' WHERE id_grupo = 'CONSULTA' AND clave = 'GP100'`)
    // The account moved to the administrators' profile: SIS150 opens at once, and closes again.
    await warm(token, list)
    expect((await profiles(token)).status).toBe(403)
    const [adminProfile] = await sql((s) => s<{ id_grupo: string }>`SELECT id_grupo FROM usuarios WHERE id_usuario = ${demo.admin.email}`)
    await sql((s) => s`UPDATE usuarios SET id_grupo = ${adminProfile?.id_grupo ?? ""} WHERE id_usuario = ${email}`)
    expect((await profiles(token)).status).toBe(200)
    await sql((s) => s`UPDATE usuarios SET id_grupo = 'CONSULTA' WHERE id_usuario = ${email}`)
    expect((await profiles(token)).status).toBe(403)
  })
})
