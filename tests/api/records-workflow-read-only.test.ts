import { beforeAll, describe, expect, it } from "vitest"
import { portalRequestsEndpoints } from "../../domain/personal/solicitudes-portal"
import { portalRequestTexts } from "../../domain/personal/solicitudes-portal-vocabulary"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { asError, call, demo, signIn } from "./support/http"
import { expectRefusal, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// The workflow engine's options for a record another part of the system writes (domain/records/
// workflow.ts, server/records/workflow*.ts) on both dialects, through the resource that declares
// them, Solicitudes del portal (filed in the kiosk, read-only to HR): a read-only resource's
// commands on the contract's own paths, and still no write; a transition with no endpoint of its
// own (`endpoint: false`: the filing's `enviar`, fired by the server; `autorizar` and `rechazar`,
// fired through the contract's one /resolver-solicitud-portal by `fireTransition`); a flow's
// `unconfigured` state (no flow: Pendiente, for HR); a `dayField` the record leaves empty (the day
// it is sent); the workflow's own 404 (`missing`) and a text's own too-long message (`tooLong`);
// and `moveByServer` out of only some of the transition's states (the employee's cancellation).
// Its columns of its own (the comment naming the loan that attends a request) are
// tests/api/kiosk.test.ts's.

type Body = Record<string, unknown>
/** Tuesday 10 November 2026, noon in Mexico City. */
const start = Date.parse("2026-11-10T18:00:00Z")
const today = "2026-11-10"

describe.each(dialects)("Workflow options of a read-only resource on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let kiosk = ""

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const stateOf = async (id: number) => (await rows<{ estado: string }>(`SELECT estado FROM solicitudes_portal WHERE id_solicitud = ${id}`))[0]?.estado
  const waiting = (id: number) =>
    rows<{ f_referencia: string }>(`SELECT f_referencia FROM autorizaciones WHERE origen = 'PORTAL' AND id_origen = ${id} AND resultado IS NULL`)
  const file = async (body: Body) => {
    const answer = await call(t.url, "/api/kiosko/solicitudes", { token: kiosk, body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: { id_solicitud: number; estado: string; nivel_actual: number | null } }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const login = await call(t.url, "/api/kiosko/login", { body: { id_usuario: demoKioskUsers.employee.id_usuario, password: demoKioskUsers.employee.password } })
    kiosk = (login.body as { token: string }).token
  })

  it("gives a read-only resource its workflow's commands on the contract's paths, none for a transition without one, and still no write", async () => {
    expect(Object.keys(portalRequestsEndpoints.transitions ?? {})).toEqual(["atender", "cancelar"])
    const filed = await file({ id_tipo_solicitud: "CONSTANCIA" })
    expectRefusal("an update", await post(`/solicitudes-portal/${filed.id_solicitud}`, { _method: "PUT", detalle: "Otra" }), [405])
    expectRefusal("the filing's own transition", await post(`/solicitudes-portal/${filed.id_solicitud}/enviar`, {}), [404, 405])
    expectRefusal("the decision's own transition", await post(`/solicitudes-portal/${filed.id_solicitud}/autorizar`, {}), [404, 405])
    expect(await stateOf(filed.id_solicitud)).toBe("En autorización")

    // The workflow's own 404, and a comment past 500 characters refused with the contract's words.
    const absent = await post("/atender-solicitud-portal", { id_solicitud: 2_000_000 })
    expect(absent.status).toBe(404)
    expect(asError(absent).message).toBe(portalRequestTexts.solicitudNoExiste)
    const long = await post("/cancelar-solicitud-portal", { id_solicitud: filed.id_solicitud, comentario: "x".repeat(501) })
    expect(long.status).toBe(400)
    expect(asError(long).problemas).toEqual([{ campo: "comentario", mensaje: portalRequestTexts.comentarioLargo }])
    expect(await stateOf(filed.id_solicitud)).toBe("En autorización")
  })

  it("sends a filed request through its flow on its date field or the day it is sent, withdraws the waiting step on cancelling, and waits Pendiente without a flow", async () => {
    // A request that is no vacation has no f_inicio: its approvers are today's.
    const constancia = await file({ id_tipo_solicitud: "CONSTANCIA" })
    expect(constancia).toMatchObject({ estado: "En autorización", nivel_actual: 1 })
    expect((await waiting(constancia.id_solicitud)).map((s) => String(s.f_referencia).trim())).toEqual([today])
    const vacation = await file({ id_tipo_solicitud: "VAC", f_inicio: "2026-11-17", f_fin: "2026-11-17" })
    expect((await waiting(vacation.id_solicitud)).map((s) => String(s.f_referencia).trim())).toEqual(["2026-11-17"])
    // Cancelling leaves the flow's pending state: the engine withdraws the waiting step.
    const cancelled = await post("/cancelar-solicitud-portal", { id_solicitud: constancia.id_solicitud, comentario: "Ya no la necesita" })
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200)
    expect((cancelled.body as { result: Body }).result).toMatchObject({ id_solicitud: constancia.id_solicitud, estado: "Cancelada", comentarios: "Ya no la necesita" })
    expect(await waiting(constancia.id_solicitud)).toEqual([])

    // In the flow, the decision is the approvers': HR's endpoint refuses it, nothing changes.
    const notHers = await post("/resolver-solicitud-portal", { id_solicitud: vacation.id_solicitud, resultado: "A" })
    expect(notHers.status).toBe(409)
    expect(asError(notHers).message).toBe(portalRequestTexts.noResoluble)
    expect(await stateOf(vacation.id_solicitud)).toBe("En autorización")

    // Without a flow the request waits Pendiente, unsent, for HR's decision.
    await sqlOf(t.server, (sql) => sql`DELETE FROM flujos_autorizacion WHERE id_tipo_solicitud = (SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = 'SOLICITUD_PORTAL')`)
    const datos = await file({ id_tipo_solicitud: "DATOS", detalle: "Cambio de domicilio" })
    expect(datos).toMatchObject({ estado: "Pendiente", nivel_actual: null })
    expect(await waiting(datos.id_solicitud)).toEqual([])
    const bare = await post("/resolver-solicitud-portal", { id_solicitud: datos.id_solicitud, resultado: "R" })
    expect(bare.status).toBe(400)
    expect(asError(bare).message).toBe(portalRequestTexts.comentarioRequerido)
    const authorized = await post("/resolver-solicitud-portal", { id_solicitud: datos.id_solicitud, resultado: "A", comentario: "Procede" })
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200)
    expect(authorized.body).toMatchObject({ message: portalRequestTexts.solicitudAutorizada, result: { id_solicitud: datos.id_solicitud, estado: "Autorizada" } })
    const [stored] = await rows<{ comentarios: string; id_usuario_rh: string | null }>(`SELECT comentarios, id_usuario_rh FROM solicitudes_portal WHERE id_solicitud = ${datos.id_solicitud}`)
    expect(stored?.comentarios).toBe("Procede")
    expect(stored?.id_usuario_rh).not.toBeNull()

    // The employee withdraws only what is undecided: the server's move out of those states only.
    const late = await call(t.url, "/api/kiosko/cancelar-solicitud", { token: kiosk, body: { id_solicitud: datos.id_solicitud } })
    expect(late.status).toBe(409)
    expect(asError(late).message).toBe(portalRequestTexts.noCancelable)
    expect(await stateOf(datos.id_solicitud)).toBe("Autorizada")
    const own = await file({ id_tipo_solicitud: "PRESTAMO", monto: 1000, detalle: "Reparación" })
    const withdrawn = await call(t.url, "/api/kiosko/cancelar-solicitud", { token: kiosk, body: { id_solicitud: own.id_solicitud } })
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200)
    expect(await stateOf(own.id_solicitud)).toBe("Cancelada")
  })
})
