import { beforeAll, describe, expect, it } from "vitest"
import { reporteCumplimientoMessages } from "../../domain/contratos/reporte-cumplimiento-api"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"
import { contractDraft, freshCentre } from "./support/contract-draft"

// Reporte de cumplimiento (CON250) on both dialects, over contracts made through the API in a
// work centre of the first company made for the test: on 20 June 2026 two probations (one evaluated
// in time, one late), a renewal before its end, contracts ending in July, August and September;
// then on 10 November a late renewal, while the July one stays without action and the September
// one was terminated on its end. Each ratio with its numerator and denominator, the band of its
// figure, "Sin datos" for a zero denominator; the scope, the key, refusals in Spanish, and the
// sheet read back.

type Body = Record<string, unknown>
type Counts = {
  activos: number
  firmados: number
  con_contrato: number
  con_beneficiarios: number
  pruebas: number
  pruebas_a_tiempo: number
  vencidos: number
  renovados_a_tiempo: number
  vencidos_sin_accion: number
}
type Centre = Counts & { id_centro_trabajo: number; n_centro_trabajo: string; n_empresa: string }
type Answer = { centros: ReadonlyArray<Centre>; totales: Counts }
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }

describe.each(dialects)("Reporte de cumplimiento on %s", (dialect) => {
  const clock = manualClock(Date.parse("2026-06-20T18:00:00Z"))
  const t = useServer(dialect, { now: clock.now, jobIntervalMs: 0 })
  let admin = ""
  let company1 = ""
  let noKey = ""
  let centre = 0
  let staff = 0
  let otherCompany = 0
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const period = { fecha_inicio: "2026-01-01", fecha_fin: "2026-11-10" }
  const report = async (body: Body, token = admin) => {
    const a = await post("/reporte-cumplimiento-contratos", { ...period, ...body }, token)
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: Answer }).result
  }
  const mine = async (body: Body = {}) => {
    const answer = await report({ id_centro_trabajo: centre, ...body })
    expect(answer.centros.map((c) => c.id_centro_trabajo)).toEqual([centre])
    return answer.centros[0] as Centre
  }
  const fire = async (path: string, body: Body) => {
    const a = await post(path, body)
    expect(a.status, `${path}: ${JSON.stringify(a.body)}`).toBe(200)
    return a
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    // People of the first company, moved into a centre of their own with their seeded contracts
    // removed (the demo gives everyone one): the centre holds only the contracts made here.
    const eligible = `e.activo = '1' AND e.f_ingreso <= '2025-12-31' AND p.tipo_puesto <> 'D'
      AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = e.id_empleado)`
    const people = await rows<{ id_empleado: number; id_puesto: string }>(`
      SELECT e.id_empleado, e.id_puesto FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE e.id_empresa = 1 AND ${eligible} ORDER BY e.id_empleado LIMIT 7`)
    if (people.length < 7) throw new Error("too few people in the demo")
    centre = await freshCentre(t.server, "Centro de la prueba CON250", people.map((p) => Number(p.id_empleado)))
    const [n] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM empleados WHERE id_centro_trabajo = ${centre} AND activo = '1' AND f_ingreso <= '2026-11-10'`)
    staff = Number(n?.n)
    const [o] = await rows<{ id_empresa: number }>("SELECT MIN(id_empresa) AS id_empresa FROM empresas WHERE id_empresa <> 1")
    otherCompany = Number(o?.id_empresa)
    const person = (i: number) => {
      const p = people[i]
      if (p === undefined) throw new Error("too few people in the centre")
      return { id_empleado: Number(p.id_empleado), id_puesto: p.id_puesto }
    }
    const responsible = person(6).id_empleado
    const active = async (i: number, extra: Body) => {
      const a = await post("/gestion-contratos", contractDraft(person(i), extra))
      expect(a.status, JSON.stringify(a.body)).toBe(200)
      const id = String((a.body as { result: Body }).result.id_contrato)
      await fire("/activar-contrato", { id_contrato: id })
      return id
    }
    const evaluation = (id_contrato: string, f_seguimiento: string) =>
      fire("/seguimientos-contratos", {
        id_contrato,
        f_seguimiento,
        tipo: "EVALUACION_PRUEBA",
        resultado: "APROBO_PRUEBA",
        opinion_comision_mixta: null,
        id_responsable: responsible,
        comentario: "Se evaluó el periodo de prueba con el jefe inmediato",
        f_compromiso: null,
        adjunto: null,
      })

    // 20 June 2026. Probations of 30 days: the first ends 2 March, evaluated 25 February; the
    // second ends 30 March, evaluated 5 April (late).
    const onTime = await active(0, { id_tipo_contrato: "IND", f_inicio: "2026-02-01", f_fin: null, dias_prueba: 30 })
    await evaluation(onTime, "2026-02-25")
    const late = await active(1, { id_tipo_contrato: "IND", f_inicio: "2026-03-01", f_fin: null, dias_prueba: 30 })
    await evaluation(late, "2026-04-05")
    // The scan's upload is CON210's own test; here only the flag it sets matters.
    await rows(`UPDATE contratos SET firmado = '1' WHERE id_contrato = '${onTime}'`)
    const renewedEarly = await active(2, { f_fin: "2026-06-30" })
    await fire("/renovar-contrato", { id_contrato: renewedEarly, f_fin: "2026-12-31" })
    await active(3, { f_fin: "2026-07-31" })
    const renewedLate = await active(4, { f_fin: "2026-08-31" })
    const terminated = await active(5, { f_fin: "2026-09-30" })

    // 10 November 2026: the August one renewed late, the September one ended on its day.
    clock.advance(Date.parse("2026-11-10T18:00:00Z") - Date.parse("2026-06-20T18:00:00Z"))
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await fire("/renovar-contrato", { id_contrato: renewedLate, f_fin: "2027-02-28" })
    await fire("/terminar-contrato", { id_contrato: terminated, f_terminacion: "2026-09-30", motivo_terminacion: "Término de la obra" })

    await createUser(t.server, { email: "con250@demo.mx", password: "Prueba.Con250-2026", group: "CON250", keys: ["CON250"], role: "EMPRESA1" })
    await createUser(t.server, { email: "con000c@demo.mx", password: "Prueba.Con000-2026", group: "CON000C", keys: ["CON240"], role: "GLOBAL" })
    company1 = (await signIn(t.url, "con250@demo.mx", "Prueba.Con250-2026")).token
    noKey = (await signIn(t.url, "con000c@demo.mx", "Prueba.Con000-2026")).token
  }, 120_000)

  it("measures each ratio of the centre over the year to date", async () => {
    // The centre's staff is the seven people moved into it.
    expect(staff).toBe(7)
    expect(await mine()).toMatchObject({
      activos: staff,
      // In force today: both probations' contracts and the two renewals' successors (signed: one).
      firmados: 1,
      con_contrato: 4,
      con_beneficiarios: 4,
      pruebas: 2,
      pruebas_a_tiempo: 1,
      // Ended in the period: June (renewed before), July (nothing), August (renewed after); the
      // September one was terminated on its end, not a renewal case.
      vencidos: 3,
      renovados_a_tiempo: 1,
      vencidos_sin_accion: 1,
    })
  })

  it("reads a past period on its own end: July alone", async () => {
    expect(await mine({ fecha_inicio: "2026-07-01", fecha_fin: "2026-07-31" })).toMatchObject({
      // On 31 July all six were in force (the July one on its last day).
      con_contrato: 6,
      firmados: 1,
      pruebas: 0,
      pruebas_a_tiempo: 0,
      vencidos: 1,
      renovados_a_tiempo: 0,
      vencidos_sin_accion: 1,
    })
  })

  it("totals every centre, limits to the caller's workplaces and needs CON250", async () => {
    const all = await report({})
    const sum = (k: keyof Counts) => all.centros.reduce((a, c) => a + c[k], 0)
    for (const k of ["activos", "firmados", "pruebas", "vencidos", "vencidos_sin_accion"] as const) expect(all.totales[k]).toBe(sum(k))
    const theirs = await report({}, company1)
    expect(theirs.centros.length).toBeGreaterThan(0)
    expect(theirs.centros.every((c) => all.centros.some((a) => a.id_centro_trabajo === c.id_centro_trabajo && a.n_empresa === c.n_empresa))).toBe(true)
    expect(theirs.centros.length).toBeLessThan(all.centros.length)
    expect(theirs.centros.find((c) => c.id_centro_trabajo === centre)).toEqual(all.centros.find((c) => c.id_centro_trabajo === centre))
    expect((await report({ id_empresa: otherCompany })).centros.some((c) => c.id_centro_trabajo === centre)).toBe(false)
    expect((await post("/reporte-cumplimiento-contratos", { ...period, id_empresa: otherCompany }, company1)).status).toBe(403)
    expect((await post("/reporte-cumplimiento-contratos", period, noKey)).status).toBe(403)
    expect((await post("/exportar-reporte-cumplimiento", period, noKey)).status).toBe(403)
  })

  it("refuses bad periods and filters with their Spanish message and changes nothing", async () => {
    const before = await checksums(t.server, ["sesiones"])
    const cases: ReadonlyArray<[Body, string]> = [
      [{ fecha_inicio: "2026-13-01", fecha_fin: "2026-11-10" }, reporteCumplimientoMessages.desde],
      [{ fecha_inicio: "2026-01-01", fecha_fin: "noviembre" }, reporteCumplimientoMessages.hasta],
      [{ fecha_inicio: "2026-11-11", fecha_fin: "2026-11-10" }, reporteCumplimientoMessages.periodo],
      [{ ...period, id_empresa: 0 }, reporteCumplimientoMessages.empresa],
      [{ ...period, id_centro_trabajo: "Planta" }, reporteCumplimientoMessages.centro],
    ]
    for (const [body, message] of cases) {
      for (const path of ["/reporte-cumplimiento-contratos", "/exportar-reporte-cumplimiento"]) {
        const a = await post(path, body)
        expect(a.status, `${path} ${JSON.stringify(body)}: ${JSON.stringify(a.body)}`).toBe(400)
        const e = asError(a)
        expect([e.message, ...(e.detalles ?? [])], JSON.stringify(body)).toContain(message)
      }
    }
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  })

  it("exports the table as a real xlsx: each ratio's value, numerator and denominator, and the totals", async () => {
    const response = await fetch(`${t.url}/api/exportar-reporte-cumplimiento`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
      body: JSON.stringify({ ...period, id_centro_trabajo: centre }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const sheet = (await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []
    const texts = sheet.map((r) => r.cells.map((c) => (c instanceof Date ? c.toISOString() : c)))
    const header = texts.find((cells) => cells.includes("Clave"))
    const ratio = (label: string) => [`${label} (Valor)`, `${label} (Numerador)`, `${label} (Denominador)`]
    expect(header?.filter((c) => c !== null && c !== undefined)).toEqual([
      "Clave",
      "Centro de trabajo",
      "Empresa",
      ...ratio("% con contrato vigente firmado"),
      ...ratio("% con beneficiarios"),
      ...ratio("% pruebas evaluadas a tiempo"),
      ...ratio("% renovaciones oportunas"),
      ...ratio("Vencidos sin acción"),
    ])
    // The sheet's first column is its margin; empty cells at a row's end are not written.
    const line = texts.find((cells) => cells[1] === String(centre)) ?? []
    const firmado = Math.round((1 / staff) * 10_000) / 100
    expect(line.slice(4)).toEqual([firmado, 1, staff, 100, 4, 4, 50, 1, 2, 33.33, 1, 3, 1])
    expect(texts.find((cells) => cells[2] === "Total")?.slice(4)).toEqual(line.slice(4))
  })

  it("has no figure without a denominator: a period without probations or expirations", async () => {
    const future = await mine({ fecha_inicio: "2026-12-01", fecha_fin: "2026-12-31" })
    expect(future).toMatchObject({ pruebas: 0, vencidos: 0, vencidos_sin_accion: 0 })
  })
})
