import { beforeAll, describe, expect, it } from "vitest"
import { allKeys } from "../../domain/catalog"
import { messages } from "../../domain/messages"
import { personalCatalogueResources, personalReferenceCatalogues } from "../../domain/personal/tablas-referencia-catalogues"
import { causasBajaImss } from "../../domain/rules/imss-baja"
import { satBanks } from "../../domain/rules/sat-banks"
import { tiposContrato, tiposJornada, tiposRegimen } from "../../domain/rules/sat-payroll-catalogs"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Personal's reference catalogues (Tablas de referencia, GP050) on both dialects: the universal
// rows of migration 0069/0070 (IMSS causes, LFT 47 fractions, c_Banco, the SAT's payroll
// catalogues), a motivo de baja's life with its IMSS cause, the other catalogues' own rules
// (fraction, days of suspension, bank code, template kept as text), a row an employee names
// that cannot be deleted, the read-only SAT catalogues, and GP050 on every endpoint.

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
}

describe("Personal's Tablas de referencia in the domain", () => {
  it("offers every catalogue of DOMAIN-MX 4.1 in the select, the SAT's read-only ones last", () => {
    expect(personalReferenceCatalogues.map((c) => c.descriptor.title)).toEqual([
      "Estados civiles",
      "Escolaridades",
      "Parentescos",
      "Tipos de sangre",
      "Motivos de baja",
      "Tipos de falta",
      "Sanciones",
      "Tipos de carta",
      "Tipos de propiedad",
      "Tipos de ayuda",
      "Tipos de reconocimiento",
      "Bancos",
      "Tipos de contrato",
      "Tipos de jornada",
      "Tipos de régimen",
      "Riesgos de puesto",
    ])
    expect(personalReferenceCatalogues.filter((c) => c.descriptor.readOnly === true).map((c) => c.id)).toEqual(["tipos-contrato", "tipos-jornada", "tipos-regimen", "riesgos-puesto"])
    // Every catalogue of the page answers to GP050 (the shared ones to ORG050 as well).
    expect(personalReferenceCatalogues.every((c) => c.descriptor.keys.includes("GP050"))).toBe(true)
    expect(personalCatalogueResources.every((c) => c.descriptor.keys.join() === "GP050")).toBe(true)
  })
})

describe.each(dialects)("personal reference tables on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const page = async (path: string): Promise<Page> => {
    const answer = await get(path)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }
  const result = (answer: { readonly body: unknown }) => (answer.body as { result: Record<string, unknown> }).result

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("seeds one motivo de baja per IMSS cause, the LFT 47 fractions, the main banks and the SAT's payroll catalogues", async () => {
    const reasons = await page("/catalogo-motivos-baja?por_pagina=20&orden=id_motivo_baja")
    expect(reasons.registros.map((r) => r.causa_imss)).toEqual(causasBajaImss.map((c) => c.clave))
    expect(reasons.registros[1]).toEqual({ id_motivo_baja: 2, n_motivo_baja: "Renuncia voluntaria", causa_imss: "2", activo: "1" })
    expect((await page("/catalogo-motivos-baja?causa_imss=A")).registros.map((r) => r.n_motivo_baja)).toEqual(["Pensión"])
    const faults = await page("/catalogo-tipos-falta?por_pagina=50&fraccion_lft47=X")
    expect(faults.registros.map((r) => r.n_tipo_falta)).toEqual(["Más de tres faltas injustificadas en 30 días"])
    const banks = await page("/catalogo-bancos?por_pagina=100")
    expect(banks.total).toBe(satBanks.length)
    expect((await page("/catalogo-bancos?buscar=banorte")).registros).toEqual([{ id_banco: "072", n_banco: "BANORTE", activo: "1" }])
    expect((await page("/catalogo-tipos-sangre?por_pagina=10")).total).toBe(8)
    for (const [resource, rows] of [
      ["catalogo-tipos-contrato", tiposContrato],
      ["catalogo-tipos-jornada", tiposJornada],
      ["catalogo-tipos-regimen", tiposRegimen],
    ] as const) {
      const all = await page(`/${resource}?por_pagina=20`)
      expect(all.registros.map((r) => Object.values(r))).toEqual(rows.map(([id, n]) => [id, n]))
    }
    // The demo's own rows: estados civiles of the job board, sanctions with their days.
    expect((await page("/catalogo-estados-civiles")).registros.map((r) => r.n_estado_civil)).toContain("Unión libre")
    expect((await page("/catalogo-sanciones?buscar=ocho")).registros).toEqual([{ id_sancion: 5, n_sancion: "Suspensión de ocho días", dias_suspension: 8, activo: "1" }])
  })

  it("creates, edits and deletes a motivo de baja mapped to its IMSS cause; refuses a missing or unknown cause", async () => {
    const before = await checksums(t.server)
    const missing = await post("/catalogo-motivos-baja", { id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia", activo: "1" })
    expect(missing.status).toBe(400)
    expect(asError(missing).detalles).toEqual(["Falta el campo requerido «causa_imss»"])
    const unknown = await post("/catalogo-motivos-baja", { id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia", causa_imss: "B", activo: "1" })
    expect(unknown.status).toBe(400)
    expect(asError(unknown).detalles).toContain("El valor de Causa IMSS no es válido")
    const empty = await post("/catalogo-motivos-baja", { id_motivo_baja: 50, n_motivo_baja: "", causa_imss: "", activo: "1" })
    expect(empty.status).toBe(400)
    // A blank choice is missing, not invalid: the field's own required message.
    expect(asError(empty).detalles).toEqual(expect.arrayContaining(["La descripción es requerida", "La causa IMSS es requerida"]))
    expect(await checksums(t.server)).toEqual(before)

    const created = await post("/catalogo-motivos-baja", { id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia", causa_imss: "2", activo: "1" })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(result(created)).toEqual({ id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia", causa_imss: "2", activo: "1" })
    expect((await post("/catalogo-motivos-baja", { id_motivo_baja: 50, n_motivo_baja: "Otro", causa_imss: "6", activo: "1" })).status).toBe(409)
    const edited = await post("/catalogo-motivos-baja/50", { _method: "PUT", id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia del trabajador", causa_imss: "6", activo: "0" })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(result(edited)).toEqual({ id_motivo_baja: 50, n_motivo_baja: "Cambio de residencia del trabajador", causa_imss: "6", activo: "0" })
    const badEdit = await post("/catalogo-motivos-baja/50", { _method: "PUT", id_motivo_baja: 50, n_motivo_baja: "X", causa_imss: "0", activo: "1" })
    expect(badEdit.status).toBe(400)
    expect(result(await get("/catalogo-motivos-baja/50"))).toMatchObject({ causa_imss: "6" })
    expect((await post("/catalogo-motivos-baja/50", { _method: "DELETE" })).status).toBe(200)
    expect((await get("/catalogo-motivos-baja/50")).status).toBe(404)
  })

  it("checks each catalogue's own fields: LFT 47 fraction, days of suspension, bank code, template as text", async () => {
    const noGround = await post("/catalogo-tipos-falta", { id_tipo_falta: 60, n_tipo_falta: "Uso del celular", activo: "1" })
    expect(asError(noGround).detalles).toEqual(["Falta el campo requerido «fraccion_lft47»"])
    const badGround = await post("/catalogo-tipos-falta", { id_tipo_falta: 60, n_tipo_falta: "Uso del celular", fraccion_lft47: "XVI", activo: "1" })
    expect(badGround.status).toBe(400)
    const fault = await post("/catalogo-tipos-falta", { id_tipo_falta: 60, n_tipo_falta: "Uso del celular", fraccion_lft47: "RI", activo: "1" })
    expect(result(fault)).toMatchObject({ fraccion_lft47: "RI" })

    const long = await post("/catalogo-sanciones", { id_sancion: 60, n_sancion: "Suspensión larga", dias_suspension: 9, activo: "1" })
    expect(long.status).toBe(400)
    expect(asError(long).detalles).toContain("La suspensión no puede exceder de 8 días")
    expect((await post("/catalogo-sanciones", { id_sancion: 60, n_sancion: "Suspensión", dias_suspension: -1, activo: "1" })).status).toBe(400)
    expect(result(await post("/catalogo-sanciones", { id_sancion: 60, n_sancion: "Suspensión de dos días", dias_suspension: 2, activo: "1" }))).toMatchObject({ dias_suspension: 2 })

    for (const id_banco of ["12", "1234", "ABC"]) {
      const bad = await post("/catalogo-bancos", { id_banco, n_banco: "Banco", activo: "1" })
      expect(bad.status, id_banco).toBe(400)
    }
    expect(asError(await post("/catalogo-bancos", { id_banco: "12", n_banco: "Banco", activo: "1" })).detalles).toContain("La clave del banco debe tener 3 dígitos")
    expect((await post("/catalogo-bancos", { id_banco: "072", n_banco: "Otro", activo: "1" })).status).toBe(409)
    expect(result(await post("/catalogo-bancos", { id_banco: "600", n_banco: "MONEXCB", activo: "1" }))).toEqual({ id_banco: "600", n_banco: "MONEXCB", activo: "1" })
    expect((await post("/catalogo-bancos/600", { _method: "DELETE" })).status).toBe(200)

    // A template is text: markup is kept as typed, never interpreted.
    const plantilla = "<b>A quien corresponda</b>: {n_empleado} labora desde el {f_ingreso}."
    expect((await post("/catalogo-tipos-carta", { id_tipo_carta: 60, n_tipo_carta: "Constancia breve", activo: "1" })).status).toBe(400)
    expect((await post("/catalogo-tipos-carta", { id_tipo_carta: 60, n_tipo_carta: "Constancia breve", plantilla, activo: "1" })).status).toBe(200)
    expect(result(await get("/catalogo-tipos-carta/60"))).toEqual({ id_tipo_carta: 60, n_tipo_carta: "Constancia breve", plantilla, activo: "1" })
    // The job board's names are 60 characters long at most.
    expect((await post("/catalogo-estados-civiles", { id_estado_civil: 60, n_estado_civil: "x".repeat(61), activo: "1" })).status).toBe(400)
  })

  it("refuses to delete a row an employee names (409, deactivate it) and deletes nothing", async () => {
    const [employee] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number }>`SELECT id_empleado FROM empleados ORDER BY id_empleado LIMIT 1`)
    const id = Number(employee?.id_empleado)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_motivo_baja = 3, id_banco = '014', id_estado_civil = 2, id_tipo_sangre = 1, contacto_emergencia_parentesco = 1 WHERE id_empleado = ${id}`)
    const before = await checksums(t.server)
    for (const path of ["/catalogo-motivos-baja/3", "/catalogo-bancos/014", "/catalogo-estados-civiles/2", "/catalogo-tipos-sangre/1", "/catalogo-parentescos/1"]) {
      const refused = await post(path, { _method: "DELETE" })
      expect(refused.status, path).toBe(409)
      expect(asError(refused).message).toBe(messages.registroEnUsoDesactivar)
    }
    expect(await checksums(t.server)).toEqual(before)
    // Deactivating is the way out; an unused row goes.
    expect((await post("/catalogo-motivos-baja/3", { _method: "PUT", id_motivo_baja: 3, n_motivo_baja: "Abandono de empleo", causa_imss: "3", activo: "0" })).status).toBe(200)
    expect((await page("/catalogo-motivos-baja?activo=0")).registros.map((r) => r.id_motivo_baja)).toEqual([3])
    expect((await post("/catalogo-motivos-baja/3", { _method: "PUT", id_motivo_baja: 3, n_motivo_baja: "Abandono de empleo", causa_imss: "3", activo: "1" })).status).toBe(200)
    expect((await post("/catalogo-parentescos", { id_parentesco: 70, n_parentesco: "Padrino", activo: "1" })).status).toBe(200)
    expect((await post("/catalogo-parentescos/70", { _method: "DELETE" })).status).toBe(200)
  })

  it("takes GP050 for every call; the catalogues shared with the organisation take ORG050 or GP050", async () => {
    const withoutGp = { email: "sin-gp050@demo.mx", password: "Sin.Gp050-Clave-2026", group: "SINGP", keys: allKeys.filter((k) => k !== "GP050"), role: "GLOBAL" }
    const onlyGp = { email: "solo-gp050@demo.mx", password: "Solo.Gp050-Clave-2026", group: "SOLOGP", keys: ["GP050"], role: "GLOBAL" }
    await createUser(t.server, withoutGp)
    await createUser(t.server, onlyGp)
    const denied = (await signIn(t.url, withoutGp.email, withoutGp.password)).token
    const granted = (await signIn(t.url, onlyGp.email, onlyGp.password)).token
    const before = await checksums(t.server)
    for (const c of personalCatalogueResources) {
      expect((await get(`/${c.descriptor.resource}`, denied)).status, c.descriptor.resource).toBe(403)
      expect((await get(`/${c.descriptor.resource}`, granted)).status, c.descriptor.resource).toBe(200)
    }
    expect((await post("/catalogo-motivos-baja", { id_motivo_baja: 80, n_motivo_baja: "X", causa_imss: "1", activo: "1" }, denied)).status).toBe(403)
    expect((await post("/catalogo-motivos-baja/1", { _method: "PUT", id_motivo_baja: 1, n_motivo_baja: "X", causa_imss: "1", activo: "1" }, denied)).status).toBe(403)
    expect((await post("/catalogo-bancos/072", { _method: "DELETE" }, denied)).status).toBe(403)
    expect((await post("/exportar-catalogo-bancos", {}, denied)).status).toBe(403)
    expect(await checksums(t.server)).toEqual(before)
    // Escolaridades, riesgos de puesto and tipos de ayuda are on the page for a GP050 profile too.
    expect((await get("/catalogo-escolaridades", granted)).status).toBe(200)
    expect((await get("/catalogo-riesgos-puesto", granted)).status).toBe(200)
    expect((await get("/tipos-ayuda", granted)).status).toBe(200)
    expect((await post("/catalogo-escolaridades", { id_escolaridad: 80, n_escolaridad: "Posdoctorado", activo: "1" }, granted)).status).toBe(200)
    // The organisation's own catalogues stay ORG050's.
    expect((await get("/catalogo-plazas", granted)).status).toBe(403)
  })
})
