import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { allKeys } from "../../domain/catalog"
import { startServer } from "../../server/app"
import { call, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

const password = "Una.Clave-Larga-2026"

describe.each(dialects)("SEED=none on %s", (dialect) => {
  const t = useServer(dialect, { seed: "none", adminEmail: "jefa@empresa.mx", adminPassword: password })

  it("holds only one administrator, who may open every page", async () => {
    const session = await signIn(t.url, "jefa@empresa.mx", password)
    expect(session.user.admin).toBe("1")
    expect(session.user.id_empleado).toBeNull()
    expect(session.permissions.map((p) => p.clave).sort()).toEqual([...allKeys].sort())
    const counts = await t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ empresas: number | string; usuarios: number | string; empleados: number | string }>`
          SELECT (SELECT COUNT(*) FROM empresas) AS empresas, (SELECT COUNT(*) FROM usuarios) AS usuarios,
            (SELECT COUNT(*) FROM empleados) AS empleados`,
      ),
    )
    expect(counts.map((c) => [Number(c.empresas), Number(c.usuarios), Number(c.empleados)])).toEqual([[0, 1, 0]])
    const dashboard = await call(t.url, "/api/datos-indicadores", { token: session.token })
    expect(dashboard.status).toBe(200)
    expect((dashboard.body as { result: { datosGrafica: unknown } }).result.datosGrafica).toEqual([])
  })
})

describe("SEED=none without a usable ADMIN_PASSWORD", () => {
  it("refuses to start, saying why", async () => {
    await expect(startServer({ port: 0, seed: "none", env: {}, databaseUrl: "sqlite::memory:" })).rejects.toThrow(/ADMIN_PASSWORD/)
    await expect(startServer({ port: 0, env: { SEED: "none", ADMIN_PASSWORD: "corta" }, databaseUrl: "sqlite::memory:" })).rejects.toThrow(
      /at least 12 characters/,
    )
  })
})
