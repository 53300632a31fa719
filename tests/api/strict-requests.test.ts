import { describe, expect, it } from "vitest"
import { importMaxBytes } from "../../domain/personal/gestion-personal-import-api"
import { signedScanMaxBytes } from "../../domain/personal/propiedades-empresas-api"
import { messages } from "../../domain/messages"
import { writableFields } from "../../domain/records/descriptor"
import { companyMessages } from "../../domain/organizacion/empresas"
import { employees } from "../../domain/personal/gestion-personal"
import { postalCodeRangeMessage } from "../../domain/rules/postal-code"
import { rfcCheckDigit } from "../../domain/rules/rfc"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Strict requests on both dialects: a JSON endpoint takes only a body declared as JSON (415
// otherwise), no key may repeat within an object at any depth (400 naming its path), each
// problem of a 400 names its field, an RFC belongs to one active company (409), a código postal
// is within SEPOMEX's 01000-99999, and an upload over its limit is refused with that limit.

type Json = Record<string, unknown>

const rfcOf = (base: string) => `${base}${rfcCheckDigit(base)}`
const firstRfc = rfcOf("STR210315A1")
const raceRfc = rfcOf("CRR190601B2")

/** The problems of a 400 with their fields. */
const problemasOf = (answer: Answer) => (answer.body as { problemas?: ReadonlyArray<{ campo: string; mensaje: string }> }).problemas ?? []

describe.each(dialects)("strict requests on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let place = { id_pais: 0, id_estado: 0, id_ciudad: 0 }
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const read = async (path: string) => ((await call(t.url, `/api${path}`, { token: admin })).body as { result: Json }).result
  const exists = async (id: number) => (await call(t.url, `/api/empresas/${id}`, { token: admin })).status === 200

  const company = (id: number, extra: Json = {}): Json => ({
    id_empresa: id,
    n_empresa: `Empresa estricta ${id}`,
    regimen_capital: "SA DE CV",
    n_comercial: null,
    tipo_persona: "M",
    rfc: firstRfc,
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
    representante_legal: null,
    representante_patron_cmcap: null,
    representante_trabajadores_cmcap: null,
    telefono: null,
    email: null,
    logo: null,
    activo: "1",
    registros_patronales: [],
    periodicidades: [],
    ...extra,
  })

  it("refuses a body sent as text, as a form or undeclared with 415, and takes JSON with its charset or an empty POST", async () => {
    const credentials = JSON.stringify({ email: demo.admin.email, password: demo.admin.password })
    const sent = (contentType: string | undefined, body: string | Blob) =>
      fetch(`${t.url}/api/login`, { method: "POST", headers: contentType === undefined ? {} : { "content-type": contentType }, body })
    const attempts = async () => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM intentos_acceso`)
      return Number(row?.n ?? 0)
    }
    const attemptsBefore = await attempts()
    for (const [label, contentType, body] of [
      ["text/plain", "text/plain;charset=UTF-8", credentials],
      ["form-encoded", "application/x-www-form-urlencoded", `email=${encodeURIComponent(demo.admin.email)}&password=x`],
      ["multipart", "multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na\r\n--x--\r\n`],
      ["JSON in Latin-1", "application/json; charset=iso-8859-1", credentials],
      ["undeclared", undefined, new Blob([credentials])],
    ] as const) {
      const response = await sent(contentType, body)
      const answer = { status: response.status, body: await response.json() }
      expectRefusal(label, answer, [415])
      expect(answer.body.message, label).toBe(messages.cuerpoNoJson)
    }
    // No attempt was counted: the refusal came before the sign-in looked at anything.
    expect(await attempts()).toBe(attemptsBefore)

    const withCharset = await sent("application/json; charset=utf-8", credentials)
    expect(withCharset.status).toBe(200)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    // A POST without a body declares no type (as the SPA's keep-alive): still fine.
    const bare = await fetch(`${t.url}/api/extender-sesion`, { method: "POST", headers: { authorization: `Bearer ${admin}` } })
    expect(bare.status).toBe(200)
    const [row] = await sqlOf(
      t.server,
      (sql) => sql<{ id_ciudad: number | string; id_estado: number | string; id_pais: number | string }>`
        SELECT ci.id_ciudad, ci.id_estado, es.id_pais FROM ciudades ci JOIN estados es ON es.id_estado = ci.id_estado
        WHERE ci.n_ciudad = 'Ciudad de México'`,
    )
    place = { id_pais: Number(row?.id_pais), id_estado: Number(row?.id_estado), id_ciudad: Number(row?.id_ciudad) }
  })

  it("refuses a key repeated at any depth with 400 naming its path, and stores nothing", async () => {
    const registration = { registro_patronal: "Y7654321101", clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2024-01-01", activo: "1" }
    const text = JSON.stringify(company(180, { registros_patronales: [registration] })).replace('"activo":"1"}', '"activo":"1","activo":"0"}')
    const nested = await call(t.url, "/api/empresas", { token: admin, rawBody: text })
    expectRefusal("nested", nested, [400])
    expect(asError(nested).detalles).toEqual([messages.campoRepetido("registros_patronales.0.activo")])
    expect(asError(nested).detalles?.[0]).toBe("El campo «registros_patronales.0.activo» aparece más de una vez")
    expect(problemasOf(nested)).toEqual([{ campo: "registros_patronales.0.activo", mensaje: messages.campoRepetido("registros_patronales.0.activo") }])
    expect(await exists(180)).toBe(false)
    // At the top, and spelled with an escape: still the same key.
    const top = await call(t.url, "/api/empresas", { token: admin, rawBody: JSON.stringify(company(180)).replace('{"id_empresa":180', '{"id_empresa":180,"id\\u005fempresa":180') })
    expect(asError(top).detalles).toEqual([messages.campoRepetido("id_empresa")])
    expect(await exists(180)).toBe(false)
  })

  it("names the field of every problem of a 400, the specification's texts kept as they are", async () => {
    const answer = await post("/empresas", company(181, { rfc: "", n_empresa: "", codigo_postal: "00000", extra: 1 }))
    expect(answer.status).toBe(400)
    expect(problemasOf(answer)).toEqual(
      expect.arrayContaining([
        { campo: "rfc", mensaje: companyMessages.rfc },
        { campo: "n_empresa", mensaje: companyMessages.razonSocial },
        { campo: "codigo_postal", mensaje: postalCodeRangeMessage },
        { campo: "extra", mensaje: "El campo «extra» no está permitido" },
      ]),
    )
    expect(problemasOf(answer).map((p) => p.mensaje)).toEqual(asError(answer).detalles)
    expect(await exists(181)).toBe(false)
  })

  it("refuses the postal code 00000 wherever one is kept: a company, a work centre, a person's fiscal one", async () => {
    const created = await post("/empresas", company(182, { codigo_postal: "00000" }))
    expectRefusal("company", created, [400])
    expect(problemasOf(created)).toEqual([{ campo: "codigo_postal", mensaje: postalCodeRangeMessage }])
    expect(await exists(182)).toBe(false)

    const { n_empresa: _e, n_estado: _s, n_ciudad: _c, n_zona: _z, n_responsable: _r, ...centre } = await read("/centros-trabajo/1")
    const centreAnswer = await post("/centros-trabajo/1", { ...centre, codigo_postal: "00999", _method: "PUT" })
    expectRefusal("centre", centreAnswer, [400])
    expect(problemasOf(centreAnswer)).toEqual([{ campo: "codigo_postal", mensaje: postalCodeRangeMessage }])
    expect((await read("/centros-trabajo/1")).codigo_postal).toBe(centre.codigo_postal)

    const person = await read("/empleados/1")
    const body = Object.fromEntries(
      writableFields(employees)
        .filter(([name, f]) => f.addOnly !== true && name in person)
        .map(([name]) => [name, person[name]]),
    )
    const personAnswer = await post("/empleados/1", { ...body, cp_fiscal: "00000", _method: "PUT" })
    expectRefusal("person", personAnswer, [400])
    expect(problemasOf(personAnswer)).toEqual([{ campo: "cp_fiscal", mensaje: postalCodeRangeMessage }])
    expect((await read("/empleados/1")).cp_fiscal).toBe(person.cp_fiscal)
    // The lowest code SEPOMEX issues is fine.
    expect((await post("/empleados/1", { ...body, cp_fiscal: "01000", _method: "PUT" })).status).toBe(200)
  })

  it("keeps an RFC to one active company: on create, update and reactivation, with 409 naming the RFC", async () => {
    expect((await post("/empresas", company(183))).status).toBe(200)
    const second = await post("/empresas", company(184))
    expectRefusal("second", second, [409])
    expect(asError(second).message).toBe(companyMessages.rfcOcupado)
    expect(asError(second).message).toContain("RFC")
    expect(await exists(184)).toBe(false)
    // Saving the company with its own RFC is no clash.
    const { registros: _n, ...own } = await read("/empresas/183")
    expect((await post("/empresas/183", { ...own, n_comercial: "Estricta", _method: "PUT" })).status).toBe(200)
    // Another company may not take it by an update, even in another letter case.
    const { registros: _m, ...demoCompany } = await read("/empresas/2")
    const taken = await post("/empresas/2", { ...demoCompany, rfc: firstRfc.toLowerCase(), _method: "PUT" })
    expect(taken.status).toBe(409)
    expect(asError(taken).message).toBe(companyMessages.rfcOcupado)
    expect((await read("/empresas/2")).rfc).toBe(demoCompany.rfc)
    // An inactive company may repeat it, and becomes active only once the RFC is free.
    expect((await post("/empresas", company(184, { activo: "0" }))).status).toBe(200)
    const { registros: _k, ...inactive } = await read("/empresas/184")
    const reactivated = await post("/empresas/184", { ...inactive, activo: "1", _method: "PUT" })
    expect(reactivated.status).toBe(409)
    expect(asError(reactivated).message).toBe(companyMessages.rfcOcupado)
    expect((await read("/empresas/184")).activo).toBe("0")
    expect((await post("/empresas/183", { ...own, activo: "0", _method: "PUT" })).status).toBe(200)
    expect((await post("/empresas/184", { ...inactive, activo: "1", _method: "PUT" })).status).toBe(200)
  })

  it("lets only one of four simultaneous creates with one RFC through (PostgreSQL lets all four in without the lock)", async () => {
    const answers = await Promise.all([185, 186, 187, 188].map((id) => post("/empresas", company(id, { rfc: raceRfc }))))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409])
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM empresas WHERE rfc = ${raceRfc} AND activo = '1'`)
    expect(Number(row?.n)).toBe(1)
  })

  it("refuses an upload over its limit with 413 stating that limit", async () => {
    const upload = async (path: string, size: number) => {
      const form = new FormData()
      form.append("file", new Blob([new Uint8Array(size)], { type: "application/pdf" }), "grande.pdf")
      const response = await fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
      return { status: response.status, body: (await response.json()) as Json }
    }
    const scan = await upload("/guardar-responsiva-firmada/1", signedScanMaxBytes + 64 * 1024)
    expectRefusal("signed scan", scan, [413])
    expect(scan.body.message).toBe("El archivo excede el tamaño máximo permitido (5 MB)")
    const workbook = await upload("/importar-colaboradores", importMaxBytes + 64 * 1024)
    expectRefusal("import", workbook, [413])
    expect(workbook.body.message).toBe("El archivo excede el tamaño máximo permitido (8 MB)")
  })
})
