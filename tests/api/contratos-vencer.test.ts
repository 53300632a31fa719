import { beforeAll, describe, expect, it } from "vitest"
import { contratosVencerMessages } from "../../domain/contratos/contratos-vencer-api"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, endLiveContracts, untouchedPerson } from "./support/contract-draft"

// Contratos por vencer (CON230) on both dialects, on the server's day (2026-11-10): the Vigente
// contracts ending within `dias` (30 by default) and the Vencido ones of active people, with the
// days left printed in words and coloured by band; the filters (empresa, centro, depto, tipo),
// the workplace scope and the key; refusals with Spanish messages changing nothing; and the
// sheet, a real xlsx read back.

type Body = Record<string, unknown>
type Row = { id_contrato: string; dias_restantes: number; colaborador: string; n_tipo_contrato: string; f_fin: string; ultimo_seguimiento: string | null }
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }

describe.each(dialects)("Contratos por vencer on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(Date.parse("2026-11-10T18:00:00Z")).now, jobIntervalMs: 0 })
  let admin = ""
  let company1 = ""
  let noKey = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const listed = async (body: Body, token = admin) => {
    const a = await post("/get-contratos-vencer", body, token)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: { contratos: ReadonlyArray<Row> } }).result.contratos
  }

  const used: Array<number> = [0]
  const person = async (company: "1" | "other") => {
    const [p] = await rows<{ id_empleado: number; id_puesto: string; id_depto: number; id_centro_trabajo: number; id_empresa: number }>(`
      SELECT e.id_empleado, e.id_puesto, e.id_depto, e.id_centro_trabajo, e.id_empresa FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D' AND e.id_empresa ${company === "1" ? "= 1" : "<> 1"}
        AND e.id_empleado NOT IN (${used.join(",")}) AND ${untouchedPerson}
      ORDER BY e.id_empleado LIMIT 1`)
    if (p === undefined) throw new Error("no person left in the demo")
    await endLiveContracts(t.server, Number(p.id_empleado))
    used.push(Number(p.id_empleado))
    return { ...p, id_empleado: Number(p.id_empleado), id_depto: Number(p.id_depto), id_centro_trabajo: Number(p.id_centro_trabajo), id_empresa: Number(p.id_empresa) }
  }
  const vigente = async (company: "1" | "other", f_fin: string) => {
    const p = await person(company)
    const created = await post("/gestion-contratos", contractDraft(p, { f_fin }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const id = String((created.body as { result: Body }).result.id_contrato)
    expect((await post("/activar-contrato", { id_contrato: id })).status).toBe(200)
    return { id, ...p }
  }
  let soon: Awaited<ReturnType<typeof vigente>>
  let later: Awaited<ReturnType<typeof vigente>>
  let far: Awaited<ReturnType<typeof vigente>>
  let past: Awaited<ReturnType<typeof vigente>>
  let elsewhere: Awaited<ReturnType<typeof vigente>>
  const mine = (list: ReadonlyArray<Row>) => {
    const ids = [soon.id, later.id, far.id, past.id, elsewhere.id]
    return list.filter((r) => ids.includes(r.id_contrato))
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "con230@demo.mx", password: "Prueba.Con230-2026", group: "CON230", keys: ["CON230"], role: "EMPRESA1" })
    await createUser(t.server, { email: "con000@demo.mx", password: "Prueba.Con000-2026", group: "CON000", keys: ["CON210"], role: "GLOBAL" })
    company1 = (await signIn(t.url, "con230@demo.mx", "Prueba.Con230-2026")).token
    noKey = (await signIn(t.url, "con000@demo.mx", "Prueba.Con000-2026")).token
    soon = await vigente("1", "2026-11-20")
    later = await vigente("1", "2026-12-05")
    far = await vigente("1", "2027-01-15")
    past = await vigente("1", "2026-11-05")
    elsewhere = await vigente("other", "2026-11-25")
  })

  it("lists the contracts ending within 30 days by default, the Vencido first, days in words and by band", async () => {
    const list = mine(await listed({}))
    expect(list.map((r) => [r.id_contrato, r.dias_restantes])).toEqual([
      [past.id, -5],
      [soon.id, 10],
      [elsewhere.id, 15],
      [later.id, 25],
    ])
    expect(list[0]).toMatchObject({ n_tipo_contrato: "Obra determinada", f_fin: "2026-11-05", ultimo_seguimiento: null })
    expect(mine(await listed({ dias: 10 })).map((r) => r.id_contrato)).toEqual([past.id, soon.id])
    expect(mine(await listed({ dias: 70 })).map((r) => r.id_contrato)).toEqual([past.id, soon.id, elsewhere.id, later.id, far.id])
  })

  it("filters by empresa, centro, departamento and tipo, and limits to the caller's workplaces", async () => {
    expect(mine(await listed({ id_empresa: elsewhere.id_empresa })).map((r) => r.id_contrato)).toEqual([elsewhere.id])
    expect(mine(await listed({ id_centro_trabajo: soon.id_centro_trabajo })).map((r) => r.id_contrato)).toContain(soon.id)
    expect(mine(await listed({ id_centro_trabajo: soon.id_centro_trabajo })).map((r) => r.id_contrato)).not.toContain(elsewhere.id)
    expect(mine(await listed({ id_depto: later.id_depto })).map((r) => r.id_contrato)).toContain(later.id)
    expect(mine(await listed({ id_depto: later.id_depto })).map((r) => r.id_contrato)).not.toContain(elsewhere.id)
    expect(mine(await listed({ id_tipo_contrato: "IND" }))).toEqual([])
    // A user of company 1's centres sees its contracts, not the other company's; naming it is a 403.
    expect(mine(await listed({}, company1)).map((r) => r.id_contrato)).toEqual([past.id, soon.id, later.id])
    expect((await post("/get-contratos-vencer", { id_empresa: elsewhere.id_empresa }, company1)).status).toBe(403)
    expect((await post("/get-contratos-vencer", {}, noKey)).status).toBe(403)
  })

  it("answers a page of the list read in SQL: the same rows in the same order as the whole list, and its count", async () => {
    const whole = await listed({ dias: 60 })
    expect(whole.length, "the demo has contracts ending within 60 days").toBeGreaterThan(3)
    const page = async (pagina: number) => {
      const a = await post("/get-contratos-vencer", { dias: 60, pagina, por_pagina: 2 })
      expect(a.status, JSON.stringify(a.body)).toBe(200)
      return (a.body as { result: { contratos: ReadonlyArray<Row>; total_filas: number } }).result
    }
    const first = await page(1)
    const second = await page(2)
    expect(first.total_filas).toBe(whole.length)
    expect([...first.contratos, ...second.contratos]).toEqual(whole.slice(0, 4))
    const last = await page(Math.ceil(whole.length / 2) + 1)
    expect(last).toMatchObject({ contratos: [], total_filas: whole.length })
  })

  it("refuses a bad window or filter with its Spanish message and changes nothing", async () => {
    const before = await checksums(t.server, ["sesiones"])
    for (const dias of [-1, 366, 2.5, "treinta"]) {
      const a = await post("/get-contratos-vencer", { dias })
      expect(a.status, JSON.stringify(a.body)).toBe(400)
      const e = asError(a)
      expect([e.message, ...(e.detalles ?? [])]).toContain(contratosVencerMessages.dias)
    }
    const bad = await post("/get-contratos-vencer", { id_depto: "ventas" })
    expect(bad.status).toBe(400)
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  })

  it("exports the list as a real xlsx with the days as numbers", async () => {
    const response = await fetch(`${t.url}/api/exportar-contratos-vencer`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ dias: 30, id_empresa: 1 }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const sheet = (await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []
    const texts = sheet.map((r) => r.cells.map((c) => (c instanceof Date ? c.toISOString() : c)))
    const header = texts.find((cells) => cells.includes("Contrato"))
    expect(header?.filter((c) => c !== null && c !== undefined)).toEqual(["Contrato", "Colaborador", "Puesto", "Tipo", "Término", "Días restantes", "Último seguimiento"])
    const line = texts.find((cells) => cells.includes(soon.id))
    expect(line).toContain("Obra determinada")
    expect(line).toContain("20/11/2026")
    expect(line).toContain(10)
    expect(texts.some((cells) => cells.includes(elsewhere.id))).toBe(false)
  })
})
