import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { extractText, getDocumentProxy } from "unpdf"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { shiftDay } from "../../domain/rules/working-days"
import { offerMessages as m } from "../../domain/seleccion/ofertas-candidatos-vocabulary"
import { expireOffers } from "../../server/seleccion/ofertas-candidatos-expiry"
import { type Pipeline, insertPipeline } from "../../server/seed/seleccion-pipeline"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"
import { discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"

// SEL360's offers on both dialects (domain/seleccion/ofertas-candidatos.ts): a draft with its
// folio and monthly salary; every refusal of §6 with nothing saved (a discarded candidate, a
// second offer, LFT 39-A probation, the legal benefits, the dates); sent straight on inside the
// tabulador and through OFERTA_FUERA_TABULADOR outside it (approved, rejected back to Borrador);
// answered by /responder-oferta (accepted makes the candidate Seleccionado, rejected keeps the
// reason); expired by the daily pass; the carta oferta by /print-oferta, and mailed to the
// candidate through a real SMTP server once the offer is Enviada; /guardar-oferta.

type Body = Record<string, unknown>
const mailAccount = { id_cuenta: "1", n_cuenta: "reclutamiento@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

const mexicoToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())

describe.each(dialects)("Ofertas a candidatos on %s", (dialect) => {
  const t = useServer(dialect)
  const today = mexicoToday()
  let admin = ""
  let approver = ""
  let p: Pipeline
  let sink: SmtpSink

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const person = (email: string) => p.people[email] ?? { id_candidato: 0, id_asignacion: 0 }

  /** A complete offer: 600 a day (18,240 a month, inside the 15,000–20,000 tabulador). */
  const offer = (email: string, changes: Body = {}): Body => ({
    id_asignacion: person(email).id_asignacion,
    id_plantilla: null,
    salario_diario: 600,
    id_tipo_contrato: "IND",
    dias_prueba: 30,
    jornada: "Lunes a viernes de 9:00 a 18:00",
    lugar_trabajo: "Oficinas centrales",
    f_ingreso_propuesta: shiftDay(today, 20),
    f_limite_respuesta: shiftDay(today, 7),
    dias_aguinaldo: 15,
    pct_prima_vacacional: 25,
    dias_vacaciones: 12,
    prestaciones_extra: null,
    ...changes,
  })
  const created = async (email: string, changes: Body = {}) => {
    const a = await post("/ofertas-candidatos", offer(email, changes))
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return resultOf(a)
  }
  const stateOf = async (id: unknown) => (await rows<{ estado: string }>(`SELECT estado FROM sel_ofertas WHERE id_oferta = ${Number(id)}`))[0]?.estado
  const candidateState = async (email: string) =>
    (await rows<{ estado: string }>(`SELECT estado FROM candidatos WHERE id_candidato = ${person(email).id_candidato}`))[0]?.estado
  const configureFlow = async (present: boolean) => {
    const [type] = await rows<{ id: number }>("SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'OFERTA_FUERA_TABULADOR'")
    expect(type, "0316 adds the request type OFERTA_FUERA_TABULADOR").toBeDefined()
    await exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(type?.id)}`)
    if (!present) return
    const [loanFlow] = await rows<Body>("SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud s ON s.id_tipo_solicitud = f.id_tipo_solicitud WHERE s.clave = 'PRESTAMO'")
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ ...loanFlow, id_tipo_solicitud: Number(type?.id) })}`)
  }
  const decide = async (id: unknown, resultado: "A" | "R", comentario = "") => {
    const [step] = await rows<{ id_autorizacion: number }>(
      `SELECT id_autorizacion FROM autorizaciones WHERE origen = 'OFERTA_FUERA_TABULADOR' AND id_origen = ${Number(id)} AND resultado IS NULL`,
    )
    expect(step, "a step waits in the flow").toBeDefined()
    const a = await post("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado, comentario }, approver)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  }
  /** The mails received for `email` since `from`; waited for up to 30 s (they leave after commit, the PDF laid out on a worker). */
  const mailsTo = async (from: number, email: string) => {
    const found = () => sink.received.slice(from).filter((mail) => mail.to.toLowerCase() === email)
    for (let i = 0; i < 600 && found().length === 0; i++) await new Promise((r) => setTimeout(r, 50))
    return found()
  }
  /** The carta oferta reached the candidate: its subject and the PDF attached. */
  const expectLetterMailed = async (from: number, email: string) => {
    const [mail] = await mailsTo(from, email)
    expect(mail, `a mail to ${email}`).toBeDefined()
    expect(mail?.body).toContain('Content-Type: application/pdf; name="Carta oferta OF-')
    expect(mail?.body).toContain("Content-Disposition: attachment")
  }
  /** A refusal with its message that changes nothing. */
  const refused = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server)
    const a = await send()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])].join(" | "), label).toContain(message)
    expect(await checksums(t.server), `${label} changed nothing`).toEqual(before)
  }

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    const letters = ["ana", "beto", "caro", "dani", "eva", "fer", "gus", "hugo"]
    p = await t.server.run(
      insertPipeline({
        name: "OFERTAS-API",
        today,
        authorizedDaysAgo: 20,
        vacancies: 3,
        tabulador: { min: 15_000, max: 20_000 },
        candidates: letters.map((n, i) => ({
          nombre: n,
          apellido_paterno: "Prueba",
          email: `${n}@ofertas.mx`,
          etapa: n === "caro" ? ("Descartado" as const) : ("Oferta" as const),
          hace: 10 + i,
        })),
      }),
    )
    // The vacancy's recruiter works in the approver's department, so the approver decides its offers.
    const [a] = await rows<{ id_empleado: number; id_depto: number }>(`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    const [rec] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e WHERE e.id_depto = ${Number(a?.id_depto)} AND e.id_empleado <> ${Number(a?.id_empleado)} AND e.activo = '1'
      ORDER BY e.id_empleado LIMIT 1`)
    await exec(`UPDATE vacantes SET id_reclutador = ${Number(rec?.id_empleado)} WHERE id_vacante = ${p.id_vacante}`)
  })

  it("stores a draft with its folio, monthly salary and tabulador flag; one live offer per candidate", async () => {
    const o = await created("ana@ofertas.mx")
    expect(o).toMatchObject({ estado: "Borrador", salario_mensual: 18_240, fuera_tabulador: "0", n_candidato: "ana Prueba", n_vacante: "Vacante OFERTAS-API" })
    expect(String(o.folio)).toMatch(new RegExp(`^OF-1-${today.slice(0, 4)}-\\d{5}$`))
    await refused("a second offer", () => post("/ofertas-candidatos", offer("ana@ofertas.mx")), 409, m.otraOferta)
    const high = await created("beto@ofertas.mx", { salario_diario: 700 })
    expect(high).toMatchObject({ salario_mensual: 21_280, fuera_tabulador: "1" })
  })

  it("refuses an offer to a discarded candidate and every rule of §6, changing nothing", async () => {
    await refused("a discarded candidate", () => post("/ofertas-candidatos", offer("caro@ofertas.mx")), 409, m.descartado)
    const cases: ReadonlyArray<readonly [string, Body, string]> = [
      ["31 days of probation", { dias_prueba: 31 }, contractMessages.prueba30],
      ["aguinaldo under 15 days", { dias_aguinaldo: 14 }, m.aguinaldo],
      ["prima vacacional under 25%", { pct_prima_vacacional: 24.5 }, m.primaVacacional],
      ["vacations under 12 days", { dias_vacaciones: 11 }, m.vacaciones],
      ["a start in the past", { f_ingreso_propuesta: shiftDay(today, -1), f_limite_respuesta: shiftDay(today, -2) }, m.ingresoPasado],
      ["a deadline after the start", { f_limite_respuesta: shiftDay(today, 21) }, m.limiteTardio],
      ["a daily salary under the minimum wage", { salario_diario: 100 }, m.salarioMinimo],
      // The barred phrases, capitals and accents changed (LFT 133).
      ["a barred phrase in the other benefits", { prestaciones_extra: "Vales de despensa; solo personas SIN HIJOS" }, discriminatoryRequirement("sin hijos", "La oferta")],
      ["a barred phrase without its accent", { prestaciones_extra: "Seguro de gastos medicos segun religion" }, discriminatoryRequirement("religión", "La oferta")],
    ]
    for (const [label, changes, message] of cases) await refused(label, () => post("/ofertas-candidatos", offer("dani@ofertas.mx", changes)), 400, message)
  })

  afterAll(async () => {
    await sink.close()
  })

  it("sends an offer inside the tabulador straight on, mails its letter, and records the candidate's acceptance", async () => {
    const o = await created("dani@ofertas.mx")
    const before = sink.received.length
    const sent = await post("/enviar-oferta", { id_oferta: o.id_oferta })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(resultOf(sent)).toMatchObject({ estado: "Enviada", f_envio: today })
    await expectLetterMailed(before, "dani@ofertas.mx")
    const [mail] = await mailsTo(before, "dani@ofertas.mx")
    expect(decodeQuotedPrintable(mail?.body ?? "")).toContain(`le ofrece el puesto de ${String(o.n_puesto)}. Adjuntamos la carta oferta ${String(o.folio)}`)
    await refused("an edit of a sent offer", () => post(`/ofertas-candidatos/${String(o.id_oferta)}`, { ...offer("dani@ofertas.mx"), _method: "PUT" }), 409, m.soloBorrador)
    await refused("a rejection without a reason", () => post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Rechazada" }), 400, m.motivoRechazo)
    const accepted = await post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Aceptada", motivo_rechazo: null })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
    expect(resultOf(accepted)).toEqual({ id_oferta: o.id_oferta, estado: "Aceptada" })
    expect(await candidateState("dani@ofertas.mx")).toBe("Seleccionado")
    await refused("answering twice", () => post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Rechazada", motivo_rechazo: "Otra" }), 409, m.noRespondible)
  })

  it("keeps the reason of a rejected offer", async () => {
    const o = await created("eva@ofertas.mx")
    expect((await post("/enviar-oferta", { id_oferta: o.id_oferta })).status).toBe(200)
    const answer = await post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Rechazada", motivo_rechazo: "Aceptó otra oferta" })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [row] = await rows<{ estado: string; motivo_rechazo: string }>(`SELECT estado, motivo_rechazo FROM sel_ofertas WHERE id_oferta = ${Number(o.id_oferta)}`)
    expect(row).toEqual({ estado: "Rechazada", motivo_rechazo: "Aceptó otra oferta" })
    expect(await candidateState("eva@ofertas.mx")).toBe("En proceso")
  })

  it("sends an offer outside the tabulador through OFERTA_FUERA_TABULADOR: rejected back to Borrador, then approved", async () => {
    await configureFlow(true)
    const o = await created("fer@ofertas.mx", { salario_diario: 800 })
    const before = sink.received.length
    const sent = await post("/enviar-oferta", { id_oferta: o.id_oferta })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((sent.body as { message: string }).message).toBe(m.enAutorizacion)
    expect(await stateOf(o.id_oferta)).toBe("En autorización")
    await decide(o.id_oferta, "R", "Ajustar al tabulador")
    expect(sink.received.filter((mail, i) => i >= before && mail.to === "fer@ofertas.mx"), "no letter before it is authorized").toEqual([])
    const [back] = await rows<{ estado: string; comentario_rechazo: string }>(`SELECT estado, comentario_rechazo FROM sel_ofertas WHERE id_oferta = ${Number(o.id_oferta)}`)
    expect(back).toEqual({ estado: "Borrador", comentario_rechazo: "Ajustar al tabulador" })
    expect((await post("/enviar-oferta", { id_oferta: o.id_oferta })).status).toBe(200)
    await decide(o.id_oferta, "A")
    expect(await stateOf(o.id_oferta)).toBe("Enviada")
    await expectLetterMailed(before, "fer@ofertas.mx")
    await configureFlow(false)
  })

  it("expires a sent offer past its deadline in the daily pass, and no answer is recorded then", async () => {
    const o = await created("gus@ofertas.mx")
    expect((await post("/enviar-oferta", { id_oferta: o.id_oferta })).status).toBe(200)
    await exec(`UPDATE sel_ofertas SET f_limite_respuesta = '${shiftDay(today, -1)}' WHERE id_oferta = ${Number(o.id_oferta)}`)
    await refused("an answer past the deadline", () => post("/responder-oferta", { id_oferta: o.id_oferta, resultado: "Aceptada" }), 409, m.vencida)
    expect(await t.server.run(expireOffers)).toBeGreaterThanOrEqual(1)
    expect(await stateOf(o.id_oferta)).toBe("Vencida")
    expect(await t.server.run(expireOffers)).toBe(0)
  })

  it("prints the carta oferta by /print-oferta and saves by /guardar-oferta", async () => {
    const saved = await post("/guardar-oferta", offer("hugo@ofertas.mx"))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const o = resultOf(saved)
    const updated = await post("/guardar-oferta", { ...offer("hugo@ofertas.mx", { salario_diario: 650 }), id_oferta: o.id_oferta })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(resultOf(updated)).toMatchObject({ id_oferta: o.id_oferta, salario_diario: 650, salario_mensual: 19_760 })
    const pdf = await fetch(`${t.url}/api/print-oferta`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_oferta: o.id_oferta }),
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toContain("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    expect(text).toContain("Carta oferta")
    expect(text).toContain(String(o.folio))
    expect(text).toContain("hugo Prueba")
    expect(text).toContain("19,760.00")
  })
})
