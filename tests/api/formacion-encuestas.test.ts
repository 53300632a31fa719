import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { surveyMessages } from "../../domain/formacion/proyecto-encuesta-opinion-vocabulary"
import { answerMessages, meanOf, satisfactionOf } from "../../domain/formacion/proyecto-encuesta-opinion-rules"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"

// Proyecto encuesta de opinión (FOR310) and Reporte de encuestas (FOR650) on both dialects: the
// survey linked, refused on a course not concluded and on a bad body; sent with one anonymous
// single-use link per enrolled participant mailed through a real SMTP server; the public page's
// read and answer without a session; a link used twice, after the window, by someone no longer
// enrolled and a made-up one refused with nothing stored; the reminder's new links; the answers'
// tables holding nothing that joins them to a person; the report's figures from the answers (its
// sections' running figures a recount of them, its comments' pages the whole list); the
// public call's rate limit.

type Body = Record<string, unknown>
const mailAccount = { id_cuenta: "1", n_cuenta: "encuestas@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }
const tokenIn = (text: string): string | undefined => /#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]

describe.each(dialects)("Encuestas de opinión on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let sink: SmtpSink
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const open = (path: string, body: unknown) => call(t.url, `/api${path}`, { body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const bookkeeping = ["auditoria", "intentos_acceso"]
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, bookkeeping)
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, bookkeeping)).toEqual(before)
    return answer
  }
  let course = 0
  let planned = 0
  let enrolledCount = 0
  let questions: ReadonlyArray<{ id_pregunta: number; tipo: string; seccion: string }> = []

  /** Every scale question rated by `rate(i)` (i from 0) and one comment on the instructor. */
  const answers = (rate: (i: number) => number, comment = "Explicó muy bien") => {
    let i = 0
    return questions.map((q) => (q.tipo === "escala" ? { id_pregunta: q.id_pregunta, valor: rate(i++) } : { id_pregunta: q.id_pregunta, comentario: q.seccion === "Instructor" ? comment : null }))
  }
  const linked = async (id_proyecto_formacion: number): Promise<number> => {
    const answer = await post("/proyecto-encuesta-opinion", { id_proyecto_formacion, id_instrumento: "OPCUR" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return Number((answer.body as { result: Body }).result.id_proyecto)
  }
  const mailsSince = async (before: number, expected: number) => {
    for (let i = 0; i < 600 && sink.received.length < before + expected; i++) await new Promise((r) => setTimeout(r, 50))
    return sink.received.slice(before).map((m) => ({ to: m.to, body: decodeQuotedPrintable(m.body) }))
  }

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const [c] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_formacion WHERE n_curso = 'Comunicación efectiva'")
    const [p] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_formacion WHERE estado = 'Planeado' ORDER BY id_proyecto LIMIT 1")
    course = Number(c?.id_proyecto)
    planned = Number(p?.id_proyecto)
    // Everyone of the course with a work mail, so each link can be read from the sink.
    await rows(`UPDATE empleados SET email_trabajo = 'p' || id_empleado || '@demo.mx' WHERE id_empleado IN (SELECT id_empleado FROM proyectos_formacion_participantes WHERE id_proyecto = ${course})`)
    enrolledCount = (await rows(`SELECT id_empleado FROM proyectos_formacion_participantes WHERE id_proyecto = ${course} AND estado <> 'Baja'`)).length
    questions = (await rows<{ id_pregunta: number; tipo: string; seccion: string }>("SELECT id_pregunta, tipo, seccion FROM instrumentos_opinion_preguntas WHERE id_instrumento = 'OPCUR' ORDER BY id_pregunta")).map((q) => ({ ...q, id_pregunta: Number(q.id_pregunta) }))
  })
  afterAll(async () => sink?.close())

  it("refuses a survey without its course, on a cancelled course, and sending one before the course concludes", async () => {
    const missing = await refusedUnchanged(400, () => post("/proyecto-encuesta-opinion", { id_proyecto_formacion: null, id_instrumento: "OPCUR" }))
    expect(asError(missing).problemas?.map((p) => p.campo)).toEqual(["id_proyecto_formacion"])
    const [cancelled] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_formacion WHERE estado = 'Cancelado' LIMIT 1")
    const onCancelled = await refusedUnchanged(400, () => post("/proyecto-encuesta-opinion", { id_proyecto_formacion: Number(cancelled?.id_proyecto), id_instrumento: "OPCUR" }))
    expect(JSON.stringify(asError(onCancelled))).toContain(surveyMessages.cursoAjeno)
    const early = await linked(planned)
    const refused = await refusedUnchanged(409, () => post("/enviar-encuesta-opinion", { id_proyecto: early }))
    expect(asError(refused).message).toBe(surveyMessages.cursoSinConcluir)
  })

  it("sends one single-use link to each enrolled participant, answered once without a session; refuses reuse, strangers, the dropped and the closed window", async () => {
    const id = await linked(course)
    const enrolled = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM proyectos_formacion_participantes WHERE id_proyecto = ${course} AND estado <> 'Baja' ORDER BY orden`)
    const before = sink.received.length
    const sent = await post("/enviar-encuesta-opinion", { id_proyecto: id })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((sent.body as { message: string }).message).toBe(surveyMessages.enviada)
    const mails = await mailsSince(before, enrolled.length)
    expect(mails).toHaveLength(enrolled.length)
    expect(mails[0]?.body).toContain("Le pedimos su opinión sobre el curso Comunicación efectiva")
    const tokens = mails.map((m) => tokenIn(m.body)).filter((x): x is string => x !== undefined)
    expect(new Set(tokens).size).toBe(enrolled.length)
    // Only hashes are stored.
    const stored = await rows<{ token_hash: string }>(`SELECT token_hash FROM encuestas_opinion_enlaces WHERE id_proyecto = ${id}`)
    expect(stored.some((l) => tokens.includes(l.token_hash))).toBe(false)

    const [first, second, third] = tokens as [string, string, string]
    const form = await open("/get-encuesta-opinion", { token: first })
    expect(form.status, JSON.stringify(form.body)).toBe(200)
    expect(((form.body as { result: { preguntas: ReadonlyArray<unknown> } }).result.preguntas)).toHaveLength(questions.length)

    // Incomplete: named, nothing stored.
    const incomplete = await refusedUnchanged(400, () => open("/responder-encuesta", { token: first, respuestas: answers(() => 5).slice(0, 3) }))
    expect(JSON.stringify(asError(incomplete))).toContain(answerMessages.faltaValor(8))

    const given = answers((i) => [5, 4, 4, 3, 5, 5, 2, 4, 5, 4][i] ?? 4)
    const answered = await open("/responder-encuesta", { token: first, respuestas: given })
    expect(answered.status, JSON.stringify(answered.body)).toBe(200)
    expect((answered.body as { message: string }).message).toBe(surveyMessages.gracias)
    const values = given.flatMap((a) => ("valor" in a && typeof a.valor === "number" ? [a.valor] : []))
    const after = await call(t.url, `/api/proyecto-encuesta-opinion/${id}`, { token: admin })
    const record = (after.body as { result: Body }).result
    expect(Number(record.respuestas)).toBe(1)
    expect(Number(record.satisfaccion)).toBe(satisfactionOf(values))

    // The same link again: refused, nothing stored.
    const twice = await refusedUnchanged(409, () => open("/responder-encuesta", { token: first, respuestas: given }))
    expect(asError(twice).message).toBe(surveyMessages.yaRespondida)
    const reread = await refusedUnchanged(409, () => open("/get-encuesta-opinion", { token: first }))
    expect(asError(reread).message).toBe(surveyMessages.yaRespondida)
    // A made-up link.
    const stranger = await refusedUnchanged(400, () => open("/responder-encuesta", { token: "A".repeat(43), respuestas: given }))
    expect(JSON.stringify(asError(stranger))).toContain(surveyMessages.enlaceInvalido)
    // Someone dropped from the course since the link was sent.
    const dropped = enrolled[1]?.id_empleado
    await rows(`UPDATE proyectos_formacion_participantes SET estado = 'Baja' WHERE id_proyecto = ${course} AND id_empleado = ${dropped}`)
    const notEnrolled = await refusedUnchanged(403, () => open("/responder-encuesta", { token: second, respuestas: given }))
    expect(asError(notEnrolled).message).toBe(surveyMessages.noInscrito)
    await rows(`UPDATE proyectos_formacion_participantes SET estado = 'Aprobado' WHERE id_proyecto = ${course} AND id_empleado = ${dropped}`)
    // After the window: the survey's window moved into the past.
    await rows(`UPDATE encuestas_opinion SET f_apertura = '2026-01-05', f_cierre = '2026-01-15' WHERE id_proyecto = ${id}`)
    const late = await refusedUnchanged(409, () => open("/responder-encuesta", { token: third, respuestas: given }))
    expect(asError(late).message).toBe(surveyMessages.ventanaCerrada("15/01/2026"))
    const lateReminder = await refusedUnchanged(409, () => post(`/proyecto-encuesta-opinion/${id}/recordar`, {}))
    expect(asError(lateReminder).message).toBe(surveyMessages.ventanaCerrada("15/01/2026"))
  })

  it("reminds with a new link for whoever has not answered; the old one stops working", async () => {
    const id = await linked(course)
    const before = sink.received.length
    expect((await post("/enviar-encuesta-opinion", { id_proyecto: id })).status).toBe(200)
    const sent = await mailsSince(before, enrolledCount)
    const [answeredToken, pendingToken] = sent.map((m) => tokenIn(m.body)) as [string, string]
    expect((await open("/responder-encuesta", { token: answeredToken, respuestas: answers(() => 5) })).status).toBe(200)
    const pendingTo = sent.find((m) => tokenIn(m.body) === pendingToken)?.to
    const mark = sink.received.length
    const reminded = await post(`/proyecto-encuesta-opinion/${id}/recordar`, {})
    expect(reminded.status, JSON.stringify(reminded.body)).toBe(200)
    const reminders = await mailsSince(mark, sent.length - 1)
    expect(reminders).toHaveLength(sent.length - 1)
    expect(reminders.some((m) => m.to === sent.find((s) => tokenIn(s.body) === answeredToken)?.to)).toBe(false)
    const renewed = tokenIn(reminders.find((m) => m.to === pendingTo)?.body ?? "")
    expect(renewed).toBeDefined()
    expect(reminders[0]?.body).toContain("Comunicación efectiva")
    const old = await refusedUnchanged(400, () => open("/responder-encuesta", { token: pendingToken, respuestas: answers(() => 4) }))
    expect(JSON.stringify(asError(old))).toContain(surveyMessages.enlaceInvalido)
    expect((await open("/responder-encuesta", { token: renewed, respuestas: answers(() => 4) })).status).toBe(200)
    const record = (await call(t.url, `/api/proyecto-encuesta-opinion/${id}`, { token: admin })).body as { result: Body }
    expect(Number(record.result.respuestas)).toBe(2)
    expect(Number(record.result.recordatorios)).toBe(1)
    // Closed: an unused link does not answer it.
    expect((await post(`/proyecto-encuesta-opinion/${id}/cerrar`, {})).status).toBe(200)
    const third = reminders.map((m) => tokenIn(m.body)).find((x) => x !== renewed)
    if (third !== undefined) {
      const closed = await refusedUnchanged(409, () => open("/responder-encuesta", { token: third, respuestas: answers(() => 4) }))
      expect(asError(closed).message).toBe(surveyMessages.noAbierta)
    }
  })

  it("keeps no stored answer that can be joined to a person", async () => {
    const answerColumns = Object.keys((await rows("SELECT * FROM encuestas_opinion_respuestas LIMIT 1"))[0] ?? {})
    const valueColumns = Object.keys((await rows("SELECT * FROM encuestas_opinion_valores LIMIT 1"))[0] ?? {})
    const linkColumns = Object.keys((await rows("SELECT * FROM encuestas_opinion_enlaces LIMIT 1"))[0] ?? {})
    expect(answerColumns.sort()).toEqual(["id_proyecto", "id_respuesta"])
    expect(valueColumns.sort()).toEqual(["comentario", "id_pregunta", "id_respuesta", "valor"])
    // The link names the person but shares only the survey with an answer, and keeps no instant.
    expect(linkColumns.sort()).toEqual(["id_empleado", "id_proyecto", "token_hash", "usado"])
    expect(answerColumns.filter((c) => linkColumns.includes(c))).toEqual(["id_proyecto"])
    // The log of each answer names the survey only: no person, no link, no answers.
    const logged = await rows<{ id_usuario: string | null; clave: string | null; antes: string | null; despues: string | null }>(
      "SELECT id_usuario, clave, antes, despues FROM auditoria WHERE operacion = 'responderEncuesta'",
    )
    expect(logged.length).toBeGreaterThan(0)
    for (const row of logged) {
      expect(row.id_usuario === null || row.id_usuario === "anónimo").toBe(true)
      expect(row.antes).toBeNull()
      expect(row.despues === null || row.despues === "null").toBe(true)
      expect(row.clave ?? "").toMatch(/^\d*$/)
    }
  })

  it("reports each section's mean, the satisfaction and the comments of a survey", async () => {
    const id = await linked(course)
    const before = sink.received.length
    expect((await post("/enviar-encuesta-opinion", { id_proyecto: id })).status).toBe(200)
    const [a, b] = (await mailsSince(before, enrolledCount)).map((m) => tokenIn(m.body)) as [string, string]
    const ratingsA = [5, 5, 4, 4, 3, 3, 5, 4, 4, 5]
    const ratingsB = [4, 3, 4, 4, 2, 3, 4, 4, 5, 5]
    expect((await open("/responder-encuesta", { token: a, respuestas: answers((i) => ratingsA[i] ?? 0, "Claro y puntual") })).status).toBe(200)
    expect((await open("/responder-encuesta", { token: b, respuestas: answers((i) => ratingsB[i] ?? 0, "Le faltó tiempo") })).status).toBe(200)
    const report = await post("/reporte-encuestas", { vista: "encuesta", id_proyecto: id })
    expect(report.status, JSON.stringify(report.body)).toBe(200)
    const result = (report.body as { result: { filas: ReadonlyArray<{ medias: ReadonlyArray<number | null>; satisfaccion: number; respuestas: number }> } }).result
    expect(result.filas).toHaveLength(1)
    const row = result.filas[0]
    expect(row?.respuestas).toBe(2)
    expect(row?.medias[0]).toBe(meanOf([5, 5, 4, 3]))
    expect(row?.medias[2]).toBe(meanOf([3, 3, 2, 3]))
    expect(row?.satisfaccion).toBe(satisfactionOf([...ratingsA, ...ratingsB]))
    const comments = await post("/reporte-encuestas", { vista: "comentarios", id_proyecto: id })
    const said = (comments.body as { result: { comentarios: ReadonlyArray<{ seccion: string; comentario: string }> } }).result.comentarios
    expect(said.map((c) => c.comentario).sort()).toEqual(["Claro y puntual", "Le faltó tiempo"])
    expect(said.every((c) => c.seccion === "Instructor")).toBe(true)
    // The report reads each survey's running figures per section: after the public answers (here
    // and in the tests above) and the demo's seeded ones, they are a recount of the stored answers.
    const figures = "id_proyecto, seccion, valores, suma, favorables, comentarios"
    const asNumbers = (list: ReadonlyArray<Body>) => list.map((r) => ({ ...Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === "seccion" ? v : Number(v)])) }))
    const recount = await rows(`SELECT ${figures} FROM (
        SELECT r.id_proyecto, q.seccion, COUNT(v.valor) AS valores, COALESCE(SUM(v.valor), 0) AS suma,
          SUM(CASE WHEN v.valor >= 4 THEN 1 ELSE 0 END) AS favorables,
          SUM(CASE WHEN v.comentario IS NOT NULL AND TRIM(v.comentario) <> '' THEN 1 ELSE 0 END) AS comentarios
        FROM encuestas_opinion_respuestas r
        JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
        JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
        JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta
        GROUP BY r.id_proyecto, q.seccion) c ORDER BY id_proyecto, seccion`)
    const kept = await rows(`SELECT ${figures} FROM encuestas_opinion_secciones ORDER BY id_proyecto, seccion`)
    expect(asNumbers(kept)).toEqual(asNumbers(recount))
    expect(kept.filter((r) => Number(r.id_proyecto) === id)).toHaveLength(5)
    expect(new Set(kept.map((r) => Number(r.id_proyecto))).size).toBeGreaterThanOrEqual(4)
    // The comments' pages, each read only from the surveys it reaches, are the whole list in order.
    const every = (await post("/reporte-encuestas", { vista: "comentarios" })).body as { result: { comentarios: ReadonlyArray<Body> } }
    const paged: Array<Body> = []
    for (let pagina = 1; pagina <= Math.ceil(every.result.comentarios.length / 2) + 1; pagina++) {
      const page = (await post("/reporte-encuestas", { vista: "comentarios", pagina, por_pagina: 2 })).body as { result: { comentarios: ReadonlyArray<Body>; total_filas: number } }
      expect(page.result.total_filas).toBe(every.result.comentarios.length)
      paged.push(...page.result.comentarios)
    }
    expect(every.result.comentarios.length).toBeGreaterThan(4)
    expect(paged).toEqual(every.result.comentarios)
    const byInstructor = await post("/reporte-encuestas", { vista: "instructor" })
    expect(byInstructor.status).toBe(200)
    const sheet = await post("/exportar-reporte-encuestas", { vista: "encuesta", id_proyecto: id })
    expect(sheet.status).toBe(200)
    const pdf = await post("/reporte-encuestas-pdf", { vista: "comentarios" })
    expect(pdf.status).toBe(200)
  })

  it("limits the public answers from one address", async () => {
    const statuses: Array<number> = []
    for (let i = 0; i < 35; i++) statuses.push((await open("/responder-encuesta", { token: "B".repeat(43), respuestas: [] })).status)
    expect(statuses).toContain(429)
    const limited = await open("/responder-encuesta", { token: "B".repeat(43), respuestas: [] })
    expect(limited.status).toBe(429)
    expect(asError(limited).message).toMatch(/^Demasiados intentos desde esta dirección/)
  })
})
