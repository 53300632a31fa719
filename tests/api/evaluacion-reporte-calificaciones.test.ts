import { beforeAll, describe, expect, it } from "vitest"
import { gradeExportMessages } from "../../domain/api/export-reporte-calificaciones"
import { mainConnection } from "../../domain/api/catalogs"
import type { Persona360, ReporteCalificaciones360 } from "../../domain/evaluacion/reporte-calificaciones-360-api"
import type { ReporteCalificacionesOperativas } from "../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { individualGradesMessages } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { gradeReportCatalogNames, gradeReportFilterMessages as m } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { score360 } from "../../domain/rules/evaluacion-360"
import { expectedOnScale, gap360 } from "../../domain/rules/evaluacion-brecha"
import { operativeFulfilment } from "../../domain/rules/evaluacion-operativa"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { demoEvaluationProjectName } from "../../server/seed/demo-evaluacion"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// EVA360 and EVA365 on both dialects, over the demo's Integral cycle (in its Evaluación phase,
// answered in part by its seed) and one person whose evaluators this test sets and answers: no
// line of the 360 report, the page's call or its xlsx, shows a relation under its minimum, in
// the whole cycle and filtered to each department; the person's figures are the rule's and
// stay the same filtered; the gap is the rule's against the puesto's level; the operative lines
// are the rule's; paging by person; the keys, the workplace scope and the caller's own row; the
// kinds 360 and OPE of /export-reporte-calificaciones.

type Body = Record<string, unknown>
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }
const password = "Prueba.Reportes-2031"

describe.each(dialects)("Evaluación: reportes de calificaciones on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens: Record<string, string> = {}
  const as = (who: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token: tokens[who] ?? "", body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body).slice(0, 400)).toBe(200)
    return (a.body as { result: A }).result
  }
  const file = (who: string, path: string, body: unknown) =>
    fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${tokens[who] ?? ""}`, "content-type": "application/json" }, body: JSON.stringify(body) })
  const user = async (name: string, keys: ReadonlyArray<string>, role = "GLOBAL", id_empleado?: number) => {
    const email = `${name}@reportes-eva.mx`
    await createUser(t.server, { email, password, group: `RPT${name.toUpperCase()}`.slice(0, 20), keys, role })
    if (id_empleado !== undefined) await rows(`UPDATE usuarios SET id_empleado = ${id_empleado} WHERE id_usuario = '${email}'`)
    tokens[name] = (await signIn(t.url, email, password)).token
  }

  let project = 0
  let person = 0
  let depto = 0
  let puesto = ""
  let escala = 5
  const minimums = { pares: 3, subordinados: 3 }

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [p] = await rows<{ id: number; escala: number; encuesta: number }>(
      `SELECT id_proyecto AS id, escala, id_encuesta_360 AS encuesta FROM eva_proyectos WHERE n_proyecto = '${demoEvaluationProjectName}'`,
    )
    project = Number(p?.id)
    escala = Number(p?.escala)
    expect(project).toBeGreaterThan(0)
    const [admin] = await rows<{ id: number | null }>(`SELECT id_empleado AS id FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    const adminId = Number(admin?.id ?? 0)
    // A participant nobody answered yet, and six others as their evaluators.
    const [x] = await rows<{ id: number; depto: number; puesto: string }>(
      `SELECT pa.id_empleado AS id, pa.id_depto AS depto, pa.id_puesto AS puesto FROM eva_participantes pa WHERE pa.id_proyecto = ${project} AND pa.id_empleado <> ${adminId}
         AND NOT EXISTS (SELECT 1 FROM eva_asignaciones_evaluador a JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
                         WHERE a.id_proyecto = pa.id_proyecto AND a.id_evaluado = pa.id_empleado)
         AND EXISTS (SELECT 1 FROM puestos_competencias pc WHERE pc.id_puesto = pa.id_puesto AND pc.tipo IN ('O', 'T'))
       ORDER BY pa.id_empleado LIMIT 1`,
    )
    person = Number(x?.id)
    depto = Number(x?.depto)
    puesto = String(x?.puesto)
    expect(person).toBeGreaterThan(0)
    const others = (await rows<{ id: number }>(
      `SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${person}, ${adminId}) ORDER BY id_empleado DESC LIMIT 5`,
    )).map((o) => Number(o.id))
    const [jefe, par, s1, s2, s3] = others
    result(
      await as("admin")("/guardar-evaluadores-360", {
        id_proyecto: project,
        id_evaluado: person,
        evaluadores: [
          { id_evaluador: person, relacion: "Auto" },
          { id_evaluador: jefe, relacion: "Jefe" },
          { id_evaluador: par, relacion: "Par" },
          { id_evaluador: s1, relacion: "Subordinado" },
          { id_evaluador: s2, relacion: "Subordinado" },
          { id_evaluador: s3, relacion: "Subordinado" },
        ],
      }),
    )
    const questions = await rows<{ orden: number; tipo: string }>(`SELECT orden, tipo FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(p?.encuesta)} ORDER BY orden`)
    const full = (valor: number): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> =>
      questions.flatMap((q): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> => (q.tipo === "Escala" ? [{ orden: Number(q.orden), valor }] : q.tipo === "Sí-No" ? [{ orden: Number(q.orden), si_no: "Sí" }] : []))
    // Recursos Humanos captures each on the evaluator's behalf.
    for (const [id, valor] of [
      [person, 5],
      [jefe, 4],
      [par, 2],
      [s1, 3],
      [s2, 4],
      [s3, 2],
    ] as const) {
      const [a] = await rows<{ id: number }>(
        `SELECT id_asignacion_evaluador AS id FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project} AND id_evaluado = ${person} AND id_evaluador = ${id}`,
      )
      result(await as("admin")("/responder-evaluacion", { id_asignacion_evaluador: Number(a?.id), respuestas: full(valor) }))
    }
    await user("rh", ["EVA360", "EVA365"])
    await user("solo365", ["EVA365"])
    await user("sin", ["EVA150"])
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "RPTNINGUNO", n_rol: "Sin centros" })}`)
    await user("fuera", ["EVA360", "EVA365"], "RPTNINGUNO")
    await user("evaluado", ["EVA360", "EVA365"], "GLOBAL", person)
  })

  const read360 = async (who: string, filters: Body = {}): Promise<ReporteCalificaciones360> =>
    result<ReporteCalificaciones360>(await as(who)("/reporte-calificaciones-360", { id_proyecto: project, ...filters }))

  /** Every group shown: a relation at or over its minimum, "otros" at or over the largest; no relation twice. */
  const expectAnonymous = (people: ReadonlyArray<Persona360>) => {
    for (const p of people)
      for (const l of p.lineas) {
        for (const g of l.grupos) {
          if (g.grupo === "pares") expect(g.evaluadores, `${p.colaborador} ${l.n_competencia}`).toBeGreaterThanOrEqual(minimums.pares)
          if (g.grupo === "subordinados") expect(g.evaluadores).toBeGreaterThanOrEqual(minimums.subordinados)
          if (g.grupo === "otros") expect(g.evaluadores).toBeGreaterThanOrEqual(Math.min(minimums.pares, minimums.subordinados))
          expect(g.evaluadores).toBeGreaterThanOrEqual(1)
        }
        expect(new Set(l.grupos.map((g) => g.grupo)).size).toBe(l.grupos.length)
      }
  }

  it("never shows a relation under its minimum, in the cycle and filtered to each department, and scores the person by the rule", async () => {
    const whole = await read360("rh")
    expect(whole.filas.length).toBeGreaterThan(1)
    expectAnonymous(whole.filas)
    const mine = whole.filas.find((p) => p.id_empleado === person)
    expect(mine).toBeDefined()
    const general = mine?.lineas.find((l) => l.id_competencia === null)
    // One peer (minimum 3): neither alone nor as "otros", and out of the score.
    expect(general?.grupos.map((g) => g.grupo)).toEqual(["auto", "jefe", "subordinados"])
    expect(general?.ocultas).toBe(1)
    const expected = score360({ auto: [5], jefe: [4], subordinados: [3, 4, 2] })
    expect(general?.media).toBe(expected.final)
    expect(general?.porcentaje).toBe(expected.porcentaje)
    for (const l of mine?.lineas ?? []) {
      expect(l.grupos.some((g) => g.grupo === "pares" || g.grupo === "otros")).toBe(false)
      expect(l.ocultas).toBe(1)
    }
    // Every department of the cycle alone: the same rule holds, and the person's lines do not change.
    const deptos = await rows<{ id: number }>(`SELECT DISTINCT id_depto AS id FROM eva_participantes WHERE id_proyecto = ${project} ORDER BY id_depto`)
    for (const d of deptos) {
      const one = await read360("rh", { id_depto: Number(d.id) })
      expectAnonymous(one.filas)
      if (Number(d.id) === depto) expect(one.filas.find((p) => p.id_empleado === person)).toEqual(mine)
    }
    // Its xlsx, filtered to the department: the peers' and "otros" columns of the person are empty.
    const response = await file("rh", "/exportar-reporte-calificaciones-360", { id_proyecto: project, id_depto: depto })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const sheet = ((await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []).map((r) => r.cells)
    const header = sheet.find((cells) => cells.includes("Pares")) ?? []
    const at = (name: string) => header.indexOf(name)
    expect(at("Pares")).toBeGreaterThan(0)
    const lines = sheet.filter((cells) => String(cells[at("Clave")] ?? "").startsWith(`${person}-`))
    expect(lines.length).toBe(mine?.lineas.length)
    for (const cells of lines) {
      expect(cells[at("Pares")] ?? null).toBeNull()
      expect(cells[at("Otros")] ?? null).toBeNull()
    }
    const generalCells = lines.find((cells) => cells.includes("General")) ?? []
    expect(generalCells[at("Subordinados")]).toBe(3)
    expect(generalCells[at("Media 360")]).toBe(expected.final)
    // No "Pares" figure in the sheet comes from fewer than three peers: each one shown on the page.
    const pdf = await file("rh", "/reporte-calificaciones-360-pdf", { id_proyecto: project, id_depto: depto })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF")
  })

  it("measures the gap against the puesto's level on the instrument's scale", async () => {
    const mine = (await read360("rh", { id_depto: depto })).filas.find((p) => p.id_empleado === person)
    const [range] = await rows<{ min: number; max: number }>("SELECT MIN(valor) AS min, MAX(valor) AS max FROM niveles_competencia")
    const levels = await rows<{ id_competencia: number; valor: number; n_nivel: string }>(
      `SELECT pc.id_competencia, n.valor, n.n_nivel FROM puestos_competencias pc JOIN niveles_competencia n ON n.id_nivel = pc.id_nivel_esperado WHERE pc.id_puesto = '${puesto}'`,
    )
    let compared = 0
    for (const l of mine?.lineas ?? []) {
      if (l.id_competencia === null) {
        expect(l.esperado).toBeNull()
        continue
      }
      const level = levels.find((x) => Number(x.id_competencia) === l.id_competencia)
      if (level === undefined) {
        expect([l.esperado, l.brecha]).toEqual([null, null])
        continue
      }
      const esperado = expectedOnScale(Number(level.valor), Number(range?.min), Number(range?.max), escala)
      expect(l.esperado).toBe(esperado)
      expect(l.n_nivel_esperado).toBe(level.n_nivel)
      expect({ brecha: l.brecha, cumplimiento: l.cumplimiento }).toEqual(gap360(l.media, esperado))
      compared++
    }
    expect(compared).toBeGreaterThan(0)
  })

  it("pages by person", async () => {
    const all = await read360("rh")
    const page = await as("rh")("/reporte-calificaciones-360", { id_proyecto: project, pagina: 2, por_pagina: 3 })
    const body = result<ReporteCalificaciones360 & { total_filas: number }>(page)
    expect(body.total_filas).toBe(all.filas.length)
    expect(body.filas.map((p) => p.id_empleado)).toEqual(all.filas.slice(3, 6).map((p) => p.id_empleado))
  })

  it("reads the operative evaluations by the rule", async () => {
    const r = result<ReporteCalificacionesOperativas & { total_filas: number }>(
      await as("rh")("/reporte-calificaciones-operativas", { id_proyecto: project, pagina: 1, por_pagina: 1000 }),
    )
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project}`)
    expect(r.total_filas).toBe(Number(count?.n))
    const answered = r.filas.filter((p) => p.calificacion !== null)
    expect(answered.length).toBeGreaterThan(0)
    expect(r.totales.respondidas).toBe(answered.length)
    for (const p of answered) {
      expect(p.lineas.length).toBeGreaterThan(0)
      for (const l of p.lineas) {
        expect(l.cumplimiento).toBe(Math.round(operativeFulfilment(Number(l.valor_evaluado), l.valor_esperado) * 10_000) / 100)
        expect(l.brecha).toBe(l.valor_esperado - Number(l.valor_evaluado))
      }
    }
    const [stored] = await rows<{ calificacion: number }>(
      `SELECT calificacion FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND id_evaluado = ${answered[0]?.id_empleado}`,
    )
    expect(answered[0]?.calificacion).toBe(Number(stored?.calificacion))
    const xlsx = await file("rh", "/exportar-reporte-calificaciones-operativas", { id_proyecto: project })
    expect(xlsx.status).toBe(200)
    // A cycle without the component is refused with its reason.
    const [objectives] = await rows<{ id: number }>("SELECT MIN(id_proyecto) AS id FROM eva_proyectos WHERE tipo = 'Objetivos' AND estado <> 'Borrador'")
    if (objectives?.id !== null && objectives?.id !== undefined) {
      const refused = await as("rh")("/reporte-calificaciones-360", { id_proyecto: Number(objectives.id) })
      expect(refused.status).toBe(409)
      expect(asError(refused).message).toBe(m.sin360)
    }
  })

  it("enforces the keys, the workplace scope and the caller's own row; the lookups and the export kinds", async () => {
    const before = await checksums(t.server, ["auditoria"])
    expect((await as("sin")("/reporte-calificaciones-360", { id_proyecto: project })).status).toBe(403)
    expect((await as("solo365")("/reporte-calificaciones-360", { id_proyecto: project })).status).toBe(403)
    expect((await file("solo365", "/exportar-reporte-calificaciones-360", { id_proyecto: project })).status).toBe(403)
    expect((await as("solo365")("/reporte-calificaciones-operativas", { id_proyecto: project })).status).toBe(200)
    // A role without the company's centres: the cycle is not theirs; a centre outside the role is refused.
    const outside = await as("fuera")("/reporte-calificaciones-360", { id_proyecto: project })
    expect(outside.status).toBe(404)
    expect(asError(outside).message).toBe(m.noExiste)
    const [centre] = await rows<{ id: number }>(`SELECT MIN(id_centro_trabajo) AS id FROM eva_participantes WHERE id_proyecto = ${project}`)
    expect((await as("fuera")("/reporte-calificaciones-360", { id_proyecto: project, id_centro_trabajo: Number(centre?.id) })).status).toBe(403)
    expect((await as("rh")("/reporte-calificaciones-360", { id_proyecto: 999_999 })).status).toBe(404)
    const bad = await as("rh")("/reporte-calificaciones-360", { id_proyecto: "uno" })
    expect(bad.status).toBe(400)
    expect(asError(bad).problemas?.map((p) => p.mensaje)).toEqual([m.proyecto360])
    // The person evaluated, though holding the key, never gets their own 360 row.
    const own = await read360("evaluado")
    expect(own.filas.some((p) => p.id_empleado === person)).toBe(false)
    expect(own.filas.length).toBeGreaterThan(0)
    const ownSheet = await file("evaluado", "/exportar-reporte-calificaciones-360", { id_proyecto: project, id_depto: depto })
    const cells = ((await readFirstSheet(new Uint8Array(await ownSheet.arrayBuffer()), limits)) ?? []).map((r) => r.cells)
    expect(cells.length).toBeGreaterThan(2)
    expect(cells.some((c) => c.some((v) => String(v ?? "").startsWith(`${person}-`)))).toBe(false)
    // The lookups list the cycle to each report's key.
    const lookup = result<ReadonlyArray<{ id_proyecto: number }>>(await as("rh")("/get-catalogo", { tabla: gradeReportCatalogNames.proyectos360, conexion: mainConnection }))
    expect(lookup.map((p) => Number(p.id_proyecto))).toContain(project)
    expect((await as("sin")("/get-catalogo", { tabla: gradeReportCatalogNames.proyectos360, conexion: mainConnection })).status).toBe(403)
    // SPEC's /export-reporte-calificaciones: tipo 360 and OPE, each with its report's key.
    const sheet = { header: ["Colaborador", "Media 360"], data: [["Ana", 3.5]], title: "360", n_proyecto: demoEvaluationProjectName }
    expect((await file("rh", "/export-reporte-calificaciones", { ...sheet, tipo_reporte: "360" })).status).toBe(200)
    expect((await file("rh", "/export-reporte-calificaciones", { ...sheet, tipo_reporte: "OPE" })).status).toBe(200)
    expect((await file("solo365", "/export-reporte-calificaciones", { ...sheet, tipo_reporte: "360" })).status).toBe(403)
    expect((await file("sin", "/export-reporte-calificaciones", { ...sheet, tipo_reporte: "OPE" })).status).toBe(403)
    const unknown = await as("rh")("/export-reporte-calificaciones", { ...sheet, tipo_reporte: "OBJ" })
    expect(asError(unknown).message).toBe(gradeExportMessages.noDisponible("OBJ"))
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
  })

  it("prints the individual grades report for Recursos Humanos only, never to the person evaluated", async () => {
    const key = { id_proyecto: project, id_empleado: person }
    const pdf = await file("rh", "/print-reporte-individual-calificaciones", key)
    expect(pdf.status, await pdf.clone().text().then((x) => x.slice(0, 200))).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF")
    expect((await file("solo365", "/print-reporte-individual-calificaciones", key)).status).toBe(200)
    const own = await as("evaluado")("/print-reporte-individual-calificaciones", key)
    expect(own.status).toBe(403)
    expect(asError(own).message).toBe(individualGradesMessages.propio)
    expect((await as("sin")("/print-reporte-individual-calificaciones", key)).status).toBe(403)
    expect((await as("fuera")("/print-reporte-individual-calificaciones", key)).status).toBe(403)
    const [outsider] = await rows<{ id: number }>(
      `SELECT MIN(e.id_empleado) AS id FROM empleados e WHERE NOT EXISTS (SELECT 1 FROM eva_participantes pa WHERE pa.id_proyecto = ${project} AND pa.id_empleado = e.id_empleado)`,
    )
    const absent = await as("rh")("/print-reporte-individual-calificaciones", { id_proyecto: project, id_empleado: Number(outsider?.id) })
    expect(absent.status).toBe(404)
    expect(asError(absent).message).toBe(individualGradesMessages.noParticipante)
  })

  it("lists the cycle's participants the individual report may be asked for: the caller's centres, never the caller", async () => {
    const participants = (who: string) =>
      as(who)("/get-registro-by-id", { tabla: gradeReportCatalogNames.participantes, conexion: mainConnection, columnId: "id_proyecto", id: project })
    const ids = (a: Answer) => result<ReadonlyArray<{ id_empleado: number; colaborador: string }>>(a).map((r) => Number(r.id_empleado))
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project}`)
    const all = ids(await participants("rh"))
    expect(all).toContain(person)
    expect(all.length).toBe(Number(count?.n))
    const ownList = ids(await participants("evaluado"))
    expect(ownList).not.toContain(person)
    expect(ownList.length).toBe(all.length - 1)
    expect(ids(await participants("solo365")).length).toBe(all.length)
    expect(ids(await participants("fuera"))).toEqual([])
    expect((await participants("sin")).status).toBe(403)
    // Without a cycle there is nobody to list.
    expect(result<ReadonlyArray<unknown>>(await as("rh")("/get-catalogo", { tabla: gradeReportCatalogNames.participantes, conexion: mainConnection }))).toEqual([])
  })
})
