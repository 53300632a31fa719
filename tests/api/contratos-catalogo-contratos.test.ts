import { beforeAll, describe, expect, it } from "vitest"
import { catalogoContratosMessages } from "../../domain/contratos/catalogo-contratos-rules"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Catálogo de contratos (CON100) on both dialects: the rules the descriptor adds to the
// platform's CRUD (which the generated suite covers): unknown placeholders refused by name, a
// trial period only where LFT 39-A allows it, the key unique in any case, requiere_f_fin the
// server's own, the seeded types, and a type in use deactivated, never deleted.

type Body = Record<string, unknown>

const valid = (id: string): Body => ({
  id_tipo_contrato: id,
  n_tipo_contrato: "Por tiempo determinado, ventas",
  c_tipo_contrato: "03",
  duracion_default_dias: 90,
  permite_prueba: "0",
  plantilla: "Contrato individual de trabajo entre {n_empresa} y {n_empleado}, del {f_inicio} al {f_fin}.",
  activo: "1",
})

describe.each(dialects)("Catálogo de contratos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const read = async (id: string) => {
    const answer = await call(t.url, `/api/catalogo-contratos/${encodeURIComponent(id)}`, { token: admin })
    return { status: answer.status, record: (answer.body as { result?: Body }).result }
  }
  const unchanged = async (act: () => Promise<void>) => {
    const before = await checksums(t.server)
    await act()
    expect(await checksums(t.server)).toEqual(before)
  }
  const problems = (answer: { readonly body: unknown }) => asError(answer).problemas

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("lists the six seeded types with their SAT codes, durations and the LFT 25 template", async () => {
    const answer = await call(t.url, "/api/catalogo-contratos?por_pagina=50&orden=id_tipo_contrato&direccion=asc", { token: admin })
    expect(answer.status).toBe(200)
    const rows = (answer.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    const seeded = rows.map((r) => [r.id_tipo_contrato, r.c_tipo_contrato, r.requiere_f_fin, r.duracion_default_dias, r.permite_prueba])
    expect(seeded).toEqual(
      expect.arrayContaining([
        ["IND", "01", "0", null, "1"],
        ["OBRA", "02", "1", null, "0"],
        ["TIEMPO", "03", "1", 90, "0"],
        ["TEMPORADA", "04", "1", null, "0"],
        ["PRUEBA", "05", "1", 30, "0"],
        ["CAPACITA", "06", "1", 90, "0"],
      ]),
    )
    const { record } = await read("TIEMPO")
    expect(String(record?.plantilla)).toContain("CONTRATO INDIVIDUAL DE TRABAJO")
    expect(String(record?.plantilla)).toContain("{beneficiarios}")
  })

  it("refuses a template with unknown placeholders, naming them, and changes nothing", async () => {
    await unchanged(async () => {
      const added = await post("/catalogo-contratos", { ...valid("DESCON"), plantilla: "Entre {n_empresa} y {n_empleado}; sueldo {sueldo}, jefe {jefe}, otra vez {sueldo}." })
      expect(added.status).toBe(400)
      expect(problems(added)).toEqual([{ campo: "plantilla", mensaje: "La plantilla contiene campos desconocidos: {sueldo}, {jefe}" }])
    })
    expect((await read("DESCON")).status).toBe(404)
    // An update of a seeded type is refused the same way: its stored template stays.
    const before = (await read("OBRA")).record
    await unchanged(async () => {
      const changed = await post("/catalogo-contratos/OBRA", { _method: "PUT", ...valid("OBRA"), c_tipo_contrato: "02", duracion_default_dias: null, plantilla: "{n_empleado} {puesto}" })
      expect(changed.status).toBe(400)
      expect(problems(changed)).toEqual([{ campo: "plantilla", mensaje: "La plantilla contiene campos desconocidos: {puesto}" }])
    })
    expect((await read("OBRA")).record).toEqual(before)
  })

  it("refuses a trial period on a tiempo determinado of 90 days (LFT 39-A), takes it past 180 or on an indeterminado", async () => {
    await unchanged(async () => {
      const refused = await post("/catalogo-contratos", { ...valid("PRUEBA90"), permite_prueba: "1" })
      expect(refused.status).toBe(400)
      expect(problems(refused)).toEqual([{ campo: "permite_prueba", mensaje: catalogoContratosMessages.pruebaNoPermitida }])
    })
    const long = await post("/catalogo-contratos", { ...valid("LARGO"), duracion_default_dias: 365, permite_prueba: "1" })
    expect(long.status, JSON.stringify(long.body)).toBe(200)
    const indefinite = await post("/catalogo-contratos", { ...valid("PLANTA"), c_tipo_contrato: "01", duracion_default_dias: null, permite_prueba: "1" })
    expect(indefinite.status, JSON.stringify(indefinite.body)).toBe(200)
    expect((await read("PLANTA")).record).toMatchObject({ c_tipo_contrato: "01", requiere_f_fin: "0", permite_prueba: "1" })
  })

  it("refuses a key taken in any case, and stores nothing", async () => {
    const first = await post("/catalogo-contratos", valid("Honor1"))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    for (const id of ["honor1", "HONOR1", "tiempo"])
      await unchanged(async () => {
        const again = await post("/catalogo-contratos", { ...valid(id), n_tipo_contrato: "Otro nombre" })
        expect(again.status).toBe(409)
        expect(asError(again).message).toBe("La clave ingresada ya se encuentra registrada")
      })
    expect((await read("HONOR1")).record).toMatchObject({ n_tipo_contrato: "Por tiempo determinado, ventas" })
  })

  it("works requiere_f_fin out on the server from the SAT code, and keeps a duration off a type without an end", async () => {
    const added = await post("/catalogo-contratos", valid("TEMP2"))
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect((added.body as { result: Body }).result).toMatchObject({ requiere_f_fin: "1", duracion_default_dias: 90 })
    await unchanged(async () => {
      const refused = await post("/catalogo-contratos/TEMP2", { _method: "PUT", ...valid("TEMP2"), c_tipo_contrato: "01" })
      expect(refused.status).toBe(400)
      expect(problems(refused)).toEqual([{ campo: "duracion_default_dias", mensaje: catalogoContratosMessages.duracionSinFin }])
    })
    const changed = await post("/catalogo-contratos/TEMP2", { _method: "PUT", ...valid("TEMP2"), c_tipo_contrato: "01", duracion_default_dias: null })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await read("TEMP2")).record).toMatchObject({ c_tipo_contrato: "01", requiere_f_fin: "0", duracion_default_dias: null })
    // A SAT code outside the catalogue, or a duration of zero, is a Spanish 400.
    await unchanged(async () => {
      const unknown = await post("/catalogo-contratos", { ...valid("SAT00"), c_tipo_contrato: "00" })
      expect(unknown.status).toBe(400)
      const zero = await post("/catalogo-contratos", { ...valid("CERO"), duracion_default_dias: 0 })
      expect(zero.status).toBe(400)
      expect(problems(zero)?.[0]?.campo).toBe("duracion_default_dias")
    })
  })

  it("refuses to delete a type a record names, deletes nothing, and lets it be deactivated", async () => {
    // A stand-in for the contracts of CON210: any table whose foreign key names the type.
    await sqlOf(t.server, (sql) => sql`CREATE TABLE contratos_prueba_uso (id INTEGER PRIMARY KEY, id_tipo_contrato VARCHAR(10) NOT NULL REFERENCES catalogo_contratos (id_tipo_contrato))`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO contratos_prueba_uso (id, id_tipo_contrato) VALUES (1, 'CAPACITA')`)
    const refused = await post("/catalogo-contratos/CAPACITA", { _method: "DELETE" })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe("El registro está en uso y no puede eliminarse; desactívelo")
    const stored = (await read("CAPACITA")).record
    expect(stored).toMatchObject({ id_tipo_contrato: "CAPACITA", activo: "1" })
    // requiere_f_fin is the server's: a write that carries it is refused.
    const { requiere_f_fin, ...writable } = stored ?? {}
    expect(requiere_f_fin).toBe("1")
    const carried = await post("/catalogo-contratos/CAPACITA", { _method: "PUT", ...writable, requiere_f_fin: "0", activo: "0" })
    expect(carried.status).toBe(400)
    const deactivated = await post("/catalogo-contratos/CAPACITA", { _method: "PUT", ...writable, activo: "0" })
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200)
    expect((await read("CAPACITA")).record).toMatchObject({ activo: "0" })
    // One nobody names goes.
    expect((await post("/catalogo-contratos", valid("BORRAR"))).status).toBe(200)
    expect((await post("/catalogo-contratos/BORRAR", { _method: "DELETE" })).status).toBe(200)
    expect((await read("BORRAR")).status).toBe(404)
  })
})
