import { beforeAll, describe, expect, it } from "vitest"
import { proratingMessages } from "../../domain/organizacion/prorrateo-posiciones-rules"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Prorrateo de posiciones (ORG555) on both dialects: the split adds up to exactly 100.00 in
// hundredths (60.00 + 39.99 refused, 60.00 + 40.00 saved; 33.33 x 3 refused, 33.34 + 33.33 +
// 33.33 saved), percentages over 0 and at most 100, no destination twice, no two vigencias of a
// position sharing a day, departments and projects of the position's company, the consulta role
// (company 1's centres) neither listing nor touching a prorating of company 2, the legacy calls
// (SPEC 7.4) saving through the same rules, and refusals that change no table. The tests build
// their own positions (PRT-…) and projects (9001-9003) so they do not depend on the demo's.

type Body = Record<string, unknown>

interface Page {
  readonly registros: ReadonlyArray<Body>
  readonly total: number
}

const d = (id_depto: number, porcentaje: number): Body => ({ tipo: "D", id_depto, id_proyecto: null, porcentaje })
const p = (id_proyecto: number, porcentaje: number): Body => ({ tipo: "P", id_depto: null, id_proyecto, porcentaje })

describe.each(dialects)("Prorrateo de posiciones on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  /** Two departments of company 1 (centre 1 and another) and one of company 2. */
  let dept1 = 0
  let dept2 = 0
  let foreignDept = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const header = (id_posicion: string, f_inicio: string, f_fin: string | null, destinos: ReadonlyArray<Body>, extra: Body = {}): Body => ({
    id_empresa: null,
    id_centro_trabajo: null,
    id_posicion,
    f_inicio,
    f_fin,
    destinos,
    ...extra,
  })
  const listed = async (query: string, token = admin): Promise<Page> => {
    const answer = await get(`/prorrateo-posiciones?por_pagina=100&${query}`, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }
  const created = async (body: Body): Promise<number> => {
    const answer = await post("/prorrateo-posiciones", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return Number((answer.body as { result: Body }).result.id_prorrateo)
  }
  const stored = async (id: number): Promise<Body> => {
    const answer = await get(`/prorrateo-posiciones/${id}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const refusedUnchanged = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const answer = await send()
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? [])], label).toContain(message)
    expect(await checksums(t.server, ["auditoria", "sesiones"]), `${label} changed a table`).toEqual(before)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await sqlOf(t.server, (sql) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: "CONSULTA", clave: "ORG555", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const pick = async (company: number, not = 0) => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ id_depto: number | string; id_centro_trabajo: number | string }>`
        SELECT id_depto, id_centro_trabajo FROM departamentos WHERE id_empresa = ${company} AND id_depto <> ${not} ORDER BY id_depto LIMIT 1`)
      return { depto: Number(row?.id_depto), centro: Number(row?.id_centro_trabajo) }
    }
    const own = await pick(1)
    dept1 = own.depto
    dept2 = (await pick(1, dept1)).depto
    const foreign = await pick(2)
    foreignDept = foreign.depto
    const puesto = async (company: number) => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT id_puesto FROM puestos WHERE id_empresa = ${company} ORDER BY id_puesto LIMIT 1`)
      return String(row?.id_puesto)
    }
    const position = (id: string, company: number, centre: number, depto: number, idPuesto: string) => ({
      id_posicion: id,
      n_posicion: `Posición de prueba ${id}`,
      id_empresa: company,
      id_centro_trabajo: centre,
      id_depto: depto,
      id_puesto: idPuesto,
      f_inicio: "2020-01-01",
    })
    const puesto1 = await puesto(1)
    const puesto2 = await puesto(2)
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones ${sql.insert([
      position("PRT-1", 1, own.centro, dept1, puesto1),
      position("PRT-2", 1, own.centro, dept1, puesto1),
      position("PRT-3", 1, own.centro, dept1, puesto1),
      position("PRT-4", 1, own.centro, dept1, puesto1),
      position("PRT-9", 2, foreign.centro, foreignDept, puesto2),
    ])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO proyectos ${sql.insert([
      { id_proyecto: 9001, id_empresa: 1, n_proyecto: "Proyecto de costo de prueba", tipo_proyecto: "COSTO", activo: "1" },
      { id_proyecto: 9002, id_empresa: 2, n_proyecto: "Proyecto de otra empresa", tipo_proyecto: "COSTO", activo: "1" },
      { id_proyecto: 9003, id_empresa: 1, n_proyecto: "Proyecto de evaluación", tipo_proyecto: "EVAL", activo: "1" },
    ])}`)
  })

  it("refuses 60.00 + 39.99 and saves 60.00 + 40.00", async () => {
    await refusedUnchanged(
      "60.00 + 39.99",
      () => post("/prorrateo-posiciones", header("PRT-1", "2026-01-01", null, [d(dept1, 60), d(dept2, 39.99)])),
      400,
      proratingMessages.suma,
    )
    const answer = await post("/prorrateo-posiciones", header("PRT-1", "2026-01-01", null, [d(dept1, 60), p(9001, 40)]))
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((answer.body as { message: string }).message).toBe("Datos guardados")
    const id = Number((answer.body as { result: Body }).result.id_prorrateo)
    expect(await stored(id)).toMatchObject({
      id_posicion: "PRT-1",
      f_inicio: "2026-01-01",
      f_fin: null,
      suma: 100,
      destinos_n: 2,
      destinos: [d(dept1, 60), p(9001, 40)],
    })
    const page = await listed("id_posicion=PRT-1")
    expect(page.registros.map((r) => r.id_prorrateo)).toEqual([id])
    expect(page.registros[0]).toMatchObject({ posicion: "PRT-1 · Posición de prueba PRT-1", suma: 100, destinos_n: 2, vigencia: "2026-01-01" })
  })

  it("compares the sum in hundredths: 33.33 x 3 refused, 33.34 + 33.33 + 33.33 saved", async () => {
    await refusedUnchanged(
      "33.33 x 3",
      () => post("/prorrateo-posiciones", header("PRT-2", "2026-01-01", null, [d(dept1, 33.33), d(dept2, 33.33), p(9001, 33.33)])),
      400,
      proratingMessages.suma,
    )
    const id = await created(header("PRT-2", "2026-01-01", null, [d(dept1, 33.34), d(dept2, 33.33), p(9001, 33.33)]))
    expect((await stored(id)).suma).toBe(100)
  })

  it("refuses a destination twice and percentages outside (0, 100]", async () => {
    const body = (destinos: ReadonlyArray<Body>) => () => post("/prorrateo-posiciones", header("PRT-3", "2026-01-01", null, destinos))
    await refusedUnchanged("the same department twice", body([d(dept1, 50), d(dept1, 50)]), 400, proratingMessages.destinoDuplicado)
    await refusedUnchanged("the same project twice", body([p(9001, 50), p(9001, 50)]), 400, proratingMessages.destinoDuplicado)
    await refusedUnchanged("0 %", body([d(dept1, 0), d(dept2, 100)]), 400, proratingMessages.porcentaje)
    await refusedUnchanged("100.01 %", body([d(dept1, 100.01)]), 400, proratingMessages.porcentaje)
    await refusedUnchanged("a negative one", body([d(dept1, 110), d(dept2, -10)]), 400, proratingMessages.porcentaje)
    await refusedUnchanged("no destinations", body([]), 400, proratingMessages.suma)
    await refusedUnchanged("a department row naming a project", body([{ tipo: "D", id_depto: null, id_proyecto: 9001, porcentaje: 100 }]), 400, proratingMessages.departamento(1))
    await refusedUnchanged("f_fin before f_inicio", () => post("/prorrateo-posiciones", header("PRT-3", "2026-05-01", "2026-04-30", [d(dept1, 100)])), 400, proratingMessages.fechaFin)
    // The whole position at 100 % to one department is a split too.
    expect((await stored(await created(header("PRT-3", "2026-01-01", null, [d(dept1, 100)])))).suma).toBe(100)
  })

  it("refuses destinations outside the position's company and projects that are not cost projects", async () => {
    const body = (destinos: ReadonlyArray<Body>) => () => post("/prorrateo-posiciones", header("PRT-4", "2019-01-01", "2019-12-31", destinos))
    await refusedUnchanged("another company's department", body([d(dept1, 50), d(foreignDept, 50)]), 400, "Destinos, renglón 2: el departamento no es de la empresa de la posición")
    await refusedUnchanged("another company's project", body([d(dept1, 50), p(9002, 50)]), 400, "Destinos, renglón 2: el proyecto no es un proyecto de costo de la empresa de la posición")
    await refusedUnchanged("an evaluation project", body([p(9003, 100)]), 400, "Destinos, renglón 1: el proyecto no es un proyecto de costo de la empresa de la posición")
    await refusedUnchanged("a position that does not exist", () => post("/prorrateo-posiciones", header("NOPE-1", "2019-01-01", null, [d(dept1, 100)])), 400, "La posición no existe")
    await refusedUnchanged(
      "a centre that is not the position's",
      () => post("/prorrateo-posiciones", header("PRT-4", "2019-01-01", null, [d(dept1, 100)], { id_empresa: 2 })),
      400,
      "La posición no pertenece a la empresa",
    )
  })

  it("refuses vigencias of one position that share a day, in the write's transaction", async () => {
    const first = await created(header("PRT-4", "2025-01-01", "2025-06-30", [d(dept1, 100)]))
    await refusedUnchanged("same start", () => post("/prorrateo-posiciones", header("PRT-4", "2025-01-01", null, [d(dept2, 100)])), 409, proratingMessages.traslape)
    await refusedUnchanged("ends on the first's start", () => post("/prorrateo-posiciones", header("PRT-4", "2024-01-01", "2025-01-01", [d(dept2, 100)])), 409, proratingMessages.traslape)
    await refusedUnchanged("open, starting inside", () => post("/prorrateo-posiciones", header("PRT-4", "2025-06-30", null, [d(dept2, 100)])), 409, proratingMessages.traslape)
    const second = await created(header("PRT-4", "2025-07-01", null, [d(dept2, 100)]))
    // Editing a prorating does not clash with itself; moving it onto the other does.
    const edit = (id: number, change: Body) => post(`/prorrateo-posiciones/${id}`, { ...header("PRT-4", "2025-01-01", "2025-06-30", [d(dept1, 100)]), ...change, _method: "PUT" })
    expect((await edit(first, { destinos: [d(dept1, 50), d(dept2, 50)] })).status).toBe(200)
    await refusedUnchanged("an edit onto the next one", () => edit(first, { f_fin: "2025-07-01" }), 409, proratingMessages.traslape)
    expect(second).toBeGreaterThan(first)
    // Vigentes on a date: the list's two filters.
    const on = async (day: string) => (await listed(`id_posicion=PRT-4&f_inicio_hasta=${day}&fin_vigencia_desde=${day}`)).registros.map((r) => r.id_prorrateo)
    expect(await on("2025-03-01")).toEqual([first])
    expect(await on("2030-03-01")).toEqual([second])
    expect(await on("2024-03-01")).toEqual([])
  })

  it("keeps another role's positions out of the list, the reads and the writes", async () => {
    const foreign = await created(header("PRT-9", "2026-01-01", null, [d(foreignDept, 100)]))
    const own = (await listed("", consulta)).registros
    expect(own.length).toBeGreaterThan(0)
    expect(own.map((r) => r.id_prorrateo)).not.toContain(foreign)
    expect(own.every((r) => r.id_empresa === 1)).toBe(true)
    expect((await get(`/prorrateo-posiciones/${foreign}`, consulta)).status).toBe(403)
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    expect((await post("/prorrateo-posiciones", header("PRT-9", "2027-01-01", null, [d(foreignDept, 100)]), consulta)).status).toBe(403)
    expect((await post(`/prorrateo-posiciones/${foreign}`, { _method: "DELETE" }, consulta)).status).toBe(403)
    // Naming a centre of the role does not let a foreign position through.
    const ownCentre = Number(own[0]?.id_centro_trabajo)
    expect((await post("/prorrateo-posiciones", header("PRT-9", "2027-01-01", null, [d(foreignDept, 100)], { id_centro_trabajo: ownCentre }), consulta)).status).toBe(403)
    expect((await post("/guardar-prorrateo-posicion", header("PRT-9", "2027-01-01", null, [d(foreignDept, 100)]), consulta)).status).toBe(403)
    expect((await post("/eliminar-prorrateo-posicion", { id_prorrateo: foreign }, consulta)).status).toBe(403)
    expect((await post("/get-data-prorrateo-posicion", { id_prorrateo: foreign }, consulta)).status).toBe(403)
    expect((await post("/get-prorrateo-posiciones-by-id", { id_prorrateo: foreign }, consulta)).status).toBe(403)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    const legacy = await post("/get-prorrateo-posiciones", {}, consulta)
    expect((legacy.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_prorrateo)).not.toContain(foreign)
    expect((await post("/get-prorrateo-posiciones", { id_empresa: 2 }, consulta)).status).toBe(403)
    const projects = (await post("/get-proyectos-by-tipo", { tipo_proyecto: "COSTO" }, consulta)).body as { result: ReadonlyArray<Body> }
    expect(projects.result.map((r) => r.id_proyecto)).toContain(9001)
    expect(projects.result.map((r) => r.id_proyecto)).not.toContain(9002)
  })

  it("keeps the legacy calls, saving through the same rules", async () => {
    // guardar without id creates, with id replaces.
    const saved = await post("/guardar-prorrateo-posicion", header("PRT-3", "2018-01-01", "2018-12-31", [d(dept1, 70), p(9001, 30)]))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const id = Number((saved.body as { result: Body }).result.id_prorrateo)
    await refusedUnchanged(
      "guardar 60.00 + 39.99",
      () => post("/guardar-prorrateo-posicion", { ...header("PRT-3", "2018-01-01", "2018-12-31", [d(dept1, 60), p(9001, 39.99)]), id_prorrateo: id }),
      400,
      proratingMessages.suma,
    )
    const byId = await post("/get-prorrateo-posiciones-by-id", { id_prorrateo: id })
    expect((byId.body as { result: Body }).result).toMatchObject({ id_prorrateo: id, destinos: [d(dept1, 70), p(9001, 30)] })
    const data = await post("/get-data-prorrateo-posicion", { id_prorrateo: id })
    expect((data.body as { result: ReadonlyArray<Body> }).result).toMatchObject([
      { orden: 1, tipo: "D", id_depto: dept1, porcentaje: 70 },
      { orden: 2, tipo: "P", id_proyecto: 9001, n_proyecto: "Proyecto de costo de prueba", porcentaje: 30 },
    ])
    const depto = await post("/get-data-prorrateo-posicion-depto", { id_prorrateo: id })
    expect((depto.body as { result: ReadonlyArray<Body> }).result.map((r) => r.tipo)).toEqual(["D"])
    // The -depto save replaces the department rows and keeps the project's 30 %.
    const split = await post("/guardar-info-prorrateo-posicion-depto", { id_prorrateo: id, destinos: [{ id_depto: dept1, porcentaje: 40 }, { id_depto: dept2, porcentaje: 30 }] })
    expect(split.status, JSON.stringify(split.body)).toBe(200)
    expect((await stored(id)).destinos).toEqual([d(dept1, 40), d(dept2, 30), p(9001, 30)])
    await refusedUnchanged(
      "guardar-info-depto that breaks the sum",
      () => post("/guardar-info-prorrateo-posicion-depto", { id_prorrateo: id, destinos: [{ id_depto: dept1, porcentaje: 40 }] }),
      400,
      proratingMessages.suma,
    )
    // Removing one destination alone leaves the rest under 100: refused, nothing changes.
    await refusedUnchanged("eliminar-info", () => post("/eliminar-info-prorrateo-posicion", { id_prorrateo: id, orden: 3 }), 400, proratingMessages.suma)
    await refusedUnchanged("eliminar-info-depto", () => post("/eliminar-info-prorrateo-posicion-depto", { id_prorrateo: id, id_depto: dept2 }), 400, proratingMessages.suma)
    // guardar-info replaces the whole list; then the department row can go.
    const whole = await post("/guardar-info-prorrateo-posicion", { id_prorrateo: id, destinos: [d(dept1, 50), d(dept2, 0.01), p(9001, 49.99)] })
    expect(whole.status, JSON.stringify(whole.body)).toBe(200)
    await refusedUnchanged("guardar-info duplicate", () => post("/guardar-info-prorrateo-posicion", { id_prorrateo: id, destinos: [d(dept1, 50), d(dept1, 50)] }), 400, proratingMessages.destinoDuplicado)
    expect((await post("/guardar-info-prorrateo-posicion", { id_prorrateo: id, destinos: [d(dept1, 50), d(dept2, 50)] })).status).toBe(200)
    expect((await post("/guardar-info-prorrateo-posicion", { id_prorrateo: id, destinos: [d(dept1, 50), d(dept2, 25), p(9001, 25)] })).status).toBe(200)
    // Only a removal that leaves exactly 100 passes: none here, so refused again.
    await refusedUnchanged("eliminar-info by orden", () => post("/eliminar-info-prorrateo-posicion", { id_prorrateo: id, orden: 1 }), 400, proratingMessages.suma)
    const list = await post("/get-prorrateo-posiciones", { id_posicion: "PRT-3", fecha: "2018-06-01" })
    expect((list.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_prorrateo)).toEqual([id])
    const projects = await post("/get-proyectos-by-tipo", { tipo_proyecto: "COSTO", id_empresa: 1 })
    const ids = (projects.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_proyecto)
    expect(ids).toContain(9001)
    expect(ids).not.toContain(9003)
    const positions = await post("/get-posiciones-prorrateo", { id_centro_trabajo: Number((await stored(id)).id_centro_trabajo) })
    expect((positions.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_posicion)).toContain("PRT-3")
    const removed = await post("/eliminar-prorrateo-posicion", { id_prorrateo: id })
    expect(removed.status, JSON.stringify(removed.body)).toBe(200)
    expect((await get(`/prorrateo-posiciones/${id}`)).status).toBe(404)
    const [left] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM prorrateos_posicion_destinos WHERE id_prorrateo = ${id}`)
    expect(Number(left?.n)).toBe(0)
  })

  it("seeds cost projects and a few proratings that add up", async () => {
    const rows = await sqlOf(t.server, (sql) => sql<{ id_prorrateo: number | string; total: number | string }>`
      SELECT x.id_prorrateo, SUM(ROUND(x.porcentaje * 100)) AS total FROM prorrateos_posicion_destinos x
      JOIN prorrateos_posicion h ON h.id_prorrateo = x.id_prorrateo WHERE h.id_posicion NOT LIKE 'PRT-%' GROUP BY x.id_prorrateo`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => Number(r.total) === 10_000)).toBe(true)
  })
})
