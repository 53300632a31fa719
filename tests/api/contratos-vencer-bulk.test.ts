import { beforeAll, describe, expect, it } from "vitest"
import { bulkRenewalMessages } from "../../domain/contratos/contratos-vencer-bulk"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { followUpMessages } from "../../domain/contratos/seguimientos-contratos-vocabulary"
import { bulkMessages } from "../../domain/records/bulk"
import { messages } from "../../domain/messages"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// The bulk actions of Contratos por vencer (CON230) on both dialects: /renovar-contratos renews
// each listed contract as its own renewal does (one end for all, or a duration from each one's
// end), answering one result per contract, a refusal changing nothing of its contract while the
// others renew; /guardar-seguimientos-contratos registers the same follow-up for each with
// CON220's rules. A body the schemas refuse (no list, a repeated or malformed folio, the end
// missing, a short comment) is a 400 that changes nothing; without the action's own key, a 403.

type Body = Record<string, unknown>
type Result = { readonly clave: string; readonly resultado: string; readonly mensaje: string }
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const watched = ["contratos", "contratos_beneficiarios", "seguimientos_contratos", "renovaciones_contratos", "folios_documento", "auditoria"]

describe.each(dialects)("Contratos por vencer's bulk actions on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""
  let viewer = ""
  let responsible = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  const read = async (id: string) => resultOf(await get(`/gestion-contratos/${encodeURIComponent(id)}`))
  const successor = async (id: string) => {
    const [next] = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${id}'`)
    return next === undefined ? undefined : read(String(next.id_contrato))
  }

  const used: Array<number> = [0]
  const person = async () => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D' AND e.id_empleado NOT IN (${used.join(",")})
        AND ${untouchedPerson}
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the demo")
    await endLiveContracts(t.server, Number(p.id_empleado))
    used.push(Number(p.id_empleado))
    return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
  }
  /** A contract of a new person ending 2026-06-30, Vigente unless asked to stay a draft. */
  const contract = async (active = true) => {
    const a = await post("/gestion-contratos", contractDraft(await person(), { f_fin: "2026-06-30" }))
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    const id = String(resultOf(a).id_contrato)
    if (active) expect((await post("/activar-contrato", { id_contrato: id })).status).toBe(200)
    return id
  }
  const resultsOf = (a: { body: unknown }) => (resultOf(a).resultados ?? []) as ReadonlyArray<Result>
  const refusedUnchanged = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])], `${label}: ${JSON.stringify(a.body)}`).toContain(message)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }
  const followUp = (contratos: ReadonlyArray<string>, extra: Body = {}): Body => ({
    contratos,
    f_seguimiento: "2026-06-10",
    tipo: "REVISION_VENCIMIENTO",
    id_responsable: responsible,
    comentario: "Se revisó el vencimiento con el colaborador",
    resultado: "RENOVAR",
    opinion_comision_mixta: null,
    f_compromiso: "2026-06-20",
    ...extra,
  })

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "con230@demo.mx", password: "Prueba.Con230-2026", group: "CON230", keys: ["CON230"], role: "GLOBAL" })
    viewer = (await signIn(t.url, "con230@demo.mx", "Prueba.Con230-2026")).token
    const [r] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE activo = '1' ORDER BY id_empleado LIMIT 1")
    responsible = Number(r?.id_empleado)
  })

  it("renews each listed contract to one end, and refuses one that is not Vigente with its reason, changing nothing of it", async () => {
    const [a, b, draft] = [await contract(), await contract(), await contract(false)]
    const draftBefore = await read(draft)
    const answer = await post("/renovar-contratos", { contratos: [a, b, draft], modo: "FECHA", f_fin: "2026-12-31", meses: null })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(resultsOf(answer)).toEqual([
      { clave: a, resultado: "hecho", mensaje: contractMessages.renovado },
      { clave: b, resultado: "hecho", mensaje: contractMessages.renovado },
      { clave: draft, resultado: "rechazado", mensaje: contractMessages.noRenovable },
    ])
    expect((answer.body as { message: string }).message).toBe(bulkMessages.resumen(2, 0, 1))
    for (const id of [a, b]) {
      expect((await read(id)).estado).toBe("Renovado")
      expect(await successor(id)).toMatchObject({ estado: "Vigente", f_inicio: "2026-07-01", f_fin: "2026-12-31", num_renovacion: 1 })
    }
    expect(await read(draft)).toEqual(draftBefore)
    expect(await successor(draft)).toBeUndefined()
  })

  it("renews each for a number of months from its own end", async () => {
    const a = await contract()
    const answer = await post("/renovar-contratos", { contratos: [a], modo: "MESES", meses: 6 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(resultsOf(answer).map((r) => r.resultado)).toEqual(["hecho"])
    expect(await successor(a)).toMatchObject({ f_inicio: "2026-07-01", f_fin: "2026-12-31" })
  })

  it("refuses a body the schemas refuse, and a caller without CON210, changing nothing", async () => {
    const a = await contract()
    await refusedUnchanged("no contracts", () => post("/renovar-contratos", { contratos: [], modo: "FECHA", f_fin: "2026-12-31" }), 400, bulkMessages.ninguno)
    await refusedUnchanged("a repeated contract", () => post("/renovar-contratos", { contratos: [a, a], modo: "FECHA", f_fin: "2026-12-31" }), 400, bulkMessages.repetidos)
    await refusedUnchanged("a malformed folio", () => post("/renovar-contratos", { contratos: ["X-1"], modo: "FECHA", f_fin: "2026-12-31" }), 400, "El folio del contrato no es válido")
    await refusedUnchanged("no end", () => post("/renovar-contratos", { contratos: [a], modo: "FECHA", f_fin: null }), 400, contractMessages.fin)
    await refusedUnchanged("no months", () => post("/renovar-contratos", { contratos: [a], modo: "MESES" }), 400, bulkRenewalMessages.meses)
    await refusedUnchanged("an end with months", () => post("/renovar-contratos", { contratos: [a], modo: "MESES", meses: 3, f_fin: "2026-12-31" }), 400, bulkRenewalMessages.sinFecha)
    await refusedUnchanged("only CON230", () => post("/renovar-contratos", { contratos: [a], modo: "FECHA", f_fin: "2026-12-31" }, viewer), 403, messages.sinPermiso)
    await refusedUnchanged("only CON230", () => post("/guardar-seguimientos-contratos", followUp([a]), viewer), 403, messages.sinPermiso)
    await refusedUnchanged("a short comment", () => post("/guardar-seguimientos-contratos", followUp([a], { comentario: "Corto" })), 400, followUpMessages.comentarioCorto)
  })

  it("of each contract renewed twice at once, one renewal wins and the other is refused for it", async () => {
    const a = await contract()
    const answers = await Promise.all([
      post("/renovar-contratos", { contratos: [a], modo: "FECHA", f_fin: "2026-12-31" }),
      post("/renovar-contratos", { contratos: [a], modo: "FECHA", f_fin: "2027-03-31" }),
    ])
    expect(answers.map((x) => x.status)).toEqual([200, 200])
    expect(answers.flatMap(resultsOf).map((r) => r.resultado).sort()).toEqual(["hecho", "rechazado"])
    expect(await rows(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${a}'`)).toHaveLength(1)
  })

  it("registers the same follow-up for each contract, refusing the one it may not with its reason", async () => {
    const [a, b] = [await contract(), await contract()]
    const missing = "CT-1-2026-99999"
    const answer = await post("/guardar-seguimientos-contratos", followUp([a, missing, b]))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const results = resultsOf(answer)
    expect(results.map((r) => [r.clave, r.resultado])).toEqual([
      [a, "hecho"],
      [missing, "rechazado"],
      [b, "hecho"],
    ])
    expect(results[1]?.mensaje).toBe(followUpMessages.contratoInexistente)
    const stored = await rows<{ id_contrato: string; comentario: string }>(
      `SELECT id_contrato, comentario FROM seguimientos_contratos WHERE id_contrato IN ('${a}', '${b}', '${missing}') ORDER BY id_contrato`,
    )
    expect(stored.map((s) => s.id_contrato)).toEqual([a, b].sort())
    expect(stored.every((s) => s.comentario === "Se revisó el vencimiento con el colaborador")).toBe(true)
    // CON220's own rules, contract by contract: a future date refuses every one, and stores nothing.
    const before = await checksums(t.server, ["sesiones"])
    const future = await post("/guardar-seguimientos-contratos", followUp([a, b], { f_seguimiento: "2026-06-11", f_compromiso: null }))
    expect(future.status).toBe(200)
    expect(resultsOf(future).map((r) => [r.resultado, r.mensaje])).toEqual([
      ["rechazado", followUpMessages.fechaFutura],
      ["rechazado", followUpMessages.fechaFutura],
    ])
    const after = await checksums(t.server, ["sesiones"])
    expect(after.seguimientos_contratos).toBe(before.seguimientos_contratos)
  })
})
