import { expect, it, describe, beforeAll } from "vitest"
import { movementMessages } from "../../domain/personal/movimientos-personal-vocabulary"
import { applyDueMovements } from "../../server/personal/movimientos-personal-scheduler"
import { movementAuthorizationOrigin } from "../../server/personal/movimientos-personal-origin"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Movimientos de personal (GP100) on both dialects, against the demo's people and positions:
// every rule refuses with its Spanish message and changes no table; a salary change dated ten
// days ahead is authorized at once (no flow) and applied by the server's own job on its date and
// not before (the server's clock moved by hand, the job every 100 ms, expect.poll instead of
// sleeps); a pass with nothing due changes nothing; an applied movement is neither edited nor
// cancelled; a BAJA effective today is applied at once, frees the seat and adds one to the
// dashboard's Bajas; a flow's approval and rejection end the movement through the MOV origin;
// the consulta role (company 1's centres) neither sees nor touches company 2's movements.

type Body = Record<string, unknown>
const day = 86_400_000
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const iso = (ms: number) => new Date(ms - 6 * 3_600_000).toISOString().slice(0, 10)

describe.each(dialects)("Movimientos de personal on %s", (dialect) => {
  const clock = manualClock(start)
  // Sessions outlive the days the clock is moved by.
  const t = useServer(dialect, { now: clock.now, jobIntervalMs: 100, sessionIdleMs: 60 * day, sessionMaxMs: 60 * day })
  let admin = ""
  let consulta = ""

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const one = async <A extends Body>(query: string): Promise<A> => {
    const rows = await sqlOf(t.server, (sql) => sql.unsafe<A>(query))
    if (rows[0] === undefined) throw new Error(`no row for ${query}`)
    return rows[0]
  }
  const movement = async (id: number): Promise<Body> => {
    const answer = await get(`/movimientos-personal/${id}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const created = async (body: Body): Promise<number> => {
    const answer = await post("/movimientos-personal", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return Number((answer.body as { result: Body }).result.id_movimiento)
  }
  const send = async (id: number) => {
    const answer = await post("/enviar-autorizacion", { id_movimiento: id })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    // The answer is the movement as read afterwards (its workflow's transition).
    return (answer.body as { result: { estado: string; nivel_actual: number | null } }).result
  }
  // The other daily jobs run every 100 ms on the same moved clock: the contracts' alerts record the
  // day's alerts of the demo's contracts (one for every person), and the offers' pass turns a sent
  // offer past its deadline Vencida, each in its own table: not a refusal's change.
  const jobTables = ["auditoria", "sesiones", "contratos_alertas", "sel_ofertas"]
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, jobTables)
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    expect([asError(a).message, ...(asError(a).detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, jobTables), `${label} changed a table`).toEqual(before)
  }
  const bajas = async () => {
    const answer = await get("/datos-indicadores")
    expect(answer.status).toBe(200)
    return Number((answer.body as { result: { totalBajas: number } }).result.totalBajas)
  }
  const base = (id_empleado: number, tipo_movimiento: string, f_efectiva: string, extra: Body = {}): Body => ({
    id_empleado,
    tipo_movimiento,
    f_efectiva,
    motivo: "Prueba",
    id_posicion_nueva: null,
    salario_diario_nuevo: null,
    id_periodicidad_nueva: null,
    id_motivo_baja: null,
    recontratable: "1",
    ...extra,
  })

  /** An active person of company 1 in a seat, not a responsable, heading no occupied seat. */
  const used: Array<number> = []
  const plainPerson = async (skip: ReadonlyArray<number> = []) => {
    const person = await one<{ id_empleado: number; id_posicion: string; salario_diario: number; f_ingreso: string; id_centro_trabajo: number }>(`
      SELECT e.id_empleado, e.id_posicion, e.salario_diario, e.f_ingreso, e.id_centro_trabajo FROM empleados e
      WHERE e.activo = '1' AND e.id_empresa = 1 AND e.id_posicion IS NOT NULL AND e.salario_diario IS NOT NULL
        AND e.id_empleado NOT IN (${[0, ...skip, ...used].join(",")})
        AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado
          AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
        AND NOT EXISTS (SELECT 1 FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion
          WHERE p.id_posicion_jefe = e.id_posicion AND o.id_empleado <> e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    // Each test takes people no other test has touched.
    used.push(Number(person.id_empleado))
    return { ...person, id_empleado: Number(person.id_empleado), salario_diario: Number(person.salario_diario) }
  }

  let motive = 0
  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    // The demo's consulta group holds GP100 (server/seed/demo-structure.ts).
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    motive = Number((await one<{ id: number }>("SELECT MIN(id_motivo_baja) AS id FROM motivos_baja")).id)
  })

  it("refuses each rule with its message and changes nothing", async () => {
    const a = await plainPerson()
    const today = iso(clock.now())
    const other = await one<{ id_posicion: string }>(`SELECT o.id_posicion FROM ocupaciones_posicion o
      WHERE o.id_empleado <> ${a.id_empleado} AND o.f_fin IS NULL ORDER BY o.id_posicion LIMIT 1`)
    const responsable = await one<{ id_numero: number }>(`SELECT r.id_numero FROM responsables_depto r JOIN empleados e ON e.id_empleado = r.id_numero
      WHERE e.activo = '1' AND r.f_fin IS NULL ORDER BY r.id_numero LIMIT 1`)
    await refusedUnchanged("under the minimum wage", () => post("/movimientos-personal", base(a.id_empleado, "CAMBIO_SALARIO", today, { salario_diario_nuevo: 100 })), 400, movementMessages.salarioMinimo)
    await refusedUnchanged("before f_ingreso", () => post("/movimientos-personal", base(a.id_empleado, "CAMBIO_SALARIO", "2000-01-03", { salario_diario_nuevo: 500 })), 400, movementMessages.fechaIngreso)
    await refusedUnchanged("occupied seat", () => post("/movimientos-personal", base(a.id_empleado, "CAMBIO_POSICION", today, { id_posicion_nueva: other.id_posicion })), 409, movementMessages.posicionNoDisponible)
    await refusedUnchanged("an alta here", () => post("/movimientos-personal", base(a.id_empleado, "ALTA", today)), 400, movementMessages.altaPorEmpleado)
    await refusedUnchanged("baja of a responsable", () => post("/movimientos-personal", base(Number(responsable.id_numero), "BAJA", today, { id_motivo_baja: motive })), 409, movementMessages.responsableDepto)
    await refusedUnchanged("baja without motive", () => post("/movimientos-personal", base(a.id_empleado, "BAJA", today)), 400, movementMessages.motivoBajaRequerido)

    const first = await created(base(a.id_empleado, "CAMBIO_SALARIO", iso(clock.now() + 5 * day), { salario_diario_nuevo: Number(a.salario_diario) + 10 }))
    await refusedUnchanged("a second pending movement", () => post("/movimientos-personal", base(a.id_empleado, "CAMBIO_SALARIO", iso(clock.now() + 6 * day), { salario_diario_nuevo: 600 })), 409, movementMessages.movimientoPendiente)
    const cancel = await post(`/movimientos-personal/${first}`, { _method: "DELETE" })
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200)
    expect((await movement(first)).estado).toBe("Cancelado")
    await refusedUnchanged("cancel twice", () => post(`/movimientos-personal/${first}`, { _method: "DELETE" }), 409, movementMessages.noCancelable)
    await refusedUnchanged("send a cancelled one", () => post("/enviar-autorizacion", { id_movimiento: first }), 409, movementMessages.noEnviable)
  })

  it("applies a future-dated change on its date and not before, once, through the server's job", async () => {
    const a = await plainPerson()
    const effective = iso(clock.now() + 10 * day)
    const salary = Number(a.salario_diario) + 25.5
    const id = await created(base(a.id_empleado, "CAMBIO_SALARIO", effective, { salario_diario_nuevo: salary, id_periodicidad_nueva: "04" }))
    const edited = await post(`/movimientos-personal/${id}`, { _method: "PUT", ...base(a.id_empleado, "CAMBIO_SALARIO", effective, { salario_diario_nuevo: salary, motivo: "Ajuste anual" }) })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(await send(id)).toMatchObject({ estado: "Autorizado", nivel_actual: null })
    await refusedUnchanged("edit once authorized", () => post(`/movimientos-personal/${id}`, { _method: "PUT", ...base(a.id_empleado, "CAMBIO_SALARIO", effective, { salario_diario_nuevo: 999 }) }), 409, movementMessages.soloCapturado)

    // Not before: a pass on the day before changes nothing.
    clock.advance(9 * day)
    const others = jobTables
    const before = await checksums(t.server, others)
    expect(await t.server.run(applyDueMovements)).toMatchObject({ applied: 0 })
    expect((await movement(id)).estado).toBe("Autorizado")
    expect(await checksums(t.server, others)).toEqual(before)

    // On its date the server's own job applies it.
    clock.advance(day)
    await expect.poll(async () => (await movement(id)).estado, { timeout: 5000, interval: 50 }).toBe("Aplicado")
    const e = await one<{ salario_diario: number; sdi: number }>(`SELECT salario_diario, sdi FROM empleados WHERE id_empleado = ${a.id_empleado}`)
    expect(Number(e.salario_diario)).toBeCloseTo(salary, 2)
    expect(Number(e.sdi)).toBeGreaterThan(salary)
    const notice = await one<{ tipo_aviso: string; n: number }>(`SELECT MIN(tipo_aviso) AS tipo_aviso, COUNT(*) AS n FROM avisos_imss WHERE id_movimiento = ${id}`)
    expect(String(notice.tipo_aviso).trim()).toBe("07")
    expect(Number(notice.n)).toBe(1)
    const detail = await get(`/movimiento-personal-detalle?id_movimiento=${id}`)
    expect(detail.status).toBe(200)
    const result = (detail.body as { result: { cambios: ReadonlyArray<Body>; avisos: ReadonlyArray<Body> } }).result
    expect(result.cambios.map((c) => c.campo)).toContain("salario_diario")
    // 20 June 2026 is a Saturday: five working days later is Friday 26 June.
    expect(result.avisos[0]).toMatchObject({ tipo_aviso: "07", f_movimiento: effective, f_limite: "2026-06-26" })

    // Idempotent: more passes change nothing.
    const after = await checksums(t.server, others)
    expect(await t.server.run(applyDueMovements)).toMatchObject({ applied: 0 })
    expect(await checksums(t.server, others)).toEqual(after)
    await refusedUnchanged("cancel an applied one", () => post(`/movimientos-personal/${id}`, { _method: "DELETE" }), 409, movementMessages.aplicadoNoEditable)
    await refusedUnchanged("edit an applied one", () => post(`/movimientos-personal/${id}`, { _method: "PUT", ...base(a.id_empleado, "CAMBIO_SALARIO", effective, { salario_diario_nuevo: 999 }) }), 409, movementMessages.aplicadoNoEditable)
  })

  it("a BAJA effective today is applied at once: the seat is vacant and the dashboard counts it", async () => {
    // Without the demo's baja flow (one approval, tested by the authorizations' suite): authorized at once.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud IN (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'MOV_BAJA')`)
    const a = await plainPerson()
    const today = iso(clock.now())
    const bajasBefore = await bajas()
    const id = await created(base(a.id_empleado, "BAJA", today, { id_motivo_baja: motive, recontratable: "0" }))
    expect(await send(id)).toMatchObject({ estado: "Aplicado" })
    const e = await one<{ activo: string; f_baja: string; recontratable: string; causa_imss: string | null }>(
      `SELECT activo, f_baja, recontratable, causa_imss FROM empleados WHERE id_empleado = ${a.id_empleado}`,
    )
    expect(e).toMatchObject({ activo: "0", recontratable: "0" })
    expect(String(e.f_baja).trim()).toBe(today)
    expect(e.causa_imss).not.toBeNull()
    const occupied = await sqlOf(t.server, (sql) => sql`SELECT 1 AS x FROM ocupaciones_posicion
      WHERE id_posicion = ${a.id_posicion} AND (f_fin IS NULL OR f_fin >= ${today})`)
    expect(occupied).toHaveLength(0)
    const context = await get(`/movimiento-personal-contexto?f_efectiva=${today}`)
    expect((context.body as { result: { posiciones: ReadonlyArray<Body> } }).result.posiciones.map((p) => p.id)).toContain(a.id_posicion)
    expect(await bajas()).toBe(bajasBefore + 1)
    const notice = await one<{ tipo_aviso: string }>(`SELECT tipo_aviso FROM avisos_imss WHERE id_movimiento = ${id}`)
    expect(String(notice.tipo_aviso).trim()).toBe("02")

    // The freed seat can be taken by a transfer; the one it leaves is vacant from that day.
    const b = await plainPerson([a.id_empleado])
    const move = await created(base(b.id_empleado, "CAMBIO_POSICION", today, { id_posicion_nueva: a.id_posicion }))
    expect(await send(move)).toMatchObject({ estado: "Aplicado" })
    const moved = await one<{ id_posicion: string }>(`SELECT id_posicion FROM empleados WHERE id_empleado = ${b.id_empleado}`)
    expect(moved.id_posicion).toBe(a.id_posicion)
  })

  it("a flow's approval applies the movement and its rejection ends it", async () => {
    const flowType = await one<{ id: number }>("SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'MOV_CAMBIO'")
    const approverSeat = await one<{ id_posicion: string }>("SELECT o.id_posicion FROM ocupaciones_posicion o WHERE o.f_fin IS NULL ORDER BY o.id_posicion LIMIT 1")
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(flowType.id)}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ id_tipo_solicitud: Number(flowType.id), id_posicion: approverSeat.id_posicion, n_posicion: "", niveles: 0 })}`)
    const a = await plainPerson()
    const b = await plainPerson([a.id_empleado])
    const today = iso(clock.now())
    const approved = await created(base(a.id_empleado, "CAMBIO_SALARIO", today, { salario_diario_nuevo: Number(a.salario_diario) + 1 }))
    expect(await send(approved)).toMatchObject({ estado: "En autorización", nivel_actual: 0 })
    expect((await movement(approved)).nivel_actual).toBe(0)
    await t.server.run(movementAuthorizationOrigin.onApproved(approved))
    expect((await movement(approved)).estado).toBe("Aplicado")
    const rejected = await created(base(b.id_empleado, "CAMBIO_SALARIO", today, { salario_diario_nuevo: Number(b.salario_diario) + 1 }))
    expect(await send(rejected)).toMatchObject({ estado: "En autorización" })
    await t.server.run(movementAuthorizationOrigin.onRejected(rejected, "No procede"))
    expect((await movement(rejected)).estado).toBe("Rechazado")
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(flowType.id)}`)
  })

  it("keeps the consulta role to its work centres", async () => {
    const foreign = await one<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE activo = '1' AND id_empresa = 2 ORDER BY id_empleado LIMIT 1")
    const id = await created(base(Number(foreign.id_empleado), "CAMBIO_SALARIO", iso(clock.now() + 3 * day), { salario_diario_nuevo: 900 }))
    expect((await get(`/movimientos-personal/${id}`, consulta)).status).toBe(403)
    const list = await get("/movimientos-personal?por_pagina=100", consulta)
    expect(list.status).toBe(200)
    expect((list.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_movimiento)).not.toContain(id)
    await refusedUnchanged("send outside the role", () => post("/enviar-autorizacion", { id_movimiento: id }, consulta), 403, "No tiene permiso para realizar esta acción")
    await refusedUnchanged("cancel outside the role", () => post(`/movimientos-personal/${id}`, { _method: "DELETE" }, consulta), 403, "No tiene permiso para realizar esta acción")
    const create = await post("/movimientos-personal", base(Number(foreign.id_empleado), "CAMBIO_SALARIO", iso(clock.now() + 4 * day), { salario_diario_nuevo: 900 }), consulta)
    expect(create.status).toBe(403)
  })
})
