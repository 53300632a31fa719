import { describe, expect, it } from "vitest"
import type { InfoDepartamento, NodoDepartamento } from "../../domain/organizacion/arbol-departamentos-api"
import { writableFields } from "../../domain/records/descriptor"
import { departments } from "../../domain/organizacion/departamentos"
import { buildForest } from "../../domain/organizacion/arbol-departamentos-rules"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The department tree's lookups on both dialects. A small tree is written into the demo data:
//
//   company 1, centre A (granted to consulta)        centre B (revoked from consulta in the test)
//   Dirección Ensayo (901)
//   ├── Finanzas Ensayo (902)
//   │   └── Nómina Ensayo (903)
//   ├── Archivo Ensayo (907, inactive)
//   │   └── Digitalización Ensayo (908)
//   └────────────────────────────────────────────── Almacén Ensayo (904, centre B)
//   Ventas Ensayo (905) ──── parent ──────────────── Regional Ensayo (906, centre B)
//   company 2: Planta Ensayo (950)
//
// with employees moved into 901-903 (one of them inactive) and dated responsables. The tests check
// the flat nodes (headcount, responsable in force, parents), the active and full variants, the
// company and centre filters, the consulta role's scope (departments of other centres absent,
// their parents answered as null, 403 for ids outside it), one department's detail, and that a
// move under its own descendant is refused and leaves the tree as it was.

type Nodes = ReadonlyArray<NodoDepartamento>

/** A stored record as an update sends it: its writable fields (the server refuses the derived ones). */
const writable = (record: Record<string, unknown>) => Object.fromEntries(writableFields(departments).map(([name]) => [name, record[name]]))

const ids = (nodes: Nodes) => nodes.map((n) => n.id_depto).filter((id) => id >= 900).sort((a, b) => a - b)
const byId = (nodes: Nodes, id: number) => {
  const found = nodes.find((n) => n.id_depto === id)
  if (found === undefined) throw new Error(`department ${id} not in the answer`)
  return found
}

describe.each(dialects)("Árbol de departamentos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let centreA = 0
  let centreB = 0
  let centreOther = 0
  let headId = 0
  let headName = ""
  let deputyName = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const tree = async (path: "/get-arbol-deptos" | "/get-arbol-deptos-full", body: unknown = {}, token = admin): Promise<Nodes> => {
    const answer = await post(path, body, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Nodes }).result
  }
  const info = async (id_depto: number, token = admin): Promise<InfoDepartamento> => {
    const answer = await post("/get-arbol-info", { id_depto }, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: InfoDepartamento }).result
  }

  it("writes the sample tree into the demo data", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const centres = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string; id_empresa: number | string }>`
      SELECT id_centro_trabajo, id_empresa FROM centros_trabajo WHERE id_empresa IN (1, 2) ORDER BY id_empresa, id_centro_trabajo`)
    const ofCompany = (id: number) => centres.filter((c) => Number(c.id_empresa) === id).map((c) => Number(c.id_centro_trabajo))
    ;[centreA = 0, centreB = 0] = ofCompany(1)
    centreOther = ofCompany(2)[0] ?? 0
    expect(centreB).toBeGreaterThan(0)
    expect(centreOther).toBeGreaterThan(0)
    const dept = (id_depto: number, n_depto: string, id_centro_trabajo: number, id_depto_padre: number | null, activo = "1", id_empresa = 1) => ({
      id_depto,
      id_empresa,
      id_centro_trabajo,
      n_depto,
      id_depto_padre,
      activo,
    })
    // Parents first: the foreign key on id_depto_padre holds at every insert.
    const rows = [
      dept(901, "Dirección Ensayo", centreA, null),
      dept(902, "Finanzas Ensayo", centreA, 901),
      dept(903, "Nómina Ensayo", centreA, 902),
      dept(904, "Almacén Ensayo", centreB, 901),
      dept(906, "Regional Ensayo", centreB, null),
      dept(905, "Ventas Ensayo", centreA, 906),
      dept(907, "Archivo Ensayo", centreA, 901, "0"),
      dept(908, "Digitalización Ensayo", centreA, 907),
      dept(950, "Planta Ensayo", centreOther, null, "1", 2),
    ]
    await sqlOf(t.server, (sql) => sql`INSERT INTO departamentos ${sql.insert(rows)}`)
    // Five active and one inactive employee of centre A move into 901 (2), 902 (2) and 903 (1 + the inactive one).
    const people = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_centro_trabajo = ${centreA} AND activo = '1' ORDER BY id_empleado LIMIT 5`)
    const [inactive] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string }>`
      SELECT id_empleado FROM empleados WHERE id_centro_trabajo = ${centreA} AND activo = '0' ORDER BY id_empleado LIMIT 1`)
    expect(people).toHaveLength(5)
    expect(inactive).toBeDefined()
    const assign = [901, 901, 902, 902, 903]
    for (const [i, p] of people.entries()) {
      await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_depto = ${assign[i] ?? 0} WHERE id_empleado = ${Number(p.id_empleado)}`)
    }
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_depto = 903 WHERE id_empleado = ${Number(inactive?.id_empleado)}`)

    // Responsables: the parameter's tipo in force (the head), the same tipo expired, another tipo in force.
    const [parameter] = await sqlOf(t.server, (sql) => sql<{ clave_responsable: string }>`SELECT clave_responsable FROM parametros_sistema WHERE id = 1`)
    const headType = Number(parameter?.clave_responsable)
    expect(headType).toBeGreaterThan(0)
    const [otherType] = await sqlOf(t.server, (sql) => sql<{ id_tipo_resp: number | string }>`
      SELECT id_tipo_resp FROM tipos_responsabilidad WHERE id_tipo_resp <> ${headType} ORDER BY id_tipo_resp LIMIT 1`)
    const names = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; n_empleado: string }>`
      SELECT id_empleado, nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n_empleado
      FROM empleados WHERE id_empleado IN (${Number(people[0]?.id_empleado)}, ${Number(people[1]?.id_empleado)}) ORDER BY id_empleado`)
    headId = Number(names[0]?.id_empleado)
    headName = String(names[0]?.n_empleado)
    deputyName = String(names[1]?.n_empleado)
    const resp = (orden: number, id_numero: number, id_tipo_resp: number, f_inicio: string, f_fin: string | null) => ({
      id_depto: 901,
      orden,
      id_centro_trabajo: centreA,
      id_numero,
      id_tipo_resp,
      f_inicio,
      f_fin,
    })
    await sqlOf(t.server, (sql) => sql`INSERT INTO responsables_depto ${sql.insert([
      resp(1, Number(names[1]?.id_empleado), headType, "2019-01-01", "2020-12-31"),
      resp(2, headId, headType, "2021-01-01", null),
      resp(3, Number(names[1]?.id_empleado), Number(otherType?.id_tipo_resp), "2022-06-01", "2999-12-31"),
    ])}`)
  })

  it("answers the active departments flat, with headcount, responsable in force and parents", async () => {
    const nodes = await tree("/get-arbol-deptos")
    // Every active department of the admin's centres, the demo's included; the inactive 907 is not.
    const [total] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM departamentos WHERE activo = '1'`)
    expect(nodes).toHaveLength(Number(total?.n))
    expect(ids(nodes)).toEqual([901, 902, 903, 904, 905, 906, 908, 950])
    expect(byId(nodes, 901)).toEqual({
      id_depto: 901,
      id_depto_padre: null,
      n_depto: "Dirección Ensayo",
      id_empresa: 1,
      id_centro_trabajo: centreA,
      n_centro_trabajo: expect.any(String),
      activo: "1",
      empleados: 2,
      id_responsable: headId,
      n_responsable: headName,
    })
    expect(byId(nodes, 902)).toMatchObject({ id_depto_padre: 901, empleados: 2, id_responsable: null, n_responsable: null })
    // The inactive employee is not counted.
    expect(byId(nodes, 903)).toMatchObject({ id_depto_padre: 902, empleados: 1 })
    expect(byId(nodes, 904)).toMatchObject({ id_depto_padre: 901, id_centro_trabajo: centreB, empleados: 0 })
    expect(byId(nodes, 905).id_depto_padre).toBe(906)
    // Its parent 907 is inactive, so not in this answer: a root here.
    expect(byId(nodes, 908).id_depto_padre).toBeNull()
    // Headcounts add up to the active employees of every department.
    const [active] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM empleados e JOIN departamentos d ON d.id_depto = e.id_depto WHERE e.activo = '1' AND d.activo = '1'`)
    expect(nodes.reduce((n, d) => n + d.empleados, 0)).toBe(Number(active?.n))
  })

  it("answers the inactive departments too in the full tree, with their children under them", async () => {
    const nodes = await tree("/get-arbol-deptos-full")
    expect(ids(nodes)).toEqual([901, 902, 903, 904, 905, 906, 907, 908, 950])
    expect(byId(nodes, 907)).toMatchObject({ activo: "0", id_depto_padre: 901 })
    expect(byId(nodes, 908).id_depto_padre).toBe(907)
    const sample = buildForest(nodes).find((tr) => tr.node.id_depto === 901)
    expect(sample?.children.map((c) => c.node.n_depto)).toEqual(["Almacén Ensayo", "Archivo Ensayo", "Finanzas Ensayo"])
  })

  it("filters by company and by centre; a parent outside the filter is answered as null", async () => {
    const company = await tree("/get-arbol-deptos", { id_empresa: 1 })
    expect(company.every((n) => n.id_empresa === 1)).toBe(true)
    expect(ids(company)).toEqual([901, 902, 903, 904, 905, 906, 908])
    const centre = await tree("/get-arbol-deptos-full", { id_centro_trabajo: centreA })
    expect(centre.every((n) => n.id_centro_trabajo === centreA)).toBe(true)
    expect(ids(centre)).toEqual([901, 902, 903, 905, 907, 908])
    // 906 is in centre B: 905 is a root of centre A's tree.
    expect(byId(centre, 905).id_depto_padre).toBeNull()
    expect(byId(centre, 901).empleados).toBe(2)
    const mismatch = await tree("/get-arbol-deptos", { id_empresa: 2, id_centro_trabajo: centreA })
    expect(mismatch).toEqual([])
  })

  it("gives the consulta role only the departments of its granted centres; a parent outside them makes a root", async () => {
    // Centre B is taken from the consulta role.
    await sqlOf(t.server, (sql) => sql`UPDATE permisos_rol SET permiso = '0' WHERE id_rol = 'EMPRESA1' AND id_centro_trabajo = ${centreB}`)
    const nodes = await tree("/get-arbol-deptos-full", {}, consulta)
    const granted = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string }>`
      SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = 'EMPRESA1' AND permiso = '1'`)
    const allowed = new Set(granted.map((g) => Number(g.id_centro_trabajo)))
    expect(nodes.length).toBeGreaterThan(0)
    expect(nodes.every((n) => allowed.has(n.id_centro_trabajo))).toBe(true)
    const [count] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM departamentos d WHERE d.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = 'EMPRESA1' AND permiso = '1')`)
    expect(nodes).toHaveLength(Number(count?.n))
    expect(ids(nodes)).toEqual([901, 902, 903, 905, 907, 908])
    expect(byId(nodes, 905).id_depto_padre).toBeNull()
    // The admin still sees 905 under 906.
    expect(byId(await tree("/get-arbol-deptos-full"), 905).id_depto_padre).toBe(906)
    // Naming a company, centre or department outside the role: 403.
    expect((await post("/get-arbol-deptos", { id_empresa: 2 }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-deptos-full", { id_centro_trabajo: centreB }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-deptos", { id_centro_trabajo: centreOther }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-info", { id_depto: 906 }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-info", { id_depto: 950 }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-deptos", { id_centro_trabajo: centreA }, consulta)).status).toBe(200)
  })

  it("answers one department's path, children, headcount with descendants and responsables in force", async () => {
    const top = await info(901)
    expect(top).toMatchObject({
      id_depto: 901,
      id_depto_padre: null,
      n_depto: "Dirección Ensayo",
      id_empresa: 1,
      id_centro_trabajo: centreA,
      activo: "1",
      ruta: ["Dirección Ensayo"],
      hijos: 3,
      empleados: 2,
      // 2 + 2 + 1 (the inactive one of 903 is not counted); 904, 907 and 908 have nobody.
      empleados_total: 5,
    })
    // The expired row is gone; the head (the parameter's tipo) and the other tipo in force stay.
    expect(top.responsables.map((r) => [r.n_empleado, r.principal, r.f_fin])).toEqual([
      [headName, "1", null],
      [deputyName, "0", "2999-12-31"],
    ])
    expect(top.responsables[0]?.f_inicio).toBe("2021-01-01")
    expect(top.responsables[0]?.n_tipo_resp).not.toBe("")
    const deep = await info(903)
    expect(deep).toMatchObject({ ruta: ["Dirección Ensayo", "Finanzas Ensayo", "Nómina Ensayo"], hijos: 0, empleados: 1, empleados_total: 1, responsables: [] })
    expect((await info(902)).empleados_total).toBe(3)
    // For consulta centre B is not granted: 904 neither counts as a child of 901 nor 906 as 905's parent.
    expect((await info(901, consulta)).hijos).toBe(2)
    const ventas = await info(905, consulta)
    expect(ventas).toMatchObject({ ruta: ["Ventas Ensayo"], id_depto_padre: null })
    expect((await info(905)).ruta).toEqual(["Regional Ensayo", "Ventas Ensayo"])
  })

  it("refuses bad requests with a Spanish message, and answers 404 for an unknown department", async () => {
    const missing = await post("/get-arbol-info", { id_depto: 999_999 })
    expect(missing.status).toBe(404)
    for (const body of [{ id_depto: "abc" }, {}, { id_depto: -1 }, { id_depto: 1.5 }]) {
      const answer = await post("/get-arbol-info", body)
      expect(answer.status).toBe(400)
      expect(asError(answer).message).not.toBe("")
    }
    expect((await post("/get-arbol-deptos", { id_empresa: "uno" })).status).toBe(400)
    expect((await post("/get-arbol-deptos", { id_centro_trabajo: 0 })).status).toBe(400)
  })

  it("refuses a move under its own descendant or itself, and the tree stays as it was", async () => {
    const before = await tree("/get-arbol-deptos-full")
    const read = await call(t.url, "/api/departamentos/901", { token: admin })
    expect(read.status, JSON.stringify(read.body)).toBe(200)
    const record = writable((read.body as { result: Record<string, unknown> }).result)
    const put = (id_depto_padre: number) => post("/departamentos/901", { ...record, _method: "PUT", id_depto_padre })
    const underDescendant = await put(903)
    expect(underDescendant.status).toBeGreaterThanOrEqual(400)
    expect(underDescendant.status).toBeLessThan(500)
    expect(asError(underDescendant).message + (asError(underDescendant).detalles ?? []).join(" ")).toContain(
      "No se puede asignar como departamento padre a un departamento dependiente",
    )
    const underItself = await put(901)
    expect(underItself.status).toBeGreaterThanOrEqual(400)
    expect(underItself.status).toBeLessThan(500)
    expect(asError(underItself).message + (asError(underItself).detalles ?? []).join(" ")).toContain(
      "Un departamento no puede ser su propio departamento padre",
    )
    expect(await tree("/get-arbol-deptos-full")).toEqual(before)
    // A move that is no loop is taken, and the tree shows it.
    const read902 = (await call(t.url, "/api/departamentos/902", { token: admin })).body as { result: Record<string, unknown> }
    const moved = await post("/departamentos/902", { ...writable(read902.result), _method: "PUT", id_depto_padre: 905 })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const after = await tree("/get-arbol-deptos-full")
    expect(byId(after, 902).id_depto_padre).toBe(905)
    expect((await info(903)).ruta).toEqual(["Regional Ensayo", "Ventas Ensayo", "Finanzas Ensayo", "Nómina Ensayo"])
  })

  it("keeps each department's active headcount through hires, moves, terminations and deletes (migration 0068's triggers)", async () => {
    type Row = { id_depto: number | string; kept: number | string; counted: number | string }
    const mismatches = () =>
      sqlOf(t.server, (sql) => sql<Row>`
        SELECT d.id_depto, d.empleados_activos AS kept, (SELECT COUNT(*) FROM empleados e
          WHERE e.id_centro_trabajo = d.id_centro_trabajo AND e.activo = '1' AND e.id_depto = d.id_depto) AS counted
        FROM departamentos d`).then((rows) => rows.filter((r) => Number(r.kept) !== Number(r.counted)))
    const kept = async (id: number) =>
      Number((await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT empleados_activos AS n FROM departamentos WHERE id_depto = ${id}`))[0]?.n)
    expect(await mismatches()).toEqual([])
    const [template] = await sqlOf(t.server, (sql) => sql<Record<string, unknown>>`SELECT * FROM empleados WHERE id_depto = 902 AND activo = '1' ORDER BY id_empleado LIMIT 1`)
    if (template === undefined) throw new Error("no employee in 902")
    const before902 = await kept(902)
    const before903 = await kept(903)
    // The generated search column is not written; the employee number is unique.
    const { busqueda: _searched, ...columns } = template
    const hire = { ...columns, id_empleado: 990_001, num_empleado: "T990001", curp: null, rfc: null, nss: null, email_trabajo: null }
    await sqlOf(t.server, (sql) => sql`INSERT INTO empleados ${sql.insert(hire)}`)
    expect(await kept(902)).toBe(before902 + 1)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_depto = 903 WHERE id_empleado = 990001`)
    expect([await kept(902), await kept(903)]).toEqual([before902, before903 + 1])
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET nombre = 'Otro' WHERE id_empleado = 990001`)
    expect(await kept(903)).toBe(before903 + 1)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET activo = '0' WHERE id_empleado = 990001`)
    expect(await kept(903)).toBe(before903)
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET activo = '1' WHERE id_empleado = 990001`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM empleados WHERE id_empleado = 990001`)
    expect(await kept(903)).toBe(before903)
    expect(await mismatches()).toEqual([])
    expect(byId(await tree("/get-arbol-deptos"), 903).empleados).toBe(before903)
  })
})
