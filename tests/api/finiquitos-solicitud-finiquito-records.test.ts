import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { finiquitoMessages } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { finiquitoCheckTexts } from "../../domain/rules/finiquito-checks"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// FIN100's stored finiquito on both dialects (domain/finiquitos/solicitud-finiquito.ts): a
// capture takes the pay and zone it leaves empty from the person and draws the folio
// FQ-{empresa}-{año}-{n}; each refusal of §1.6 in its words with nothing changed; one finiquito per
// baja; calcular stores the engine's snapshot (worked example A to the centavo); the workflow's
// transitions allowed and refused, through the FINIQUITO flow and its approver; a change past
// Borrador takes it back to Calculado and voids the authorization; Pagado is immutable; 403
// without FIN100.

type Body = Record<string, unknown>

/** Wednesday 1 July 2026, noon in Mexico City. */
const start = Date.parse("2026-07-01T18:00:00Z")

const exampleA: Body = {
  causa: "RENUNCIA",
  f_baja: "2026-06-30",
  f_pagado_hasta: "2026-06-15",
  salario_diario: 500,
  sdi: 527.4,
  zona: "GEN",
  dias_aguinaldo: 15,
  dias_aguinaldo_anticipados: 0,
  pct_prima_vacacional: 25,
  vac_pendientes: 8,
  meses_caidos: null,
  incluir_20_dias: "0",
  base_prima_antiguedad: "SDI",
  dias_usmo: 30,
  percepciones_extra: [],
  deducciones: [],
}

describe.each(dialects)("Solicitud de finiquito on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let consulta = ""
  let approver = ""
  let approverDepto = 0
  let approverEmployee = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const stored = async (id: number) => {
    const [row] = await rows<Body>(`SELECT estado, folio, bruto, isr, neto, resultado, uuid_cfdi FROM finiquitos WHERE id_finiquito = ${id}`)
    return row
  }
  const waiting = (id: number) => rows<{ id_autorizacion: number }>(`SELECT id_autorizacion FROM autorizaciones WHERE origen = 'FINIQUITO' AND id_origen = ${id} AND resultado IS NULL`)

  const used: Array<number> = [0]
  /** A person of company 1 (in the approver's department for the flow), hired on 2022-03-16 and paid as example A. */
  const person = async (inFlow = false) => {
    const where = inFlow ? `e.id_depto = ${approverDepto}` : "1 = 1"
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e
      WHERE e.id_empresa = 1 AND ${where} AND e.id_empleado <> ${approverEmployee} AND e.id_empleado NOT IN (${used.join(",")})
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left")
    const id = Number(p.id_empleado)
    used.push(id)
    await exec(`UPDATE empleados SET f_ingreso = '2022-03-16', f_antiguedad = NULL, salario_diario = 500, sdi = 527.4 WHERE id_empleado = ${id}`)
    return id
  }
  const created = async (over: Body = {}, inFlow = false) => {
    const id_empleado = await person(inFlow)
    const a = await post("/finiquitos", { ...exampleA, id_empleado, ...over })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return { id: Number((a.body as { result: Body }).result.id_finiquito), id_empleado, result: (a.body as { result: Body }).result }
  }
  const calcular = (id: number) => post(`/finiquitos/${id}/calcular`, {})
  const enviar = (id: number) => post("/enviar-autorizacion-finiquito", { id_finiquito: id })
  const decide = (id_autorizacion: number | undefined, resultado: "A" | "R", comentario = "") => post("/autorizar", { id_autorizacion, resultado, comentario }, approver)
  const pago = { forma_pago: "TRANSFERENCIA", referencia_pago: "SPEI 123", f_pago: "2026-07-01", uuid_cfdi: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d" }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    const [a] = await rows<{ id_empleado: number; id_depto: number }>(`
      SELECT u.id_empleado, r.id_depto FROM usuarios u JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    approverEmployee = Number(a?.id_empleado)
    approverDepto = Number(a?.id_depto)
    // The FINIQUITO flow: one level, as the loans' demo flow.
    const [loanFlow] = await rows<Body>("SELECT f.* FROM flujos_autorizacion f JOIN tipos_solicitud s ON s.id_tipo_solicitud = f.id_tipo_solicitud WHERE s.clave = 'PRESTAMO'")
    const [type] = await rows<{ id: number }>("SELECT id_tipo_solicitud AS id FROM tipos_solicitud WHERE clave = 'FINIQUITO'")
    expect(type, "the migration adds the request type FINIQUITO").toBeDefined()
    await exec(`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = ${Number(type?.id)}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO flujos_autorizacion ${sql.insert({ ...loanFlow, id_tipo_solicitud: Number(type?.id) })}`)
  })

  it("a capture is a Borrador with its folio; the pay and zone left empty come from the person", async () => {
    const { id, result } = await created({ salario_diario: null, sdi: null, zona: null })
    expect(result).toMatchObject({ estado: "Borrador", salario_diario: 500, sdi: 527.4, bruto: null, resultado: null })
    expect(["GEN", "ZLFN"]).toContain(result.zona)
    expect(String(result.folio)).toMatch(/^FQ-1-2026-\d{5}$/)
    const listed = await call(t.url, `/api/finiquitos?buscar=${encodeURIComponent(String(result.folio))}`, { token: admin })
    expect((listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_finiquito)).toEqual([id])
  })

  it.each([
    [{ f_pagado_hasta: "2026-07-01" }, finiquitoCheckTexts.pagoDespuesBaja],
    [{ f_baja: "2022-03-01", f_pagado_hasta: "2022-02-28" }, finiquitoCheckTexts.bajaAntesIngreso],
    [{ dias_aguinaldo: 10 }, finiquitoCheckTexts.aguinaldoMinimo],
    [{ pct_prima_vacacional: 20 }, finiquitoCheckTexts.primaVacacionalMinima],
    [{ sdi: 400 }, finiquitoCheckTexts.sdiMenor],
    [{ meses_caidos: 3 }, finiquitoCheckTexts.mesesSinJuicio],
    [{ causa: "" }, finiquitoMessages.causa],
    [{ deducciones: [{ concepto: "Préstamo", importe: 100, consentimiento: "0" }] }, finiquitoCheckTexts.sinConsentimiento],
  ])("refuses %o with its message and changes nothing", async (over, message) => {
    const id_empleado = await person()
    const before = await checksums(t.server, ["auditoria", "empleados"])
    const a = await post("/finiquitos", { ...exampleA, id_empleado, ...over })
    expect(a.status, JSON.stringify(a.body)).toBe(400)
    expect(asError(a).detalles, JSON.stringify(a.body)).toContain(message)
    expect(await checksums(t.server, ["auditoria", "empleados"])).toEqual(before)
  })

  it("refuses a second finiquito for the same baja, not once the first is cancelled", async () => {
    const { id, id_empleado } = await created()
    const before = await checksums(t.server, ["auditoria"])
    const again = await post("/finiquitos", { ...exampleA, id_empleado })
    expect(again.status).toBe(409)
    expect(asError(again).message).toBe(finiquitoMessages.duplicado)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    expect((await post("/cancelar-finiquito", { id_finiquito: id })).status).toBe(200)
    expect((await post("/finiquitos", { ...exampleA, id_empleado })).status).toBe(200)
  })

  it("calcular stores example A's snapshot: the engine's lines, ISR, neto and the parameters' versions", async () => {
    const { id } = await created()
    const a = await calcular(id)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(a.body).toMatchObject({ message: finiquitoMessages.calculado, result: { estado: "Calculado", bruto: 19883.57, isr: 1340.86, neto: 18542.71 } })
    const snapshot = JSON.parse(String((await stored(id))?.resultado)) as {
      lineas: ReadonlyArray<{ concepto: string; importe: number; exento: number; gravado: number; clave_sat: string }>
      totales: Body
      parametros: ReadonlyArray<{ clave: string; id_parametro_legal: number }>
    }
    expect(snapshot.lineas.map((l) => [l.concepto, l.importe, l.exento, l.gravado])).toEqual([
      ["Salario pendiente", 7500, 0, 7500],
      ["Aguinaldo", 3719.18, 3519.3, 199.88],
      ["Vacaciones pendientes", 4000, 0, 4000],
      ["Vacaciones proporcionales", 2931.51, 0, 2931.51],
      ["Prima vacacional", 1732.88, 1732.88, 0],
      ["Prima de antigüedad", 0, 0, 0],
    ])
    expect(snapshot.totales).toMatchObject({ bruto: 19883.57, isr: 1340.86, neto: 18542.71 })
    expect(snapshot.parametros.map((p) => p.clave)).toEqual(["UMA", "SM_GEN", "TARIFA_ISR_MENSUAL"])
    expect(snapshot.parametros.every((p) => p.id_parametro_legal > 0)).toBe(true)
  })

  it("prints the Hoja de cálculo de finiquito of a calculated finiquito, not of a Borrador", async () => {
    const { id, result } = await created()
    const print = async () => {
      const answer = await fetch(`${t.url}/api/finiquitos/${id}/hoja-calculo`, { headers: { authorization: `Bearer ${admin}` } })
      return { status: answer.status, bytes: new Uint8Array(await answer.arrayBuffer()) }
    }
    expect((await print()).status).toBe(409)
    expect((await calcular(id)).status).toBe(200)
    const sheet = await print()
    expect(sheet.status).toBe(200)
    const text = (await extractText(await getDocumentProxy(sheet.bytes), { mergePages: true })).text.replace(/\s+/g, " ")
    expect(text).toContain("Hoja de cálculo de finiquito")
    expect(text).toContain(String(result.folio))
    expect(text).toContain("Vacaciones proporcionales")
    expect(text).toContain("$18,542.71")
    // The same PDF by the named call of MODULES-MX §0.2, POST /print-finiquito {id_finiquito}.
    const named = await fetch(`${t.url}/api/print-finiquito`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_finiquito: id }),
    })
    expect(named.status).toBe(200)
    expect(named.headers.get("content-type")).toContain("application/pdf")
    expect((await extractText(await getDocumentProxy(new Uint8Array(await named.arrayBuffer())), { mergePages: true })).text).toContain(String(result.folio))
  })

  it("walks Calculado → En autorización → Autorizado → Pagado through the FINIQUITO flow, refusing each step out of turn", async () => {
    const { id, id_empleado } = await created({}, true)
    const refusedOutOfTurn = async (path: string, body: Body, message: string) => {
      const before = await checksums(t.server, ["auditoria"])
      const a = await post(path, body)
      expect(a.status, `${path} ${JSON.stringify(a.body)}`).toBe(409)
      expect(asError(a).message).toBe(message)
      expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    }
    await refusedOutOfTurn("/enviar-autorizacion-finiquito", { id_finiquito: id }, finiquitoMessages.noEnviable)
    await refusedOutOfTurn("/registrar-pago-finiquito", { id_finiquito: id, ...pago }, finiquitoMessages.noPagable)
    expect((await calcular(id)).status).toBe(200)
    const sent = await enviar(id)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body).toMatchObject({ message: finiquitoMessages.enviado, result: { estado: "En autorización", nivel_actual: 1 } })
    await refusedOutOfTurn(`/finiquitos/${id}/calcular`, {}, finiquitoMessages.noCalculable)
    // The approver reads the calculation's figures in Mis autorizaciones.
    const mine = (await call(t.url, "/api/mis-autorizaciones", { token: approver })).body as {
      result: ReadonlyArray<{ origen: string; id_origen: number; resumen: { tipo: string; detalle: ReadonlyArray<string> } }>
    }
    const summary = mine.result.find((r) => r.origen === "FINIQUITO" && r.id_origen === id)?.resumen
    expect(summary?.tipo).toBe("Finiquito")
    expect(summary?.detalle).toContain("Neto: $18,542.71")
    await refusedOutOfTurn("/registrar-pago-finiquito", { id_finiquito: id, ...pago }, finiquitoMessages.noPagable)
    const [step] = await waiting(id)
    expect((await decide(step?.id_autorizacion, "A")).status).toBe(200)
    expect((await stored(id))?.estado).toBe("Autorizado")

    const badUuid = await post("/registrar-pago-finiquito", { id_finiquito: id, ...pago, uuid_cfdi: "no-es-uuid" })
    expect(badUuid.status).toBe(400)
    expect(asError(badUuid).detalles).toContain(finiquitoMessages.uuid)
    const early = await post("/registrar-pago-finiquito", { id_finiquito: id, ...pago, f_pago: "2026-06-01" })
    expect(early.status).toBe(400)
    expect(asError(early).message).toBe(finiquitoMessages.fechaPagoAntes)
    const paid = await post("/registrar-pago-finiquito", { id_finiquito: id, ...pago })
    expect(paid.status, JSON.stringify(paid.body)).toBe(200)
    expect(paid.body).toMatchObject({ message: finiquitoMessages.pagado, result: { estado: "Pagado", forma_pago: "TRANSFERENCIA", f_pago: "2026-07-01" } })
    expect((await stored(id))?.uuid_cfdi).toBe("A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D")

    // Pagado and later never change, nor are cancelled.
    const before = await checksums(t.server, ["auditoria"])
    const edit = await post(`/finiquitos/${id}`, { _method: "PUT", ...exampleA, id_empleado, vac_pendientes: 2 })
    expect(edit.status).toBe(409)
    expect(asError(edit).message).toBe(finiquitoMessages.inmutable)
    await refusedOutOfTurn("/cancelar-finiquito", { id_finiquito: id }, finiquitoMessages.noCancelable)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
  })

  it("a rejection leaves it Rechazado with the comment; it is calculated and sent again", async () => {
    const { id } = await created({}, true)
    expect((await calcular(id)).status).toBe(200)
    expect((await enviar(id)).status).toBe(200)
    const [step] = await waiting(id)
    expect((await decide(step?.id_autorizacion, "R", "Faltan las vacaciones del año")).status).toBe(200)
    const [row] = await rows<Body>(`SELECT estado, comentario_rechazo FROM finiquitos WHERE id_finiquito = ${id}`)
    expect(row).toMatchObject({ estado: "Rechazado", comentario_rechazo: "Faltan las vacaciones del año" })
    expect((await calcular(id)).status).toBe(200)
    expect((await enviar(id)).status).toBe(200)
  })

  it("two decisions of one step at once: one wins, the other is refused and the finiquito ends in the winner's state", async () => {
    const { id } = await created({}, true)
    expect((await calcular(id)).status).toBe(200)
    expect((await enviar(id)).status).toBe(200)
    const [step] = await waiting(id)
    const answers = await Promise.all([decide(step?.id_autorizacion, "A"), decide(step?.id_autorizacion, "R", "Decisión duplicada")])
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 200), JSON.stringify(answers.map((a) => a.body))).toHaveLength(1)
    expect(statuses.every((s) => s === 200 || (s >= 400 && s < 500)), JSON.stringify(statuses)).toBe(true)
    const winner = answers[0]?.status === 200 ? "Autorizado" : "Rechazado"
    expect((await stored(id))?.estado).toBe(winner)
    const decided = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM autorizaciones WHERE origen = 'FINIQUITO' AND id_origen = ${id} AND resultado IS NOT NULL`)
    expect(Number(decided[0]?.n)).toBe(1)
  })

  it("a change of its inputs while in authorization takes it back to Calculado, recalculated, the waiting step withdrawn", async () => {
    const { id, id_empleado } = await created({}, true)
    expect((await calcular(id)).status).toBe(200)
    expect((await enviar(id)).status).toBe(200)
    expect(await waiting(id)).toHaveLength(1)
    const edit = await post(`/finiquitos/${id}`, { _method: "PUT", ...exampleA, id_empleado, vac_pendientes: 0 })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body).toMatchObject({ result: { estado: "Calculado", nivel_actual: null } })
    expect(await waiting(id)).toHaveLength(0)
    // 8 days of pending vacation fewer: 4,000.00 and its 25 % prima (1,000.00) less.
    expect(Number((await stored(id))?.bruto)).toBeCloseTo(19883.57 - 5000, 2)
  })

  it("cancels before Pagado and keeps the record", async () => {
    const { id } = await created()
    const a = await post("/cancelar-finiquito", { id_finiquito: id })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    expect(a.body).toMatchObject({ message: finiquitoMessages.cancelado, result: { estado: "Cancelado" } })
    const deleted = await post(`/finiquitos/${id}`, { _method: "DELETE" })
    expect(deleted.status).toBe(409)
  })

  it("refuses a user without FIN100 every call", async () => {
    const { id } = await created()
    const before = await checksums(t.server, ["auditoria"])
    expect((await call(t.url, "/api/finiquitos", { token: consulta })).status).toBe(403)
    expect((await post("/finiquitos", { ...exampleA, id_empleado: 1 }, consulta)).status).toBe(403)
    expect((await post(`/finiquitos/${id}/calcular`, {}, consulta)).status).toBe(403)
    expect((await post("/enviar-autorizacion-finiquito", { id_finiquito: id }, consulta)).status).toBe(403)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
  })
})
