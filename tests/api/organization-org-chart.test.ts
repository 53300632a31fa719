import ExcelJS from "exceljs"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import type { NodoPosicion } from "../../domain/organizacion/organigramas-api"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The org chart's calls on both dialects. A small position tree is written into the demo data
// (ids OC*, departments 97xx, puestos OCT-*), beside whatever positions the demo seed has:
//
//   centre A (company 1)                                    centre B (company 1)
//   OC1 Dirección General Ensayo   (dept 9701)  E1
//   ├── OC2 Gerencia de Finanzas Ensayo (9702)  E2 until 2024-12-31, E3 since 2025-01-01
//   │   ├── OC3 Analista Contable Ensayo (9702) vacant
//   │   ├── OC4 Analista de Archivo Ensayo (9702) ended 2024-06-30
//   │   └── OC5 Analista de Costos Ensayo (9702) created 2025-03-01, E4
//   └───────────────────────────────────────────────────── OC7 Almacén Ensayo (9704)
//   OC6 Ventas Ensayo (9703)  E5
//
// The tests check the chart on a past date (the ended position is there, the new one not, the
// earlier occupant), today's chart by default, vacancies, the department subtree, the puesto
// filter, the consulta role's scope, bad dates, and that the PDF and the xlsx hold the chart.

type Nodes = ReadonlyArray<NodoPosicion>

const past = "2024-05-15"
const recent = "2026-01-15"

const ours = (nodes: Nodes) => nodes.filter((n) => n.id_posicion.startsWith("OC")).sort((a, b) => a.id_posicion.localeCompare(b.id_posicion))
const ids = (nodes: Nodes) => ours(nodes).map((n) => n.id_posicion)
const byId = (nodes: Nodes, id: string) => {
  const found = nodes.find((n) => n.id_posicion === id)
  if (found === undefined) throw new Error(`position ${id} not in the answer`)
  return found
}

describe.each(dialects)("Organigramas on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let centreA = 0
  let centreB = 0
  let centreOther = 0
  const people: Array<{ id: number; name: string }> = []
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const chart = async (path: "/get-arbol-posiciones-full" | "/get-org-posicion", body: unknown, token = admin): Promise<Nodes> => {
    const answer = await post(path, body, token)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Nodes }).result
  }
  const download = (path: string, body: unknown, token = admin) =>
    fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) })

  it("writes the sample positions into the demo data", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const centres = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string; id_empresa: number | string }>`
      SELECT id_centro_trabajo, id_empresa FROM centros_trabajo WHERE id_empresa IN (1, 2) ORDER BY id_empresa, id_centro_trabajo`)
    const ofCompany = (id: number) => centres.filter((c) => Number(c.id_empresa) === id).map((c) => Number(c.id_centro_trabajo))
    ;[centreA = 0, centreB = 0] = ofCompany(1)
    centreOther = ofCompany(2)[0] ?? 0
    expect(centreB).toBeGreaterThan(0)
    const dept = (id_depto: number, n_depto: string, id_centro_trabajo: number, id_depto_padre: number | null) => ({
      id_depto,
      id_empresa: 1,
      id_centro_trabajo,
      n_depto,
      id_depto_padre,
      activo: "1",
    })
    await sqlOf(t.server, (sql) => sql`INSERT INTO departamentos ${sql.insert([
      dept(9701, "Dirección Ensayo", centreA, null),
      dept(9702, "Finanzas Ensayo", centreA, 9701),
      dept(9703, "Ventas Ensayo", centreA, null),
      dept(9704, "Almacén Ensayo", centreB, 9701),
    ])}`)
    const puesto = (id_puesto: string, n_puesto: string) => ({ id_puesto, id_empresa: 1, n_puesto, plazas_autorizadas: 10 })
    await sqlOf(t.server, (sql) => sql`INSERT INTO puestos ${sql.insert([
      puesto("OCT-DIR", "Director Ensayo"),
      puesto("OCT-GER", "Gerente Ensayo"),
      puesto("OCT-ANA", "Analista Ensayo"),
    ])}`)
    const found = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; n_empleado: string }>`
      SELECT id_empleado, nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n_empleado
      FROM empleados WHERE id_centro_trabajo = ${centreA} AND activo = '1' ORDER BY id_empleado LIMIT 5`)
    expect(found).toHaveLength(5)
    for (const p of found) people.push({ id: Number(p.id_empleado), name: p.n_empleado })
    const position = (id_posicion: string, n_posicion: string, id_depto: number, id_puesto: string, id_posicion_jefe: string | null, f_inicio: string, f_fin: string | null, id_centro_trabajo = centreA) => ({
      id_posicion,
      n_posicion,
      id_empresa: 1,
      id_centro_trabajo,
      id_depto,
      id_puesto,
      id_posicion_jefe,
      f_inicio,
      f_fin,
    })
    // Chiefs first: the foreign key on id_posicion_jefe holds at every insert.
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones ${sql.insert([
      position("OC1", "Dirección General Ensayo", 9701, "OCT-DIR", null, "2020-01-01", null),
      position("OC2", "Gerencia de Finanzas Ensayo", 9702, "OCT-GER", "OC1", "2020-01-01", null),
      position("OC3", "Analista Contable Ensayo", 9702, "OCT-ANA", "OC2", "2020-01-01", null),
      position("OC4", "Analista de Archivo Ensayo", 9702, "OCT-ANA", "OC2", "2020-01-01", "2024-06-30"),
      position("OC5", "Analista de Costos Ensayo", 9702, "OCT-ANA", "OC2", "2025-03-01", null),
      position("OC6", "Ventas Ensayo", 9703, "OCT-GER", null, "2020-01-01", null),
      position("OC7", "Almacén Ensayo", 9704, "OCT-GER", "OC1", "2020-01-01", null, centreB),
    ])}`)
    const [e1, e2, e3, e4, e5] = people.map((p) => p.id)
    const seat = (id_posicion: string, id_empleado: number | undefined, f_inicio: string, f_fin: string | null) => ({ id_posicion, id_empleado, f_inicio, f_fin })
    await sqlOf(t.server, (sql) => sql`INSERT INTO ocupaciones_posicion ${sql.insert([
      seat("OC1", e1, "2020-01-01", null),
      seat("OC2", e2, "2020-01-01", "2024-12-31"),
      seat("OC2", e3, "2025-01-01", null),
      seat("OC4", e4, "2020-01-01", "2024-06-30"),
      seat("OC5", e4, "2025-03-01", null),
      seat("OC6", e5, "2020-01-01", null),
    ])}`)
  })

  it("shows on a past date a position that ended since and not one created since, with that date's occupant", async () => {
    const nodes = await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: past })
    expect(ids(nodes)).toEqual(["OC1", "OC2", "OC3", "OC4", "OC6"])
    expect(byId(nodes, "OC2")).toEqual({
      id_posicion: "OC2",
      n_posicion: "Gerencia de Finanzas Ensayo",
      id_posicion_jefe: "OC1",
      id_puesto: "OCT-GER",
      n_puesto: "Gerente Ensayo",
      n_depto: "Finanzas Ensayo",
      id_empleado: people[1]?.id,
      n_empleado: people[1]?.name,
      foto: null,
      f_ingreso: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      n_subordinados: 2,
    })
    expect(byId(nodes, "OC4")).toMatchObject({ id_posicion_jefe: "OC2", id_empleado: people[3]?.id })
    // OC7 is in centre B: counted under OC1, but not in centre A's chart, so OC1 has 2 and shows 1 child.
    expect(byId(nodes, "OC1")).toMatchObject({ id_posicion_jefe: null, n_subordinados: 2 })
  })

  it("shows today's chart by default: the new position, the new occupant, the vacancy", async () => {
    const nodes = await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA })
    expect(ids(nodes)).toEqual(["OC1", "OC2", "OC3", "OC5", "OC6"])
    expect(byId(nodes, "OC2")).toMatchObject({ id_empleado: people[2]?.id, n_empleado: people[2]?.name, n_subordinados: 2 })
    expect(byId(nodes, "OC3")).toMatchObject({ id_empleado: null, n_empleado: null, foto: null, f_ingreso: null, n_subordinados: 0 })
    expect(ours(await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: recent }))).toEqual(ours(nodes))
    // Before anything existed, nothing.
    expect(ids(await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: "2019-12-31" }))).toEqual([])
  })

  it("limits the chart to a department's subtree and to a puesto; a chief outside is a root", async () => {
    const direccion = await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9701 })
    expect(direccion.map((n) => n.id_posicion).sort()).toEqual(["OC1", "OC2", "OC3", "OC5"])
    const finanzas = await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9702 })
    expect(finanzas.map((n) => n.id_posicion).sort()).toEqual(["OC2", "OC3", "OC5"])
    expect(byId(finanzas, "OC2").id_posicion_jefe).toBeNull()
    const analysts = await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: past, id_puesto: "OCT-ANA" })
    expect(analysts.map((n) => n.id_posicion).sort()).toEqual(["OC3", "OC4"])
    // The company's chart spans its centres: OC7 of centre B hangs from OC1.
    const company = await chart("/get-org-posicion", { id_empresa: 1, fecha: recent, id_depto: 9701 })
    expect(company.map((n) => n.id_posicion).sort()).toEqual(["OC1", "OC2", "OC3", "OC5", "OC7"])
    expect(byId(company, "OC7").id_posicion_jefe).toBe("OC1")
    expect(ids(await chart("/get-org-posicion", { id_empresa: 1, id_centro_trabajo: centreB, fecha: recent }))).toEqual(["OC7"])
  })

  it("gives the consulta role only its granted centres and refuses the others (403)", async () => {
    const [group] = await sqlOf(t.server, (sql) => sql<{ id_grupo: string }>`
      SELECT u.id_grupo FROM usuarios u WHERE u.id_usuario = ${demo.consulta.email}`)
    // The demo may grant it already: the row is written afresh either way.
    await sqlOf(t.server, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = ${String(group?.id_grupo)} AND clave = 'ORG550'`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: String(group?.id_grupo), clave: "ORG550", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    await sqlOf(t.server, (sql) => sql`UPDATE permisos_rol SET permiso = '0' WHERE id_rol = 'EMPRESA1' AND id_centro_trabajo = ${centreB}`)
    const company = await chart("/get-org-posicion", { id_empresa: 1, fecha: recent }, consulta)
    expect(ids(company)).toEqual(["OC1", "OC2", "OC3", "OC5", "OC6"])
    // OC7 is out of reach: not answered, and not counted under OC1.
    expect(byId(company, "OC1").n_subordinados).toBe(1)
    expect((await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreB }, consulta)).status).toBe(403)
    expect((await post("/get-org-posicion", { id_empresa: 1, id_depto: 9704 }, consulta)).status).toBe(403)
    expect((await post("/get-org-posicion", { id_empresa: 2 }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreOther }, consulta)).status).toBe(403)
    expect((await download("/organigrama-pdf", { id_centro_trabajo: centreB }, consulta)).status).toBe(403)
    expect((await download("/exportar-organigrama", { id_empresa: 2 }, consulta)).status).toBe(403)
    expect((await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreA }, consulta)).status).toBe(200)
    // Without the key, nothing.
    await sqlOf(t.server, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = ${String(group?.id_grupo)} AND clave = 'ORG550'`)
    expect((await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreA }, consulta)).status).toBe(403)
  })

  it("refuses bad dates and requests with a Spanish message", async () => {
    for (const fecha of ["2024-02-30", "15/05/2024", "ayer", "2024-13-01"]) {
      const answer = await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha })
      expect(answer.status, fecha).toBe(400)
      expect(JSON.stringify(asError(answer))).toContain("La fecha no es una fecha válida")
    }
    expect((await post("/get-arbol-posiciones-full", {})).status).toBe(400)
    expect((await post("/get-org-posicion", { id_empresa: "uno" })).status).toBe(400)
    expect((await post("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, id_puesto: "'; DROP" })).status).toBe(400)
    const noScope = await download("/organigrama-pdf", { fecha: recent })
    expect(noScope.status).toBe(400)
    expect(((await noScope.json()) as { message: string }).message).toBe("Seleccione una empresa o un centro de trabajo")
  })

  it("prints a real PDF: an index, then one page per chief with his direct reports", async () => {
    const response = await download("/organigrama-pdf", { id_centro_trabajo: centreA, fecha: past, id_depto: 9701 })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-")
    const pdf = await getDocumentProxy(bytes)
    const { text: pages } = await extractText(pdf, { mergePages: false })
    // Chiefs in tree order: OC1 (over OC2) and OC2 (over OC3 and OC4); the index first.
    expect(pages).toHaveLength(3)
    // A table cell may wrap a name over two lines: compare with the spaces folded.
    const [index = "", first = "", second = ""] = pages.map((p) => p.replace(/\s+/g, " "))
    expect(index).toContain("Índice")
    expect(index).toContain("Dirección General Ensayo")
    expect(index).toContain("Gerencia de Finanzas Ensayo")
    expect(first).toContain("Dirección General Ensayo")
    expect(first).toContain("Gerencia de Finanzas Ensayo")
    expect(second).toContain("Gerencia de Finanzas Ensayo")
    expect(second).toContain("Analista Contable Ensayo")
    expect(second).toContain("Analista de Archivo Ensayo")
    expect(second).toContain("Vacante")
    expect(second).not.toContain("Analista de Costos Ensayo")
    // Without the vacancies, OC3 is gone from OC2's page.
    const hidden = await download("/organigrama-pdf", { id_centro_trabajo: centreA, fecha: past, id_depto: 9701, vacantes: "0" })
    const { text: all } = await extractText(await getDocumentProxy(new Uint8Array(await hidden.arrayBuffer())), { mergePages: true })
    expect(all.replace(/\s+/g, " ")).not.toContain("Analista Contable Ensayo")
    expect(all.replace(/\s+/g, " ")).toContain("Analista de Archivo Ensayo")
  })

  it("refuses a PDF of more chiefs than a printout holds, and asks for a department", async () => {
    await sqlOf(t.server, (sql) => sql`INSERT INTO departamentos ${sql.insert({ id_depto: 9705, id_empresa: 1, id_centro_trabajo: centreA, n_depto: "Planta Ensayo", id_depto_padre: null, activo: "1" })}`)
    const seat = (id_posicion: string, id_posicion_jefe: string | null) => ({
      id_posicion,
      n_posicion: `Línea ${id_posicion}`,
      id_empresa: 1,
      id_centro_trabajo: centreA,
      id_depto: 9705,
      id_puesto: "OCT-ANA",
      id_posicion_jefe,
      f_inicio: "2020-01-01",
      f_fin: null,
    })
    // 151 chiefs, each with one report.
    const chiefs = Array.from({ length: 151 }, (_, i) => seat(`PL${i}`, null))
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones ${sql.insert(chiefs)}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones ${sql.insert(chiefs.map((c) => seat(`${c.id_posicion}-1`, c.id_posicion)))}`)
    const refused = await download("/organigrama-pdf", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9705 })
    expect(refused.status).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe("El organigrama tiene 151 jefaturas, demasiadas para un PDF; elija un departamento")
    // The chart itself and the Excel list still answer.
    expect(await chart("/get-arbol-posiciones-full", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9705 })).toHaveLength(302)
    expect((await download("/exportar-organigrama", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9705 })).status).toBe(200)
  })

  it("exports the flat list as xlsx in tree order", async () => {
    const response = await download("/exportar-organigrama", { id_centro_trabajo: centreA, fecha: recent, id_depto: 9701 })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]
    const rows: Array<ReadonlyArray<unknown>> = []
    sheet?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    expect(rows[1]).toEqual(["Nivel", "Clave", "Posición", "Jefe", "Puesto", "Departamento", "No. de colaborador", "Ocupante", "Fecha de ingreso", "Subordinados", "Estado"])
    const body = rows.slice(2).map((r) => [r[0], r[1], r[3] ?? null, r[10]])
    expect(body).toEqual([
      [1, "OC1", null, "Ocupada"],
      [2, "OC2", "OC1", "Ocupada"],
      [3, "OC3", "OC2", "Vacante"],
      [3, "OC5", "OC2", "Ocupada"],
    ])
    expect(rows[3]?.[7]).toBe(people[2]?.name)
  })
})
