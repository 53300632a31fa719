import { beforeAll, describe, expect, it } from "vitest"
import { allKeys } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { asError, call, demo, signIn } from "./support/http"
import { createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The organisation's reference catalogues on both dialects: the seeded entidades with their
// INEGI, CURP and SAT codes, the zones with their dated minimum wages, a plaza's life, a país in
// use that cannot be deleted, the lookups, and ORG050 for every write.

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
}

describe.each(dialects)("organisation reference tables on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const page = async (path: string): Promise<Page> => {
    const answer = await get(path)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("seeds the 32 entidades under México with their INEGI number, CURP and SAT codes", async () => {
    const states = await page("/catalogo-estados?por_pagina=100&orden=id_estado")
    const mexican = states.registros.filter((r) => Number(r.id_estado) >= 1 && Number(r.id_estado) <= 32)
    expect(mexican).toHaveLength(32)
    expect(mexican.every((r) => r.n_pais === "México" && r.activo === "1")).toBe(true)
    expect(states.registros.find((r) => r.id_estado === 19)).toMatchObject({ n_estado: "Nuevo León", clave_curp: "NL", clave_sat: "NLE" })
    expect(states.registros.find((r) => r.id_estado === 9)).toMatchObject({ n_estado: "Ciudad de México", clave_curp: "DF", clave_sat: "CMX" })
    expect(states.registros.find((r) => r.id_estado === 0)).toMatchObject({ n_estado: "Nacido en el extranjero", clave_curp: "NE", clave_sat: null })
    expect((await page("/catalogo-estados?buscar=nuevo%20leon")).registros.map((r) => r.n_estado)).toEqual(["Nuevo León"])
    // The demo's ciudades sit under their entidad's INEGI number.
    const cities = await page("/catalogo-ciudades?por_pagina=100&buscar=monterrey")
    expect(cities.registros).toEqual([expect.objectContaining({ n_ciudad: "Monterrey", id_estado: 19, n_estado: "Nuevo León" })])
  })

  it("keeps each zone's minimum wages by start date", async () => {
    const general = (await get("/catalogo-zonas/GEN")).body as { result: Record<string, unknown> }
    expect(general.result).toMatchObject({ n_zona: "General", activo: "1" })
    expect(general.result.salarios).toEqual([
      { f_inicio: "2025-01-01", salario_diario: 278.8 },
      { f_inicio: "2026-01-01", salario_diario: 315.04 },
    ])
    const border = (await get("/catalogo-zonas/zlfn")).body as { result: Record<string, unknown> }
    expect(border.result).toMatchObject({ n_zona: "Zona Libre de la Frontera Norte" })
    expect(border.result.salarios).toEqual([
      { f_inicio: "2025-01-01", salario_diario: 419.88 },
      { f_inicio: "2026-01-01", salario_diario: 440.87 },
    ])
    const repeated = await post("/catalogo-zonas", {
      id_zona: "SUR",
      n_zona: "Sur",
      activo: "1",
      salarios: [
        { f_inicio: "2026-01-01", salario_diario: 300 },
        { f_inicio: "2026-01-01", salario_diario: 310 },
      ],
    })
    expect(repeated.status).toBe(400)
  })

  it("refuses to delete a país in use by estados (409, deactivate it) and deletes nothing", async () => {
    const refused = await post("/catalogo-paises/1", { _method: "DELETE" })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(messages.registroEnUsoDesactivar)
    expect((await get("/catalogo-paises/1")).status).toBe(200)
    expect((await page("/catalogo-estados?id_pais=1&por_pagina=100")).total).toBe(33)
    // Deactivating is the way out, and an unused país goes.
    expect((await post("/catalogo-paises/1", { _method: "PUT", id_pais: 1, n_pais: "México", activo: "0" })).status).toBe(200)
    expect((await post("/catalogo-paises/1", { _method: "PUT", id_pais: 1, n_pais: "México", activo: "1" })).status).toBe(200)
    expect((await post("/catalogo-paises", { id_pais: 99, n_pais: "Islandia", activo: "1" })).status).toBe(200)
    expect((await post("/catalogo-paises/99", { _method: "DELETE" })).status).toBe(200)
    // A responsibility type named by an authorization flow is in use too.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = 1`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ id_tipo_solicitud: 1, emp_id_tipo_resp: 1 })}`)
    const held = await post("/catalogo-tipos-responsabilidad/1", { _method: "DELETE" })
    expect(held.status).toBe(409)
    expect(asError(held).message).toBe(messages.registroEnUsoDesactivar)
  })

  it("answers the lookups with the active rows", async () => {
    const countries = await get("/paises")
    expect(countries.status).toBe(200)
    expect((countries.body as { result: ReadonlyArray<Record<string, unknown>> }).result).toContainEqual({ id_pais: 1, n_pais: "México" })
    const states = (await post("/get-estados", { id_pais: 1 })).body as { result: ReadonlyArray<Record<string, unknown>> }
    expect(states.result).toHaveLength(33)
    expect(states.result).toContainEqual({ id_estado: 14, id_pais: 1, n_estado: "Jalisco", clave_curp: "JC", clave_sat: "JAL" })
    const cities = (await post("/get-ciudades", { id_estado: 14 })).body as { result: ReadonlyArray<Record<string, unknown>> }
    expect(cities.result.map((c) => c.n_ciudad)).toEqual(["Guadalajara", "Puerto Vallarta", "Zapopan"])
    expect(((await post("/get-ciudades", {})).body as { result: ReadonlyArray<unknown> }).result.length).toBeGreaterThan(30)
    const zones = (await post("/get-zonas", {})).body as { result: ReadonlyArray<Record<string, unknown>> }
    expect(zones.result.map((z) => z.id_zona).sort()).toEqual(["GEN", "ZLFN"])
    expect(zones.result.every((z) => typeof z.salario_diario === "number" && typeof z.f_inicio === "string")).toBe(true)
    expect((await post("/catalogo-plazas", { id_plaza: "NORTE", n_plaza: "Norte", activo: "1" })).status).toBe(200)
    expect((await post("/catalogo-plazas", { id_plaza: "VIEJA", n_plaza: "Vieja", activo: "0" })).status).toBe(200)
    const places = (await post("/get-plazas", {})).body as { result: ReadonlyArray<Record<string, unknown>> }
    expect(places.result).toContainEqual({ id_plaza: "NORTE", n_plaza: "Norte" })
    expect(places.result.map((p) => p.id_plaza)).not.toContain("VIEJA")
    expect((await call(t.url, "/api/paises")).status).toBe(401)
  })

  it("takes ORG050 for every write; the lookups need only a session", async () => {
    const user = { email: "sin-org050@demo.mx", password: "Sin.Org050-Clave-2026", group: "SINORG", keys: allKeys.filter((k) => k !== "ORG050"), role: "GLOBAL" }
    await createUser(t.server, user)
    const token = (await signIn(t.url, user.email, user.password)).token
    expect((await post("/catalogo-plazas", { id_plaza: "SUR", n_plaza: "Sur", activo: "1" }, token)).status).toBe(403)
    expect((await post("/catalogo-plazas/NORTE", { _method: "PUT", id_plaza: "NORTE", n_plaza: "X", activo: "1" }, token)).status).toBe(403)
    expect((await post("/catalogo-plazas/NORTE", { _method: "DELETE" }, token)).status).toBe(403)
    expect((await post("/catalogo-estados/19", { _method: "PUT", id_estado: 19, id_pais: 1, n_estado: "X", clave_curp: null, clave_sat: null, activo: "1" }, token)).status).toBe(403)
    expect((await get("/catalogo-plazas/NORTE")).status).toBe(200)
    expect((await get("/paises", token)).status).toBe(200)
    expect((await post("/get-plazas", {}, token)).status).toBe(200)
  })
})
