import { beforeAll, describe, expect, it } from "vitest"
import { pipelineMessages } from "../../domain/seleccion/asignacion-candidatos-api"
import { vacancyMessages } from "../../domain/seleccion/vacantes-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL160 Vacantes and SEL250 Asignación de candidatos on both dialects: a vacancy opens from an
// authorized requisition (one vigente per requisition, its position still free, no barred
// phrase in any casing or accents, the job board only when connected); candidates are assigned
// once, moved through the process without skipping a mandatory stage, discarded with a reason,
// reopened with a comment in the history; two recruiters moving one card at once have one
// winner; the total score follows the stages' weights. Every refusal changes nothing.

type Body = Record<string, unknown>

describe.each(dialects)("Vacantes y asignación de candidatos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let company = 1
  let process = 0
  const stage: Record<string, number> = {}
  let reason = 0
  let vacancy = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const all = () => checksums(t.server)

  /** An authorized requisition of company 1's first centre; `posicion` the position it names, if any. */
  const requisition = async (folio: string, posicion: string | null = null) => {
    const [place] = await rows<{ id_centro_trabajo: number; id_depto: number; id_puesto: string }>(`
      SELECT d.id_centro_trabajo, d.id_depto, p.id_puesto FROM departamentos d JOIN puestos p ON p.id_empresa = d.id_empresa
      WHERE d.id_empresa = ${company} AND p.activo = '1' ORDER BY d.id_depto, p.id_puesto LIMIT 1`)
    const [motivo] = await rows<{ id: number }>("SELECT MIN(id_motivo) AS id FROM sel_motivos_requisicion")
    await exec(`INSERT INTO requisiciones (folio, id_empresa, id_centro_trabajo, id_depto, id_posicion, id_puesto, id_motivo, num_vacantes,
        f_requerida, salario_min, salario_max, justificacion, id_solicitante, estado, f_solicitud, f_autorizacion, f_alta)
      VALUES ('${folio}', ${company}, ${Number(place?.id_centro_trabajo)}, ${Number(place?.id_depto)}, ${posicion === null ? "NULL" : `'${posicion}'`},
        '${place?.id_puesto}', ${Number(motivo?.id)}, 1, '2030-01-15', 10000, 15000, 'Crecimiento del área', '${demo.admin.email}', 'Autorizada',
        '2026-09-01', '2026-09-02', '2026-09-01T10:00:00Z')`)
    const [r] = await rows<{ id: number }>(`SELECT id_requisicion AS id FROM requisiciones WHERE folio = '${folio}'`)
    return Number(r?.id)
  }
  const vacancyBody = (id_requisicion: number, extra: Body = {}) => ({
    id_requisicion,
    titulo: "Analista de nómina",
    id_proceso: process,
    descripcion: "Cálculo de nómina quincenal e IMSS",
    modalidad: "Presencial",
    ubicacion: "León, Gto.",
    id_reclutador: null,
    publicar_bolsa: "0",
    f_publicacion: null,
    f_cierre: null,
    ...extra,
  })
  const candidate = async (nombre: string) => {
    const email = `${nombre.toLowerCase()}.${dialect.toLowerCase()}@correo.mx`
    await exec(`INSERT INTO candidatos (nombre, apellido_paterno, email, fuente, estado, id_empresa, f_registro, id_fuente)
      VALUES ('${nombre}', 'Prueba', '${email}', 'BOLSA', 'Nuevo', ${company}, '2026-09-05', (SELECT MIN(id_fuente) FROM sel_fuentes))`)
    const [c] = await rows<{ id: number }>(`SELECT id_candidato AS id FROM candidatos WHERE email = '${email}'`)
    return Number(c?.id)
  }
  const assign = async (id_candidato: number, id_vacante = vacancy) => {
    const a = await post("/asignar-candidato", { id_candidato, id_vacante })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return resultOf(a) as { id_asignacion: number; version: number; id_etapa: number; calificacion_total: number }
  }
  const move = (card: { id_asignacion: number; version: number }, id_etapa: number, extra: Body = {}) =>
    post("/mover-etapa", { id_asignacion: card.id_asignacion, id_etapa, resultado: "Aprobado", version: card.version, ...extra })
  const moved = async (card: { id_asignacion: number; version: number }, id_etapa: number, extra: Body = {}) => {
    const a = await move(card, id_etapa, extra)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return resultOf(a) as { id_asignacion: number; version: number; calificacion_total: number; id_etapa: number }
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [c] = await rows<{ id: number }>("SELECT MIN(id_empresa) AS id FROM centros_trabajo")
    company = Number(c?.id)
    // A process of its own: Inicial, Filtro (mandatory, 40 %), Entrevista (mandatory, 60 %), Oferta, Contratado, Descartado.
    await exec(`INSERT INTO sel_procesos (n_proceso, activo, f_alta) VALUES ('Proceso de pruebas ${dialect}', '1', '2026-09-01T00:00:00Z')`)
    const [p] = await rows<{ id: number }>(`SELECT id_proceso AS id FROM sel_procesos WHERE n_proceso = 'Proceso de pruebas ${dialect}'`)
    process = Number(p?.id)
    const stages: ReadonlyArray<[string, string, string, number]> = [
      ["Postulación", "Inicial", "1", 0],
      ["Filtro", "Filtro", "1", 40],
      ["Entrevista", "Entrevista", "1", 60],
      ["Oferta", "Oferta", "0", 0],
      ["Contratado", "Contratado", "0", 0],
      ["Descartado", "Descartado", "0", 0],
    ]
    for (const [i, [n, tipo, obligatoria, peso]] of stages.entries()) {
      await exec(`INSERT INTO sel_procesos_etapas (id_proceso, orden, n_etapa, tipo, obligatoria, peso) VALUES (${process}, ${i + 1}, '${n}', '${tipo}', '${obligatoria}', ${peso})`)
      const [s] = await rows<{ id: number }>(`SELECT id_etapa AS id FROM sel_procesos_etapas WHERE id_proceso = ${process} AND orden = ${i + 1}`)
      stage[tipo] = Number(s?.id)
    }
    await exec("INSERT INTO sel_motivos_rechazo (n_motivo_rechazo, activo) VALUES ('Sin experiencia suficiente', '1')")
    const [r] = await rows<{ id: number }>("SELECT MIN(id_motivo_rechazo) AS id FROM sel_motivos_rechazo WHERE n_motivo_rechazo = 'Sin experiencia suficiente'")
    reason = Number(r?.id)
    const opened = await post("/vacantes", vacancyBody(await requisition(`REQ-T-${dialect}-1`)))
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    vacancy = Number(resultOf(opened).id_vacante)
  })

  it("opens a vacancy from an authorized requisition and puts the requisition En proceso; a second one is refused", async () => {
    const [r] = await rows<{ estado: string }>(`SELECT r.estado FROM requisiciones r JOIN vacantes v ON v.id_requisicion = r.id_requisicion WHERE v.id_vacante = ${vacancy}`)
    expect(r?.estado).toBe("En proceso")
    const [v] = await rows<{ id_requisicion: number }>(`SELECT id_requisicion FROM vacantes WHERE id_vacante = ${vacancy}`)
    const before = await all()
    const again = await post("/vacantes", vacancyBody(Number(v?.id_requisicion)))
    expect(again.status).toBe(409)
    expect(asError(again).message).toBe(vacancyMessages.requisicionConVacante)
    expect(await all()).toEqual(before)
  })

  it("refuses barred phrases in every free text whatever the casing or accents, a taken position and the job board while disconnected", async () => {
    const id = await requisition(`REQ-T-${dialect}-2`)
    const before = await all()
    for (const [field, value] of [
      ["descripcion", "Se busca persona SOLTERA y de Buena Presentacion"],
      ["titulo", "Auxiliar (sexo masculino)"],
      ["ubicacion", "Oficina central, sin hijos"],
      ["descripcion", "Religion católica"],
    ] as const) {
      const refused = await post("/vacantes", vacancyBody(id, { [field]: value }))
      expect(refused.status, `${field}: ${value}`).toBe(400)
      expect(asError(refused).message).toMatch(/^La vacante contiene un requisito discriminatorio: ".+" \(LFT 133-I\)$/)
    }
    const board = await post("/vacantes", vacancyBody(id, { publicar_bolsa: "1" }))
    expect(board.status).toBe(409)
    expect(asError(board).message).toBe(vacancyMessages.bolsa)
    const [taken] = await rows<{ id_posicion: string }>("SELECT MIN(id_posicion) AS id_posicion FROM ocupaciones_posicion WHERE f_fin IS NULL")
    const occupied = await post("/vacantes", vacancyBody(await requisition(`REQ-T-${dialect}-3`, String(taken?.id_posicion))))
    expect(occupied.status).toBe(409)
    expect(asError(occupied).message).toBe(vacancyMessages.posicion)
    const after = await all()
    // Only the third requisition (this test's own fixture) was written meanwhile.
    expect({ ...after, requisiciones: "" }).toEqual({ ...before, requisiciones: "" })
  })

  it("assigns a candidate once, in the Inicial stage, and shows the board with its columns", async () => {
    const ana = await candidate("Ana")
    const card = await assign(ana)
    expect(card).toMatchObject({ id_etapa: stage.Inicial, version: 1, calificacion_total: 0, dias_en_etapa: 0 })
    const before = await all()
    const twice = await post("/asignar-candidato", { id_candidato: ana, id_vacante: vacancy })
    expect(twice.status).toBe(409)
    expect(asError(twice).message).toBe(pipelineMessages.duplicado)
    expect(await all()).toEqual(before)
    const board = resultOf(await post("/get-pipeline", { id_vacante: vacancy })) as { columnas: ReadonlyArray<{ n_etapa: string; total: number; tarjetas: ReadonlyArray<Body> }> }
    expect(board.columnas.map((c) => c.n_etapa)).toEqual(["Postulación", "Filtro", "Entrevista", "Oferta", "Contratado", "Descartado"])
    expect(board.columnas[0]?.tarjetas.some((c) => c.id_candidato === ana)).toBe(true)
    const [estado] = await rows<{ estado: string }>(`SELECT estado FROM candidatos WHERE id_candidato = ${ana}`)
    expect(estado?.estado).toBe("En proceso")
  })

  it("never skips a mandatory stage, needs a reason to discard, refuses Contratado, and totals the score by the weights", async () => {
    let card = await assign(await candidate("Beto"))
    const before = await all()
    const skip = await move(card, stage.Entrevista as number)
    expect(skip.status).toBe(400)
    expect(asError(skip).message).toBe("No se puede omitir la etapa Filtro")
    const noReason = await move(card, stage.Descartado as number, { resultado: "Rechazado" })
    expect(noReason.status).toBe(400)
    expect(asError(noReason).message).toBe(pipelineMessages.motivo)
    const hired = await move(card, stage.Contratado as number)
    expect(hired.status).toBe(409)
    expect(await all()).toEqual(before)
    card = await moved(card, stage.Filtro as number, { resultado: "Aprobado", calificacion: 100 })
    card = await moved(card, stage.Entrevista as number, { calificacion: 80, comentario: "Buen perfil" })
    expect(card.calificacion_total).toBe(32)
    card = await moved(card, stage.Oferta as number, { calificacion: 90 })
    // 80 × 40 / 100 + 90 × 60 / 100
    expect(card.calificacion_total).toBe(86)
    expect(card.version).toBe(4)
  })

  it("gives one winner when two recruiters move the same card at once", async () => {
    const card = await assign(await candidate("Carla"))
    const [a, b] = await Promise.all([
      move(card, stage.Filtro as number, { comentario: "Reclutador A" }),
      move(card, stage.Descartado as number, { resultado: "Rechazado", id_motivo_rechazo: reason, comentario: "Reclutador B" }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const loser = a.status === 409 ? a : b
    expect(asError(loser).message).toBe(pipelineMessages.movidoPorOtro)
    const history = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM sel_asignaciones_historial WHERE id_asignacion = ${card.id_asignacion}`)
    // The assignment's row and the winner's only.
    expect(Number(history[0]?.n)).toBe(2)
    const [stored] = await rows<{ version: number }>(`SELECT version FROM sel_asignaciones WHERE id_asignacion = ${card.id_asignacion}`)
    expect(Number(stored?.version)).toBe(2)
  })

  it("discards with a reason and reopens with a comment kept in the history", async () => {
    let card = await assign(await candidate("Dario"))
    card = await moved(card, stage.Descartado as number, { resultado: "Rechazado", id_motivo_rechazo: reason })
    const before = await all()
    const stuck = await move(card, stage.Filtro as number)
    expect(stuck.status).toBe(409)
    const noComment = await post("/reabrir-asignacion", { id_asignacion: card.id_asignacion, id_etapa: stage.Filtro, comentario: " ", version: card.version })
    expect(noComment.status).toBe(400)
    expect(asError(noComment).detalles).toContain(pipelineMessages.comentarioReabrir)
    expect(await all()).toEqual(before)
    const reopened = await post("/reabrir-asignacion", { id_asignacion: card.id_asignacion, id_etapa: stage.Filtro, comentario: "Se revisó de nuevo su CV", version: card.version })
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200)
    expect(resultOf(reopened)).toMatchObject({ id_etapa: stage.Filtro, n_motivo_rechazo: null })
    const history = resultOf(await post("/get-historial-asignacion", { id_asignacion: card.id_asignacion })) as { historial: ReadonlyArray<Body> }
    expect(history.historial.at(-1)).toMatchObject({ n_etapa: "Filtro", resultado: "Reabierto", comentario: "Se revisó de nuevo su CV" })
    expect(history.historial.at(-2)).toMatchObject({ resultado: "Rechazado", comentario: "Motivo: Sin experiencia suficiente" })
  })

  it("pages a column and refuses acts on a paused vacancy", async () => {
    const first = resultOf(await post("/get-pipeline", { id_vacante: vacancy, id_etapa: stage.Inicial, desde: 1 })) as { columnas: ReadonlyArray<{ id_etapa: number; total: number; tarjetas: ReadonlyArray<Body> }> }
    const inicial = first.columnas.find((c) => c.id_etapa === stage.Inicial)
    expect(inicial?.tarjetas.length).toBe(Math.max(0, (inicial?.total ?? 0) - 1))
    expect(first.columnas.filter((c) => c.id_etapa !== stage.Inicial).every((c) => c.tarjetas.length === 0)).toBe(true)
    const paused = await post(`/vacantes/${vacancy}/pausar`, {})
    expect(paused.status, JSON.stringify(paused.body)).toBe(200)
    const eva = await candidate("Eva")
    const before = await all()
    const refused = await post("/asignar-candidato", { id_candidato: eva, id_vacante: vacancy })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(pipelineMessages.vacanteNoAbierta)
    expect(await all()).toEqual(before)
    expect((await post(`/vacantes/${vacancy}/reanudar`, {})).status).toBe(200)
  })
  it("edits, publishes once, closes and deletes a vacancy as its state allows; the requisition follows", async () => {
    const id_requisicion = await requisition(`REQ-T-${dialect}-4`)
    const opened = await post("/vacantes", vacancyBody(id_requisicion))
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    const id = Number(resultOf(opened).id_vacante)
    const edited = await post(`/vacantes/${id}`, { _method: "PUT", ...vacancyBody(id_requisicion, { titulo: "Analista de nómina sr." }) })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const published = await post(`/vacantes/${id}/publicar`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    expect(resultOf(published).f_publicacion).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const again = await post(`/vacantes/${id}/publicar`, {})
    expect(again.status).toBe(409)
    expect(asError(again).message).toBe(vacancyMessages.yaPublicada)
    // Without candidates it may be deleted: the requisition is Autorizada again.
    const deleted = await post(`/vacantes/${id}`, { _method: "DELETE" })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    const [r] = await rows<{ estado: string }>(`SELECT estado FROM requisiciones WHERE id_requisicion = ${id_requisicion}`)
    expect(r?.estado).toBe("Autorizada")
    // Reopened and closed: a closed vacancy is no longer changed, and frees the requisition for another.
    const reopened = Number(resultOf(await post("/vacantes", vacancyBody(id_requisicion))).id_vacante)
    expect((await post(`/vacantes/${reopened}/cerrar`, {})).status).toBe(200)
    const frozen = await post(`/vacantes/${reopened}`, { _method: "PUT", ...vacancyBody(id_requisicion) })
    expect(frozen.status).toBe(409)
    expect(asError(frozen).message).toBe(vacancyMessages.inmutable)
    expect((await post("/vacantes", vacancyBody(id_requisicion))).status).toBe(200)
  })

  it("seeds two vacancies with candidates across their stages", async () => {
    const demoVacancies = await rows<{ id: number }>("SELECT v.id_vacante AS id FROM vacantes v JOIN requisiciones r ON r.id_requisicion = v.id_requisicion WHERE r.folio LIKE 'REQ-DEMO-V%' ORDER BY v.id_vacante")
    expect(demoVacancies).toHaveLength(2)
    for (const v of demoVacancies) {
      const board = resultOf(await post("/get-pipeline", { id_vacante: Number(v.id) })) as { columnas: ReadonlyArray<{ tipo: string; total: number }> }
      const filled = board.columnas.filter((c) => c.total > 0).map((c) => c.tipo)
      expect(filled.length).toBeGreaterThanOrEqual(4)
      expect(filled).toContain("Descartado")
    }
  })
})
