import { beforeAll, describe, expect, it } from "vitest"
import { loanMessages } from "../../domain/personal/prestamos-autorizados-vocabulary"
import { loanAuthorizationOrigin } from "../../server/personal/prestamos-autorizados-origin"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// A workflow transition with an authorization flow (domain/records/workflow.ts `authorization`,
// server/records/workflow.ts, server/records/workflow-origin.ts) on both dialects, through the
// resource that declares one, Préstamos autorizados (send: Capturado to Vigente through the
// PRESTAMO flow): with a flow configured the record waits in its pending state with the first
// level's step; the last approval in Mis autorizaciones moves it to the target and stamps it; a
// rejection moves it to the rejected state with the comment; with no flow it goes straight on
// with the flow's own message; a flow nobody can approve refuses the send and changes nothing;
// of two concurrent sends exactly one starts the flow; a cancellation withdraws the waiting step,
// and the flow's outcome no longer moves a record that left its pending state.

type Body = Record<string, unknown>

/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const today = "2026-06-10"
const noLimits = [
  "tope_prestamo",
  "tope_max_veces",
  "cuota_pres_sem",
  "des_pres_sem",
  "cuota_pres_quin",
  "des_pres_quin",
  "cuota_pres_men",
  "des_pres_men",
  "prestamos_mes_emp",
  "prestamos_ano_trab",
]
  .map((c) => `${c} = NULL`)
  .join(", ")

describe.each(dialects)("Workflow transitions with an authorization flow on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let approver = ""
  let approverEmployee = 0
  let approverDepto = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const loanRow = async (id: number) => {
    const [row] = await rows<{ estado: string; f_autorizacion: string | null; comentario_rechazo: string | null }>(
      `SELECT estado, f_autorizacion, comentario_rechazo FROM prestamos WHERE id_prestamo = ${id}`,
    )
    return row
  }
  const waiting = (id: number) =>
    rows<{ id_autorizacion: number; nivel: number; id_autorizador: number }>(
      `SELECT id_autorizacion, nivel, id_autorizador FROM autorizaciones WHERE origen = 'PRESTAMO' AND id_origen = ${id} AND resultado IS NULL`,
    )
  const flowRows = () => rows<Body>("SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud t ON t.id_tipo_solicitud = f.id_tipo_solicitud WHERE t.clave = 'PRESTAMO'")
  const dropFlow = () => exec("DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'PRESTAMO')")
  const restoreFlow = (flow: ReadonlyArray<Body>) => sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert(flow)}`)

  const used: Array<number> = [0]
  /** An active person without loans, not a user nor a responsable, paid 400.00 a day fortnightly. */
  const person = async (where: string) => {
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e
      WHERE e.activo = '1' AND e.id_empresa = 1 AND ${where} AND e.id_empleado NOT IN (${used.join(",")})
        AND NOT EXISTS (SELECT 1 FROM prestamos l WHERE l.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error(`no person where ${where}`)
    const id = Number(p.id_empleado)
    used.push(id)
    await exec(`UPDATE empleados SET salario_diario = 400, id_periodicidad = '04', persona_clave = '0', f_antiguedad = '2020-01-01' WHERE id_empleado = ${id}`)
    return id
  }
  const inDepartment = () => `e.id_depto = ${approverDepto} AND e.id_empleado <> ${approverEmployee}`
  const captured = async (id_empleado: number) => {
    const a = await post("/prestamos", { id_empleado, f_solicitud: today, monto: 1000, num_pagos: 4, otorgante: "EMPRESA", f_primer_descuento: "2026-06-15", motivo: "Prueba" })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return Number((a.body as { result: Body }).result.id_prestamo)
  }
  const send = (id: number) => post(`/prestamos/${id}/enviar-autorizacion`, {})
  const decide = (id_autorizacion: number | undefined, resultado: "A" | "R", comentario = "") => post("/autorizar", { id_autorizacion, resultado, comentario }, approver)

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    const [a] = await rows<{ id_empleado: number; id_depto: number }>(`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    approverEmployee = Number(a?.id_empleado)
    approverDepto = Number(a?.id_depto)
    await exec(`UPDATE parametros_sistema SET ${noLimits} WHERE id = 1`)
  })

  it("with a flow configured the record waits in its pending state; the last approval moves it to the target, stamped", async () => {
    const id = await captured(await person(inDepartment()))
    const sent = await send(id)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ message: loanMessages.enviado, result: { estado: "En autorización", nivel_actual: 1 } })
    const [step, ...more] = await waiting(id)
    expect(more).toHaveLength(0)
    expect(step).toMatchObject({ nivel: 1, id_autorizador: approverEmployee })
    expect(await loanRow(id)).toMatchObject({ estado: "En autorización", f_autorizacion: null })

    expect((await decide(step?.id_autorizacion, "A")).status).toBe(200)
    const approved = await loanRow(id)
    expect(approved?.estado).toBe("Vigente")
    expect(String(approved?.f_autorizacion)).toMatch(/^2026-06-10T18:00:00/)
    expect(await waiting(id)).toHaveLength(0)
  })

  it("a rejection moves it to the rejected state with the approver's comment", async () => {
    const id = await captured(await person(inDepartment()))
    expect((await send(id)).status).toBe(200)
    const [step] = await waiting(id)
    const refused = await decide(step?.id_autorizacion, "R")
    expect(refused.status, "a rejection needs its comment").toBe(400)
    expect((await loanRow(id))?.estado).toBe("En autorización")
    expect((await decide(step?.id_autorizacion, "R", "Tiene otro adeudo")).status).toBe(200)
    expect(await loanRow(id)).toMatchObject({ estado: "Rechazado", comentario_rechazo: "Tiene otro adeudo", f_autorizacion: null })
    // The flow's outcome moves only a record still pending: a second outcome changes nothing.
    await t.server.run(loanAuthorizationOrigin.onApproved(id))
    expect((await loanRow(id))?.estado).toBe("Rechazado")
  })

  it("with no flow configured it goes straight to the target, with the flow's own message", async () => {
    const flow = await flowRows()
    expect(flow.length).toBeGreaterThan(0)
    await dropFlow()
    try {
      const id = await captured(await person("1=1"))
      const sent = await send(id)
      expect(sent.status, JSON.stringify(sent.body)).toBe(200)
      expect(sent.body).toMatchObject({ message: loanMessages.vigenteYa, result: { estado: "Vigente", nivel_actual: null } })
      expect(String((await loanRow(id))?.f_autorizacion)).toMatch(/^2026-06-10T18:00:00/)
      expect(await waiting(id)).toHaveLength(0)
    } finally {
      await restoreFlow(flow)
    }
  })

  it("a flow whose level nobody can approve refuses the send and changes nothing", async () => {
    const id = await captured(await person(inDepartment()))
    // Nobody is responsable of the person's department (nor above it) on the day it is sent.
    const heads = await rows<Body>("SELECT * FROM responsables_depto")
    await exec("DELETE FROM responsables_depto")
    try {
      const before = await checksums(t.server, ["auditoria"])
      const a = await send(id)
      expect(a.status, JSON.stringify(a.body)).toBe(409)
      expect(asError(a).message).toMatch(/^No existe responsable para el nivel 1/)
      expect(await checksums(t.server, ["auditoria"])).toEqual(before)
      expect((await loanRow(id))?.estado).toBe("Capturado")
    } finally {
      await sqlOf(t.server, (sql) => sql`INSERT INTO responsables_depto ${sql.insert(heads)}`)
    }
  })

  it("of two concurrent sends exactly one starts the flow; the other gets the 409", async () => {
    const id = await captured(await person(inDepartment()))
    const answers = await Promise.all([send(id), send(id)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.map((a) => (a.status === 409 ? asError(a).message : "")).filter((m) => m !== "")).toEqual([loanMessages.noEnviable])
    expect(await waiting(id)).toHaveLength(1)
    expect((await loanRow(id))?.estado).toBe("En autorización")
  })

  it("leaving the pending state otherwise (a cancellation) withdraws the waiting step; the flow no longer moves it", async () => {
    const id = await captured(await person(inDepartment()))
    expect((await send(id)).status).toBe(200)
    const [step] = await waiting(id)
    const cancelled = await post(`/prestamos/${id}/cancelar`, {})
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(cancelled.body).toMatchObject({ message: loanMessages.cancelado, result: { estado: "Cancelado", nivel_actual: null } })
    expect(await waiting(id)).toHaveLength(0)
    const mine = (await call(t.url, "/api/mis-autorizaciones", { token: approver })).body as { result: ReadonlyArray<{ origen: string; id_origen: number }> }
    expect(mine.result.some((m) => m.origen === "PRESTAMO" && m.id_origen === id)).toBe(false)
    expect((await decide(step?.id_autorizacion, "A")).status).toBe(404)
    await t.server.run(loanAuthorizationOrigin.onApproved(id))
    expect((await loanRow(id))?.estado).toBe("Cancelado")
  })
})
