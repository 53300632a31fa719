import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import { referenceMessages } from "../../domain/seleccion/tablas-referencia-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL050 on both dialects (domain/seleccion/tablas-referencia-catalogues.ts): the seeded reasons'
// kinds and barred phrases, a barred phrase unique as the scanner compares it (accents and
// capitals folded) and used by the scanner at once, an offer template's text scanned, and a row
// in use deactivated rather than deleted.

describe.each(dialects)("Tablas de referencia de Selección on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Record<string, unknown>>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("starts with the four kinds of requisition reason and §6's barred phrases", async () => {
    const reasons = await rows<{ clave: string }>("SELECT DISTINCT clave FROM sel_motivos_requisicion ORDER BY clave")
    expect(reasons.map((r) => r.clave)).toEqual(["BAJA", "INCREMENTO", "PUESTO_NUEVO", "SUSTITUCION"])
    const listed = await call(t.url, "/api/sel-palabras-vetadas?por_pagina=100", { token: admin })
    expect(listed.status).toBe(200)
    const frases = JSON.stringify(listed.body)
    for (const f of ["sexo", "buena presentación", "sin hijos", "no embarazada", "complexión"]) expect(frases).toContain(f)
  })

  it("keeps a barred phrase unique as the scanner folds it, and the scanner uses a new one at once", async () => {
    const added = await post("/sel-palabras-vetadas", { frase: "Apariencia física", activo: "1" })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const before = await checksums(t.server)
    const twice = await post("/sel-palabras-vetadas", { frase: "APARIENCIA  FISICA", activo: "1" })
    expect(twice.status).toBe(409)
    expect(asError(twice).detalles).toContain(referenceMessages.fraseDuplicada)
    const empty = await post("/sel-palabras-vetadas", { frase: "…", activo: "1" })
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toContain(referenceMessages.fraseSinPalabras)
    expect(await checksums(t.server)).toEqual(before)
    const typed = await post("/validar-texto-requisicion", { texto: "Cuidar la apariencia fisica" })
    expect((typed.body as { result: { mensaje: string } }).result.mensaje).toBe(discriminatoryRequirement("Apariencia física"))
  })

  it("scans an offer template's text", async () => {
    const before = await checksums(t.server)
    const refused = await post("/sel-plantillas-oferta", { n_plantilla: "Oferta sesgada", texto: "Buscamos personas SIN HIJOS para el puesto", activo: "1" })
    expect(refused.status).toBe(400)
    expect(asError(refused).detalles).toContain(discriminatoryRequirement("sin hijos"))
    expect(await checksums(t.server)).toEqual(before)
    expect((await post("/sel-plantillas-oferta", { n_plantilla: "Oferta breve", texto: "Le ofrecemos el puesto de {{puesto}}.", activo: "1" })).status).toBe(200)
  })

  it("refuses deleting a reason a requisition names (deactivate it) and deletes one nobody uses", async () => {
    const [used] = await rows<{ id: number }>("SELECT MIN(id_motivo) AS id FROM requisiciones")
    const before = await checksums(t.server)
    const inUse = await post(`/sel-motivos-requisicion/${Number(used?.id)}`, { _method: "DELETE" })
    expect(inUse.status).toBe(409)
    expect(asError(inUse).message).toBe(messages.registroEnUsoDesactivar)
    expect(await checksums(t.server)).toEqual(before)
    const added = await post("/sel-motivos-requisicion", { n_motivo: "Baja por jubilación", clave: "BAJA", activo: "1" })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const id = (added.body as { result: { id_motivo: number } }).result.id_motivo
    expect((await post(`/sel-motivos-requisicion/${id}`, { _method: "DELETE" })).status).toBe(200)
  })
})
