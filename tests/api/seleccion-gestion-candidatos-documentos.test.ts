import { beforeAll, describe, expect, it } from "vitest"
import { candidateMessages } from "../../domain/personal/candidatos"
import { candidateDocumentMaxBytes, candidateDocumentMessages as m } from "../../domain/seleccion/gestion-candidatos-documentos-api"
import { candidateRecordMessages } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { messages } from "../../domain/messages"
import { simplePdf } from "../../server/seed/demo-cv"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// A candidate's documents in Gestión de candidatos (SEL200) on both dialects: a PDF and an image
// uploaded with their kind and description are listed and downloaded back byte for byte (the
// image as the PNG it was encoded again to) and deleted one by one; a text named .pdf, a header
// pasted on other bytes, more than the limit, an unknown kind or no description is refused with
// its Spanish message and nothing is stored; an anonymised or hired candidate's documents are not
// changed; outside the caller's companies every call is a 403, and without SEL200 each is too.
// "Ver CV" (the GP220 CV's download) answers a holder of SEL200 as well, within the same scope.

type Body = Record<string, unknown>
type Doc = { readonly id_documento: number; readonly tipo_documento: string; readonly descripcion: string; readonly formato: string; readonly version: string; readonly tamano: number; readonly f_alta: string }

const pdf = simplePdf("Comprobante de estudios", ["Licenciatura en Contaduría", "Universidad de Guanajuato"])
const watched = ["sel_candidatos_documentos", "candidatos"]

describe.each(dialects)("A candidate's documents on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens = { admin: "", narrow: "", gp220: "", sel200: "", none: "" }
  let source = 0
  /** A candidate of the second company, whom the EMPRESA1 role does not see. */
  let candidate = 0

  const post = (path: string, body: unknown, token = tokens.admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = tokens.admin) => call(t.url, `/api${path}`, { token, method: "GET" })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const upload = async (id: number, bytes: Uint8Array, fields: { tipo_documento?: string; descripcion?: string }, type = "application/pdf", name = "documento.pdf", token = tokens.admin) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(bytes)], { type }), name)
    for (const [k, v] of Object.entries(fields)) form.append(k, v)
    const response = await fetch(`${t.url}/api/subir-documento-candidato/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as unknown }
  }
  const list = async (id: number, token = tokens.admin) => get(`/documentos-candidato?id_candidato=${id}`, token)
  const docsOf = async (id: number) => (await list(id)).body as { result: ReadonlyArray<Doc> }
  const download = (id: number, version: string, token = tokens.admin) => fetch(`${t.url}/api/documento-candidato/${id}/${version}`, { headers: { authorization: `Bearer ${token}` } })
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server)
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])], label).toContain(message)
    const after = await checksums(t.server)
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }
  const newCandidate = async (email: string, extra: Body = {}) => {
    const created = await post("/gestion-candidatos", {
      id_empresa: 2,
      id_puesto_interes: null,
      nombre: "Paola",
      apellido_paterno: "Guerrero",
      apellido_materno: null,
      email,
      telefono: null,
      curp: null,
      f_nacimiento: null,
      id_escolaridad: null,
      pretension_salarial: null,
      id_fuente: source,
      estado: "Nuevo",
      consentimiento_privacidad: "1",
      observaciones: null,
      experiencia: [],
      educacion: [],
      ...extra,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return Number((created.body as { result: Body }).result.id_candidato)
  }

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const users = [
      ["narrow", ["SEL200"], "EMPRESA1"],
      ["gp220", ["GP220"], "GLOBAL"],
      ["sel200", ["SEL200"], "GLOBAL"],
      ["none", ["GP100"], "GLOBAL"],
    ] as const
    for (const [who, keys, role] of users) {
      const email = `docs.${who}@prueba.mx`
      await createUser(t.server, { email, password: "Prueba.Docs-2026", group: `DOCS_${who.toUpperCase()}`, keys, role })
      tokens[who] = (await signIn(t.url, email, "Prueba.Docs-2026")).token
    }
    const [s] = await rows<{ id: number }>("SELECT MIN(id_fuente) AS id FROM sel_fuentes WHERE activo = '1'")
    source = Number(s?.id)
    candidate = await newCandidate(`paola.guerrero.${dialect.toLowerCase()}@correo.mx`)
  })

  it("uploads a PDF and an image with their kind and description, lists them and gives the bytes back", async () => {
    await rows(`UPDATE candidatos SET f_ultima_actividad = '2020-01-01' WHERE id_candidato = ${candidate}`)
    const uploaded = await upload(candidate, pdf, { tipo_documento: "estudios", descripcion: "  Título de licenciatura  " })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect((uploaded.body as { message: string }).message).toBe(m.guardado)
    const doc = (uploaded.body as { result: Doc }).result
    expect(doc).toMatchObject({ tipo_documento: "estudios", descripcion: "Título de licenciatura", formato: "application/pdf", tamano: pdf.length })
    expect(doc.version).toMatch(/^[0-9a-f]{16}$/)
    expect(doc.f_alta).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // Uploading is activity: the inactivity job counts from today.
    const [touched] = await rows<{ f: string }>(`SELECT f_ultima_actividad AS f FROM candidatos WHERE id_candidato = ${candidate}`)
    expect(String(touched?.f)).not.toContain("2020")

    const image = await upload(candidate, pngImage(), { tipo_documento: "identificacion", descripcion: "INE por ambos lados" }, "image/png", "ine.png")
    expect(image.status, JSON.stringify(image.body)).toBe(200)
    const png = (image.body as { result: Doc }).result

    const listed = await docsOf(candidate)
    expect(listed.result.map((d) => [d.id_documento, d.tipo_documento, d.formato])).toEqual([
      [doc.id_documento, "estudios", "application/pdf"],
      [png.id_documento, "identificacion", "image/png"],
    ])
    const file = await download(candidate, doc.version)
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf)
    const picture = await download(candidate, png.version)
    expect(picture.headers.get("content-type")).toBe("image/png")
    expect(Buffer.from(await picture.arrayBuffer()).length).toBe(png.tamano)
    expect((await download(candidate, "0123456789abcdef")).status).toBe(404)
  })

  it("refuses what is no PDF nor image, a fake PDF, too big, an unknown kind and no description, storing nothing", async () => {
    const fields = { tipo_documento: "otro", descripcion: "Carta" }
    await refusedUnchanged("a text named .pdf", () => upload(candidate, Buffer.from("no soy un PDF\n".repeat(10)), fields), 415, m.noValido)
    // A PDF's header on bytes that have no PDF's structure (no trailer pointing at a cross-reference).
    const fake = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(200, 0x41), Buffer.from("\n%%EOF\n")])
    await refusedUnchanged("a header pasted on other bytes", () => upload(candidate, fake, fields), 415, m.noValido)
    const big = Buffer.alloc(candidateDocumentMaxBytes + 1024, 0x20)
    pdf.copy(big)
    await refusedUnchanged("more than the limit", () => upload(candidate, big, fields), 413, m.grande)
    await refusedUnchanged("an unknown kind", () => upload(candidate, pdf, { tipo_documento: "pasaporte", descripcion: "Pasaporte" }), 400, m.tipo)
    await refusedUnchanged("a blank description", () => upload(candidate, pdf, { tipo_documento: "otro", descripcion: "   " }), 400, m.descripcion)
    await refusedUnchanged("a description too long", () => upload(candidate, pdf, { tipo_documento: "otro", descripcion: "x".repeat(101) }), 400, m.descripcionLarga)
    await refusedUnchanged("a candidate that does not exist", () => upload(999_999, pdf, fields), 404, m.inexistente)
  })

  it("deletes a document: gone from the list and from its download; a second time is a 404", async () => {
    const uploaded = await upload(candidate, pdf, { tipo_documento: "otro", descripcion: "Para borrar" })
    const doc = (uploaded.body as { result: Doc }).result
    const before = (await docsOf(candidate)).result.length
    const deleted = await post("/eliminar-documento-candidato", { id_candidato: candidate, id_documento: doc.id_documento })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect((deleted.body as { message: string }).message).toBe(m.eliminado)
    expect((await docsOf(candidate)).result).toHaveLength(before - 1)
    // The same bytes are still the first document's: the version names them, not the row.
    expect((await download(candidate, doc.version)).status).toBe(200)
    await refusedUnchanged("the same document again", () => post("/eliminar-documento-candidato", { id_candidato: candidate, id_documento: doc.id_documento }), 404, m.noEncontrado)
  })

  it("keeps a hired or anonymised candidate's documents as they are", async () => {
    const hired = await newCandidate(`contratada.${dialect.toLowerCase()}@correo.mx`)
    const kept = (await upload(hired, pdf, { tipo_documento: "cv", descripcion: "CV" })).body as { result: Doc }
    await rows(`UPDATE candidatos SET estado = 'Contratado' WHERE id_candidato = ${hired}`)
    await refusedUnchanged("an upload for a hired candidate", () => upload(hired, pdf, { tipo_documento: "otro", descripcion: "Otro" }), 409, candidateMessages.contratado)
    await refusedUnchanged("a deletion for a hired candidate", () => post("/eliminar-documento-candidato", { id_candidato: hired, id_documento: kept.result.id_documento }), 409, candidateMessages.contratado)
    expect((await docsOf(hired)).result).toHaveLength(1)
    await rows(`UPDATE candidatos SET estado = 'Nuevo', anonimizado = '1' WHERE id_candidato = ${hired}`)
    await refusedUnchanged("an upload for an anonymised candidate", () => upload(hired, pdf, { tipo_documento: "otro", descripcion: "Otro" }), 409, candidateRecordMessages.anonimizado)
  })

  it("answers 403 outside the caller's companies and without SEL200, changing nothing", async () => {
    const [doc] = (await docsOf(candidate)).result
    if (doc === undefined) throw new Error("the candidate has no document")
    for (const [who, token] of [
      ["outside the role", tokens.narrow],
      ["without SEL200", tokens.gp220],
    ] as const) {
      await refusedUnchanged(`an upload ${who}`, () => upload(candidate, pdf, { tipo_documento: "otro", descripcion: "Ajeno" }, "application/pdf", "a.pdf", token), 403, messages.sinPermiso)
      await refusedUnchanged(`a deletion ${who}`, () => post("/eliminar-documento-candidato", { id_candidato: candidate, id_documento: doc.id_documento }, token), 403, messages.sinPermiso)
      expect((await list(candidate, token)).status, `the list ${who}`).toBe(403)
      expect((await download(candidate, doc.version, token)).status, `the download ${who}`).toBe(403)
    }
    // The EMPRESA1 role reaches its own company's candidates.
    const own = await newCandidate(`propia.${dialect.toLowerCase()}@correo.mx`, { id_empresa: 1 })
    expect((await list(own, tokens.narrow)).status).toBe(200)
  })

  it("gives the CV to a holder of SEL200 as to one of GP220, within the caller's companies", async () => {
    const [withCv] = await rows<{ id_candidato: number; cv: string }>("SELECT id_candidato, cv FROM candidatos WHERE cv IS NOT NULL AND id_empresa = 2 ORDER BY id_candidato")
    if (withCv === undefined) throw new Error("the demo has no CV in the second company")
    const path = `${t.url}/api/cv-candidato/${withCv.id_candidato}/${withCv.cv}`
    const ask = (token: string) => fetch(path, { headers: { authorization: `Bearer ${token}` } })
    const [stored] = await rows<{ datos: Uint8Array }>(`SELECT datos FROM candidatos_cv WHERE id_candidato = ${withCv.id_candidato} AND version = '${withCv.cv}'`)
    for (const token of [tokens.sel200, tokens.gp220]) {
      const cv = await ask(token)
      expect(cv.status).toBe(200)
      expect(cv.headers.get("content-type")).toBe("application/pdf")
      expect(Buffer.from(await cv.arrayBuffer())).toEqual(Buffer.from(stored?.datos ?? new Uint8Array()))
    }
    expect((await ask(tokens.narrow)).status).toBe(403)
    expect((await ask(tokens.none)).status).toBe(403)
  })
})
