import { beforeAll, describe, expect, it } from "vitest"
import { kioskTexts } from "../../domain/kiosko/kiosko"
import { messages, tooManyAttempts } from "../../domain/messages"
import { portalLinkTexts } from "../../domain/personal/portal-request-link"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import { vacationRequestTexts } from "../../domain/rules/vacation-balance"
import { demoApprover } from "../../server/seed/demo-authorizations"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, protectedEndpoints, sqlOf, urlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The kiosk (DOMAIN-MX 4.8, SPEC 2.12) and Solicitudes del portal on both dialects, against the
// demo's kiosk users and its SOLICITUD_PORTAL flow (one approval by the person's Jefe de
// departamento, the demo approver for the `kiosko` user): a 3-day vacation request reaches the
// approver, is approved, lowers the balance by 3 and adds its person to the dashboard's month;
// kiosk and staff tokens open nothing of each other's; the forced new password, the comodín,
// the session limits, and HR's commands (atender, resolver, cancelar) with their refusals.

type Body = Record<string, unknown>
const minute = 60_000
const idleMs = 20 * minute
/** Tuesday 10 November 2026, noon in Mexico City: the 11th to the 13th are three working days. */
const start = Date.parse("2026-11-10T18:00:00Z")
const strong = "Kiosko.Nueva-Clave-2026"

describe.each(dialects)("the kiosk on %s", (dialect) => {
  const clock = manualClock(start)
  const t = useServer(dialect, { now: clock.now, sessionIdleMs: idleMs })
  let admin = ""
  let approver = ""
  let kiosk = ""
  let employee = 0

  const kioskCall = (path: string, token: string, body?: unknown) => call(t.url, `/api/kiosko${path}`, body === undefined ? { token } : { token, body })
  const kioskLogin = (id_usuario: string, password: string) => call(t.url, "/api/kiosko/login", { body: { id_usuario, password } })
  const result = <A = Body>(answer: { body: unknown }): A => (answer.body as { result: A }).result
  const ok = async <A = Body>(answer: Promise<{ status: number; body: unknown }>): Promise<A> => {
    const a = await answer
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return result<A>(a)
  }
  const balance = () => ok<{ dias_derecho: number; dias_tomados: number; dias_disponibles: number; dias_en_tramite: number; dias_solicitables: number }>(kioskCall("/saldo-vacaciones", kiosk))
  const vacas = async () => Number((await ok<Body>(call(t.url, "/api/datos-indicadores", { token: admin }))).totalVacas)
  const pendingFor = async (token: string) => ok<Array<{ id_autorizacion: number; origen: string; id_origen: number; resumen: { tipo: string; detalle: string[] } }>>(call(t.url, "/api/mis-autorizaciones", { token }))
  const decide = (token: string, id_autorizacion: number, resultado: "A" | "R", comentario = "") => call(t.url, "/api/autorizar", { token, body: { id_autorizacion, resultado, comentario } })
  const file = (body: Body, token = kiosk) => kioskCall("/solicitudes", token, body)
  const kioskUserForm = async (id_usuario: string, patch: Body) => {
    const stored = await ok<Body>(call(t.url, "/api/get-usuarios-kiosko-by-id", { token: admin, body: { id_usuario } }))
    return call(t.url, "/api/actualizar-usuario-kiosko", { token: admin, body: { ...stored, password: "", password_confirm: "", ...patch } })
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, demoApprover.email, demoApprover.password)).token
    const login = await kioskLogin(demoKioskUsers.employee.id_usuario, demoKioskUsers.employee.password)
    expect(login.status, JSON.stringify(login.body)).toBe(200)
    kiosk = (login.body as { token: string }).token
    employee = Number((login.body as { sesion: { colaborador: { id_empleado: number } } }).sesion.colaborador.id_empleado)
  })

  it("signs in kiosk users only, with the same answer for every failure", async () => {
    for (const [id, password] of [
      [demoKioskUsers.employee.id_usuario, "Otra.Clave-2026"],
      ["nadie", demoKioskUsers.employee.password],
      // A staff user is no kiosk user.
      [demo.admin.email.slice(0, 20), demo.admin.password],
    ] as const) {
      const answer = await kioskLogin(id, password)
      expectRefusal(`kiosk sign-in ${id}`, answer, [401])
      expect(asError(answer).message).toBe(messages.accesoIncorrecto)
    }
    // The user is found whatever its case; the session acts for the user's own employee.
    const again = await kioskLogin("KIOSKO", demoKioskUsers.employee.password)
    expect(again.status).toBe(200)
    expect(result<Body>({ body: { result: (again.body as Body).sesion } })).toMatchObject({ id_usuario: "kiosko", comodin: "0", nuevo: "0", colaborador: { id_empleado: employee } })
    const invalid = await call(t.url, "/api/kiosko/login", { body: { id_usuario: " ", password: "" } })
    expect(invalid.status).toBe(400)
    expect(asError(invalid).detalles).toEqual(expect.arrayContaining([messages.usuarioRequerido, messages.contrasenaRequerida]))
  })

  it("keeps kiosk and staff sessions apart: each token opens nothing of the other's API", async () => {
    const getUsuarios = await call(t.url, "/api/get-usuarios", { token: kiosk, body: {} })
    expectRefusal("a kiosk token on /get-usuarios", getUsuarios, [401])
    expect(asError(getUsuarios).message).toBe(messages.noAutenticado)
    expectRefusal("a staff token on the kiosk", await kioskCall("/mis-datos", admin), [401])
    expectRefusal("a staff token filing a request", await file({ id_tipo_solicitud: "CONSTANCIA" }, admin), [401])
    // Every endpoint of the contract: the kiosk's refuse a staff token, all others a kiosk token.
    for (const e of protectedEndpoints()) {
      const token = e.access._tag === "Kiosk" ? admin : kiosk
      const answer = await call(t.url, urlOf(e), e.method === "GET" ? { token } : { token, body: {} })
      expectRefusal(`${e.name} with the other kind of token`, answer, [401])
    }
    // Both tokens still work where they belong.
    expect((await call(t.url, "/api/sesion", { token: admin })).status).toBe(200)
    expect((await kioskCall("/sesion", kiosk)).status).toBe(200)
  })

  it("shows my data and my vacation balance", async () => {
    const data = await ok<Body>(kioskCall("/mis-datos", kiosk))
    const [person] = await sqlOf(t.server, (sql) => sql<{ num_empleado: string }>`SELECT num_empleado FROM empleados WHERE id_empleado = ${employee}`)
    expect(data).toMatchObject({ num_empleado: person?.num_empleado })
    expect(String(data.antiguedad)).toMatch(/\d+ años?, \d+ mes(es)?, \d+ días?/)
    expect(data).not.toHaveProperty("rfc")
    const saldo = await balance()
    expect(saldo.dias_derecho).toBeGreaterThanOrEqual(12)
    expect(saldo.dias_disponibles).toBe(Math.max(0, saldo.dias_derecho - saldo.dias_tomados))
    expect(saldo.dias_solicitables).toBeGreaterThanOrEqual(6)
  })

  it("files a 3-day vacation that reaches the department head, is approved, lowers the balance by 3 and counts in the month", async () => {
    const before = await balance()
    const vacasBefore = await vacas()
    const filed = await file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-11", f_fin: "2026-11-13", detalle: "Asuntos familiares" })
    expect(filed.status, JSON.stringify(filed.body)).toBe(200)
    expect((filed.body as Body).message).toBe(portalRequestTexts.solicitudEnviada)
    const request = result<{ id_solicitud: number; estado: string; nivel_actual: number; dias: number; pasos: Array<Body> }>(filed)
    expect(request).toMatchObject({ estado: "En autorización", nivel_actual: 1, dias: 3 })
    expect(request.pasos).toEqual([expect.objectContaining({ nivel: 1, resultado: null })])
    expect(await balance()).toMatchObject({ dias_tomados: before.dias_tomados, dias_en_tramite: before.dias_en_tramite + 3 })
    // The same days again: refused while the first waits.
    const twice = await file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-13", f_fin: "2026-11-16" })
    expect(twice.status).toBe(409)
    expect(asError(twice).message).toBe(vacationRequestTexts.traslapeEnTramite)

    const waiting = (await pendingFor(approver)).find((p) => p.origen === "PORTAL" && p.id_origen === request.id_solicitud)
    expect(waiting?.resumen.tipo).toBe("Vacaciones")
    expect(waiting?.resumen.detalle).toContain("Del 11/11/2026 al 13/11/2026: 3 días hábiles")
    expect((await decide(approver, waiting?.id_autorizacion ?? 0, "A")).status).toBe(200)

    const [mine] = await ok<Array<{ id_solicitud: number; estado: string; nivel_actual: number | null }>>(kioskCall("/solicitudes", kiosk))
    expect(mine).toMatchObject({ id_solicitud: request.id_solicitud, estado: "Autorizada", nivel_actual: null })
    const after = await balance()
    expect(after.dias_tomados).toBe(before.dias_tomados + 3)
    expect(after.dias_disponibles).toBe(Math.max(0, before.dias_disponibles - 3))
    expect(after.dias_en_tramite).toBe(before.dias_en_tramite)
    const periods = await sqlOf(t.server, (sql) => sql<{ f_inicio: string; f_fin: string }>`SELECT f_inicio, f_fin FROM periodos_vacaciones WHERE id_solicitud = ${request.id_solicitud}`)
    expect(periods.map((p) => [String(p.f_inicio).trim(), String(p.f_fin).trim()])).toEqual([["2026-11-11", "2026-11-13"]])
    expect(await vacas()).toBe(vacasBefore + 1)
    const overlap = await file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-13", f_fin: "2026-11-17" })
    expect(overlap.status).toBe(409)
    expect(asError(overlap).message).toBe(vacationRequestTexts.traslapeAutorizadas)
  })

  it("refuses wrong vacation dates, a request over the balance and incomplete requests, storing nothing", async () => {
    const saldo = await balance()
    const cases: ReadonlyArray<readonly [Body, number, string]> = [
      [{ id_tipo_solicitud: "VAC", f_inicio: "2026-11-09", f_fin: "2026-11-09" }, 400, vacationRequestTexts.inicioPasado],
      [{ id_tipo_solicitud: "VAC", f_inicio: "2026-11-20", f_fin: "2026-11-19" }, 400, vacationRequestTexts.fechasInvertidas],
      [{ id_tipo_solicitud: "VAC", f_inicio: "2026-11-21", f_fin: "2026-11-22" }, 400, vacationRequestTexts.sinDiasHabiles],
      [{ id_tipo_solicitud: "VAC", f_inicio: "2026-11-24" }, 400, vacationRequestTexts.fFinRequerida],
      [{ id_tipo_solicitud: "PRESTAMO", detalle: "Para un auto" }, 400, portalRequestTexts.montoRequerido],
      [{ id_tipo_solicitud: "DATOS" }, 400, portalRequestTexts.detalleRequerido],
      [{ id_tipo_solicitud: "AYUDA", monto: -5, detalle: "x" }, 400, portalRequestTexts.montoInvalido],
    ]
    for (const [body, status, message] of cases) {
      const before = await checksums(t.server, ["auditoria", "sesiones_kiosko"])
      const answer = await file(body)
      expect(answer.status, JSON.stringify(answer.body)).toBe(status)
      expect([asError(answer).message, ...(asError(answer).detalles ?? [])]).toContain(message)
      expect(await checksums(t.server, ["auditoria", "sesiones_kiosko"]), JSON.stringify(body)).toEqual(before)
    }
    // More working days than may be requested: from 23/11 on, Monday to Friday, until one too many.
    let end = "2026-11-23"
    const days = (to: string) => {
      let n = 0
      for (let d = Date.parse("2026-11-23T00:00:00Z"); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
        const w = new Date(d).getUTCDay()
        if (w !== 0 && w !== 6 && new Date(d).toISOString().slice(0, 10) !== "2026-12-25") n++
      }
      return n
    }
    while (days(end) <= saldo.dias_solicitables) end = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const over = await file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-23", f_fin: end })
    expect(over.status, JSON.stringify(over.body)).toBe(409)
    expect(asError(over).message).toBe(vacationRequestTexts.excedeSaldo(days(end), saldo.dias_solicitables))
  })

  it("follows a rejection, cancels my own waiting request, and never touches another person's", async () => {
    const constancia = await ok<{ id_solicitud: number }>(file({ id_tipo_solicitud: "CONSTANCIA", detalle: "Para trámite bancario" }))
    const step = (await pendingFor(approver)).find((p) => p.id_origen === constancia.id_solicitud && p.origen === "PORTAL")
    expect((await decide(approver, step?.id_autorizacion ?? 0, "R", "Solicítela en ventanilla")).status).toBe(200)
    const datos = await ok<{ id_solicitud: number }>(file({ id_tipo_solicitud: "DATOS", detalle: "Cambio de domicilio" }))
    const cancelled = await ok<{ estado: string }>(kioskCall("/cancelar-solicitud", kiosk, { id_solicitud: datos.id_solicitud }))
    expect(cancelled.estado).toBe("Cancelada")
    expect((await pendingFor(approver)).some((p) => p.origen === "PORTAL" && p.id_origen === datos.id_solicitud)).toBe(false)
    const mine = await ok<Array<{ id_solicitud: number; estado: string; comentarios: string | null }>>(kioskCall("/solicitudes", kiosk))
    expect(mine.find((r) => r.id_solicitud === constancia.id_solicitud)).toMatchObject({ estado: "Rechazada", comentarios: "Solicítela en ventanilla" })
    const again = await kioskCall("/cancelar-solicitud", kiosk, { id_solicitud: constancia.id_solicitud })
    expect(again.status).toBe(409)
    expect(asError(again).message).toBe(portalRequestTexts.noCancelable)
    const [other] = await sqlOf(t.server, (sql) => sql<{ id: number }>`SELECT MIN(id_solicitud) AS id FROM solicitudes_portal WHERE id_empleado <> ${employee}`)
    expect((await kioskCall("/cancelar-solicitud", kiosk, { id_solicitud: Number(other?.id) })).status).toBe(404)
    // Each kiosk write leaves its audit row, naming the kiosk user.
    const audited = await sqlOf(t.server, (sql) => sql<{ id_usuario: string }>`
      SELECT id_usuario FROM auditoria WHERE operacion IN ('kioskoCrearSolicitud', 'kioskoCancelarSolicitud') AND resultado = 200`)
    expect(audited.length).toBeGreaterThanOrEqual(3)
    expect(new Set(audited.map((r) => r.id_usuario))).toEqual(new Set(["kiosko:kiosko"]))
  })

  it("lets HR list, attend, cancel and (without a flow) decide the requests within its work centres", async () => {
    const list = await ok<{ registros: Array<Body>; total: number }>(call(t.url, "/api/solicitudes-portal?estado=Autorizada&id_tipo_solicitud=VAC", { token: admin }))
    const vacation = list.registros.find((r) => Number(r.id_empleado) === employee)
    expect(vacation).toMatchObject({ estado: "Autorizada", id_tipo_solicitud: "VAC", f_inicio: "2026-11-11", dias: 3 })
    // A vacation that began (today's) is no longer cancelled.
    const today = await ok<{ id_solicitud: number }>(file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-10", f_fin: "2026-11-10" }))
    const todayStep = (await pendingFor(approver)).find((p) => p.id_origen === today.id_solicitud && p.origen === "PORTAL")
    expect((await decide(approver, todayStep?.id_autorizacion ?? 0, "A")).status).toBe(200)
    const begun = await call(t.url, "/api/cancelar-solicitud-portal", { token: admin, body: { id_solicitud: today.id_solicitud, comentario: "Error de captura" } })
    expect(begun.status).toBe(409)
    expect(asError(begun).message).toBe(portalRequestTexts.vacacionesIniciadas)

    // A future vacation, approved, then cancelled by HR: its days return to the balance.
    const future = await ok<{ id_solicitud: number }>(file({ id_tipo_solicitud: "VAC", f_inicio: "2026-12-07", f_fin: "2026-12-08" }))
    const step = (await pendingFor(approver)).find((p) => p.id_origen === future.id_solicitud && p.origen === "PORTAL")
    expect((await decide(approver, step?.id_autorizacion ?? 0, "A")).status).toBe(200)
    const taken = (await balance()).dias_tomados
    const noComment = await call(t.url, "/api/cancelar-solicitud-portal", { token: admin, body: { id_solicitud: future.id_solicitud, comentario: " " } })
    expect(asError(noComment).message).toBe(portalRequestTexts.comentarioRequerido)
    const cancel = await call(t.url, "/api/cancelar-solicitud-portal", { token: admin, body: { id_solicitud: future.id_solicitud, comentario: "Cambio de planes" } })
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200)
    expect((await balance()).dias_tomados).toBe(taken - 2)

    // Attend an authorized one; an En autorización one is the approvers' to decide.
    const atender = await call(t.url, "/api/atender-solicitud-portal", { token: admin, body: { id_solicitud: vacation?.id_solicitud, comentario: "Registrado en nómina" } })
    expect(result<Body>(atender)).toMatchObject({ estado: "Atendida" })
    const waiting = await ok<{ id_solicitud: number }>(file({ id_tipo_solicitud: "PRESTAMO", monto: 5000, detalle: "Reparación de vivienda" }))
    const notYet = await call(t.url, "/api/atender-solicitud-portal", { token: admin, body: { id_solicitud: waiting.id_solicitud } })
    expect(asError(notYet).message).toBe(portalRequestTexts.noAtendible)
    const notHers = await call(t.url, "/api/resolver-solicitud-portal", { token: admin, body: { id_solicitud: waiting.id_solicitud, resultado: "A" } })
    expect(notHers.status).toBe(409)
    expect(asError(notHers).message).toBe(portalRequestTexts.noResoluble)
    const pasos = await ok<Array<Body>>(call(t.url, `/api/solicitud-portal-pasos?id_solicitud=${waiting.id_solicitud}`, { token: admin }))
    expect(pasos).toEqual([expect.objectContaining({ nivel: 1, resultado: null })])

    // Without a SOLICITUD_PORTAL flow a request waits Pendiente for HR.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'SOLICITUD_PORTAL')`)
    const aid = await ok<{ id_solicitud: number; estado: string; nivel_actual: number | null }>(file({ id_tipo_solicitud: "AYUDA", monto: 2500.5, detalle: "Útiles escolares" }))
    expect(aid).toMatchObject({ estado: "Pendiente", nivel_actual: null })
    const rejectBare = await call(t.url, "/api/resolver-solicitud-portal", { token: admin, body: { id_solicitud: aid.id_solicitud, resultado: "R" } })
    expect(asError(rejectBare).message).toBe(portalRequestTexts.comentarioRequerido)
    const approve = await call(t.url, "/api/resolver-solicitud-portal", { token: admin, body: { id_solicitud: aid.id_solicitud, resultado: "A" } })
    expect(result<Body>(approve)).toMatchObject({ estado: "Autorizada" })

    // The consulta role sees company 1's centres only.
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [hidden] = await sqlOf(t.server, (sql) => sql<{ id: number }>`
      SELECT MIN(s.id_solicitud) AS id FROM solicitudes_portal s JOIN empleados e ON e.id_empleado = s.id_empleado WHERE e.id_empresa <> 1`)
    if (hidden?.id !== null && hidden?.id !== undefined) {
      expect((await call(t.url, `/api/solicitudes-portal/${hidden.id}`, { token: consulta })).status).toBe(403)
      expect((await call(t.url, "/api/atender-solicitud-portal", { token: consulta, body: { id_solicitud: Number(hidden.id) } })).status).toBe(403)
    }
    const seen = await ok<{ registros: Array<{ id_empresa: number }> }>(call(t.url, "/api/solicitudes-portal?por_pagina=100", { token: consulta }))
    expect(seen.registros.length).toBeGreaterThan(0)
    expect(seen.registros.every((r) => Number(r.id_empresa) === 1)).toBe(true)
  })

  it("turns an authorized request into the loan, aid or letter created for it, and refuses every other link with nothing changed", async () => {
    const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
    const one = async (query: string) => ((await sqlOf(t.server, (sql) => sql.unsafe<Body>(query)))[0] ?? {}) as Body
    const pick = async (where: string) => Number((await one(`SELECT MIN(e.id_empleado) AS id FROM empleados e WHERE e.activo = '1' AND ${where}`)).id)
    /** An active person of a company with a salary, no loan, aid or user, not a department head. */
    const fresh = (company: number, not: ReadonlyArray<number>) =>
      pick(`e.id_empresa = ${company} AND e.salario_diario IS NOT NULL AND e.id_empleado NOT IN (${[0, employee, ...not].join(",")})
        AND NOT EXISTS (SELECT 1 FROM prestamos l WHERE l.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM ayudas_economicas a WHERE a.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
        AND NOT EXISTS (SELECT 1 FROM responsables_depto r WHERE r.id_numero = e.id_empleado)`)
    const ana = await fresh(1, [])
    const beto = await fresh(1, [ana])
    const otra = await fresh(2, [])
    // Pay and seniority that pass the loan and aid rules; the parameters' limits lifted (each has its own tests).
    await sqlOf(t.server, (sql) => sql.unsafe(`UPDATE empleados SET salario_diario = 400, id_periodicidad = '04', persona_clave = '0', f_antiguedad = '2020-01-01' WHERE id_empleado IN (${ana}, ${beto})`))
    await sqlOf(t.server, (sql) => sql.unsafe("UPDATE parametros_sistema SET tope_prestamo = NULL, tope_max_veces = NULL, cuota_pres_quin = NULL, des_pres_quin = NULL, prestamos_mes_emp = NULL, prestamos_ano_trab = NULL WHERE id = 1"))
    const signer = await pick(`e.id_empresa = 1 AND e.id_empleado NOT IN (${ana}, ${beto})`)
    const constancia = Number((await one("SELECT MIN(id_tipo_carta) AS id FROM tipos_carta WHERE clase_carta = 'CL' AND activo = '1' AND plantilla NOT LIKE '%{salario%'")).id)
    /** A request as the kiosk and its flow would leave it. */
    const filed = async (id_empleado: number, tipo: string, estado = "Autorizada", monto: number | null = null) => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`INSERT INTO solicitudes_portal ${sql.insert({
        id_empleado, id_tipo_solicitud: tipo, f_solicitud: "2026-11-09", monto, detalle: "Lo que pidió en el kiosko", estado, creada: start,
      })} RETURNING id_solicitud AS id`)
      return Number(row?.id)
    }
    const stored = (id: number) => one(`SELECT estado, comentarios FROM solicitudes_portal WHERE id_solicitud = ${id}`)
    const loan = (id_empleado: number, extra: Body = {}): Body => ({ id_empleado, f_solicitud: "2026-11-10", monto: 1000, num_pagos: 10, otorgante: "EMPRESA", f_primer_descuento: "2026-11-30", motivo: "Lo que pidió en el kiosko", ...extra })
    const aid = (id_empleado: number, extra: Body = {}): Body => ({ id_empleado, id_tipo_ayuda: "LENTES", f_solicitud: "2026-11-10", monto: 1500, motivo: "Lo que pidió en el kiosko", comprobante: null, ...extra })
    const letter = (id_empleado: number, extra: Body = {}): Body => ({ id_empleado, id_tipo_carta: constancia, f_solicitud: null, dirigido_a: null, incluir_salario: "0", incluir_nss_rfc: "0", id_firmante: signer, texto: null, ...extra })
    const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
      const before = await checksums(t.server, ["auditoria"])
      const a = await answer()
      expectRefusal(label, a, [status])
      expect([asError(a).message, ...(asError(a).detalles ?? [])], label).toContain(message)
      expect(await checksums(t.server, ["auditoria"]), `${label} changed a table`).toEqual(before)
    }

    // A loan request becomes the loan: Atendida with its folio, in the create's transaction.
    const loanRequest = await filed(ana, "PRESTAMO", "Autorizada", 1000)
    const aidRequest = await filed(ana, "AYUDA", "Autorizada", 1500)
    const constanciaRequest = await filed(ana, "CONSTANCIA")
    await refused("a loan from an aid request", () => post("/prestamos", loan(ana, { id_solicitud: aidRequest })), 400, portalLinkTexts.otroTipo("prestamos", "Ayuda económica"))
    await refused("a loan for another person", () => post("/prestamos", loan(beto, { id_solicitud: loanRequest })), 400, portalLinkTexts.otroColaborador)
    await refused("a request that does not exist", () => post("/prestamos", loan(ana, { id_solicitud: 2_000_000_000 })), 400, portalLinkTexts.noExiste)
    for (const estado of ["Pendiente", "En autorización", "Rechazada", "Cancelada", "Atendida"]) {
      const other = await filed(ana, "PRESTAMO", estado, 1000)
      await refused(`a ${estado} request`, () => post("/prestamos", loan(ana, { id_solicitud: other })), 409, portalLinkTexts.noAutorizada)
    }
    // Outside the caller's work centres: the consulta role (GP100, company 1) and company 2's request.
    const consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const elsewhere = await filed(otra, "PRESTAMO", "Autorizada", 1000)
    await refused("another company's request", () => post("/prestamos", loan(ana, { id_solicitud: elsewhere }), consulta), 403, messages.sinPermiso)
    const created = await post("/prestamos", loan(ana, { id_solicitud: loanRequest }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const prestamo = result<Body>(created)
    expect(prestamo).toMatchObject({ id_solicitud: loanRequest, estado: "Capturado" })
    expect(await stored(loanRequest)).toMatchObject({ estado: "Atendida", comentarios: portalLinkTexts.atendidaPrestamo(Number(prestamo.id_prestamo)) })
    expect(await one(`SELECT detalle FROM auditoria WHERE operacion = 'crearPrestamos' AND resultado = 200 ORDER BY id_auditoria DESC LIMIT 1`)).toMatchObject({ detalle: `Atiende la solicitud del portal ${loanRequest}` })
    const seen = result<Body>(await call(t.url, `/api/solicitudes-portal/${loanRequest}`, { token: admin }))
    expect(seen).toMatchObject({ estado: "Atendida", atencion: `Préstamo con folio ${String(prestamo.id_prestamo)} (Capturado)` })
    await refused("the same request again", () => post("/prestamos", loan(ana, { id_solicitud: loanRequest })), 409, portalLinkTexts.noAutorizada)
    await refused("an update that carries a link", () => post(`/prestamos/${String(prestamo.id_prestamo)}`, { _method: "PUT", ...loan(ana, { id_solicitud: aidRequest }) }), 400, "El campo «id_solicitud» no está permitido")

    // An aid request becomes the aid.
    const ayuda = result<Body>(await post("/ayudas-economicas", aid(ana, { id_solicitud: aidRequest })))
    expect(ayuda).toMatchObject({ id_solicitud: aidRequest, estado: "Capturada" })
    expect(await stored(aidRequest)).toMatchObject({ estado: "Atendida", comentarios: portalLinkTexts.atendidaAyuda(Number(ayuda.id_ayuda)) })

    // A constancia request: the letter keeps the link while Solicitada; issuing it attends the request.
    const scoped = "cartas.portal@demo.mx"
    await createUser(t.server, { email: scoped, password: "Cartas.Portal-2026", group: "CARTASP", keys: ["GP210"], role: "EMPRESA1" })
    const gp210 = (await signIn(t.url, scoped, "Cartas.Portal-2026")).token
    await refused("a letter by someone who does not attend portal requests", () => post("/cartas-laborales", letter(ana, { id_solicitud: constanciaRequest }), gp210), 403, messages.sinPermiso)
    await refused("a letter from a loan request", () => post("/cartas-laborales", letter(ana, { id_solicitud: elsewhere })), 400, portalLinkTexts.otroTipo("cartas-laborales", "Préstamo"))
    const carta = result<Body>(await post("/cartas-laborales", letter(ana, { id_solicitud: constanciaRequest })))
    expect(carta).toMatchObject({ id_solicitud: constanciaRequest, estado: "Solicitada" })
    expect(await stored(constanciaRequest)).toMatchObject({ estado: "Autorizada" })
    expect(result<Body>(await call(t.url, `/api/solicitudes-portal/${constanciaRequest}`, { token: admin })).atencion).toBe(`Carta laboral (solicitud ${String(carta.id_carta)}), por emitir`)
    await refused("a second letter for the same request", () => post("/cartas-laborales", letter(ana, { id_solicitud: constanciaRequest })), 409, portalLinkTexts.enUso(`la carta laboral ${String(carta.id_carta)}`))
    const issued = await fetch(`${t.url}/api/emitir-carta`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify({ id_carta: carta.id_carta }) })
    expect(issued.status).toBe(200)
    const folio = String((await one(`SELECT folio FROM cartas_laborales WHERE id_carta = ${String(carta.id_carta)}`)).folio)
    expect(await stored(constanciaRequest)).toMatchObject({ estado: "Atendida", comentarios: portalLinkTexts.atendidaCarta(folio) })
    expect(result<Body>(await call(t.url, `/api/solicitudes-portal/${constanciaRequest}`, { token: admin })).atencion).toBe(`Carta laboral con folio ${folio}`)
    // A reissue is a new letter of no request; the request keeps the first folio.
    expect((await fetch(`${t.url}/api/emitir-carta`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify({ id_carta: carta.id_carta }) })).status).toBe(200)
    expect(await stored(constanciaRequest)).toMatchObject({ comentarios: portalLinkTexts.atendidaCarta(folio) })
  })

  it("asks for a new password first when nuevo is '1', under the password policy, and ends the old sessions", async () => {
    expect((await kioskUserForm("kiosko", { nuevo: "1" })).status).toBe(200)
    const session = await ok<{ nuevo: string }>(kioskCall("/sesion", kiosk))
    expect(session.nuevo).toBe("1")
    const blocked = await kioskCall("/mis-datos", kiosk)
    expect(blocked.status).toBe(403)
    expect(asError(blocked).message).toBe(kioskTexts.debeCambiar)
    const change = (body: Body) => kioskCall("/cambiar-password", kiosk, body)
    expect(asError(await change({ password_actual: "Mal.Clave-2026", password: strong, password_confirm: strong })).message).toBe(kioskTexts.contrasenaActualIncorrecta)
    expect(asError(await change({ password_actual: demoKioskUsers.employee.password, password: strong, password_confirm: `${strong}x` })).message).toBe(messages.contrasenasNoCoinciden)
    expect(asError(await change({ password_actual: demoKioskUsers.employee.password, password: "corta", password_confirm: "corta" })).message).toBe(messages.contrasenaCorta)
    const same = demoKioskUsers.employee.password
    expect(asError(await change({ password_actual: same, password: same, password_confirm: same })).message).toBe(kioskTexts.contrasenaIgual)
    const changed = await change({ password_actual: demoKioskUsers.employee.password, password: strong, password_confirm: strong })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    const fresh = (changed.body as { token: string; sesion: { nuevo: string } })
    expect(fresh.sesion.nuevo).toBe("0")
    expect((await kioskCall("/mis-datos", kiosk)).status).toBe(401)
    expect((await kioskCall("/mis-datos", fresh.token)).status).toBe(200)
    expect((await kioskLogin("kiosko", demoKioskUsers.employee.password)).status).toBe(401)
    // The audit log keeps the change, never the passwords.
    const [log] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM auditoria WHERE operacion = 'kioskoCambiarPassword' AND (despues LIKE ${`%${strong}%`} OR antes LIKE ${`%${strong}%`})`)
    expect(Number(log?.n)).toBe(0)
    kiosk = fresh.token
  })

  it("lets a comodín act for the active people of their work centre, after typing the number", async () => {
    const login = await kioskLogin(demoKioskUsers.comodin.id_usuario, demoKioskUsers.comodin.password)
    expect(login.status).toBe(200)
    const token = (login.body as { token: string; sesion: { comodin: string; colaborador: unknown } })
    expect(token.sesion).toMatchObject({ comodin: "1", colaborador: null })
    const first = await kioskCall("/mis-datos", token.token)
    expect(first.status).toBe(409)
    expect(asError(first).message).toBe(kioskTexts.capturaColaborador)
    const [own] = await sqlOf(t.server, (sql) => sql<{ centro: number }>`
      SELECT e.id_centro_trabajo AS centro FROM usuarios_kiosko k JOIN empleados e ON e.id_empleado = k.id_empleado WHERE k.id_usuario = 'comodin'`)
    const [elsewhere] = await sqlOf(t.server, (sql) => sql<{ num: string }>`
      SELECT MIN(num_empleado) AS num FROM empleados WHERE activo = '1' AND id_centro_trabajo <> ${own?.centro}`)
    const refused = await kioskCall("/colaborador", token.token, { num_empleado: elsewhere?.num })
    expect(asError(refused).message).toBe(kioskTexts.colaboradorNoEncontrado)
    const [mate] = await sqlOf(t.server, (sql) => sql<{ num: string; id: number }>`
      SELECT num_empleado AS num, id_empleado AS id FROM empleados WHERE activo = '1' AND id_centro_trabajo = ${own?.centro} ORDER BY id_empleado DESC LIMIT 1`)
    const chosen = await ok<{ colaborador: { id_empleado: number } }>(kioskCall("/colaborador", token.token, { num_empleado: String(mate?.num).toLowerCase() }))
    expect(chosen.colaborador.id_empleado).toBe(Number(mate?.id))
    expect(await ok<Body>(kioskCall("/mis-datos", token.token))).toMatchObject({ num_empleado: mate?.num })
    // A user that is no comodín acts for their own employee only.
    const notComodin = await kioskCall("/colaborador", kiosk, { num_empleado: mate?.num })
    expect(notComodin.status).toBe(403)
    expect(asError(notComodin).message).toBe(kioskTexts.noComodin)
  })

  it("ends kiosk sessions when idle, on sign-out and when the user is disabled, and throttles guesses", async () => {
    const open = async () => (await kioskLogin("kiosko", strong)).body as { token: string }
    const idle = await open()
    clock.advance(idleMs + minute)
    expect((await kioskCall("/sesion", idle.token)).status).toBe(401)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const out = await open()
    expect((await kioskCall("/logout", out.token, {})).status).toBe(200)
    expect((await kioskCall("/sesion", out.token)).status).toBe(401)
    const live = await open()
    expect((await kioskUserForm("kiosko", { activo: "0" })).status).toBe(200)
    expect((await kioskCall("/sesion", live.token)).status).toBe(401)
    expect((await kioskLogin("kiosko", strong)).status).toBe(401)
    for (let i = 0; i < 10; i++) expect((await kioskLogin("comodin", "Mal.Clave-2026")).status).toBe(401)
    const throttled = await kioskLogin("comodin", demoKioskUsers.comodin.password)
    expect(throttled.status).toBe(429)
    expect(throttled.headers.get("retry-after")).toBe("1")
    expect(asError(throttled).message).toBe(tooManyAttempts(1))
    // A delay, not a lock: a second later the user is in.
    clock.advance(1_000)
    expect((await kioskLogin("comodin", demoKioskUsers.comodin.password)).status).toBe(200)
  })
})
