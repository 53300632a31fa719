import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { demoEvaluationProjectName } from "../../server/seed/demo-evaluacion"
import { type Answer, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"
import { evaluadoDrift } from "../../server/db/migrations/0321_eva_participantes_evaluado"

// EVA150's Participantes and Avance % on both dialects, each participant's judgement
// (server/evaluacion/participante-evaluado.ts) kept by triggers (0321): the demo cycle's figures
// match a count made here from its raw rows, component by component; in a 360 cycle a participant
// turns Evaluado once every evaluator answered (here HR capturing on their behalf) and back to
// Pendiente when an evaluator is added, the list's Avance % following; and after writes of every
// kind the rule judges anew, the kept flag equals it for every participant.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

const percent = (evaluated: number, total: number) => (total === 0 ? 0 : Math.round((10000 * evaluated) / total) / 100)

describe.each(dialects)("Evaluación: avance de proyectos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }
  /** The project's row as the list shows it. */
  const listed = async (n_proyecto: string, id: number): Promise<Body | undefined> => {
    const page = result<{ registros: ReadonlyArray<Body> }>(
      await call(t.url, `/api/proyectos-evaluacion?buscar=${encodeURIComponent(n_proyecto)}&por_pagina=100`, { token: admin }),
    )
    return page.registros.find((r) => Number(r.id_proyecto) === id)
  }
  const stateOf = async (id_proyecto: number, id_empleado: number) => {
    const people = result<ReadonlyArray<Body>>(await post("/get-colaboradores-proyecto", { id_proyecto, tipo_proyecto: "EVA" }))
    return people.find((p) => Number(p.id_empleado) === id_empleado)?.estado
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("counts the demo cycle's evaluated participants component by component", async () => {
    const [cycle] = await rows<{ id: number; tipo: string; peso_objetivos: number }>(
      `SELECT id_proyecto AS id, tipo, peso_objetivos FROM eva_proyectos WHERE n_proyecto = '${demoEvaluationProjectName}' ORDER BY id_proyecto LIMIT 1`,
    )
    const id = Number(cycle?.id)
    expect(cycle?.tipo).toBe("Integral")
    const people = (await rows<{ id: number }>(`SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${id}`)).map((r) => Number(r.id))
    const sheetsDone = new Set(
      (await rows<{ id: number }>(`SELECT id_empleado AS id FROM eva_hojas_objetivos WHERE id_proyecto = ${id} AND estado_evaluacion IN ('Evaluado', 'Calibrado', 'Firmado')`)).map(
        (r) => Number(r.id),
      ),
    )
    const assignments = await rows<{ id: number; answered: number }>(
      `SELECT a.id_evaluado AS id, CASE WHEN r.id_asignacion_evaluador IS NULL THEN 0 ELSE 1 END AS answered
       FROM eva_asignaciones_evaluador a LEFT JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador WHERE a.id_proyecto = ${id}`,
    )
    const operatives = await rows<{ id: number; answered: number }>(
      `SELECT id_evaluado AS id, CASE WHEN f_respuesta IS NULL THEN 0 ELSE 1 END AS answered FROM eva_evaluaciones_operativas WHERE id_proyecto = ${id}`,
    )
    const withObjectives = Number(cycle?.peso_objetivos) > 0
    const evaluated = people.filter((p) => {
      const mine = assignments.filter((a) => Number(a.id) === p)
      return (
        (!withObjectives || sheetsDone.has(p)) &&
        mine.length > 0 &&
        mine.every((a) => Number(a.answered) === 1) &&
        operatives.filter((o) => Number(o.id) === p).every((o) => Number(o.answered) === 1)
      )
    }).length
    const row = await listed(demoEvaluationProjectName, id)
    expect(Number(row?.participantes)).toBe(people.length)
    expect(Number(row?.avance)).toBeCloseTo(percent(evaluated, people.length), 2)
  })

  it("turns a 360 participant Evaluado once every evaluator answered, and back when one is added", async () => {
    const today = todayInMexico()
    const start = shift(today, -10)
    const [survey] = await rows<{ id: number }>("SELECT MAX(id_encuesta) AS id FROM eva_encuestas WHERE tipo = '360' AND activo = '1'")
    const questions = (await rows<{ orden: number; tipo: string }>(`SELECT orden, tipo FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(survey?.id)} ORDER BY orden`)).map(
      (q) => ({ orden: Number(q.orden), tipo: q.tipo }),
    )
    const respuestas = questions.flatMap((q): ReadonlyArray<Body> => (q.tipo === "Escala" ? [{ orden: q.orden, valor: 4 }] : q.tipo === "Sí-No" ? [{ orden: q.orden, si_no: "Sí" }] : []))
    const name = "Ciclo 360 de avance"
    const created = result(
      await post("/proyectos-evaluacion", evaluationCycle({
        n_proyecto: name,
        tipo: "360",
        f_inicio: start,
        f_fin: shift(today, 60),
        fases: [
          { fase: "Autoevaluación", f_inicio: start, f_fin: shift(today, -1) },
          { fase: "Evaluación", f_inicio: today, f_fin: shift(today, 30) },
          { fase: "Calibración", f_inicio: shift(today, 31), f_fin: shift(today, 60) },
        ],
        peso_objetivos: 0,
        peso_360: 100,
        id_encuesta_360: Number(survey?.id),
      })),
    )
    const id = Number(created.id_proyecto)
    expect(result(await post(`/proyectos-evaluacion/${id}/publicar`, {})).estado).toBe("En evaluación")
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${id}`)
    const total = Number(count?.n)
    const people = result<ReadonlyArray<Body>>(await post("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" }))
    const [x, y, z] = people.map((p) => Number(p.id_empleado))
    expect(z).toBeGreaterThan(0)
    const before = await listed(name, id)
    expect(Number(before?.participantes)).toBe(total)
    expect(Number(before?.avance)).toBe(0)
    // Nobody to answer is not "all answered".
    expect(await stateOf(id, Number(x))).toBe("Pendiente")

    result(
      await post("/guardar-evaluadores-360", {
        id_proyecto: id,
        id_evaluado: x,
        evaluadores: [
          { id_evaluador: x, relacion: "Auto" },
          { id_evaluador: y, relacion: "Jefe" },
        ],
      }),
    )
    const assigned = await rows<{ id: number }>(`SELECT id_asignacion_evaluador AS id FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND id_evaluado = ${x}`)
    expect(assigned.length).toBe(2)
    const [first, second] = assigned.map((a) => Number(a.id))
    result(await post("/responder-evaluacion", { id_asignacion_evaluador: first, respuestas }))
    expect(await stateOf(id, Number(x))).toBe("Pendiente")
    expect(Number((await listed(name, id))?.avance)).toBe(0)
    result(await post("/responder-evaluacion", { id_asignacion_evaluador: second, respuestas }))
    expect(await stateOf(id, Number(x))).toBe("Evaluado")
    const after = await listed(name, id)
    expect(Number(after?.participantes)).toBe(total)
    expect(Number(after?.avance)).toBeCloseTo(percent(1, total), 2)

    // A third evaluator still to answer: no longer evaluated.
    result(
      await post("/guardar-evaluadores-360", {
        id_proyecto: id,
        id_evaluado: x,
        evaluadores: [
          { id_evaluador: x, relacion: "Auto" },
          { id_evaluador: y, relacion: "Jefe" },
          { id_evaluador: z, relacion: "Par" },
        ],
      }),
    )
    expect(await stateOf(id, Number(x))).toBe("Pendiente")
    expect(Number((await listed(name, id))?.avance)).toBe(0)
  })

  it("keeps every participant's judgement equal to the rule after writes of every kind", async () => {
    const drift = async (label: string) => expect(await rows(evaluadoDrift()), label).toEqual([])
    const exec = (statement: string) =>
      sqlOf(t.server, (sql) => sql.unsafe(statement)).catch((e: unknown) => {
        throw new Error(`${statement}: ${String((e as { cause?: { cause?: unknown } }).cause?.cause ?? e)}`)
      })
    const flagOf = async (p: number, e: number) =>
      (await rows<{ f: string }>(`SELECT evaluado AS f FROM eva_participantes WHERE id_proyecto = ${p} AND id_empleado = ${e}`))[0]?.f
    await drift("as migrated and seeded")
    const [cycle] = await rows<{ id: number }>(
      `SELECT id_proyecto AS id FROM eva_proyectos WHERE n_proyecto = '${demoEvaluationProjectName}' ORDER BY id_proyecto LIMIT 1`,
    )
    const id = Number(cycle?.id)
    const people = (await rows<{ id: number }>(`SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${id} ORDER BY id_empleado LIMIT 3`)).map((r) =>
      Number(r.id),
    )
    const [a, b, c] = people
    expect(c).toBeGreaterThan(0)

    // The participant's own estado: stored 'Evaluado' counts whatever else is missing.
    await exec(`UPDATE eva_participantes SET estado = 'Evaluado' WHERE id_proyecto = ${id} AND id_empleado = ${a}`)
    expect(await flagOf(id, Number(a))).toBe("1")
    await exec(`UPDATE eva_participantes SET estado = 'Pendiente' WHERE id_proyecto = ${id} AND id_empleado = ${a}`)
    await drift("after the participant's estado")

    // The objectives sheet's evaluation state, two rows in one statement, then one.
    await exec(`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Evaluado' WHERE id_proyecto = ${id} AND id_empleado IN (${a}, ${b})`)
    await drift("after two sheets' evaluation state")
    await exec(`UPDATE eva_hojas_objetivos SET estado_evaluacion = 'Pendiente' WHERE id_proyecto = ${id} AND id_empleado = ${a}`)
    await drift("after a sheet's evaluation state")

    // The 360 assignments and their answers: several rows in one statement, then one by one.
    const theirs = `SELECT id_asignacion_evaluador FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND id_evaluado IN (${a}, ${b}, ${c})`
    await exec(`DELETE FROM eva_respuestas_preguntas WHERE id_asignacion_evaluador IN (${theirs})`)
    await exec(`DELETE FROM eva_respuestas WHERE id_asignacion_evaluador IN (SELECT id_asignacion_evaluador FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND id_evaluado IN (${a}, ${b}, ${c}))`)
    await drift("after answers deleted")
    await exec(`DELETE FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND id_evaluado IN (${a}, ${b}, ${c})`)
    await drift("after assignments deleted")
    await exec(
      `INSERT INTO eva_asignaciones_evaluador (id_proyecto, id_evaluado, id_evaluador, relacion) VALUES (${id}, ${a}, ${a}, 'Auto'), (${id}, ${b}, ${b}, 'Auto'), (${id}, ${b}, ${c}, 'Par')`,
    )
    await drift("after assignments inserted")
    const assignments = (await rows<{ id: number }>(`SELECT id_asignacion_evaluador AS id FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND id_evaluado IN (${a}, ${b}) ORDER BY id_asignacion_evaluador`)).map((r) => Number(r.id))
    await exec(`INSERT INTO eva_respuestas (id_asignacion_evaluador, f_respuesta, media) SELECT id_asignacion_evaluador, '2026-01-15T10:00:00.000Z', 4 FROM eva_asignaciones_evaluador WHERE ${`id_asignacion_evaluador IN (${assignments.join(", ")})`}`)
    await drift("after answers inserted")
    await exec(`DELETE FROM eva_respuestas WHERE id_asignacion_evaluador = ${assignments[assignments.length - 1]}`)
    await drift("after one answer deleted")
    await exec(`UPDATE eva_asignaciones_evaluador SET id_evaluado = ${c} WHERE id_asignacion_evaluador = ${assignments[assignments.length - 1]}`)
    await drift("after an assignment moved to another person")

    // The operative evaluation: pending, answered, deleted.
    const operative = `SELECT id_evaluacion_operativa FROM eva_evaluaciones_operativas WHERE id_proyecto = ${id} AND id_evaluado = ${a}`
    await exec(`DELETE FROM eva_evaluaciones_operativas_niveles WHERE id_evaluacion_operativa IN (${operative})`)
    await exec(`DELETE FROM eva_evaluaciones_operativas WHERE id_proyecto = ${id} AND id_evaluado = ${a}`)
    await drift("after an operative evaluation deleted")
    await exec(`INSERT INTO eva_evaluaciones_operativas (id_proyecto, id_evaluado, estado) VALUES (${id}, ${a}, 'Pendiente')`)
    await drift("after a pending operative evaluation")
    await exec(`UPDATE eva_evaluaciones_operativas SET estado = 'Respondida', calificacion = 80, f_respuesta = '2026-01-16T10:00:00.000Z' WHERE id_proyecto = ${id} AND id_evaluado = ${a}`)
    await drift("after the operative evaluation answered")

    // The cycle's own type, objectives weight and instrument.
    await exec(`UPDATE eva_proyectos SET id_encuesta_360 = NULL WHERE id_proyecto = ${id}`)
    await drift("after the cycle lost its instrument")
    await exec(`UPDATE eva_proyectos SET tipo = 'Objetivos' WHERE id_proyecto = ${id}`)
    await drift("after the cycle's type")
    await exec(`UPDATE eva_proyectos SET tipo = 'Integral', peso_objetivos = 0 WHERE id_proyecto = ${id}`)
    await drift("after the objectives weight")
    const [evaluatedCount] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${id} AND evaluado = '1'`)
    expect(Number(evaluatedCount?.n), "some participants judged evaluated").toBeGreaterThan(0)

    // A participant added afterwards is judged as it is written.
    const [outsider] = await rows<{ id: number }>(
      `SELECT e.id_empleado AS id FROM empleados e WHERE NOT EXISTS (SELECT 1 FROM eva_participantes pa WHERE pa.id_proyecto = ${id} AND pa.id_empleado = e.id_empleado) ORDER BY e.id_empleado LIMIT 1`,
    )
    await exec(
      `INSERT INTO eva_participantes (id_proyecto, id_empleado, id_centro_trabajo, id_depto, id_puesto) SELECT ${id}, id_empleado, id_centro_trabajo, id_depto, id_puesto FROM empleados WHERE id_empleado = ${Number(outsider?.id)}`,
    )
    await drift("after a participant added")
    await exec(`INSERT INTO eva_hojas_objetivos (id_proyecto, id_empleado, estado_objetivos, estado_evaluacion) VALUES (${id}, ${Number(outsider?.id)}, 'Aprobado', 'Evaluado')`)
    await drift("after a sheet inserted")
    await exec(`UPDATE eva_proyectos SET peso_objetivos = 40 WHERE id_proyecto = ${id}`)
    await drift("after the objectives weight again")
    await exec(`DELETE FROM eva_hojas_objetivos WHERE id_proyecto = ${id} AND id_empleado = ${Number(outsider?.id)}`)
    await drift("after a sheet deleted")
  })
})
