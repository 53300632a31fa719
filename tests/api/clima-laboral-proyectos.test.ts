import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { participantMessages as pm } from "../../domain/clima-laboral/empleados-depto-api"
import { climateProjectMessages as m } from "../../domain/clima-laboral/proyectos-vocabulary"
import { guideSetLabels, guidesFor, sampleSize } from "../../domain/rules/nom035-scope"
import { invitationTexts } from "../../server/clima-laboral/empleados-depto-invitations"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"

// Clima laboral, CLI200 Proyectos and CLI210 Empleados por departamento, on both dialects: the
// rules the generated suite does not know (the headcount and the guides it asks, the sample's
// floor and ceiling), each refusal with its message and nothing saved; a sample drawn again with
// the same seed is the same; the invitations mailed through a real SMTP server with a link whose
// token is stored only as its hash; a resend replaces the link; closing destroys the links; and
// the seeded instruments.

type Body = Record<string, unknown>
const mailAccount = { id_cuenta: "1", n_cuenta: "clima@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

describe.each(dialects)("Clima laboral projects and participants on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let sink: SmtpSink
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const problems = (answer: Answer) => asError(answer).problemas ?? []
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }
  let big = { id_empresa: 0, id_centro_trabajo: 0, workers: 0 }
  const start = "2026-03-02"

  const project = (extra: Body = {}): Body => ({
    n_proyecto: "Evaluación NOM-035",
    id_empresa: big.id_empresa,
    id_centro_trabajo: big.id_centro_trabajo,
    f_inicio: start,
    f_fin: "2026-03-31",
    guias: null,
    usar_muestra: "0",
    tamano_muestra: null,
    ...extra,
  })
  const created = async (body: Body): Promise<Body> => {
    const answer = await post("/proyectos-clima", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const fire = (id: unknown, transition: string, body: Body = {}) => post(`/proyectos-clima/${String(id)}/${transition}`, body)

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number; n: number }>(`
      SELECT ct.id_empresa, ct.id_centro_trabajo, COUNT(*) AS n FROM empleados e JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.f_ingreso <= '${start}' AND ((e.f_baja IS NULL AND e.activo = '1') OR e.f_baja > '${start}')
      GROUP BY ct.id_empresa, ct.id_centro_trabajo ORDER BY COUNT(*) DESC, ct.id_centro_trabajo LIMIT 1`)
    big = { id_empresa: Number(centre?.id_empresa), id_centro_trabajo: Number(centre?.id_centro_trabajo), workers: Number(centre?.n) }
  })
  afterAll(async () => {
    for (let seen = -1, i = 0; i < 30 && seen !== sink.received.length; i++) {
      seen = sink.received.length
      await new Promise((r) => setTimeout(r, 200))
    }
    await sink.close()
  })

  it("seeds the three instruments, read-only", async () => {
    const counts = await rows<{ guia: string; n: number }>("SELECT guia, COUNT(*) AS n FROM clima_reactivos GROUP BY guia ORDER BY guia")
    expect(counts.map((c) => [c.guia, Number(c.n)])).toEqual([
      ["I", 20],
      ["II", 46],
      ["III", 72],
    ])
    const [partition] = await rows<{ n: number }>("SELECT COUNT(*) AS n FROM clima_dominio_reactivos WHERE guia = 'III'")
    expect(Number(partition?.n)).toBe(72)
    const [gate] = await rows<{ pregunta: string }>("SELECT pregunta FROM clima_compuertas WHERE guia = 'III' AND compuerta = 'es_jefe'")
    expect(gate?.pregunta).toBe("Soy jefe de otros trabajadores")
    expect((await post("/clima-reactivos", {})).status).toBe(404)
  })

  it("takes the headcount on the start date and derives the guides and the sample", async () => {
    const saved = await created(project())
    expect(saved.num_trabajadores).toBe(big.workers)
    expect(saved.guias).toBe(guidesFor(big.workers))
    expect(saved.anonimo).toBe(guidesFor(big.workers) === "I" ? "0" : "1")
    expect(saved.f_proxima_evaluacion).toBe("2028-03-31")
    expect(saved.estado).toBe("Borrador")
    if (big.workers > 50) {
      const sampled = await created(project({ usar_muestra: "1" }))
      expect(sampled.tamano_muestra).toBe(sampleSize(big.workers))
    }
  })

  it("refuses each rule's breach with its message and saves nothing", async () => {
    const cases: Array<readonly [Body, string, string]> = [
      [{ n_proyecto: " " }, "n_proyecto", m.nombre],
      [{ usar_muestra: "0", tamano_muestra: 40 }, "tamano_muestra", m.muestraSinUsar],
      [{ f_fin: "2026-03-01" }, "f_fin", m.finAntes],
    ]
    if (big.workers > 15) cases.push([{ guias: "I" }, "guias", m.guiasMenores(guideSetLabels[guidesFor(big.workers)], big.workers)])
    if (big.workers > 50) {
      const floor = sampleSize(big.workers)
      cases.push([{ usar_muestra: "1", tamano_muestra: floor - 1 }, "tamano_muestra", m.muestraMenor(floor)])
      cases.push([{ usar_muestra: "1", tamano_muestra: big.workers + 1 }, "tamano_muestra", m.muestraMayor(big.workers)])
    } else {
      cases.push([{ usar_muestra: "1" }, "usar_muestra", m.muestraSoloGrandes])
    }
    for (const [change, campo, mensaje] of cases) {
      const answer = await refusedUnchanged(400, () => post("/proyectos-clima", project(change)))
      expect(problems(answer), JSON.stringify(change)).toContainEqual({ campo, mensaje })
    }
    // A centre of 15 or fewer on the start date (no one yet, years back) applies Guía I only; a sample is refused.
    const early = await refusedUnchanged(400, () => post("/proyectos-clima", project({ f_inicio: "1990-01-02", f_fin: "1990-01-31", usar_muestra: "1" })))
    expect(problems(early)).toContainEqual({ campo: "usar_muestra", mensaje: m.muestraSoloGrandes })
    const tiny = await created(project({ f_inicio: "1990-01-02", f_fin: "1990-01-31" }))
    expect(tiny.guias).toBe("I")
    expect(tiny.anonimo).toBe("0")
    // Raising the guides is allowed.
    expect((await created(project({ f_inicio: "1990-01-02", f_fin: "1990-01-31", guias: "I,III" }))).guias).toBe("I,III")
    // Nobody eligible: starting is refused and the project stays a draft.
    const refused = await refusedUnchanged(409, () => fire(tiny.id_proyecto, "iniciar"))
    expect(asError(refused).message).toBe(m.sinElegibles)
  })

  it("draws a reproducible sample in a draft only, and refuses what CLI210 must not do", async () => {
    const saved = await created(project(big.workers > 50 ? { usar_muestra: "1" } : {}))
    const id = Number(saved.id_proyecto)
    const draw = await post("/generar-muestra", { id_proyecto: id, semilla: 4242 })
    expect(draw.status, JSON.stringify(draw.body)).toBe(200)
    const first = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${id} ORDER BY id_empleado`)
    expect(first.length).toBe(big.workers > 50 ? Math.min(sampleSize(big.workers), first.length) : first.length)
    expect(first.length).toBeGreaterThan(0)
    expect((await post("/generar-muestra", { id_proyecto: id, semilla: 4242 })).status).toBe(200)
    expect(await rows(`SELECT id_empleado FROM clima_participantes WHERE id_proyecto = ${id} ORDER BY id_empleado`)).toEqual(first)
    const [stored] = await rows<{ semilla: number }>(`SELECT semilla FROM proyectos_clima WHERE id_proyecto = ${id}`)
    expect(Number(stored?.semilla)).toBe(4242)
    const progress = (draw.body as { result: { deptos: ReadonlyArray<{ seleccionados: number; hombres: number; mujeres: number }> } }).result
    expect(progress.deptos.reduce((s, d) => s + d.seleccionados, 0)).toBe(first.length)
    expect(progress.deptos.every((d) => d.hombres + d.mujeres === d.seleccionados)).toBe(true)

    // Bad input: its message, nothing saved.
    expect(problems(await refusedUnchanged(400, () => post("/generar-muestra", { id_proyecto: id, semilla: 0 })))).toContainEqual({ campo: "semilla", mensaje: pm.semilla })
    expect(problems(await refusedUnchanged(400, () => post("/enviar-invitaciones", { id_proyecto: id, medio: "Fax", reenviar: "0" })))).toContainEqual({ campo: "medio", mensaje: pm.medio })
    expect((await refusedUnchanged(404, () => post("/generar-muestra", { id_proyecto: 999_999 }))).status).toBe(404)
    // Invitations wait for the application.
    expect(asError(await refusedUnchanged(409, () => post("/enviar-invitaciones", { id_proyecto: id, medio: "Correo", reenviar: "0" }))).message).toBe(pm.soloAplicacion)

    expect((await fire(id, "iniciar")).status).toBe(200)
    // Once in application the sample no longer changes, nor the project.
    expect(asError(await refusedUnchanged(409, () => post("/generar-muestra", { id_proyecto: id, semilla: 1 }))).message).toBe(pm.soloBorrador)
    expect(asError(await refusedUnchanged(409, () => post(`/proyectos-clima/${id}`, { ...project(), _method: "PUT" }))).message).toBe(m.soloBorrador)
    // A department without participants is refused.
    expect(problems(await refusedUnchanged(400, () => post("/enviar-invitaciones", { id_proyecto: id, medio: "Correo", reenviar: "0", deptos: [999_999] })))).toContainEqual({ campo: "deptos", mensaje: pm.deptoAjeno })
  })

  it("invites by mail with single-use links, resends, and destroys the links on closing", async () => {
    const saved = await created(project())
    const id = Number(saved.id_proyecto)
    expect((await fire(id, "iniciar")).status).toBe(200)
    const [drawn] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id}`)
    expect(Number(drawn?.n)).toBeGreaterThan(0)
    const [withMail] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM clima_participantes cp JOIN empleados e ON e.id_empleado = cp.id_empleado
      WHERE cp.id_proyecto = ${id} AND COALESCE(e.email_trabajo, e.email_personal) IS NOT NULL`)
    const before = sink.received.length
    const sent = await post("/enviar-invitaciones", { id_proyecto: id, medio: "Correo", reenviar: "0" })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const outcome = (sent.body as { result: { invitados: number; sin_correo: number } }).result
    expect(outcome.invitados).toBe(Number(withMail?.n))
    expect(outcome.invitados + outcome.sin_correo).toBe(Number(drawn?.n))
    // Only the invitations: the server's daily contract alerts go to the same account on the days
    // a demo contract's probation ends within their window.
    const invitations = () => sink.received.slice(before).filter((mm) => mm.body.includes(invitationTexts.asunto))
    for (let i = 0; i < 600 && invitations().length < outcome.invitados; i++) await new Promise((r) => setTimeout(r, 50))
    const mails = invitations().map((mm) => decodeQuotedPrintable(mm.body))
    expect(mails.length).toBe(outcome.invitados)
    const [firstMail] = mails
    expect(firstMail).toContain("NOM-035-STPS-2018")
    const token = /encuesta-clima#token=([A-Za-z0-9_-]+)/.exec(firstMail ?? "")?.[1] ?? ""
    expect(token.length).toBeGreaterThan(20)
    // Only the hash is stored, never the token; answers hold no employee column.
    expect(await rows(`SELECT token_hash FROM clima_tokens WHERE token_hash = '${token}'`)).toEqual([])
    const columns = await rows<{ name: string }>(
      dialect === "PostgreSQL"
        ? "SELECT column_name AS name FROM information_schema.columns WHERE table_name IN ('clima_respuestas', 'clima_respuestas_reactivos')"
        : "SELECT name FROM pragma_table_info('clima_respuestas') UNION ALL SELECT name FROM pragma_table_info('clima_respuestas_reactivos')",
    )
    expect(columns.map((c) => c.name)).not.toContain("id_empleado")
    expect(columns.map((c) => c.name)).not.toContain("token_hash")
    // Nobody left to invite for the first time.
    if (outcome.sin_correo === 0) {
      expect(asError(await refusedUnchanged(409, () => post("/enviar-invitaciones", { id_proyecto: id, medio: "Correo", reenviar: "0" }))).message).toBe(pm.nadie)
    }
    // A resend replaces each pending link.
    const oldLinks = await rows<{ token_hash: string }>(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${id} ORDER BY token_hash`)
    const resent = await post("/enviar-invitaciones", { id_proyecto: id, medio: "Correo", reenviar: "1" })
    expect(resent.status, JSON.stringify(resent.body)).toBe(200)
    const newLinks = await rows<{ token_hash: string }>(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${id} ORDER BY token_hash`)
    expect(newLinks.length).toBe(oldLinks.length)
    expect(newLinks.some((l) => oldLinks.some((o) => o.token_hash === l.token_hash))).toBe(false)
    const [twice] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id} AND envios = 2`)
    expect(Number(twice?.n)).toBe(outcome.invitados)
    // Closing destroys the link-to-person map and dates the next evaluation from the closing day.
    expect((await fire(id, "cerrar")).status).toBe(200)
    expect(await rows(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${id}`)).toEqual([])
    const read = await call(t.url, `/api/proyectos-clima/${id}`, { token: admin })
    const closed = (read.body as { result: Body }).result
    expect(closed.estado).toBe("Cerrado")
    expect(String(closed.f_proxima_evaluacion).slice(0, 4)).toBe(String(Number(String(closed.f_cierre).slice(0, 4)) + 2))
    expect(asError(await refusedUnchanged(409, () => post("/enviar-invitaciones", { id_proyecto: id, medio: "Kiosko", reenviar: "1" }))).message).toBe(pm.soloAplicacion)
  })

  it("invites through the kiosk without a link", async () => {
    const saved = await created(project())
    const id = Number(saved.id_proyecto)
    const started = await fire(id, "iniciar")
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    const sent = await post("/enviar-invitaciones", { id_proyecto: id, medio: "Kiosko", reenviar: "0" })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(await rows(`SELECT token_hash FROM clima_tokens WHERE id_proyecto = ${id}`)).toEqual([])
    const [kiosk] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id} AND medio = 'Kiosko' AND envios = 1`)
    expect(Number(kiosk?.n)).toBe((sent.body as { result: { invitados: number } }).result.invitados)
    // Cancelling needs its reason.
    const refused = await refusedUnchanged(400, () => fire(id, "cancelar", { motivo_cancelacion: "" }))
    expect(problems(refused)).toContainEqual({ campo: "motivo_cancelacion", mensaje: m.motivo })
    expect((await fire(id, "cancelar", { motivo_cancelacion: "Se reprograma" })).status).toBe(200)
  })

  it("filters the list by the year the project starts in", async () => {
    const earlier = await created(project({ n_proyecto: "Ciclo 2025", f_inicio: "2025-05-05", f_fin: "2025-05-30" }))
    const listed = async (anio: string) => {
      const answer = await call(t.url, `/api/proyectos-clima?anio=${anio}&por_pagina=100`, { token: admin })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body as { result: { registros: ReadonlyArray<{ id_proyecto: number; f_inicio: string }> } }).result.registros
    }
    const of2025 = await listed("2025")
    expect(of2025.map((p) => p.id_proyecto)).toContain(earlier.id_proyecto)
    expect(of2025.every((p) => String(p.f_inicio).startsWith("2025-"))).toBe(true)
    const of2026 = await listed("2026")
    expect(of2026.length).toBeGreaterThan(0)
    expect(of2026.map((p) => p.id_proyecto)).not.toContain(earlier.id_proyecto)
    expect((await call(t.url, "/api/proyectos-clima?anio=dos%20mil", { token: admin })).status).toBe(400)
  })

  it("lists the demo's projects of the caller's centres and their progress", async () => {
    const list = await post("/get-proyectos-clima", {})
    expect(list.status).toBe(200)
    const projects = (list.body as { result: ReadonlyArray<{ id_proyecto: number; estado: string }> }).result
    const open = projects.find((p) => p.estado === "En aplicación")
    expect(open).toBeDefined()
    const progress = await post("/get-avance-clima", { id_proyecto: open?.id_proyecto })
    expect(progress.status).toBe(200)
    const deptos = (progress.body as { result: { deptos: ReadonlyArray<{ invitados: number }> } }).result.deptos
    expect(deptos.reduce((s, d) => s + d.invitados, 0)).toBeGreaterThan(0)
  })
})
