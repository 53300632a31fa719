import { createHash } from "node:crypto"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { expect } from "vitest"
import { contract } from "../../../domain/api/contract"
import { type AnyEndpoint, fillPath, pathParams } from "../../../domain/api/endpoint"
import { allKeys } from "../../../domain/catalog"
import type { RunningServer } from "../../../server/app"
import { hashPassword } from "../../../server/auth/password"
import { allHandlers as handlers } from "../../../server/areas"

// Shared pieces of the security suites (issue 7). Everything is derived from the contract, so
// an endpoint added by anyone is swept and fuzzed without editing these files.

/**
 * Endpoints the server answers. One declared in the contract while its handler is still being
 * written (the typecheck fails then anyway) is left out rather than reported as a 500.
 */
export const servedEndpoints = (): ReadonlyArray<AnyEndpoint> => {
  const served = handlers as unknown as Readonly<Record<string, unknown>>
  const missing = contract.filter((e) => typeof served[e.name] !== "function")
  if (missing.length > 0) console.warn(`security suite: no handler yet for ${missing.map((e) => e.name).join(", ")}`)
  return contract.filter((e) => typeof served[e.name] === "function")
}

export const protectedEndpoints = () => servedEndpoints().filter((e) => e.access._tag !== "Public")

/** The endpoint's path under /api (a path parameter stays a literal `:name` segment). */
export const urlOf = (endpoint: AnyEndpoint) => `/api${endpoint.path}`

/**
 * The URL and the body of a request object: path parameters fill the path, and a query
 * endpoint's other fields become the query string; what is left is the JSON body.
 */
export const requestFor = (endpoint: AnyEndpoint, request: unknown): { readonly url: string; readonly body: unknown } => {
  const names = pathParams(endpoint.path)
  if (typeof request !== "object" || request === null || Array.isArray(request) || (names.length === 0 && endpoint.query !== true)) {
    return { url: urlOf(endpoint), body: request }
  }
  const fields = request as Readonly<Record<string, unknown>>
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !names.includes(k)))
  const url = `/api${fillPath(endpoint.path, fields)}`
  if (endpoint.query !== true) return { url, body: rest }
  const query = new URLSearchParams(Object.entries(rest).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString()
  return { url: query === "" ? url : `${url}?${query}`, body: undefined }
}

const runSql = <A>(server: RunningServer, f: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  server.run(Effect.flatMap(SqlClient.SqlClient, f) as Effect.Effect<A, never, SqlClient.SqlClient>)

/** Every user table of the database, read from the catalogue of either dialect. */
export const tableNames = (server: RunningServer): Promise<ReadonlyArray<string>> =>
  runSql(server, (sql) =>
    sql.onDialectOrElse({
      pg: () => sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
      orElse: () => sql<{ name: string }>`
        SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    }),
  ).then((rows) => rows.map((r) => r.name))

const knownTables = new WeakMap<RunningServer, Promise<ReadonlyArray<string>>>()

/**
 * A hash per table of all its rows (order-independent), to tell whether anything changed. The
 * table list is read once per server: tests do not create tables.
 */
export const checksums = async (server: RunningServer, except: ReadonlyArray<string> = []): Promise<Record<string, string>> => {
  let tables = knownTables.get(server)
  if (tables === undefined) {
    tables = tableNames(server)
    knownTables.set(server, tables)
  }
  const wanted = (await tables).filter((t) => !except.includes(t))
  const contents = await runSql(server, (sql) =>
    Effect.forEach(wanted, (table) => sql.unsafe<Record<string, unknown>>(`SELECT * FROM ${table}`), { concurrency: 4 }),
  )
  const result: Record<string, string> = {}
  wanted.forEach((table, i) => {
    const rows = contents[i] ?? []
    const lines = rows.map((r) => Object.values(r).map((v) => (v === null ? "\u0000" : String(v))).join("\u0001")).sort()
    result[table] = `${rows.length}:${createHash("sha1").update(lines.join("\n")).digest("hex").slice(0, 16)}`
  })
  return result
}

/** A key no endpoint asks for: the profile holding only it may sign in and reach nothing keyed. */
export const unrelatedKey = (): string => {
  const used = new Set(contract.flatMap((e) => (e.access._tag === "Keys" ? e.access.keys : [])))
  const key = allKeys.find((k) => !used.has(k))
  if (key === undefined) throw new Error("every key of the catalogue guards some endpoint")
  return key
}

/** Creates a profile with exactly these keys and a user in it, with the given role. */
export const createUser = async (
  server: RunningServer,
  user: { readonly email: string; readonly password: string; readonly group: string; readonly keys: ReadonlyArray<string>; readonly role: string },
) => {
  const passwordHash = await server.run(hashPassword(user.password))
  await runSql(server, (sql) =>
    Effect.gen(function* () {
      yield* sql`INSERT INTO grupos ${sql.insert({ id_grupo: user.group, n_grupo: `Grupo ${user.group}` })} ON CONFLICT (id_grupo) DO NOTHING`
      for (const clave of user.keys) {
        yield* sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: user.group, clave })} ON CONFLICT (id_grupo, clave) DO NOTHING`
      }
      yield* sql`INSERT INTO usuarios ${sql.insert({
        id_usuario: user.email,
        id_empleado: null,
        password_hash: passwordHash,
        id_grupo: user.group,
        id_rol: user.role,
        admin: "0",
        activo: "1",
      })}`
    }),
  )
}

export const sqlOf = runSql

const englishParse = /\b(Expected|Missing|Unexpected|is missing|is unexpected|received|actual|must be|Invalid|cannot|undefined|null pointer)\b/

/** A refusal: 4xx, the bare error envelope (no record data), a Spanish message. */
export const expectRefusal = (label: string, answer: { readonly status: number; readonly body: unknown }, statuses?: ReadonlyArray<number>) => {
  expect(answer.status, `${label}: status ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: status ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500)
  if (statuses !== undefined) expect(statuses, `${label}: status ${answer.status}`).toContain(answer.status)
  const body = answer.body as Record<string, unknown>
  expect(typeof body, `${label}: body`).toBe("object")
  expect(Object.keys(body).filter((k) => !["error", "message", "result", "detalles"].includes(k)), `${label}: extra fields`).toEqual([])
  expect(body.error, label).toBe(true)
  expect(body.result, `${label}: result`).toBeNull()
  expect(typeof body.message, label).toBe("string")
  const texts = [String(body.message), ...(Array.isArray(body.detalles) ? body.detalles.map(String) : [])]
  for (const text of texts) {
    expect(text.length, `${label}: empty message`).toBeGreaterThan(0)
    expect(text, `${label}: English in a refusal`).not.toMatch(englishParse)
  }
}
