import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { switchableModules } from "../../domain/configuraciones/modulos-habilitados"
import { asError, call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// An administrator greys a built module again (Parámetros del sistema, Módulos): from the next
// request its pages' keys open nothing for anyone, whatever the profiles grant, and the session
// says which of the user's modules are greyed; switched on again, everything is back.

interface Switch {
  readonly id_modulo: string
  readonly n_modulo: string
  readonly habilitado: "0" | "1"
}
interface SessionBody {
  readonly result: { readonly permissions: ReadonlyArray<{ readonly clave: string }>; readonly modulos_deshabilitados?: ReadonlyArray<string> }
}

describe.each(dialects)("module switches on %s", (dialect) => {
  const t = useServer(dialect)
  const stored = () => t.server.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ id_modulo: string }>`SELECT id_modulo FROM modulos_deshabilitados ORDER BY id_modulo`))
  const save = (token: string, modulos: ReadonlyArray<{ id_modulo: string; habilitado: string }>) =>
    call(t.url, "/api/guardar-modulos-habilitados", { token, body: { modulos } })
  const session = async (token: string) => (await call(t.url, "/api/sesion", { token })).body as SessionBody

  it("lists every built module switched on, and greys and restores one for every user from the next request", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const listed = await call(t.url, "/api/get-modulos-habilitados", { token: admin })
    expect(listed.status).toBe(200)
    const switches = (listed.body as { result: ReadonlyArray<Switch> }).result
    expect(switches.map((s) => s.id_modulo)).toEqual(switchableModules.map((m) => m.id))
    expect(switches.every((s) => s.habilitado === "1")).toBe(true)
    expect((await call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token: consulta })).status).toBe(200)
    const before = (await call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token: consulta })).headers.get("x-derechos-version")

    const greyed = await save(admin, [{ id_modulo: "personal", habilitado: "0" }])
    expect(greyed.status).toBe(200)
    expect((greyed.body as { result: ReadonlyArray<Switch> }).result.find((s) => s.id_modulo === "personal")?.habilitado).toBe("0")
    expect(await stored()).toEqual([{ id_modulo: "personal" }])
    // The very next request of a session signed in before: refused, and its rights version moved.
    const refused = await call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token: consulta })
    expect(refused.status).toBe(403)
    const after = (await call(t.url, "/api/get-modulos-habilitados", { token: admin })).headers.get("x-derechos-version")
    expect(after).not.toBeNull()
    expect(before).not.toBeNull()
    const current = await session(consulta)
    expect(current.result.modulos_deshabilitados).toEqual(["personal"])
    expect(current.result.permissions.some((p) => p.clave.startsWith("GP"))).toBe(false)
    // The administrator too: the module's calls are closed, the settings are not.
    expect((await call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token: admin })).status).toBe(403)
    expect((await session(admin)).result.modulos_deshabilitados).toEqual(["personal"])

    const restored = await save(admin, [{ id_modulo: "personal", habilitado: "1" }])
    expect(restored.status).toBe(200)
    expect(await stored()).toEqual([])
    expect((await call(t.url, "/api/empleados?pagina=1&por_pagina=5", { token: consulta })).status).toBe(200)
    expect((await session(consulta)).result.modulos_deshabilitados).toEqual([])
  })

  it("refuses a module that does not exist or is not built yet, and a user without SIS100, leaving the switches as they were", async () => {
    const admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    for (const id_modulo of ["nomina", "reclutamiento", "'; DROP TABLE modulos_deshabilitados; --"]) {
      const answer = await save(admin, [{ id_modulo: "organizacion", habilitado: "0" }, { id_modulo, habilitado: "0" }])
      expect(answer.status).toBe(400)
      const refusal = asError(answer)
      expect([refusal.message, ...(refusal.detalles ?? [])].join(" ")).toContain("El módulo no existe o aún no está disponible")
    }
    expect((await save(admin, [{ id_modulo: "organizacion", habilitado: "2" }])).status).toBe(400)
    expect((await save(consulta, [{ id_modulo: "organizacion", habilitado: "0" }])).status).toBe(403)
    expect((await call(t.url, "/api/get-modulos-habilitados", { token: consulta })).status).toBe(403)
    expect(await stored()).toEqual([])
  })
})
