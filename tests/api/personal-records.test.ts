import ExcelJS from "exceljs"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { actaMessages } from "../../domain/personal/actas-administrativas-rules"
import { propertyMessages } from "../../domain/personal/propiedades-empresas-rules"
import { spanishDate } from "../../server/pdf/spanish-date"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Propiedades de empresas (GP180) and Actas administrativas (GP200) on both dialects, against the
// demo's people (issue 14): an asset is lent under a responsiva and a second open loan of it is
// refused, as is a loan over the person's limit of responsiva or to another company's person; the
// asset's state follows its loans (Asignado, then En reparación after a major damage); the signed
// scan is accepted by its bytes only; an acta with one witness, with the employee as a witness,
// or with a nine-day suspension is refused; one drawn up more than a month after the employer
// learned of the facts is kept with the LFT 517 warning; a signed acta is neither edited nor
// deleted, and the rescission notice needs a signed rescission. Every PDF is read back (unpdf):
// the person's name, the razón social and RFC, the folio and the document's facts, and text that
// looks like markup, a template or a formula prints as written (in the workbook too). A role of
// the first company neither sees nor prints the second company's records; the employee record's
// Documentos tab lists a person's loans and actas to those holding their keys.

type Json = Record<string, unknown>

/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const today = "2026-06-10"
const payload = `<script>alert(1)</script> {{constructor}} =HYPERLINK("http://x","y")`

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

describe.each(dialects)("Propiedades y actas administrativas on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now })
  let admin = ""
  let scoped = ""
  let consulta = ""
  const company = { razon: "", rfc: "" }
  let people: ReadonlyArray<{ id: number; name: string }> = []
  let outsider = { id: 0, name: "" }
  let laptopType = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const resultOf = (answer: { status: number; body: unknown }, label = ""): Json => {
    expect(answer.status, `${label} ${JSON.stringify(answer.body)}`).toBe(200)
    return (answer.body as { result: Json }).result
  }
  const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect([asError(a).message, ...(asError(a).detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }
  /** A PDF: a POST with its body, or a GET (a record's document, GET /<resource>/:id/<name>) without one. */
  const pdf = async (path: string, body: Json | null, token = admin) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method: body === null ? "GET" : "POST",
      headers: { authorization: `Bearer ${token}`, ...(body === null ? {} : { "content-type": "application/json" }) },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    })
    if (response.status !== 200) return { status: response.status, text: await response.text() }
    expect(response.headers.get("content-type")).toBe("application/pdf")
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w .-]+\.pdf"/)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    return { status: 200, text: (await textOf(Uint8Array.from(bytes))).replace(/\s+/g, " ") }
  }
  const printed = async (path: string, body: Json | null, token = admin) => {
    const answer = await pdf(path, body, token)
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    return answer.text
  }
  const exported = async (path: string, body: Json, token = admin) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const cells: Array<ExcelJS.Cell> = []
    workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => cells.push(cell)))
    return cells
  }
  const upload = async (id: number, bytes: Buffer, type: string, token = admin) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), "responsiva.pdf")
    const response = await fetch(`${t.url}/api/guardar-responsiva-firmada/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as Json }
  }

  /** A stored asset as a request body: its derived fields left out. */
  const writable = ({ id_propiedad: _a, n_tipo_propiedad: _b, asignado_a: _c, id_responsiva_abierta: _d, id_usuario_alta: _e, f_alta: _f, ...body }: Json): Json => body

  let assetCount = 0
  const asset = async (extra: Json = {}, token = admin): Promise<Json> => {
    assetCount += 1
    return resultOf(
      await post(
        "/propiedades",
        {
          id_empresa: 1,
          id_tipo_propiedad: laptopType,
          descripcion: `Laptop de prueba ${assetCount}`,
          marca: "Lenovo",
          modelo: "T14",
          num_serie: `SER-${dialect}-${assetCount}`,
          num_inventario: `INV-T${assetCount}`,
          valor: 20_000,
          f_adquisicion: "2025-01-15",
          f_vencimiento: null,
          estado: "Disponible",
          observaciones: null,
          ...extra,
        },
        token,
      ),
      "asset",
    )
  }
  const loanBody = (id_propiedad: unknown, id_empleado: number, extra: Json = {}): Json => ({
    id_propiedad,
    id_empleado,
    f_entrega: today,
    condicion_entrega: "Buena",
    f_devolucion_esperada: null,
    f_devolucion: null,
    condicion_devolucion: null,
    observaciones: null,
    firmada: "0",
    documento_firmado: null,
    ...extra,
  })
  const actaBody = (id_empleado: number, extra: Json = {}): Json => ({
    id_empleado,
    f_hechos: "2026-06-08",
    hora_hechos: "09:15",
    f_conocimiento: "2026-06-08",
    f_acta: "2026-06-09",
    lugar: "Sala de juntas de Recursos Humanos",
    id_tipo_falta: null,
    fraccion_lft47: "XI",
    descripcion_hechos: "El colaborador se negó a cumplir la instrucción de su jefe inmediato de cubrir el turno.",
    declaracion_trabajador: null,
    se_nego_declarar: "1",
    participantes: [{ id_empleado: people[3]?.id ?? null, nombre: null, rol: "Jefe inmediato" }],
    testigos: [
      { id_empleado: people[4]?.id ?? null, nombre: null },
      { id_empleado: null, nombre: "Rosa Elena Medina Cruz" },
    ],
    sancion: "AE",
    dias_suspension: null,
    f_inicio_suspension: null,
    ...extra,
  })

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    await createUser(t.server, { email: "expedientes@prueba.mx", password: "Expedientes.Prueba-2026", group: "EXPEDIENTES", keys: ["GP100", "GP180", "GP200"], role: "EMPRESA1" })
    scoped = (await signIn(t.url, "expedientes@prueba.mx", "Expedientes.Prueba-2026")).token
    const [c] = await sqlOf(t.server, (sql) => sql<{ n_empresa: string; regimen_capital: string | null; rfc: string }>`SELECT n_empresa, regimen_capital, rfc FROM empresas WHERE id_empresa = 1`)
    company.razon = c?.regimen_capital ? `${c.n_empresa}, ${c.regimen_capital}` : String(c?.n_empresa)
    company.rfc = String(c?.rfc)
    const free = (id_empresa: number, n: number) =>
      sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; n: string }>`
        SELECT e.id_empleado, e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS n FROM empleados e
        WHERE e.activo = '1' AND e.id_empresa = ${id_empresa}
          AND NOT EXISTS (SELECT 1 FROM responsivas r WHERE r.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM actas_administrativas a WHERE a.id_empleado = e.id_empleado)
          AND NOT EXISTS (SELECT 1 FROM actas_testigos a WHERE a.id_empleado = e.id_empleado)
        ORDER BY e.id_empleado DESC LIMIT ${n}`)
    people = (await free(1, 8)).map((r) => ({ id: Number(r.id_empleado), name: r.n }))
    const [other] = await free(2, 1)
    outsider = { id: Number(other?.id_empleado), name: String(other?.n) }
    const [type] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_tipo_propiedad AS id FROM tipos_propiedad WHERE n_tipo_propiedad = 'Computadora portátil'`)
    laptopType = Number(type?.id)
    expect(people.length).toBe(8)
  })

  it("keeps an asset's serial and inventory numbers unique within its company, and Asignado for the responsivas", async () => {
    const first = await asset({ num_serie: "DUP-SERIE", num_inventario: "DUP-INV" })
    expect(first.estado).toBe("Disponible")
    const body = writable(first)
    await refused("same serial", () => post("/propiedades", { ...body, num_inventario: "OTRO" }), 409, propertyMessages.serieDuplicada)
    await refused("same inventory", () => post("/propiedades", { ...body, num_serie: "dup-serie-2", num_inventario: "dup-inv" }), 409, propertyMessages.inventarioDuplicado)
    // Another company may use the same numbers.
    resultOf(await post("/propiedades", { ...body, id_empresa: 2 }), "other company")
    await refused("Asignado chosen", () => post("/propiedades", { ...body, num_serie: "S3", num_inventario: "I3", estado: "Asignado" }), 400, propertyMessages.estadoAsignado)
    await refused("expiry before purchase", () => post("/propiedades", { ...body, num_serie: "S4", num_inventario: "I4", f_vencimiento: "2024-01-01" }), 400, propertyMessages.vencimientoAnterior)
  })

  it("lends an asset under a responsiva, refuses a second open loan, and prints the responsiva with what was typed", async () => {
    const [a, b] = people as [{ id: number; name: string }, { id: number; name: string }]
    const laptop = await asset({ observaciones: payload })
    const id_propiedad = laptop.id_propiedad
    const loan = resultOf(await post("/responsivas", loanBody(id_propiedad, a.id, { observaciones: payload })), "loan")
    expect(String(loan.folio)).toMatch(/^CR-1-2026-\d{5}$/)
    expect(loan.estado).toBe("Abierta")
    const lent = resultOf(await get(`/propiedades/${id_propiedad}`))
    expect(lent.estado).toBe("Asignado")
    expect(String(lent.asignado_a)).toContain(a.name)

    await refused("second open loan", () => post("/responsivas", loanBody(id_propiedad, b.id)), 409, propertyMessages.yaAsignada)
    await refused("state changed while lent", () => post(`/propiedades/${id_propiedad}`, { ...writable(lent), _method: "PUT", estado: "Baja" }), 409, propertyMessages.asignadaSinCambio)
    const spare = await asset()
    await refused("lent to another company's person", () => post("/responsivas", loanBody(spare.id_propiedad, outsider.id)), 409, propertyMessages.otraEmpresa)
    await refused("delivered tomorrow", () => post("/responsivas", loanBody(spare.id_propiedad, b.id, { f_entrega: "2026-06-11" })), 400, propertyMessages.entregaFutura)

    const text = await printed(`/responsivas/${loan.id_responsiva}/carta-responsiva`, null)
    for (const expected of ["Carta responsiva", a.name, company.razon, `RFC: ${company.rfc}`, String(loan.folio), String(laptop.descripcion), String(laptop.num_serie), "$20,000.00", spanishDate(today), payload]) {
      expect(text, expected).toContain(expected)
    }
    // The workbook keeps the same text as text, never a formula.
    const cells = await exported("/exportar-responsivas", { buscar: String(loan.folio) })
    const typed = cells.find((c) => c.value === payload)
    expect(typed, "the observaciones cell").toBeDefined()
    expect(typed?.formula).toBeUndefined()
  })

  it("keeps a person's open loans within the limit of responsiva", async () => {
    const [, , c] = people as [unknown, unknown, { id: number; name: string }]
    await sqlOf(t.server, (sql) => sql`UPDATE parametros_sistema SET limite_responsiva = 25000 WHERE id = 1`)
    resultOf(await post("/responsivas", loanBody((await asset()).id_propiedad, c.id)), "first loan")
    const phone = await asset({ valor: 10_000 })
    await refused("over the limit", () => post("/responsivas", loanBody(phone.id_propiedad, c.id)), 409, propertyMessages.excedeLimite)
    // Within the limit once the parameter allows it.
    await sqlOf(t.server, (sql) => sql`UPDATE parametros_sistema SET limite_responsiva = 30000 WHERE id = 1`)
    resultOf(await post("/responsivas", loanBody(phone.id_propiedad, c.id)), "second loan")
    await sqlOf(t.server, (sql) => sql`UPDATE parametros_sistema SET limite_responsiva = 60000 WHERE id = 1`)
  })

  it("records the return, sends a damaged asset to repair and prints the constancia; the signed scan is judged by its bytes", async () => {
    const [, b] = people as [unknown, { id: number; name: string }]
    const laptop = await asset()
    const loan = resultOf(await post("/responsivas", loanBody(laptop.id_propiedad, b.id)))
    const id = Number(loan.id_responsiva)
    await refused("signed without its scan", () => post(`/responsivas/${id}`, { ...loanBody(laptop.id_propiedad, b.id), _method: "PUT", firmada: "1" }), 400, propertyMessages.firmaSinDocumento)

    expect((await upload(id, Buffer.from("no soy un PDF\n"), "application/pdf")).status).toBe(415)
    const scan = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1")
    const uploaded = await upload(id, scan, "application/pdf")
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String(uploaded.body.result)
    const signed = resultOf(await post(`/responsivas/${id}`, { ...loanBody(laptop.id_propiedad, b.id), _method: "PUT", firmada: "1", documento_firmado: version }))
    expect(signed.firmada).toBe("1")
    const file = await fetch(`${t.url}/api/responsiva-firmada/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect((await upload(id, pngImage(), "image/png")).status).toBe(200)
    await refused("a signed responsiva deleted", () => post(`/responsivas/${id}`, { _method: "DELETE" }), 409, propertyMessages.firmadaNoEliminable)

    const returned = resultOf(
      await post(`/responsivas/${id}`, { ...loanBody(laptop.id_propiedad, b.id), _method: "PUT", firmada: "1", documento_firmado: version, f_devolucion: today, condicion_devolucion: "Daño mayor" }),
    )
    expect(returned.estado).toBe("Devuelta")
    const back = resultOf(await get(`/propiedades/${laptop.id_propiedad}`))
    expect(back.estado).toBe("En reparación")
    expect(back.id_responsiva_abierta).toBeNull()
    const text = await printed(`/responsivas/${id}/constancia-devolucion`, null)
    for (const expected of ["Constancia de devolución", b.name, company.razon, company.rfc, String(loan.folio), "Daño mayor", String(laptop.descripcion)]) expect(text, expected).toContain(expected)
    // The upload no save named is gone; the saved one stays.
    const kept = await sqlOf(t.server, (sql) => sql<{ version: string }>`SELECT version FROM responsivas_documentos WHERE id_responsiva = ${id}`)
    expect(kept.map((k) => k.version)).toEqual([version])
  })

  it("refuses an acta with one witness, the employee as a witness, a nine-day suspension or facts in the future", async () => {
    const [, , , , , d] = people as Array<{ id: number; name: string }> & { 5: { id: number; name: string } }
    const one = [{ id_empleado: null, nombre: "Rosa Elena Medina Cruz" }]
    await refused("one witness", () => post("/actas-administrativas", actaBody(d.id, { testigos: one })), 400, actaMessages.testigos)
    await refused("the employee as a witness", () => post("/actas-administrativas", actaBody(d.id, { testigos: [...one, { id_empleado: d.id, nombre: null }] })), 400, actaMessages.testigos)
    await refused("one witness twice", () => post("/actas-administrativas", actaBody(d.id, { testigos: [...one, { id_empleado: null, nombre: "rosa elena  MEDINA cruz" }] })), 400, actaMessages.testigos)
    await refused("nine days", () => post("/actas-administrativas", actaBody(d.id, { sancion: "SU", dias_suspension: 9, f_inicio_suspension: "2026-06-10" })), 400, actaMessages.suspensionMaxima)
    await refused("days without a suspension", () => post("/actas-administrativas", actaBody(d.id, { dias_suspension: 2 })), 400, actaMessages.sinSuspension)
    await refused("facts tomorrow", () => post("/actas-administrativas", actaBody(d.id, { f_hechos: "2026-06-11", f_conocimiento: "2026-06-11", f_acta: "2026-06-11" })), 400, actaMessages.hechosFuturos)
    await refused("no statement", () => post("/actas-administrativas", actaBody(d.id, { se_nego_declarar: "0" })), 400, actaMessages.declaracion)
    await refused("another fault's ground", async () => {
      const [fault] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_tipo_falta AS id FROM tipos_falta WHERE fraccion_lft47 = 'X'`)
      return post("/actas-administrativas", actaBody(d.id, { id_tipo_falta: Number(fault?.id) }))
    }, 400, actaMessages.tipoFalta)
  })

  it("writes, signs and prints an acta; a signed acta is neither edited nor deleted", async () => {
    const d = people[5] as { id: number; name: string }
    const [fault] = await sqlOf(t.server, (sql) => sql<{ id: number | string; n: string }>`SELECT id_tipo_falta AS id, n_tipo_falta AS n FROM tipos_falta WHERE fraccion_lft47 = 'XI'`)
    const body = actaBody(d.id, {
      sancion: "SU",
      dias_suspension: 8,
      f_inicio_suspension: "2026-06-11",
      id_tipo_falta: Number(fault?.id),
      declaracion_trabajador: payload,
      se_nego_declarar: "0",
    })
    const acta = resultOf(await post("/actas-administrativas", body), "acta")
    expect(String(acta.folio)).toMatch(/^AA-1-2026-\d{5}$/)
    expect(acta.estado).toBe("Borrador")
    expect(acta.fuera_plazo).toBe("0")
    const testigos = acta.testigos as ReadonlyArray<Json>
    expect(testigos[0]?.nombre).toBe(people[4]?.name)
    const id = Number(acta.id_acta)
    resultOf(await post(`/actas-administrativas/${id}`, { ...body, _method: "PUT", lugar: "Almacén general" }), "draft edited")

    const draft = await printed(`/actas-administrativas/${id}/acta`, null)
    expect(draft).toContain("BORRADOR")
    const signed = await post(`/actas-administrativas/${id}/firmar`, {})
    expect(resultOf(signed).estado).toBe("Firmada")
    await refused("signed edited", () => post(`/actas-administrativas/${id}`, { ...body, _method: "PUT" }), 409, actaMessages.soloBorrador)
    await refused("signed deleted", () => post(`/actas-administrativas/${id}`, { _method: "DELETE" }), 409, actaMessages.noEliminable)
    await refused("a notice of a suspension", () => pdf(`/actas-administrativas/${id}/aviso-rescision`, null).then((a) => ({ status: a.status, body: JSON.parse(a.text) })), 409, actaMessages.sinRescision)

    const text = await printed(`/actas-administrativas/${id}/acta`, null)
    for (const expected of [
      "Acta administrativa",
      d.name,
      company.razon,
      `RFC: ${company.rfc}`,
      String(acta.folio),
      "Almacén general",
      "se negó a cumplir la instrucción",
      "fracción XI",
      String(fault?.n),
      "8 días",
      spanishDate("2026-06-11"),
      String(people[4]?.name),
      "Rosa Elena Medina Cruz",
      payload,
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain("BORRADOR")
    const notified = resultOf(await post(`/actas-administrativas/${id}/notificar`, {}))
    expect(notified.estado).toBe("Notificada")
    const cancelled = resultOf(await post(`/actas-administrativas/${id}/cancelar`, { motivo_cancelacion: "Se acreditó la justificación" }))
    expect(cancelled.estado).toBe("Cancelada")
    expect(await printed(`/actas-administrativas/${id}/acta`, null)).toContain("CANCELADA")
  })

  it("keeps an acta drawn up over a month after the facts were known, with the LFT 517 warning", async () => {
    const e = people[6] as { id: number; name: string }
    const acta = resultOf(await post("/actas-administrativas", actaBody(e.id, { f_hechos: "2026-04-20", f_conocimiento: "2026-04-20", f_acta: "2026-06-01" })))
    expect(acta.fuera_plazo).toBe("1")
    const [audit] = await sqlOf(t.server, (sql) => sql<{ detalle: string | null }>`SELECT detalle FROM auditoria WHERE clave = ${`id_acta=${String(acta.id_acta)}`} ORDER BY id_auditoria DESC`)
    expect(audit?.detalle).toBe(actaMessages.prescripcion)
  })

  it("prints the rescission notice of a signed rescission and records its delivery", async () => {
    const f = people[7] as { id: number; name: string }
    const acta = resultOf(await post("/actas-administrativas", actaBody(f.id, { sancion: "RE", fraccion_lft47: "II" })))
    const id = Number(acta.id_acta)
    expect(acta.f_limite_aviso).toBe("2026-06-16")
    await refused("a notice before signing", () => pdf(`/actas-administrativas/${id}/aviso-rescision`, null).then((a) => ({ status: a.status, body: JSON.parse(a.text) })), 409, actaMessages.avisoSinFirma)
    resultOf(await post(`/actas-administrativas/${id}/firmar`, {}))
    const text = await printed(`/actas-administrativas/${id}/aviso-rescision`, null)
    for (const expected of ["Aviso de rescisión", f.name, company.razon, company.rfc, String(acta.folio), "fracción II", spanishDate("2026-06-16"), "cinco días hábiles"]) expect(text, expected).toContain(expected)
    await refused("notified without the delivery", () => post(`/actas-administrativas/${id}/notificar`, {}), 400, actaMessages.fEntregaAviso)
    await refused("delivered before the acta", () => post(`/actas-administrativas/${id}/notificar`, { f_entrega_aviso: "2026-06-01", medio_entrega_aviso: "Personal" }), 400, actaMessages.entregaAnterior)
    const notified = await post(`/actas-administrativas/${id}/notificar`, { f_entrega_aviso: today, medio_entrega_aviso: "Personal" })
    expect(resultOf(notified).estado).toBe("Notificada")
    expect((notified.body as { message: string }).message).toBe(actaMessages.notificada)
    expect(await printed(`/actas-administrativas/${id}/aviso-rescision`, null)).toContain("Entregado en persona")
  })

  it("holds the role's scope on every list, read, PDF, upload and export", async () => {
    const foreign = await asset({ id_empresa: 2 })
    const loan = resultOf(await post("/responsivas", loanBody(foreign.id_propiedad, outsider.id)))
    const acta = resultOf(await post("/actas-administrativas", actaBody(outsider.id, { participantes: [{ id_empleado: null, nombre: "Jefe externo", rol: "Jefe inmediato" }], testigos: [{ id_empleado: null, nombre: "Testigo Uno" }, { id_empleado: null, nombre: "Testigo Dos" }] })))
    expect((await get(`/propiedades/${String(foreign.id_propiedad)}`, scoped)).status).toBe(403)
    expect((await get(`/responsivas/${String(loan.id_responsiva)}`, scoped)).status).toBe(403)
    expect((await get(`/actas-administrativas/${String(acta.id_acta)}`, scoped)).status).toBe(403)
    expect((await pdf(`/responsivas/${loan.id_responsiva}/carta-responsiva`, null, scoped)).status).toBe(403)
    expect((await pdf(`/actas-administrativas/${String(acta.id_acta)}/acta`, null, scoped)).status).toBe(403)
    expect((await upload(Number(loan.id_responsiva), pngImage(), "image/png", scoped)).status).toBe(403)
    expect((await get(`/documentos-colaborador?id_empleado=${outsider.id}`, scoped)).status).toBe(403)
    for (const [path, field, value] of [
      ["/responsivas", "folio", loan.folio],
      ["/actas-administrativas", "folio", acta.folio],
      ["/propiedades", "id_propiedad", foreign.id_propiedad],
    ] as const) {
      const page = resultOf(await get(`${path}?por_pagina=100`, scoped)) as { registros: ReadonlyArray<Json> }
      expect(page.registros.length, path).toBeGreaterThan(0)
      expect(page.registros.some((r) => r[field] === value), `${path} lists another company's record`).toBe(false)
      const cells = await exported(`/exportar${path.replace("/", "-")}`, {}, scoped)
      expect(cells.some((c) => c.value === value), `${path} exports another company's record`).toBe(false)
    }
    // A witness outside the role's centres is refused as the person is.
    await refused("a foreign witness", () => post("/actas-administrativas", actaBody(people[0]?.id ?? 0, { testigos: [{ id_empleado: outsider.id, nombre: null }, { id_empleado: null, nombre: "Otro testigo" }] }), scoped), 403, messages.sinPermiso)
  })

  it("lists a person's loans, actas, letters and recognitions on their record to the profiles holding those pages' keys", async () => {
    const [a] = people as [{ id: number; name: string }]
    type Section = { tipo: string; registros: ReadonlyArray<Json> }
    const sectionsOf = async (id: number, token = admin) => resultOf(await get(`/documentos-colaborador?id_empleado=${id}`, token)) as unknown as ReadonlyArray<Section>
    const of = (sections: ReadonlyArray<Section>, tipo: string) => sections.find((s) => s.tipo === tipo)?.registros ?? []
    const mine = await sectionsOf(a.id)
    expect(mine.map((s) => s.tipo)).toEqual(["responsivas", "actas", "cartas", "reconocimientos"])
    expect(of(mine, "responsivas")[0]?.pdfs).toEqual(["imprimirResponsivasCartaResponsiva"])
    expect(of(await sectionsOf((people[4] as { id: number }).id), "actas")).toEqual([])
    expect(of(await sectionsOf((people[7] as { id: number }).id), "actas")[0]?.pdfs).toEqual(["imprimirActasAdministrativasActa", "imprimirActasAdministrativasAvisoRescision"])
    // The demo's letters and recognitions (issue 14's other half) show on their people's records.
    const [letter] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_empleado AS id FROM cartas_laborales ORDER BY id_carta LIMIT 1`)
    expect(of(await sectionsOf(Number(letter?.id)), "cartas")[0]?.pdfs).toEqual(["imprimirCartasLaboralesCarta"])
    const [prize] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_empleado AS id FROM reconocimientos ORDER BY id_reconocimiento LIMIT 1`)
    expect(of(await sectionsOf(Number(prize?.id)), "reconocimientos")[0]?.pdfs).toEqual(["imprimirReconocimiento"])
    // The demo's consulta profile holds GP100 only: of the four kinds, the recognitions.
    expect((await sectionsOf(a.id, consulta)).map((s) => s.tipo)).toEqual(["reconocimientos"])
  })
})
