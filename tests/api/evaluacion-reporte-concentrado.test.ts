import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { concentradoMessages as m, rowKey } from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { bonus, nineBox, participantScores, performanceBand } from "../../domain/rules/evaluacion-concentrado"
import { type Answer, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// EVA390 on both dialects: the stored scores follow each write path (a 360 answer captured by
// HR, the objectives' calibration) and the report's figures are the rule's (final over the
// cycle's weights, renormalised while a component is missing; band, cell, bonus with the
// parameter and the person's SD); the potential is set only in Calibración and only by the
// person's boss or HR, each selected person judged alone; the scope and the key are enforced; the
// payroll sheet carries number, name, final and bonus.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

const password = "Prueba.Concentrado-2031"

describe.each(dialects)("Evaluación: concentrado on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens: Record<string, string> = {}
  const as = (who: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token: tokens[who] ?? "", body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }
  const today = todayInMexico()
  let project = 0
  let person = 0
  let boss = 0
  let survey: ReadonlyArray<{ orden: number; tipo: string }> = []
  const weights = { peso_objetivos: 60, peso_360: 40, peso_operativa: 0 }
  const cycle = {
    ...weights,
    pesos360: { auto: 10, jefe: 50, pares: 20, subordinados: 20, clientes: 0 },
    minimos360: { pares: 3, subordinados: 3 },
    escala: 5,
    con360: true,
  }
  const link = async (name: string, id_empleado: number | null, keys: ReadonlyArray<string>, role: string) => {
    const email = `${name}@concentrado.mx`
    await createUser(t.server, { email, password, group: `CONC${name.toUpperCase()}`.slice(0, 20), keys, role })
    if (id_empleado !== null) await rows(`UPDATE usuarios SET id_empleado = ${id_empleado} WHERE id_usuario = '${email}'`)
    tokens[name] = (await signIn(t.url, email, password)).token
  }
  const answers = (valor: number): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> =>
    survey.flatMap((q): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> =>
      q.tipo === "Escala" ? [{ orden: q.orden, valor }] : q.tipo === "Sí-No" ? [{ orden: q.orden, si_no: "Sí" }] : [],
    )
  const read = async (who = "admin", extra: Body = {}) => result<Body & { filas: ReadonlyArray<Body>; nueve_cajas: ReadonlyArray<Body> }>(await as(who)("/get-concentrado-evaluaciones", { id_proyecto: project, pagina: 1, por_pagina: 1000, ...extra }))
  const rowOf = async (who = "admin") => (await read(who)).filas.find((f) => f.id_empleado === person)

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [s] = await rows<{ id: number }>("SELECT MAX(id_encuesta) AS id FROM eva_encuestas WHERE tipo = '360' AND activo = '1'")
    survey = (await rows<{ orden: number; tipo: string }>(`SELECT orden, tipo FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(s?.id)} ORDER BY orden`)).map((q) => ({
      orden: Number(q.orden),
      tipo: q.tipo,
    }))
    const created = await as("admin")("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: "Ciclo del concentrado",
      tipo: "Integral",
      f_inicio: shift(today, -10),
      f_fin: shift(today, 60),
      fases: [
        { fase: "Evaluación", f_inicio: shift(today, -10), f_fin: shift(today, 30) },
        { fase: "Calibración", f_inicio: shift(today, 31), f_fin: shift(today, 60) },
      ],
      ...weights,
      id_encuesta_360: Number(s?.id),
    }))
    project = Number(result(created).id_proyecto)
    result(await as("admin")(`/proyectos-evaluacion/${project}/publicar`, {}))
    result(await as("admin")("/proponer-evaluadores-360", { id_proyecto: project }))
    const [admin] = await rows<{ id: number | null; rol: string }>(`SELECT id_empleado AS id, id_rol AS rol FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    const [pair] = await rows<{ evaluado: number; jefe: number }>(
      `SELECT a.id_evaluado AS evaluado, a.id_evaluador AS jefe FROM eva_asignaciones_evaluador a
       WHERE a.id_proyecto = ${project} AND a.relacion = 'Jefe' AND a.id_evaluado <> ${Number(admin?.id ?? 0)} AND a.id_evaluador <> ${Number(admin?.id ?? 0)}
         AND EXISTS (SELECT 1 FROM eva_asignaciones_evaluador x WHERE x.id_proyecto = a.id_proyecto AND x.id_evaluado = a.id_evaluado AND x.relacion = 'Auto')
       ORDER BY a.id_evaluado LIMIT 1`,
    )
    person = Number(pair?.evaluado)
    boss = Number(pair?.jefe)
    expect(person).toBeGreaterThan(0)
    const role = String(admin?.rol)
    await link("jefe", boss, ["EVA390"], role)
    await link("colega", person === boss ? null : person, ["EVA390"], role)
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "CONCNADA", n_rol: "Sin centros" })}`)
    await link("lejano", null, ["EVA390"], "CONCNADA")
    await link("ajeno", null, ["EVA010"], role)
  })

  it("keeps each person's scores on every write and figures the final, band, cell and bonus by the rule", async () => {
    const assignment = async (relacion: string) => {
      const [a] = await rows<{ id: number }>(
        `SELECT id_asignacion_evaluador AS id FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project} AND id_evaluado = ${person} AND relacion = '${relacion}'`,
      )
      return Number(a?.id)
    }
    // HR captures the self-evaluation and the boss's on their behalf.
    result(await as("admin")("/responder-evaluacion", { id_asignacion_evaluador: await assignment("Auto"), respuestas: answers(5) }))
    result(await as("admin")("/responder-evaluacion", { id_asignacion_evaluador: await assignment("Jefe"), respuestas: answers(4) }))
    const only360 = participantScores({ objetivos: null, medias360: { auto: [5], jefe: [4] }, operativa: null }, cycle)
    let row = await rowOf()
    expect(row?.evaluacion_360).toBe(only360.evaluacion_360)
    expect(row?.objetivos).toBeNull()
    // No objectives yet: the final is the 360 alone (the weights renormalised).
    expect(row?.final).toBe(only360.evaluacion_360)

    // Calibración: HR calibrates the objectives (the sheet evaluated at 90 first).
    await rows(`UPDATE eva_proyectos SET fase_actual = 'Calibración', estado = 'En calibración' WHERE id_proyecto = ${project}`)
    const [sheet] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_hojas_objetivos WHERE id_proyecto = ${project} AND id_empleado = ${person}`)
    if (Number(sheet?.n) === 0) await rows(`INSERT INTO eva_hojas_objetivos (id_proyecto, id_empleado) VALUES (${project}, ${person})`)
    await rows(`UPDATE eva_hojas_objetivos SET estado_objetivos = 'Aprobado', estado_evaluacion = 'Evaluado', calificacion = 90 WHERE id_proyecto = ${project} AND id_empleado = ${person}`)
    result(await as("admin")("/calibrar-evaluacion-objetivos", { id_proyecto: project, id_empleado: person, calificacion_calibrada: 98, motivo_calibracion: "Resultados del trimestre revisados" }))
    const both = participantScores({ objetivos: 98, medias360: { auto: [5], jefe: [4] }, operativa: null }, cycle)
    await rows(`UPDATE parametros_sistema SET eva_dias_sueldo = 15 WHERE id = 1`)
    await rows(`UPDATE empleados SET salario_diario = 500 WHERE id_empleado = ${person}`)
    row = await rowOf()
    expect(row?.objetivos).toBe(98)
    expect(row?.final).toBe(both.final)
    const final = both.final ?? 0
    expect(row?.desempeno).toBe(performanceBand(final))
    expect(row?.potencial).toBeNull()
    expect(row?.cuadrante).toBeNull()
    expect(row?.bono).toBe(bonus(500, 15, final))
  })

  it("sets the potential only in Calibración and only by the boss or HR, each person judged alone", async () => {
    const keys = [rowKey(project, person)]
    const [other] = await rows<{ id: number }>(`SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${person}, ${boss}) ORDER BY id_empleado LIMIT 1`)
    const outcome = (a: Answer) => result<{ resultados: ReadonlyArray<{ clave: string; resultado: string; mensaje: string }> }>(a).resultados

    // Someone with the page's key who is neither the boss nor HR: refused, nothing stored.
    if (person !== boss) {
      const [refused] = outcome(await as("colega")("/guardar-potencial-evaluacion", { colaboradores: [rowKey(project, Number(other?.id))], potencial: "Alto" }))
      expect(refused).toMatchObject({ resultado: "rechazado", mensaje: m.soloJefeORH })
    }
    // The boss: done for their report.
    const [done] = outcome(await as("jefe")("/guardar-potencial-evaluacion", { colaboradores: keys, potencial: "Alto" }))
    expect(done).toMatchObject({ resultado: "hecho" })
    const row = await rowOf()
    expect(row?.potencial).toBe("Alto")
    expect(row?.cuadrante).toBe(nineBox(Number(row?.final), "Alto"))
    const report = await read()
    expect(report.nueve_cajas).toContainEqual({ desempeno: performanceBand(Number(row?.final)), potencial: "Alto", personas: 1 })
    const [stored] = await rows<{ u: string }>(`SELECT id_usuario_potencial AS u FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado = ${person}`)
    expect(stored?.u).toBe("jefe@concentrado.mx")
    // HR sets another's; a person outside the project is refused beside it.
    const mixed = outcome(await as("admin")("/guardar-potencial-evaluacion", { colaboradores: [rowKey(project, Number(other?.id)), rowKey(project, 999_999)], potencial: "Medio" }))
    expect(mixed.map((r) => r.resultado)).toEqual(["hecho", "rechazado"])
    expect(mixed[1]?.mensaje).toBe(m.noParticipante)

    // Outside Calibración: refused.
    await rows(`UPDATE eva_proyectos SET fase_actual = 'Evaluación', estado = 'En evaluación' WHERE id_proyecto = ${project}`)
    const [late] = outcome(await as("admin")("/guardar-potencial-evaluacion", { colaboradores: keys, potencial: "Bajo" }))
    expect(late).toMatchObject({ resultado: "rechazado", mensaje: m.soloCalibracion })
    expect((await rowOf())?.potencial).toBe("Alto")
    await rows(`UPDATE eva_proyectos SET fase_actual = 'Calibración', estado = 'En calibración' WHERE id_proyecto = ${project}`)

    // A bad body: 400, nothing changed.
    const before = await checksums(t.server, ["auditoria"])
    const bad = await as("admin")("/guardar-potencial-evaluacion", { colaboradores: keys, potencial: "Altísimo" })
    expectRefusal("potencial", bad, [400])
    const badKey = await as("admin")("/guardar-potencial-evaluacion", { colaboradores: ["x; DROP"], potencial: "Alto" })
    expectRefusal("clave", badKey, [400])
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
  })

  it("pages on the server, enforces the key and the scope, and refuses bad filters", async () => {
    const page = result<Body & { filas: ReadonlyArray<Body>; total_filas: number }>(await as("admin")("/get-concentrado-evaluaciones", { id_proyecto: project, pagina: 1, por_pagina: 5 }))
    expect(page.filas).toHaveLength(5)
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project}`)
    expect(page.total_filas).toBe(Number(count?.n))
    // Final descending, the people without one last.
    const finals = page.filas.map((f) => f.final)
    expect(finals[0]).toBe((await rowOf())?.final)
    // Without the key: 403; a role without the centres: no rows (or the project refused).
    expectRefusal("sin clave", await as("ajeno")("/get-concentrado-evaluaciones", { id_proyecto: project }), [403])
    const far = await as("lejano")("/get-concentrado-evaluaciones", { id_proyecto: project, pagina: 1, por_pagina: 5 })
    if (far.status === 200) expect((far.body as { result: { filas: ReadonlyArray<Body> } }).result.filas).toHaveLength(0)
    else expectRefusal("fuera de alcance", far, [403, 404])
    const noProject = await as("admin")("/get-concentrado-evaluaciones", {})
    expectRefusal("sin proyecto", noProject, [400])
    expectRefusal("proyecto inexistente", await as("admin")("/get-concentrado-evaluaciones", { id_proyecto: 999_999 }), [404])
  })

  it("exports payroll's sheet (number, name, final, bonus) and the PDF", async () => {
    const response = await fetch(`${t.url}/api/exportar-concentrado-evaluaciones`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_proyecto: project }),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]
    const values: Array<Array<unknown>> = []
    sheet?.eachRow((r) => values.push((r.values as Array<unknown>).slice(1)))
    expect(values[1]?.slice(0, 4)).toEqual(["No. colaborador", "Colaborador", "Departamento", "Final"])
    expect(values[1]?.at(-1)).toBe("Bono")
    const [emp] = await rows<{ num: string | null }>(`SELECT num_empleado AS num FROM empleados WHERE id_empleado = ${person}`)
    const mine = values.find((v) => v[0] === (emp?.num ?? ""))
    const row = await rowOf()
    expect(mine?.[3]).toBe(row?.final)
    expect(mine?.at(-1)).toBe(row?.bono)
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project}`)
    expect(values.length - 2).toBe(Number(count?.n))

    const pdf = await fetch(`${t.url}/api/concentrado-evaluaciones-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.admin}`, "content-type": "application/json" },
      body: JSON.stringify({ id_proyecto: project }),
    })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
  })
})
