import { beforeAll, describe, expect, it } from "vitest"
import { movementAuthorizationOrigin } from "../../server/personal/movimientos-personal-origin"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// FIN100's drafts from a BAJA (MODULES-MX §1.6), on both dialects: a BAJA authorized straight on
// (no flow) or by its flow's approval leaves one Borrador naming the movement, with the baja's
// date, the cause read from its IDSE cause, the person's pay, a paid-until date at the last closed
// quincena, and each loan still owed as a consented deduction; it calculates; a rejected BAJA and
// a person with no salary leave none; a second pass drafts nothing more.

type Body = Record<string, unknown>
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")

describe.each(dialects)("Finiquitos drafted from a BAJA on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))

  const used: Array<number> = [0]
  /** An active person of company 1 in a seat, heading nobody, with no movement open; hired 2022-03-16 at 500 a day. */
  const person = async () => {
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e
      WHERE e.activo = '1' AND e.id_empresa = 1 AND e.id_posicion IS NOT NULL AND e.id_empleado NOT IN (${used.join(",")})
        AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_empleado = e.id_empleado AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
        AND NOT EXISTS (SELECT 1 FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion
          WHERE p.id_posicion_jefe = e.id_posicion AND o.id_empleado <> e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM prestamos l WHERE l.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left")
    const id = Number(p.id_empleado)
    used.push(id)
    await exec(`UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ${id}`)
    return id
  }
  /** A motive of baja whose IDSE cause is `causa`. */
  const motiveOf = async (causa: string) => {
    const [m] = await rows<{ id: number }>(`SELECT MIN(id_motivo_baja) AS id FROM motivos_baja WHERE causa_imss = '${causa}'`)
    if (m?.id === null || m?.id === undefined) throw new Error(`no motive with IDSE cause ${causa}`)
    return Number(m.id)
  }
  const baja = async (id_empleado: number, f_efectiva: string, id_motivo_baja: number) => {
    const a = await post("/movimientos-personal", {
      id_empleado,
      tipo_movimiento: "BAJA",
      f_efectiva,
      motivo: "Separación de la empresa",
      id_posicion_nueva: null,
      salario_diario_nuevo: null,
      id_periodicidad_nueva: null,
      id_motivo_baja,
      recontratable: "1",
    })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    const id = Number((a.body as { result: Body }).result.id_movimiento)
    const sent = await post("/enviar-autorizacion", { id_movimiento: id })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    return { id, estado: String((sent.body as { result: Body }).result.estado) }
  }
  const draftsOf = (id_empleado: number) =>
    rows<Body>(`SELECT id_finiquito, estado, causa, CAST(f_baja AS VARCHAR(10)) AS f_baja, CAST(f_pagado_hasta AS VARCHAR(10)) AS f_pagado_hasta, salario_diario, id_movimiento_baja, folio FROM finiquitos WHERE id_empleado = ${id_empleado}`)
  const setBajaFlow = async (on: boolean) => {
    const [type] = await rows<{ id: number }>("SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'MOV_BAJA'")
    await exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(type?.id)}`)
    if (!on) return
    const [seat] = await rows<{ id_posicion: string }>("SELECT o.id_posicion FROM ocupaciones_posicion o WHERE o.f_fin IS NULL ORDER BY o.id_posicion LIMIT 1")
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ id_tipo_solicitud: Number(type?.id), id_posicion: seat?.id_posicion, n_posicion: "", niveles: 0 })}`)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("an authorized BAJA leaves one Borrador with the baja's date, cause, pay and the owed loan as a deduction; it calculates", async () => {
    await setBajaFlow(false)
    const id_empleado = await person()
    await exec(`INSERT INTO prestamos (id_empleado, id_empresa, f_solicitud, monto, num_pagos, otorgante, id_periodicidad, total, importe_descuento, f_primer_descuento, saldo, estado, f_alta)
      VALUES (${id_empleado}, 1, '2026-01-05', 6000, 12, 'EMPRESA', (SELECT MIN(id_periodicidad) FROM periodicidades_pago), 6000, 500, '2026-01-15', 2500, 'Vigente', '2026-01-05T12:00:00Z')`)
    // Dated ahead: authorized now, applied on its day; the finiquito is drafted now.
    const moved = await baja(id_empleado, "2026-06-20", await motiveOf("2"))
    expect(moved.estado).toBe("Autorizado")
    const drafts = await draftsOf(id_empleado)
    expect(drafts).toHaveLength(1)
    const d = drafts[0] as Body
    expect({ ...d, f_baja: String(d.f_baja).slice(0, 10), f_pagado_hasta: String(d.f_pagado_hasta).slice(0, 10), salario_diario: Number(d.salario_diario), id_movimiento_baja: Number(d.id_movimiento_baja) }).toMatchObject({
      estado: "Borrador",
      causa: "RENUNCIA",
      f_baja: "2026-06-20",
      f_pagado_hasta: "2026-06-15",
      salario_diario: 500,
      id_movimiento_baja: moved.id,
    })
    expect(String(d.folio)).toMatch(/^FQ-1-2026-\d{5}$/)

    const read = await call(t.url, `/api/finiquitos/${Number(d.id_finiquito)}`, { token: admin })
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    const record = (read.body as { result: Body }).result
    expect(record.id_movimiento_baja).toBe(moved.id)
    expect(record.deducciones).toEqual([{ concepto: expect.stringMatching(/^Saldo del préstamo \d+$/), importe: 2500, consentimiento: "1" }])

    const calculated = await post(`/finiquitos/${Number(d.id_finiquito)}/calcular`, {})
    expect(calculated.status, JSON.stringify(calculated.body)).toBe(200)
    const [after] = await rows<{ estado: string; neto: number; bruto: number }>(`SELECT estado, neto, bruto FROM finiquitos WHERE id_finiquito = ${Number(d.id_finiquito)}`)
    expect(after?.estado).toBe("Calculado")
    expect(Number(after?.bruto) - Number(after?.neto)).toBeGreaterThanOrEqual(2500)

    // Its baja's date is the movement's: an edit may change the rest, not that.
    const inputs = ["id_empleado", "causa", "f_pagado_hasta", "salario_diario", "sdi", "zona", "dias_aguinaldo", "dias_aguinaldo_anticipados", "pct_prima_vacacional", "meses_caidos", "incluir_20_dias", "base_prima_antiguedad", "dias_usmo", "percepciones_extra", "deducciones"]
    const body = Object.fromEntries(inputs.map((k) => [k, record[k]]))
    const edit = (f_baja: string) => post(`/finiquitos/${Number(d.id_finiquito)}`, { ...body, _method: "PUT", f_baja, vac_pendientes: 1 })
    const before = await checksums(t.server, ["auditoria"])
    const moved_date = await edit("2026-06-19")
    expect(moved_date.status, JSON.stringify(moved_date.body)).toBe(400)
    expect(asError(moved_date).detalles).toContain(finiquitoMessages.fechaBajaMovimiento)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    const kept = await edit("2026-06-20")
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)

    // A second pass over the same movement drafts nothing more.
    const { draftFiniquitoForBaja } = await import("../../server/finiquitos/solicitud-finiquito-from-baja")
    await t.server.run(draftFiniquitoForBaja(moved.id))
    expect(await draftsOf(id_empleado)).toHaveLength(1)
  })

  it("previews a person's finiquito from their record: dates, owed loan and open responsivas; nothing saved", async () => {
    const [holder] = await rows<{ id_empleado: number }>(`SELECT MIN(r.id_empleado) AS id_empleado FROM responsivas r JOIN empleados e ON e.id_empleado = r.id_empleado
      WHERE r.f_devolucion IS NULL AND e.id_empresa = 1`)
    const id_empleado = Number(holder?.id_empleado)
    expect(id_empleado, "the demo lends company 1's property").toBeGreaterThan(0)
    await exec(`UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ${id_empleado}`)
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const preview = await post("/calcular-finiquito", { id_empleado, f_baja: "2026-06-30", causa: "RENUNCIA" })
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    const result = (preview.body as { result: { advertencias: ReadonlyArray<string>; totales: { bruto: number }; lineas: ReadonlyArray<Body> } }).result
    expect(result.totales.bruto).toBeGreaterThan(0)
    expect(result.advertencias.some((a) => /responsivas? abiertas?/.test(a)), JSON.stringify(result.advertencias)).toBe(true)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)

    // An active person has no baja date of their own: the preview asks for one.
    const asked = await post("/calcular-finiquito", { id_empleado: await person() })
    expect(asked.status, JSON.stringify(asked.body)).toBe(400)
    expect(asError(asked).detalles).toContain(finiquitoMessages.fechaBaja)
    // A record with no salary cannot be settled from: the preview says which field is missing.
    const unpaid = await person()
    await exec(`UPDATE empleados SET salario_diario = NULL, sdi = NULL WHERE id_empleado = ${unpaid}`)
    const noPay = await post("/calcular-finiquito", { id_empleado: unpaid, f_baja: "2026-06-30" })
    expect(noPay.status, JSON.stringify(noPay.body)).toBe(400)
    expect(asError(noPay).detalles).toContain(finiquitoMessages.colaboradorSinSalario)

    // The router's workplace rule: consulta sees company 1's centres only.
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [outside] = await rows<{ id_empleado: number }>("SELECT MIN(id_empleado) AS id_empleado FROM empleados WHERE id_empresa = 2")
    const hidden = await call(t.url, "/api/calcular-finiquito", { token: consulta, body: { id_empleado: Number(outside?.id_empleado), f_baja: "2026-06-30" } })
    expect([403, 404]).toContain(hidden.status)
  })

  it("reads a defunción as a death, and drafts nothing for a person without salary", async () => {
    await setBajaFlow(false)
    const died = await person()
    await baja(died, "2026-06-10", await motiveOf("4"))
    expect((await draftsOf(died)).map((d) => d.causa)).toEqual(["MUERTE"])

    const unpaid = await person()
    await exec(`UPDATE empleados SET salario_diario = NULL, sdi = NULL WHERE id_empleado = ${unpaid}`)
    await baja(unpaid, "2026-06-10", await motiveOf("2"))
    expect(await draftsOf(unpaid)).toEqual([])
  })

  it("a BAJA in its flow is drafted by the last approval, and a rejected one never", async () => {
    await setBajaFlow(true)
    const approved = await person()
    const a = await baja(approved, "2026-06-10", await motiveOf("2"))
    expect(a.estado).toBe("En autorización")
    expect(await draftsOf(approved)).toEqual([])
    await t.server.run(movementAuthorizationOrigin.onApproved(a.id))
    expect((await draftsOf(approved)).map((d) => [d.estado, Number(d.id_movimiento_baja)])).toEqual([["Borrador", a.id]])

    const rejected = await person()
    const r = await baja(rejected, "2026-06-10", await motiveOf("2"))
    await t.server.run(movementAuthorizationOrigin.onRejected(r.id, "No procede"))
    expect(await draftsOf(rejected)).toEqual([])
    await setBajaFlow(false)
  })
})
