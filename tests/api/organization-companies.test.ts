import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { companyMessages } from "../../domain/organizacion/empresas"
import { rfcCheckDigit, rfcMessages } from "../../domain/rules/rfc"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Empresas (ORG200) on both dialects: a company with its employer registrations and
// periodicities, the rules of the descriptor (régimen for the tipo de persona, the RFC's
// length and format) and of the server (a registration belongs to one company, a company with
// active collaborators stays active, one with work centres is not deleted), the workplace scope
// of the consulta role, and the export. An RFC whose check digit fails is kept only when the
// user marked it verified on the SAT's portal, and that save's audit row says so; a generic RFC
// never is.

// A persona moral RFC whose check digit does not match the SAT's algorithm.
const rfcBase = "EMP210315KL"
const wrongDigitRfc = `${rfcBase}${rfcCheckDigit(rfcBase) === "1" ? "2" : "1"}`

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
}

/** México's Ciudad de México, read from the seeded tables (their numbering is not this test's). */
const placeOf = async (server: Parameters<typeof sqlOf>[0]) => {
  const [row] = await sqlOf(
    server,
    (sql) => sql<{ id_ciudad: number | string; id_estado: number | string; id_pais: number | string }>`
      SELECT ci.id_ciudad, ci.id_estado, es.id_pais FROM ciudades ci JOIN estados es ON es.id_estado = ci.id_estado
      WHERE ci.n_ciudad = 'Ciudad de México'`,
  )
  return { id_pais: Number(row?.id_pais), id_estado: Number(row?.id_estado), id_ciudad: Number(row?.id_ciudad) }
}

const company = (place: { id_pais: number; id_estado: number; id_ciudad: number }, extra: Record<string, unknown> = {}) => ({
  id_empresa: 90,
  n_empresa: "Manufacturas del Valle",
  regimen_capital: "SA DE CV",
  n_comercial: "MV",
  tipo_persona: "M",
  rfc: "EMP210315KL9",
  rfc_validado_sat: "0",
  id_regimen: "601",
  calle: "Insurgentes Sur",
  num_exterior: "1200",
  num_interior: null,
  colonia: "Del Valle",
  codigo_postal: "03100",
  ...place,
  id_zona: null,
  id_plaza: null,
  representante_legal: "Laura Méndez",
  representante_patron_cmcap: null,
  representante_trabajadores_cmcap: null,
  telefono: "5512345678",
  email: "contacto@valle.example.mx",
  logo: null,
  activo: "1",
  registros_patronales: [
    { registro_patronal: "Y1234567101", clase_riesgo: 2, prima_riesgo: 1.13065, f_alta: "2021-03-15", activo: "1" },
    { registro_patronal: "Y1234567200", clase_riesgo: 1, prima_riesgo: 0.54355, f_alta: "2022-01-10", activo: "1" },
  ],
  periodicidades: [{ id_periodicidad: "04" }, { id_periodicidad: "02" }],
  ...extra,
})

describe.each(dialects)("Empresas on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let place = { id_pais: 0, id_estado: 0, id_ciudad: 0 }
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const count = async (table: string, id: number) => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.literal(table)} WHERE id_empresa = ${id}`)
    return Number(row?.n)
  }

  it("creates a company with two employer registrations and reads it back", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    place = await placeOf(t.server)
    const created = await post("/empresas", company(place))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((created.body as { message: string }).message).toBe("Datos guardados")
    const read = await get("/empresas/90")
    expect(read.status).toBe(200)
    const row = (read.body as { result: Record<string, unknown> }).result
    expect(row).toMatchObject({ id_empresa: 90, n_empresa: "Manufacturas del Valle", rfc: "EMP210315KL9", id_regimen: "601", registros: 2 })
    expect(row.registros_patronales).toEqual([
      { registro_patronal: "Y1234567101", clase_riesgo: 2, prima_riesgo: 1.13065, f_alta: "2021-03-15", activo: "1" },
      { registro_patronal: "Y1234567200", clase_riesgo: 1, prima_riesgo: 0.54355, f_alta: "2022-01-10", activo: "1" },
    ])
    expect(row.periodicidades).toEqual([{ id_periodicidad: "04" }, { id_periodicidad: "02" }])
    // The creator's role sees the new company although it has no work centre yet; others do not.
    const listed = await get("/empresas?por_pagina=100")
    expect((listed.body as { result: Page }).result.registros.map((r) => r.id_empresa)).toContain(90)
    expect((await get("/empresas/90", consulta)).status).toBe(403)
  })

  it("refuses an employer registration another company holds, in any case, and stores nothing", async () => {
    const taken = await post("/empresas", company(place, { id_empresa: 91, rfc: "EMP010101AA2", registros_patronales: [{ registro_patronal: "y1234567101", clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2024-01-01", activo: "1" }] }))
    expect(taken.status).toBe(409)
    expect(asError(taken).message).toBe(companyMessages.registroPatronalOcupado)
    expect((await get("/empresas/91")).status).toBe(404)
    const repeated = await post("/empresas", company(place, { id_empresa: 91, registros_patronales: [company(place).registros_patronales[0], company(place).registros_patronales[0]] }))
    expect(repeated.status).toBe(400)
    expect(await count("empresas_registros_patronales", 91)).toBe(0)
  })

  it("refuses a régimen that does not apply to the tipo de persona", async () => {
    const answer = await post("/empresas", company(place, { id_empresa: 92, id_regimen: "605" }))
    expect(answer.status).toBe(400)
    expect(asError(answer).detalles).toContain(companyMessages.regimenTipo)
    expect((await get("/empresas/92")).status).toBe(404)
  })

  it("refuses an invalid RFC, or one of the wrong length, with its message and stores nothing", async () => {
    const bad = await post("/empresas", company(place, { id_empresa: 93, rfc: "EMP211315KL9" }))
    expect(bad.status).toBe(400)
    expect(asError(bad).detalles).toContain("El RFC no tiene un formato válido")
    const fisica = await post("/empresas", company(place, { id_empresa: 93, tipo_persona: "F", id_regimen: "612" }))
    expect(fisica.status).toBe(400)
    expect(asError(fisica).detalles).toContain(companyMessages.rfcFisica)
    const empty = await post("/empresas", company(place, { id_empresa: 93, rfc: "", n_empresa: "", calle: null }))
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toEqual(expect.arrayContaining([companyMessages.rfc, companyMessages.razonSocial]))
    expect((await get("/empresas/93")).status).toBe(404)
    expect(await count("empresas_registros_patronales", 93)).toBe(0)
  })

  it("limits the consulta role to its one company", async () => {
    const listed = await get("/empresas?por_pagina=100", consulta)
    expect(listed.status).toBe(200)
    expect((listed.body as { result: Page }).result.registros.map((r) => r.id_empresa)).toEqual([1])
    expect((await get("/empresas/1", consulta)).status).toBe(200)
    expect((await get("/empresas/2", consulta)).status).toBe(403)
    const { registros: _count, ...stored } = ((await get("/empresas/2")).body as { result: Record<string, unknown> }).result
    expect((await post("/empresas/2", { ...stored, _method: "PUT" }, consulta)).status).toBe(403)
    expect((await post("/empresas/2", { _method: "DELETE" }, consulta)).status).toBe(403)
  })

  it("answers the company and SAT lookups inside the caller's companies", async () => {
    const regimenes = await post("/get-regimenes", {}, consulta)
    expect(regimenes.status).toBe(200)
    expect((regimenes.body as { result: ReadonlyArray<Record<string, unknown>> }).result).toContainEqual({
      id_regimen: "601",
      n_regimen: "General de Ley Personas Morales",
      aplica_fisica: "0",
      aplica_moral: "1",
    })
    const all = (await post("/get-periodicidad-select", {}, consulta)).body as { result: ReadonlyArray<{ id_periodicidad: string }> }
    expect(all.result.map((p) => p.id_periodicidad)).toContain("99")
    const own = (await post("/get-periodicidad-select", { id_empresa: 1 }, consulta)).body as { result: ReadonlyArray<{ id_periodicidad: string }> }
    expect(own.result.map((p) => p.id_periodicidad)).toEqual(["02", "04"])
    expect((await post("/get-periodicidad-select", { id_empresa: 2 }, consulta)).status).toBe(403)
    for (const path of ["/get-empresas-para-select", "/get-empresas-select", "/get-empresas"]) {
      const mine = (await post(path, {}, consulta)).body as { result: ReadonlyArray<{ id_empresa: number }> }
      expect(mine.result.map((r) => r.id_empresa), path).toEqual([1])
      const every = (await post(path, {})).body as { result: ReadonlyArray<{ id_empresa: number }> }
      expect(every.result.map((r) => r.id_empresa), path).toEqual(expect.arrayContaining([1, 2, 3, 90]))
    }
    const one = await post("/get-empresa", { id_empresa: 1 }, consulta)
    expect(one.status).toBe(200)
    expect((one.body as { result: Record<string, unknown> }).result).toMatchObject({ id_empresa: 1, rfc: "CBA150301ABA", id_regimen: "601", codigo_postal: "37000" })
    expect((await post("/get-empresa", { id_empresa: 2 }, consulta)).status).toBe(403)
    expect((await post("/get-empresa", { id_empresa: 999 })).status).toBe(404)
    const registros = await post("/get-resgistros-patronales-select", { id_empresa: 1 }, consulta)
    expect((registros.body as { result: ReadonlyArray<{ registro_patronal: string }> }).result.map((r) => r.registro_patronal)).toEqual(["C1210345105", "C1410876104"])
    expect((await post("/get-resgistros-patronales-select", { id_empresa: 3 }, consulta)).status).toBe(403)
  })

  it("refuses to delete a company with work centres, and to deactivate one with active collaborators", async () => {
    const withCentres = await post("/empresas/1", { _method: "DELETE" })
    expect(withCentres.status).toBe(409)
    expect(asError(withCentres).message).toBe(companyMessages.conCentros)
    expect((await get("/empresas/1")).status).toBe(200)
    const stored = ((await get("/empresas/2")).body as { result: Record<string, unknown> }).result
    const { registros: _count, ...body } = stored
    const deactivated = await post("/empresas/2", { ...body, activo: "0", _method: "PUT" })
    expect(deactivated.status).toBe(409)
    expect(asError(deactivated).message).toBe(companyMessages.conColaboradores)
    expect(((await get("/empresas/2")).body as { result: Record<string, unknown> }).result.activo).toBe("1")
    // A registration one of its work centres names stays with the company.
    await sqlOf(t.server, (sql) => sql`UPDATE centros_trabajo SET id_registro_patronal = 'D3510447109' WHERE id_centro_trabajo = (SELECT MIN(id_centro_trabajo) FROM centros_trabajo WHERE id_empresa = 2)`)
    const registrations = body.registros_patronales as ReadonlyArray<Record<string, unknown>>
    const dropped = await post("/empresas/2", { ...body, registros_patronales: registrations.filter((r) => r.registro_patronal !== "D3510447109"), _method: "PUT" })
    expect(dropped.status).toBe(409)
    expect(asError(dropped).message).toBe(companyMessages.registroPatronalEnUso)
    expect(await count("empresas_registros_patronales", 2)).toBe(registrations.length)
    // A company without centres nor collaborators is deactivated and deleted with its children.
    const created = ((await get("/empresas/90")).body as { result: Record<string, unknown> }).result
    const { registros: _n, ...edit } = created
    expect((await post("/empresas/90", { ...edit, activo: "0", _method: "PUT" })).status).toBe(200)
    expect((await post("/empresas/90", { _method: "DELETE" })).status).toBe(200)
    expect(await count("empresas_registros_patronales", 90)).toBe(0)
  })

  it("exports the list as a workbook that reads back", async () => {
    const response = await fetch(`${t.url}/api/exportar-empresas`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ orden: "n_empresa", direccion: "asc" }),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const rows: Array<Array<unknown>> = []
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    const header = rows.find((r) => r.includes("Clave")) ?? []
    expect(header).toEqual(expect.arrayContaining(["Clave", "Razón social", "RFC", "Régimen fiscal", "Registros patronales", "Activo"]))
    const name = header.indexOf("Razón social")
    const names = rows.filter((r) => typeof r[0] === "number").map((r) => r[name])
    expect(names).toEqual(["Alimentos del Pacífico S.A. de C.V.", "Comercializadora del Bajío S.A. de C.V.", "Servicios Industriales del Norte S.A. de C.V."])
    const bajio = rows.find((r) => r[0] === 1) ?? []
    expect(bajio[header.indexOf("RFC")]).toBe("CBA150301ABA")
    expect(bajio[header.indexOf("Registros patronales")]).toBe(2)
  })
  it("keeps an RFC with a wrong check digit only when verified on the SAT's portal, and audits that save", async () => {
    const bare = { registros_patronales: [], periodicidades: [] }
    const refused = await post("/empresas", company(place, { ...bare, id_empresa: 94, rfc: wrongDigitRfc }))
    expect(refused.status).toBe(400)
    expect(asError(refused).detalles).toEqual(["El dígito verificador del RFC no es válido"])
    expect(rfcMessages.digito).toBe("El dígito verificador del RFC no es válido")
    expect((await get("/empresas/94")).status).toBe(404)

    const verified = await post("/empresas", company(place, { ...bare, id_empresa: 94, rfc: wrongDigitRfc, rfc_validado_sat: "1" }))
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    const stored = ((await get("/empresas/94")).body as { result: Record<string, unknown> }).result
    expect(stored).toMatchObject({ rfc: wrongDigitRfc, rfc_validado_sat: "1" })
    const audited = () =>
      sqlOf(
        t.server,
        (sql) => sql<{ operacion: string; detalle: string | null }>`
          SELECT operacion, detalle FROM auditoria WHERE entidad = 'empresa' AND clave = 'id_empresa=94' ORDER BY id_auditoria`,
      )
    const [created] = await audited()
    expect(created?.operacion).toBe("crearEmpresas")
    expect(created?.detalle).toBe(
      `RFC ${wrongDigitRfc} guardado con un dígito verificador que no corresponde al cálculo: marcado como verificado en el portal del SAT`,
    )
    // The override is read back through the audit viewer too.
    const log = await post("/get-auditoria", { operacion: "crearEmpresas" })
    expect((log.body as { result: { filas: ReadonlyArray<{ clave: string | null; detalle: string | null }> } }).result.filas).toContainEqual(
      expect.objectContaining({ clave: "id_empresa=94", detalle: created?.detalle }),
    )

    // Unmarking the flag while the RFC stays is refused and changes nothing.
    const { registros: _count, ...body } = stored
    const unmarked = await post("/empresas/94", { ...body, rfc_validado_sat: "0", _method: "PUT" })
    expect(unmarked.status).toBe(400)
    expect(asError(unmarked).detalles).toContain(rfcMessages.digito)
    expect(((await get("/empresas/94")).body as { result: Record<string, unknown> }).result.rfc_validado_sat).toBe("1")
    // A save with a valid RFC overrides nothing: its audit row has no note.
    expect((await post("/empresas/94", { ...body, rfc: "EMP210315KL9", _method: "PUT" })).status).toBe(200)
    expect((await audited()).map((r) => [r.operacion, r.detalle])).toEqual([
      ["crearEmpresas", created?.detalle],
      ["modificarEmpresas", null],
    ])
    expect((await post("/empresas/94", { _method: "DELETE" })).status).toBe(200)
  })

  it("refuses generic RFCs and malformed ones even when marked as verified on the SAT's portal", async () => {
    const bare = { registros_patronales: [], periodicidades: [], rfc_validado_sat: "1" }
    for (const [extra, message] of [
      [{ rfc: "XAXX010101000" }, rfcMessages.generico],
      [{ rfc: "XEXX010101000", tipo_persona: "F", id_regimen: "612" }, rfcMessages.generico],
      [{ rfc: "EMP211315KL9" }, rfcMessages.formato],
    ] as const) {
      const answer = await post("/empresas", company(place, { ...bare, ...extra, id_empresa: 95 }))
      expect(answer.status, JSON.stringify(extra)).toBe(400)
      expect(asError(answer).detalles).toContain(message)
      expect(asError(answer).detalles).not.toContain(rfcMessages.digito)
    }
    expect((await get("/empresas/95")).status).toBe(404)
  })
})
