import { beforeAll, describe, expect, it } from "vitest"
import { endpoints } from "../../domain/api/contract"
import { call, demo, signIn } from "./support/http"
import { checksums, expectRefusal } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Issue 7.3: the generic lookups of SPEC 7.2 answer only the catalogues of the server's
// allowlist. Whatever a client puts in `tabla`, `conexion` or `columnId`, be it a users or
// sessions table, the database's own catalogue, or SQL smuggled in quotes, comments and Unicode
// look-alikes, the answer is a 400 with no rows, and nothing changes.

const hostileTables = [
  "usuarios",
  "sesiones",
  "intentos_acceso",
  "auditoria",
  "derechos_grupo",
  "sqlite_master",
  "sqlite_schema",
  "main.sqlite_master",
  "pg_catalog.pg_user",
  "pg_user",
  "pg_shadow",
  "information_schema.tables",
  "migraciones",
  "grupos; DROP TABLE usuarios",
  "grupos' OR '1'='1",
  'grupos" --',
  "grupos/**/UNION/**/SELECT/**/password_hash,id_usuario/**/FROM/**/usuarios",
  "grupos -- comentario",
  "grupos\tUNION SELECT 1",
  "(SELECT password_hash FROM usuarios)",
  "GRUPOS",
  " grupos",
  "grupos ",
  "grupοs", // Greek omicron
  "ｇｒｕｐｏｓ", // full-width
  "grupos\u200b",
  "grupos\u202e",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "../grupos",
  "grupos%00",
]

const hostileConnections = ["", "rh2", "RH", "postgres", "sqlite", "main", "rh; DROP TABLE usuarios", "rh' --", "__proto__", "pg_catalog", "../rh"]

const hostileColumns = ["password_hash", "1=1", "id_grupo OR 1=1", "id_grupo; --", "__proto__", "constructor", "id_grupo\u200b", "ID_GRUPO"]

describe.each(dialects)("generic lookups under attack on %s", (dialect) => {
  const t = useServer(dialect)
  let token = ""
  beforeAll(async () => {
    token = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it.runIf("getCatalogo" in endpoints && "getRegistroById" in endpoints)("answers the allowlisted catalogues", async () => {
    const groups = await call(t.url, "/api/get-catalogo", { token, body: { tabla: "grupos", conexion: "rh" } })
    expect(groups.status).toBe(200)
    expect((groups.body as { result: Array<Record<string, unknown>> }).result).toContainEqual({ id_grupo: "ADMIN", n_grupo: "Administrador" })
    const one = await call(t.url, "/api/get-registro-by-id", { token, body: { tabla: "grupos", conexion: "rh", columnId: "id_grupo", id: "ADMIN" } })
    expect((one.body as { result: unknown }).result).toEqual([{ id_grupo: "ADMIN", n_grupo: "Administrador" }])
  })

  it.runIf("getCatalogo" in endpoints && "getRegistroById" in endpoints)(
    "refuses every other table name, connection and column with 400 and no rows, changing nothing",
    async () => {
      // The caller's own session row may be touched (ultimo_uso) when the run outlasts the touch
      // interval on a slow machine; that is the sign-in working, not a lookup writing.
      const before = await checksums(t.server, ["sesiones"])
      const attempts: Array<readonly [string, Record<string, unknown>]> = [
        ...hostileTables.map((tabla) => ["/api/get-catalogo", { tabla, conexion: "rh" }] as const),
        ...hostileTables.map((tabla) => ["/api/get-registro-by-id", { tabla, conexion: "rh", columnId: "id_usuario", id: demo.admin.email }] as const),
        ...hostileConnections.map((conexion) => ["/api/get-catalogo", { tabla: "grupos", conexion }] as const),
        ...hostileColumns.map((columnId) => ["/api/get-registro-by-id", { tabla: "grupos", conexion: "rh", columnId, id: "ADMIN" }] as const),
      ]
      for (const [path, body] of attempts) {
        const answer = await call(t.url, path, { token, body })
        expectRefusal(`${path} ${JSON.stringify(body)}`, answer, [400])
        const text = JSON.stringify(answer.body)
        expect(text).not.toContain("argon2")
        expect(text).not.toContain(demo.admin.email)
        expect(text).not.toMatch(/token_hash|CREATE TABLE|pg_/)
      }
      // Injection through the value itself finds nothing: it is a bound parameter.
      for (const id of ["ADMIN' OR '1'='1", "' UNION SELECT password_hash, id_usuario FROM usuarios --", "ADMIN; DELETE FROM grupos"]) {
        const answer = await call(t.url, "/api/get-registro-by-id", { token, body: { tabla: "grupos", conexion: "rh", columnId: "id_grupo", id } })
        expect(answer.status).toBe(200)
        expect((answer.body as { result: unknown }).result).toEqual([])
      }
      expect(await checksums(t.server, ["sesiones"])).toEqual(before)
    },
  )
})
