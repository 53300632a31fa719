import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import type { DncPlan, ImportResult } from "../../domain/formacion/proyectos-dnc-api"
import { gapPriority } from "../../domain/formacion/proyectos-dnc-rules"
import { dncMessages } from "../../domain/formacion/proyectos-dnc-vocabulary"
import { foldText } from "../../domain/records/fold"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Proyectos DNC (FOR100) on both dialects: the rules its descriptors and tables add to the
// platform's CRUD and workflow, which the generated suite covers. A need names its tema and
// exactly the person, puesto or department its nivel says; a project does not close before it
// starts; a project outside its capture keeps its needs as they are. The import brings every gap
// > 0 of COM300 of the project's people (computed here again from the rows, apart from the
// server's SQL) and nothing else, never twice, never over a need captured by hand; the plan by
// tema adds up; the DC-2 PDF reads back with the company's data and the plan's lines.

type Body = Record<string, unknown>
type Row = Readonly<Record<string, unknown>>

const company = 1

describe.each(dialects)("Proyectos DNC on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const ok = <A,>(answer: Answer): A => {
    expect(answer.status, JSON.stringify(answer.body).slice(0, 500)).toBe(200)
    return (answer.body as { result: A }).result
  }
  const rows = <A extends Row>(query: Parameters<typeof sqlOf>[1]) => sqlOf(t.server, query) as Promise<ReadonlyArray<A>>
  const problems = (answer: Answer) => asError(answer).problemas ?? []
  /** The answer to `act`, which must be refused with `status` and change no table. */
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server)
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server)).toEqual(before)
    return answer
  }

  const project = (extra: Body = {}): Body => ({ n_proyecto: "DNC de prueba", anio: 2026, id_empresa: company, centros: [], f_inicio: "2026-02-01", f_cierre: "2026-04-30", ...extra })
  const createProject = async (extra: Body = {}): Promise<number> => Number(ok<Row>(await post("/proyectos-dnc", project(extra))).id_proyecto_dnc)
  const need = (id_proyecto_dnc: number, extra: Body = {}): Body => ({
    id_proyecto_dnc,
    nivel: "Puesto",
    id_empleado: null,
    id_puesto: puesto,
    id_depto: null,
    tema: "Primeros auxilios",
    id_competencia: null,
    origen: "Requisito legal/NOM",
    objetivo_153f: "III",
    prioridad: "Alta",
    id_modalidad: null,
    horas_estimadas: 8,
    participantes_estimados: 5,
    costo_estimado: 0,
    trimestre: null,
    ...extra,
  })

  let puesto = ""
  let depto = 0
  let person = 0
  let authorized = 0
  let capturing = 0

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    puesto = String((await rows<{ id: string }>((sql) => sql`SELECT MIN(id_puesto) AS id FROM puestos WHERE id_empresa = ${company}`))[0]?.id)
    depto = Number((await rows<{ id: number }>((sql) => sql`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_empresa = ${company}`))[0]?.id)
    person = Number((await rows<{ id: number }>((sql) => sql`SELECT MIN(id_empleado) AS id FROM empleados WHERE id_empresa = ${company} AND activo = '1'`))[0]?.id)
    // The demo's two projects (server/seed/demo-dnc.ts): last year's Autorizado, this year's En captura.
    const projects = ok<{ registros: ReadonlyArray<Row> }>(await get("/proyectos-dnc?por_pagina=20")).registros
    authorized = Number(projects.find((p) => p.estado === "Autorizado")?.id_proyecto_dnc)
    capturing = Number(projects.find((p) => p.estado === "En captura")?.id_proyecto_dnc)
  })

  it("refuses a need without its tema or the target its nivel names, one naming another company's, and a project that closes before it starts; nothing is saved", async () => {
    const noTema = await refusedUnchanged(400, () => post("/necesidades-dnc", need(capturing, { tema: "  " })))
    expect(problems(noTema)).toContainEqual({ campo: "tema", mensaje: "El tema es requerido" })
    const noPuesto = await refusedUnchanged(400, () => post("/necesidades-dnc", need(capturing, { id_puesto: null })))
    expect(problems(noPuesto)).toEqual([{ campo: "id_puesto", mensaje: dncMessages.puesto }])
    // A person's need that names a puesto and no person: both said.
    const wrong = await refusedUnchanged(400, () => post("/necesidades-dnc", need(capturing, { nivel: "Colaborador" })))
    expect(problems(wrong)).toEqual(expect.arrayContaining([{ campo: "id_empleado", mensaje: dncMessages.colaborador }, { campo: "id_puesto", mensaje: dncMessages.soloPuesto }]))
    const noDepto = await refusedUnchanged(400, () => post("/necesidades-dnc", need(capturing, { nivel: "Departamento", id_puesto: null })))
    expect(problems(noDepto)).toEqual([{ campo: "id_depto", mensaje: dncMessages.departamento }])
    const other = String((await rows<{ id: string }>((sql) => sql`SELECT MIN(id_puesto) AS id FROM puestos WHERE id_empresa <> ${company}`))[0]?.id)
    const foreign = await refusedUnchanged(400, () => post("/necesidades-dnc", need(capturing, { id_puesto: other })))
    expect(problems(foreign)).toEqual([{ campo: "id_puesto", mensaje: dncMessages.puestoAjeno }])
    const backwards = await refusedUnchanged(400, () => post("/proyectos-dnc", project({ f_inicio: "2026-05-01", f_cierre: "2026-04-30" })))
    expect(problems(backwards)).toEqual([{ campo: "f_cierre", mensaje: dncMessages.cierreAntes }])

    // The same need, whole, is taken; a person's second need of a tema, in another case, is not.
    ok(await post("/necesidades-dnc", need(capturing, { nivel: "Departamento", id_puesto: null, id_depto: depto })))
    ok(await post("/necesidades-dnc", need(capturing, { nivel: "Colaborador", id_puesto: null, id_empleado: person, tema: "Redacción de informes" })))
    const twice = await refusedUnchanged(409, () => post("/necesidades-dnc", need(capturing, { nivel: "Colaborador", id_puesto: null, id_empleado: person, tema: "REDACCIÓN de informes" })))
    expect(asError(twice).message).toBe(dncMessages.temaRepetido)
  })

  it("keeps the needs of a project outside its capture as they are: adding, changing, deleting and importing are refused (409)", async () => {
    const [stored] = ok<{ registros: ReadonlyArray<Row> }>(await get(`/necesidades-dnc?id_proyecto_dnc=${authorized}&por_pagina=5`)).registros
    expect(stored).toBeDefined()
    const id = Number(stored?.id_necesidad)
    const full = ok<Row>(await get(`/necesidades-dnc/${id}`))
    const { id_necesidad: _id, n_proyecto: _p, id_empresa: _e, destinatario: _d, n_competencia: _c, n_modalidad: _m, brecha: _b, id_usuario_alta: _u, f_alta: _a, f_modificacion: _f, ...writable } = full
    for (const act of [
      () => post("/necesidades-dnc", need(authorized)),
      () => post(`/necesidades-dnc/${id}`, { ...writable, tema: "Otro tema", _method: "PUT" }),
      () => post(`/necesidades-dnc/${id}`, { _method: "DELETE" }),
      () => post("/importar-brechas-dnc", { id_proyecto_dnc: authorized }),
    ]) {
      expect(asError(await refusedUnchanged(409, act)).message).toBe(dncMessages.fueraDeCaptura)
    }
    // Sent to review, a project's need no longer changes either; sent back, it does again.
    const reviewed = await createProject({ n_proyecto: "DNC en revisión" })
    ok(await post(`/proyectos-dnc/${reviewed}/abrir-captura`, {}))
    const added = ok<Row>(await post("/necesidades-dnc", need(reviewed)))
    ok(await post(`/proyectos-dnc/${reviewed}/enviar-revision`, {}))
    const change = () => post(`/necesidades-dnc/${String(added.id_necesidad)}`, { ...need(reviewed), participantes_estimados: 9, _method: "PUT" })
    expect(asError(await refusedUnchanged(409, change)).message).toBe(dncMessages.fueraDeCaptura)
    const back = ok<Row>(await post(`/proyectos-dnc/${reviewed}/devolver`, { comentario_devolucion: "Faltan las necesidades de la planta" }))
    expect(back).toMatchObject({ estado: "En captura", comentario_devolucion: "Faltan las necesidades de la planta" })
    expect(ok<Row>(await change()).participantes_estimados).toBe(9)
  })

  it("imports every gap > 0 of the project's people and centres once, never over a need captured by hand, and a second run adds nothing", async () => {
    // The project covers one centre of the company, the one with most assessed people.
    const [centre] = await rows<{ id: number }>(
      (sql) => sql`SELECT e.id_centro_trabajo AS id FROM empleados e JOIN evaluaciones_competencia ev ON ev.id_empleado = e.id_empleado
        WHERE e.id_empresa = ${company} AND e.activo = '1' GROUP BY e.id_centro_trabajo ORDER BY COUNT(*) DESC, e.id_centro_trabajo LIMIT 1`,
    )
    const idCentre = Number(centre?.id)
    // COM300's gaps worked out again here, from the rows: each person's puesto (the position's,
    // else the record's), what it expects, the latest assessment (greatest date, then id).
    const people = await rows<{ id_empleado: number; id_puesto: string | null }>(
      (sql) => sql`SELECT e.id_empleado, COALESCE(po.id_puesto, e.id_puesto) AS id_puesto FROM empleados e LEFT JOIN posiciones po ON po.id_posicion = e.id_posicion
        WHERE e.id_empresa = ${company} AND e.activo = '1' AND e.id_centro_trabajo = ${idCentre}`,
    )
    const expected = await rows<{ id_puesto: string; id_competencia: number; n_competencia: string; valor: number }>(
      (sql) => sql`SELECT pc.id_puesto, pc.id_competencia, c.n_competencia, ne.valor FROM puestos_competencias pc
        JOIN competencias c ON c.id_competencia = pc.id_competencia JOIN niveles_competencia ne ON ne.id_nivel = pc.id_nivel_esperado`,
    )
    const assessed = await rows<{ id_empleado: number; id_competencia: number; f: string; id_evaluacion: number; valor: number }>(
      (sql) => sql`SELECT ev.id_empleado, ev.id_competencia, CAST(ev.f_evaluacion AS VARCHAR(10)) AS f, ev.id_evaluacion, nv.valor
        FROM evaluaciones_competencia ev JOIN niveles_competencia nv ON nv.id_nivel = ev.id_nivel_evaluado`,
    )
    const latest = new Map<string, { f: string; id: number; valor: number }>()
    for (const a of assessed) {
      const key = `${a.id_empleado}|${a.id_competencia}`
      const known = latest.get(key)
      if (known === undefined || a.f > known.f || (a.f === known.f && Number(a.id_evaluacion) > known.id)) latest.set(key, { f: a.f, id: Number(a.id_evaluacion), valor: Number(a.valor) })
    }
    const gaps = people.flatMap((p) =>
      expected
        .filter((x) => x.id_puesto === p.id_puesto)
        .flatMap((x) => {
          const last = latest.get(`${p.id_empleado}|${x.id_competencia}`)
          return last === undefined || Number(x.valor) <= last.valor
            ? []
            : [{ id_empleado: Number(p.id_empleado), tema: x.n_competencia, brecha: Number(x.valor) - last.valor, prioridad: gapPriority(Number(x.valor), last.valor) }]
        }),
    )
    expect(gaps.length).toBeGreaterThan(5)
    // The same people's open training commitments (EVA380) come too, one per person and tema no
    // gap of theirs has: the demo's evaluation cycle opens some as its dates pass.
    const open = await rows<{ id_empleado: number; tema: string }>(
      (sql) => sql`SELECT r.id_empleado, TRIM(SUBSTR(c.accion, 1, 150)) AS tema FROM eva_compromisos c
        JOIN eva_retroalimentaciones r ON r.id_retro = c.id_retro JOIN empleados e ON e.id_empleado = r.id_empleado
        WHERE c.tipo = 'Capacitación' AND c.avance < 100 AND e.activo = '1' AND e.id_empresa = ${company} AND e.id_centro_trabajo = ${idCentre}`,
    )
    const gapKeys = new Set(gaps.map((g) => `${g.id_empleado}|${foldText(g.tema)}`))
    const commitments = new Set(open.map((c) => `${Number(c.id_empleado)}|${foldText(c.tema)}`).filter((k) => !gapKeys.has(k))).size

    const id = await createProject({ n_proyecto: "DNC de una planta", centros: [{ id_centro_trabajo: idCentre }] })
    // A need captured by hand for one of the gaps, its tema in capitals: the import leaves it be.
    const [hand] = gaps
    if (hand === undefined) throw new Error("no gap to capture by hand")
    ok(await post("/necesidades-dnc", need(id, { nivel: "Colaborador", id_puesto: null, id_empleado: hand.id_empleado, tema: hand.tema.toUpperCase(), origen: "Solicitud del jefe" })))

    const first = await post("/importar-brechas-dnc", { id_proyecto_dnc: id })
    expect(ok<ImportResult>(first)).toEqual({ agregadas: gaps.length - 1 + commitments, existentes: 1 })
    expect((first.body as { message: string }).message).toBe(dncMessages.importadas(gaps.length - 1 + commitments, 1))

    const imported = await rows<{ id_empleado: number; tema: string; nivel: string; objetivo_153f: string; prioridad: string; brecha: number; horas_estimadas: number; participantes_estimados: number }>(
      (sql) => sql`SELECT id_empleado, tema, nivel, objetivo_153f, prioridad, brecha, horas_estimadas, participantes_estimados FROM necesidades_dnc
        WHERE id_proyecto_dnc = ${id} AND origen = 'Brecha de competencias'`,
    )
    const asKey = (g: { readonly id_empleado: number; readonly tema: string }) => `${g.id_empleado}|${g.tema.toLowerCase()}`
    expect(imported.map(asKey).sort()).toEqual(gaps.slice(1).map(asKey).sort())
    const byKey = new Map(gaps.map((g) => [asKey(g), g]))
    for (const n of imported) {
      expect(n).toMatchObject({ nivel: "Colaborador", objetivo_153f: "I", prioridad: byKey.get(asKey(n))?.prioridad })
      expect([Number(n.brecha), Number(n.horas_estimadas), Number(n.participantes_estimados)]).toEqual([byKey.get(asKey(n))?.brecha, 8, 1])
    }
    const [one] = await rows<{ n: number | string }>(
      (sql) => sql`SELECT COUNT(*) AS n FROM necesidades_dnc WHERE id_proyecto_dnc = ${id} AND id_empleado = ${hand.id_empleado} AND clave_tema = ${foldText(hand.tema)}`,
    )
    expect(Number(one?.n)).toBe(1)
    // COM300's own page agrees for a person: its gaps are the person's needs.
    const sample = gaps[gaps.length - 1]
    if (sample === undefined) throw new Error("no gap")
    const com300 = ok<{ competencias: ReadonlyArray<{ n_competencia: string; brecha: number | null }> }>(await post("/get-competencias-colaborador", { id_empleado: sample.id_empleado }))
    const needs = ok<{ registros: ReadonlyArray<Row> }>(await get(`/necesidades-dnc?id_proyecto_dnc=${id}&buscar=${encodeURIComponent(String(sample.id_empleado).padStart(6, "0"))}&por_pagina=100`))
    expect(
      com300.competencias
        .filter((c) => (c.brecha ?? 0) > 0)
        .map((c) => c.n_competencia)
        .sort(),
    ).toEqual(needs.registros.filter((n) => n.id_empleado === sample.id_empleado).map((n) => String(n.tema)).sort())

    const second = await post("/importar-brechas-dnc", { id_proyecto_dnc: id })
    expect(ok<ImportResult>(second)).toEqual({ agregadas: 0, existentes: gaps.length + commitments })
    // The project's totals moved by what was added: the hand need (5 people, 8 hours) and one person of 8 hours per gap or commitment.
    expect(ok<Row>(await get(`/proyectos-dnc/${id}`))).toMatchObject({
      necesidades: gaps.length + commitments,
      participantes: gaps.length - 1 + commitments + 5,
      horas: (gaps.length - 1 + commitments) * 8 + 40,
    })
  })

  it("consolidates the plan by tema (without case) and adds up its totals; the project's totals follow each write; the DC-2 PDF says the same", async () => {
    const id = await createProject({ n_proyecto: "DNC del plan" })
    const [one, two] = await rows<{ id: string }>((sql) => sql`SELECT id_puesto AS id FROM puestos WHERE id_empresa = ${company} ORDER BY id_puesto LIMIT 2`)
    ok(await post("/necesidades-dnc", need(id, { id_puesto: one?.id, tema: "Excel", objetivo_153f: "IV", participantes_estimados: 10, horas_estimadas: 8, costo_estimado: 5000, id_modalidad: "PRESENCIAL", trimestre: "2" })))
    ok(await post("/necesidades-dnc", need(id, { nivel: "Departamento", id_puesto: null, id_depto: depto, tema: "excel", objetivo_153f: "I", participantes_estimados: 3, horas_estimadas: 4, costo_estimado: 1200.5, id_modalidad: "EN_LINEA", trimestre: "1" })))
    const welding = ok<Row>(await post("/necesidades-dnc", need(id, { id_puesto: two?.id, tema: "Soldadura", participantes_estimados: 2, horas_estimadas: 10 })))
    // Changed, a need moves its project's totals by the difference.
    ok(await post(`/necesidades-dnc/${String(welding.id_necesidad)}`, { ...need(id, { id_puesto: two?.id, tema: "Soldadura", participantes_estimados: 1, horas_estimadas: 16 }), _method: "PUT" }))

    const plan = ok<DncPlan>(await post("/plan-dnc", { id_proyecto_dnc: id }))
    expect(plan.lineas).toEqual([
      { clave: "excel", tema: "Excel", necesidades: 2, participantes: 13, horas: 92, costo: 6200.5, objetivo_153f: "IV", n_modalidad: "Presencial", trimestres: [1, 2], sinTrimestre: false },
      { clave: "soldadura", tema: "Soldadura", necesidades: 1, participantes: 1, horas: 16, costo: 0, objetivo_153f: "III", n_modalidad: null, trimestres: [], sinTrimestre: true },
    ])
    expect(plan.totales).toEqual({ necesidades: 3, participantes: 14, horas: 108, costo: 6200.5 })
    // A page of the plan keeps the whole plan's totals.
    const page = ok<DncPlan & { total_filas: number }>(await post("/plan-dnc", { id_proyecto_dnc: id, pagina: 2, por_pagina: 1 }))
    expect([page.lineas.map((l) => l.tema), page.total_filas, page.totales]).toEqual([["Soldadura"], 2, plan.totales])
    expect(ok<Row>(await get(`/proyectos-dnc/${id}`))).toMatchObject({ necesidades: 3, participantes: 14, horas: 108, costo: 6200.5, estado: "Borrador" })
    const [other] = ok<{ registros: ReadonlyArray<Row> }>(await get(`/necesidades-dnc?id_proyecto_dnc=${id}&buscar=soldadura`)).registros
    ok(await post(`/necesidades-dnc/${String(other?.id_necesidad)}`, { _method: "DELETE" }))
    expect(ok<Row>(await get(`/proyectos-dnc/${id}`))).toMatchObject({ necesidades: 2, participantes: 13, horas: 92, costo: 6200.5 })
    ok(await post("/necesidades-dnc", need(id, { id_puesto: two?.id, tema: "Soldadura", participantes_estimados: 1, horas_estimadas: 16 })))

    const pdf = await fetch(`${t.url}/api/proyectos-dnc/${id}/plan-capacitacion`, { headers: { authorization: `Bearer ${admin}` } })
    expect(pdf.status).toBe(200)
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    const [firm] = await rows<{ n_empresa: string; rfc: string }>((sql) => sql`SELECT n_empresa, rfc FROM empresas WHERE id_empresa = ${company}`)
    const registros = await rows<{ r: string }>((sql) => sql`SELECT registro_patronal AS r FROM empresas_registros_patronales WHERE id_empresa = ${company} AND activo = '1'`)
    const sexes = await rows<{ sexo: string; n: number | string }>((sql) => sql`SELECT sexo, COUNT(*) AS n FROM empleados WHERE id_empresa = ${company} AND activo = '1' GROUP BY sexo`)
    const count = (sexo: string) => Number(sexes.find((s) => s.sexo === sexo)?.n ?? 0)
    for (const expectedText of [
      "Plan y programas de capacitación",
      "DNC del plan",
      `RFC ${firm?.rfc}`,
      ...registros.map((r) => r.r),
      `Hombres ${count("H")}`,
      `Mujeres ${count("M")}`,
      "1 IV. Incrementar la productividad 10",
      "2 I. Actualizar y perfeccionar conocimientos y habilidades 3",
      "3 III. Prevenir riesgos de trabajo 1",
      "Excel IV 13 92 Presencial 1, 2 $6,200.50",
      "Soldadura III 1 16 Por definir Sin programar $0.00",
      "Total 14 108 $6,200.50",
      "BORRADOR",
    ]) {
      expect(text, expectedText).toContain(expectedText)
    }
    expect(text).toContain(String(firm?.n_empresa))
  })
})
