import { beforeAll, describe, expect, it } from "vitest"
import { candidateMessages } from "../../domain/personal/candidatos"
import { candidateRecordMessages } from "../../domain/seleccion/gestion-candidatos-vocabulary"
import { anonymizeInactiveCandidates, monthsBefore } from "../../server/seleccion/gestion-candidatos-job"
import { simplePdf } from "../../server/seed/demo-cv"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL200 Gestión de candidatos on both dialects: a candidate is stored only with the privacy
// consent, whose day is recorded; a CURP or e-mail already in the pool is refused; experience and
// education rows round-trip; the list says how many vacancies each is in; anonymising erases the
// person for good (their documents too) and is refused while they are in an open process; the
// daily job anonymises those inactive for 12 months, documents and all; the profile catalogues
// answer id and name. Refusals change nothing.

type Body = Record<string, unknown>

describe.each(dialects)("Gestión de candidatos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let source = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token, method: "GET" })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const all = () => checksums(t.server)
  /** Hands the candidate a document (SEL200's upload), so anonymising has one to erase. */
  const withDocument = async (id: number) => {
    const form = new FormData()
    form.append("file", new Blob([Uint8Array.from(simplePdf("Identificación", ["INE"]))], { type: "application/pdf" }), "ine.pdf")
    form.append("tipo_documento", "identificacion")
    form.append("descripcion", "INE vigente")
    const response = await fetch(`${t.url}/api/subir-documento-candidato/${id}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
    expect(response.status, await response.clone().text()).toBe(200)
  }
  const documentsOf = async (id: number) => (await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM sel_candidatos_documentos WHERE id_candidato = ${id}`)).map((r) => Number(r.n))[0]
  const body = (email: string, extra: Body = {}) => ({
    id_empresa: 1,
    id_puesto_interes: null,
    nombre: "Lucía",
    apellido_paterno: "Herrera",
    apellido_materno: null,
    email,
    telefono: null,
    curp: null,
    f_nacimiento: null,
    id_escolaridad: null,
    pretension_salarial: 15000,
    id_fuente: source,
    estado: "Nuevo",
    consentimiento_privacidad: "1",
    observaciones: null,
    experiencia: [{ empresa: "Comercial del Bajío", puesto: "Auxiliar contable", f_inicio: "2020-01-15", f_fin: "2023-06-30", funciones: "Conciliaciones" }],
    educacion: [{ id_escolaridad: null, institucion: "Universidad de Guanajuato", titulo: "Contaduría", f_inicio: "2015-08-01", f_fin: "2019-06-30", concluido: "1" }],
    ...extra,
  })

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [s] = await rows<{ id: number }>("SELECT MIN(id_fuente) AS id FROM sel_fuentes WHERE activo = '1'")
    source = Number(s?.id)
  })

  it("stores a candidate with the consent's day, the rows and the source's GP220 code", async () => {
    const created = await post("/gestion-candidatos", body(`lucia.${dialect.toLowerCase()}@correo.mx`))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const record = resultOf(created)
    expect(record).toMatchObject({ consentimiento_privacidad: "1", anonimizado: "0", vacantes_asignadas: 0 })
    expect(record.f_consentimiento).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(record.f_ultima_actividad).toBe(record.f_consentimiento)
    expect(record.experiencia).toEqual([expect.objectContaining({ empresa: "Comercial del Bajío", f_fin: "2023-06-30" })])
    expect(record.educacion).toEqual([expect.objectContaining({ institucion: "Universidad de Guanajuato", concluido: "1" })])
    const [stored] = await rows<{ fuente: string; gp: string }>(
      `SELECT c.fuente, f.fuente_gp220 AS gp FROM candidatos c JOIN sel_fuentes f ON f.id_fuente = c.id_fuente WHERE c.id_candidato = ${Number(record.id_candidato)}`,
    )
    expect(stored?.fuente).toBe(stored?.gp)
  })

  it("refuses no consent, a duplicate e-mail in another case and an end before its start, changing nothing", async () => {
    const before = await all()
    const noConsent = await post("/gestion-candidatos", body(`sin.consentimiento.${dialect.toLowerCase()}@correo.mx`, { consentimiento_privacidad: "0" }))
    expect(noConsent.status).toBe(400)
    expect(asError(noConsent).detalles).toContain(candidateRecordMessages.consentimiento)
    const duplicate = await post("/gestion-candidatos", body(`LUCIA.${dialect.toUpperCase()}@CORREO.MX`))
    expect(duplicate.status).toBe(409)
    expect(asError(duplicate).message).toBe(candidateMessages.duplicado)
    const backwards = await post(
      "/gestion-candidatos",
      body(`fechas.${dialect.toLowerCase()}@correo.mx`, { experiencia: [{ empresa: "X", puesto: "Y", f_inicio: "2024-01-01", f_fin: "2023-01-01", funciones: null }] }),
    )
    expect(backwards.status).toBe(400)
    expect(asError(backwards).detalles).toContain(candidateRecordMessages.finAntes)
    expect(await all()).toEqual(before)
  })

  it("counts the vacancies a candidate is in and refuses to anonymise one in an open process", async () => {
    const [joaquin] = await rows<{ id: number }>("SELECT id_candidato AS id FROM candidatos WHERE email = 'joaquin.ibarra@correo.mx'")
    const id = Number(joaquin?.id)
    const read = resultOf(await get(`/gestion-candidatos/${id}`))
    expect(read.vacantes_asignadas).toBe(1)
    const before = await all()
    const refused = await post("/anonimizar-candidato", { id_candidato: id })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(candidateRecordMessages.enProceso)
    expect(await all()).toEqual(before)
  })

  it("anonymises a candidate for good: a second time and any edit are refused", async () => {
    const created = resultOf(await post("/gestion-candidatos", body(`borrar.${dialect.toLowerCase()}@correo.mx`, { nombre: "Julia" })))
    const id = Number(created.id_candidato)
    await withDocument(id)
    expect(await documentsOf(id)).toBe(1)
    const done = await post("/anonimizar-candidato", { id_candidato: id })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const read = resultOf(await get(`/gestion-candidatos/${id}`))
    expect(read).toMatchObject({ n_candidato: "Candidato Anonimizado", anonimizado: "1", telefono: null, curp: null, experiencia: [], educacion: [] })
    expect(String(read.email)).not.toContain("borrar")
    expect(await documentsOf(id)).toBe(0)
    const before = await all()
    expect((await post("/anonimizar-candidato", { id_candidato: id })).status).toBe(409)
    const edit = await post(`/gestion-candidatos/${id}`, { _method: "PUT", ...body(`otra.${dialect.toLowerCase()}@correo.mx`) })
    expect(edit.status).toBe(409)
    expect(asError(edit).message).toBe(candidateRecordMessages.anonimizado)
    expect(await all()).toEqual(before)
  })

  it("anonymises in its daily pass only those inactive for 12 months and free of any open process", async () => {
    expect(monthsBefore("2026-11-30", 12)).toBe("2025-11-30")
    expect(monthsBefore("2024-02-29", 12)).toBe("2023-02-28")
    const stale = resultOf(await post("/gestion-candidatos", body(`inactivo.${dialect.toLowerCase()}@correo.mx`, { nombre: "Octavio" })))
    await withDocument(Number(stale.id_candidato))
    await exec(`UPDATE candidatos SET f_ultima_actividad = '2020-01-01' WHERE id_candidato = ${Number(stale.id_candidato)}`)
    // Joaquín is in an open vacancy: however old his activity, he stays.
    await exec("UPDATE candidatos SET f_ultima_actividad = '2020-01-01' WHERE email = 'joaquin.ibarra@correo.mx'")
    await t.server.run(anonymizeInactiveCandidates)
    const states = await rows<{ email: string; anonimizado: string }>(
      `SELECT email, anonimizado FROM candidatos WHERE id_candidato = ${Number(stale.id_candidato)} OR email = 'joaquin.ibarra@correo.mx'`,
    )
    expect(states.find((s) => s.email === "joaquin.ibarra@correo.mx")?.anonimizado).toBe("0")
    expect(states.filter((s) => s.anonimizado === "1")).toHaveLength(1)
    expect(await documentsOf(Number(stale.id_candidato))).toBe(0)
  })

  it("answers the profile's job-board catalogues as id and name, and refuses an unknown one", async () => {
    const schools = await post("/get-catalogo-trabajo-candidato", { catalogo: "escolaridades" })
    expect(schools.status).toBe(200)
    expect((schools.body as { result: ReadonlyArray<Body> }).result[0]).toEqual(expect.objectContaining({ id: expect.any(Number), nombre: expect.any(String), id_padre: null }))
    const states = (await post("/get-catalogo-trabajo-candidato", { catalogo: "estados" })).body as { result: ReadonlyArray<Body> }
    expect(states.result.every((s) => typeof s.id_padre === "number")).toBe(true)
    const sexes = await post("/get-catalogo-trabajo-candidato", { catalogo: "sexos" })
    expect(sexes.status).toBe(400)
  })
})
