import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sendContractAlerts } from "../../server/contratos/expiry-alerts"
import { call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// The contracts' daily expiry alerts (MODULES-MX §2) on both dialects, driven by the server's
// clock: the worked example (f_fin 2026-12-15 alerts on 11-15, 11-30 and 12-08, nothing on 11-14
// nor twice a day), a missed day sending the highest pending threshold once, the probation's alert
// 7 days before its last day, two passes at once sending once, and the mail through a real SMTP
// server to the recipients CON090 flags.

type Body = Record<string, unknown>
const noonInMexico = (day: string) => Date.parse(`${day}T18:00:00Z`)
const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }

describe.each(dialects)("Contract expiry alerts on %s", (dialect) => {
  const clock = manualClock(noonInMexico("2026-11-10"))
  const t = useServer(dialect, { now: clock.now, jobIntervalMs: 0 })
  let admin = ""
  let sink: SmtpSink
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const on = (day: string) => clock.advance(noonInMexico(day) - clock.now())
  const pass = async (day: string) => {
    on(day)
    return t.server.run(sendContractAlerts)
  }
  const sentOf = async (day: string, ids: ReadonlyArray<string>) =>
    (await pass(day)).sent.filter((a) => ids.includes(a.id_contrato)).map((a) => `${a.id_contrato}:${a.tipo}:${a.umbral}:${a.dias_restantes}`)

  const used: Array<number> = [0]
  const person = async () => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D' AND e.email_trabajo IS NOT NULL AND e.id_empleado NOT IN (${used.join(",")})
        AND ${untouchedPerson}
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the demo")
    await endLiveContracts(t.server, Number(p.id_empleado))
    used.push(Number(p.id_empleado))
    return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
  }
  const vigente = async (extra: Body) => {
    const p = await person()
    const created = await post("/gestion-contratos", contractDraft(p, extra))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = String((created.body as { result: Body }).result.id_contrato)
    const activated = await post("/activar-contrato", { id_contrato: id })
    expect(activated.status, JSON.stringify(activated.body)).toBe(200)
    return { id, ...p }
  }

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const saved = await post("/guardar-parametros-contratos", {
      mode: "add",
      dias_alerta_1: 30,
      dias_alerta_2: 15,
      dias_alerta_3: 7,
      notificar_jefe: "0",
      notificar_rh: "1",
      notificar_colaborador: "1",
      id_cuenta_correo: "1",
      renovaciones_max_determinado: 3,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })
  afterAll(async () => {
    await sink.close()
  })

  it("alerts on the days equal to 30, 15 and 7, once each; a missed day sends the highest pending once; a probation 7 days before its end", async () => {
    const example = await vigente({ f_fin: "2026-12-15" })
    // Due on 12-05: first seen on 11-10 (25 left, 30 pending); no pass on 11-20 nor 11-28.
    const missed = await vigente({ f_fin: "2026-12-05" })
    // Indefinite with 30 days of probation from 11-09: its last day is 12-08, the alert 12-01.
    const trial = await vigente({ id_tipo_contrato: "IND", f_inicio: "2026-11-09", f_fin: null, dias_prueba: 30 })
    const ids = [example.id, missed.id, trial.id]

    expect(await sentOf("2026-11-10", ids)).toEqual([`${missed.id}:vencimiento:30:25`])
    expect(await sentOf("2026-11-14", ids)).toEqual([])
    expect(await sentOf("2026-11-15", ids)).toEqual([`${example.id}:vencimiento:30:30`])
    expect(await sentOf("2026-11-15", ids)).toEqual([])
    expect(await sentOf("2026-11-16", ids)).toEqual([])
    // 11-30: 15 for the example; the missed one (5 left, 15 and 7 pending) gets 15 once, never 7.
    expect((await sentOf("2026-11-30", ids)).sort()).toEqual([`${example.id}:vencimiento:15:15`, `${missed.id}:vencimiento:15:5`].sort())
    expect(await sentOf("2026-12-01", ids)).toEqual([`${trial.id}:prueba:7:7`])
    expect(await sentOf("2026-12-02", ids)).toEqual([])
    expect(await sentOf("2026-12-08", ids)).toEqual([`${example.id}:vencimiento:7:7`])
    // The dashboard shows this week's alerts with today's days left.
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const notices = await call(t.url, "/api/alertas-contratos", { token: admin })
    expect(notices.status, JSON.stringify(notices.body)).toBe(200)
    const shown = (notices.body as { result: ReadonlyArray<Body> }).result.filter((n) => ids.includes(String(n.id_contrato)))
    expect(shown).toEqual([
      expect.objectContaining({ id_contrato: example.id, tipo: "vencimiento", f_limite: "2026-12-15", f_envio: "2026-12-08", dias_restantes: 7 }),
      expect.objectContaining({ id_contrato: trial.id, tipo: "prueba", f_limite: "2026-12-08", f_envio: "2026-12-01", dias_restantes: 0 }),
    ])
    expect(await sentOf("2026-12-16", ids)).toEqual([])

    const stored = await rows<{ id_contrato: string; tipo: string; umbral: number; f_envio: unknown; avisado: string }>(
      `SELECT id_contrato, tipo, umbral, f_envio, avisado FROM contratos_alertas WHERE id_contrato IN ('${ids.join("','")}') ORDER BY id_contrato, tipo, umbral`,
    )
    const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10))
    expect(stored.filter((r) => r.id_contrato === example.id).map((r) => `${r.umbral}:${day(r.f_envio)}:${r.avisado}`)).toEqual([
      "7:2026-12-08:1",
      "15:2026-11-30:1",
      "30:2026-11-15:1",
    ])
    expect(stored.filter((r) => r.id_contrato === missed.id).map((r) => `${r.umbral}:${day(r.f_envio)}:${r.avisado}`)).toEqual([
      "7:2026-11-30:0",
      "15:2026-11-30:1",
      "30:2026-11-10:1",
    ])

    // The mail went through the account to RH (its mailbox) and the person, naming the contract.
    const mails = sink.received.map((m) => ({ to: m.to, body: decodeQuotedPrintable(m.body) }))
    const [address] = await rows<{ email: string }>(`SELECT email_trabajo AS email FROM empleados WHERE id_empleado = ${example.id_empleado}`)
    const about = mails.filter((m) => m.body.includes(example.id))
    expect(about).toHaveLength(3)
    for (const m of about) expect(m.to.split(",").sort()).toEqual([mailAccount.n_cuenta, String(address?.email).toLowerCase()].sort())
    expect(about.some((m) => m.body.includes("vence el 15/12/2026") && m.body.includes("faltan 30 días"))).toBe(true)
  })

  it("sends once when two passes run at once", async () => {
    on("2026-11-20")
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const twice = await vigente({ f_inicio: "2026-01-01", f_fin: "2026-12-21" })
    on("2026-11-21")
    const [a, b] = await Promise.all([t.server.run(sendContractAlerts), t.server.run(sendContractAlerts)])
    const mine = [...a.sent, ...b.sent].filter((s) => s.id_contrato === twice.id)
    expect(mine.map((s) => s.umbral)).toEqual([30])
    const [count] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM contratos_alertas WHERE id_contrato = '${twice.id}'`)
    expect(Number(count?.n)).toBe(1)
  })
})
