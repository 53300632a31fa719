import { extractText, getDocumentProxy } from "unpdf"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { courseMessages } from "../../domain/formacion/proyectos-formacion-rules"
import { courseRecordMessages } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { attendanceMessages } from "../../domain/formacion/lista-asistencia-api"
import { convocatoriaTexts } from "../../server/formacion/proyectos-formacion-mail"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"

// Proyectos de formación (FOR160) and Lista de asistencia (FOR200) on both dialects: the rules
// the generated suite does not know, each refusal with its MODULES-MX §3 message and nothing
// saved; the convocatoria mailed through a real SMTP server to a participant and their jefe; each
// participant's outcome on concluir from the attendance and the grade; the attendance refused for
// someone not enrolled and outside Convocado / En curso; a session with attendance kept; and the
// printed sign-in sheet read back.

type Body = Record<string, unknown>
const mailAccount = { id_cuenta: "1", n_cuenta: "capacitacion@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

describe.each(dialects)("Proyectos de formación and attendance on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let sink: SmtpSink
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const problems = (answer: Answer) => asError(answer).problemas ?? []
  /** The answer to `act`, which must be refused with `status` and change no table. */
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }

  let place = { id_empresa: 0, id_centro_trabajo: 0 }
  /** Active people of the training room's centre: the first has a jefe with a work mail and a mail of their own. */
  let people: ReadonlyArray<number> = []
  let chief = { email: "", nombre: "" }
  let person = { email: "", nombre: "" }

  /** A valid course: two sessions of four hours on Monday 2 and Tuesday 3 March 2026. */
  const course = (extra: Body = {}): Body => ({
    n_curso: "Manejo defensivo",
    id_empresa: place.id_empresa,
    id_centro_trabajo: place.id_centro_trabajo,
    id_proyecto_dnc: null,
    tipo: "Externo",
    id_agente: "CINSA",
    id_instructor: "EXT1",
    id_modalidad: "PRESENCIAL",
    id_tipo_curso: "SEGURIDAD",
    area_tematica: "6000",
    objetivo_153f: "III",
    f_inicio: "2026-03-02",
    f_fin: "2026-03-03",
    duracion_horas: 8,
    cupo: 10,
    calificacion_minima: 80,
    costo_estimado: 12_000,
    sesiones: [
      { fecha: "2026-03-02", hora_inicio: "09:00", hora_fin: "13:00", id_sede: "AULA1" },
      { fecha: "2026-03-03", hora_inicio: "09:00", hora_fin: "13:00", id_sede: "AULA1" },
    ],
    participantes: people.slice(0, 5).map((id_empleado) => ({ id_empleado, estado: "Inscrito", calificacion: null })),
    costos_reales: [],
    ...extra,
  })
  const created = async (body: Body): Promise<Body> => {
    const answer = await post("/proyectos-formacion", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const fire = async (id: unknown, transition: string, body: Body = {}) => post(`/proyectos-formacion/${String(id)}/${transition}`, body)
  const moved = async (id: unknown, ...transitions: ReadonlyArray<string>) => {
    for (const tr of transitions) {
      const answer = await fire(id, tr)
      expect(answer.status, `${tr}: ${JSON.stringify(answer.body)}`).toBe(200)
    }
  }
  const update = (stored: Body, changes: Body) => {
    const { id_proyecto, estado, agente_instructor, n_modalidad, aprobados, inscritos, costo_real, motivo_cancelacion, aviso_jornada, id_usuario_alta, f_alta, f_modificacion, ...writable } = stored
    return post(`/proyectos-formacion/${String(id_proyecto)}`, { ...writable, ...changes, _method: "PUT" })
  }
  const mark = (id_proyecto: unknown, id_sesion: number, asistencias: ReadonlyArray<Body>) => post("/guardar-asistencia", { id_proyecto, id_sesion, asistencias })

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const [room] = await rows<{ id_empresa: number; id_centro_trabajo: number }>(
      "SELECT ct.id_empresa, s.id_centro_trabajo FROM sedes s JOIN centros_trabajo ct ON ct.id_centro_trabajo = s.id_centro_trabajo WHERE s.id_sede = 'AULA1'",
    )
    place = { id_empresa: Number(room?.id_empresa), id_centro_trabajo: Number(room?.id_centro_trabajo) }
    const [led] = await rows<{ id_empleado: number; email: string; nombre: string; jefe_email: string; jefe: string }>(`
      SELECT e.id_empleado, e.email_trabajo AS email, e.nombre, j.email_trabajo AS jefe_email, j.nombre AS jefe FROM empleados e
      JOIN responsables_depto r ON r.id_depto = e.id_depto AND r.f_fin IS NULL AND r.id_numero <> e.id_empleado
      JOIN empleados j ON j.id_empleado = r.id_numero AND j.activo = '1' AND j.email_trabajo IS NOT NULL
      WHERE e.id_centro_trabajo = ${place.id_centro_trabajo} AND e.activo = '1' AND e.email_trabajo IS NOT NULL
      ORDER BY e.id_empleado LIMIT 1`)
    if (led === undefined) throw new Error("no collaborator with a jefe in the demo's training centre")
    person = { email: led.email, nombre: led.nombre }
    chief = { email: led.jefe_email, nombre: led.jefe }
    const others = await rows<{ id_empleado: number }>(
      `SELECT id_empleado FROM empleados WHERE id_centro_trabajo = ${place.id_centro_trabajo} AND activo = '1' AND id_empleado <> ${led.id_empleado} ORDER BY id_empleado LIMIT 5`,
    )
    people = [Number(led.id_empleado), ...others.map((o) => Number(o.id_empleado))]
  })
  afterAll(async () => {
    // The other tests' convocatorias go out after their answers: let them arrive before closing.
    for (let seen = -1, i = 0; i < 30 && seen !== sink.received.length; i++) {
      seen = sink.received.length
      await new Promise((r) => setTimeout(r, 200))
    }
    await sink.close()
  })

  it("refuses each rule's breach with its message and saves nothing", async () => {
    const cases: ReadonlyArray<readonly [Body, string, string]> = [
      [{ duracion_horas: 9 }, "duracion_horas", courseMessages.duracion],
      [{ cupo: 4 }, "cupo", courseMessages.cupo],
      [{ f_fin: "2026-03-02", sesiones: [{ fecha: "2026-03-02", hora_inicio: "09:00", hora_fin: "13:00", id_sede: "AULA1" }, { fecha: "2026-03-03", hora_inicio: "09:00", hora_fin: "13:00", id_sede: "AULA1" }] }, "sesiones", courseMessages.sesionFuera],
      [{ f_fin: "2026-03-01" }, "f_fin", courseRecordMessages.finAntes],
      [{ id_agente: null }, "id_agente", courseRecordMessages.agente],
      [{ n_curso: "  " }, "n_curso", "El nombre del curso es requerido"],
    ]
    for (const [change, campo, mensaje] of cases) {
      const answer = await refusedUnchanged(400, () => post("/proyectos-formacion", course(change)))
      expect(problems(answer), JSON.stringify(change)).toContainEqual({ campo, mensaje })
    }
    // A collaborator who is not active is no participant.
    const [gone] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE activo <> '1' ORDER BY id_empleado LIMIT 1")
    if (gone !== undefined) {
      const answer = await refusedUnchanged(400, () => post("/proyectos-formacion", course({ participantes: [{ id_empleado: Number(gone.id_empleado), estado: "Inscrito", calificacion: null }] })))
      expect(problems(answer)).toEqual([{ campo: "participantes", mensaje: courseRecordMessages.participante }])
    }
    // An internal course needs no agent.
    await created(course({ tipo: "Interno", id_agente: null }))
  })

  it("warns, and saves, a session outside the participants' working day; convoking needs someone enrolled", async () => {
    // Saturday 7 March 2026: a rest day for everyone.
    const weekend = await created(
      course({ n_curso: "Sesión en sábado", f_fin: "2026-03-07", sesiones: [{ fecha: "2026-03-07", hora_inicio: "09:00", hora_fin: "17:00", id_sede: "AULA1" }] }),
    )
    expect(weekend.aviso_jornada).toMatch(/^Sesiones fuera de la jornada: 07\/03\/2026 09:00–17:00: la sesión cae en día de descanso \(/)
    const [audit] = await rows<{ detalle: string | null }>(
      `SELECT detalle FROM auditoria WHERE entidad = 'curso' AND clave = 'id_proyecto=${String(weekend.id_proyecto)}' ORDER BY id_auditoria DESC LIMIT 1`,
    )
    expect(audit?.detalle).toBe(weekend.aviso_jornada)
    const empty = await created(course({ n_curso: "Sin inscritos", participantes: [] }))
    const refused = await refusedUnchanged(409, () => fire(empty.id_proyecto, "convocar"))
    expect(asError(refused).message).toBe(courseRecordMessages.sinParticipantes)
  })

  it("mails the convocatoria to each participant and their jefe through the real SMTP account", async () => {
    const stored = await created(course({ n_curso: "Convocatoria por correo", participantes: [{ id_empleado: people[0], estado: "Inscrito", calificacion: null }] }))
    const before = sink.received.length
    const answer = await fire(stored.id_proyecto, "convocar")
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((answer.body as { message: string }).message).toBe(`${courseRecordMessages.convocado}. ${courseRecordMessages.convocatoria}`)
    // Sent once the convocatoria committed, off the request.
    // Waited for by recipient: the server's daily contract alerts go to the same account on the
    // days a demo contract's probation ends within their window.
    const mailTo = (email: string) =>
      sink.received
        .slice(before)
        .map((m) => ({ to: m.to, body: decodeQuotedPrintable(m.body) }))
        .find((m) => (m.to === email.toLowerCase() || m.to === email) && m.body.includes("Convocatoria por correo"))
    for (let i = 0; i < 600 && (mailTo(person.email) === undefined || mailTo(chief.email) === undefined); i++) await new Promise((r) => setTimeout(r, 50))
    const toPerson = mailTo(person.email)
    const toChief = mailTo(chief.email)
    expect(toPerson?.body).toContain(convocatoriaTexts.asunto("Convocatoria por correo"))
    expect(toPerson?.body).toContain("02/03/2026 de 09:00 a 13:00")
    expect(toPerson?.body).toContain("Rogelio Garza Treviño")
    expect(toChief?.body).toContain(convocatoriaTexts.asuntoJefe("Convocatoria por correo"))
    expect(toChief?.body).toContain(person.nombre)
  })

  it("takes attendance only for enrolled participants while Convocado or En curso, and keeps a session that has it", async () => {
    const [a, b, , , , outsider] = people
    const stored = await created(course({ n_curso: "Asistencia por sesión" }))
    const id = stored.id_proyecto
    // Planeado: not yet.
    const early = await refusedUnchanged(409, () => mark(id, 1, [{ id_empleado: a, marca: "Asistió", observacion: null }]))
    expect(asError(early).message).toBe(attendanceMessages.estado)
    await moved(id, "convocar")
    const notEnrolled = await refusedUnchanged(400, () => mark(id, 1, [{ id_empleado: outsider, marca: "Asistió", observacion: null }]))
    expect(problems(notEnrolled)).toEqual([{ campo: "asistencias", mensaje: attendanceMessages.noInscrito }])
    const saved = await mark(id, 1, [
      { id_empleado: a, marca: "Asistió", observacion: null },
      { id_empleado: b, marca: "Justificada", observacion: "Incapacidad" },
    ])
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const sheet = (saved.body as { result: { participantes: ReadonlyArray<Body> } }).result.participantes
    expect(sheet.slice(0, 2).map((p) => [p.id_empleado, p.marca, p.observacion])).toEqual([
      [a, "Asistió", null],
      [b, "Justificada", "Incapacidad"],
    ])
    expect(sheet.slice(2).every((p) => p.marca === null)).toBe(true)
    // The first session has marks: it is neither dropped nor moved, and nobody marked leaves.
    const full = (await (await call(t.url, `/api/proyectos-formacion/${String(id)}`, { token: admin })).body) as { result: Body }
    const sessions = full.result.sesiones as ReadonlyArray<Body>
    const dropped = await refusedUnchanged(409, () => update(full.result, { sesiones: sessions.slice(1), f_inicio: "2026-03-03", duracion_horas: 4 }))
    expect(asError(dropped).message).toBe(courseRecordMessages.sesionConAsistencia("02/03/2026"))
    const left = await refusedUnchanged(409, () => update(full.result, { participantes: (full.result.participantes as ReadonlyArray<Body>).slice(1) }))
    expect(asError(left).message).toBe(courseRecordMessages.participanteConAsistencia)
    // En curso only grades, states and costs change.
    await moved(id, "iniciar")
    const renamed = await refusedUnchanged(409, () => update(full.result, { n_curso: "Otro nombre" }))
    expect(asError(renamed).message).toBe(courseRecordMessages.soloCalificaciones)
    // Cancelled: its attendance no longer changes.
    expect((await fire(id, "cancelar", { motivo_cancelacion: "Sin instructor disponible" })).status).toBe(200)
    const late = await refusedUnchanged(409, () => mark(id, 2, [{ id_empleado: a, marca: "Falta", observacion: null }]))
    expect(asError(late).message).toBe(attendanceMessages.estado)
  })

  it("concludes only with every participant graded, each Aprobado or Reprobado by attendance and grade", async () => {
    const [a, b, c, d, e] = people
    const stored = await created(course({ n_curso: "Resultados por asistencia" }))
    const id = stored.id_proyecto
    await moved(id, "convocar", "iniciar")
    const marks = (first: string, second: string) =>
      [a, b, c, d].map((id_empleado, i) => ({ id_empleado, marca: i === 1 ? first : i === 3 ? second : "Asistió", observacion: null }))
    expect((await mark(id, 1, marks("Asistió", "Retardo"))).status).toBe(200)
    expect((await mark(id, 2, marks("Falta", "Asistió"))).status).toBe(200)
    const read = async () => ((await call(t.url, `/api/proyectos-formacion/${String(id)}`, { token: admin })).body as { result: Body }).result
    const graded = (grades: ReadonlyArray<number | null>) =>
      [a, b, c, d, e].map((id_empleado, i) => ({ id_empleado, estado: i === 4 ? "Baja" : "Inscrito", calificacion: grades[i] ?? null }))
    // d ungraded: refused.
    const partly = await update(await read(), { participantes: graded([90, 95, 70, null, null]) })
    expect(partly.status, JSON.stringify(partly.body)).toBe(200)
    const ungraded = await refusedUnchanged(409, () => fire(id, "concluir"))
    expect(asError(ungraded).message).toBe(courseMessages.calificaciones)
    // The dropout needs no grade.
    expect((await update(await read(), { participantes: graded([90, 95, 70, 80, null]) })).status).toBe(200)
    await moved(id, "concluir")
    const outcome = (await read()).participantes as ReadonlyArray<Body>
    // Each row answers its person's name (the table labels 300 rows without the people catalogue).
    const names = await rows<{ id: number | string; n: string }>(
      `SELECT id_empleado AS id, nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n FROM empleados WHERE id_empleado IN (${[a, b, c, d, e].join(", ")})`,
    )
    expect(outcome.map((p) => p.n_empleado)).toEqual([a, b, c, d, e].map((id) => names.find((n) => Number(n.id) === id)?.n))
    // a: 100 % and 90; b: 50 % despite 95; c: 100 % but 70; d: a late arrival attends, 80 is the minimum; e dropped.
    expect(outcome.map((p) => [p.id_empleado, p.estado])).toEqual([
      [a, "Aprobado"],
      [b, "Reprobado"],
      [c, "Reprobado"],
      [d, "Aprobado"],
      [e, "Baja"],
    ])
    const [row] = await rows<{ aprobados: number | string }>(`SELECT COUNT(*) AS aprobados FROM proyectos_formacion_participantes WHERE id_proyecto = ${Number(id)} AND estado = 'Aprobado'`)
    expect(Number(row?.aprobados)).toBe(2)
    // Concluded: only the real costs still change.
    const costs = await update(await read(), { costos_reales: [{ id_concepto_gasto: "INSTRUCTOR", monto: 9_500, comprobante: "F-1" }] })
    expect(costs.status, JSON.stringify(costs.body)).toBe(200)
    expect((costs.body as { result: Body }).result.costo_real).toBe(9_500)
    const regrade = await refusedUnchanged(409, async () => update(await read(), { participantes: graded([90, 95, 90, 80, null]) }))
    expect(asError(regrade).message).toBe(courseRecordMessages.soloCostos)
  })

  it("prints the session's sign-in sheet with the course, the session, the instructor and each participant", async () => {
    const stored = await created(course({ n_curso: "Lista para firmar" }))
    const [, , participant] = (await rows<{ nombre: string; apellido_paterno: string }>(
      `SELECT nombre, apellido_paterno FROM empleados WHERE id_empleado IN (${people.slice(0, 5).join(", ")}) ORDER BY id_empleado`,
    )) as ReadonlyArray<{ nombre: string; apellido_paterno: string }>
    const response = await fetch(`${t.url}/api/print-lista-asistencia`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_proyecto: stored.id_proyecto, id_sesion: 2 }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    for (const expected of ["Lista de asistencia", "Lista para firmar", "Sesión", "3 de marzo de 2026", "09:00 a 13:00", "Rogelio Garza Treviño", "Nombre", "Puesto", "Firma"]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).toContain(`${participant?.nombre} ${participant?.apellido_paterno}`)
    const absent = await post("/print-lista-asistencia", { id_proyecto: stored.id_proyecto, id_sesion: 3 })
    expect(absent.status).toBe(404)
    expect(asError(absent).message).toBe(attendanceMessages.sinSesion)
  })
})
