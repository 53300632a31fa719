import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { discriminatoryRequirement } from "../../domain/rules/seleccion-lenguaje-discriminatorio"
import { requisitionMessages as m } from "../../domain/seleccion/requisiciones-colaboradores-vocabulary"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL100 on both dialects (domain/seleccion/requisiciones-colaboradores.ts): a requisition on a
// free position (or none for a new puesto) within the puesto's places and salary table, its
// refusals with §6's messages and nothing saved, the barred phrases in each free text (accents
// and capitals changed) and as the user types (/validar-texto-requisicion), the flow REQUISICION
// (rejected, corrected, sent again, approved, then frozen), a new puesto's position created on
// authorization, one winner when two requisitions race for the last place, the cancellation
// and the PDF; /get-requisiciones by state.

type Body = Record<string, unknown>

describe.each(dialects)("Requisiciones de colaboradores on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let approver = ""
  let consulta = ""
  let requester = 0
  let depto = 0
  let centro = 0
  let puesto = ""
  let otherPuesto = ""
  const reason: Record<string, number> = {}
  let seat = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const resultOf = (a: { body: unknown }) => (a.body as { result: Body }).result
  /** Mexico City's day, as the server's clock gives it, `offset` days on. */
  const day = (offset: number) => {
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())
    return new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
  }

  /** A vacant position of the test puesto in the approver's department, opened for one test. */
  const freePosition = async (id_puesto = puesto) => {
    seat += 1
    const id = `TQ-${String(seat).padStart(4, "0")}`
    await exec(`INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio)
      VALUES ('${id}', 'Vacante de prueba ${seat}', 1, ${centro}, ${depto}, '${id_puesto}', '2020-01-01')`)
    return id
  }
  const draft = (over: Body = {}): Body => ({
    id_empresa: 1,
    id_centro_trabajo: centro,
    id_depto: depto,
    id_puesto: puesto,
    id_motivo: reason.BAJA,
    id_posicion: null,
    id_empleado_sustituido: null,
    num_vacantes: 1,
    id_tipo_contrato: null,
    f_requerida: day(20),
    salario_min: 12_000,
    salario_max: 15_000,
    requisitos_adicionales: "Manejo de montacargas",
    justificacion: "Cubrir la baja por renuncia",
    id_empleado_solicitante: requester,
    ...over,
  })
  const create = async (over: Body = {}) => {
    const a = await post("/requisiciones", draft({ id_posicion: await freePosition(), ...over }))
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return resultOf(a)
  }
  const refused = async (body: Body, status: number, message: string, field?: string) => {
    const before = await checksums(t.server)
    const a = await post("/requisiciones", body)
    expect(a.status, JSON.stringify(a.body)).toBe(status)
    expect(asError(a).detalles ?? [asError(a).message]).toContain(message)
    if (field !== undefined) expect((asError(a).problemas ?? []).map((p) => p.campo)).toContain(field)
    expect(await checksums(t.server)).toEqual(before)
  }
  const send = (id: unknown) => post(`/requisiciones/${String(id)}/enviar-autorizacion`, {})
  const stateOf = async (id: unknown) => (await rows<{ estado: string }>(`SELECT estado FROM requisiciones WHERE id_requisicion = ${Number(id)}`))[0]?.estado
  const decide = async (id: unknown, resultado: "A" | "R", comentario = "") => {
    const [step] = await rows<{ id_autorizacion: number }>(
      `SELECT id_autorizacion FROM autorizaciones WHERE origen = 'REQUISICION' AND id_origen = ${Number(id)} AND resultado IS NULL`,
    )
    expect(step, "a step waits in the flow").toBeDefined()
    const a = await post("/autorizar", { id_autorizacion: step?.id_autorizacion, resultado, comentario }, approver)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    approver = (await signIn(t.url, "autoriza@demo.mx", "Demo.Autoriza-2026")).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    // The requester works in the approver's department, so the approver decides their requests.
    const [a] = await rows<{ id_empleado: number; id_depto: number; id_centro_trabajo: number }>(`
      SELECT u.id_empleado, r.id_depto, d.id_centro_trabajo FROM usuarios u
        JOIN responsables_depto r ON r.id_numero = u.id_empleado AND r.f_fin IS NULL
        JOIN departamentos d ON d.id_depto = r.id_depto
      WHERE u.id_usuario = 'autoriza@demo.mx'`)
    depto = Number(a?.id_depto)
    centro = Number(a?.id_centro_trabajo)
    const [p] = await rows<{ id_empleado: number }>(`
      SELECT e.id_empleado FROM empleados e WHERE e.id_depto = ${depto} AND e.id_empleado <> ${Number(a?.id_empleado)} AND e.activo = '1'
      ORDER BY e.id_empleado LIMIT 1`)
    requester = Number(p?.id_empleado)
    // Two puestos of the company of their own: a table of 10,000 to 20,000 and room for the tests' seats.
    const puestos = await rows<{ id_puesto: string }>("SELECT id_puesto FROM puestos WHERE id_empresa = 1 AND activo = '1' ORDER BY id_puesto DESC LIMIT 2")
    puesto = String(puestos[0]?.id_puesto)
    otherPuesto = String(puestos[1]?.id_puesto)
    await exec(`UPDATE puestos SET salario_min = 10000, salario_max = 20000, plazas_autorizadas = 500 WHERE id_puesto IN ('${puesto}', '${otherPuesto}')`)
    for (const r of await rows<{ id: number; clave: string }>("SELECT MIN(id_motivo) AS id, clave FROM sel_motivos_requisicion GROUP BY clave")) reason[r.clave] = Number(r.id)
  })

  it("stores a Borrador with its folio, the day and the requester, and reads the puesto's requirements from its profile", async () => {
    const r = await create()
    expect(r).toMatchObject({ estado: "Borrador", f_solicitud: day(0), id_solicitante: demo.admin.email, num_vacantes: 1, clave_motivo: "BAJA" })
    expect(String(r.folio)).toMatch(new RegExp(`^RQ-1-${day(0).slice(0, 4)}-\\d{5}$`))
    expect(r.tabulador_min).toBe(10_000)
    expect(r.dias_abierta).toBe(0)
    const [profile] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM puestos_perfil WHERE id_puesto = '${puesto}'`)
    if (Number(profile?.n) > 0) expect(typeof r.req_escolaridad).toBe("string")
  })

  it("refuses each rule of §6 with its message and saves nothing", async () => {
    const position = await freePosition()
    await refused(draft(), 400, m.posicion, "id_posicion")
    await refused(draft({ id_motivo: reason.PUESTO_NUEVO, id_posicion: position }), 400, m.posicionPuestoNuevo, "id_posicion")
    await refused(draft({ id_motivo: reason.SUSTITUCION, id_posicion: position }), 400, m.sustituido, "id_empleado_sustituido")
    await refused(draft({ id_posicion: position, id_empleado_sustituido: requester }), 400, m.sustituidoSoloSustitucion, "id_empleado_sustituido")
    await refused(draft({ id_posicion: position, salario_min: 9_000 }), 400, m.fueraTabulador, "salario_min")
    await refused(draft({ id_posicion: position, salario_max: 25_000 }), 400, m.fueraTabulador, "salario_max")
    await refused(draft({ id_posicion: position, salario_min: 16_000, salario_max: 15_000 }), 400, m.salariosInvertidos, "salario_max")
    await refused(draft({ id_posicion: position, f_requerida: day(-1) }), 400, m.fechaPasada, "f_requerida")
    await refused(draft({ id_posicion: position, justificacion: "" }), 400, m.justificacion, "justificacion")
    await refused(draft({ id_posicion: position, id_puesto: otherPuesto }), 400, m.posicionAjena, "id_posicion")
    const occupied = await rows<{ id_posicion: string; id_puesto: string; id_depto: number }>(`
      SELECT p.id_posicion, p.id_puesto, p.id_depto FROM posiciones p JOIN ocupaciones_posicion o ON o.id_posicion = p.id_posicion AND o.f_fin IS NULL
      WHERE p.id_depto = ${depto} ORDER BY p.id_posicion LIMIT 1`)
    const o = occupied[0]
    if (o !== undefined) {
      await exec(`UPDATE puestos SET salario_min = NULL, salario_max = NULL, plazas_autorizadas = 500 WHERE id_puesto = '${o.id_puesto}'`)
      await refused(draft({ id_puesto: o.id_puesto, id_posicion: o.id_posicion }), 400, m.posicionNoLibre, "id_posicion")
    }
    const vacancies = await post("/requisiciones", draft({ id_posicion: position, num_vacantes: 51 }))
    expect(vacancies.status).toBe(400)
  })

  it("keeps the vacancies within the puesto's places left, and of two racing for the last place one wins", async () => {
    const [live] = await rows<{ n: number | string }>(
      `SELECT COALESCE(SUM(num_vacantes), 0) AS n FROM requisiciones WHERE id_puesto = '${otherPuesto}' AND estado IN ('En autorización', 'Autorizada', 'En proceso')`,
    )
    const [occupied] = await rows<{ n: number | string }>(`SELECT COUNT(*) AS n FROM posiciones p WHERE p.id_puesto = '${otherPuesto}'
      AND EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND o.f_fin IS NULL)`)
    // One place left.
    await exec(`UPDATE puestos SET plazas_autorizadas = ${Number(occupied?.n) + Number(live?.n) + 1} WHERE id_puesto = '${otherPuesto}'`)
    const position = await freePosition(otherPuesto)
    await refused(draft({ id_puesto: otherPuesto, id_posicion: position, num_vacantes: 2 }), 400, m.plazas(1), "num_vacantes")
    const a = await create({ id_puesto: otherPuesto, id_posicion: await freePosition(otherPuesto) })
    const b = await create({ id_puesto: otherPuesto, id_posicion: await freePosition(otherPuesto) })
    const answers = await Promise.all([send(a.id_requisicion), send(b.id_requisicion)])
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409])
    const loser = answers.find((x) => x.status === 409)
    expect(asError(loser ?? { body: {} }).message).toBe(m.plazas(0))
    const states = [await stateOf(a.id_requisicion), await stateOf(b.id_requisicion)].sort()
    expect(states).toEqual(["Borrador", "En autorización"])
  })

  it("refuses a barred phrase in every free text, with accents and capitals changed, and answers it as the user types", async () => {
    const position = await freePosition()
    await refused(draft({ id_posicion: position, requisitos_adicionales: "Sexo masculino" }), 400, discriminatoryRequirement("sexo"), "requisitos_adicionales")
    await refused(draft({ id_posicion: position, requisitos_adicionales: "BUENA PRESENTACION" }), 400, discriminatoryRequirement("buena presentación"), "requisitos_adicionales")
    await refused(draft({ id_posicion: position, justificacion: "Se prefiere persona Soltera y sin hijos" }), 400, discriminatoryRequirement("soltera"), "justificacion")
    await refused(draft({ id_posicion: position, justificacion: "Candidatos menor de 35 AÑOS" }), 400, discriminatoryRequirement("menor de … años"), "justificacion")
    const typed = await post("/validar-texto-requisicion", { texto: "Buena Presentación, mayor de edad, RELIGION católica" })
    expect(typed.status).toBe(200)
    const result = resultOf(typed) as { coincidencias: ReadonlyArray<{ frase: string; inicio: number; fin: number }>; mensaje: string | null }
    expect(result.coincidencias.map((c) => c.frase)).toEqual(["buena presentación", "religión"])
    expect(result.coincidencias[0]).toMatchObject({ inicio: 0, fin: 18 })
    expect(result.mensaje).toBe(discriminatoryRequirement("buena presentación"))
    expect(resultOf(await post("/validar-texto-requisicion", { texto: "Mayor de edad; experiencia de 2 años" }))).toEqual({ coincidencias: [], mensaje: null })
    expect((await post("/validar-texto-requisicion", { texto: 12 })).status).toBe(400)
    expect((await post("/validar-texto-requisicion", { texto: "sexo" }, consulta)).status).toBe(403)
  })

  it("goes through REQUISICION: rejected, corrected and sent again, approved, then frozen", async () => {
    const r = await create()
    expect((await send(r.id_requisicion)).status).toBe(200)
    expect(await stateOf(r.id_requisicion)).toBe("En autorización")
    await decide(r.id_requisicion, "R", "Falta detallar el turno")
    expect(await stateOf(r.id_requisicion)).toBe("Rechazada")
    const [rejected] = await rows<{ comentario_rechazo: string }>(`SELECT comentario_rechazo FROM requisiciones WHERE id_requisicion = ${Number(r.id_requisicion)}`)
    expect(rejected?.comentario_rechazo).toBe("Falta detallar el turno")
    const corrected = await post(`/requisiciones/${String(r.id_requisicion)}`, {
      _method: "PUT",
      ...draft({ id_posicion: r.id_posicion, justificacion: "Cubrir la baja por renuncia; turno matutino" }),
    })
    expect(corrected.status, JSON.stringify(corrected.body)).toBe(200)
    expect((await send(r.id_requisicion)).status).toBe(200)
    await decide(r.id_requisicion, "A")
    expect(await stateOf(r.id_requisicion)).toBe("Autorizada")
    const [authorized] = await rows<{ f_autorizacion: string }>(`SELECT CAST(f_autorizacion AS VARCHAR(10)) AS f_autorizacion FROM requisiciones WHERE id_requisicion = ${Number(r.id_requisicion)}`)
    expect(authorized?.f_autorizacion).toBe(day(0))
    const again = await send(r.id_requisicion)
    expect(again.status).toBe(409)
    expect(asError(again).message).toBe(m.noEnviable)
    const before = await checksums(t.server)
    const frozen = await post(`/requisiciones/${String(r.id_requisicion)}`, { _method: "PUT", ...draft({ id_posicion: r.id_posicion }) })
    expect(frozen.status).toBe(409)
    expect(asError(frozen).message).toBe(m.inmutable)
    expect(await checksums(t.server)).toEqual(before)
  })

  it("creates a new puesto's positions, one per vacancy, when it is authorized", async () => {
    const r = await create({ id_motivo: reason.PUESTO_NUEVO, id_posicion: null, num_vacantes: 2 })
    expect(r.id_posicion).toBeNull()
    expect((await send(r.id_requisicion)).status).toBe(200)
    await decide(r.id_requisicion, "A")
    const [stored] = await rows<{ id_posicion: string; estado: string }>(`SELECT id_posicion, estado FROM requisiciones WHERE id_requisicion = ${Number(r.id_requisicion)}`)
    expect(stored?.estado).toBe("Autorizada")
    expect(stored?.id_posicion).toBe(`RQ-${String(r.id_requisicion).padStart(7, "0")}`)
    const second = `RQ${Number(r.id_requisicion).toString(36).toUpperCase()}-2`
    const positions = await rows<{ id_posicion: string; id_puesto: string; id_depto: number }>(
      `SELECT id_posicion, id_puesto, id_depto FROM posiciones WHERE id_posicion IN ('${stored?.id_posicion}', '${second}') ORDER BY id_posicion`,
    )
    expect(positions.map((x) => x.id_posicion).sort()).toEqual([stored?.id_posicion, second].sort())
    for (const position of positions) {
      expect(position).toMatchObject({ id_puesto: puesto })
      expect(Number(position.id_depto)).toBe(depto)
    }
  })

  it("cancels with its reason, not while a vacancy of it is open", async () => {
    const r = await create()
    expect((await send(r.id_requisicion)).status).toBe(200)
    await decide(r.id_requisicion, "A")
    const [process] = await rows<{ id: number }>("SELECT MIN(id_proceso) AS id FROM sel_procesos")
    await exec(`INSERT INTO vacantes (id_requisicion, id_proceso, titulo, estado, f_alta) VALUES (${Number(r.id_requisicion)}, ${Number(process?.id)}, 'Vacante de prueba', 'Abierta', '2026-01-01T00:00:00Z')`)
    const before = await checksums(t.server)
    const open = await post(`/requisiciones/${String(r.id_requisicion)}/cancelar`, { motivo_cancelacion: "Ya no se necesita" })
    expect(open.status).toBe(409)
    expect(asError(open).message).toBe(m.cancelarConVacantes)
    expect(await checksums(t.server)).toEqual(before)
    await exec(`UPDATE vacantes SET estado = 'Cancelada' WHERE id_requisicion = ${Number(r.id_requisicion)}`)
    expect((await post(`/requisiciones/${String(r.id_requisicion)}/cancelar`, {})).status).toBe(400)
    const done = await post(`/requisiciones/${String(r.id_requisicion)}/cancelar`, { motivo_cancelacion: "Ya no se necesita" })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(await stateOf(r.id_requisicion)).toBe("Cancelada")
  })

  it("lists the requisitions of the caller's centres by state with /get-requisiciones", async () => {
    type Option = { id_requisicion: number; folio: string; estado: string }
    const all = resultOf(await post("/get-requisiciones", {})) as unknown as ReadonlyArray<Option>
    expect(all.length).toBeGreaterThan(0)
    expect(all.some((r) => r.estado === "Cancelada")).toBe(false)
    const authorized = resultOf(await post("/get-requisiciones", { estados: ["Autorizada", "Cancelada"] })) as unknown as ReadonlyArray<Option>
    expect(authorized.length).toBeGreaterThan(0)
    expect(authorized.every((r) => r.estado === "Autorizada" || r.estado === "Cancelada")).toBe(true)
    const [count] = await rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM requisiciones WHERE estado IN ('Autorizada', 'Cancelada')")
    expect(authorized.length).toBe(Number(count?.n))
    expect((await post("/get-requisiciones", { estados: ["Abierta"] })).status).toBe(400)
    expect((await post("/get-requisiciones", {}, consulta)).status).toBe(403)
  })

  it("prints the Requisición de personal by its row and by /print-requisicion", async () => {
    const r = await create()
    const answer = await fetch(`${t.url}/api/print-requisicion`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_requisicion: r.id_requisicion }),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get("content-type")).toContain("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await answer.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    expect(text).toContain("Requisición de personal")
    expect(text).toContain(String(r.folio))
    expect(text).toContain("Cubrir la baja por renuncia")
    const row = await fetch(`${t.url}/api/requisiciones/${String(r.id_requisicion)}/requisicion`, { headers: { authorization: `Bearer ${admin}` } })
    expect(row.status).toBe(200)
    expect((await post("/print-requisicion", { id_requisicion: 999_999 })).status).toBe(404)
  })
})
