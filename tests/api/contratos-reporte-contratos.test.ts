import { beforeAll, describe, expect, it } from "vitest"
import { reporteContratosMessages } from "../../domain/contratos/reporte-contratos-api"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, freshCentre } from "./support/contract-draft"

// Reporte de contratos (CON240) on both dialects, on the server's day (2026-11-10), over seven
// contracts made through the API in a work centre of the first company made for the test: each
// counted in the state it showed on the cut date (Por vencer and Vencido from the dates; one
// terminated, one renewed, read back to a day before), by empresa, centro and tipo with their
// totals, and listed; the filters, the workplace scope and the key; refusals with Spanish
// messages changing nothing; and the sheet, a real xlsx read back.

type Body = Record<string, unknown>
type Group = { clave: string; nombre: string; conteos: ReadonlyArray<number>; total: number }
type Listed = { id_contrato: string; estado: string; f_fin: string | null; n_tipo_contrato: string }
type Answer = { vista: string; grupos: ReadonlyArray<Group>; contratos: ReadonlyArray<Listed>; totales: ReadonlyArray<number>; total: number }
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }
// Vigente, Por vencer, Vencido, Renovado, Terminado, Borrador, Cancelado
const states = ["Vigente", "Por vencer", "Vencido", "Renovado", "Terminado", "Borrador", "Cancelado"]

describe.each(dialects)("Reporte de contratos on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(Date.parse("2026-11-10T18:00:00Z")).now, jobIntervalMs: 0 })
  let admin = ""
  let company1 = ""
  let noKey = ""
  let centre = 0
  let otherCompany = 0
  const ids: Record<string, string> = {}
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const report = async (body: Body, token = admin) => {
    const a = await post("/reporte-contratos", { fecha_corte: "2026-11-10", vista: "empresa", ...body }, token)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: Answer }).result
  }
  const mine = (body: Body) => report({ id_centro_trabajo: centre, ...body })
  const fire = async (path: string, body: Body) => {
    const a = await post(path, body)
    expect(a.status, `${path}: ${JSON.stringify(a.body)}`).toBe(200)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "con240@demo.mx", password: "Prueba.Con240-2026", group: "CON240", keys: ["CON240"], role: "EMPRESA1" })
    await createUser(t.server, { email: "con000r@demo.mx", password: "Prueba.Con000-2026", group: "CON000R", keys: ["CON230"], role: "GLOBAL" })
    company1 = (await signIn(t.url, "con240@demo.mx", "Prueba.Con240-2026")).token
    noKey = (await signIn(t.url, "con000r@demo.mx", "Prueba.Con000-2026")).token
    // People of the first company, moved into a centre of their own with their seeded contracts
    // removed (the demo gives everyone one): the centre holds only the contracts made here.
    const eligible = `e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D'
      AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)`
    const people = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.id_empresa = 1 AND ${eligible} ORDER BY e.id_empleado LIMIT 6`)
    if (people.length < 6) throw new Error("too few people in the demo")
    centre = await freshCentre(t.server, "Centro de la prueba CON240", people.map((p) => Number(p.id_empleado)))
    const [o] = await rows<{ id_empresa: number }>("SELECT MIN(id_empresa) AS id_empresa FROM empresas WHERE id_empresa <> 1")
    otherCompany = Number(o?.id_empresa)
    const person = (i: number) => {
      const p = people[i]
      if (p === undefined) throw new Error("too few people in the centre")
      return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
    }
    const draft = async (name: string, i: number, extra: Body) => {
      const a = await post("/gestion-contratos", contractDraft(person(i), extra))
      expect(a.status, JSON.stringify(a.body)).toBe(200)
      ids[name] = String((a.body as { result: Body }).result.id_contrato)
      return ids[name]
    }
    const active = async (name: string, i: number, extra: Body) => fire("/activar-contrato", { id_contrato: await draft(name, i, extra) })
    await active("vigente", 0, { f_fin: "2026-12-31" })
    await active("porVencer", 1, { f_fin: "2026-11-20" })
    await active("vencido", 2, { f_fin: "2026-11-05" })
    await draft("borrador", 3, { f_fin: "2026-12-31" })
    await active("terminado", 4, { f_fin: "2026-12-31" })
    await fire("/terminar-contrato", { id_contrato: ids.terminado, f_terminacion: "2026-10-01", motivo_terminacion: "Renuncia voluntaria" })
    await active("renovado", 5, { f_fin: "2026-06-30" })
    await fire("/renovar-contrato", { id_contrato: ids.renovado, f_fin: "2026-12-31" })
    const [next] = await rows<{ id_contrato: string }>(`SELECT id_contrato FROM contratos WHERE id_contrato_anterior = '${ids.renovado}'`)
    ids.sucesor = String(next?.id_contrato)
    // A draft of the first person starting after the cut: not in the report yet.
    await draft("futuro", 3, { f_inicio: "2027-01-01", f_fin: "2027-06-30" })
  })

  it("counts each contract in the state it shows on the cut date, by empresa, centro and tipo, with totals", async () => {
    const byCompany = await mine({})
    expect(byCompany.vista).toBe("empresa")
    expect(byCompany.grupos).toHaveLength(1)
    expect(byCompany.grupos[0]).toMatchObject({ clave: "1", conteos: [2, 1, 1, 1, 1, 1, 0], total: 7 })
    expect(byCompany.totales).toEqual([2, 1, 1, 1, 1, 1, 0])
    expect(byCompany.total).toBe(7)
    const byCentre = await mine({ vista: "centro" })
    expect(byCentre.grupos.map((g) => [g.clave, g.total])).toEqual([[String(centre), 7]])
    const byType = await mine({ vista: "tipo" })
    expect(byType.grupos.map((g) => [g.clave, g.nombre, g.total])).toEqual([["OBRA", "Obra determinada", 7]])
    // On 1 September: the terminated one was still in force, the renewed one past its end, its
    // successor in force, and none within 30 days of its end.
    expect((await mine({ fecha_corte: "2026-09-01" })).totales).toEqual([5, 0, 0, 1, 0, 1, 0])
    // On 15 June: the renewed one 15 days from its end; its successor not begun.
    const june = await mine({ fecha_corte: "2026-06-15", vista: "lista" })
    expect(june.contratos.map((c) => [c.id_contrato, c.estado]).sort()).toEqual(
      [
        [ids.vigente, "Vigente"],
        [ids.porVencer, "Vigente"],
        [ids.vencido, "Vigente"],
        [ids.borrador, "Borrador"],
        [ids.terminado, "Vigente"],
        [ids.renovado, "Por vencer"],
      ].sort(),
    )
  })

  it("lists the contracts with their state at the cut date, and filters by estado, tipo and empresa", async () => {
    const list = await mine({ vista: "lista" })
    expect(list.contratos.map((c) => [c.id_contrato, c.estado]).sort()).toEqual(
      [
        [ids.vigente, "Vigente"],
        [ids.porVencer, "Por vencer"],
        [ids.vencido, "Vencido"],
        [ids.borrador, "Borrador"],
        [ids.terminado, "Terminado"],
        [ids.renovado, "Renovado"],
        [ids.sucesor, "Vigente"],
      ].sort(),
    )
    expect(list.contratos.find((c) => c.id_contrato === ids.vencido)).toMatchObject({ f_fin: "2026-11-05", n_tipo_contrato: "Obra determinada" })
    expect((await mine({ vista: "lista", estado: "Vencido" })).contratos.map((c) => c.id_contrato)).toEqual([ids.vencido])
    expect((await mine({ vista: "lista", estado: "Por vencer" })).contratos.map((c) => c.id_contrato)).toEqual([ids.porVencer])
    expect((await mine({ estado: "Vigente" })).totales).toEqual([2, 0, 0, 0, 0, 0, 0])
    expect((await mine({ vista: "lista", id_tipo_contrato: "IND" })).contratos).toEqual([])
    expect((await mine({ id_empresa: otherCompany })).grupos).toEqual([])
    // Server paging of the list: one page and the whole count.
    const paged = await post("/reporte-contratos", { fecha_corte: "2026-11-10", vista: "lista", id_centro_trabajo: centre, pagina: 2, por_pagina: 5 })
    expect((paged.body as { result: Answer & { total_filas: number } }).result).toMatchObject({ total_filas: 7 })
    expect((paged.body as { result: Answer }).result.contratos).toHaveLength(2)
  })

  it("limits to the caller's workplaces and needs CON240", async () => {
    const everything = await report({})
    const theirs = await report({}, company1)
    expect(theirs.grupos.map((g) => g.clave)).toEqual(["1"])
    expect(theirs.grupos[0]).toEqual(everything.grupos.find((g) => g.clave === "1"))
    expect((await report({ id_centro_trabajo: centre }, company1)).total).toBe(7)
    expect((await post("/reporte-contratos", { fecha_corte: "2026-11-10", vista: "empresa", id_empresa: otherCompany }, company1)).status).toBe(403)
    expect((await post("/reporte-contratos", { fecha_corte: "2026-11-10", vista: "empresa" }, noKey)).status).toBe(403)
    expect((await post("/exportar-reporte-contratos", { fecha_corte: "2026-11-10", vista: "empresa" }, noKey)).status).toBe(403)
  })

  it("refuses bad filters with their Spanish message and changes nothing", async () => {
    const before = await checksums(t.server, ["sesiones"])
    const cases: ReadonlyArray<[Body, string]> = [
      [{ fecha_corte: "2026-02-30", vista: "empresa" }, reporteContratosMessages.fecha],
      [{ fecha_corte: "ayer", vista: "empresa" }, reporteContratosMessages.fecha],
      [{ fecha_corte: "2026-11-10", vista: "puesto" }, reporteContratosMessages.vista],
      [{ fecha_corte: "2026-11-10", vista: "empresa", estado: "Activo" }, reporteContratosMessages.estado],
      [{ fecha_corte: "2026-11-10", vista: "empresa", id_centro_trabajo: "Planta" }, reporteContratosMessages.centro],
      [{ fecha_corte: "2026-11-10", vista: "empresa", id_tipo_contrato: 12 }, reporteContratosMessages.tipo],
    ]
    for (const [body, message] of cases) {
      const a = await post("/reporte-contratos", body)
      expect(a.status, JSON.stringify(a.body)).toBe(400)
      const e = asError(a)
      expect([e.message, ...(e.detalles ?? [])], JSON.stringify(body)).toContain(message)
    }
    // The cut date left out: the platform's refusal of a missing field, in Spanish.
    const missing = await post("/reporte-contratos", { vista: "empresa" })
    expect(missing.status).toBe(400)
    expect(asError(missing).message).toBe("La solicitud no es válida")
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  })

  it("exports the counts and the list as real xlsx files", async () => {
    const sheetOf = async (body: Body) => {
      const response = await fetch(`${t.url}/api/exportar-reporte-contratos`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify({ fecha_corte: "2026-11-10", id_centro_trabajo: centre, ...body }),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain("spreadsheetml")
      const sheet = (await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []
      return sheet.map((r) => r.cells.map((c) => (c instanceof Date ? c.toISOString() : c)))
    }
    const counts = await sheetOf({ vista: "tipo" })
    const header = counts.find((cells) => cells.includes("Clave"))
    expect(header?.filter((c) => c !== null && c !== undefined)).toEqual(["Clave", "Tipo de contrato", "Clave SAT", ...states, "Total"])
    expect(counts.find((cells) => cells.includes("OBRA"))?.filter((c) => c !== null && c !== undefined)).toEqual(["OBRA", "Obra determinada", "02", 2, 1, 1, 1, 1, 1, 0, 7])
    expect(counts.find((cells) => cells[2] === "Total")?.filter((c) => typeof c === "number")).toEqual([2, 1, 1, 1, 1, 1, 0, 7])

    const list = await sheetOf({ vista: "lista" })
    expect(list.find((cells) => cells.includes("N.º"))?.filter((c) => c !== null && c !== undefined)).toEqual([
      "N.º",
      "Colaborador",
      "Folio",
      "Empresa",
      "Centro de trabajo",
      "Tipo",
      "Inicio",
      "Término",
      "Estado",
    ])
    const line = list.find((cells) => cells.includes(ids.vencido ?? ""))
    expect(line).toContain("Vencido")
    expect(line).toContain("05/11/2026")
    expect(line).toContain("Obra determinada")
  })
})
