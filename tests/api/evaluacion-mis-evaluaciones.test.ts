import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import { score360 } from "../../domain/rules/evaluacion-360"
import { operativeScore } from "../../domain/rules/evaluacion-operativa"
import { seedDemoEvaluationAnswers } from "../../server/seed/demo-eva-respuestas"
import { demoKioskUsers } from "../../server/seed/demo-kiosk"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// "Mis evaluaciones" and the results on both dialects: each evaluator lists and answers only their
// own evaluations (someone else's is refused, nothing saved); required questions and the scale
// are enforced with their messages; HR captures on someone's behalf, recorded and audited; a
// relation under its minimum is never shown alone; the person evaluated gets no 360 of their
// own; the operative levels reach COM300 with origen OPERATIVA and are replaced on an edit;
// nothing is answered outside the answering phases; the demo seed answers part of a project.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe.each(dialects)("Evaluación: mis evaluaciones on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens: Record<string, string> = {}
  const as = (who: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token: tokens[who] ?? "", body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expectRefusal(JSON.stringify(answer.body), answer, [status])
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }
  const message = (a: Answer) => asError(a).message
  const problems = (a: Answer) => (asError(a).problemas ?? []).map((p) => p.mensaje)
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }

  const today = todayInMexico()
  const start = shift(today, -10)
  let project = 0
  let evaluado = 0
  let jefe = 0
  const people: Record<string, number> = {}
  let questions: ReadonlyArray<{ orden: number; tipo: string; obligatoria: string }> = []
  const link = async (name: string, id_empleado: number) => {
    const email = `${name}@mis-eva.mx`
    await createUser(t.server, { email, password: "Prueba.MisEva-2031", group: "MISEVA", keys: ["EVA010"], role: "MISEVA" })
    await rows(`UPDATE usuarios SET id_empleado = ${id_empleado} WHERE id_usuario = '${email}'`)
    tokens[name] = (await signIn(t.url, email, "Prueba.MisEva-2031")).token
  }
  /** Every required question answered: scale questions with `valor`, Sí-No with Sí. */
  const full = (valor: number): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> =>
    questions.flatMap((q): ReadonlyArray<{ orden: number; valor?: number; si_no?: string }> => (q.tipo === "Escala" ? [{ orden: q.orden, valor }] : q.tipo === "Sí-No" ? [{ orden: q.orden, si_no: "Sí" }] : []))

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "MISEVA", n_rol: "Sin centros" })}`)
    const [survey] = await rows<{ id: number }>("SELECT MAX(id_encuesta) AS id FROM eva_encuestas WHERE tipo = '360' AND activo = '1'")
    questions = (await rows<{ orden: number; tipo: string; obligatoria: string }>(
      `SELECT orden, tipo, obligatoria FROM eva_encuestas_preguntas WHERE id_encuesta = ${Number(survey?.id)} ORDER BY orden`,
    )).map((q) => ({ orden: Number(q.orden), tipo: q.tipo, obligatoria: String(q.obligatoria) }))
    const created = await as("admin")("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: "Ciclo integral de prueba",
      tipo: "Integral",
      f_inicio: start,
      f_fin: shift(today, 60),
      fases: [
        { fase: "Captura de objetivos", f_inicio: start, f_fin: shift(today, -1) },
        { fase: "Evaluación", f_inicio: today, f_fin: shift(today, 30) },
        { fase: "Calibración", f_inicio: shift(today, 31), f_fin: shift(today, 60) },
      ],
      peso_objetivos: 40,
      peso_360: 40,
      peso_operativa: 20,
      id_encuesta_360: Number(survey?.id),
    }))
    project = Number(result(created).id_proyecto)
    expect(result(await as("admin")(`/proyectos-evaluacion/${project}/publicar`, {})).estado).toBe("En evaluación")
    // An operative participant with a boss found in the position tree; the admin is nobody here.
    const [admin] = await rows<{ id: number | null }>(`SELECT id_empleado AS id FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    const [op] = await rows<{ id_evaluado: number; id_evaluador: number }>(
      `SELECT id_evaluado, id_evaluador FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND id_evaluador IS NOT NULL
         AND id_evaluado <> ${Number(admin?.id ?? 0)} AND id_evaluador <> ${Number(admin?.id ?? 0)} ORDER BY id_evaluado LIMIT 1`,
    )
    evaluado = Number(op?.id_evaluado)
    jefe = Number(op?.id_evaluador)
    expect(evaluado).toBeGreaterThan(0)
    const others = await rows<{ id: number }>(
      `SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${evaluado}, ${jefe}, ${Number(admin?.id ?? 0)})
       ORDER BY id_empleado LIMIT 5`,
    )
    const [p1, p2, s1, s2, s3] = others.map((o) => Number(o.id))
    Object.assign(people, { p1, p2, s1, s2, s3 })
    // Everyone else's evaluators from the position tree (the seed's test answers part of them).
    result(await as("admin")("/proponer-evaluadores-360", { id_proyecto: project }))
    result(
      await as("admin")("/guardar-evaluadores-360", {
        id_proyecto: project,
        id_evaluado: evaluado,
        evaluadores: [
          { id_evaluador: evaluado, relacion: "Auto" },
          { id_evaluador: jefe, relacion: "Jefe" },
          { id_evaluador: p1, relacion: "Par" },
          { id_evaluador: p2, relacion: "Par" },
          { id_evaluador: s1, relacion: "Subordinado" },
          { id_evaluador: s2, relacion: "Subordinado" },
          { id_evaluador: s3, relacion: "Subordinado" },
        ],
      }),
    )
    await link("evaluado", evaluado)
    await link("jefe", jefe)
    for (const [name, id] of Object.entries(people)) await link(name, id)
  })

  const assignmentOf = async (id_evaluador: number) => {
    const [a] = await rows<{ id: number }>(
      `SELECT id_asignacion_evaluador AS id FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project} AND id_evaluado = ${evaluado} AND id_evaluador = ${id_evaluador}`,
    )
    return Number(a?.id)
  }

  it("lists only one's own evaluations and refuses someone else's, saving nothing", async () => {
    const mine = result<ReadonlyArray<Body>>(await as("jefe")("/mis-evaluaciones", {}))
    const forPerson = mine.filter((e) => e.id_proyecto === project && e.id_evaluado === evaluado)
    expect(forPerson.map((e) => [e.tipo, e.relacion, e.estado, e.abierta])).toEqual([
      ["360", "Jefe", "Pendiente", true],
      ["Operativa", "Operativa", "Pendiente", true],
    ])
    // The demo's cycle, answered in part by its seed, lists beside this test's project.
    expect(mine.filter((e) => e.id_proyecto === project).every((e) => e.estado === "Pendiente")).toBe(true)
    const [ownCount] = await rows<{ n: number }>(
      `SELECT (SELECT COUNT(*) FROM eva_asignaciones_evaluador WHERE id_evaluador = ${jefe}) + (SELECT COUNT(*) FROM eva_evaluaciones_operativas WHERE id_evaluador = ${jefe}) AS n`,
    )
    expect(mine).toHaveLength(Number(ownCount?.n))
    // The peer sees their own assignment, not the boss's.
    const peer = result<ReadonlyArray<Body>>(await as("p1")("/mis-evaluaciones", {}))
    expect(peer.filter((e) => e.id_proyecto === project && e.id_evaluado === evaluado).map((e) => e.relacion)).toEqual(["Par"])
    expect(peer.every((e) => e.id_asignacion_evaluador !== null || e.id_evaluacion_operativa !== null)).toBe(true)

    const boss = await assignmentOf(jefe)
    expect(message(await refusedUnchanged(403, () => as("p1")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: full(5) })))).toBe(m.ajena)
    expect(message(await refusedUnchanged(403, () => as("p1")("/get-evaluacion-por-responder", { id_asignacion_evaluador: boss })))).toBe(m.ajena)
    const operative = Number(forPerson[1]?.id_evaluacion_operativa)
    expect(message(await refusedUnchanged(403, () => as("evaluado")("/responder-evaluacion", { id_evaluacion_operativa: operative, respuestas: [] })))).toBe(m.ajena)
    expect(message(await refusedUnchanged(404, () => as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: 999_999, respuestas: [] })))).toBe(m.noExiste)
    expect(message(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { respuestas: [] })))).toBe(m.unaEvaluacion)
  })

  it("enforces required questions and the scale, then saves and edits", async () => {
    const boss = await assignmentOf(jefe)
    const form = result<Body>(await as("jefe")("/get-evaluacion-por-responder", { id_asignacion_evaluador: boss }))
    expect((form.encuesta as Body).escala).toHaveLength(5)
    expect(form.en_nombre).toBe(false)
    const required = questions.filter((q) => q.obligatoria === "1")
    const first = required[0]?.orden ?? 1
    const missing = full(4).filter((a) => a.orden !== first)
    expect(problems(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: missing })))).toContain(
      m.requerida(first),
    )
    const scaleQ = questions.find((q) => q.tipo === "Escala")?.orden ?? 1
    const outOfScale = full(4).map((a) => (a.orden === scaleQ ? { orden: scaleQ, valor: 6 } : a))
    expect(problems(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: outOfScale })))).toContain(
      m.fueraDeEscala(scaleQ, 5),
    )
    expect(problems(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: [...full(4), { orden: 999, valor: 3 }] })))).toContain(
      m.preguntaNoExiste(999),
    )

    const saved = await as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: full(3) })
    expect(result<Body>(saved).estado).toBe("Respondida")
    expect((saved.body as { message: string }).message).toBe(m.guardada)
    const edited = result<Body>(await as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: full(4) }))
    expect(edited.estado).toBe("Respondida")
    const [stored] = await rows<{ media: number | string; captura: string | null }>(`SELECT media, id_usuario_captura AS captura FROM eva_respuestas WHERE id_asignacion_evaluador = ${boss}`)
    expect(Number(stored?.media)).toBe(4)
    expect(stored?.captura).toBeNull()
    const again = result<Body>(await as("jefe")("/get-evaluacion-por-responder", { id_asignacion_evaluador: boss }))
    expect((again.respuestas as ReadonlyArray<Body>).filter((r) => r.valor !== null).every((r) => r.valor === 4)).toBe(true)
  })

  it("scores the 360 without a relation under its minimum, and gives the person none of theirs", async () => {
    const answerAs = async (who: string, id: number, valor: number) =>
      result(await as(who)("/responder-evaluacion", { id_asignacion_evaluador: await assignmentOf(id), respuestas: full(valor) }))
    await answerAs("evaluado", evaluado, 5)
    await answerAs("p1", people.p1 ?? 0, 2)
    await answerAs("s1", people.s1 ?? 0, 3)
    await answerAs("s2", people.s2 ?? 0, 4)
    // HR captures the third subordinate on their behalf: recorded and audited.
    const s3 = await assignmentOf(people.s3 ?? 0)
    const onBehalf = result<Body>(await as("admin")("/get-evaluacion-por-responder", { id_asignacion_evaluador: s3 }))
    expect(onBehalf.en_nombre).toBe(true)
    // The form names whom it is captured for.
    const [s3Name] = await rows<{ n: string }>(`SELECT nombre AS n FROM empleados WHERE id_empleado = ${people.s3 ?? 0}`)
    expect(String(onBehalf.n_evaluador)).toContain(String(s3Name?.n))
    result(await as("admin")("/responder-evaluacion", { id_asignacion_evaluador: s3, respuestas: full(2) }))
    const [captured] = await rows<{ captura: string }>(`SELECT id_usuario_captura AS captura FROM eva_respuestas WHERE id_asignacion_evaluador = ${s3}`)
    expect(captured?.captura).toBe(demo.admin.email)
    const [audited] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM auditoria WHERE entidad = 'respuestas 360' AND clave = '${s3}' AND id_usuario = '${demo.admin.email}'`)
    expect(Number(audited?.n)).toBe(1)
    const listed = result<ReadonlyArray<Body>>(await as("admin")("/get-evaluaciones-participante", { id_proyecto: project, id_empleado: evaluado }))
    expect(listed.filter((e) => e.estado === "Respondida").length).toBe(6)
    expect(listed.find((e) => e.id_asignacion_evaluador === s3)?.capturada_por).toBe(demo.admin.email)

    // An evaluator who answered is not taken off the person's evaluators (their answers would go).
    const evaluators = (result<Body>(await as("admin")("/get-evaluadores-360", { id_proyecto: project, id_evaluado: evaluado })).evaluadores ?? []) as ReadonlyArray<Body>
    const withoutP1 = evaluators.filter((e) => e.id_evaluador !== people.p1).map((e) => ({ id_evaluador: e.id_evaluador, relacion: e.relacion }))
    expect(message(await refusedUnchanged(409, () => as("admin")("/guardar-evaluadores-360", { id_proyecto: project, id_evaluado: evaluado, evaluadores: withoutP1 })))).toBe(
      m.evaluadorRespondio,
    )

    const results = result<Body>(await as("admin")("/get-resultados-evaluacion", { id_proyecto: project, id_empleado: evaluado }))
    const r360 = results.evaluacion_360 as { grupos: ReadonlyArray<Body>; ocultas: number; final: number; porcentaje: number }
    // One peer answered (minimum 3): never alone, not as "otros" either, and out of the score.
    expect(r360.grupos.map((g) => g.grupo)).toEqual(["auto", "jefe", "subordinados"])
    expect(r360.ocultas).toBe(1)
    expect(r360.grupos.find((g) => g.grupo === "subordinados")?.media).toBe(3)
    const expected = score360({ auto: [5], jefe: [4], subordinados: [3, 4, 2] })
    expect(r360.final).toBe(expected.final)
    expect(r360.porcentaje).toBe(expected.porcentaje)

    // The person evaluated: nothing of their own 360 before feedback; nobody else's results at all.
    const own = result<Body>(await as("evaluado")("/get-resultados-evaluacion", { id_proyecto: project, id_empleado: evaluado }))
    expect(own.evaluacion_360).toBeNull()
    expect(JSON.stringify(own)).not.toContain("grupos")
    expect(message(await refusedUnchanged(403, () => as("evaluado")("/get-resultados-evaluacion", { id_proyecto: project, id_empleado: jefe })))).toBe(m.sinResultados)
    expect(message(await refusedUnchanged(403, () => as("p1")("/get-evaluaciones-participante", { id_proyecto: project, id_empleado: evaluado })))).toBe(m.sinResultados)
  })

  it("writes the operative levels to COM300 with origen OPERATIVA, replaced on an edit", async () => {
    const [op] = await rows<{ id: number }>(`SELECT id_evaluacion_operativa AS id FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND id_evaluado = ${evaluado}`)
    const id = Number(op?.id)
    const form = result<Body>(await as("jefe")("/get-evaluacion-por-responder", { id_evaluacion_operativa: id }))
    const competencies = form.competencias as ReadonlyArray<{ id_competencia: number; peso: number }>
    const levels = form.niveles as ReadonlyArray<{ id_nivel: number; valor: number }>
    expect(competencies.length).toBeGreaterThan(0)
    const [firstC] = competencies
    expect(problems(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { id_evaluacion_operativa: id, respuestas: [] })))).toHaveLength(competencies.length)
    expect(problems(await refusedUnchanged(400, () => as("jefe")("/responder-evaluacion", { id_evaluacion_operativa: id, respuestas: [{ id_competencia: 999_999, id_nivel: 1 }] })))).toContain(
      m.competenciaAjena,
    )
    const top = levels[levels.length - 1]
    const low = levels[0]
    const rate = (level: { id_nivel: number } | undefined) => competencies.map((c) => ({ id_competencia: c.id_competencia, id_nivel: Number(level?.id_nivel) }))
    result(await as("jefe")("/responder-evaluacion", { id_evaluacion_operativa: id, respuestas: rate(low) }))
    result(await as("jefe")("/responder-evaluacion", { id_evaluacion_operativa: id, respuestas: rate(top) }))
    const com300 = await rows<{ id_competencia: number; id_nivel_evaluado: number; id_evaluador: number }>(
      `SELECT id_competencia, id_nivel_evaluado, id_evaluador FROM evaluaciones_competencia WHERE id_empleado = ${evaluado} AND origen = 'OPERATIVA'
        AND id_evaluacion IN (SELECT id_evaluacion FROM eva_evaluaciones_operativas_niveles WHERE id_evaluacion_operativa = ${id})`,
    )
    expect(com300).toHaveLength(competencies.length)
    expect(com300.every((r) => Number(r.id_nivel_evaluado) === Number(top?.id_nivel) && Number(r.id_evaluador) === jefe)).toBe(true)
    const [latest] = await rows<{ id_nivel_evaluado: number }>(
      `SELECT id_nivel_evaluado FROM competencias_vigentes WHERE id_empleado = ${evaluado} AND id_competencia = ${Number(firstC?.id_competencia)}`,
    )
    expect(Number(latest?.id_nivel_evaluado)).toBe(Number(top?.id_nivel))
    const results = result<Body>(await as("admin")("/get-resultados-evaluacion", { id_proyecto: project, id_empleado: evaluado }))
    expect(results.operativa).toBe(operativeScore(competencies.map((c) => ({ evaluado: Number(top?.valor), esperado: 1, peso: c.peso }))))
  })

  it("answers part of a project in evaluation with the demo seed", async () => {
    const rated = async () =>
      Number((await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND estado = 'Respondida' AND calificacion IS NOT NULL`))[0]?.n)
    const ratedBefore = await rated()
    const before = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_respuestas r JOIN eva_asignaciones_evaluador a ON a.id_asignacion_evaluador = r.id_asignacion_evaluador WHERE a.id_proyecto = ${project}`)
    const outcome = await t.server.run(seedDemoEvaluationAnswers(Date.now()).pipe(Effect.orDie))
    expect(outcome.respuestas_360 + outcome.operativas).toBeGreaterThan(0)
    const after = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_respuestas r JOIN eva_asignaciones_evaluador a ON a.id_asignacion_evaluador = r.id_asignacion_evaluador WHERE a.id_proyecto = ${project}`)
    expect(Number(after[0]?.n) - Number(before[0]?.n)).toBe(outcome.respuestas_360)
    const [pending] = await rows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador a WHERE a.id_proyecto = ${project} AND NOT EXISTS (SELECT 1 FROM eva_respuestas r WHERE r.id_asignacion_evaluador = a.id_asignacion_evaluador)`,
    )
    expect(outcome.respuestas_360).toBeGreaterThan(0)
    expect(Number(pending?.n)).toBeGreaterThan(0)
    expect(await rated()).toBe(ratedBefore + outcome.operativas)
    const [pendingOperative] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND estado = 'Pendiente'`)
    expect(Number(pendingOperative?.n)).toBeGreaterThan(0)
    const [written] = await rows<{ n: number }>(
      `SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas_niveles x JOIN eva_evaluaciones_operativas o ON o.id_evaluacion_operativa = x.id_evaluacion_operativa
       JOIN evaluaciones_competencia c ON c.id_evaluacion = x.id_evaluacion AND c.origen = 'OPERATIVA' WHERE o.id_proyecto = ${project}`,
    )
    expect(Number(written?.n)).toBeGreaterThan(0)
  })

  it("answers one's own evaluation at the kiosk; a comodín acting for another gets none", async () => {
    const kioskLogin = async (id_usuario: string, password: string) => {
      const login = await call(t.url, "/api/kiosko/login", { body: { id_usuario, password } })
      expect(login.status, JSON.stringify(login.body)).toBe(200)
      return (login.body as { token: string }).token
    }
    const kiosk = await kioskLogin(demoKioskUsers.employee.id_usuario, demoKioskUsers.employee.password)
    const [own] = await rows<{ id: number }>(`SELECT id_empleado AS id FROM usuarios_kiosko WHERE id_usuario = '${demoKioskUsers.employee.id_usuario}'`)
    const me = Number(own?.id)
    const [colleague] = await rows<{ id: number }>(
      `SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${me}, ${evaluado}) ORDER BY id_empleado DESC LIMIT 1`,
    )
    const person = Number(colleague?.id)
    // Their evaluators kept (the seed answered some), the kiosk user added as a peer.
    const current = (result<Body>(await as("admin")("/get-evaluadores-360", { id_proyecto: project, id_evaluado: person })).evaluadores ?? []) as ReadonlyArray<Body>
    const evaluadores = [...current.filter((e) => e.id_evaluador !== me).map((e) => ({ id_evaluador: e.id_evaluador, relacion: e.relacion })), { id_evaluador: me, relacion: "Par" }]
    result(await as("admin")("/guardar-evaluadores-360", { id_proyecto: project, id_evaluado: person, evaluadores }))
    const atKiosk = (path: string, token: string, body?: unknown) => call(t.url, `/api/kiosko${path}`, body === undefined ? { token } : { token, body })
    const listed = result<ReadonlyArray<Body>>(await atKiosk("/mis-evaluaciones", kiosk))
    const mine = listed.find((e) => e.id_proyecto === project && e.id_evaluado === person)
    expect(mine).toMatchObject({ tipo: "360", relacion: "Par", estado: "Pendiente", abierta: true })
    const ref = { id_asignacion_evaluador: Number(mine?.id_asignacion_evaluador) }
    // Someone else's, at the kiosk too: refused.
    const boss = await assignmentOf(jefe)
    expect(message(await refusedUnchanged(403, () => atKiosk("/responder-evaluacion", kiosk, { id_asignacion_evaluador: boss, respuestas: full(5) })))).toBe(m.ajena)
    expect(result<Body>(await atKiosk("/responder-evaluacion", kiosk, { ...ref, respuestas: full(5) })).estado).toBe("Respondida")

    const comodin = await kioskLogin(demoKioskUsers.comodin.id_usuario, demoKioskUsers.comodin.password)
    const [mate] = await rows<{ num: string }>(
      `SELECT e.num_empleado AS num FROM usuarios_kiosko k JOIN empleados c ON c.id_empleado = k.id_empleado
        JOIN empleados e ON e.id_centro_trabajo = c.id_centro_trabajo AND e.activo = '1' AND e.id_empleado <> k.id_empleado
       WHERE k.id_usuario = '${demoKioskUsers.comodin.id_usuario}' ORDER BY e.id_empleado LIMIT 1`,
    )
    result(await atKiosk("/colaborador", comodin, { num_empleado: mate?.num }))
    expect(result<ReadonlyArray<Body>>(await atKiosk("/mis-evaluaciones", comodin))).toEqual([])
    expect(message(await refusedUnchanged(403, () => atKiosk("/get-evaluacion-por-responder", comodin, ref)))).toBe(m.ajena)
  })

  it("takes no answers once the Evaluación phase is over", async () => {
    result(await as("admin")("/avanzar-fase", { id_proyecto: project }))
    const boss = await assignmentOf(jefe)
    expect(message(await refusedUnchanged(409, () => as("jefe")("/responder-evaluacion", { id_asignacion_evaluador: boss, respuestas: full(1) })))).toBe(m.fueraDeFase)
    const listed = result<ReadonlyArray<Body>>(await as("jefe")("/mis-evaluaciones", {}))
    expect(listed.filter((e) => e.id_proyecto === project).every((e) => e.abierta === false)).toBe(true)
  })
})
