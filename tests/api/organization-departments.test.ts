import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { departmentMessages } from "../../domain/organizacion/departamentos"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Departamentos (ORG400) on both dialects: a three-level tree with its responsables, the tree
// rules checked by the server (own parent, under a descendant, ten levels, same company, a
// parent in another centre only when that centre is the caller's), the responsables' rules
// (dates, the one in force of the clave_responsable type, an employee of the company and of
// the caller's centres), deletes refused while others depend on the department, the consulta
// role limited to its company's centres in the list, the export and every lookup, and the
// lookups' answers. The demo's departments 1 to 40 are only read; the tests build their own
// under ids from 9001, so they do not depend on the demo's trees.

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
}

type Body = Record<string, unknown>

/** A department of company 1 in centre 1 (the consulta role's), as the create body. */
const dept = (id: number, extra: Body = {}): Body => ({
  id_empresa: 1,
  id_centro_trabajo: 1,
  id_depto: id,
  n_depto: `Departamento ${id}`,
  activo: "1",
  id_depto_padre: null,
  id_centro_costos: null,
  responsables: [],
  ...extra,
})

/** The fields a read answers that an update does not take. */
const derived = ["n_empresa", "n_centro_trabajo", "n_depto_padre", "n_responsable", "empleados"]
const editable = (row: Body): Body => Object.fromEntries(Object.entries(row).filter(([k]) => !derived.includes(k)))

describe.each(dialects)("Departamentos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  /** Active employees of company 1 (centres 1-4) and of company 2. */
  let own: ReadonlyArray<number> = []
  let other = 0
  /** A demo department of company 2 (outside the consulta role) and one of company 1 with active employees. */
  let foreignDept = 0
  let busyDept = 0
  /** The demo's "Jefe de departamento" (the responsable type) and another type, by name. */
  let jefe = 0
  let otro = 0

  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const read = async (id: number): Promise<Body> => {
    const answer = await get(`/departamentos/${id}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Body }).result
  }
  const update = async (id: number, change: Body, token = admin) => post(`/departamentos/${id}`, { ...editable(await read(id)), ...change, _method: "PUT" }, token)
  const parents = async (): Promise<Record<number, number | null>> => {
    const rows = await sqlOf(t.server, (sql) => sql<{ id_depto: number | string; id_depto_padre: number | string | null }>`
      SELECT id_depto, id_depto_padre FROM departamentos WHERE id_depto BETWEEN 9001 AND 9099 ORDER BY id_depto`)
    return Object.fromEntries(rows.map((r) => [Number(r.id_depto), r.id_depto_padre === null ? null : Number(r.id_depto_padre)]))
  }
  const setClave = (clave: string) =>
    sqlOf(t.server, (sql) => sql`INSERT INTO parametros_sistema ${sql.insert({ id: 1, clave_responsable: clave })}
      ON CONFLICT (id) DO UPDATE SET clave_responsable = ${clave}`)
  const count = async (table: string, id: number) => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${sql.literal(table)} WHERE id_depto = ${id}`)
    return Number(row?.n)
  }
  const listed = async (query: string, token = admin): Promise<Page> => {
    const answer = await get(`/departamentos?por_pagina=100&${query}`, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const ownRows = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1' ORDER BY id_empleado LIMIT 3`)
    own = ownRows.map((r) => Number(r.id_empleado))
    const [otherRow] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_empresa = 2 AND activo = '1' ORDER BY id_empleado LIMIT 1`)
    other = Number(otherRow?.id_empleado)
    const [foreign] = await sqlOf(t.server, (sql) => sql<{ id_depto: number | string }>`
      SELECT MIN(id_depto) AS id_depto FROM departamentos WHERE id_empresa = 2`)
    foreignDept = Number(foreign?.id_depto)
    const [busy] = await sqlOf(t.server, (sql) => sql<{ id_depto: number | string }>`
      SELECT MIN(e.id_depto) AS id_depto FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto
      WHERE e.activo = '1' AND d.id_empresa = 1 AND d.id_centro_trabajo = 1`)
    busyDept = Number(busy?.id_depto)
    const types = await sqlOf(t.server, (sql) => sql<{ id_tipo_resp: number | string; n_tipo_resp: string }>`
      SELECT id_tipo_resp, n_tipo_resp FROM tipos_responsabilidad ORDER BY id_tipo_resp`)
    jefe = Number(types.find((r) => r.n_tipo_resp === "Jefe de departamento")?.id_tipo_resp)
    otro = Number(types.find((r) => r.n_tipo_resp !== "Jefe de departamento")?.id_tipo_resp)
    await setClave(String(jefe))
  })

  it("creates a three-level tree with a responsable, across two of the company's centres, and reads it back", async () => {
    expect((await post("/departamentos", dept(9001, { n_depto: "Dirección de Operaciones", id_centro_costos: "cc-100" }))).status).toBe(200)
    expect((await post("/departamentos", dept(9002, { n_depto: "Gerencia de Planta", id_depto_padre: 9001 }))).status).toBe(200)
    const third = await post(
      "/departamentos",
      dept(9003, {
        n_depto: "Mantenimiento Celaya",
        id_centro_trabajo: 2,
        id_depto_padre: 9002,
        responsables: [
          { id_numero: own[0], id_tipo_resp: jefe, f_inicio: "2020-01-01", f_fin: null },
          { id_numero: own[1], id_tipo_resp: otro, f_inicio: "2021-03-01", f_fin: "2021-12-31" },
        ],
      }),
    )
    expect(third.status, JSON.stringify(third.body)).toBe(200)
    expect((third.body as { message: string }).message).toBe("Datos guardados")
    const stored = await read(9003)
    expect(stored).toMatchObject({
      id_empresa: 1,
      id_centro_trabajo: 2,
      n_depto: "Mantenimiento Celaya",
      id_depto_padre: 9002,
      n_depto_padre: "Gerencia de Planta",
      empleados: 0,
      activo: "1",
    })
    expect(stored.responsables).toEqual([
      { id_numero: own[0], id_tipo_resp: jefe, f_inicio: "2020-01-01", f_fin: null },
      { id_numero: own[1], id_tipo_resp: otro, f_inicio: "2021-03-01", f_fin: "2021-12-31" },
    ])
    expect((await read(9001)).id_centro_costos).toBe("CC-100")
    // The rows carry the department's centre: a role's rows are found by it.
    const centres = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string }>`
      SELECT DISTINCT id_centro_trabajo FROM responsables_depto WHERE id_depto = 9003`)
    expect(centres.map((r) => Number(r.id_centro_trabajo))).toEqual([2])
    // The list names the company, the centre, the parent and the responsable in force.
    const page = await listed("buscar=celaya&id_empresa=1")
    const row = page.registros.find((r) => r.id_depto === 9003)
    const [name] = await sqlOf(t.server, (sql) => sql<{ n: string }>`
      SELECT nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n FROM empleados WHERE id_empleado = ${own[0] ?? 0}`)
    expect(row).toMatchObject({ n_empresa: "Comercializadora del Bajío S.A. de C.V.", n_centro_trabajo: "Planta Celaya", n_depto_padre: "Gerencia de Planta", n_responsable: name?.n, empleados: 0 })
  })

  it("refuses a loop and leaves the tree as it was", async () => {
    const before = await parents()
    const loop = await update(9001, { id_depto_padre: 9003 })
    expect(loop.status).toBe(400)
    expect(asError(loop).message).toBe(departmentMessages.padreDependiente)
    const child = await update(9001, { id_depto_padre: 9002 })
    expect(asError(child).message).toBe(departmentMessages.padreDependiente)
    const self = await update(9002, { id_depto_padre: 9002 })
    expect(self.status).toBe(400)
    expect(asError(self).detalles ?? [asError(self).message]).toContain(departmentMessages.propioPadre)
    const selfNew = await post("/departamentos", dept(9050, { id_depto_padre: 9050 }))
    expect(selfNew.status).toBe(400)
    expect(asError(selfNew).detalles).toContain(departmentMessages.propioPadre)
    expect(await parents()).toEqual(before)
    expect((await get("/departamentos/9050")).status).toBe(404)
  })

  it("moves a department under another parent with the full record (Mover a…) and keeps its responsables", async () => {
    expect((await post("/departamentos", dept(9004, { n_depto: "Calidad" }))).status).toBe(200)
    const moved = await update(9003, { id_depto_padre: 9004 })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await read(9003)).n_depto_padre).toBe("Calidad")
    expect(await count("responsables_depto", 9003)).toBe(2)
    expect((await update(9003, { id_depto_padre: 9002 })).status).toBe(200)
  })

  it("keeps the tree within ten levels", async () => {
    // 9001 > 9002 > 9003 are three levels; 9011..9017 make ten.
    let parent = 9003
    for (let id = 9011; id <= 9017; id++) {
      const created = await post("/departamentos", dept(id, { id_depto_padre: parent }))
      expect(created.status, `${id}: ${JSON.stringify(created.body)}`).toBe(200)
      parent = id
    }
    const eleventh = await post("/departamentos", dept(9018, { id_depto_padre: 9017 }))
    expect(eleventh.status).toBe(400)
    expect(asError(eleventh).message).toBe(departmentMessages.profundidad)
    expect((await get("/departamentos/9018")).status).toBe(404)
    // A two-level subtree (9004 with a child) under the ninth level would reach the eleventh.
    expect((await post("/departamentos", dept(9005, { id_depto_padre: 9004 }))).status).toBe(200)
    const before = await parents()
    const deep = await update(9004, { id_depto_padre: 9016 })
    expect(asError(deep).message).toBe(departmentMessages.profundidad)
    expect(await parents()).toEqual(before)
  })

  it("takes a parent of the same company only, in another centre only when the caller has that centre", async () => {
    const missing = await post("/departamentos", dept(9060, { id_depto_padre: 999_999 }))
    expect(missing.status).toBe(400)
    expect(asError(missing).message).toBe(departmentMessages.padreNoExiste)
    const otherCompany = await post("/departamentos", dept(9060, { id_depto_padre: foreignDept }))
    expect(otherCompany.status).toBe(400)
    expect(asError(otherCompany).message).toBe(departmentMessages.padreOtraEmpresa)
    // A department of company 1 in centre 1 whose parent sits in centre 2: the consulta role has both.
    expect((await post("/departamentos", dept(9061, { id_depto_padre: 9003 }), consulta)).status).toBe(200)
    // Another company's department as parent: outside the consulta role, so refused as such.
    expect((await post("/departamentos", dept(9062, { id_depto_padre: foreignDept }), consulta)).status).toBe(403)
    expect((await get("/departamentos/9060")).status).toBe(404)
    expect((await get("/departamentos/9062")).status).toBe(404)
  })

  it("refuses a centre of another company, and a change of centre once created", async () => {
    const mismatch = await post("/departamentos", dept(9070, { id_empresa: 2 }))
    expect(mismatch.status).toBe(400)
    expect(asError(mismatch).message).toBe(departmentMessages.centroDeEmpresa)
    const moved = await update(9004, { id_centro_trabajo: 3 })
    expect(moved.status).toBe(400)
    expect(asError(moved).message).toBe(departmentMessages.centroFijo)
    expect((await read(9004)).id_centro_trabajo).toBe(1)
  })

  it("checks the responsables: dates, the one in force of the responsable type, the employee and the type", async () => {
    const row = (extra: Body) => ({ id_numero: own[0], id_tipo_resp: jefe, f_inicio: "2024-01-01", f_fin: null, ...extra })
    const backwards = await update(9004, { responsables: [row({ f_inicio: "2024-05-01", f_fin: "2024-04-30" })] })
    expect(backwards.status).toBe(400)
    expect(asError(backwards).detalles).toContain(departmentMessages.fechaFin)
    // Two of the clave_responsable type in force at once.
    const two = await update(9004, { responsables: [row({}), row({ id_numero: own[1], f_inicio: "2025-06-01" })] })
    expect(two.status).toBe(409)
    expect(asError(two).message).toBe(departmentMessages.responsableVigente)
    expect(asError(two).detalles).toEqual([departmentMessages.renglonesVigentes(1, 2)])
    expect(await count("responsables_depto", 9004)).toBe(0)
    // One after the other is a history, not two at once; another type may overlap.
    const history = await update(9004, {
      responsables: [row({ f_fin: "2025-05-31" }), row({ id_numero: own[1], f_inicio: "2025-06-01" }), row({ id_numero: own[2], id_tipo_resp: otro })],
    })
    expect(history.status, JSON.stringify(history.body)).toBe(200)
    expect(await count("responsables_depto", 9004)).toBe(3)
    // Without a responsable type in the parameters there is no such rule.
    await setClave("")
    expect((await update(9005, { responsables: [row({}), row({ id_numero: own[1] })] })).status).toBe(200)
    await setClave(String(jefe))
    const foreignEmployee = await update(9005, { responsables: [row({ id_numero: other })] })
    expect(foreignEmployee.status).toBe(400)
    expect(asError(foreignEmployee).message).toBe(departmentMessages.empleadoOtraEmpresa(1))
    const hiddenEmployee = await update(9005, { responsables: [row({ id_numero: other })] }, consulta)
    expect(hiddenEmployee.status).toBe(403)
    const noEmployee = await update(9005, { responsables: [row({ id_numero: 999_999 })] })
    expect(asError(noEmployee).message).toBe(departmentMessages.empleadoNoExiste(1))
    const noType = await update(9005, { responsables: [row({ id_tipo_resp: 999 })] })
    expect(asError(noType).message).toBe(departmentMessages.tipoNoExiste(1))
    expect(await count("responsables_depto", 9005)).toBe(2)
  })

  it("does not delete a department with children, employees or positions, and deletes a leaf with its responsables", async () => {
    const before = await checksums(t.server, ["auditoria", "sesiones"])
    const withChildren = await post("/departamentos/9004", { _method: "DELETE" })
    expect(withChildren.status).toBe(409)
    expect(asError(withChildren).message).toBe(departmentMessages.dependencias)
    const withEmployees = await post(`/departamentos/${busyDept}`, { _method: "DELETE" })
    expect(withEmployees.status).toBe(409)
    expect(asError(withEmployees).message).toBe(departmentMessages.dependencias)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)
    // A position, even one that ended, keeps its department (last year's chart draws it).
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones (id_posicion, n_posicion, id_empresa, id_centro_trabajo, id_depto, id_puesto, f_inicio, f_fin)
      SELECT 'T-9005', 'Posición de ensayo', d.id_empresa, d.id_centro_trabajo, d.id_depto, p.id_puesto, '2020-01-01', '2021-12-31'
      FROM departamentos d JOIN puestos p ON p.id_empresa = d.id_empresa WHERE d.id_depto = 9005 ORDER BY p.id_puesto LIMIT 1`)
    const withPositionBefore = await checksums(t.server, ["auditoria", "sesiones"])
    const withPosition = await post("/departamentos/9005", { _method: "DELETE" })
    expect(withPosition.status).toBe(409)
    expect(asError(withPosition).message).toBe(departmentMessages.dependencias)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(withPositionBefore)
    await sqlOf(t.server, (sql) => sql`DELETE FROM posiciones WHERE id_posicion = 'T-9005'`)
    expect((await post("/departamentos/9005", { _method: "DELETE" })).status).toBe(200)
    expect((await get("/departamentos/9005")).status).toBe(404)
    expect(await count("responsables_depto", 9005)).toBe(0)
  })

  it("limits the consulta role to its company's centres in the list, the export and every write", async () => {
    const mine = await listed("", consulta)
    expect(mine.total).toBeGreaterThan(0)
    expect(new Set(mine.registros.map((r) => r.n_empresa))).toEqual(new Set(["Comercializadora del Bajío S.A. de C.V."]))
    const everyone = await listed("")
    expect(everyone.total).toBeGreaterThan(mine.total)
    expect((await listed("id_empresa=2", consulta)).total).toBe(0)
    expect((await listed("id_centro_trabajo=5", consulta)).total).toBe(0)

    const before = await checksums(t.server, ["auditoria", "sesiones"])
    expect((await get(`/departamentos/${foreignDept}`, consulta)).status).toBe(403)
    const stored = editable(await read(foreignDept))
    expect((await post(`/departamentos/${foreignDept}`, { ...stored, n_depto: "Tomado", _method: "PUT" }, consulta)).status).toBe(403)
    expect((await post(`/departamentos/${foreignDept}`, { _method: "DELETE" }, consulta)).status).toBe(403)
    expect((await post("/departamentos", dept(9080, { id_empresa: 2, id_centro_trabajo: 5 }), consulta)).status).toBe(403)
    // Its own department under a body that names another centre.
    expect((await update(9004, { id_empresa: 2, id_centro_trabajo: 5 }, consulta)).status).toBe(403)
    expect(await checksums(t.server, ["auditoria", "sesiones"])).toEqual(before)

    const response = await fetch(`${t.url}/api/exportar-departamentos`, {
      method: "POST",
      headers: { authorization: `Bearer ${consulta}`, "content-type": "application/json" },
      body: JSON.stringify({}),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const rows: Array<Array<unknown>> = []
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    const header = rows.find((r) => r.includes("Clave")) ?? []
    expect(header).toEqual(["Empresa", "Centro", "Clave", "Departamento", "Depto. padre", "Responsable", "Empleados", "Activo", "Centro de costos"])
    const data = rows.filter((r) => typeof r[2] === "number")
    expect(data).toHaveLength(mine.total)
    expect(new Set(data.map((r) => r[0]))).toEqual(new Set(["Comercializadora del Bajío S.A. de C.V."]))
    expect(data.find((r) => r[2] === 9001)).toEqual(["Comercializadora del Bajío S.A. de C.V.", "Corporativo León", 9001, "Dirección de Operaciones", undefined, undefined, 0, "Sí", "CC-100"])
  })

  it("answers the lookups inside the caller's centres and refuses naming another", async () => {
    const one = await post("/get-departamento", { id_empresa: 1, id_centro_trabajo: 2, id_depto: 9003 }, consulta)
    expect(one.status, JSON.stringify(one.body)).toBe(200)
    const detail = (one.body as { result: Body }).result
    expect(detail).toMatchObject({ id_depto: 9003, n_depto_padre: "Gerencia de Planta", n_centro_trabajo: "Planta Celaya", empleados: 0 })
    expect(detail.responsables).toEqual([
      expect.objectContaining({ id_numero: own[0], id_tipo_resp: jefe, n_tipo_resp: "Jefe de departamento", vigente: "1", responsable_depto: "1" }),
      expect.objectContaining({ id_numero: own[1], id_tipo_resp: otro, f_fin: "2021-12-31", vigente: "0", responsable_depto: "0" }),
    ])
    expect((await post("/get-departamento", { id_empresa: 1, id_centro_trabajo: 1, id_depto: 9003 })).status).toBe(404)
    expect((await post("/get-departamento", { id_empresa: 2, id_centro_trabajo: 5, id_depto: foreignDept }, consulta)).status).toBe(403)
    expect((await post("/get-departamento", { id_empresa: 1, id_centro_trabajo: 1, id_depto: foreignDept }, consulta)).status).toBe(403)

    type Option = { readonly id_depto: number; readonly id_empresa: number; readonly id_centro_trabajo: number; readonly activo: string }
    const ids = async (path: string, body: Body, token = consulta) => {
      const answer = await post(path, body, token)
      expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200)
      return (answer.body as { result: ReadonlyArray<Option> }).result
    }
    // Deactivated, a department leaves the selects but stays in the full list.
    expect((await update(9061, { activo: "0" })).status).toBe(200)
    const granted = new Set([1, 2, 3, 4])
    for (const path of ["/get-departamentos", "/get-departamentos-para-select", "/get-departamentos-para-select-sinEmp"]) {
      const rows = await ids(path, {})
      expect(rows.length, path).toBeGreaterThan(0)
      expect(rows.every((r) => granted.has(r.id_centro_trabajo)), path).toBe(true)
      expect((await ids(path, {}, admin)).length, path).toBeGreaterThanOrEqual(rows.length)
      expect((await post(path, { id_empresa: 2 }, consulta)).status, path).toBe(403)
      expect((await post(path, { id_centro_trabajo: 5 }, consulta)).status, path).toBe(403)
    }
    expect((await ids("/get-departamentos", {}, admin)).some((r) => r.id_empresa === 2)).toBe(true)
    const all = await ids("/get-departamentos", { id_centro_trabajo: 1 })
    expect(all.map((r) => r.id_depto)).toEqual(expect.arrayContaining([9001, 9002, 9004, 9061]))
    expect(all.every((r) => r.id_centro_trabajo === 1)).toBe(true)
    const active = await ids("/get-departamentos-para-select", { id_empresa: 1 })
    expect(active.every((r) => r.activo === "1")).toBe(true)
    expect(active.map((r) => r.id_depto)).toEqual(expect.arrayContaining([9001, 9003]))
    expect(active.map((r) => r.id_depto)).not.toContain(9061)
    const byCompany = await ids("/get-departamentos-para-select-sin-cdt", { id_empresa: 1 })
    expect(new Set(byCompany.map((r) => r.id_centro_trabajo))).toEqual(new Set([1, 2, 3, 4]))
    expect((await post("/get-departamentos-para-select-sin-cdt", { id_empresa: 2 }, consulta)).status).toBe(403)
    expect((await post("/get-departamentos-para-select-sin-cdt", {}, consulta)).status).toBe(400)
    const empty = await ids("/get-departamentos-para-select-sinEmp", { id_centro_trabajo: 1 })
    expect(empty.map((r) => r.id_depto)).toEqual(expect.arrayContaining([9001, 9061]))
    expect(empty.map((r) => r.id_depto)).not.toContain(busyDept)

    // The page's company select and filter list the caller's companies.
    const companies = await post("/get-catalogo", { tabla: "empresas_rol", conexion: "rh" }, consulta)
    expect((companies.body as { result: ReadonlyArray<Body> }).result).toEqual([{ id_empresa: 1, n_empresa: "Comercializadora del Bajío S.A. de C.V." }])

    const responsables = await get("/responsables", consulta)
    expect(responsables.status).toBe(200)
    const rows = (responsables.body as { result: ReadonlyArray<Body> }).result
    expect(rows.every((r) => granted.has(Number(r.id_centro_trabajo)))).toBe(true)
    expect(rows.filter((r) => r.id_depto === 9004)).toHaveLength(3)
    const ofOne = await get("/responsables?id_depto=9003", consulta)
    expect((ofOne.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_numero)).toEqual([own[0], own[1]])
    expect((await get(`/responsables?id_depto=${foreignDept}`, consulta)).status).toBe(403)
    expect((await get("/responsables?id_depto=abc", consulta)).status).toBe(400)

    const resp = await post("/get-resp-depto", { id_centro_trabajo: 1, id_depto: 9004 }, consulta)
    expect(resp.status).toBe(200)
    const respRows = (resp.body as { result: ReadonlyArray<Body> }).result
    expect(respRows.map((r) => [r.id_numero, r.vigente, r.responsable_depto])).toEqual([
      [own[0], "0", "1"],
      [own[1], "1", "1"],
      [own[2], "1", "0"],
    ])
    expect((await post("/get-resp-depto", { id_centro_trabajo: 2, id_depto: 9004 }, consulta)).status).toBe(404)
    expect((await post("/get-resp-depto", { id_centro_trabajo: 5, id_depto: foreignDept }, consulta)).status).toBe(403)
  })

  it("lets only one of two crossing moves through, so the tree never loops", async () => {
    expect((await post("/departamentos", dept(9090))).status).toBe(200)
    expect((await post("/departamentos", dept(9091))).status).toBe(200)
    const [a, b] = await Promise.all([update(9090, { id_depto_padre: 9091 }), update(9091, { id_depto_padre: 9090 })])
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1)
    const tree = await parents()
    expect(tree[9090] === 9091 && tree[9091] === 9090).toBe(false)
  })
})
