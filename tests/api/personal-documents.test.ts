import ExcelJS from "exceljs"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { letterMessages, recognitionMessages } from "../../domain/personal/documents-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Cartas laborales (GP210), plantillas de carta and reconocimientos (GP100) on both dialects,
// on the demo data: the demo's letters (an overdue request, issued ones, a reissue) and
// recognitions; a request takes its type's template, is edited, issued (PDF read back: employee,
// razón social, RFC, folio, facts) and then frozen (edit and delete refused, the PDF printed
// again the same), and reissued with a new folio; a template holding markup, template braces
// and a formula prints and exports as typed; each rule refuses with its message and changes no
// table; recognitions one by one, many at once and from the seniority suggestions, with their
// diploma; a GP210/GP100 user of company 1's centres neither sees nor prints company 2's.

type Row = Record<string, unknown>
type Page = { registros: ReadonlyArray<Row>; total: number }

// Lines wrap where the page ends them: the text is read with its whitespace as single spaces, and
// the payloads (which wrap inside themselves) are compared without any whitespace at all.
const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ")
const bare = (s: string) => s.replace(/\s+/g, "")
const payloads = ["<script>alert('x')</script>", "{{constructor}}", '=HYPERLINK("http://evil.example","clic")']

describe.each(dialects)("Documentos de personal on %s", (dialect) => {
  const clock = manualClock()
  const t = useServer(dialect, { now: clock.now })
  let admin = ""
  let scoped = ""
  const company: Record<number, { razon: string; rfc: string }> = {}
  let person1 = 0 // active, company 1
  let person2 = 0 // active, company 2
  let former1 = 0 // baja, company 1
  let signer1 = 0
  let signer2 = 0
  let constancia = 0
  let termino = 0
  let conSalario = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const a = await answer
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: Row }).result
  }
  const one = async (query: string) => (await sqlOf(t.server, (sql) => sql.unsafe<Row>(query)))[0] ?? {}
  /** A PDF: a POST with its body, or a GET (a record's document, GET /<resource>/:id/<name>) without one. */
  const pdf = async (path: string, body: Row | null, token = admin) => {
    const answer = await fetch(`${t.url}/api${path}`, {
      method: body === null ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, ...(body === null ? {} : { "content-type": "application/json" }) },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    })
    if (answer.status !== 200) return { status: answer.status, text: await answer.text(), disposition: "" }
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    return { status: 200, text: await textOf(Uint8Array.from(bytes)), disposition: answer.headers.get("content-disposition") ?? "" }
  }
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect([asError(a).message, ...(asError(a).detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }
  const workbook = async (resource: string, token: string, body: Row = {}) => {
    const response = await fetch(`${t.url}/api/exportar-${resource}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const rows: Array<Array<unknown>> = []
    book.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    return rows
  }
  /** A letter request with every field (the platform's create takes them all; null is empty). */
  const letter = (fields: Row): Row => ({ f_solicitud: null, dirigido_a: null, incluir_salario: "0", incluir_nss_rfc: "0", texto: null, ...fields })
  /** The writable fields of a stored letter, as an update sends them. */
  const writable = (r: Row): Row => {
    const { id_empleado, id_tipo_carta, f_solicitud, dirigido_a, incluir_salario, incluir_nss_rfc, id_firmante, texto } = r
    return { id_empleado, id_tipo_carta, f_solicitud, dirigido_a, incluir_salario, incluir_nss_rfc, id_firmante, texto }
  }
  const nameOf = async (id: number) => String((await one(`SELECT nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n FROM empleados WHERE id_empleado = ${id}`)).n)
  const typeByClass = async (clase: string, salary = false) =>
    Number(
      (await one(`SELECT MIN(id_tipo_carta) AS id FROM tipos_carta WHERE clase_carta = '${clase}' AND plantilla ${salary ? "" : "NOT"} LIKE '%{salario_mensual}%'`)).id,
    )

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "cartas@demo.mx", password: "Cartas.Prueba-2026", group: "CARTAS", keys: ["GP210", "GP100"], role: "EMPRESA1" })
    scoped = (await signIn(t.url, "cartas@demo.mx", "Cartas.Prueba-2026")).token
    for (const id of [1, 2]) {
      const c = await one(`SELECT n_empresa, regimen_capital, rfc FROM empresas WHERE id_empresa = ${id}`)
      company[id] = { razon: c.regimen_capital ? `${c.n_empresa}, ${c.regimen_capital}` : String(c.n_empresa), rfc: String(c.rfc) }
    }
    const pick = async (where: string) => Number((await one(`SELECT MIN(id_empleado) AS id FROM empleados WHERE ${where}`)).id)
    person1 = await pick("id_empresa = 1 AND activo = '1' AND salario_diario IS NOT NULL AND id_empleado > 50")
    person2 = await pick("id_empresa = 2 AND activo = '1'")
    former1 = await pick("id_empresa = 1 AND activo = '0' AND f_baja IS NOT NULL")
    signer1 = await pick(`id_empresa = 1 AND activo = '1' AND id_empleado <> ${person1}`)
    signer2 = await pick(`id_empresa = 2 AND activo = '1' AND id_empleado <> ${person2}`)
    constancia = await typeByClass("CL")
    conSalario = await typeByClass("CL", true)
    termino = await typeByClass("TE")
    expect([person1, person2, former1, signer1, signer2, constancia, conSalario, termino].every((n) => n > 0)).toBe(true)
  })

  it("seeds letters (one overdue request, issued ones, a reissue) and recognitions", async () => {
    const page = (await ok(get("/cartas-laborales?por_pagina=50"))) as unknown as Page
    const emitidas = page.registros.filter((r) => r.estado === "Emitida")
    expect(emitidas.length).toBeGreaterThanOrEqual(3)
    expect(emitidas.every((r) => /^CL-1-\d{4}-\d{5}$/.test(String(r.folio)))).toBe(true)
    expect(page.registros.some((r) => r.folio_origen !== null && r.folio_origen !== undefined)).toBe(true)
    const vencidas = (await ok(get("/cartas-laborales?vencida=1"))) as unknown as Page
    expect(vencidas.total).toBe(1)
    expect(vencidas.registros[0]?.estado).toBe("Solicitada")
    const recognitions = (await ok(get("/reconocimientos"))) as unknown as Page
    expect(recognitions.total).toBeGreaterThanOrEqual(4)
    expect(recognitions.registros.every((r) => /^RC-\d+-\d{4}-\d{5}$/.test(String(r.folio)))).toBe(true)
  })

  it("keeps one source of templates: a plantilla de carta is the tipo de carta of Tablas de referencia", async () => {
    const page = (await ok(get("/plantillas-carta?orden=id_tipo_carta&direccion=asc"))) as unknown as Page
    expect(page.registros.map((r) => r.clase_carta)).toEqual(["CL", "CL", "CP", "RE", "TE"])
    const current = await ok(get(`/plantillas-carta/${constancia}`))
    await ok(post(`/plantillas-carta/${constancia}`, { ...current, _method: "PUT", plantilla: `${String(current.plantilla)} Folio interno {n_empleado}.` }))
    const reference = await ok(get(`/catalogo-tipos-carta/${constancia}`))
    expect(String(reference.plantilla)).toContain("Folio interno {n_empleado}.")
  })

  it("issues a constancia laboral: PDF with the employee, company, RFC, folio and facts; then frozen, reprinted the same, reissued with a new folio", async () => {
    const created = await ok(post("/cartas-laborales", letter({ id_empleado: person1, id_tipo_carta: constancia, id_firmante: signer1, incluir_salario: "1", incluir_nss_rfc: "1" })))
    const id = Number(created.id_carta)
    expect(created.estado).toBe("Solicitada")
    expect(created.dirigido_a).toBe("A QUIEN CORRESPONDA")
    expect(String(created.texto)).toContain("{n_empleado}")
    expect(created.folio).toBeNull()
    // Editable before issuing: the text and the addressee.
    const edited = await ok(post(`/cartas-laborales/${id}`, { ...writable(created), _method: "PUT", dirigido_a: "Banco del Bajío, S.A.", texto: `${String(created.texto)}\n\nPara trámite de crédito hipotecario.` }))
    expect(edited.dirigido_a).toBe("Banco del Bajío, S.A.")
    const draft = await pdf(`/cartas-laborales/${id}/carta`, null)
    expect(draft.text).toContain("Sin folio (borrador)")

    const issued = await pdf("/emitir-carta", { id_carta: id })
    expect(issued.status, issued.text).toBe(200)
    const row = await ok(get(`/cartas-laborales/${id}`))
    expect(row.estado).toBe("Emitida")
    const folio = String(row.folio)
    expect(folio).toMatch(/^CL-1-\d{4}-\d{5}$/)
    const facts = await one(`SELECT e.f_ingreso, p.n_puesto, e.rfc, e.nss FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto WHERE e.id_empleado = ${person1}`)
    const name = await nameOf(person1)
    for (const expected of [name, company[1]?.razon, `RFC: ${company[1]?.rfc}`, `Folio: ${folio}`, String(facts.n_puesto), "Banco del Bajío, S.A.", "Para trámite de crédito hipotecario.", `NSS: ${facts.nss}`, "Salario mensual:", "M.N.", await nameOf(signer1), "Página 1 de 1"]) {
      expect(issued.text, String(expected)).toContain(String(expected))
    }
    expect(issued.text).toContain(`Folio interno ${name}.`)
    expect(issued.disposition).toContain(encodeURIComponent(folio))

    // Frozen: no edit, no delete; printed again the same, even after the employee's data changes.
    await refusedUnchanged("edit an issued letter", () => post(`/cartas-laborales/${id}`, { ...writable(created), _method: "PUT", dirigido_a: "Otro" }), 409, letterMessages.emitida)
    await refusedUnchanged("delete an issued letter", () => post(`/cartas-laborales/${id}`, { _method: "DELETE" }), 409, letterMessages.emitidaNoSeBorra)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET salario_diario = salario_diario + 100 WHERE id_empleado = ${person1}`)
    const again = await pdf(`/cartas-laborales/${id}/carta`, null)
    expect(again.text).toBe(issued.text)

    // A reissue: a new letter with a new folio from the same request; the first stays as it was.
    const reissued = await pdf("/emitir-carta", { id_carta: id })
    expect(reissued.status).toBe(200)
    const copy = await one(`SELECT id_carta, folio, estado FROM cartas_laborales WHERE id_carta_origen = ${id}`)
    expect(copy.estado).toBe("Emitida")
    expect(String(copy.folio)).not.toBe(folio)
    expect(reissued.text).toContain(`Folio: ${String(copy.folio)}`)
    expect(await ok(get(`/cartas-laborales/${id}`))).toEqual(row)
    const listed = await ok(get(`/cartas-laborales/${Number(copy.id_carta)}`))
    expect(listed.folio_origen).toBe(folio)
  })

  it("prints and exports a template's markup, braces and formula as the literal text", async () => {
    const texto = `${payloads.join(" ")} para {n_empleado}.`
    const created = await ok(post("/cartas-laborales", letter({ id_empleado: person1, id_tipo_carta: constancia, id_firmante: signer1, dirigido_a: payloads[2], texto })))
    const issued = await pdf("/emitir-carta", { id_carta: Number(created.id_carta) })
    for (const p of payloads) expect(bare(issued.text)).toContain(bare(p))
    expect(bare(issued.text)).toContain(bare(`${payloads.join(" ")} para ${await nameOf(person1)}.`))
    // Through the template itself too.
    const current = await ok(get(`/plantillas-carta/${conSalario}`))
    await ok(post(`/plantillas-carta/${conSalario}`, { ...current, _method: "PUT", plantilla: `${payloads.join(" ")} {salario_mensual}` }))
    const fromTemplate = await ok(post("/cartas-laborales", letter({ id_empleado: person1, id_tipo_carta: conSalario, id_firmante: signer1, incluir_salario: "1" })))
    const printed = await pdf(`/cartas-laborales/${Number(fromTemplate.id_carta)}/carta`, null)
    for (const p of payloads) expect(bare(printed.text)).toContain(bare(p))
    const rows = await workbook("cartas-laborales", admin, { buscar: "" })
    const header = rows.find((r) => r.includes("Texto de la carta")) ?? []
    const texts = rows.map((r) => r[header.indexOf("Texto de la carta")])
    expect(texts).toContain(texto)
    expect(texts).toContain(`${payloads.join(" ")} {salario_mensual}`)
    const templates = await workbook("plantillas-carta", admin)
    expect(templates.flat()).toContain(`${payloads.join(" ")} {salario_mensual}`)
  })

  it("refuses what the rules forbid, with the message and nothing changed", async () => {
    const base = { id_empleado: person1, id_tipo_carta: constancia, id_firmante: signer1 }
    await refusedUnchanged("término for an active employee", () => post("/cartas-laborales", letter({ ...base, id_tipo_carta: termino })), 409, letterMessages.terminoSinBaja)
    await refusedUnchanged("signer of another company", () => post("/cartas-laborales", letter({ ...base, id_firmante: signer2 })), 400, letterMessages.firmanteInvalido)
    await refusedUnchanged("salary without the flag", () => post("/cartas-laborales", letter({ ...base, texto: "Percibe {salario_mensual}." })), 400, "El texto incluye el dato {salario_mensual}: marque «Incluir salario» o quite el dato del texto")
    await refusedUnchanged("request dated tomorrow", () => post("/cartas-laborales", letter({ ...base, f_solicitud: "2999-01-01" })), 400, letterMessages.solicitudFutura)
    await refusedUnchanged("no such letter", () => post("/emitir-carta", { id_carta: 999_999 }), 404, letterMessages.cartaNoExiste)
    // A término letter for someone who left is fine; the request is deletable before issuing.
    const ended = await ok(post("/cartas-laborales", letter({ ...base, id_empleado: former1, id_tipo_carta: termino })))
    const printed = await pdf("/emitir-carta", { id_carta: Number(ended.id_carta) })
    const baja = String((await one(`SELECT f_baja FROM empleados WHERE id_empleado = ${former1}`)).f_baja)
    const [y, m, d] = baja.split("-").map(Number)
    const months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"]
    expect(printed.text).toContain(`${d} de ${months[(m ?? 1) - 1]} de ${y}`)
    const pending = await ok(post("/cartas-laborales", letter(base)))
    await ok(post(`/cartas-laborales/${Number(pending.id_carta)}`, { _method: "DELETE" }))
  })

  it("issues concurrent letters with distinct folios", async () => {
    const ids = await Promise.all(
      [0, 1, 2].map(async () => Number((await ok(post("/cartas-laborales", letter({ id_empleado: person1, id_tipo_carta: constancia, id_firmante: signer1 })))).id_carta)),
    )
    const answers = await Promise.all(ids.map((id) => pdf("/emitir-carta", { id_carta: id })))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const folios = await sqlOf(t.server, (sql) => sql<{ folio: string }>`SELECT folio FROM cartas_laborales WHERE id_carta IN ${sql.in(ids)}`)
    expect(new Set(folios.map((f) => f.folio)).size).toBe(3)
  })

  it("records recognitions one by one and many at once, each with its diploma", async () => {
    const tipo = Number((await one("SELECT MIN(id_tipo_reconocimiento) AS id FROM tipos_reconocimiento WHERE n_tipo_reconocimiento LIKE 'Desempe%'")).id)
    const single = await ok(
      post("/reconocimientos", { id_empleado: person1, id_tipo_reconocimiento: tipo, f_reconocimiento: "2026-02-14", motivo: `Por su liderazgo ${payloads.join(" ")}`, premio: "Tableta", monto: 3500, otorgado_por: "Dirección General", publicar: "1" }),
    )
    expect(String(single.folio)).toMatch(/^RC-1-2026-\d{5}$/)
    const diploma = await pdf("/imprimir-reconocimiento", { id_reconocimiento: Number(single.id_reconocimiento) })
    for (const expected of [await nameOf(person1), company[1]?.razon, `RFC: ${company[1]?.rfc}`, String(single.folio), "RECONOCIMIENTO", "Premio: Tableta", "Monto: $3,500.00", "14 de febrero de 2026", "Dirección General", "Desempeño"]) {
      expect(diploma.text, String(expected)).toContain(String(expected))
    }
    // The motive's markup, braces and formula print and export as typed.
    expect(bare(diploma.text)).toContain(bare(`Por su liderazgo ${payloads.join(" ")}`))
    const exported = await workbook("reconocimientos", admin)
    expect(exported.flat()).toContain(`Por su liderazgo ${payloads.join(" ")}`)
    const many = [person1, signer1, person2]
    const created = await ok(post("/reconocimientos-varios", { id_empleados: many, id_tipo_reconocimiento: tipo, f_reconocimiento: "2026-03-01", motivo: "Cierre del proyecto de inventarios", publicar: "0" }))
    expect(created.creados).toBe(3)
    const rows = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; folio: string }>`SELECT id_empleado, folio FROM reconocimientos WHERE motivo = 'Cierre del proyecto de inventarios'`)
    expect(rows.map((r) => Number(r.id_empleado)).sort((a, b) => a - b)).toEqual([...many].sort((a, b) => a - b))
    expect(new Set(rows.map((r) => r.folio)).size).toBe(3)
    await refusedUnchanged(
      "an inactive employee among many",
      () => post("/reconocimientos-varios", { id_empleados: [person1, former1], id_tipo_reconocimiento: tipo, f_reconocimiento: "2026-03-01", motivo: "x" }),
      409,
      recognitionMessages.colaboradorInactivo,
    )
  })

  it("suggests this month's seniority milestones and accepts them in one step", async () => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())
    const tenYears = `${Number(today.slice(0, 4)) - 10}${today.slice(4, 8)}01`
    const fiveYears = `${Number(today.slice(0, 4)) - 5}${today.slice(4, 8)}01`
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET f_antiguedad = ${tenYears} WHERE id_empleado = ${signer1}`)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET f_antiguedad = ${fiveYears} WHERE id_empleado = ${person2}`)
    const list = (await ok(get("/reconocimiento-sugerencias"))) as unknown as ReadonlyArray<Row>
    const mine = list.find((s) => s.id_empleado === signer1)
    expect(mine).toMatchObject({ anios: 10, f_aniversario: `${today.slice(0, 8)}01` })
    expect(list.some((s) => s.id_empleado === person2)).toBe(true)
    // Company 2's people are not suggested to company 1's role.
    const scopedList = (await ok(get("/reconocimiento-sugerencias", scoped))) as unknown as ReadonlyArray<Row>
    expect(scopedList.some((s) => s.id_empleado === signer1)).toBe(true)
    expect(scopedList.some((s) => s.id_empleado === person2)).toBe(false)

    const accepted = await ok(post("/aceptar-sugerencias-reconocimiento", { id_empleados: [signer1], publicar: "1" }))
    expect(accepted.creados).toBe(1)
    const stored = await one(`SELECT r.motivo, r.anios_antiguedad, r.publicar, t.n_tipo_reconocimiento FROM reconocimientos r JOIN tipos_reconocimiento t ON t.id_tipo_reconocimiento = r.id_tipo_reconocimiento WHERE r.id_empleado = ${signer1} AND r.anios_antiguedad IS NOT NULL`)
    expect(stored).toMatchObject({ motivo: "Por 10 años de servicio", publicar: "1", n_tipo_reconocimiento: "Antigüedad" })
    expect(Number(stored.anios_antiguedad)).toBe(10)
    const after = (await ok(get("/reconocimiento-sugerencias"))) as unknown as ReadonlyArray<Row>
    expect(after.some((s) => s.id_empleado === signer1)).toBe(false)
    await refusedUnchanged("accepting twice", () => post("/aceptar-sugerencias-reconocimiento", { id_empleados: [signer1] }), 409, recognitionMessages.sinSugerencia)
    await refusedUnchanged("someone without a milestone", () => post("/aceptar-sugerencias-reconocimiento", { id_empleados: [person1] }), 409, recognitionMessages.sinSugerencia)
  })

  it("holds the role's scope on every list, PDF, export and write", async () => {
    const other = await ok(post("/cartas-laborales", letter({ id_empleado: person2, id_tipo_carta: constancia, id_firmante: signer2 })))
    const otherId = Number(other.id_carta)
    const page = (await ok(get("/cartas-laborales?por_pagina=100", scoped))) as unknown as Page
    expect(page.total).toBeGreaterThan(0)
    expect(page.registros.every((r) => Number(r.id_empresa) === 1)).toBe(true)
    expect((await get(`/cartas-laborales/${otherId}`, scoped)).status).toBe(403)
    expect((await pdf(`/cartas-laborales/${otherId}/carta`, null, scoped)).status).toBe(403)
    await refusedUnchanged("issue another company's letter", () => post("/emitir-carta", { id_carta: otherId }, scoped), 403, "No tiene permiso para realizar esta acción")
    expect((await post("/cartas-laborales", letter({ id_empleado: person2, id_tipo_carta: constancia, id_firmante: signer2 }), scoped)).status).toBe(403)
    const exported = await workbook("cartas-laborales", scoped)
    const header = exported.find((r) => r.includes("Colaborador")) ?? []
    const names = exported.slice(exported.indexOf(header) + 1).map((r) => String(r[header.indexOf("Colaborador")]))
    expect(names.length).toBe(page.total)
    const hidden = await nameOf(person2)
    expect(names.some((n) => n.includes(hidden))).toBe(false)

    const recognition = Number((await one(`SELECT MIN(id_reconocimiento) AS id FROM reconocimientos WHERE id_empleado = ${person2}`)).id)
    expect((await pdf("/imprimir-reconocimiento", { id_reconocimiento: recognition }, scoped)).status).toBe(403)
    const recognitions = (await ok(get("/reconocimientos?por_pagina=100", scoped))) as unknown as Page
    expect(recognitions.registros.every((r) => Number(r.id_empresa) === 1)).toBe(true)
    const recognitionRows = (await workbook("reconocimientos", scoped)).map((r) => r.map(String).join(" "))
    expect(recognitionRows.some((r) => r.includes(hidden))).toBe(false)
    const shown = await nameOf(person1)
    expect(recognitionRows.some((r) => r.includes(shown))).toBe(true)
    expect((await post("/reconocimientos-varios", { id_empleados: [person1, person2], id_tipo_reconocimiento: 1, f_reconocimiento: "2026-03-01", motivo: "x" }, scoped)).status).toBe(403)
    const search = (await ok(get("/documento-colaboradores?bajas=1", scoped))) as unknown as ReadonlyArray<Row>
    expect(search.length).toBeGreaterThan(0)
    const ids = search.map((r) => Number(r.id))
    const companies = await sqlOf(t.server, (sql) => sql<{ id_empresa: number | string }>`SELECT DISTINCT id_empresa FROM empleados WHERE id_empleado IN ${sql.in(ids)}`)
    expect(companies.map((c) => Number(c.id_empresa))).toEqual([1])
    expect((await get(`/documento-colaborador?id_empleado=${person2}`, scoped)).status).toBe(403)
    const facts = await ok(get(`/documento-colaborador?id_empleado=${former1}`, scoped))
    expect(facts).toMatchObject({ activo: "0", n_empresa: company[1]?.razon })
  })

  // Last: it moves the server's clock days ahead.
  it("turns a request overdue the day after its limit in Mexico City, by the server's clock", async () => {
    // Mexico City keeps UTC-6 all year: its midnight is 06:00 UTC.
    const mexicoTime = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00-06:00`)
    const moveTo = async (ms: number) => {
      clock.advance(ms - clock.now())
      admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    }
    const f_solicitud = "2027-01-10"
    await moveTo(mexicoTime(f_solicitud, "09:00"))
    const created = await ok(post("/cartas-laborales", letter({ id_empleado: person1, id_tipo_carta: constancia, id_firmante: signer1, f_solicitud })))
    const id = Number(created.id_carta)
    const overdue = async () => {
      const page = (await ok(get("/cartas-laborales?vencida=1&por_pagina=100"))) as unknown as Page
      const listed = page.registros.some((r) => Number(r.id_carta) === id)
      const record = (await ok(get(`/cartas-laborales/${id}`))) as Row
      expect(record.vencida === "1").toBe(listed)
      return listed
    }
    expect(await overdue()).toBe(false)
    // The limit is three days on (LFT art. 132-VIII): the 13th. 23:30 of the limit day in Mexico is already the next day in UTC: not overdue yet.
    await moveTo(mexicoTime("2027-01-13", "23:30"))
    expect(await overdue()).toBe(false)
    await moveTo(mexicoTime("2027-01-14", "00:30"))
    expect(await overdue()).toBe(true)
  })
})
