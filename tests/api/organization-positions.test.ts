import { beforeAll, describe, expect, it } from "vitest"
import { positionMessages } from "../../domain/organizacion/posiciones-rules"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Posiciones (ORG550) on both dialects: the field rules, the department of the centre and the
// puesto of the company, the chief (in force at f_inicio, never itself nor a position under it),
// the puesto's plazas_autorizadas (also for two creates at once), delete refused for an occupied position or one with
// subordinates and "dar de baja" refused while subordinates stay in force, duplicar of an
// occupied position giving a vacant copy (with its prorating) listed in /get-posiciones-libres,
// the states on a date, the legacy calls, and the consulta role (given ORG550 here) limited to
// its company's centres. The tests' positions are TST-01 onwards under their own puesto TPOS1.

type Body = Record<string, unknown>

const todayInMexico = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

describe.each(dialects)("Posiciones on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let depto = 0
  let otherCentreDepto = 0
  let foreignPosition = ""
  let employee = 0
  const today = todayInMexico()

  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const position = (id: string, extra: Body = {}): Body => ({
    id_empresa: 1,
    id_centro_trabajo: 1,
    id_posicion: id,
    n_posicion: `Posición ${id}`,
    id_depto: depto,
    id_puesto: "TPOS1",
    id_posicion_jefe: null,
    f_inicio: "2024-01-01",
    f_fin: null,
    ...extra,
  })
  const read = async (id: string): Promise<Body> => {
    const answer = await get(`/posiciones/${id}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const editable = (row: Body): Body =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !["n_puesto", "n_depto", "n_posicion_jefe", "n_empleado", "estado"].includes(k)))
  const update = async (id: string, change: Body, token = admin) => post(`/posiciones/${id}`, { ...editable(await read(id)), ...change, _method: "PUT" }, token)
  const setPlazas = (n: number) => sqlOf(t.server, (sql) => sql`UPDATE puestos SET plazas_autorizadas = ${n} WHERE id_puesto = 'TPOS1'`)
  const onDate = async (fecha: string, extra: Body = {}, token = admin) => {
    const answer = await post("/get-posiciones", { fecha, id_empresa: 1, por_pagina: 1000, ...extra }, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: { registros: ReadonlyArray<Body>; total: number } }).result
  }
  const free = async (body: Body = {}, token = admin) => {
    const answer = await post("/get-posiciones-libres", { por_pagina: 1000, ...body }, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await sqlOf(t.server, (sql) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: "CONSULTA", clave: "ORG550", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    await sqlOf(t.server, (sql) => sql`INSERT INTO puestos ${sql.insert([
      { id_puesto: "TPOS1", id_empresa: 1, n_puesto: "Analista de pruebas", plazas_autorizadas: 3, activo: "1" },
      { id_puesto: "TPOS2", id_empresa: 1, n_puesto: "Puesto inactivo", plazas_autorizadas: 5, activo: "0" },
      { id_puesto: "TPOS3", id_empresa: 2, n_puesto: "Puesto de otra empresa", plazas_autorizadas: 5, activo: "1" },
    ])}`)
    const [d1] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_centro_trabajo = 1`)
    const [d2] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_centro_trabajo = 2`)
    depto = Number(d1?.id)
    otherCentreDepto = Number(d2?.id)
    const [p] = await sqlOf(t.server, (sql) => sql<{ id: string }>`SELECT MIN(id_posicion) AS id FROM posiciones WHERE id_empresa = 2`)
    foreignPosition = String(p?.id)
    const [e] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = 1 AND activo = '1'`)
    employee = Number(e?.id)
  })

  it("creates a chief and a subordinate and reads them back with the chief's name and the state", async () => {
    const chief = await post("/posiciones", position("tst-01", { n_posicion: "Jefatura de pruebas" }))
    expect(chief.status, JSON.stringify(chief.body)).toBe(200)
    expect((chief.body as { message: string }).message).toBe("Datos guardados")
    expect((chief.body as { result: Body }).result.id_posicion).toBe("TST-01")
    expect((await post("/posiciones", position("TST-02", { id_posicion_jefe: "TST-01" }))).status).toBe(200)
    const sub = await read("TST-02")
    expect(sub).toMatchObject({ n_posicion_jefe: "Jefatura de pruebas", n_puesto: "Analista de pruebas", estado: "V", n_empleado: null })
  })

  it("refuses bad fields with the SPEC messages and stores nothing", async () => {
    const cases: ReadonlyArray<readonly [Body, string]> = [
      [position(""), positionMessages.clave],
      [position("ABC$"), positionMessages.claveFormato],
      [position("TST-50", { n_posicion: "" }), positionMessages.nombre],
      // On the wire a missing date is a malformed request; the form says 'La fecha de inicio es requerida'.
      [position("TST-50", { f_inicio: null }), ""],
      [position("TST-50", { f_fin: "2023-12-31" }), positionMessages.fechaFin],
      [position("TST-50", { id_depto: otherCentreDepto }), positionMessages.departamentoDeCentro],
      [position("TST-50", { id_puesto: "TPOS2" }), positionMessages.puestoDeEmpresa],
      [position("TST-50", { id_puesto: "TPOS3" }), positionMessages.puestoDeEmpresa],
      [position("TST-50", { id_centro_trabajo: 5, id_depto: depto }), positionMessages.centroDeEmpresa],
      [position("TST-50", { id_posicion_jefe: "TST-50" }), positionMessages.jefeDependiente],
      [position("TST-50", { id_posicion_jefe: "TST-01", f_inicio: "2023-06-01" }), positionMessages.jefeNoVigente],
      [position("TST-50", { id_posicion_jefe: "NOEXISTE" }), positionMessages.jefeNoExiste],
    ]
    for (const [body, message] of cases) {
      const answer = await post("/posiciones", body)
      expect(answer.status, `${message}: ${JSON.stringify(answer.body)}`).toBe(400)
      if (message !== "") expect(JSON.stringify(asError(answer))).toContain(message)
    }
    expect((await get("/posiciones/TST-50")).status).toBe(404)
  })

  it("never takes a position under itself as its chief", async () => {
    const loop = await update("TST-01", { id_posicion_jefe: "TST-02" })
    expect(loop.status).toBe(400)
    expect(asError(loop).message).toBe(positionMessages.jefeDependiente)
    expect((await read("TST-01")).id_posicion_jefe).toBeNull()
  })

  it("refuses a position in force beyond the puesto's plazas autorizadas, by both calls, but not an ended one", async () => {
    await setPlazas(3)
    expect((await post("/posiciones", position("TST-03", { id_posicion_jefe: "TST-01" }))).status).toBe(200)
    const over = await post("/posiciones", position("TST-04", { id_posicion_jefe: "TST-01" }))
    expect(over.status).toBe(409)
    expect(asError(over).message).toBe(positionMessages.plazas)
    const legacy = await post("/posiciones/create", position("TST-04", { id_posicion_jefe: "TST-01" }))
    expect(legacy.status).toBe(409)
    expect(asError(legacy).message).toBe(positionMessages.plazas)
    expect((await get("/posiciones/TST-04")).status).toBe(404)
    const ended = await post("/posiciones/create", position("TST-05", { f_fin: "2024-06-30" }))
    expect(ended.status, JSON.stringify(ended.body)).toBe(200)
  })

  it("deletes a position never occupied and without subordinates; refuses an occupied one or a chief", async () => {
    expect((await post("/posiciones/delete", { id_posicion: "TST-05" })).status).toBe(200)
    expect((await get("/posiciones/TST-05")).status).toBe(404)
    const chief = await post("/posiciones/delete", { id_posicion: "TST-01" })
    expect(chief.status).toBe(409)
    expect(asError(chief).message).toBe(positionMessages.ocupadaODependientes)
    await sqlOf(t.server, (sql) => sql`INSERT INTO ocupaciones_posicion ${sql.insert({ id_posicion: "TST-03", f_inicio: "2024-02-01", f_fin: null, id_empleado: employee })}`)
    const occupied = await post("/posiciones/TST-03", { _method: "DELETE" })
    expect(occupied.status).toBe(409)
    expect(asError(occupied).message).toBe(positionMessages.ocupadaODependientes)
    expect((await read("TST-03")).estado).toBe("O")
  })

  it("dar de baja: refused while a subordinate stays in force, then the state on dates says Baja", async () => {
    const refused = await update("TST-01", { f_fin: "2025-01-31" })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(positionMessages.dependientesVigentes)
    const legacy = await post("/posiciones/update", { ...editable(await read("TST-02")), f_fin: "2025-01-31", n_posicion: "Analista dado de baja" })
    expect(legacy.status, JSON.stringify(legacy.body)).toBe(200)
    const before = await onDate("2025-01-15", { buscar: "TST-02" })
    const after = await onDate("2025-02-01", { buscar: "TST-02" })
    expect(before.registros.map((r) => [r.id_posicion, r.estado])).toEqual([["TST-02", "V"]])
    expect(after.registros.map((r) => [r.id_posicion, r.estado, r.n_posicion])).toEqual([["TST-02", "B", "Analista dado de baja"]])
    const occupied = await onDate(today, { estado: "O", buscar: "tst" })
    expect(occupied.registros.map((r) => r.id_posicion)).toEqual(["TST-03"])
    // The legacy GET /posiciones is the resource's list.
    const listed = await get("/posiciones?buscar=analista%20dado")
    expect((listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_posicion)).toEqual(["TST-02"])
  })

  it("duplicates an occupied position into a vacant copy, with its prorating, listed in posiciones libres", async () => {
    await setPlazas(10)
    await sqlOf(t.server, (sql) => sql`INSERT INTO prorrateos_posicion ${sql.insert({ id_posicion: "TST-03", f_inicio: "2024-01-01", f_fin: null })}`)
    const [header] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MAX(id_prorrateo) AS id FROM prorrateos_posicion WHERE id_posicion = 'TST-03'`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO prorrateos_posicion_destinos ${sql.insert({ id_prorrateo: Number(header?.id), orden: 1, tipo: "D", id_depto: depto, id_proyecto: null, porcentaje: 100 })}`)
    const copy = await post("/posiciones/duplicar", { id_posicion: "TST-03" })
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
    expect((copy.body as { message: string }).message).toBe("Datos guardados")
    const result = (copy.body as { result: Body }).result
    // TST-04 and TST-05 are free again (refused, deleted): the next after the highest is TST-04.
    expect(result).toMatchObject({ id_posicion: "TST-04", id_posicion_jefe: "TST-01", id_puesto: "TPOS1", id_depto: depto, f_inicio: today, f_fin: null, estado: "V", n_empleado: null })
    const libres = await free({ id_centro_trabajo: 1 })
    const listed = libres.find((r) => r.id_posicion === "TST-04")
    expect(listed).toMatchObject({ dias_vacante: 0, f_ultima_salida: null })
    expect(libres.some((r) => r.id_posicion === "TST-03")).toBe(false)
    const copied = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM prorrateos_posicion p JOIN prorrateos_posicion_destinos d ON d.id_prorrateo = p.id_prorrateo
      WHERE p.id_posicion = 'TST-04' AND d.porcentaje = 100`)
    expect(Number(copied[0]?.n)).toBe(1)
  })

  it("duplicar respects the plazas autorizadas", async () => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM posiciones WHERE id_puesto = 'TPOS1' AND (f_fin IS NULL OR f_fin >= ${today})`)
    await setPlazas(Number(row?.n))
    const refused = await post("/posiciones/duplicar", { id_posicion: "TST-03" })
    expect(refused.status).toBe(409)
    expect(asError(refused).message).toBe(positionMessages.plazas)
  })

  it("gives the last authorized seat to one of two creates sent at once", async () => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM posiciones WHERE id_puesto = 'TPOS1' AND (f_fin IS NULL OR f_fin >= ${today})`)
    await setPlazas(Number(row?.n) + 1)
    const answers = await Promise.all([
      post("/posiciones", position("TST-70", { id_posicion_jefe: "TST-01" })),
      post("/posiciones/create", position("TST-71", { id_posicion_jefe: "TST-01" })),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const [after] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM posiciones WHERE id_posicion IN ('TST-70', 'TST-71')`)
    expect(Number(after?.n)).toBe(1)
  })

  it("lists the seeded vacancies with days vacant and a past date's structure", async () => {
    const libres = await free({ id_empresa: 1 })
    expect(libres.length).toBeGreaterThan(0)
    expect(libres.every((r) => r.estado === "V" && typeof r.dias_vacante === "number")).toBe(true)
    const lastYear = `${Number(today.slice(0, 4)) - 1}-01-01`
    const [ended] = await sqlOf(t.server, (sql) => sql<{ id: string }>`
      SELECT MIN(id_posicion) AS id FROM posiciones WHERE id_empresa = 1 AND f_fin IS NOT NULL AND f_fin < ${today} AND f_inicio <= ${lastYear} AND f_fin >= ${lastYear}`)
    const past = await onDate(lastYear, { buscar: String(ended?.id) })
    expect(past.registros[0]?.estado).not.toBe("B")
    const now = await onDate(today, { buscar: String(ended?.id) })
    expect(now.registros[0]?.estado).toBe("B")
  })

  it("pages the lists on a date, the vacant ones longest vacant first", async () => {
    const first = await post("/get-posiciones", { id_empresa: 1, por_pagina: 20 })
    const page = (first.body as { result: { registros: ReadonlyArray<Body>; total: number; pagina: number; por_pagina: number } }).result
    expect(page.registros.length).toBe(20)
    expect(page.total).toBeGreaterThan(20)
    const last = await post("/get-posiciones", { id_empresa: 1, por_pagina: 20, pagina: 1_000_000 })
    const lastPage = (last.body as { result: { registros: ReadonlyArray<Body>; pagina: number } }).result
    expect(lastPage.pagina).toBe(Math.ceil(page.total / 20))
    const libres = await free({ id_empresa: 1 })
    const days = libres.map((r) => Number(r.dias_vacante))
    expect(days).toEqual([...days].sort((a, b) => b - a))
  })

  it("keeps the consulta role to its company's centres", async () => {
    const create = await post("/posiciones", position("TST-60", { id_empresa: 2, id_centro_trabajo: 5 }), consulta)
    expect(create.status).toBe(403)
    const legacy = await post("/posiciones/create", position("TST-60", { id_empresa: 2, id_centro_trabajo: 5 }), consulta)
    expect(legacy.status).toBe(403)
    expect((await get(`/posiciones/${foreignPosition}`, consulta)).status).toBe(403)
    expect((await post("/posiciones/duplicar", { id_posicion: foreignPosition }, consulta)).status).toBe(403)
    expect((await post("/posiciones/delete", { id_posicion: foreignPosition }, consulta)).status).toBe(403)
    expect((await post("/get-posiciones-libres", { id_centro_trabajo: 5 }, consulta)).status).toBe(403)
    const listed = await post("/get-posiciones", { fecha: today, por_pagina: 1000 }, consulta)
    const rows = (listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.id_empresa === 1)).toBe(true)
    const libres = await free({}, consulta)
    expect(libres.every((r) => r.id_empresa === 1)).toBe(true)
    const page = await get("/posiciones?por_pagina=100&id_empresa=2", consulta)
    expect((page.body as { result: { total: number } }).result.total).toBe(0)
    const options = await post("/get-posiciones-opciones", { id_empresa: 1, id_centro_trabajo: 1 }, consulta)
    expect(options.status).toBe(200)
    expect((options.body as { result: { puestos: ReadonlyArray<Body> } }).result.puestos.some((p) => p.id_puesto === "TPOS1")).toBe(true)
  })
})
