import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { letterMessages } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import { messages } from "../../domain/messages"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// FIN200 Cartas finiquito on both dialects (domain/finiquitos/cartas-finiquito.ts): a letter only
// for a finiquito Autorizado or Pagado, each refusal in its words with nothing changed (the
// finiquito's state, the witnesses, the representative, the signature date, the type), Emitir
// freezes the text with the neto in figures and words (a later change of the finiquito leaves it
// intact), the PDF reads it back, Firmada needs the signed scan (a PDF by content, up to 10 MB),
// ratifying needs the finiquito Pagado and ratifies it, a reissue gets a new folio and cancels the
// first, and a user without FIN200 is refused every call.

type Body = Record<string, unknown>

/** Wednesday 1 July 2026, noon in Mexico City. */
const start = Date.parse("2026-07-01T18:00:00Z")
const watched = ["cartas_finiquito", "cartas_finiquito_testigos", "cartas_finiquito_documentos", "folios_documento", "finiquitos", "auditoria"]

/** MODULES-MX §1.5's worked example A: neto 18,542.71. */
const exampleA: Body = {
  causa: "RENUNCIA",
  f_baja: "2026-06-30",
  f_pagado_hasta: "2026-06-15",
  salario_diario: 500,
  sdi: 527.4,
  zona: "GEN",
  dias_aguinaldo: 15,
  dias_aguinaldo_anticipados: 0,
  pct_prima_vacacional: 25,
  vac_pendientes: 8,
  meses_caidos: null,
  incluir_20_dias: "0",
  base_prima_antiguedad: "SDI",
  dias_usmo: 30,
  percepciones_extra: [],
  deducciones: [],
}
const netoA = "DIECIOCHO MIL QUINIENTOS CUARENTA Y DOS PESOS 71/100 M.N."
const witnesses = [
  { nombre: "Laura Méndez Ortiz", domicilio: "Calle Hidalgo 120, León" },
  { nombre: "Jorge Ramírez Soto", domicilio: "Av. Insurgentes 45, León" },
]
const payment = { forma_pago: "TRANSFERENCIA", referencia_pago: "SPEI 123", f_pago: "2026-07-01", uuid_cfdi: "A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D" }

describe.each(dialects)("Cartas finiquito on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let consulta = ""
  let representative = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const ok = async (path: string, body: unknown) => {
    const a = await post(path, body)
    expect(a.status, `${path}: ${JSON.stringify(a.body)}`).toBe(200)
    return resultOf(a)
  }

  const used: Array<number> = [0]
  /** A finiquito of example A for a person of company 1, Calculado and, unless asked, Autorizado. */
  const finiquito = async (over: Body = {}, authorize = true) => {
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e WHERE e.id_empresa = 1 AND e.id_empleado NOT IN (${used.join(",")})
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM finiquitos f WHERE f.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left")
    const id_empleado = Number(p.id_empleado)
    used.push(id_empleado)
    await rows(`UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ${id_empleado}`)
    const id = Number((await ok("/finiquitos", { ...exampleA, id_empleado, ...over })).id_finiquito)
    await ok(`/finiquitos/${id}/calcular`, {})
    if (authorize) expect((await ok("/enviar-autorizacion-finiquito", { id_finiquito: id })).estado).toBe("Autorizado")
    return id
  }
  /** A change of the finiquito's inputs (back to Calculado, worked out again). */
  const change = async (id_finiquito: number, over: Body) => {
    const [f] = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM finiquitos WHERE id_finiquito = ${id_finiquito}`)
    return post(`/finiquitos/${id_finiquito}`, { _method: "PUT", ...exampleA, id_empleado: Number(f?.id_empleado), ...over })
  }
  const letterOf = (id_finiquito: number, over: Body = {}): Body => ({
    id_finiquito,
    tipo: "RECIBO",
    lugar: "León, Guanajuato",
    f_firma: "2026-07-01",
    id_representante: representative,
    testigos: witnesses,
    texto: null,
    ...over,
  })
  const letter = async (id_finiquito: number, over: Body = {}) => ok("/cartas-finiquito", letterOf(id_finiquito, over))
  const read = async (id: number) => resultOf(await get(`/cartas-finiquito/${id}`))
  const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? []), ...(e.problemas ?? []).map((p) => p.mensaje)], label).toContain(message)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }
  const pdf = async (id: number) => {
    const answer = await fetch(`${t.url}/api/cartas-finiquito/${id}/carta`, { headers: { authorization: `Bearer ${admin}` } })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const text = answer.status === 200 ? (await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true })).text.replace(/\s+/g, " ") : new TextDecoder().decode(bytes)
    return { status: answer.status, bytes, text }
  }
  const upload = async (id: number, bytes: Uint8Array, type = "application/pdf") => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), "carta.pdf")
    const response = await fetch(`${t.url}/api/adjuntar-carta-finiquito-firmada/${id}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    return { status: response.status, body: (await response.json()) as unknown }
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [r] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1' ORDER BY id_empleado LIMIT 1")
    representative = Number(r?.id_empleado)
    used.push(representative)
    // No FINIQUITO flow: a finiquito sent goes straight to Autorizado.
    await rows("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'FINIQUITO')")
  })

  it("the demo has one letter of each type on its Autorizado and Pagado finiquitos", async () => {
    const demoLetters = await rows<{ tipo: string; estado: string; f_estado: string }>(
      "SELECT c.tipo, c.estado, f.estado AS f_estado FROM cartas_finiquito c JOIN finiquitos f ON f.id_finiquito = c.id_finiquito ORDER BY c.id_carta",
    )
    expect(demoLetters.map((l) => l.tipo).sort()).toEqual(["BENEFICIARIOS", "CONVENIO", "RECIBO"])
    for (const l of demoLetters) expect(["Autorizado", "Pagado"]).toContain(l.f_estado)
  })

  it("stores a Borrador under its CF folio with the finiquito's person and neto", async () => {
    const id_finiquito = await finiquito()
    const created = await letter(id_finiquito)
    expect(created).toMatchObject({ estado: "Borrador", tipo: "RECIBO", neto: 18542.71, texto_emitido: null, testigos: witnesses })
    expect(String(created.folio)).toMatch(/^CF-1-2026-\d{5}$/)
    expect(String(created.colaborador)).not.toBe("")
    const listed = await get(`/cartas-finiquito?buscar=${encodeURIComponent(String(created.folio))}`)
    expect((resultOf(listed) as unknown as { registros: ReadonlyArray<Body> }).registros.map((r) => r.id_carta)).toEqual([created.id_carta])
  })

  it("refuses each rule in its words and stores nothing", async () => {
    const calculado = await finiquito({}, false)
    await refused("a finiquito only Calculado", () => post("/cartas-finiquito", letterOf(calculado)), 409, letterMessages.finiquitoNoAutorizado)
    const id_finiquito = await finiquito()
    await refused("one witness", () => post("/cartas-finiquito", letterOf(id_finiquito, { testigos: witnesses.slice(0, 1) })), 400, letterMessages.testigos)
    await refused("no witness", () => post("/cartas-finiquito", letterOf(id_finiquito, { testigos: [] })), 400, letterMessages.testigos)
    await refused(
      "a witness without address",
      () => post("/cartas-finiquito", letterOf(id_finiquito, { testigos: [witnesses[0], { nombre: "Ana", domicilio: "" }] })),
      400,
      letterMessages.testigoDomicilio,
    )
    const [other] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE id_empresa <> 1 AND activo = '1' ORDER BY id_empleado LIMIT 1")
    await refused("a representative of another company", () => post("/cartas-finiquito", letterOf(id_finiquito, { id_representante: Number(other?.id_empleado) })), 400, letterMessages.representanteAjeno)
    await refused("a signature before the baja", () => post("/cartas-finiquito", letterOf(id_finiquito, { f_firma: "2026-06-29" })), 400, letterMessages.firmaAntesBaja)
    await refused("beneficiaries of a resignation", () => post("/cartas-finiquito", letterOf(id_finiquito, { tipo: "BENEFICIARIOS" })), 400, letterMessages.beneficiariosSoloMuerte)
    await refused("an unknown finiquito", () => post("/cartas-finiquito", letterOf(999_999)), 400, letterMessages.finiquitoInexistente)
    await refused("no lugar", () => post("/cartas-finiquito", letterOf(id_finiquito, { lugar: "" })), 400, letterMessages.lugar)
  })

  it("Emitir freezes the text with the neto in words; a later change of the finiquito leaves it intact", async () => {
    const id_finiquito = await finiquito()
    const created = await letter(id_finiquito)
    const id = Number(created.id_carta)
    const draftPdf = await pdf(id)
    expect(draftPdf.status).toBe(200)
    expect(draftPdf.text).toContain("BORRADOR")
    const issued = await ok(`/cartas-finiquito/${id}/emitir`, {})
    expect(issued).toMatchObject({ estado: "Emitida", f_emision: "2026-07-01", neto: 18542.71 })
    const text = String(issued.texto_emitido)
    expect(text).toContain(`$18,542.71 (${netoA})`)
    expect(text).not.toMatch(/\{[a-z_]+\}/)
    expect(text.toLowerCase()).not.toContain("se reserva")
    const printed = await pdf(id)
    expect(printed.status).toBe(200)
    expect(printed.text).toContain(netoA)
    expect(printed.text).toContain(String(created.folio))
    expect(printed.text).toContain(witnesses[0]?.nombre)
    // The same PDF by the named call of MODULES-MX §0.2, POST /print-carta-finiquito {id_carta}.
    const named = await fetch(`${t.url}/api/print-carta-finiquito`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_carta: id }),
    })
    expect(named.status).toBe(200)
    expect((await extractText(await getDocumentProxy(new Uint8Array(await named.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")).toContain(netoA)
    // The finiquito changes (back to Calculado with another neto): the issued letter does not.
    const changed = await change(id_finiquito, { vac_pendientes: 12 })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(resultOf(changed).neto).not.toBe(18542.71)
    const after = await read(id)
    expect(after).toMatchObject({ texto_emitido: text, neto: 18542.71, estado: "Emitida" })
    expect((await pdf(id)).text).toContain(netoA)
    await refused("a change of an issued letter", () => post(`/cartas-finiquito/${id}`, { _method: "PUT", ...letterOf(id_finiquito, { lugar: "Silao" }) }), 409, letterMessages.soloBorrador)
    await refused("issuing twice", () => post(`/cartas-finiquito/${id}/emitir`, {}), 409, letterMessages.noEmitible)
  })

  it("Emitir is refused once the finiquito is no longer Autorizado or Pagado", async () => {
    const id_finiquito = await finiquito()
    const id = Number((await letter(id_finiquito)).id_carta)
    expect((await change(id_finiquito, { vac_pendientes: 9 })).status).toBe(200)
    await refused("issuing on a Calculado finiquito", () => post(`/cartas-finiquito/${id}/emitir`, {}), 409, letterMessages.finiquitoNoAutorizado)
  })

  it("Firmada needs the signed scan, a PDF by content up to 10 MB; ratifying needs the finiquito Pagado and ratifies it", async () => {
    const id_finiquito = await finiquito()
    const id = Number((await letter(id_finiquito)).id_carta)
    const scan = (await pdf(id)).bytes
    await refused("a scan of a Borrador", () => upload(id, scan), 409, letterMessages.escaneoFueraDeEstado)
    await ok(`/cartas-finiquito/${id}/emitir`, {})
    await refused("Firmada without scan", () => post(`/cartas-finiquito/${id}/firmar`, {}), 409, letterMessages.sinEscaneo)
    await refused("a text that is no PDF", () => upload(id, new TextEncoder().encode("no soy un PDF")), 415, letterMessages.escaneoNoValido)
    const big = new Uint8Array(10 * 1024 * 1024 + 1)
    big.set(scan.subarray(0, 1024))
    await refused("a scan over 10 MB", () => upload(id, big), 413, messages.archivoDemasiadoGrande(10 * 1024 * 1024))
    const uploaded = await upload(id, scan)
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String((uploaded.body as { result: string }).result)
    expect(await read(id)).toMatchObject({ archivo_firmado: version, estado: "Emitida" })
    const file = await fetch(`${t.url}/api/carta-finiquito-firmada/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(scan)
    expect((await ok(`/cartas-finiquito/${id}/firmar`, {})).estado).toBe("Firmada")

    const ratification = { organo_ratificacion: "CENTRO", centro_conciliacion: "Centro de Conciliación Laboral de Guanajuato", expediente: "CCL/LEO/123/2026", f_ratificacion: "2026-07-01" }
    await refused("ratifying an unpaid finiquito", () => post(`/cartas-finiquito/${id}/ratificar`, ratification), 409, letterMessages.finiquitoNoPagado)
    await refused("a ratification in the future", () => post(`/cartas-finiquito/${id}/ratificar`, { ...ratification, f_ratificacion: "2026-07-02" }), 400, letterMessages.ratificacionFutura)
    await ok("/registrar-pago-finiquito", { id_finiquito, ...payment })
    const ratified = await ok(`/cartas-finiquito/${id}/ratificar`, ratification)
    expect(ratified).toMatchObject({ estado: "Ratificada", expediente: "CCL/LEO/123/2026", f_ratificacion: "2026-07-01" })
    const [f] = await rows<{ estado: string }>(`SELECT estado FROM finiquitos WHERE id_finiquito = ${id_finiquito}`)
    expect(f?.estado).toBe("Ratificado")
    expect((await pdf(id)).text).toContain("CCL/LEO/123/2026")
    await refused("cancelling a ratified letter", () => post(`/cartas-finiquito/${id}/cancelar`, {}), 409, letterMessages.noCancelable)
  })

  it("a reissue gets a new folio, issued again, and cancels the first with its text intact", async () => {
    const id_finiquito = await finiquito()
    const first = await letter(id_finiquito)
    const id = Number(first.id_carta)
    const issued = await ok(`/cartas-finiquito/${id}/emitir`, {})
    const old = await ok(`/cartas-finiquito/${id}/reemitir`, {})
    expect(old).toMatchObject({ estado: "Cancelada", folio: first.folio, texto_emitido: issued.texto_emitido })
    const [next] = await rows<{ id_carta: number }>(`SELECT id_carta FROM cartas_finiquito WHERE id_carta_anterior = ${id}`)
    const second = await read(Number(next?.id_carta))
    expect(second).toMatchObject({ estado: "Emitida", id_finiquito, testigos: witnesses, neto: 18542.71, f_emision: "2026-07-01" })
    expect(second.folio).not.toBe(first.folio)
    expect(String(second.folio)).toMatch(/^CF-1-2026-\d{5}$/)
    expect(String(second.texto_emitido)).toContain(netoA)
    expect((await pdf(Number(next?.id_carta))).text).toContain(String(second.folio))
    const draft = Number((await letter(id_finiquito)).id_carta)
    await refused("reissuing a Borrador", () => post(`/cartas-finiquito/${draft}/reemitir`, {}), 409, letterMessages.noReemitible)
    expect((await ok(`/cartas-finiquito/${draft}/cancelar`, {})).estado).toBe("Cancelada")
    await refused("issuing a cancelled letter", () => post(`/cartas-finiquito/${draft}/emitir`, {}), 409, letterMessages.noEmitible)
  })

  it("refuses a user without FIN200 every call", async () => {
    const id_finiquito = await finiquito()
    const id = Number((await letter(id_finiquito)).id_carta)
    const before = await checksums(t.server, ["sesiones"])
    expect((await call(t.url, "/api/cartas-finiquito", { token: consulta })).status).toBe(403)
    expect((await post("/cartas-finiquito", letterOf(id_finiquito), consulta)).status).toBe(403)
    expect((await post(`/cartas-finiquito/${id}/emitir`, {}, consulta)).status).toBe(403)
    for (const transition of ["firmar", "ratificar", "reemitir", "cancelar"]) expect((await post(`/cartas-finiquito/${id}/${transition}`, {}, consulta)).status, transition).toBe(403)
    expect((await post(`/adjuntar-carta-finiquito-firmada/${id}`, {}, consulta)).status).toBe(403)
    const pdfAnswer = await fetch(`${t.url}/api/cartas-finiquito/${id}/carta`, { headers: { authorization: `Bearer ${consulta}` } })
    expect(pdfAnswer.status).toBe(403)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], table).toBe(before[table])
  })
})
