import { HttpRouter, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, LogLevel, Logger, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { contract, endpoints } from "../../domain/api/contract"
import { Envelope, NoBody, endpoint, needsAnyKey, needsSession } from "../../domain/api/endpoint"
import { allKeys } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { endpointRoute } from "../../server/http/endpoint-route"
import { allHandlers as handlers } from "../../server/parts/all-parts"
import { withErrorEnvelope } from "../../server/http/router"
import { demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

describe("the contract", () => {
  it("says who may call every endpoint, with keys the catalogue knows", () => {
    expect(contract.length).toBeGreaterThan(0)
    for (const e of contract) {
      expect(["Public", "Session", "Keys", "Kiosk"], e.name).toContain(e.access?._tag)
      if (e.access._tag === "Keys") {
        expect(e.access.keys.length, e.name).toBeGreaterThan(0)
        for (const key of e.access.keys) expect(allKeys, `${e.name} needs ${key}`).toContain(key)
      }
    }
  })

  it("names every endpoint once, with one handler each", () => {
    const names = contract.map((e) => e.name)
    expect(new Set(names).size).toBe(names.length)
    for (const [name, e] of Object.entries(endpoints)) expect(e.name).toBe(name)
    expect(Object.keys(handlers).sort()).toEqual([...names].sort())
    const routes = contract.map((e) => `${e.method} ${e.path}`)
    expect(new Set(routes).size).toBe(routes.length)
  })
})

// No endpoint of the contract needs a key yet, so enforcement is checked through the same route
// builder with a keyed endpoint that exists only here, against the real database.
const keyed = endpoint({
  name: "soloPerfiles",
  method: "GET",
  path: "/solo-perfiles",
  summary: "Prueba de una clave",
  access: needsAnyKey("SIS150", "SIS200"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.String),
})

describe.each(dialects)("key enforcement on %s", (dialect) => {
  const t = useServer(dialect)
  const app = withErrorEnvelope(
    HttpRouter.fromIterable([
      endpointRoute(keyed, (_request, context) => Effect.succeed({ error: false as const, message: "", result: context.principal?.id_usuario ?? "" })),
    ]),
  )

  const ask = async (token?: string) => {
    const request = new Request(`http://localhost/api${keyed.path}`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    })
    const response = await t.server.run(app.pipe(Effect.provideService(HttpServerRequest.HttpServerRequest, HttpServerRequest.fromWeb(request))))
    const web = HttpServerResponse.toWeb(response)
    return { status: web.status, body: (await web.json()) as unknown }
  }

  it("lets in a profile holding one of the keys", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    expect(await ask(token)).toEqual({ status: 200, body: { error: false, message: "", result: demo.admin.email } })
  })

  it("answers 403 to a profile holding none of them, 401 to no session", async () => {
    const { token } = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    expect(await ask(token)).toEqual({ status: 403, body: { error: true, message: messages.sinPermiso, result: null } })
    expect(await ask()).toEqual({ status: 401, body: { error: true, message: messages.noAutenticado, result: null } })
  })

  it("applies a change of rights on the next request", async () => {
    const { token } = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    expect((await ask(token)).status).toBe(403)
    const grant = (sql: SqlClient.SqlClient) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: "CONSULTA", clave: "SIS200" })}`
    await t.server.run(Effect.flatMap(SqlClient.SqlClient, grant))
    expect((await ask(token)).status).toBe(200)
    await t.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = 'CONSULTA' AND clave = 'SIS200'`))
    expect((await ask(token)).status).toBe(403)
  })

  it("answers a defect with a bare 500 and the generic message, never the cause", async () => {
    const broken = withErrorEnvelope(
      HttpRouter.fromIterable([endpointRoute({ ...keyed, access: needsSession }, () => Effect.dieMessage("secret stack detail"))]),
    )
    const { token } = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const request = new Request(`http://localhost/api${keyed.path}`, { headers: { authorization: `Bearer ${token}` } })
    const response = await t.server.run(
      broken.pipe(Effect.provideService(HttpServerRequest.HttpServerRequest, HttpServerRequest.fromWeb(request)), Logger.withMinimumLogLevel(LogLevel.None)),
    )
    const web = HttpServerResponse.toWeb(response)
    expect(web.status).toBe(500)
    expect(await web.json()).toEqual({ error: true, message: messages.errorGeneral, result: null })
  })
})
