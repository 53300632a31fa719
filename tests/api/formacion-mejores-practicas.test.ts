import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { practiceMessages } from "../../domain/formacion/mejores-practicas-vocabulary"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Mejores prácticas (FOR320) on both dialects: refusals with their messages and nothing saved; a
// practice through Borrador → En revisión → Publicada → Replicada and another to Rechazada; once
// published only its follow-up changes; the MP calls (get-catalogo-mp, get-tabla-mp, get-mp-ig,
// get-mp-resultados, get-mp-seguimiento) and print-mp read back.

type Body = Record<string, unknown>

describe.each(dialects)("Mejores prácticas on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }
  let people: ReadonlyArray<number> = []
  const practice = (extra: Body = {}): Body => ({
    titulo: "Orden y limpieza 5S en almacén",
    id_empleado: people[0],
    integrantes: [{ id_empleado: people[1] }],
    id_categoria: "PROD",
    id_depto: null,
    id_proyecto_formacion: null,
    problema: "Se perdían 20 minutos por turno buscando herramienta.",
    situacion_actual: null,
    objetivo: "Encontrar cualquier herramienta en menos de un minuto.",
    f_inicio: "2026-09-01",
    resultados: [{ indicador: "Minutos de búsqueda por turno", unidad: "minutos", valor_antes: 20, valor_despues: 2, ahorro_anual: 48_000, beneficio_cualitativo: null }],
    seguimiento: [],
    ...extra,
  })
  const created = async (body: Body): Promise<Body> => {
    const answer = await post("/mejores-practicas", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const fire = (id: unknown, transition: string, body: Body = {}) => post(`/mejores-practicas/${String(id)}/${transition}`, body)

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [room] = await rows<{ id_centro_trabajo: number }>("SELECT id_centro_trabajo FROM sedes WHERE id_sede = 'AULA1'")
    people = (await rows<{ id_empleado: number }>(`SELECT id_empleado FROM empleados WHERE activo = '1' AND id_centro_trabajo = ${Number(room?.id_centro_trabajo)} ORDER BY id_empleado LIMIT 3`)).map((p) => Number(p.id_empleado))
  })

  it("refuses a practice without its title, problem or objective, and a send to review without results", async () => {
    const missing = await refusedUnchanged(400, () => post("/mejores-practicas", practice({ titulo: "", problema: "", objetivo: "" })))
    const text = JSON.stringify(asError(missing))
    expect(text).toContain(practiceMessages.titulo)
    expect(text).toContain(practiceMessages.problema)
    expect(text).toContain(practiceMessages.objetivo)
    const stored = await created(practice({ resultados: [] }))
    const refused = await refusedUnchanged(409, () => fire(stored.id_proyecto, "enviar-revision"))
    expect(asError(refused).message).toBe(practiceMessages.sinResultados)
  })

  it("moves a practice to review, publishes it, takes follow-up only, and marks it replicated; another is rejected with its reason", async () => {
    const stored = await created(practice())
    const id = stored.id_proyecto
    expect(Number(stored.ahorro_anual)).toBe(48_000)
    expect((await fire(id, "enviar-revision")).status).toBe(200)
    const inReview = await refusedUnchanged(409, () => post(`/mejores-practicas/${String(id)}`, { ...practice(), _method: "PUT" }))
    expect(asError(inReview).message).toBe(practiceMessages.inmutable)
    expect((await fire(id, "publicar")).status).toBe(200)
    const retitled = await refusedUnchanged(409, () => post(`/mejores-practicas/${String(id)}`, { ...practice({ titulo: "Otro título" }), _method: "PUT" }))
    expect(asError(retitled).message).toBe(practiceMessages.soloSeguimiento)
    const followed = await post(`/mejores-practicas/${String(id)}`, {
      ...practice({ seguimiento: [{ fecha: "2026-10-01", avance: 60, comentario: "Tableros de sombra en dos pasillos", evidencia: "Fotos" }] }),
      _method: "PUT",
    })
    expect(followed.status, JSON.stringify(followed.body)).toBe(200)
    const noPlace = await refusedUnchanged(400, () => fire(id, "replicar", { replicada_en: "" }))
    expect(JSON.stringify(asError(noPlace))).toContain(practiceMessages.replicadaEn)
    const replicated = await fire(id, "replicar", { replicada_en: "Almacén de Monterrey" })
    expect(replicated.status, JSON.stringify(replicated.body)).toBe(200)
    expect((replicated.body as { result: Body }).result.estado).toBe("Replicada")

    const other = await created(practice({ titulo: "Práctica a rechazar" }))
    expect((await fire(other.id_proyecto, "enviar-revision")).status).toBe(200)
    const noReason = await refusedUnchanged(400, () => fire(other.id_proyecto, "rechazar", { motivo_rechazo: "" }))
    expect(JSON.stringify(asError(noReason))).toContain(practiceMessages.motivoRechazo)
    const rejected = await fire(other.id_proyecto, "rechazar", { motivo_rechazo: "No se midió el antes" })
    expect((rejected.body as { result: Body }).result.estado).toBe("Rechazada")
    const outOfTurn = await refusedUnchanged(409, () => fire(other.id_proyecto, "publicar"))
    expect(asError(outOfTurn).message).toBe(practiceMessages.noPublicable)
  })

  it("answers the MP calls and prints the practice", async () => {
    const stored = await created(practice({ seguimiento: [{ fecha: "2026-09-15", avance: 30, comentario: "Arranque", evidencia: null }] }))
    const id = Number(stored.id_proyecto)
    const catalog = await post("/get-catalogo-mp", {})
    expect(catalog.status, JSON.stringify(catalog.body)).toBe(200)
    const { categorias, estados } = (catalog.body as { result: { categorias: ReadonlyArray<{ id_categoria: string }>; estados: ReadonlyArray<string> } }).result
    expect(categorias.map((c) => c.id_categoria)).toContain("PROD")
    expect(estados).toEqual(["Borrador", "En revisión", "Publicada", "Replicada", "Rechazada"])
    const tableAnswer = await post("/get-tabla-mp", { estado: "Borrador" })
    expect(tableAnswer.status, JSON.stringify(tableAnswer.body)).toBe(200)
    const table = tableAnswer.body as { result: ReadonlyArray<Body> }
    expect(table.result.find((r) => r.id_proyecto === id)?.ahorro_anual).toBe(48_000)
    const ig = (await post("/get-mp-ig", { id_proyecto: id })).body as { result: Body }
    expect(ig.result.titulo).toBe("Orden y limpieza 5S en almacén")
    expect(ig.result.integrantes).toEqual([people[1]])
    const results = (await post("/get-mp-resultados", { id_proyecto: id })).body as { result: { resultados: ReadonlyArray<Body>; ahorro_anual: number } }
    expect(results.result.ahorro_anual).toBe(48_000)
    expect(results.result.resultados[0]?.valor_antes).toBe(20)
    const follow = (await post("/get-mp-seguimiento", { id_proyecto: id })).body as { result: { seguimiento: ReadonlyArray<Body> } }
    expect(follow.result.seguimiento[0]?.avance).toBe(30)
    expect((await post("/get-mp-ig", { id_proyecto: 999_999 })).status).toBe(404)
    const pdf = await call(t.url, "/api/print-mp", { token: admin, body: { id_proyecto: id, id_empleado: people[0] } })
    expect(pdf.status, JSON.stringify(pdf.body).slice(0, 300)).toBe(200)
    const outsider = await refusedUnchanged(400, () => post("/print-mp", { id_proyecto: id, id_empleado: people[2] }))
    expect(JSON.stringify(asError(outsider))).toContain("El colaborador no es el responsable ni un integrante de la práctica")
    const bytes = new Uint8Array(await (await fetch(`${t.url}/api/print-mp`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify({ id_proyecto: id }) })).arrayBuffer())
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true })
    expect(text).toContain("Orden y limpieza 5S en almacén")
    expect(text).toContain("Minutos de búsqueda")
    expect(text).toContain("$48,000.00")
    expect(text).toContain("BORRADOR")
  })
})
