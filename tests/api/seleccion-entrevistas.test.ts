import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { weekRange, weekStart } from "../../domain/rules/calendar-week"
import { interviewMessages as m } from "../../domain/seleccion/entrevistas-vocabulary"
import { invitationTexts } from "../../server/seleccion/entrevistas-mail"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"

// Entrevistas (guarded by SEL250) on both dialects: the score Σ c × p / Σ p stored on save (§6's
// example, 4.00); every refusal with its message and nothing saved (no interviewer, a past hour,
// a row with a competency and a criterion, a rating outside 1–5, a discarded candidate); the .ics
// invitation mailed through a real SMTP server to the interviewers and the candidate, its update
// with the next SEQUENCE and its cancellation; and the states (realized only once past and
// rated). The assignments are the demo's (server/seed/demo-entrevistas.ts), and one discarded
// assignment is inserted here directly. Then the calendar's read: a week by the fecha range,
// within the caller's workplaces.

type Body = Record<string, unknown>
const mailAccount = { id_cuenta: "1", n_cuenta: "reclutamiento@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }
const mexicoDay = (offset: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date(Date.now() + offset * 86_400_000))

describe.each(dialects)("Entrevistas on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let sink: SmtpSink
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }

  let assignment = 0
  let discarded = 0
  let candidateEmail = ""
  let interviewers: ReadonlyArray<{ id_empleado: number; email: string }> = []
  const competencies: Array<number> = []

  const interview = (extra: Body = {}): Body => ({
    id_asignacion: assignment,
    fecha: mexicoDay(3),
    hora: "10:30",
    duracion_min: 45,
    modalidad: "Videollamada",
    lugar_o_liga: "https://meet.example.mx/sala-1",
    entrevistadores: interviewers.map((i) => ({ id_empleado: i.id_empleado })),
    scorecard: [
      { id_competencia: competencies[0], criterio: null, peso: 40, calificacion: 4, comentario: null },
      { id_competencia: competencies[1], criterio: null, peso: 30, calificacion: 3, comentario: null },
      { id_competencia: null, criterio: "Comunicación", peso: 30, calificacion: 5, comentario: "Clara" },
    ],
    recomendacion: null,
    observaciones: null,
    ...extra,
  })
  const created = async (body: Body): Promise<Body> => {
    const answer = await post("/entrevistas", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const writable = (stored: Body): Body => {
    const { id_entrevista, n_candidato, id_vacante, n_vacante, n_etapa, n_entrevistadores, id_centro_trabajo, calificacion, estado, id_usuario_alta, f_alta, f_modificacion, ...rest } = stored
    return { ...rest, entrevistadores: (rest.entrevistadores as ReadonlyArray<Body>).map((e) => ({ id_empleado: e.id_empleado })) }
  }
  /** The mails to `email` since `from` whose text has `marker`, decoded; waited for (sent after commit). */
  const mailsTo = async (from: number, email: string, marker: string) => {
    const found = () =>
      sink.received
        .slice(from)
        .map((mail) => ({ to: mail.to, body: decodeQuotedPrintable(mail.body) }))
        .filter((mail) => mail.to.toLowerCase() === email.toLowerCase() && mail.body.includes(marker))
    for (let i = 0; i < 600 && found().length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    return found()
  }

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const [a] = await rows<{ id_asignacion: number; id_vacante: number; id_puesto: string; id_centro_trabajo: number; email: string }>(`
      SELECT a.id_asignacion, a.id_vacante, r.id_puesto, r.id_centro_trabajo, c.email FROM sel_asignaciones a
      JOIN candidatos c ON c.id_candidato = a.id_candidato
      JOIN vacantes v ON v.id_vacante = a.id_vacante JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
      JOIN sel_procesos_etapas et ON et.id_etapa = a.id_etapa_actual
      WHERE v.estado = 'Abierta' AND et.tipo NOT IN ('Descartado', 'Contratado') ORDER BY a.id_asignacion LIMIT 1`)
    if (a === undefined) throw new Error("the demo has no candidate in process")
    assignment = Number(a.id_asignacion)
    candidateEmail = a.email
    interviewers = (
      await rows<{ id_empleado: number; email: string }>(`
      SELECT id_empleado, email_trabajo AS email FROM empleados WHERE activo = '1' AND email_trabajo IS NOT NULL AND id_centro_trabajo = ${Number(a.id_centro_trabajo)}
      ORDER BY id_empleado LIMIT 2`)
    ).map((r) => ({ id_empleado: Number(r.id_empleado), email: r.email }))
    competencies.push(...(await rows<{ id_competencia: number }>(`SELECT id_competencia FROM puestos_competencias WHERE id_puesto = '${a.id_puesto}' ORDER BY tipo, orden`)).map((r) => Number(r.id_competencia)))
    // Another candidate of the same vacancy, discarded: no interview is scheduled for them.
    const [stage] = await rows<{ id_etapa: number }>(`
      SELECT et.id_etapa FROM vacantes v JOIN sel_procesos_etapas et ON et.id_proceso = v.id_proceso WHERE v.id_vacante = ${Number(a.id_vacante)} AND et.tipo = 'Descartado'`)
    const [free] = await rows<{ id_candidato: number }>(`
      SELECT MIN(id_candidato) AS id_candidato FROM candidatos c WHERE NOT EXISTS (SELECT 1 FROM sel_asignaciones x WHERE x.id_candidato = c.id_candidato AND x.id_vacante = ${Number(a.id_vacante)})`)
    await rows(`INSERT INTO sel_asignaciones (id_candidato, id_vacante, id_etapa_actual, f_postulacion, f_etapa, version, f_alta)
      VALUES (${Number(free?.id_candidato)}, ${Number(a.id_vacante)}, ${Number(stage?.id_etapa)}, '${mexicoDay(-3)}', '${mexicoDay(-1)}', 1, '2026-01-01T00:00:00Z')`)
    const [d] = await rows<{ id_asignacion: number }>(`SELECT MAX(id_asignacion) AS id_asignacion FROM sel_asignaciones`)
    discarded = Number(d?.id_asignacion)
  })
  afterAll(async () => {
    for (let seen = -1, i = 0; i < 30 && seen !== sink.received.length; i++) {
      seen = sink.received.length
      await new Promise((r) => setTimeout(r, 200))
    }
    await sink.close()
  })

  it("schedules an interview with §6's score and mails the .ics invitation to the interviewers and the candidate", async () => {
    expect(interviewers.length).toBe(2)
    expect(competencies.length).toBeGreaterThanOrEqual(2)
    const before = sink.received.length
    const stored = await created(interview())
    expect(Number(stored.calificacion)).toBe(4)
    expect(stored.estado).toBe("Programada")
    expect(stored.n_etapa).toBeTruthy()
    expect((stored.entrevistadores as ReadonlyArray<Body>).length).toBe(2)
    for (const email of [interviewers[0]?.email ?? "", candidateEmail]) {
      const [mail] = await mailsTo(before, email, "METHOD:REQUEST")
      expect(mail?.body).toContain(invitationTexts.asunto(String(stored.n_candidato), String(stored.n_vacante)).slice(0, 30))
      expect(mail?.body).toContain("text/calendar")
      expect(mail?.body).toContain(`UID:entrevista-${String(stored.id_entrevista)}@capital-humano`)
      expect(mail?.body).toContain("SEQUENCE:0")
      expect(mail?.body).toContain(`DTSTART;TZID=America/Mexico_City:${mexicoDay(3).replace(/-/g, "")}T103000`)
      expect(mail?.body).toContain(`DTEND;TZID=America/Mexico_City:${mexicoDay(3).replace(/-/g, "")}T111500`)
    }
  })

  it("refuses each broken interview with its message and saves nothing", async () => {
    const none = await refusedUnchanged(400, () => post("/entrevistas", interview({ entrevistadores: [] })))
    expect(JSON.stringify(asError(none).problemas)).toContain(m.entrevistadores)
    const past = await refusedUnchanged(400, () => post("/entrevistas", interview({ fecha: mexicoDay(-1) })))
    expect(asError(past).message).toBe(m.futura)
    const both = await refusedUnchanged(400, () =>
      post("/entrevistas", interview({ scorecard: [{ id_competencia: competencies[0], criterio: "Ambos", peso: 100, calificacion: 3, comentario: null }] })),
    )
    expect(JSON.stringify(asError(both).problemas)).toContain(m.competenciaOCriterio)
    await refusedUnchanged(400, () => post("/entrevistas", interview({ scorecard: [{ id_competencia: null, criterio: "Fuera de escala", peso: 100, calificacion: 6, comentario: null }] })))
    await refusedUnchanged(400, () => post("/entrevistas", interview({ hora: "25:00" })))
    const closed = await refusedUnchanged(409, () => post("/entrevistas", interview({ id_asignacion: discarded })))
    expect(asError(closed).message).toBe(m.asignacionCerrada)
  })

  it("mails the update with the next SEQUENCE when the hour moves, and the cancellation", async () => {
    const stored = await created(interview({ hora: "09:00" }))
    const id = String(stored.id_entrevista)
    let before = sink.received.length
    const moved = await post(`/entrevistas/${id}`, { ...writable(stored), hora: "13:00", _method: "PUT" })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    // The invitation of the create may arrive after `before` (sent after commit): the update is the one with SEQUENCE:1.
    const [update] = await mailsTo(before, interviewers[0]?.email ?? "", "SEQUENCE:1")
    expect(update?.body).toContain(`UID:entrevista-${id}@`)
    expect(update?.body).toContain("Entrevista modificada")
    expect(update?.body).toContain("T130000")
    // Only the scorecard changes: no mail, the same sequence.
    const rated = await post(`/entrevistas/${id}`, { ...writable((moved.body as { result: Body }).result), recomendacion: "Dudoso", _method: "PUT" })
    expect(rated.status, JSON.stringify(rated.body)).toBe(200)
    const [seq] = await rows<{ s: number }>(`SELECT secuencia_ics AS s FROM sel_entrevistas WHERE id_entrevista = ${id}`)
    expect(Number(seq?.s)).toBe(1)
    before = sink.received.length
    const cancelled = await post(`/entrevistas/${id}/cancelar`, {})
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    const [cancel] = await mailsTo(before, candidateEmail, "METHOD:CANCEL")
    expect(cancel?.body).toContain("SEQUENCE:2")
    expect(cancel?.body).toContain("STATUS:CANCELLED")
    const again = await refusedUnchanged(409, () => post(`/entrevistas/${id}/cancelar`, {}))
    expect(asError(again).message).toBe(m.noCancelable)
  })

  it("marks as realized only a past interview that is rated and recommended", async () => {
    const stored = await created(interview({ recomendacion: null }))
    const id = String(stored.id_entrevista)
    const future = await refusedUnchanged(409, () => post(`/entrevistas/${id}/realizar`, {}))
    expect(asError(future).message).toBe(m.futuraRealizada)
    // The interview took place: its day is now past (as the clock would have it).
    await rows(`UPDATE sel_entrevistas SET fecha = '${mexicoDay(-1)}', f_hora = '${mexicoDay(-1)}T10:30' WHERE id_entrevista = ${id}`)
    const unrated = await refusedUnchanged(409, () => post(`/entrevistas/${id}/realizar`, {}))
    expect(asError(unrated).message).toBe(m.sinCalificar)
    await rows(`UPDATE sel_entrevistas SET recomendacion = 'Contratar' WHERE id_entrevista = ${id}`)
    const done = await post(`/entrevistas/${id}/realizar`, {})
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((done.body as { result: Body }).result.estado).toBe("Realizada")
    const edit = await refusedUnchanged(409, () => post(`/entrevistas/${id}`, { ...writable((done.body as { result: Body }).result), _method: "PUT" }))
    expect(asError(edit).message).toBe(m.soloProgramada)
    const removed = await refusedUnchanged(409, () => post(`/entrevistas/${id}`, { _method: "DELETE" }))
    expect(asError(removed).message).toBe(m.noEliminable)
  })

  it("lists the interviews of a vacancy with their interviewers and score", async () => {
    const answer = await call(t.url, `/api/entrevistas?por_pagina=100&orden=calificacion&direccion=desc`, { token: admin })
    expect(answer.status).toBe(200)
    const registros = (answer.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    const example = registros.find((r) => Number(r.calificacion) === 4 && r.estado === "Realizada")
    expect(example?.n_entrevistadores).toMatch(/ y 1 más$/)
  })

  // The calendar's read (machines/seleccion/entrevistas-calendario-calls.ts): the list endpoint with
  // the fecha range of a week, applied by the server within the caller's workplaces.
  it("lists a week's interviews by the fecha range, only of the caller's workplaces", async () => {
    const monday = weekStart(mexicoDay(0))
    const { desde, hasta } = weekRange(monday)
    const page = async (query: string, token = admin) => {
      const answer = await call(t.url, `/api/entrevistas?${query}`, { token })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body as { result: { registros: ReadonlyArray<Body>; total: number } }).result
    }
    const week = `por_pagina=100&orden=fecha&direccion=asc&fecha_desde=${desde}&fecha_hasta=${hasta}`
    const all = (await page("por_pagina=100")).registros
    const inWeek = all.filter((r) => String(r.fecha) >= desde && String(r.fecha) <= hasta)
    // The demo's interviews fall around today: some are always in this week.
    expect(inWeek.length).toBeGreaterThan(0)
    const ranged = await page(week)
    expect(ranged.total).toBe(inWeek.length)
    expect(ranged.registros.map((r) => r.id_entrevista).sort()).toEqual(inWeek.map((r) => r.id_entrevista).sort())
    expect(ranged.registros.map((r) => String(r.fecha))).toEqual(ranged.registros.map((r) => String(r.fecha)).sort())
    const bad = await call(t.url, `/api/entrevistas?fecha_desde=${monday.split("-").reverse().join("/")}`, { token: admin })
    expect(bad.status).toBe(400)
    expect(asError(bad).message).toBe("El filtro «Fecha» no es válido")

    // The consulta profile, given SEL250, sees the week's interviews while its role reaches their centres, none once it does not.
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [user] = await rows<{ id_grupo: string; id_rol: string }>(`SELECT id_grupo, id_rol FROM usuarios WHERE id_usuario = '${demo.consulta.email}'`)
    const group = String(user?.id_grupo)
    const role = String(user?.id_rol)
    const [held] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM derechos_grupo WHERE id_grupo = '${group}' AND clave = 'SEL250'`)
    if (Number(held?.n) === 0)
      await rows(`INSERT INTO derechos_grupo (id_grupo, clave, insertar, editar, borrar, lectura) VALUES ('${group}', 'SEL250', '1', '1', '1', '1')`)
    const centres = [...new Set(ranged.registros.map((r) => Number(r.id_centro_trabajo)))]
    expect(centres.every((c) => Number.isInteger(c) && c > 0)).toBe(true)
    const reach = await rows<{ id_centro_trabajo: number; permiso: string }>(
      `SELECT id_centro_trabajo, permiso FROM permisos_rol WHERE id_rol = '${role}' AND id_centro_trabajo IN (${centres.join(", ")})`,
    )
    try {
      await rows(`UPDATE permisos_rol SET permiso = '1' WHERE id_rol = '${role}' AND id_centro_trabajo IN (${centres.join(", ")})`)
      expect((await page(week, consulta)).total).toBe(ranged.total)
      await rows(`UPDATE permisos_rol SET permiso = '0' WHERE id_rol = '${role}' AND id_centro_trabajo IN (${centres.join(", ")})`)
      const outside = await page(week, consulta)
      expect(outside.total).toBe(0)
      expect(outside.registros).toEqual([])
    } finally {
      for (const r of reach) await rows(`UPDATE permisos_rol SET permiso = '${r.permiso}' WHERE id_rol = '${role}' AND id_centro_trabajo = ${Number(r.id_centro_trabajo)}`)
      if (Number(held?.n) === 0) await rows(`DELETE FROM derechos_grupo WHERE id_grupo = '${group}' AND clave = 'SEL250'`)
    }
  })
})
