import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { mainConnection } from "../../domain/api/catalogs"
import { gradeExportMessages } from "../../domain/api/export-reporte-calificaciones"
import { climateReportCatalogNames, climateReportMessages as m } from "../../domain/clima-laboral/reporte-calificaciones-api"
import { type Demographic, demographics, suppressionMessages } from "../../domain/clima-laboral/reporte-calificaciones-rules"
import { guiaII } from "../../domain/rules/nom035-guia-ii"
import { guiaIII } from "../../domain/rules/nom035-guia-iii"
import type { LikertOption } from "../../domain/rules/nom035-instrument"
import { groupScore } from "../../domain/rules/nom035-group"
import { scoreQuestionnaire } from "../../domain/rules/nom035-scoring"
import { generatedAnswers } from "../../server/seed/clima-answers"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CLI230 Reporte de calificaciones on both dialects, over the demo's closed evaluations (their
// answers generated and scored when seeded): results are refused while a project is answered;
// under every filter and every grouping no figure covers fewer than five answers, and no two
// readings of nested filters differ by one to four answers; a group's figures are the domain's
// mean of the scores computed here from the stored option words; closing scores the answers; the
// exports answer.

type Body = Record<string, unknown>
interface Group {
  readonly clave: string
  readonly nombre: string
  readonly respuestas: number | null
  readonly mensaje: string | null
  readonly cifras: ReadonlyArray<{ valor: number; nivel: string | null }>
}
interface Result {
  readonly guia: "II" | "III"
  readonly columnas: ReadonlyArray<string>
  readonly grupos: ReadonlyArray<Group>
  readonly total: Group
}

describe.each(dialects)("Clima laboral results on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = (a: Answer) => {
    expect(a.status, JSON.stringify(a.body).slice(0, 300)).toBe(200)
    return (a.body as { result: Result }).result
  }
  let closed = 0
  let openProject = 0

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    // The closed evaluation with the most answers, and the one being answered.
    const [c] = await rows<{ id_proyecto: number }>(`
      SELECT p.id_proyecto FROM proyectos_clima p JOIN clima_respuestas r ON r.id_proyecto = p.id_proyecto
      WHERE p.estado = 'Cerrado' GROUP BY p.id_proyecto ORDER BY COUNT(*) DESC, p.id_proyecto LIMIT 1`)
    closed = Number(c?.id_proyecto)
    const [o] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_clima WHERE estado = 'En aplicación' ORDER BY id_proyecto LIMIT 1")
    openProject = Number(o?.id_proyecto)
  })

  it("refuses results while the project is answered, and of a project that does not exist, reading nothing", async () => {
    const before = await checksums(t.server, ["auditoria"])
    for (const path of ["/get-resultados-clima", "/exportar-resultados-clima", "/resultados-clima-pdf"]) {
      const open = await post(path, { id_proyecto: openProject, vista: "final", agrupar: "id_depto" })
      expect(open.status, path).toBe(409)
      expect(asError(open).message).toBe(m.abierto)
    }
    const draft = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_clima WHERE estado = 'Borrador' ORDER BY id_proyecto LIMIT 1")
    expect((await post("/get-resultados-clima", { id_proyecto: Number(draft[0]?.id_proyecto), vista: "final", agrupar: "id_depto" })).status).toBe(409)
    const missing = await post("/get-resultados-clima", { id_proyecto: 999_999, vista: "final", agrupar: "id_depto" })
    expect(missing.status).toBe(404)
    expect(asError(missing).message).toBe(m.noExiste)
    const bad = await post("/get-resultados-clima", { id_proyecto: closed, vista: "final", agrupar: "id_depto", sexo: "Otro" })
    expect(bad.status).toBe(400)
    expect(asError(bad).message).toMatch(/no es válid/)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    // Its lookup lists only closed projects.
    const lookup = await post("/get-catalogo", { tabla: climateReportCatalogNames.proyectos, conexion: mainConnection })
    const ids = (result(lookup) as unknown as ReadonlyArray<{ id_proyecto: number }>).map((p) => Number(p.id_proyecto))
    expect(ids).toContain(closed)
    expect(ids).not.toContain(openProject)
  })

  it("never shows a figure of fewer than five answers, under any filter or grouping, nor one two readings could single out", async () => {
    const answers = await rows<Record<Demographic, string | number | null>>(
      `SELECT id_depto, sexo, rango_edad, tiempo_puesto, tipo_puesto FROM clima_respuestas WHERE id_proyecto = ${closed}`,
    )
    expect(answers.length).toBeGreaterThan(20)
    // Each filter's values present in the data, and the readings: no filter, each alone, each pair.
    const valuesOf = (d: Demographic) => [...new Set(answers.map((a) => String(a[d] ?? "")))].filter((v) => v !== "").slice(0, 3)
    const singles = demographics.flatMap((d) => valuesOf(d).map((v) => ({ [d]: d === "id_depto" ? Number(v) : v })))
    const pairs = singles.flatMap((a, i) => singles.slice(i + 1).filter((b) => Object.keys(a)[0] !== Object.keys(b)[0]).map((b) => ({ ...a, ...b })))
    const readings: Array<Body> = [{}, ...singles, ...pairs.filter((_, i) => i % 3 === 0)]
    const counts = new Map<string, number>()
    const source = new Map<string, string>()
    let suppressed = 0
    let shown = 0
    for (const filters of readings) {
      for (const agrupar of demographics) {
        const r = result(await post("/get-resultados-clima", { id_proyecto: closed, vista: "final", agrupar, ...filters }))
        for (const g of [...r.grupos, r.total]) {
          if (g.mensaje !== null) {
            suppressed++
            expect([suppressionMessages.menos, suppressionMessages.diferencia]).toContain(g.mensaje)
            expect(g.respuestas).toBeNull()
            expect(g.cifras).toEqual([])
            continue
          }
          shown++
          // The count is true (from the stored rows) and at least five.
          const match = (a: Record<Demographic, string | number | null>) =>
            Object.entries(filters).every(([k, v]) => String(a[k as Demographic] ?? "") === String(v)) && (g === r.total || String(a[agrupar] ?? "") === g.clave)
          expect(answers.filter(match).length).toBe(g.respuestas)
          expect(g.respuestas ?? 0).toBeGreaterThanOrEqual(5)
          counts.set(JSON.stringify({ ...filters, ...(g === r.total ? {} : { [agrupar]: agrupar === "id_depto" ? Number(g.clave) : g.clave }) }), g.respuestas ?? 0)
          source.set(JSON.stringify({ ...filters, ...(g === r.total ? {} : { [agrupar]: agrupar === "id_depto" ? Number(g.clave) : g.clave }) }), `${agrupar} ${JSON.stringify(filters)}`)
        }
        // The total less the groups shown is none or at least five.
        if (r.total.mensaje === null) {
          const rest = (r.total.respuestas ?? 0) - r.grupos.reduce((s, g) => s + (g.respuestas ?? 0), 0)
          expect(rest === 0 || rest >= 5, `${agrupar} ${JSON.stringify(filters)}: ${rest}`).toBe(true)
        }
      }
    }
    // Any two shown figures whose filters nest differ by none or five or more answers.
    const seen = [...counts.entries()].map(([k, n]) => [JSON.parse(k) as Body, n] as const)
    for (const [fine, n] of seen)
      for (const [coarse, big] of seen) {
        const nested = Object.entries(coarse).every(([k, v]) => fine[k] === v) && Object.keys(coarse).length < Object.keys(fine).length
        if (nested) expect(big - n === 0 || big - n >= 5, `${JSON.stringify(coarse)} ${big} (${source.get(JSON.stringify(coarse))}) vs ${JSON.stringify(fine)} ${n} (${source.get(JSON.stringify(fine))})`).toBe(true)
      }
    expect(shown).toBeGreaterThan(0)
    expect(suppressed).toBeGreaterThan(0)
  })

  it("gives each group the mean of its members' scores, computed from the stored option words", async () => {
    const r = result(await post("/get-resultados-clima", { id_proyecto: closed, vista: "categorias", agrupar: "sexo" }))
    const instrument = r.guia === "II" ? guiaII : guiaIII
    expect(r.columnas).toEqual(instrument.categorias.map((c) => c.nombre))
    const group = r.grupos.find((g) => g.mensaje === null)
    expect(group).toBeDefined()
    const answers = await rows<{ id_respuesta: string; atiende_clientes: string; es_jefe: string }>(
      `SELECT id_respuesta, atiende_clientes, es_jefe FROM clima_respuestas WHERE id_proyecto = ${closed} AND sexo = '${group?.clave}'`,
    )
    const items = await rows<{ id_respuesta: string; numero: number; opcion: LikertOption }>(
      `SELECT i.id_respuesta, i.numero, i.opcion FROM clima_respuestas_reactivos i JOIN clima_respuestas r ON r.id_respuesta = i.id_respuesta WHERE r.id_proyecto = ${closed} AND r.sexo = '${group?.clave}'`,
    )
    const scores = answers.map((a) =>
      scoreQuestionnaire(instrument, {
        respuestas: Object.fromEntries(items.filter((i) => i.id_respuesta === a.id_respuesta).map((i) => [Number(i.numero), i.opcion])),
        compuertas: { atiende_clientes: a.atiende_clientes === "1" ? "1" : "0", es_jefe: a.es_jefe === "1" ? "1" : "0" },
      }),
    )
    expect(group?.cifras).toEqual(
      instrument.categorias.map((c, i) => {
        const s = groupScore(
          scores.map((x) => x.categorias[i]?.valor ?? 0),
          c.cortes,
        )
        return { valor: s.media, nivel: s.nivel }
      }),
    )
    for (const vista of ["final", "dominios", "dimensiones", "distribucion"]) {
      const v = result(await post("/get-resultados-clima", { id_proyecto: closed, vista, agrupar: "tipo_puesto" }))
      if (v.total.mensaje === null) expect(v.total.cifras.length).toBe(v.columnas.length)
    }
  })

  it("scores a project's answers when it closes, and exports its results", async () => {
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number; id_depto: number }>(
      `SELECT d.id_depto, ct.id_empresa, ct.id_centro_trabajo FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo ORDER BY d.id_depto LIMIT 1`,
    )
    const saved = await post("/proyectos-clima", {
      n_proyecto: "Resultados al cerrar",
      id_empresa: Number(centre?.id_empresa),
      id_centro_trabajo: Number(centre?.id_centro_trabajo),
      f_inicio: "2026-03-02",
      f_fin: "2026-03-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const id = Number((saved.body as { result: Body }).result.id_proyecto)
    expect((await post(`/proyectos-clima/${id}/iniciar`, {})).status).toBe(200)
    const generated = generatedAnswers(id, "III", [{ id_depto: Number(centre?.id_depto), respuestas: 12 }], 99, "2026-03-10")
    await sqlOf(t.server, (sql) =>
      Effect.gen(function* () {
        yield* sql`INSERT INTO clima_respuestas ${sql.insert(generated.respuestas)}`
        yield* sql`INSERT INTO clima_respuestas_reactivos ${sql.insert(generated.reactivos)}`
      }),
    )
    expect(await rows(`SELECT id_respuesta FROM clima_puntajes WHERE id_proyecto = ${id}`)).toEqual([])
    expect((await post("/get-resultados-clima", { id_proyecto: id, vista: "final", agrupar: "id_depto" })).status).toBe(409)
    expect((await post(`/proyectos-clima/${id}/cerrar`, {})).status).toBe(200)
    // Closing scores the answers once it commits; the first read scores whatever is left.
    const r = result(await post("/get-resultados-clima", { id_proyecto: id, vista: "final", agrupar: "id_depto" }))
    expect(r.total.respuestas).toBe(12)
    const [stored] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM clima_puntajes WHERE id_proyecto = ${id}`)
    expect(Number(stored?.n)).toBe(12)
    const xlsx = await fetch(`${t.url}/api/exportar-resultados-clima`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_proyecto: id, vista: "dominios", agrupar: "sexo" }),
    })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml")
    const pdf = await fetch(`${t.url}/api/resultados-clima-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_proyecto: id, vista: "final", agrupar: "id_depto" }),
    })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF")
    const sheet = await fetch(`${t.url}/api/export-reporte-calificaciones`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ header: ["Departamento", "Calificación final"], data: [["Ventas", 55.2]], title: "Clima", tipo_reporte: "CLI", n_proyecto: "Resultados al cerrar" }),
    })
    expect(sheet.status, await sheet.clone().text()).toBe(200)
    const unknown = await post("/export-reporte-calificaciones", { header: ["A"], data: [], title: "x", tipo_reporte: "OBJ", n_proyecto: "" })
    expect(asError(unknown).message).toBe(gradeExportMessages.noDisponible("OBJ"))
  })
})
