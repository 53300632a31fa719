import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { documentTexts, maxBatch } from "../../domain/records/document"
import { employmentLettersEndpoints } from "../../domain/personal/cartas-laborales"
import { inflateSmallEntry, zipEntries } from "../../server/exports/zip-reader"
import { asError, call, demo, signIn } from "./support/http"
import { createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// A record's printed documents from its descriptor, on Cartas laborales (document "carta") and
// Responsivas, on both dialects, for what the generated suite (tests/api/support/
// records-generated-flow.ts: every document prints naming its record, 409 with its reason
// outside its states, a batch zip of one PDF per record) does not check: the endpoint prints a
// request as a draft and an issued letter as issued (the PDF read back), answers 403 to a user
// without the document's key, 404 for no record; a batch checks every record before it starts (403 outside the caller's centres, 404,
// 400 for an empty, repeated or oversized list), reports its progress to the user who started it
// only, and gives one zip with one PDF per letter, each read back.

type Row = Record<string, unknown>

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ")

describe.each(dialects)("Documentos de un registro on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let noKey = ""
  let scoped = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const one = async (query: string) => (await sqlOf(t.server, (sql) => sql.unsafe<Row>(query)))[0] ?? {}
  const fetchBytes = async (path: string, token = admin) => {
    const answer = await fetch(`${t.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })
    return { status: answer.status, type: answer.headers.get("content-type"), disposition: answer.headers.get("content-disposition") ?? "", bytes: new Uint8Array(await answer.arrayBuffer()) }
  }
  const nameOf = async (id: number) => String((await one(`SELECT nombre || ' ' || apellido_paterno AS n FROM empleados WHERE id_empleado = ${id}`)).n)
  const letters: Array<{ id: number; person: number }> = []
  let otherCompanyLetter = 0

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "sin-cartas@demo.mx", password: "Sin.Cartas-2026", group: "SINCARTAS", keys: ["GP100"], role: "EMPRESA1" })
    noKey = (await signIn(t.url, "sin-cartas@demo.mx", "Sin.Cartas-2026")).token
    await createUser(t.server, { email: "cartas-e1@demo.mx", password: "Cartas.E1-2026", group: "CARTASE1", keys: ["GP210"], role: "EMPRESA1" })
    scoped = (await signIn(t.url, "cartas-e1@demo.mx", "Cartas.E1-2026")).token
    const tipo = Number((await one("SELECT MIN(id_tipo_carta) AS id FROM tipos_carta WHERE clase_carta = 'CL' AND plantilla NOT LIKE '%{salario%'")).id)
    const people = (await sqlOf(t.server, (sql) => sql.unsafe<Row>("SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1' ORDER BY id_empleado LIMIT 4"))).map((r) => Number(r.id_empleado))
    const signer = people[3] ?? 0
    for (const person of people.slice(0, 3)) {
      const created = await post("/cartas-laborales", { id_empleado: person, id_tipo_carta: tipo, id_firmante: signer, f_solicitud: null, dirigido_a: null, incluir_salario: "0", incluir_nss_rfc: "0", texto: null })
      expect(created.status, JSON.stringify(created.body)).toBe(200)
      letters.push({ id: Number((created.body as { result: Row }).result.id_carta), person })
    }
    // The second one is issued: it prints with its folio.
    const issued = await fetch(`${t.url}/api/emitir-carta`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify({ id_carta: letters[1]?.id }) })
    expect(issued.status).toBe(200)
    const [person2, signer2] = (await sqlOf(t.server, (sql) => sql.unsafe<Row>("SELECT id_empleado FROM empleados WHERE id_empresa = 2 AND activo = '1' ORDER BY id_empleado LIMIT 2"))).map((r) => Number(r.id_empleado))
    const other = await post("/cartas-laborales", { id_empleado: person2, id_tipo_carta: tipo, id_firmante: signer2, f_solicitud: null, dirigido_a: null, incluir_salario: "0", incluir_nss_rfc: "0", texto: null })
    expect(other.status, JSON.stringify(other.body)).toBe(200)
    otherCompanyLetter = Number((other.body as { result: Row }).result.id_carta)
  })

  it("declares the letter's document in the contract: GET /cartas-laborales/:id/carta and its batch", () => {
    const carta = employmentLettersEndpoints.documents.carta
    expect(carta?.print.path).toBe("/cartas-laborales/:id/carta")
    expect(carta?.print.method).toBe("GET")
    expect(carta?.batch?.path).toBe("/lote-cartas-laborales/carta")
  })

  it("prints a request as a draft and an issued letter with its folio; the text reads back", async () => {
    const [draft, issued] = letters
    const d = await fetchBytes(`/cartas-laborales/${draft?.id}/carta`)
    expect(d.status).toBe(200)
    expect(d.type).toBe("application/pdf")
    const draftText = await textOf(d.bytes)
    expect(draftText).toContain(await nameOf(draft?.person ?? 0))
    expect(draftText).toContain("Borrador sin validez")
    expect(d.disposition).toContain("(borrador)")
    const folio = String((await one(`SELECT folio FROM cartas_laborales WHERE id_carta = ${issued?.id}`)).folio)
    const i = await fetchBytes(`/cartas-laborales/${issued?.id}/carta`)
    expect(i.status).toBe(200)
    const issuedText = await textOf(i.bytes)
    expect(issuedText).toContain(await nameOf(issued?.person ?? 0))
    expect(issuedText).toContain(`Documento con folio ${folio}`)
    expect(decodeURIComponent(i.disposition)).toContain(folio)
  })

  it("refuses without the document's key (403), outside the caller's centres (403) and for no record (404)", async () => {
    expect((await fetchBytes(`/cartas-laborales/${letters[0]?.id}/carta`, noKey)).status).toBe(403)
    expect((await fetchBytes(`/cartas-laborales/${otherCompanyLetter}/carta`, scoped)).status).toBe(403)
    expect((await fetchBytes("/cartas-laborales/999999/carta")).status).toBe(404)
    expect((await fetchBytes("/cartas-laborales/abc/carta")).status).toBe(404)
    expect((await post("/lote-cartas-laborales/carta", { ids: [String(letters[0]?.id)] }, noKey)).status).toBe(403)
    // GP210 is not GP180: the letters' user prints no responsiva.
    const open = Number((await one("SELECT MIN(id_responsiva) AS id FROM responsivas WHERE f_devolucion IS NULL")).id)
    expect((await fetchBytes(`/responsivas/${open}/carta-responsiva`, scoped)).status).toBe(403)
  })

  it("checks a batch before it starts: empty, repeated, too many, unknown, outside the centres", async () => {
    const empty = await post("/lote-cartas-laborales/carta", { ids: [] })
    expect(empty.status).toBe(400)
    expect([asError(empty).message, ...(asError(empty).detalles ?? [])]).toContain(documentTexts.loteVacio)
    const twice = await post("/lote-cartas-laborales/carta", { ids: ["1", "1"] })
    expect(twice.status).toBe(400)
    expect(asError(twice).detalles ?? []).toContain(documentTexts.loteRepetido)
    expect((await post("/lote-cartas-laborales/carta", { ids: Array.from({ length: maxBatch + 1 }, (_, i) => String(i + 1)) })).status).toBe(400)
    expect((await post("/lote-cartas-laborales/carta", { ids: [String(letters[0]?.id), "999999"] })).status).toBe(404)
    expect((await post("/lote-cartas-laborales/carta", { ids: [String(letters[0]?.id), String(otherCompanyLetter)] }, scoped)).status).toBe(403)
  })

  it("makes one zip of many letters off the request, with progress for its owner only", async () => {
    const ids = letters.map((l) => String(l.id))
    const started = await post("/lote-cartas-laborales/carta", { ids })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const job = (started.body as { result: { trabajo: string; total: number; estado: string } }).result
    expect(job.total).toBe(3)
    // Another user does not see it.
    expect((await get(`/lotes-documentos/${job.trabajo}`, scoped)).status).toBe(404)
    let status = job.estado
    let hechos = 0
    while (status === "en_proceso") {
      const polled = await get(`/lotes-documentos/${job.trabajo}`)
      expect(polled.status).toBe(200)
      const r = (polled.body as { result: { estado: string; hechos: number; mensaje: string | null } }).result
      expect(r.hechos).toBeGreaterThanOrEqual(hechos)
      hechos = r.hechos
      status = r.estado
    }
    expect(status).toBe("listo")
    expect((await fetchBytes(`/lotes-documentos/${job.trabajo}/archivo`, scoped)).status).toBe(404)
    const zip = await fetchBytes(`/lotes-documentos/${job.trabajo}/archivo`)
    expect(zip.status).toBe(200)
    expect(zip.type).toBe("application/zip")
    const buffer = Buffer.from(zip.bytes)
    const entries = [...zipEntries(buffer).values()]
    expect(entries).toHaveLength(3)
    expect(entries.every((e) => e.name.endsWith(".pdf"))).toBe(true)
    const folio = String((await one(`SELECT folio FROM cartas_laborales WHERE id_carta = ${letters[1]?.id}`)).folio)
    expect(entries.some((e) => e.name.includes(folio))).toBe(true)
    // Two drafts of the same type get distinct names.
    expect(new Set(entries.map((e) => e.name)).size).toBe(3)
    const texts = await Promise.all(entries.map(async (e) => textOf(new Uint8Array(await inflateSmallEntry(buffer, e, { remaining: 50_000_000 }, 50_000_000)))))
    for (const letter of letters) expect(texts.some((text) => text.includes(letter.person === letters[1]?.person ? `Documento con folio ${folio}` : "Borrador sin validez"))).toBe(true)
    for (const letter of letters) {
      const name = await nameOf(letter.person)
      expect(texts.some((text) => text.includes(name)), name).toBe(true)
    }
  })

  it("answers 404 for a batch that does not exist, 400 for an id that cannot be one", async () => {
    expect((await get("/lotes-documentos/00000000-0000-0000-0000-000000000000")).status).toBe(404)
    expect((await get("/lotes-documentos/no-es-un-trabajo")).status).toBe(400)
  })
})
