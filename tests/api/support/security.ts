import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { expect } from "vitest"
import { contract } from "../../../domain/api/contract"
import { type AnyEndpoint, fillPath, pathParams } from "../../../domain/api/endpoint"
import { allKeys } from "../../../domain/catalog"
import type { RunningServer } from "../../../server/app"
import { hashPassword } from "../../../server/auth/password"
import { allHandlers as handlers } from "../../../server/parts/all-parts"

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

/**
 * Every user table of the database that holds its own rows, read from the catalogue of either
 * dialect: SQLite's full-text indexes (virtual tables and their shadow tables) are left out, as
 * they only mirror their content table, and so is the change log below.
 */
export const tableNames = (server: RunningServer): Promise<ReadonlyArray<string>> =>
  runSql(server, (sql) =>
    sql.onDialectOrElse({
      pg: () => sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> ${changeLog} ORDER BY table_name`,
      orElse: () => sql<{ name: string }>`
        SELECT t.name FROM sqlite_master t
        WHERE t.type = 'table' AND t.name NOT LIKE 'sqlite_%' AND t.name <> ${changeLog}
          AND t.sql NOT LIKE 'CREATE VIRTUAL TABLE%'
          AND NOT EXISTS (SELECT 1 FROM sqlite_master v WHERE v.type = 'table' AND v.sql LIKE 'CREATE VIRTUAL TABLE%'
            AND t.name LIKE v.name || '!_%' ESCAPE '!')
        ORDER BY t.name`,
    }),
  ).then((rows) => rows.map((r) => r.name))

/** The test-only table that row triggers append to: one row per row written, named by table. */
const changeLog = "ch_cambios_prueba"

/**
 * Installs the change log on a test server's database (idempotent: a restarted server on the
 * same file finds it): a row trigger on every table appends the table's name. A write that rolls
 * back takes its log rows with it, so the log counts exactly the committed row writes.
 */
const installChangeLog = (server: RunningServer, tables: ReadonlyArray<string>) =>
  runSql(server, (sql) =>
    Effect.gen(function* () {
      yield* sql.unsafe(`CREATE TABLE IF NOT EXISTS ${changeLog} (tabla VARCHAR(100) NOT NULL)`)
      yield* sql.onDialectOrElse({
        pg: () =>
          Effect.gen(function* () {
            yield* sql.unsafe(`CREATE OR REPLACE FUNCTION ch_registra_cambio() RETURNS trigger AS $$
              BEGIN INSERT INTO ${changeLog} (tabla) VALUES (TG_TABLE_NAME); RETURN NULL; END $$ LANGUAGE plpgsql`)
            for (const table of tables)
              yield* sql.unsafe(`CREATE OR REPLACE TRIGGER ch_cambio AFTER INSERT OR UPDATE OR DELETE ON ${table}
                FOR EACH ROW EXECUTE FUNCTION ch_registra_cambio()`)
          }),
        orElse: () =>
          Effect.forEach(tables, (table) =>
            Effect.forEach(["INSERT", "UPDATE", "DELETE"], (event) =>
              sql.unsafe(`CREATE TRIGGER IF NOT EXISTS ch_cambio_${event.toLowerCase()}_${table} AFTER ${event} ON ${table}
                FOR EACH ROW BEGIN INSERT INTO ${changeLog} (tabla) VALUES ('${table}'); END`),
            ),
          ),
      })
      return tables
    }),
  )

const knownTables = new WeakMap<RunningServer, Promise<ReadonlyArray<string>>>()

/**
 * A mark per table that differs once any row of it has been inserted, updated or deleted, to
 * tell whether anything changed: the count of its committed row writes in the change log. The
 * first call on a server installs the log; tests do not create tables. (Hashing every row of
 * every table instead took most of the security suites' time once the demo grew.)
 */
export const checksums = async (server: RunningServer, except: ReadonlyArray<string> = []): Promise<Record<string, string>> => {
  // A session's last-use stamp is bookkeeping, written by any request once 5 s have passed
  // since the last (server/auth/sessions.ts): on a slow run it moves between two reads. So is a
  // batch of documents' progress (server/records/document-batch.ts), written in the background
  // while its PDFs are laid out: the batch reads records, it changes none.
  const skipped = [...except, "sesiones", "lotes_documentos"]
  let tables = knownTables.get(server)
  if (tables === undefined) {
    tables = tableNames(server).then((names) => installChangeLog(server, names))
    knownTables.set(server, tables)
  }
  const wanted = (await tables).filter((t) => !skipped.includes(t))
  const counts = await runSql(server, (sql) => sql<{ tabla: string; n: number | string }>`SELECT tabla, COUNT(*) AS n FROM ${sql(changeLog)} GROUP BY tabla`)
  const written = new Map(counts.map((r) => [r.tabla, Number(r.n)]))
  return Object.fromEntries(wanted.map((table) => [table, String(written.get(table) ?? 0)]))
}

/**
 * Two keys for two outsiders, so that each keyed endpoint is asked by a profile without its key (a
 * profile needs one key to sign in, and with every module built every key guards something): the
 * key that guards the fewest endpoints, and one that none of those endpoints takes.
 */
export const outsiderKeys = (): readonly [string, string] => {
  const keyed = contract.flatMap((e) => (e.access._tag === "Keys" ? [e.access.keys] : []))
  const guarded = (k: string) => keyed.filter((keys) => keys.includes(k))
  const [first] = [...allKeys].sort((a, b) => guarded(a).length - guarded(b).length)
  const second = allKeys.find((k) => k !== first && guarded(first ?? "").every((keys) => !keys.includes(k)))
  if (first === undefined || second === undefined) throw new Error("no two keys for the outsiders")
  return [first, second]
}

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

// effect's "Expected string, actual 1", not the Spanish word ("la contraseña actual", «actual»).
const englishParse = /\b(Expected|Missing|Unexpected|is missing|is unexpected|received|, actual|must be|Invalid|cannot|undefined|null pointer)\b/

/** A refusal: 4xx, the bare error envelope (no record data), a Spanish message. */
export const expectRefusal = (label: string, answer: { readonly status: number; readonly body: unknown }, statuses?: ReadonlyArray<number>) => {
  expect(answer.status, `${label}: status ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: status ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`).toBeLessThan(500)
  if (statuses !== undefined) expect(statuses, `${label}: status ${answer.status}`).toContain(answer.status)
  const body = answer.body as Record<string, unknown>
  expect(typeof body, `${label}: body`).toBe("object")
  expect(Object.keys(body).filter((k) => !["error", "message", "result", "detalles", "problemas"].includes(k)), `${label}: extra fields`).toEqual([])
  // The problems with their fields are the same problems as the lines, in the same order.
  if (body.problemas !== undefined) {
    const problemas = body.problemas as ReadonlyArray<{ readonly campo: unknown; readonly mensaje: unknown }>
    expect(problemas.map((p) => typeof p.campo), `${label}: campo`).toEqual(problemas.map(() => "string"))
    expect(problemas.map((p) => p.mensaje), `${label}: problemas`).toEqual(body.detalles)
  }
  expect(body.error, label).toBe(true)
  expect(body.result, `${label}: result`).toBeNull()
  expect(typeof body.message, label).toBe("string")
  const texts = [String(body.message), ...(Array.isArray(body.detalles) ? body.detalles.map(String) : [])]
  for (const text of texts) {
    expect(text.length, `${label}: empty message`).toBeGreaterThan(0)
    expect(text, `${label}: English in a refusal`).not.toMatch(englishParse)
  }
}
