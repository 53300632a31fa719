import { beforeAll, describe, expect, it } from "vitest"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { oneLevelFlow } from "../../server/seed/demo-authorizations"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// A renewal past CON090's renovaciones_max_determinado (MODULES-MX §2 CON210, §0
// RENOVACION_CONTRATO) on both dialects: the contract read says the maximum, so the dialog warns;
// with a flow configured the new contract waits as a Borrador with the first level's step and the
// renewed one stays Vigente; the approval completes the renewal (Renovado, Vigente), a rejection
// cancels the new one and leaves the previous untouched and renewable; while it waits nobody
// activates, edits, cancels, deletes or renews again; of two concurrent renewals exactly one
// wins; terminating the previous one withdraws a waiting renewal; with no flow configured the
// renewal completes at once, with the warning.

type Body = Record<string, unknown>
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const watched = ["contratos", "contratos_beneficiarios", "renovaciones_contratos", "autorizaciones", "folios_documento"]
const mailAccount = { id_cuenta: "1", n_cuenta: "avisos@demo.mx", password: "S3creta!", host: "127.0.0.1", puerto: "25", ssl: "0", tiempo: "5", mode: "add" }
const parameters = {
  mode: "add",
  dias_alerta_1: 30,
  dias_alerta_2: 15,
  dias_alerta_3: 7,
  notificar_jefe: "1",
  notificar_rh: "1",
  notificar_colaborador: "0",
  id_cuenta_correo: "1",
  renovaciones_max_determinado: 1,
}

describe.each(dialects)("Renewals through RENOVACION_CONTRATO on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let approver = ""
  let approverEmployee = 0
  let approverDepto = 0
  let renewalType = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const messageOf = (a: { body: unknown }) => (a.body as { message: string }).message
  const read = async (id: string) => resultOf(await get(`/gestion-contratos/${encodeURIComponent(id)}`))
  const stateOf = async (id: string) => (await read(id)).estado

  const used: Array<number> = [0]
  /** An active person of the approver's department, hired before 2026, not used by another test. */
  const person = async () => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D' AND e.id_depto = ${approverDepto}
        AND e.id_empleado <> ${approverEmployee} AND e.id_empleado NOT IN (${used.join(",")})
        AND ${untouchedPerson}
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the approver's department")
    await endLiveContracts(t.server, Number(p.id_empleado))
    used.push(Number(p.id_empleado))
    return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
  }
  /** A Vigente contract renewed once already (the maximum is 1), ending 2026-06-30. */
  const renewedOnce = async () => {
    const created = await post("/gestion-contratos", contractDraft(await person(), { f_inicio: "2026-01-01", f_fin: "2026-03-31" }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const first = String(resultOf(created).id_contrato)
    expect((await post("/activar-contrato", { id_contrato: first })).status).toBe(200)
    const renewed = await post("/renovar-contrato", { id_contrato: first, f_fin: "2026-06-30" })
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200)
    expect(messageOf(renewed)).toBe(contractMessages.renovado)
    const [next] = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${first}'`)
    return String(next?.id_contrato)
  }
  const successorOf = async (id: string) => {
    const [row] = await rows<{ id_contrato: string; id_renovacion: number }>(
      `SELECT r.id_contrato, r.id_renovacion FROM renovaciones_contratos r WHERE r.id_contrato_anterior = '${id}' ORDER BY r.id_renovacion DESC`,
    )
    return row
  }
  const waiting = (id_renovacion: number | undefined) =>
    rows<{ id_autorizacion: number; id_autorizador: number }>(
      `SELECT id_autorizacion, id_autorizador FROM autorizaciones WHERE origen = 'RENOVACION_CONTRATO' AND id_origen = ${Number(id_renovacion)} AND resultado IS NULL`,
    )
  const decide = (id_autorizacion: number | undefined, resultado: "A" | "R", comentario = "") => post("/autorizar", { id_autorizacion, resultado, comentario }, approver)
  const unchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones", "auditoria"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect(asError(a).message, label).toBe(message)
    const after = await checksums(t.server, ["sesiones", "auditoria"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }
  const withFlow = async <A>(body: () => Promise<A>): Promise<A> => {
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert(oneLevelFlow(renewalType))}`)
    try {
      return await body()
    } finally {
      await exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${renewalType}`)
    }
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    const [a] = await rows<{ id_empleado: number; id_depto: number }>(`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    approverEmployee = Number(a?.id_empleado)
    approverDepto = Number(a?.id_depto)
    const [type] = await rows<{ id_tipo_solicitud: number }>("SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'RENOVACION_CONTRATO'")
    renewalType = Number(type?.id_tipo_solicitud)
    expect(renewalType, "the request type joins Flujos de autorización").toBeGreaterThan(0)
    expect((await post("/guardar-cuenta-correo", mailAccount)).status).toBe(200)
    const saved = await post("/guardar-parametros-contratos", parameters)
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })

  it("answers CON090's maximum with the contract, so the dialog warns before the renewal is sent", async () => {
    const id = await renewedOnce()
    expect(await read(id)).toMatchObject({ estado: "Vigente", num_renovacion: 1, renovaciones_max: 1, autorizacion_renovacion: null })
  })

  it("waits for the flow as a Borrador; the approval renews (Renovado, Vigente)", async () => {
    const id = await renewedOnce()
    await withFlow(async () => {
      const sent = await post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" })
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(messageOf(sent)).toBe(`${contractMessages.renovacionEnviada}. ${contractMessages.renovacionesSucesivas}`)
      expect(resultOf(sent)).toMatchObject({ id_contrato: id, estado: "Vigente" })
      const renewal = await successorOf(id)
      const next = String(renewal?.id_contrato)
      expect(await read(next)).toMatchObject({ estado: "Borrador", f_inicio: "2026-07-01", f_fin: "2026-12-31", num_renovacion: 2, id_contrato_anterior: id, autorizacion_renovacion: "En autorización" })
      const [step, ...more] = await waiting(renewal?.id_renovacion)
      expect(more).toHaveLength(0)
      expect(step?.id_autorizador).toBe(approverEmployee)
      // The approver reads it in Mis autorizaciones.
      const mine = resultOf(await call(t.url, "/api/mis-autorizaciones", { token: approver })) as unknown as ReadonlyArray<{ origen: string; id_origen: number; resumen: Body }>
      const listed = mine.find((m) => m.origen === "RENOVACION_CONTRATO" && m.id_origen === renewal?.id_renovacion)
      expect(listed?.resumen).toMatchObject({ folio: next, tipo: "Renovación de contrato" })

      // While it waits: no second renewal, no activation, edit, cancellation nor delete by hand.
      await unchanged("a second renewal", () => post("/renovar-contrato", { id_contrato: id, f_fin: "2027-06-30" }), 409, contractMessages.renovacionPendiente)
      await unchanged("activating it by hand", () => post("/activar-contrato", { id_contrato: next }), 409, contractMessages.enAutorizacion)
      await unchanged("cancelling it by hand", () => post(`/gestion-contratos/${next}/cancelar`, {}), 409, contractMessages.enAutorizacion)
      await unchanged("deleting it", () => post(`/gestion-contratos/${next}`, { _method: "DELETE" }), 409, contractMessages.enAutorizacion)
      const stored = await read(next)
      await unchanged("editing it", () => post(`/gestion-contratos/${next}`, { ...contractDraft({ id_empleado: Number(stored.id_empleado), id_puesto: String(stored.id_puesto) }, { f_inicio: "2026-07-01", f_fin: "2027-01-31" }), _method: "PUT" }), 409, contractMessages.enAutorizacion)

      expect((await decide(step?.id_autorizacion, "A")).status).toBe(200)
      expect(await stateOf(id)).toBe("Renovado")
      expect(await read(next)).toMatchObject({ estado: "Vigente", autorizacion_renovacion: "Autorizada" })
      expect(await waiting(renewal?.id_renovacion)).toHaveLength(0)
    })
  })

  it("a rejection cancels the new contract and leaves the previous untouched, renewable again", async () => {
    const id = await renewedOnce()
    await withFlow(async () => {
      const before = await read(id)
      expect((await post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" })).status).toBe(200)
      const renewal = await successorOf(id)
      const [step] = await waiting(renewal?.id_renovacion)
      expect((await decide(step?.id_autorizacion, "R", "No procede otra renovación")).status).toBe(200)
      const after = await read(id)
      expect(after).toEqual(before)
      expect(await read(String(renewal?.id_contrato))).toMatchObject({ estado: "Cancelado", id_contrato_anterior: null, autorizacion_renovacion: "Rechazada" })
      const [kept] = await rows<{ comentario_rechazo: string }>(`SELECT comentario_rechazo FROM renovaciones_contratos WHERE id_renovacion = ${Number(renewal?.id_renovacion)}`)
      expect(kept?.comentario_rechazo).toBe("No procede otra renovación")
      // Free to be renewed again: a new request waits in the flow.
      const again = await post("/renovar-contrato", { id_contrato: id, f_fin: "2027-03-31" })
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect((await successorOf(id))?.id_renovacion).not.toBe(renewal?.id_renovacion)
    })
  })

  it("of two concurrent renewals past the maximum exactly one wins; the other gets the 409", async () => {
    const id = await renewedOnce()
    await withFlow(async () => {
      const answers = await Promise.all([post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" }), post("/renovar-contrato", { id_contrato: id, f_fin: "2027-03-31" })])
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
      const lost = answers.find((a) => a.status === 409)
      expect([contractMessages.renovacionPendiente, contractMessages.noRenovable]).toContain(lost === undefined ? "" : asError(lost).message)
      expect(await rows(`SELECT id_renovacion FROM renovaciones_contratos WHERE id_contrato_anterior = '${id}'`)).toHaveLength(1)
      expect(await rows(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${id}'`)).toHaveLength(1)
      expect(await stateOf(id)).toBe("Vigente")
    })
  })

  it("terminating the previous contract while its renewal waits withdraws the renewal and its step", async () => {
    const id = await renewedOnce()
    await withFlow(async () => {
      expect((await post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" })).status).toBe(200)
      const renewal = await successorOf(id)
      expect(await waiting(renewal?.id_renovacion)).toHaveLength(1)
      const ended = await post("/terminar-contrato", { id_contrato: id, f_terminacion: "2026-06-20", id_movimiento_baja: null, motivo_terminacion: "No se renueva" })
      expect(ended.status, JSON.stringify(ended.body)).toBe(200)
      expect(await waiting(renewal?.id_renovacion)).toHaveLength(0)
      expect(await read(String(renewal?.id_contrato))).toMatchObject({ estado: "Cancelado", autorizacion_renovacion: "Rechazada" })
    })
  })

  it("with no flow configured the renewal completes at once, with the warning", async () => {
    const id = await renewedOnce()
    const a = await post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(messageOf(a)).toBe(`${contractMessages.renovado}. ${contractMessages.renovacionesSucesivas}`)
    expect(resultOf(a)).toMatchObject({ id_contrato: id, estado: "Renovado" })
    const renewal = await successorOf(id)
    expect(await read(String(renewal?.id_contrato))).toMatchObject({ estado: "Vigente", f_inicio: "2026-07-01", num_renovacion: 2, autorizacion_renovacion: "Autorizada" })
  })
})
