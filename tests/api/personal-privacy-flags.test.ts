import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Privacy flags hold in every document the server prints, on both dialects, on the demo data.
// A carta laboral prints the NSS, CURP and RFC only with "Incluir NSS y RFC" and the salary only
// with "Incluir salario" (DOMAIN-MX 4.5): every letter type is drafted and issued with the flags
// off and on and its PDF read back; a text (typed, or its type's template) that names one of those
// placeholders without its flag is refused on save, on issue and on a draft, naming the
// placeholder and the flag, with no table changed. Every other document (diploma, actas and the
// aviso de rescisión, responsiva and its devolución, the loan's two documents, the job description
// with and without its occupants, the org chart, the competency map) has no such flag and prints
// none of them. Each person's salary is first set to an amount of their own, so finding it in a
// PDF means it was printed, not that another amount happened to match.

type Row = Record<string, unknown>

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ")
const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN", minimumFractionDigits: 2, maximumFractionDigits: 2 })
const privatePlaceholders = /\{(salario_diario|salario_mensual|salario_mensual_letra|nss|rfc|curp)\}/g
// A person's RFC (13), CURP (18) and NSS (11 digits): the company's RFC has 12 and does not match.
const identifierPatterns = [/\b[A-Z&]{4}\d{6}[A-Z\d]{3}\b/, /\b[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z\d]\d\b/, /\b\d{11}\b/]

interface Subject {
  readonly id: number
  readonly name: string
  readonly rfc: string
  readonly nss: string
  readonly curp: string
  readonly daily: string
  readonly monthly: string
}

const withheldMessage = (placeholder: string, flag: string) => `El texto incluye el dato {${placeholder}}: marque «${flag}» o quite el dato del texto`

describe.each(dialects)("Privacy flags in every document on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let person: Subject // active, company 1, seated in a position in force
  let former: Subject // after a baja, company 1
  let signer = 0
  let seat: { id_centro_trabajo: number; id_depto: number; id_puesto: string } = { id_centro_trabajo: 0, id_depto: 0, id_puesto: "" }
  const types: Array<{ id: number; clase: string; plantilla: string }> = []

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = (query: string) => sqlOf(t.server, (sql) => sql.unsafe<Row>(query))
  const one = async (query: string) => (await rows(query))[0] ?? {}
  const ok = async (answer: Promise<{ status: number; body: unknown }>) => {
    const a = await answer
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: Row }).result
  }
  /** A PDF: a POST with its body, or a GET (a record's document, GET /<resource>/:id/<name>) without one. */
  const pdf = async (path: string, body: Row | null): Promise<string> => {
    const answer = await fetch(`${t.url}/api${path}`, {
      method: body === null ? "GET" : "POST",
      headers: { authorization: `Bearer ${admin}`, ...(body === null ? {} : { "content-type": "application/json" }) },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect(answer.status, `${path} ${JSON.stringify(body)}: ${new TextDecoder().decode(bytes.slice(0, 300))}`).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    return textOf(bytes)
  }
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect([asError(a).message, ...(asError(a).detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }
  /** A POST of a PDF endpoint that must refuse: its JSON error, as `call` answers. */
  const refusedPdf = (path: string, body: Row | null) => async () => {
    const answer = await fetch(
      `${t.url}/api${path}`,
      body === null
        ? { headers: { authorization: `Bearer ${admin}` } }
        : { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify(body) },
    )
    return { status: answer.status, body: (await answer.json()) as unknown }
  }

  /** The person's private data as a document would print it, after giving them a salary of their own. */
  const subject = async (id: number, daily: number): Promise<Subject> => {
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET salario_diario = ${daily} WHERE id_empleado = ${id}`)
    const r = await one(`SELECT nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n, rfc, nss, curp FROM empleados WHERE id_empleado = ${id}`)
    for (const key of ["rfc", "nss", "curp"]) expect(String(r[key] ?? "").length, `${key} of ${id}`).toBeGreaterThan(10)
    return { id, name: String(r.n), rfc: String(r.rfc), nss: String(r.nss), curp: String(r.curp), daily: money.format(daily), monthly: money.format(Math.round(daily * 30.4 * 100) / 100) }
  }
  const salaryOf = (s: Subject) => [s.daily, s.monthly]
  const identifiersOf = (s: Subject) => [s.rfc, s.nss, s.curp]
  const expectNone = (text: string, secrets: ReadonlyArray<string>, label: string) => {
    for (const secret of secrets) expect(text.includes(secret), `${label} prints ${secret}`).toBe(false)
  }
  const expectAll = (text: string, secrets: ReadonlyArray<string>, label: string) => {
    for (const secret of secrets) expect(text, `${label} lacks ${secret}`).toContain(secret)
  }
  const expectNoIdentifiers = (text: string, label: string) => {
    for (const pattern of identifierPatterns) expect(text.match(pattern)?.[0] ?? null, `${label}: ${pattern}`).toBeNull()
  }

  const letter = (fields: Row): Row => ({ f_solicitud: null, dirigido_a: null, incluir_salario: "0", incluir_nss_rfc: "0", id_firmante: signer, texto: null, ...fields })
  /** Drafts, then issues, a new letter; answers both PDFs' text. */
  const draftAndIssue = async (fields: Row) => {
    const created = await ok(post("/cartas-laborales", letter(fields)))
    const draft = await pdf(`/cartas-laborales/${Number(created.id_carta)}/carta`, null)
    const issued = await pdf("/emitir-carta", { id_carta: Number(created.id_carta) })
    return { id: Number(created.id_carta), draft, issued }
  }
  const holderOf = (clase: string) => (clase === "TE" ? former : person)

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const seated = await one(`
      SELECT e.id_empleado, po.id_centro_trabajo, po.id_depto, po.id_puesto FROM empleados e
      JOIN ocupaciones_posicion op ON op.id_empleado = e.id_empleado AND op.f_fin IS NULL
      JOIN posiciones po ON po.id_posicion = op.id_posicion AND po.f_fin IS NULL
      WHERE e.id_empresa = 1 AND e.activo = '1' AND e.rfc IS NOT NULL AND e.nss IS NOT NULL AND e.curp IS NOT NULL AND e.id_empleado > 50
      ORDER BY e.id_empleado`)
    seat = { id_centro_trabajo: Number(seated.id_centro_trabajo), id_depto: Number(seated.id_depto), id_puesto: String(seated.id_puesto) }
    person = await subject(Number(seated.id_empleado), 1357.91)
    const gone = await one("SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = 1 AND activo = '0' AND f_baja IS NOT NULL AND rfc IS NOT NULL AND nss IS NOT NULL AND curp IS NOT NULL")
    former = await subject(Number(gone.id), 1468.03)
    signer = Number((await one(`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = 1 AND activo = '1' AND id_empleado NOT IN (${person.id}, ${former.id})`)).id)
    for (const r of await rows("SELECT id_tipo_carta, clase_carta, plantilla FROM tipos_carta WHERE activo = '1' ORDER BY id_tipo_carta")) {
      types.push({ id: Number(r.id_tipo_carta), clase: String(r.clase_carta).trim(), plantilla: String(r.plantilla) })
    }
    expect(types.map((x) => x.clase).sort()).toEqual(["CL", "CL", "CP", "RE", "TE"])
  })

  it("prints every letter type's NSS, CURP, RFC and salary only when its flags ask for them", async () => {
    for (const type of types) {
      const holder = holderOf(type.clase)
      const label = `${type.clase} ${type.id}`
      // Flags off, the type's template without its private placeholders: none of them, drafted or issued.
      const off = await draftAndIssue({ id_empleado: holder.id, id_tipo_carta: type.id, texto: type.plantilla.replace(privatePlaceholders, "") })
      for (const [text, stage] of [[off.draft, "draft"], [off.issued, "issued"]] as const) {
        expect(text, `${label} ${stage}`).toContain(holder.name)
        expectNone(text, [...identifiersOf(holder), ...salaryOf(holder)], `${label} ${stage} with the flags off`)
      }
      // Flags on, the template naming every one of them: all printed, drafted, issued and reprinted.
      const named = `${type.plantilla}\n\nNSS {nss}, CURP {curp}, RFC {rfc}, salario diario {salario_diario}.`
      const on = await draftAndIssue({ id_empleado: holder.id, id_tipo_carta: type.id, texto: named, incluir_salario: "1", incluir_nss_rfc: "1" })
      for (const [text, stage] of [[on.draft, "draft"], [on.issued, "issued"]] as const) expectAll(text, [...identifiersOf(holder), holder.daily], `${label} ${stage} with the flags on`)
      expect(await pdf(`/cartas-laborales/${on.id}/carta`, null), `${label} reprinted`).toBe(on.issued)
    }
  })

  it("prints each kind of private data with its own flag: the identifiers without the salary and the salary without them", async () => {
    const constancia = types.find((x) => x.clase === "CL" && !x.plantilla.includes("{salario"))
    expect(constancia).toBeDefined()
    const base = { id_empleado: person.id, id_tipo_carta: constancia?.id }
    // The flag alone, with a text that names none: the server adds the data after the text.
    const ids = await draftAndIssue({ ...base, incluir_nss_rfc: "1" })
    expectAll(ids.issued, identifiersOf(person), "Incluir NSS y RFC")
    expect(ids.issued).toContain(`RFC: ${person.rfc}. NSS: ${person.nss}. CURP: ${person.curp}.`)
    expectNone(ids.issued, salaryOf(person), "Incluir NSS y RFC alone")
    const salary = await draftAndIssue({ ...base, incluir_salario: "1" })
    expectAll(salary.issued, salaryOf(person), "Incluir salario")
    expectNone(salary.issued, identifiersOf(person), "Incluir salario alone")
    // A text that places one identifier gets the others after it, each once.
    const placed = await draftAndIssue({ ...base, incluir_nss_rfc: "1", texto: "{n_empleado}, con CURP {curp}, labora en {n_empresa}." })
    expect(placed.issued.split(person.curp).length - 1).toBe(1)
    expect(placed.issued).toContain(`RFC: ${person.rfc}. NSS: ${person.nss}.`)
  })

  it("refuses a text or template naming NSS, CURP, RFC or salary without its flag, on save, issue and draft, changing nothing", async () => {
    const constancia = types.find((x) => x.clase === "CL" && !x.plantilla.includes("{salario"))
    const base = { id_empleado: person.id, id_tipo_carta: constancia?.id }
    const ids = "Incluir NSS y RFC"
    for (const placeholder of ["nss", "curp", "rfc"]) {
      await refusedUnchanged(`{${placeholder}} typed without the flag`, () => post("/cartas-laborales", letter({ ...base, texto: `Su dato: {${placeholder}}.` })), 400, withheldMessage(placeholder, ids))
      await refusedUnchanged(`{${placeholder}} with only the salary's flag`, () => post("/cartas-laborales", letter({ ...base, incluir_salario: "1", texto: `Su dato: {${placeholder}}.` })), 400, withheldMessage(placeholder, ids))
    }
    await refusedUnchanged("salary with only the identifiers' flag", () => post("/cartas-laborales", letter({ ...base, incluir_nss_rfc: "1", texto: "Percibe {salario_diario} diarios." })), 400, withheldMessage("salario_diario", "Incluir salario"))
    // The first one the text names is the one the message names.
    await refusedUnchanged("several unflagged", () => post("/cartas-laborales", letter({ ...base, texto: "RFC {rfc}, sueldo {salario_mensual}, NSS {nss}." })), 400, withheldMessage("rfc", ids))

    // The tester's case: a template of its own that names the CURP, a letter of that type with the flag off.
    const template = await ok(post("/plantillas-carta", { id_tipo_carta: 90, n_tipo_carta: "Constancia con CURP", clase_carta: "CL", plantilla: "{n_empleado}, CURP {curp}, labora en {n_empresa}.", activo: "1" }))
    const ofTemplate = { id_empleado: person.id, id_tipo_carta: Number(template.id_tipo_carta) }
    await refusedUnchanged("a template naming {curp}, the flag off", () => post("/cartas-laborales", letter(ofTemplate)), 400, withheldMessage("curp", ids))
    const asked = await draftAndIssue({ ...ofTemplate, incluir_nss_rfc: "1" })
    expect(asked.issued).toContain(`CURP ${person.curp}`)

    // An edit that takes the flag off a text that names the NSS is refused; the letter stays as it was.
    const stored = await ok(post("/cartas-laborales", letter({ ...base, incluir_nss_rfc: "1", texto: "{n_empleado}, NSS {nss}." })))
    const id = Number(stored.id_carta)
    const before = await ok(get(`/cartas-laborales/${id}`))
    const writable = { id_empleado: person.id, id_tipo_carta: constancia?.id, f_solicitud: stored.f_solicitud, dirigido_a: stored.dirigido_a, incluir_salario: "0", incluir_nss_rfc: "0", id_firmante: signer, texto: stored.texto }
    await refusedUnchanged("flag taken off", () => post(`/cartas-laborales/${id}`, { ...writable, _method: "PUT" }), 400, withheldMessage("nss", ids))
    expect(await ok(get(`/cartas-laborales/${id}`))).toEqual(before)

    // A stored letter whose flag is off while its text names the NSS (written before the rule, or
    // straight to the table) is neither drafted nor issued, and draws no folio.
    await sqlOf(t.server, (sql) => sql`UPDATE cartas_laborales SET incluir_nss_rfc = '0' WHERE id_carta = ${id}`)
    await refusedUnchanged("a draft of a stored unflagged text", refusedPdf(`/cartas-laborales/${id}/carta`, null), 409, withheldMessage("nss", ids))
    await refusedUnchanged("issuing a stored unflagged text", refusedPdf("/emitir-carta", { id_carta: id }), 409, withheldMessage("nss", ids))
    expect((await one(`SELECT estado, folio FROM cartas_laborales WHERE id_carta = ${id}`)).folio ?? null).toBeNull()
  })

  it("prints no NSS, CURP, RFC or salary in the documents that have no flag for them", async () => {
    const printed: Array<{ readonly label: string; readonly text: string; readonly who: Subject | null }> = []
    let people = 0
    const of = async (id: unknown) => {
      people += 1
      return subject(Number(id), (157_913 + 1_107 * people) / 100)
    }

    const recognition = await one("SELECT MIN(id_reconocimiento) AS id FROM reconocimientos")
    const recognized = await one(`SELECT id_empleado FROM reconocimientos WHERE id_reconocimiento = ${Number(recognition.id)}`)
    printed.push({ label: "reconocimiento", text: await pdf("/imprimir-reconocimiento", { id_reconocimiento: Number(recognition.id) }), who: await of(recognized.id_empleado) })

    const actas = await rows("SELECT id_acta, id_empleado, sancion, estado FROM actas_administrativas ORDER BY id_acta")
    expect(actas.length).toBeGreaterThanOrEqual(4)
    for (const a of actas) {
      const who = await of(a.id_empleado)
      printed.push({ label: `acta ${String(a.estado)}`, text: await pdf(`/actas-administrativas/${String(a.id_acta)}/acta`, null), who })
      if (String(a.sancion).trim() === "RE" && a.estado !== "Borrador" && a.estado !== "Cancelada") {
        printed.push({ label: "aviso de rescisión", text: await pdf(`/actas-administrativas/${String(a.id_acta)}/aviso-rescision`, null), who })
      }
    }
    expect(printed.some((p) => p.label === "aviso de rescisión")).toBe(true)

    const open = await one("SELECT MIN(id_responsiva) AS id FROM responsivas WHERE f_devolucion IS NULL")
    const returned = await one("SELECT MIN(id_responsiva) AS id FROM responsivas WHERE f_devolucion IS NOT NULL")
    for (const [name, r, label] of [["carta-responsiva", open, "responsiva"], ["constancia-devolucion", returned, "devolución"]] as const) {
      const holder = await one(`SELECT id_empleado FROM responsivas WHERE id_responsiva = ${Number(r.id)}`)
      printed.push({ label, text: await pdf(`/responsivas/${Number(r.id)}/${name}`, null), who: await of(holder.id_empleado) })
    }

    const loan = await one("SELECT id_prestamo, id_empleado FROM prestamos ORDER BY id_prestamo")
    const borrower = await of(loan.id_empleado)
    for (const name of ["calendario", "estado-cuenta"]) printed.push({ label: name, text: await pdf(`/prestamos/${Number(loan.id_prestamo)}/${name}`, null), who: borrower })

    // The job description's own flag, incluir_ocupantes: the occupant's name only when asked, and never their data.
    const report = (incluir_ocupantes: boolean) => pdf("/reporte-descripcion-puesto", { id_empresa: 1, puestos: [seat.id_puesto], incluir_ocupantes })
    const without = await report(false)
    expect(without.includes(person.name), "a job description without its occupants names one").toBe(false)
    expectNone(without, [...identifiersOf(person), ...salaryOf(person)], "job description without occupants")
    printed.push({ label: "descripción de puesto con ocupantes", text: await report(true), who: person })
    printed.push({ label: "organigrama", text: await pdf("/organigrama-pdf", { id_centro_trabajo: seat.id_centro_trabajo, id_depto: seat.id_depto }), who: person })
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())
    printed.push({ label: "mapa de competencias", text: await pdf("/mapa-competencias-pdf", { tipo: "ORG", fecha_corte: today, agrupar: "depto", id_empresa: 1 }), who: null })

    for (const { label, text, who } of printed) {
      expectNoIdentifiers(text, label)
      if (who === null) continue
      expect(text, `${label} names its person`).toContain(who.name)
      expectNone(text, [...identifiersOf(who), ...salaryOf(who)], label)
    }
  })
})
