import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { contract, endpoints } from "../../domain/api/contract"
import { Envelope, endpoint, needsSession } from "../../domain/api/endpoint"
import { AuditOperation, AuditPage } from "../../domain/configuraciones/bitacora-auditoria"
import { messages } from "../../domain/messages"
import { auditNote } from "../../server/audit/trail"
import { endpointRoute } from "../../server/http/endpoint-route"
import { ApiFailure } from "../../server/http/failure"
import { withErrorEnvelope } from "../../server/http/router"
import { call, demo, signIn } from "./support/http"
import { serveProbe } from "./support/probe-server"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Issue 7.8: every write through the API, every sign-in and sign-out, failed ones included, is
// in the auditoria table with who, when, from where, what and the values before and after,
// never a password; the administrator reads it through POST /get-auditoria (key SIS950).

interface Row {
  readonly id_usuario: string | null
  readonly ip: string | null
  readonly operacion: string
  readonly entidad: string | null
  readonly clave: string | null
  readonly antes: string | null
  readonly despues: string | null
  readonly resultado: number | string
  readonly momento: number | string
}

/** A write whose handler attaches before/after values, and one that fails after writing. */
const probeWrite = endpoint({
  name: "cambioPrueba",
  method: "POST",
  path: "/cambio-prueba",
  summary: "Cambio de prueba",
  access: needsSession,
  writes: true,
  request: Schema.Struct({ id_grupo: Schema.String, n_grupo: Schema.String, password: Schema.String, fallar: Schema.Boolean }),
  response: Envelope(Schema.Null),
})
const probeApp = withErrorEnvelope(
  HttpRouter.fromIterable([
    endpointRoute(probeWrite, (request, context) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const [stored] = yield* sql<{ n_grupo: string }>`SELECT n_grupo FROM grupos WHERE id_grupo = ${request.id_grupo}`
        yield* sql`UPDATE grupos SET n_grupo = ${request.n_grupo} WHERE id_grupo = ${request.id_grupo}`
        yield* auditNote(context, {
          entidad: "perfil",
          clave: request.id_grupo,
          antes: { n_grupo: stored?.n_grupo, password_hash: "$argon2id$secreto" },
          despues: { n_grupo: request.n_grupo, token: "abc" },
        })
        if (request.fallar) return yield* new ApiFailure({ status: 409, message: messages.claveDuplicada })
        return { error: false as const, message: "", result: null }
      }),
    ),
  ]),
)

describe.each(dialects)("audit log on %s", (dialect) => {
  const t = useServer(dialect)
  const rows = (where: (sql: SqlClient.SqlClient) => ReturnType<SqlClient.SqlClient["and"]>) =>
    sqlOf(t.server, (sql) => sql<Row>`SELECT * FROM auditoria WHERE ${where(sql)} ORDER BY id_auditoria`)
  const allText = () => sqlOf(t.server, (sql) => sql<Row>`SELECT * FROM auditoria`).then((r) => JSON.stringify(r))

  it("records failed and successful sign-ins and sign-outs with who, when and from where", async () => {
    const started = Date.now()
    await call(t.url, "/api/login", { body: { email: "  Nadie@Demo.mx ", password: "Clave.Secreta-1" } })
    await call(t.url, "/api/login", { body: { email: demo.admin.email, password: "Clave.Secreta-2" } })
    const session = await signIn(t.url, demo.admin.email, demo.admin.password)
    await call(t.url, "/api/logout", { method: "POST", token: session.token })

    const failed = await rows((sql) => sql.and([sql`operacion = 'login'`, sql`resultado = 401`]))
    expect(failed.map((r) => r.id_usuario)).toEqual(["nadie@demo.mx", demo.admin.email])
    const ok = await rows((sql) => sql.and([sql`operacion = 'login'`, sql`resultado = 200`, sql`id_usuario = ${demo.admin.email}`]))
    expect(ok.length).toBeGreaterThan(0)
    const out = await rows((sql) => sql`operacion = 'logout'`)
    expect(out.at(-1)).toMatchObject({ id_usuario: demo.admin.email, entidad: "sesion", resultado: expect.anything() })
    for (const row of [...failed, ...ok, ...out]) {
      expect(row.ip).toMatch(/127\.0\.0\.1|::1/)
      expect(Number(row.momento)).toBeGreaterThanOrEqual(started - 1000)
    }
    const text = await allText()
    for (const secret of ["Clave.Secreta-1", "Clave.Secreta-2", demo.admin.password, session.token]) expect(text).not.toContain(secret)
  })

  it("keeps what a handler says it changed, without passwords or tokens, and nothing of a refused write", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const served = await serveProbe(t.server, probeApp)
    try {
      const changed = await call(served.url, "/api/cambio-prueba", { token, body: { id_grupo: "CONSULTA", n_grupo: "Consulta 2", password: "Nueva.Clave-9", fallar: false } })
      expect(changed.status).toBe(200)
      const refused = await call(served.url, "/api/cambio-prueba", { token, body: { id_grupo: "CONSULTA", n_grupo: "No se guarda", password: "Otra.Clave-9", fallar: true } })
      expect(refused.status).toBe(409)
    } finally {
      await served.close()
    }
    const logged = await rows((sql) => sql`operacion = 'cambioPrueba'`)
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatchObject({ id_usuario: demo.admin.email, entidad: "perfil", clave: "CONSULTA" })
    expect(JSON.parse(logged[0]?.antes ?? "null")).toEqual({ n_grupo: "Consulta", password_hash: "[omitido]" })
    expect(JSON.parse(logged[0]?.despues ?? "null")).toEqual({ n_grupo: "Consulta 2", token: "[omitido]" })
    // The refused write was rolled back with its audit row: the name is the first one's.
    const [group] = await sqlOf(t.server, (sql) => sql<{ n_grupo: string }>`SELECT n_grupo FROM grupos WHERE id_grupo = 'CONSULTA'`)
    expect(group?.n_grupo).toBe("Consulta 2")
    const text = await allText()
    for (const secret of ["Nueva.Clave-9", "Otra.Clave-9", "$argon2id$secreto", "No se guarda"]) expect(text).not.toContain(secret)
  })

  it.runIf("guardarPerfil" in endpoints && "eliminarPerfil" in endpoints && "guardarAsignacionModulosByPerfil" in endpoints)(
    "records creates, updates, deletes and permission changes made through the contract's endpoints",
    async () => {
      const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
      const write = (path: string, body: unknown) => call(t.url, path, { token, body })
      expect((await write("/api/guardar-perfil", { id_grupo: "AUDIT", n_grupo: "Auditado" })).status).toBe(200)
      expect((await write("/api/actualizar-perfil", { id_grupo: "AUDIT", n_grupo: "Auditado 2" })).status).toBe(200)
      const assign = await write("/api/guardar-asignacion-modulos-by-perfil", {
        id_grupo: "AUDIT",
        data: [{ id_grupo: "AUDIT", clave: "ORG200", insertar: "1", editar: "1", borrar: "1", lectura: "1" }],
      })
      expect(assign.status, JSON.stringify(assign.body)).toBeLessThan(500)
      expect((await write("/api/eliminar-perfil", { id_grupo: "AUDIT" })).status).toBe(200)
      const logged = await rows((sql) => sql`LOWER(COALESCE(clave, '')) LIKE '%audit%'`)
      const operations = logged.map((r) => r.operacion)
      expect(operations).toEqual(expect.arrayContaining(["guardarPerfil", "actualizarPerfil", "eliminarPerfil"]))
      if (assign.status === 200) expect(operations).toContain("guardarAsignacionModulosByPerfil")
      for (const row of logged) expect(row.id_usuario).toBe(demo.admin.email)
      expect(logged.find((r) => r.operacion === "actualizarPerfil")?.despues).toContain("Auditado 2")
    },
  )

  it.runIf("crearUsuario" in endpoints)("never stores the password of a user created through the API", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const [employee] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number }>`SELECT MAX(id_empleado) AS id_empleado FROM empleados`)
    const created = await call(t.url, "/api/crear-usuario", {
      token,
      body: {
        id_empleado: Number(employee?.id_empleado),
        id_usuario: "auditado@demo.mx",
        password: "Muy.Secreta-2026",
        password_confirm: "Muy.Secreta-2026",
        id_grupo: "CONSULTA",
        id_rol: "GLOBAL",
        admin: "0",
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const text = await allText()
    expect(text).toContain("auditado@demo.mx")
    expect(text).not.toContain("Muy.Secreta-2026")
    expect(text).not.toMatch(/\$argon2/)
  })

  it("answers the log to the administrator, page by page and filtered, and to nobody without SIS950", async () => {
    const admin = await signIn(t.url, demo.admin.email, demo.admin.password)
    const all = await call(t.url, "/api/get-auditoria", { token: admin.token, body: {} })
    expect(all.status).toBe(200)
    const page = Schema.decodeUnknownSync(Schema.Struct({ result: AuditPage }))(all.body).result
    expect(page.total).toBeGreaterThan(3)
    expect(page.filas[0]?.id_auditoria).toBeGreaterThan(page.filas.at(-1)?.id_auditoria ?? 0)

    const logins = await call(t.url, "/api/get-auditoria", {
      token: admin.token,
      body: { operacion: "login", id_usuario: "NADIE@demo.mx", por_pagina: 1, pagina: 1, desde: "2000-01-01", hasta: "2999-12-31" },
    })
    const filtered = Schema.decodeUnknownSync(Schema.Struct({ result: AuditPage }))(logins.body).result
    expect(filtered.total).toBe(1)
    // Each row names its operation in Spanish, from the endpoint's summary in the contract.
    expect(filtered.filas).toEqual([
      expect.objectContaining({ operacion: "login", n_operacion: "Inicia sesión con correo y contraseña", id_usuario: "nadie@demo.mx", resultado: 401 }),
    ])

    const second = await call(t.url, "/api/get-auditoria", { token: admin.token, body: { por_pagina: 2, pagina: 2 } })
    const secondPage = Schema.decodeUnknownSync(Schema.Struct({ result: AuditPage }))(second.body).result
    expect(secondPage.filas.map((f) => f.id_auditoria)).toEqual(page.filas.slice(2, 4).map((f) => f.id_auditoria))

    const consulta = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const refused = await call(t.url, "/api/get-auditoria", { token: consulta.token, body: {} })
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ error: true, message: messages.sinPermiso, result: null })
    expect((await call(t.url, "/api/get-operaciones-auditoria", { token: consulta.token })).status).toBe(403)
  })

  it("lists every audited operation by its Spanish label for the viewer's filter", async () => {
    const admin = await signIn(t.url, demo.admin.email, demo.admin.password)
    const answer = await call(t.url, "/api/get-operaciones-auditoria", { token: admin.token })
    expect(answer.status).toBe(200)
    const operations = Schema.decodeUnknownSync(Schema.Struct({ result: Schema.Array(AuditOperation) }))(answer.body).result
    const writes = contract.filter((e) => e.writes).map((e) => e.name)
    expect(operations.map((o) => o.operacion).sort()).toEqual([...writes].sort())
    const labels = operations.map((o) => o.n_operacion)
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "es")))
    expect(operations).toContainEqual({ operacion: "eliminarPermiso", n_operacion: "Retira el acceso de un usuario sin borrarlo" })
    expect(operations).toContainEqual({ operacion: "crearEmpresas", n_operacion: "Empresas: crea un registro" })
    expect(operations).toContainEqual({ operacion: "cambiarPassword", n_operacion: "Cambia la contraseña del usuario firmado" })
    // No technical remains: no parentheses, no wire names of modes.
    for (const label of labels) expect(label).not.toMatch(/[()]|_method|multipart/)
  })
})
