import { beforeAll, describe, expect, it } from "vitest"
import { movementMessages } from "../../domain/personal/movimientos-personal-vocabulary"
import { movementAuthorizationOrigin } from "../../server/personal/movimientos-personal-origin"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The workflow engine's options for a transition whose outcome depends on the record (domain/
// records/workflow.ts, server/records/workflow.ts, workflow-origin.ts) on both dialects, through
// the resource that declares them, Movimientos de personal: the flow's request type read from the
// record (`requestType` as a function: MOV_CAMBIO, MOV_BAJA) and its approvers resolved on its
// date field (`dayField`: the step's reference day is f_efectiva, not today); the table's step
// after the target (`afterReached`: a due movement applied straight on and on the last approval,
// a refusal there undoing the send); the answer's message by the state it ends in (`doneIn`); and
// a 409's message by the state it is refused from (`refusedIn`, `editable.refusedIn`), the delete
// firing `cancelar` (`deletes`) and withdrawing the waiting step.

type Body = Record<string, unknown>
const day = 86_400_000
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const today = "2026-06-10"
const inFiveDays = "2026-06-15"

describe.each(dialects)("Workflow steps after the target on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now, sessionIdleMs: 60 * day, sessionMaxMs: 60 * day })
  let admin = ""
  let motive = 0

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const one = async <A extends Body>(query: string): Promise<A> => {
    const [row] = await rows<A>(query)
    if (row === undefined) throw new Error(`no row for ${query}`)
    return row
  }
  const stored = (id: number) =>
    one<{ estado: string; f_autorizacion: string | null }>(`SELECT estado, f_autorizacion FROM movimientos_personal WHERE id_movimiento = ${id}`)
  const waiting = (id: number) =>
    rows<{ id_tipo_solicitud: number; f_referencia: string }>(
      `SELECT id_tipo_solicitud, f_referencia FROM autorizaciones WHERE origen = 'MOV' AND id_origen = ${id} AND resultado IS NULL`,
    )
  const typeId = async (clave: string) => Number((await one<{ id: number }>(`SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = '${clave}'`)).id)
  const dropFlow = (clave: string) => exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = '${clave}')`)
  /** A one-level flow for the request type: the occupant of a seat approves. */
  const oneLevelFlow = async (clave: string) => {
    const seat = await one<{ id_posicion: string }>("SELECT o.id_posicion FROM ocupaciones_posicion o WHERE o.f_fin IS NULL ORDER BY o.id_posicion LIMIT 1")
    await dropFlow(clave)
    const id_tipo_solicitud = await typeId(clave)
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ id_tipo_solicitud, id_posicion: seat.id_posicion, n_posicion: "", niveles: 0 })}`)
  }

  const used: Array<number> = [0]
  /** An active person of company 1 in a seat, free of what bars a movement or a BAJA. */
  const person = async () => {
    const p = await one<{ id_empleado: number; salario_diario: number }>(`
      SELECT e.id_empleado, e.salario_diario FROM empleados e
      WHERE e.activo = '1' AND e.id_empresa = 1 AND e.id_posicion IS NOT NULL AND e.salario_diario IS NOT NULL
        AND e.id_empleado NOT IN (${used.join(",")})
        AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado
          AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
        AND NOT EXISTS (SELECT 1 FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion
          WHERE p.id_posicion_jefe = e.id_posicion AND o.id_empleado <> e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    used.push(Number(p.id_empleado))
    return { id_empleado: Number(p.id_empleado), salario_diario: Number(p.salario_diario) }
  }
  const movement = async (tipo_movimiento: string, f_efectiva: string, extra: Body = {}) => {
    const p = await person()
    const body = {
      id_empleado: p.id_empleado,
      tipo_movimiento,
      f_efectiva,
      motivo: "Prueba",
      id_posicion_nueva: null,
      salario_diario_nuevo: tipo_movimiento === "CAMBIO_SALARIO" ? p.salario_diario + 1 : null,
      id_periodicidad_nueva: null,
      id_motivo_baja: tipo_movimiento === "BAJA" ? motive : null,
      recontratable: "1",
      ...extra,
    }
    const a = await post("/movimientos-personal", body)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return Number((a.body as { result: Body }).result.id_movimiento)
  }
  const send = async (id: number) => {
    const a = await post("/enviar-autorizacion", { id_movimiento: id })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return a.body as { result: Body; message: string }
  }
  const messageOf = (body: unknown) => (body as { message?: string }).message
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, message: string) => {
    const before = await checksums(t.server, ["movimientos_personal", "autorizaciones", "auditoria", "empleados"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(409)
    expect(asError(a).message, label).toBe(message)
    expect(await checksums(t.server, ["movimientos_personal", "autorizaciones", "auditoria", "empleados"]), `${label} changed a table`).toEqual(before)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    motive = Number((await one<{ id: number }>("SELECT MIN(id_motivo_baja) AS id FROM motivos_baja")).id)
  })

  it("reads the request type from the record and resolves its flow on the record's date", async () => {
    await oneLevelFlow("MOV_CAMBIO")
    await dropFlow("MOV_BAJA")
    // A change waits in MOV_CAMBIO's flow, its step referred to its f_efectiva, not to today.
    const change = await movement("CAMBIO_SALARIO", inFiveDays)
    const sent = await send(change)
    expect(sent.result).toMatchObject({ id_movimiento: change, estado: "En autorización", nivel_actual: 0 })
    expect(messageOf(sent)).toBe(movementMessages.enviado)
    const [step] = await waiting(change)
    expect(Number(step?.id_tipo_solicitud)).toBe(await typeId("MOV_CAMBIO"))
    expect(String(step?.f_referencia).trim()).toBe(inFiveDays)
    // A BAJA of the same day goes by MOV_BAJA, which has no flow: authorized at once, not yet due.
    const leave = await movement("BAJA", inFiveDays)
    const authorized = await send(leave)
    expect(authorized.result).toMatchObject({ estado: "Autorizado", nivel_actual: null })
    expect(messageOf(authorized)).toBe(movementMessages.autorizado)
    expect((await stored(leave)).f_autorizacion).not.toBeNull()
    expect(await waiting(leave)).toEqual([])
  })

  it("runs the step after the target straight on and on the last approval, and a refusal there undoes the send", async () => {
    await dropFlow("MOV_CAMBIO")
    const due = await movement("CAMBIO_SALARIO", today)
    const applied = await send(due)
    expect(applied.result).toMatchObject({ estado: "Aplicado" })
    expect(messageOf(applied)).toBe(movementMessages.aplicado)

    await oneLevelFlow("MOV_CAMBIO")
    const pending = await movement("CAMBIO_SALARIO", today)
    expect((await send(pending)).result).toMatchObject({ estado: "En autorización" })
    await t.server.run(movementAuthorizationOrigin.onApproved(pending))
    expect(await stored(pending)).toMatchObject({ estado: "Aplicado" })
    expect((await stored(pending)).f_autorizacion).not.toBeNull()

    // The seat it moves to is taken after it was captured: applying refuses, and the send with it.
    await dropFlow("MOV_CAMBIO")
    const context = await call(t.url, `/api/movimiento-personal-contexto?f_efectiva=${today}`, { token: admin })
    const seat = (context.body as { result: { posiciones: ReadonlyArray<{ id: string }> } }).result.posiciones[0]?.id
    if (seat === undefined) throw new Error("no vacant seat in the demo")
    const transfer = await movement("CAMBIO_POSICION", today, { id_posicion_nueva: seat })
    const other = await person()
    await exec(`INSERT INTO ocupaciones_posicion (id_posicion, f_inicio, f_fin, id_empleado) VALUES ('${seat}', '${today}', NULL, ${other.id_empleado})`)
    await refusedUnchanged("a send whose application is refused", () => post("/enviar-autorizacion", { id_movimiento: transfer }), movementMessages.posicionNoDisponible)
    expect((await stored(transfer)).estado).toBe("Capturado")
  })

  it("refuses with the message of the state it is refused from; the delete cancels and withdraws the waiting step", async () => {
    await oneLevelFlow("MOV_CAMBIO")
    const pending = await movement("CAMBIO_SALARIO", inFiveDays)
    await send(pending)
    expect(await waiting(pending)).toHaveLength(1)
    const cancelled = await post(`/movimientos-personal/${pending}`, { _method: "DELETE" })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect(messageOf(cancelled.body)).toBe(movementMessages.cancelado)
    expect((await stored(pending)).estado).toBe("Cancelado")
    expect(await waiting(pending)).toEqual([])
    await refusedUnchanged("cancel a cancelled one", () => post(`/movimientos-personal/${pending}`, { _method: "DELETE" }), movementMessages.noCancelable)
    await refusedUnchanged("cancel a cancelled one by its transition", () => post(`/movimientos-personal/${pending}/cancelar`, {}), movementMessages.noCancelable)

    await dropFlow("MOV_CAMBIO")
    const applied = await movement("CAMBIO_SALARIO", today)
    await send(applied)
    /** The stored movement sent back with another salary. */
    const edit = async (id: number) => {
      const read = (await call(t.url, `/api/movimientos-personal/${id}`, { token: admin })).body as { result: Body }
      const fields = ["id_empleado", "tipo_movimiento", "f_efectiva", "motivo", "id_posicion_nueva", "id_periodicidad_nueva", "id_motivo_baja", "recontratable"]
      return { _method: "PUT", ...Object.fromEntries(fields.map((f) => [f, read.result[f] ?? null])), salario_diario_nuevo: 999 }
    }
    const editApplied = await edit(applied)
    await refusedUnchanged("cancel an applied one", () => post(`/movimientos-personal/${applied}`, { _method: "DELETE" }), movementMessages.aplicadoNoEditable)
    await refusedUnchanged("cancel an applied one by its transition", () => post(`/movimientos-personal/${applied}/cancelar`, {}), movementMessages.aplicadoNoEditable)
    await refusedUnchanged("edit an applied one", () => post(`/movimientos-personal/${applied}`, editApplied), movementMessages.aplicadoNoEditable)
    await refusedUnchanged("send an applied one", () => post("/enviar-autorizacion", { id_movimiento: applied }), movementMessages.noEnviable)

    const authorized = await movement("CAMBIO_SALARIO", inFiveDays)
    await send(authorized)
    const editAuthorized = await edit(authorized)
    await refusedUnchanged("edit an authorized one", () => post(`/movimientos-personal/${authorized}`, editAuthorized), movementMessages.soloCapturado)
    const byTransition = await post(`/movimientos-personal/${authorized}/cancelar`, {})
    expect(byTransition.status, JSON.stringify(byTransition.body)).toBe(200)
    expect(messageOf(byTransition.body)).toBe(movementMessages.cancelado)
    expect((await stored(authorized)).estado).toBe("Cancelado")
  })
})
