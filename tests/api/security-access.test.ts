import { HttpRouter } from "@effect/platform"
import { Effect, Schema } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import type { contract } from "../../domain/api/contract"
import { type AnyEndpoint, Envelope, type ScopedRecord, endpoint, needsSession } from "../../domain/api/endpoint"
import { allKeys } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { endpointRoute } from "../../server/http/endpoint-route"
import { withErrorEnvelope } from "../../server/http/router"
import { call, demo, signIn } from "./support/http"
import { serveProbe } from "./support/probe-server"
import { sampleRequest } from "./support/requests"
import { createUser, expectRefusal, protectedEndpoints, requestFor, sqlOf, outsiderKeys, urlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Issue 7.1: every protected endpoint of the contract, called without a valid session or
// without the profile key it needs, answers 401/403 with the bare error envelope; every
// endpoint naming a workplace-scoped record refuses a record outside the caller's role.

const minute = 60_000
const idleMs = 20 * minute

const outsider = { email: "ajeno@prueba.mx", password: "Ajeno.Prueba-2026", group: "AJENO" }
const otherOutsider = { email: "ajeno2@prueba.mx", password: "Ajeno.Prueba-2026", group: "AJENO2" }
const [outsiderKey, otherOutsiderKey] = outsiderKeys()
const narrow = { email: "alcance@prueba.mx", password: "Alcance.Prueba-2026", group: "ALCANCE" }

const request = (e: (typeof contract)[number], token: string | undefined, headers: Record<string, string> = {}) =>
  e.method === "GET" ? { method: "GET", token, headers } : { method: "POST", token, headers, body: {} }

describe.each(dialects)("access sweep on %s", (dialect) => {
  // The clock starts now and only ages the sessions signed in below: a copy of the demo serves.
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: idleMs }, { templateServesClock: true })
  const tokens = { expired: "", revoked: "", outsider: "", otherOutsider: "", narrow: "" }

  beforeAll(async () => {
    tokens.expired = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    clock.advance(idleMs + minute)
    tokens.revoked = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await call(t.url, "/api/logout", { method: "POST", token: tokens.revoked })).status).toBe(200)
    await createUser(t.server, { ...outsider, keys: [outsiderKey], role: "GLOBAL" })
    tokens.outsider = (await signIn(t.url, outsider.email, outsider.password)).token
    await createUser(t.server, { ...otherOutsider, keys: [otherOutsiderKey], role: "GLOBAL" })
    tokens.otherOutsider = (await signIn(t.url, otherOutsider.email, otherOutsider.password)).token
    // Every key, but the role of the consulta user: the work centres of one company only.
    await createUser(t.server, { ...narrow, keys: allKeys, role: "EMPRESA1" })
    tokens.narrow = (await signIn(t.url, narrow.email, narrow.password)).token
  })

  const endpoints = protectedEndpoints()

  it("covers every protected endpoint of the contract", () => {
    expect(endpoints.length).toBeGreaterThan(2)
    expect(endpoints.map((e) => e.name)).toContain("logout")
  })

  it.each(endpoints.map((e) => [e.name, e] as const))("refuses %s without a valid session", async (_name, e) => {
    const cases: ReadonlyArray<readonly [string, string | undefined, Record<string, string>]> = [
      ["no token", undefined, {}],
      ["malformed token", undefined, { authorization: "Bearer <script>'; DROP TABLE usuarios;--" }],
      ["another scheme", undefined, { authorization: "Basic YWRtaW5AZGVtby5teDpEZW1vLkFkbWluLTIwMjY=" }],
      ["unknown token", "A".repeat(43), {}],
      ["expired token", tokens.expired, {}],
      ["revoked token", tokens.revoked, {}],
    ]
    for (const [label, token, headers] of cases) {
      const answer = await call(t.url, urlOf(e), request(e, token, headers))
      expectRefusal(`${e.name} with ${label}`, answer, [401])
      expect(answer.body).toEqual({ error: true, message: messages.noAutenticado, result: null })
    }
  })

  const keyed = endpoints.filter((e) => e.access._tag === "Keys")
  const keyedCases: ReadonlyArray<readonly [string, AnyEndpoint | undefined]> = keyed.length === 0 ? [["(none yet)", undefined]] : keyed.map((e) => [e.name, e])
  it.each(keyedCases)(
    "refuses %s to a profile without its key",
    async (_name, e) => {
      if (e === undefined) return
      const token = e.access._tag === "Keys" && e.access.keys.includes(outsiderKey) ? tokens.otherOutsider : tokens.outsider
      const answer = await call(t.url, urlOf(e), request(e, token))
      expectRefusal(`${e.name} without its key`, answer, [403])
      expect(answer.body).toEqual({ error: true, message: messages.sinPermiso, result: null })
    },
  )

  it("still lets the outsider in where only a session is needed (the sweep's tokens are real)", async () => {
    expect((await call(t.url, "/api/sesion", { token: tokens.outsider })).status).toBe(200)
    expect((await call(t.url, "/api/sesion", { token: tokens.narrow })).status).toBe(200)
  })

  /** A record of each kind that the EMPRESA1 role may not see (companies 2 and 3). */
  const hiddenIds = async (): Promise<Record<ScopedRecord, number>> => {
    const [row] = await sqlOf(
      t.server,
      (sql) => sql<{ empresa: number; centro_trabajo: number; departamento: number; empleado: number }>`
        SELECT MAX(em.id_empresa) AS empresa, MAX(ct.id_centro_trabajo) AS centro_trabajo,
          MAX(d.id_depto) AS departamento, MAX(e.id_empleado) AS empleado
        FROM empresas em
        JOIN centros_trabajo ct ON ct.id_empresa = em.id_empresa
        JOIN departamentos d ON d.id_centro_trabajo = ct.id_centro_trabajo
        JOIN empleados e ON e.id_depto = d.id_depto
        WHERE em.id_empresa <> 1`,
    )
    if (row === undefined) throw new Error("the demo company has no second company")
    return { empresa: Number(row.empresa), centro_trabajo: Number(row.centro_trabajo), departamento: Number(row.departamento), empleado: Number(row.empleado) }
  }

  const scoped = endpoints.filter((e) => e.scope !== undefined)
  const scopedCases: ReadonlyArray<readonly [string, AnyEndpoint | undefined]> =
    scoped.length === 0 ? [["(none declared yet)", undefined]] : scoped.map((e) => [e.name, e])
  it.each(scopedCases)(
    "refuses %s for a record outside the caller's workplaces",
    async (_name, e) => {
      if (e?.scope === undefined) return
      const hidden = await hiddenIds()
      for (const [field, kind] of Object.entries(e.scope)) {
        // The id travels as a number or as text (or a list of one), whichever the schema takes: the same record.
        const send = (request: Record<string, unknown>) => {
          const target = requestFor(e, request)
          return call(t.url, target.url, { method: e.method, token: tokens.narrow, body: target.body })
        }
        let answer = await send(sampleRequest(e, { [field]: hidden[kind] }))
        if (answer.status === 400) answer = await send(sampleRequest(e, { [field]: String(hidden[kind]) }))
        // A field naming several records (the people recognised at once) takes a list of ids.
        if (answer.status === 400) answer = await send(sampleRequest(e, { [field]: [hidden[kind]] }))
        expect(answer.status, `${e.name}: no valid request could be built around ${field}: ${JSON.stringify(answer.body)}`).not.toBe(400)
        expectRefusal(`${e.name}.${field} outside the role`, answer, [401, 403])
      }
    },
  )

  // The router's scope check itself, through an endpoint that exists only here.
  describe("the router's scope check", () => {
    const probe = endpoint({
      name: "alcancePrueba",
      method: "POST",
      path: "/alcance-prueba",
      summary: "Prueba del alcance por centro de trabajo",
      access: needsSession,
      writes: false,
      scope: { id_empleado: "empleado", id_empresa: "empresa", id_centro_trabajo: "centro_trabajo", id_depto: "departamento" },
      request: Schema.Struct({
        id_empleado: Schema.optional(Schema.Union(Schema.Number, Schema.String)),
        id_empresa: Schema.optional(Schema.Number),
        id_centro_trabajo: Schema.optional(Schema.Array(Schema.Number)),
        id_depto: Schema.optional(Schema.Number),
      }),
      response: Envelope(Schema.String),
    })
    const app = withErrorEnvelope(
      HttpRouter.fromIterable([endpointRoute(probe, () => Effect.succeed({ error: false as const, message: "", result: "datos del registro" }))]),
    )
    const ask = async (token: string, body: unknown) => {
      const probeServer = await serveProbe(t.server, app)
      try {
        return await call(probeServer.url, `/api${probe.path}`, { token, body })
      } finally {
        await probeServer.close()
      }
    }

    it("lets a role reach its own records, refuses the others, leaves unknown ids to the handler", async () => {
      const hidden = await hiddenIds()
      const [own] = await sqlOf(
        t.server,
        (sql) => sql<{ id_empleado: number; id_centro_trabajo: number; id_depto: number }>`
          SELECT id_empleado, id_centro_trabajo, id_depto FROM empleados WHERE id_empresa = 1 ORDER BY id_empleado LIMIT 1`,
      )
      const mine = { id_empleado: own?.id_empleado, id_empresa: 1, id_centro_trabajo: [own?.id_centro_trabajo], id_depto: own?.id_depto }
      expect((await ask(tokens.narrow, mine)).status).toBe(200)
      expect((await ask(tokens.narrow, { id_empleado: 99_999_999 })).status).toBe(200)
      expect((await ask(tokens.narrow, { id_empleado: "no-es-un-id" })).status).toBe(200)
      const refusals = [
        { id_empleado: hidden.empleado },
        { id_empleado: String(hidden.empleado) },
        { id_empresa: hidden.empresa },
        { id_centro_trabajo: [own?.id_centro_trabajo ?? 0, hidden.centro_trabajo] },
        { id_depto: hidden.departamento },
      ]
      for (const body of refusals) {
        const answer = await ask(tokens.narrow, body)
        expectRefusal(`scope ${JSON.stringify(body)}`, answer, [403])
        expect(JSON.stringify(answer.body)).not.toContain("datos del registro")
      }
      // The administrator's role sees every work centre.
      const admin = await signIn(t.url, demo.admin.email, demo.admin.password)
      expect((await ask(admin.token, { id_empleado: hidden.empleado, id_depto: hidden.departamento })).status).toBe(200)
    })
  })
})
