import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { contractMessages } from "../../domain/contratos/gestion-contratos-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// Gestión de contratos (CON210, MODULES-MX §2) on both dialects: a draft's folio and terms, each
// refusal of a save with its message and nothing changed, the overlap of Vigente contracts (a
// draft blocks nothing), LFT 39-D, the derived states on the server's day, renewal (the next
// contract from the day after, counting one more, two concurrent renewals one winner),
// conversion to indefinite, termination linked to a BAJA, and cancellation only in Borrador.

type Body = Record<string, unknown>
/** Wednesday 10 June 2026, noon in Mexico City. */
const start = Date.parse("2026-06-10T18:00:00Z")
const watched = ["contratos", "contratos_beneficiarios", "folios_documento", "auditoria"]

describe.each(dialects)("Gestión de contratos on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(start).now })
  let admin = ""

  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result

  const used: Array<number> = [0]
  /** An active person hired before 2026 on a non-directive puesto, not used by another test. */
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
  const draftOf = contractDraft
  const create = async (body: Body) => {
    const a = await post("/gestion-contratos", body)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return String(resultOf(a).id_contrato)
  }
  const fire = async (path: string, body: Body) => {
    const a = await post(path, body)
    expect(a.status, `${path}: ${JSON.stringify(a.body)}`).toBe(200)
    return a
  }
  const read = async (id: string) => resultOf(await get(`/gestion-contratos/${encodeURIComponent(id)}`))
  const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
    // A schema's refusal says "La solicitud no es válida" and lists the field's message.
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])], `${label}: ${JSON.stringify(a.body)}`).toContain(message)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }

  /** A value the field's schema refuses: the platform's 400 names the field, and nothing changes. */
  const refusedOn = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, field: string) => {
    const before = await checksums(t.server, ["sesiones"])
    const a = await answer()
    expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(400)
    expect((asError(a).problemas ?? []).map((p) => p.campo), label).toContain(field)
    const after = await checksums(t.server, ["sesiones"])
    for (const table of watched) expect(after[table], `${label} changed ${table}`).toBe(before[table])
  }

  const pdf = async (id: string) => {
    const answer = await fetch(`${t.url}/api/gestion-contratos/${encodeURIComponent(id)}/contrato`, { headers: { authorization: `Bearer ${admin}` } })
    const bytes = new Uint8Array(await answer.arrayBuffer())
    const text = answer.status === 200 ? (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ") : new TextDecoder().decode(bytes)
    return { status: answer.status, type: answer.headers.get("content-type"), text }
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("stores a draft under its CT folio and answers its type, days and state", async () => {
    const p = await person()
    const id = await create(draftOf(p))
    const [company] = await rows<{ id_empresa: number }>(`SELECT id_empresa FROM empleados WHERE id_empleado = ${p.id_empleado}`)
    expect(id).toMatch(new RegExp(`^CT-${Number(company?.id_empresa)}-2026-\\d{5}$`))
    const stored = await read(id)
    expect(stored).toMatchObject({ estado: "Borrador", situacion: "Borrador", n_tipo_contrato: "Obra determinada", c_tipo_contrato: "02", num_renovacion: 0, firmado: "0" })
    expect(stored.beneficiarios).toEqual([{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }])
    const list = resultOf(await get(`/gestion-contratos?id_empleado=${p.id_empleado}`))
    // Listed first (newest start), before the person's seeded contracts, all ended or renewed.
    const listedIds = (list.registros as ReadonlyArray<Body>).map((r) => r.id_contrato)
    expect(listedIds[0]).toBe(id)
    expect((list.registros as ReadonlyArray<Body>).slice(1).every((r) => r.estado === "Terminado" || r.estado === "Renovado")).toBe(true)
    // Its CON100 type is now in use: deactivated, never deleted.
    await refused("deleting a type in use", () => post("/catalogo-contratos/OBRA", { _method: "DELETE" }), 409, "El registro está en uso y no puede eliminarse; desactívelo")
  })

  it("refuses each broken save with its message and changes nothing", async () => {
    const p = await person()
    const add = (extra: Body) => () => post("/gestion-contratos", draftOf(p, extra))
    await refused("no type", add({ id_tipo_contrato: "" }), 400, contractMessages.tipo)
    await refusedOn("no person", add({ id_empleado: null }), "id_empleado")
    await refused("an unknown type", add({ id_tipo_contrato: "NOEXISTE" }), 400, contractMessages.tipoInexistente)
    await refused("no end for obra", add({ f_fin: null }), 400, contractMessages.fin)
    await refused("an end before the start", add({ f_fin: "2025-12-31" }), 400, contractMessages.finAntesInicio)
    await refused("a start before the hire", add({ f_inicio: "1990-01-01" }), 400, contractMessages.antesIngreso)
    await refused("tiempo determinado without its cause", add({ id_tipo_contrato: "TIEMPO" }), 400, contractMessages.causaArt37)
    await refused("a substitute without a substitution", add({ id_tipo_contrato: "TIEMPO", causa_art37: "NATURALEZA", id_empleado_sustituido: p.id_empleado }), 400, contractMessages.sinSustitucion)
    await refused("a probation obra does not admit", add({ dias_prueba: 15 }), 400, contractMessages.pruebaNoPermitida)
    await refused("31 days of probation", add({ id_tipo_contrato: "IND", f_fin: null, dias_prueba: 31 }), 400, contractMessages.prueba30)
    await refused("initial training without its months", add({ id_tipo_contrato: "CAPACITA" }), 400, contractMessages.capacitacion)
    await refused("4 months of initial training", add({ id_tipo_contrato: "CAPACITA", meses_capacitacion: 4 }), 400, contractMessages.capacitacion3)
    await refused("beneficiaries short of 100", add({ beneficiarios: [{ nombre: "Luis Pérez", parentesco: "Hijo", porcentaje: 90 }] }), 400, contractMessages.beneficiarios)
    // The zone's minimum on the start, from CON090's dated legal parameters (SM_GEN 315.04 in 2026).
    await refused("a salary under the minimum wage", add({ salario_diario: 315.03 }), 400, contractMessages.salarioMinimo)
  })

  it("lets drafts overlap, and refuses a day shared with a Vigente contract", async () => {
    const p = await person()
    const first = await create(draftOf(p))
    const second = await create(draftOf(p, { f_inicio: "2026-06-01", f_fin: "2027-05-31" }))
    await fire("/activar-contrato", { id_contrato: first })
    expect((await read(first)).estado).toBe("Vigente")
    await refused("activating an overlapping draft", () => post("/activar-contrato", { id_contrato: second }), 409, contractMessages.traslape)
    await refused("a new overlapping draft", () => post("/gestion-contratos", draftOf(p, { f_inicio: "2026-12-31", f_fin: "2027-03-31" })), 409, contractMessages.traslape)
    await refused("editing a Vigente contract", () => post(`/gestion-contratos/${first}`, { _method: "PUT", ...draftOf(p) }), 409, contractMessages.soloBorrador)
    await refused("cancelling a Vigente contract", () => post(`/gestion-contratos/${first}/cancelar`, {}), 409, contractMessages.noCancelable)
    await fire(`/gestion-contratos/${second}/cancelar`, {})
    expect((await read(second)).estado).toBe("Cancelado")
    // A later draft that starts the day after is fine.
    await create(draftOf(p, { f_inicio: "2027-01-01", f_fin: "2027-06-30" }))
  })

  it("applies a probation or initial training once per person (LFT 39-D)", async () => {
    const p = await person()
    const trial = await create(draftOf(p, { id_tipo_contrato: "PRUEBA", f_fin: "2026-01-30", dias_prueba: 30 }))
    await fire("/activar-contrato", { id_contrato: trial })
    await refused(
      "a second probation",
      () => post("/gestion-contratos", draftOf(p, { id_tipo_contrato: "CAPACITA", f_inicio: "2026-02-01", f_fin: "2026-04-30", meses_capacitacion: 3 })),
      409,
      contractMessages.repetida,
    )
  })

  it("reads Por vencer and Vencido on the server's day", async () => {
    const p = await person()
    const past = await create(draftOf(p, { f_fin: "2026-05-31" }))
    await fire("/activar-contrato", { id_contrato: past })
    expect(await read(past)).toMatchObject({ estado: "Vigente", situacion: "Vencido", dias_restantes: -10 })
    const vencidos = resultOf(await get(`/gestion-contratos?situacion=Vencido&id_empleado=${p.id_empleado}`))
    expect((vencidos.registros as ReadonlyArray<Body>).map((r) => r.id_contrato)).toEqual([past])
    expect(resultOf(await get(`/gestion-contratos?situacion=Vigente&id_empleado=${p.id_empleado}`)).total).toBe(0)
    const q = await person()
    const soon = await create(draftOf(q, { f_fin: "2026-07-10" }))
    await fire("/activar-contrato", { id_contrato: soon })
    expect(await read(soon)).toMatchObject({ situacion: "Por vencer", dias_restantes: 30 })
    const later = await create(draftOf(q, { f_inicio: "2026-07-11", f_fin: "2026-12-31" }))
    expect(await read(later)).toMatchObject({ situacion: "Borrador", dias_restantes: null })
  })

  it("renews from the day after, counting one more, and one of two concurrent renewals wins", async () => {
    const p = await person()
    const id = await create(draftOf(p, { f_fin: "2026-06-30" }))
    await fire("/activar-contrato", { id_contrato: id })
    await refused("a renewal ending before it starts", () => post("/renovar-contrato", { id_contrato: id, f_fin: "2026-06-30" }), 400, contractMessages.finAntesInicio)
    await refusedOn("a renewal without its end", () => post("/renovar-contrato", { id_contrato: id, f_fin: null }), "f_fin")
    const answers = await Promise.all([post("/renovar-contrato", { id_contrato: id, f_fin: "2026-12-31" }), post("/renovar-contrato", { id_contrato: id, f_fin: "2027-03-31" })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const won = answers.find((a) => a.status === 200)
    if (won === undefined) throw new Error("no renewal won")
    expect((won.body as { message: string }).message).toBe(contractMessages.renovado)
    expect(resultOf(won)).toMatchObject({ id_contrato: id, estado: "Renovado" })
    const next = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${id}'`)
    expect(next).toHaveLength(1)
    const successor = await read(String(next[0]?.id_contrato))
    expect(successor).toMatchObject({ estado: "Vigente", f_inicio: "2026-07-01", num_renovacion: 1, id_contrato_anterior: id, id_empleado: p.id_empleado })
    expect(["2026-12-31", "2027-03-31"]).toContain(successor.f_fin)
    expect(successor.beneficiarios).toEqual([{ nombre: "Ana Ruiz Soto", parentesco: "Cónyuge", porcentaje: 100 }])
    await refused("renewing a renewed contract", () => post("/renovar-contrato", { id_contrato: id, f_fin: "2027-12-31" }), 409, contractMessages.noRenovable)
  })

  it("warns past the maximum of renewals", async () => {
    const p = await person()
    let id = await create(draftOf(p, { f_fin: "2026-01-31" }))
    await fire("/activar-contrato", { id_contrato: id })
    const ends = ["2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31"]
    for (const [i, f_fin] of ends.entries()) {
      const a = await fire("/renovar-contrato", { id_contrato: id, f_fin })
      const message = (a.body as { message: string }).message
      if (i < 3) expect(message).toBe(contractMessages.renovado)
      else expect(message).toBe(`${contractMessages.renovado}. ${contractMessages.renovacionesSucesivas}`)
      const [next] = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${id}'`)
      id = String(next?.id_contrato)
    }
    expect((await read(id)).num_renovacion).toBe(4)
  })

  it("converts to an indefinite contract and terminates with the person's BAJA only", async () => {
    const p = await person()
    const id = await create(draftOf(p, { f_fin: "2026-06-30" }))
    await fire("/activar-contrato", { id_contrato: id })
    await fire("/convertir-contrato", { id_contrato: id })
    const [next] = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${id}'`)
    const indefinite = await read(String(next?.id_contrato))
    expect(indefinite).toMatchObject({ estado: "Vigente", c_tipo_contrato: "01", f_inicio: "2026-07-01", f_fin: null, num_renovacion: 1 })
    await refused("converting an indefinite contract", () => post("/convertir-contrato", { id_contrato: indefinite.id_contrato }), 409, contractMessages.yaIndeterminado)
    const [foreign] = await rows<{ id_movimiento: number }>(`SELECT MIN(id_movimiento) AS id_movimiento FROM movimientos_personal WHERE id_empleado <> ${p.id_empleado}`)
    if (foreign?.id_movimiento !== null && foreign?.id_movimiento !== undefined) {
      await refused(
        "a BAJA of someone else",
        () => post("/terminar-contrato", { id_contrato: indefinite.id_contrato, f_terminacion: "2026-07-15", id_movimiento_baja: Number(foreign.id_movimiento) }),
        400,
        contractMessages.bajaAjena,
      )
    }
    await refused("an end before the start", () => post("/terminar-contrato", { id_contrato: indefinite.id_contrato, f_terminacion: "2026-06-30" }), 400, contractMessages.terminacionAnterior)
    await fire("/terminar-contrato", { id_contrato: indefinite.id_contrato, f_terminacion: "2026-07-15", motivo_terminacion: "Renuncia" })
    expect(await read(String(indefinite.id_contrato))).toMatchObject({ estado: "Terminado", f_terminacion: "2026-07-15", motivo_terminacion: "Renuncia" })
  })

  it("prints the contract from its type's template in two originals, and refuses while an LFT 25 element is missing", async () => {
    const p = await person()
    await rows(`UPDATE empleados SET nacionalidad = 'Mexicana', id_estado_civil = (SELECT MIN(id_estado_civil) FROM cat_estados_civiles), calle = 'Av. Juárez', num_exterior = '10', colonia = 'Centro', codigo_postal = '37000' WHERE id_empleado = ${p.id_empleado}`)
    await rows("UPDATE empresas SET representante_legal = 'María López Ruiz' WHERE representante_legal IS NULL")
    const id = await create(draftOf(p))
    const printed = await pdf(id)
    expect(printed.status, printed.text).toBe(200)
    expect(printed.type).toContain("application/pdf")
    expect(printed.text).toContain(id)
    expect(printed.text).toContain("Original para el patrón")
    expect(printed.text).toContain("Original para el trabajador")
    expect(printed.text).toContain("Las del puesto")
    expect(printed.text).toContain("BORRADOR")
    // The same PDF by the named call of MODULES-MX §0.2, POST /print-contrato {id_contrato}.
    const named = await fetch(`${t.url}/api/print-contrato`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_contrato: id }),
    })
    expect(named.status).toBe(200)
    expect(named.headers.get("content-type")).toContain("application/pdf")
    const namedText = (await extractText(await getDocumentProxy(new Uint8Array(await named.arrayBuffer())), { mergePages: true })).text
    expect(namedText).toContain(id)
    expect((await post("/print-contrato", { id_contrato: "CT-1-2026-99999" })).status).toBe(404)
    expect((await post("/print-contrato", {})).status).toBe(400)
    await rows(`UPDATE empleados SET nacionalidad = NULL WHERE id_empleado = ${p.id_empleado}`)
    const refusedPrint = await pdf(id)
    expect(refusedPrint.status).toBe(409)
    expect(JSON.parse(refusedPrint.text).message).toBe("Faltan datos obligatorios del contrato: nacionalidad")
    await fire(`/gestion-contratos/${id}/cancelar`, {})
    expect((await pdf(id)).status).toBe(409)
  })

  it("keeps the signed scan of a contract, a PDF only, and marks it firmado", async () => {
    const p = await person()
    await rows(`UPDATE empleados SET nacionalidad = 'Mexicana', id_estado_civil = (SELECT MIN(id_estado_civil) FROM cat_estados_civiles), calle = 'Av. Juárez', num_exterior = '10', colonia = 'Centro', codigo_postal = '37000' WHERE id_empleado = ${p.id_empleado}`)
    const id = await create(draftOf(p))
    await fire("/activar-contrato", { id_contrato: id })
    const printed = await fetch(`${t.url}/api/gestion-contratos/${id}/contrato`, { headers: { authorization: `Bearer ${admin}` } })
    const scan = new Uint8Array(await printed.arrayBuffer())
    const send = async (folio: string, bytes: Uint8Array, type: string) => {
      const form = new FormData()
      form.append("file", new Blob([Uint8Array.from(bytes)], { type }), "contrato.pdf")
      const response = await fetch(`${t.url}/api/adjuntar-contrato-firmado/${folio}`, { method: "POST", headers: { authorization: `Bearer ${admin}` }, body: form })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    await refused("a text that is no PDF", () => send(id, new TextEncoder().encode("no soy un PDF"), "application/pdf"), 415, "El contrato firmado debe ser un PDF")
    const uploaded = await send(id, scan, "application/pdf")
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    const version = String((uploaded.body as { result: string }).result)
    expect(await read(id)).toMatchObject({ firmado: "1", archivo_firmado: version })
    const file = await fetch(`${t.url}/api/contrato-firmado/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(scan)
    expect((await send("CT-1-2026-99999", scan, "application/pdf")).status).toBe(404)
    const draft = await create(draftOf(p, { f_inicio: "2027-01-01", f_fin: "2027-06-30" }))
    await fire(`/gestion-contratos/${draft}/cancelar`, {})
    await refused("a cancelled contract", () => send(draft, scan, "application/pdf"), 409, "Un contrato cancelado no se adjunta firmado")
  })
})
