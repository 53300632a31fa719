import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { HttpRouter } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { Effect, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { endpoints } from "../../domain/api/contract"
import { Envelope, endpoint, needsSession } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import { type RunningServer, startServer } from "../../server/app"
import { endpointRoute } from "../../server/http/endpoint-route"
import { ApiFailure } from "../../server/http/failure"
import { withErrorEnvelope } from "../../server/http/router"
import { call, demo, signIn } from "./support/http"
import { serveProbe } from "./support/probe-server"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Issue 7.7: a hundred simultaneous creates of one key: exactly one succeeds, the rest get 409,
// and one row exists. The database is the judge of the race (a handler's "does it exist?" check
// passes for every one of them at once): the router turns its unique-key refusal into the 409.

/** A create with the naive check-then-insert every handler writes, built with the real router. */
const probe = endpoint({
  name: "crearPrueba",
  method: "POST",
  path: "/crear-prueba",
  summary: "Alta de prueba",
  access: needsSession,
  writes: true,
  request: Schema.Struct({ id_grupo: Schema.String, n_grupo: Schema.String }),
  response: Envelope(Schema.Null),
})
const probeApp = withErrorEnvelope(
  HttpRouter.fromIterable([
    endpointRoute(probe, (request) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const found = yield* sql`SELECT id_grupo FROM grupos WHERE id_grupo = ${request.id_grupo}`
        if (found.length > 0) return yield* new ApiFailure({ status: 409, message: messages.claveDuplicada })
        // Let the other requests pass the same check before this one inserts.
        yield* Effect.sleep("5 millis")
        yield* sql`INSERT INTO grupos ${sql.insert({ id_grupo: request.id_grupo, n_grupo: request.n_grupo })}`
        return { error: false as const, message: "", result: null }
      }),
    ),
  ]),
)

const countGroups = (server: RunningServer, id: string) =>
  sqlOf(server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM grupos WHERE LOWER(id_grupo) = LOWER(${id})`).then((r) =>
    Number(r[0]?.n ?? 0),
  )

const burst = (n: number, send: (i: number) => Promise<{ status: number; body: unknown }>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)))

const expectOneWinner = (answers: ReadonlyArray<{ status: number; body: unknown }>) => {
  const statuses = answers.map((a) => a.status)
  expect(statuses.filter((s) => s >= 500), JSON.stringify(answers.find((a) => a.status >= 500)?.body)).toEqual([])
  expect(statuses.filter((s) => s >= 200 && s < 300)).toHaveLength(1)
  expect(statuses.filter((s) => s === 409)).toHaveLength(answers.length - 1)
  for (const a of answers.filter((x) => x.status === 409)) {
    expect(a.body).toEqual({ error: true, message: messages.claveDuplicada, result: null })
  }
}

describe.each(dialects)("concurrent creates on %s", (dialect) => {
  const t = useServer(dialect)

  it("answers one 2xx and 99 409s to 100 simultaneous creates of one key through the router", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const served = await serveProbe(t.server, probeApp)
    try {
      const answers = await burst(100, () => call(served.url, "/api/crear-prueba", { token, body: { id_grupo: "CARRERA", n_grupo: "Carrera" } }))
      expectOneWinner(answers)
      expect(await countGroups(t.server, "CARRERA")).toBe(1)
    } finally {
      await served.close()
    }
  })

  it.runIf("guardarPerfil" in endpoints)("creates one profile out of 100 simultaneous guardar-perfil calls", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const answers = await burst(100, (i) =>
      call(t.url, "/api/guardar-perfil", { token, body: { id_grupo: i % 2 === 0 ? "SIMULT" : "simult", n_grupo: `Perfil ${i}` } }),
    )
    expectOneWinner(answers)
    expect(await countGroups(t.server, "SIMULT")).toBe(1)
    // The winner wrote one audit row; the refused ones none.
    const audit = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM auditoria WHERE operacion = 'guardarPerfil' AND LOWER(clave) LIKE '%simult%'`)
    expect(Number(audit[0]?.n)).toBe(1)
  })
})

// Two server processes on one SQLite file (as two API processes behind a balancer would be):
// each holds the write lock in turn; a writer that finds it taken waits and retries, so
// SQLITE_BUSY never reaches a client.
describe("SQLite shared by two servers", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-busy-"))
  const databaseUrl = `sqlite:${path.join(dir, "shared.db")}`
  const servers: Array<RunningServer> = []
  afterAll(async () => {
    for (const s of servers) await s.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("never answers 5xx while both write at once", async () => {
    const start = (seed: "demo" | "none") =>
      startServer({ port: 0, host: "127.0.0.1", seed, logLevel: "Warning", databaseUrl, env: {}, adminPassword: "Administrador-2026" })
    servers.push(await start("demo"))
    servers.push(await start("demo"))
    const [a, b] = servers as [RunningServer, RunningServer]
    const tokens = [(await signIn(a.url, demo.admin.email, demo.admin.password)).token, (await signIn(b.url, demo.admin.email, demo.admin.password)).token]
    const probes = [await serveProbe(a, probeApp), await serveProbe(b, probeApp)]
    try {
      const answers = await burst(80, (i) =>
        call(probes[i % 2]!.url, "/api/crear-prueba", { token: tokens[i % 2]!, body: { id_grupo: `BUSY${i}`, n_grupo: `Ocupado ${i}` } }),
      )
      expect(answers.filter((x) => x.status !== 200).map((x) => [x.status, x.body])).toEqual([])
      const rows = await sqlOf(a, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM grupos WHERE id_grupo LIKE 'BUSY%'`)
      expect(Number(rows[0]?.n)).toBe(80)
    } finally {
      for (const p of probes) await p.close()
    }
  })
})
