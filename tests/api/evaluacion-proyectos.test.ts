import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { hiredBy } from "../../domain/evaluacion/proyectos-rules"
import { evaluationProjectMessages as m } from "../../domain/evaluacion/proyectos-vocabulary"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// EVA150 Proyectos de evaluación on both dialects: every refusal with its message, its 4xx and
// nothing saved (phases out of order, overlapping or outside the period; weights not adding to
// 100; a population outside the company or the caller's centres; a published project changed;
// transitions from the wrong state; evaluators that break the rules); publishing stores exactly
// the population the SQL here counts (90 days of seniority at the start) and enters the phase of
// the server's day; the phases advance to the last and the project closes; the 360 evaluators
// proposed from the position tree match the tree, are not proposed twice, and are edited with
// each relation's count against its minimum.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe.each(dialects)("Evaluación: proyectos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let centreOnly = ""
  let noKey = ""
  const as = (token: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token, body })
  const post = (path: string, body: unknown) => as(admin)(path, body)
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expectRefusal(JSON.stringify(answer.body), answer, [status])
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }
  const message = (a: Answer) => asError(a).message
  const problem = (a: Answer) => (asError(a).problemas ?? []).map((p) => p.mensaje)
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }

  const today = todayInMexico()
  const start = shift(today, -10)
  const phases = [
    { fase: "Captura de objetivos", f_inicio: start, f_fin: shift(today, -1) },
    { fase: "Evaluación", f_inicio: today, f_fin: shift(today, 30) },
    { fase: "Calibración", f_inicio: shift(today, 31), f_fin: shift(today, 60) },
  ]
  const project = (extra: Body = {}): Body => evaluationCycle({
    n_proyecto: "Ciclo de desempeño",
    tipo: "Integral",
    f_inicio: start,
    f_fin: shift(today, 60),
    fases: phases,
    peso_objetivos: 60,
    peso_360: 40,
    ...extra,
  })
  const created = async (body: Body): Promise<Body> => result(await post("/proyectos-evaluacion", body))
  const fire = (id: unknown, transition: string) => post(`/proyectos-evaluacion/${String(id)}/${transition}`, {})
  let ownCentre = 0

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    noKey = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [centre] = await rows<{ id_centro_trabajo: number }>("SELECT MIN(id_centro_trabajo) AS id_centro_trabajo FROM centros_trabajo WHERE id_empresa = 1")
    ownCentre = Number(centre?.id_centro_trabajo)
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "EVA1", n_rol: "Un centro" })}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO permisos_rol ${sql.insert({ id_rol: "EVA1", id_empresa: 1, id_centro_trabajo: ownCentre, permiso: "1" })}`)
    await createUser(t.server, { email: "eva150@demo.mx", password: "Prueba.Eva150-2031", group: "EVA150G", keys: ["EVA150"], role: "EVA1" })
    centreOnly = (await signIn(t.url, "eva150@demo.mx", "Prueba.Eva150-2031")).token
  })

  it("refuses every broken cycle with its message and saves nothing", async () => {
    const overlap = [phases[0], { ...phases[1], f_inicio: shift(today, -2) }, phases[2]]
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ fases: overlap }))))).toContain(m.fasesTraslape)
    const disordered = [phases[1], phases[0]]
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ fases: disordered }))))).toContain(m.fasesOrden)
    const outside = [{ ...phases[0], f_inicio: shift(start, -1) }]
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ fases: outside }))))).toContain(m.fasesPeriodo)
    const backwards = [{ ...phases[0], f_fin: shift(start, -3) }]
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ fases: backwards }))))).toContain(m.faseFinAntes)
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ peso_operativa: 0.01 }))))).toContain(m.pesosComponentes)
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ peso_clientes: 5 }))))).toContain(m.pesos360)
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ n_proyecto: "" }))))).toContain(m.nombre)
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ fases: [] }))))).toContain("Capture al menos 1 fase")
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ tipo: "Libre" }))))).toContain("El valor de Tipo no es válido")
    // An instrument that does not exist, or one of the other slot's kind (the demo's OPE-GEN in the 360 slot).
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ id_encuesta_360: 999_999 }))))).toContain(m.encuestaNoValida("360"))
    const operative = Number((await rows<{ id: number }>("SELECT id_encuesta AS id FROM eva_encuestas WHERE tipo = 'Operativa' AND activo = '1'"))[0]?.id)
    expect(problem(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ id_encuesta_360: operative }))))).toContain(m.encuestaNoValida("360"))

    const [foreign] = await rows<{ id_centro_trabajo: number; id_depto: number }>(
      "SELECT d.id_centro_trabajo, d.id_depto FROM departamentos d WHERE d.id_empresa <> 1 ORDER BY d.id_depto LIMIT 1",
    )
    const [foreignPuesto] = await rows<{ id_puesto: string }>("SELECT id_puesto FROM puestos WHERE id_empresa <> 1 ORDER BY id_puesto LIMIT 1")
    expect(message(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ centros: [{ id_centro_trabajo: Number(foreign?.id_centro_trabajo) }] }))))).toBe(m.centroDeEmpresa)
    expect(message(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ deptos: [{ id_depto: Number(foreign?.id_depto) }] }))))).toBe(m.deptoDeEmpresa)
    expect(message(await refusedUnchanged(400, () => post("/proyectos-evaluacion", project({ puestos: [{ id_puesto: String(foreignPuesto?.id_puesto) }] }))))).toBe(m.puestoDeEmpresa)

    // Scope: a caller with one centre must name it; another centre of the company is not theirs.
    expect(message(await refusedUnchanged(400, () => as(centreOnly)("/proyectos-evaluacion", project())))).toBe(m.centrosRequeridos)
    const [other] = await rows<{ id_centro_trabajo: number }>(`SELECT id_centro_trabajo FROM centros_trabajo WHERE id_empresa = 1 AND id_centro_trabajo <> ${ownCentre} LIMIT 1`)
    expect(message(await refusedUnchanged(403, () => as(centreOnly)("/proyectos-evaluacion", project({ centros: [{ id_centro_trabajo: Number(other?.id_centro_trabajo) }] }))))).toBe(
      m.centroFueraDeRol,
    )
    await refusedUnchanged(403, () => as(noKey)("/proyectos-evaluacion", project()))
    await refusedUnchanged(403, () => as(noKey)("/avanzar-fase", { id_proyecto: 1 }))
    await refusedUnchanged(403, () => as(noKey)("/get-colaboradores-proyecto", { id_proyecto: 1, tipo_proyecto: "EVA" }))
    await refusedUnchanged(403, () => as(noKey)("/proponer-evaluadores-360", { id_proyecto: 1 }))
  })

  it("publishes the population, advances its phases by the server's day and closes", async () => {
    const draft = await created(project())
    const id = draft.id_proyecto
    expect(draft.estado).toBe("Borrador")
    expect((draft.fases as ReadonlyArray<Body>).map((f) => f.fase)).toEqual(phases.map((p) => p.fase))
    // A draft answers its population as it would be stored.
    const cutoff = hiredBy(start, 90)
    const [expected] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM empleados WHERE id_empresa = 1 AND activo = '1' AND f_ingreso <= '${cutoff}'`)
    const [recent] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM empleados WHERE id_empresa = 1 AND activo = '1' AND f_ingreso > '${cutoff}'`)
    const live = result<ReadonlyArray<Body>>(await post("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "EVA" }))
    expect(live.length).toBe(Math.min(1000, Number(expected?.n)))
    expect(Number(expected?.n)).toBeGreaterThan(0)
    expect(problem(await refusedUnchanged(400, () => post("/get-colaboradores-proyecto", { id_proyecto: id, tipo_proyecto: "XYZ" })))).toContain(m.tipoProyecto)
    expect(message(await refusedUnchanged(404, () => post("/get-colaboradores-proyecto", { id_proyecto: 999_999, tipo_proyecto: "EVA" })))).toBeTruthy()
    // No 360 evaluators before publishing.
    expect(message(await refusedUnchanged(409, () => post("/proponer-evaluadores-360", { id_proyecto: id })))).toBe(m.evaluadoresBorrador)

    const published = result(await fire(id, "publicar"))
    expect(published.estado).toBe("En evaluación")
    expect(published.fase_actual).toBe("Evaluación")
    expect(published.participantes).toBe(Number(expected?.n))
    const [stored] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${id}`)
    expect(Number(stored?.n)).toBe(Number(expected?.n))
    if (Number(recent?.n) > 0) {
      const [leaked] = await rows<{ n: number }>(
        `SELECT COUNT(*) AS n FROM eva_participantes pa JOIN empleados e ON e.id_empleado = pa.id_empleado WHERE pa.id_proyecto = ${id} AND e.f_ingreso > '${cutoff}'`,
      )
      expect(Number(leaked?.n)).toBe(0)
    }
    const listed = result<ReadonlyArray<Body>>(await post("/get-proyectos-by-tipo", { tipo_proyecto: "EVA" }))
    expect(listed.map((p) => p.id_proyecto)).toContain(id)

    // Frozen once published: nothing changes.
    expect(message(await refusedUnchanged(409, () => post(`/proyectos-evaluacion/${String(id)}`, { ...project({ peso_objetivos: 50, peso_360: 50 }), _method: "PUT" })))).toBe(m.soloBorrador)
    expect(message(await refusedUnchanged(409, () => fire(id, "publicar")))).toBe(m.noPublicable)

    const advanced = await post("/avanzar-fase", { id_proyecto: id })
    expect(advanced.status, JSON.stringify(advanced.body)).toBe(200)
    expect((advanced.body as { message: string }).message).toBe(m.faseAvanzada("Calibración"))
    const [now] = await rows<{ estado: string; fase_actual: string }>(`SELECT estado, fase_actual FROM eva_proyectos WHERE id_proyecto = ${id}`)
    expect(now).toEqual({ estado: "En calibración", fase_actual: "Calibración" })
    expect(message(await refusedUnchanged(409, () => post("/avanzar-fase", { id_proyecto: id })))).toBe(m.ultimaFase)

    expect(result(await fire(id, "cerrar")).estado).toBe("Cerrado")
    expect(message(await refusedUnchanged(409, () => post("/avanzar-fase", { id_proyecto: id })))).toBe(m.noAvanzable)
    expect(message(await refusedUnchanged(409, () => fire(id, "cerrar")))).toBe(m.noCerrable)
    expect(message(await refusedUnchanged(409, () => post("/proponer-evaluadores-360", { id_proyecto: id })))).toBe(m.evaluadoresBorrador)
  })

  it("refuses publishing an empty population and a period already over", async () => {
    const [newest] = await rows<{ id_puesto: string }>(
      `SELECT p.id_puesto FROM puestos p WHERE p.id_empresa = 1 AND NOT EXISTS (SELECT 1 FROM empleados e WHERE e.id_puesto = p.id_puesto AND e.activo = '1') LIMIT 1`,
    )
    if (newest !== undefined) {
      const empty = await created(project({ puestos: [{ id_puesto: newest.id_puesto }] }))
      expect(message(await refusedUnchanged(409, () => fire(empty.id_proyecto, "publicar")))).toBe(m.sinParticipantes)
    }
    const past = shift(today, -40)
    const over = await created(project({ f_inicio: past, f_fin: shift(today, -1), fases: [{ fase: "Evaluación", f_inicio: past, f_fin: shift(today, -1) }] }))
    expect(message(await refusedUnchanged(409, () => fire(over.id_proyecto, "publicar")))).toBe(m.periodoTerminado)
  })

  it("proposes the 360 evaluators from the position tree once, and edits one person's", async () => {
    const objectives = await created(project({ tipo: "Objetivos", peso_objetivos: 100, peso_360: 0 }))
    result(await fire(objectives.id_proyecto, "publicar"))
    expect(message(await refusedUnchanged(409, () => post("/proponer-evaluadores-360", { id_proyecto: objectives.id_proyecto })))).toBe(m.sin360)

    const cycle = await created(project({ n_proyecto: "360 anual", tipo: "360", peso_objetivos: 0, peso_360: 100 }))
    const id = cycle.id_proyecto
    result(await fire(id, "publicar"))
    const outcome = result<Body>(await post("/proponer-evaluadores-360", { id_proyecto: id }))
    const [participants] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${id}`)
    expect(outcome.evaluados).toBe(Number(participants?.n))
    expect(outcome.propuestos).toBe(Number(participants?.n))
    const [autos] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND relacion = 'Auto' AND id_evaluador = id_evaluado`)
    expect(Number(autos?.n)).toBe(Number(participants?.n))
    // Every boss assigned is the occupant of the boss's position; every subordinate sits under the person.
    const [wrongBoss] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador a
      JOIN empleados e ON e.id_empleado = a.id_evaluado JOIN posiciones p ON p.id_posicion = e.id_posicion JOIN empleados b ON b.id_empleado = a.id_evaluador
      WHERE a.id_proyecto = ${id} AND a.relacion = 'Jefe' AND (p.id_posicion_jefe IS NULL OR b.id_posicion <> p.id_posicion_jefe)`)
    expect(Number(wrongBoss?.n)).toBe(0)
    const [wrongReport] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador a
      JOIN empleados e ON e.id_empleado = a.id_evaluado JOIN empleados s ON s.id_empleado = a.id_evaluador JOIN posiciones ps ON ps.id_posicion = s.id_posicion
      WHERE a.id_proyecto = ${id} AND a.relacion = 'Subordinado' AND (ps.id_posicion_jefe IS NULL OR ps.id_posicion_jefe <> e.id_posicion)`)
    expect(Number(wrongReport?.n)).toBe(0)
    const [bosses] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND relacion = 'Jefe'`)
    expect(Number(bosses?.n)).toBeGreaterThan(0)
    expect(Number(bosses?.n)).toBe(Number(participants?.n) - Number(outcome.sin_jefe))
    const again = result<Body>(await post("/proponer-evaluadores-360", { id_proyecto: id }))
    expect(again.asignaciones).toBe(0)
    expect(again.propuestos).toBe(0)

    // One person with a boss: edit their evaluators.
    const [person] = await rows<{ id_evaluado: number; id_evaluador: number }>(
      `SELECT id_evaluado, id_evaluador FROM eva_asignaciones_evaluador WHERE id_proyecto = ${id} AND relacion = 'Jefe' ORDER BY id_evaluado LIMIT 1`,
    )
    const evaluado = Number(person?.id_evaluado)
    const boss = Number(person?.id_evaluador)
    const [outsider] = await rows<{ id_empleado: number }>(
      `SELECT id_empleado FROM empleados WHERE id_empresa = 1 AND activo = '1' AND id_empleado NOT IN (${evaluado}, ${boss}) ORDER BY id_empleado LIMIT 1`,
    )
    const [notParticipant] = await rows<{ id_empleado: number }>(
      `SELECT e.id_empleado FROM empleados e WHERE e.id_empresa = 1 AND NOT EXISTS (SELECT 1 FROM eva_participantes pa WHERE pa.id_proyecto = ${id} AND pa.id_empleado = e.id_empleado) LIMIT 1`,
    )
    const save = (evaluadores: ReadonlyArray<Body>, who = evaluado) => post("/guardar-evaluadores-360", { id_proyecto: id, id_evaluado: who, evaluadores })
    const peer = Number(outsider?.id_empleado)
    expect(message(await refusedUnchanged(400, () => save([{ id_evaluador: boss, relacion: "Jefe" }, { id_evaluador: boss, relacion: "Par" }])))).toBe(m.evaluadorRepetido)
    expect(message(await refusedUnchanged(400, () => save([{ id_evaluador: boss, relacion: "Auto" }])))).toBe(m.autoSoloPropio)
    expect(message(await refusedUnchanged(400, () => save([{ id_evaluador: evaluado, relacion: "Par" }])))).toBe(m.autoUnico)
    expect(message(await refusedUnchanged(400, () => save([{ id_evaluador: 99_999_999, relacion: "Par" }])))).toBe(m.evaluadorNoExiste)
    expect(problem(await refusedUnchanged(400, () => save([{ id_evaluador: peer, relacion: "Amigo" }])))).toContain("La relación debe ser Auto, Jefe, Par, Subordinado o Cliente")
    if (notParticipant !== undefined) {
      expect(message(await refusedUnchanged(404, () => save([], Number(notParticipant.id_empleado))))).toBe(m.noParticipante)
    }
    const saved = result<{ evaluadores: ReadonlyArray<Body>; por_relacion: ReadonlyArray<Body> }>(
      await save([
        { id_evaluador: evaluado, relacion: "Auto" },
        { id_evaluador: boss, relacion: "Jefe" },
        { id_evaluador: peer, relacion: "Par" },
      ]),
    )
    expect(saved.evaluadores.map((e) => [e.relacion, e.id_evaluador])).toEqual([
      ["Auto", evaluado],
      ["Jefe", boss],
      ["Par", peer],
    ])
    expect(saved.por_relacion.find((r) => r.relacion === "Par")).toEqual({ relacion: "Par", asignados: 1, minimo: 3, faltan: 2 })
    const read = result<{ evaluadores: ReadonlyArray<Body> }>(await post("/get-evaluadores-360", { id_proyecto: id, id_evaluado: evaluado }))
    expect(read.evaluadores.length).toBe(3)
  })

  it("lists the cycles through /get-proyectos-eva as the page counts them, filtered, and only with the key", async () => {
    const all = result<ReadonlyArray<Body>>(await post("/get-proyectos-eva", {}))
    const [demoCycle] = await rows<{ id: number; n: number }>(
      "SELECT p.id_proyecto AS id, (SELECT COUNT(*) FROM eva_participantes pa WHERE pa.id_proyecto = p.id_proyecto) AS n FROM eva_proyectos p WHERE p.n_proyecto = 'Evaluación integral del desempeño'",
    )
    const listed = all.find((p) => p.id_proyecto === Number(demoCycle?.id))
    expect(listed).toMatchObject({ tipo: "Integral", fase_actual: "Evaluación", estado: "En evaluación", participantes: Number(demoCycle?.n) })
    expect(typeof listed?.avance).toBe("number")
    expect(String(listed?.f_inicio)).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The page's own list counts the same.
    const page = result<{ registros: ReadonlyArray<Body> }>(await call(t.url, `/api/proyectos-evaluacion?por_pagina=100`, { token: admin }))
    const onPage = page.registros.find((p) => p.id_proyecto === Number(demoCycle?.id))
    expect([onPage?.participantes, onPage?.avance]).toEqual([listed?.participantes, listed?.avance])
    const integral = result<ReadonlyArray<Body>>(await post("/get-proyectos-eva", { tipo: "Integral", id_empresa: 1 }))
    expect(integral.length).toBeGreaterThan(0)
    expect(integral.every((p) => p.tipo === "Integral" && p.id_empresa === 1)).toBe(true)
    expect(result<ReadonlyArray<Body>>(await post("/get-proyectos-eva", { estado: "Cerrado", tipo: "Operativa", id_empresa: 2 })).every((p) => p.estado === "Cerrado")).toBe(true)
    expect(problem(await refusedUnchanged(400, () => post("/get-proyectos-eva", { tipo: "Anual" })))).toEqual(["El tipo de proyecto no es válido"])
    await refusedUnchanged(403, () => as(noKey)("/get-proyectos-eva", {}))
  })
})
