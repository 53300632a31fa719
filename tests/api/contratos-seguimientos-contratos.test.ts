import { beforeAll, describe, expect, it } from "vitest"
import { followUpMessages } from "../../domain/contratos/seguimientos-contratos-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// Seguimientos de contratos (CON220, MODULES-MX §2) on both dialects: a follow-up stored under its
// folio with its contract's person and its responsible one; each refusal with its message and
// nothing changed (the comment, a future date, the Comisión Mixta's opinion, a probation result
// on a contract without one, a "No aprobó prueba" after the probation); the list's filters; the
// workplace scope through the contract's person; and no call without CON220.

type Body = Record<string, unknown>
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const watched = ["seguimientos_contratos", "auditoria"]

describe.each(dialects)("Seguimientos de contratos on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let narrow = ""
  let other = ""
  let probation = ""
  let plain = ""
  let foreign = ""
  let responsible = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result

  /** An active person of a company, hired before 2026, on a non-directive puesto, untouched by the other tests; their seeded contract ended. */
  const person = async (company: "= 1" | "<> 1") => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.id_empresa ${company} AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D'
        AND ${untouchedPerson}
        AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the demo")
    await endLiveContracts(t.server, Number(p.id_empleado))
    return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
  }
  const contract = async (p: { id_empleado: number; id_puesto: string }, extra: Body) => {
    const a = await post("/gestion-contratos", contractDraft(p, { id_tipo_contrato: "IND", f_inicio: "2026-05-01", f_fin: null, ...extra }))
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return String(resultOf(a).id_contrato)
  }
  const followUp = (extra: Body = {}): Body => ({
    id_contrato: plain,
    f_seguimiento: "2026-06-10",
    tipo: "REVISION_VENCIMIENTO",
    resultado: "PENDIENTE",
    opinion_comision_mixta: null,
    id_responsable: responsible,
    comentario: "Se revisó el contrato con el jefe inmediato",
    f_compromiso: null,
    adjunto: null,
    ...extra,
  })
  const create = async (body: Body, token = admin) => {
    const a = await post("/seguimientos-contratos", body, token)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return Number(resultOf(a).id_seguimiento)
  }
  const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    if (message !== "") expect([asError(a).message, ...(asError(a).detalles ?? [])], `${label}: ${JSON.stringify(a.body)}`).toContain(message)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }
  const listed = async (query: string, token = admin) => {
    const a = await get(`/seguimientos-contratos?por_pagina=100&${query}`, token)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (resultOf(a).registros as ReadonlyArray<Body>).map((r) => Number(r.id_seguimiento))
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "con220@demo.mx", password: "Prueba.Con220-2026", group: "CON220", keys: ["CON220"], role: "EMPRESA1" })
    await createUser(t.server, { email: "con210b@demo.mx", password: "Prueba.Con210-2026", group: "CON210B", keys: ["CON210", "CON100", "CON090"], role: "GLOBAL" })
    narrow = (await signIn(t.url, "con220@demo.mx", "Prueba.Con220-2026")).token
    other = (await signIn(t.url, "con210b@demo.mx", "Prueba.Con210-2026")).token
    // A probation of 30 days from 1 May: its last day is 30 May.
    probation = await contract(await person("= 1"), { dias_prueba: 30 })
    plain = await contract(await person("= 1"), {})
    foreign = await contract(await person("<> 1"), {})
    const [r] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1' ORDER BY id_empleado LIMIT 1")
    responsible = Number(r?.id_empleado)
  })

  it("stores a follow-up under its folio with the contract's person and the responsible one", async () => {
    const id = await create(followUp({ f_compromiso: "2026-06-20" }))
    const stored = resultOf(await get(`/seguimientos-contratos/${id}`))
    const [names] = await rows<{ colaborador: string }>(`SELECT e.num_empleado FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado WHERE c.id_contrato = '${plain}'`)
    expect(names).toBeDefined()
    expect(stored).toMatchObject({ id_contrato: plain, tipo: "REVISION_VENCIMIENTO", resultado: "PENDIENTE", f_seguimiento: "2026-06-10", f_compromiso: "2026-06-20" })
    expect(String(stored.colaborador)).toMatch(/ - /)
    expect(String(stored.responsable)).toMatch(/ - /)
    expect(stored.id_usuario_alta).toBe(demo.admin.email)
    // The contract's row in CON210 lists its follow-ups by id_contrato.
    expect(await listed(`id_contrato=${encodeURIComponent(plain)}`)).toEqual([id])
  })

  it("refuses each broken save with its message and changes nothing", async () => {
    const add = (extra: Body) => () => post("/seguimientos-contratos", followUp(extra))
    await refused("no contract", add({ id_contrato: "" }), 400, followUpMessages.contrato)
    await refused("no date", add({ f_seguimiento: undefined }), 400, "Falta el campo requerido «f_seguimiento»")
    await refused("no comment", add({ comentario: "" }), 400, followUpMessages.comentario)
    await refused("a short comment", add({ comentario: "Muy corto" }), 400, followUpMessages.comentarioCorto)
    await refused("no responsible", add({ id_responsable: undefined }), 400, "Falta el campo requerido «id_responsable»")
    await refused("an unknown responsible", add({ id_responsable: 999_999_998 }), 400, followUpMessages.responsableInexistente)
    await refused("an unknown contract", add({ id_contrato: "CT-9-2026-99999" }), 400, followUpMessages.contratoInexistente)
    await refused("a date after today", add({ f_seguimiento: "2026-06-11" }), 400, followUpMessages.fechaFutura)
    await refused("a commitment before the date", add({ f_compromiso: "2026-06-01" }), 400, followUpMessages.compromisoAnterior)
    await refused("an unknown type", add({ tipo: "VISITA" }), 400, "")
    await refused("an opinion without No aprobó prueba", add({ opinion_comision_mixta: "La comisión opina que no" }), 400, followUpMessages.sinComisionMixta)
    await refused("No aprobó prueba without the opinion", add({ id_contrato: probation, f_seguimiento: "2026-05-20", resultado: "NO_APROBO_PRUEBA" }), 400, followUpMessages.comisionMixta)
    const opinion = "La Comisión Mixta opina que no alcanzó los requisitos del puesto"
    await refused("a probation result without a probation", add({ resultado: "APROBO_PRUEBA" }), 400, followUpMessages.sinPrueba)
    await refused(
      "No aprobó prueba after the probation",
      add({ id_contrato: probation, f_seguimiento: "2026-05-31", resultado: "NO_APROBO_PRUEBA", opinion_comision_mixta: opinion }),
      400,
      followUpMessages.pruebaVencida("30/05/2026"),
    )
    // On its last day it is still within the probation.
    const id = await create(followUp({ id_contrato: probation, tipo: "EVALUACION_PRUEBA", f_seguimiento: "2026-05-30", resultado: "NO_APROBO_PRUEBA", opinion_comision_mixta: opinion }))
    const stored = resultOf(await get(`/seguimientos-contratos/${id}`))
    expect(stored.opinion_comision_mixta).toBe(opinion)
    // An update is judged the same way; the contract never changes.
    await refused("an update past the probation", () => post(`/seguimientos-contratos/${id}`, { _method: "PUT", ...followUp({ id_contrato: probation, f_seguimiento: "2026-06-01", resultado: "NO_APROBO_PRUEBA", opinion_comision_mixta: opinion }) }), 400, followUpMessages.pruebaVencida("30/05/2026"))
    await refused("an update without the opinion", () => post(`/seguimientos-contratos/${id}`, { _method: "PUT", ...followUp({ id_contrato: probation, f_seguimiento: "2026-05-30", resultado: "NO_APROBO_PRUEBA" }) }), 400, followUpMessages.comisionMixta)
    const updated = await post(`/seguimientos-contratos/${id}`, { _method: "PUT", ...followUp({ id_contrato: plain, f_seguimiento: "2026-05-25", resultado: "APROBO_PRUEBA", tipo: "EVALUACION_PRUEBA" }) })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(resultOf(updated)).toMatchObject({ id_contrato: probation, resultado: "APROBO_PRUEBA", opinion_comision_mixta: null })
  })

  it("filters by type, result, dates and responsible", async () => {
    const a = await create(followUp({ tipo: "FIRMA_PENDIENTE", resultado: "PENDIENTE", f_seguimiento: "2026-06-02" }))
    const b = await create(followUp({ tipo: "RENOVACION", resultado: "RENOVAR", f_seguimiento: "2026-06-05" }))
    expect(await listed("tipo=FIRMA_PENDIENTE")).toContain(a)
    expect(await listed("tipo=FIRMA_PENDIENTE")).not.toContain(b)
    expect(await listed("resultado=RENOVAR")).toContain(b)
    expect(await listed("resultado=RENOVAR")).not.toContain(a)
    const ranged = await listed("f_seguimiento_desde=2026-06-04&f_seguimiento_hasta=2026-06-06")
    expect(ranged).toContain(b)
    expect(ranged).not.toContain(a)
    expect(await listed(`id_responsable=${responsible}`)).toEqual(expect.arrayContaining([a, b]))
    expect(await listed("id_responsable=999999998")).toEqual([])
  })

  it("keeps each role to the contracts of the people it sees, and needs CON220", async () => {
    const theirs = await create(followUp({ id_contrato: foreign }))
    const mine = await create(followUp(), narrow)
    const seen = await listed("", narrow)
    expect(seen).toContain(mine)
    expect(seen).not.toContain(theirs)
    expect((await get(`/seguimientos-contratos/${theirs}`, narrow)).status).toBe(403)
    await refused("a follow-up of a contract outside the role", () => post("/seguimientos-contratos", followUp({ id_contrato: foreign }), narrow), 403, "")
    await refused("an update outside the role", () => post(`/seguimientos-contratos/${theirs}`, { _method: "PUT", ...followUp({ id_contrato: foreign }) }, narrow), 403, "")
    await refused("a delete outside the role", () => post(`/seguimientos-contratos/${theirs}`, { _method: "DELETE" }, narrow), 403, "")
    // The contracts' keys do not open the follow-ups.
    expect((await get("/seguimientos-contratos", other)).status).toBe(403)
    await refused("a follow-up without CON220", () => post("/seguimientos-contratos", followUp(), other), 403, "")
    await refused("a delete without CON220", () => post(`/seguimientos-contratos/${mine}`, { _method: "DELETE" }, other), 403, "")
    // The contract with follow-ups stays: a draft's delete is refused while they name it.
    const deleted = await post(`/seguimientos-contratos/${mine}`, { _method: "DELETE" }, narrow)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
  })
})
