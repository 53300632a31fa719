import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { feedbackMessages as m } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { markOverdueCommitments } from "../../server/evaluacion/reporte-compromisos-vencidos"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// Feedback sessions and commitments on both dialects (EVA370/EVA375/EVA380): the boss holds a
// session with at least one commitment ('Registre al menos un compromiso'); every refusal says
// its message and saves nothing; someone who is not the boss, or lacks the kind's key, is
// refused; the person cannot read their 360 report before their 360 session is held and can
// after; they sign from their side; the report and /guardar-compromiso keep to the responsible
// person; the daily pass stores Vencido; training commitments reach the DNC import once.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe.each(dialects)("Evaluación: retroalimentación y compromisos on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens: Record<string, string> = {}
  const as = (who: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token: tokens[who] ?? "", body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const said = (a: Answer) => [asError(a).message, ...(asError(a).problemas ?? []).map((p) => p.mensaje)]
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<ReadonlyArray<string>> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expectRefusal(JSON.stringify(answer.body), answer, [status])
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return said(answer)
  }
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }

  const today = todayInMexico()
  const start = shift(today, -10)
  let project = 0
  let evaluado = 0
  let jefe = 0
  let other = 0
  const key = () => ({ id_proyecto: project, id_empleado: evaluado, tipo: "360" })
  const session = (extra: Body = {}): Body => ({
    ...key(),
    f_sesion: today,
    fortalezas: "Cumple sus entregas y apoya al equipo",
    areas_mejora: "Planeación de sus prioridades",
    compromisos: [{ accion: "Curso de administración del tiempo", tipo: "Capacitación", id_responsable: evaluado, f_compromiso: shift(today, 30) }],
    ...extra,
  })
  const link = async (name: string, id_empleado: number, keys: ReadonlyArray<string>, role: string) => {
    const email = `${name}@retro.mx`
    await createUser(t.server, { email, password: "Prueba.Retro-2031", group: `RETRO_${name.toUpperCase()}`, keys, role })
    await rows(`UPDATE usuarios SET id_empleado = ${id_empleado} WHERE id_usuario = '${email}'`)
    tokens[name] = (await signIn(t.url, email, "Prueba.Retro-2031")).token
  }

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [survey] = await rows<{ id: number }>("SELECT MAX(id_encuesta) AS id FROM eva_encuestas WHERE tipo = '360' AND activo = '1'")
    const created = await as("admin")("/proyectos-evaluacion", evaluationCycle({
      n_proyecto: "Ciclo de retroalimentación",
      tipo: "Integral",
      f_inicio: start,
      f_fin: shift(today, 60),
      fases: [
        { fase: "Evaluación", f_inicio: start, f_fin: shift(today, 10) },
        { fase: "Retroalimentación", f_inicio: shift(today, 11), f_fin: shift(today, 60) },
      ],
      peso_objetivos: 40,
      peso_360: 40,
      peso_operativa: 20,
      id_encuesta_360: Number(survey?.id),
    }))
    project = Number(result(created).id_proyecto)
    result(await as("admin")(`/proyectos-evaluacion/${project}/publicar`, {}))
    const [admin] = await rows<{ id: number | null; rol: string }>(`SELECT id_empleado AS id, id_rol AS rol FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    const [op] = await rows<{ id_evaluado: number; id_evaluador: number }>(
      `SELECT id_evaluado, id_evaluador FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND id_evaluador IS NOT NULL
         AND id_evaluado <> ${Number(admin?.id ?? 0)} AND id_evaluador <> ${Number(admin?.id ?? 0)} ORDER BY id_evaluado LIMIT 1`,
    )
    evaluado = Number(op?.id_evaluado)
    jefe = Number(op?.id_evaluador)
    const [o] = await rows<{ id: number }>(
      `SELECT id_empleado AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${evaluado}, ${jefe}, ${Number(admin?.id ?? 0)}) ORDER BY id_empleado LIMIT 1`,
    )
    other = Number(o?.id)
    const role = String(admin?.rol)
    await link("jefe", jefe, ["EVA370", "EVA375", "EVA380"], role)
    await link("evaluado", evaluado, ["EVA380"], role)
    await link("otro", other, ["EVA375", "EVA380"], role)
    await link("sinclave", jefe, ["EVA375"], role)
  })

  it("refuses each bad session with its message and saves nothing", async () => {
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ compromisos: [] })))).toContain(m.alMenosUno)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ fortalezas: "  " })))).toContain(m.fortalezas)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ areas_mejora: "" })))).toContain(m.areasMejora)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ f_sesion: "2026-02-30" })))).toContain(m.fecha)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ f_sesion: shift(today, 1) })))).toContain(m.fechaFutura)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", session({ conformidad: "Tal vez" })))).toContain(m.conformidad)
    const bad = (c: Body) => session({ compromisos: [{ accion: "Mentoría con el gerente", tipo: "Mentoría", id_responsable: evaluado, f_compromiso: today, ...c }] })
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ accion: "" })))).toContain(m.accion)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ tipo: "Viaje" })))).toContain(m.tipoCompromiso)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ f_compromiso: "" })))).toContain(m.fechaCompromiso)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ avance: 101 })))).toContain(m.avance)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ id_responsable: other })))).toContain(m.responsableAjeno)
    expect(await refusedUnchanged(400, () => as("jefe")("/guardar-retroalimentacion", bad({ id_compromiso: 999_999 })))).toContain(m.compromisoAjeno)
    // Scope: not the boss; a kind without its key; someone who is not a participant.
    expect(await refusedUnchanged(403, () => as("otro")("/guardar-retroalimentacion", session()))).toContain(m.noEsJefe)
    expect(await refusedUnchanged(403, () => as("sinclave")("/guardar-retroalimentacion", session({ tipo: "Operativa" })))).toContain(m.sinClave("Operativa"))
    expect(await refusedUnchanged(403, () => as("otro")("/get-retroalimentacion", key()))).toContain(m.noEsJefe)
    expect(await refusedUnchanged(403, () => as("evaluado")("/get-retroalimentaciones", { id_proyecto: project, tipo: "360" }))).toBeDefined()
    const [none] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_retroalimentaciones WHERE id_proyecto = ${project}`)
    expect(Number(none?.n)).toBe(0)
  })

  it("releases the person's 360 only once their 360 session is held, and lets them sign it", async () => {
    const results = async () => result<Body>(await as("evaluado")("/get-resultados-evaluacion", { id_proyecto: project, id_empleado: evaluado }))
    expect((await results()).evaluacion_360).toBeNull()
    const listed = result<ReadonlyArray<Body>>(await as("jefe")("/get-retroalimentaciones", { id_proyecto: project, tipo: "360" }))
    expect(listed.find((r) => r.id_empleado === evaluado)?.estado).toBe("Pendiente")

    const draft = result<Body>(await as("jefe")("/guardar-retroalimentacion", session()))
    expect([draft.estado, draft.firma_jefe, (draft.compromisos as ReadonlyArray<Body>).length]).toEqual(["En sesión", false, 1])
    // Recorded but not held: still nothing released, and the person cannot sign yet.
    expect((await results()).evaluacion_360).toBeNull()
    const [mine] = result<ReadonlyArray<Body>>(await as("evaluado")("/mis-retroalimentaciones", {}))
    expect(mine?.firmable).toBe(false)
    const id_retro = Number(draft.id_retro)
    expect(await refusedUnchanged(409, () => as("evaluado")("/firmar-retroalimentacion", { id_retro, conformidad: "De acuerdo" }))).toContain(m.sinFirmaJefe)

    const compromiso = (draft.compromisos as ReadonlyArray<Body>)[0] ?? {}
    const held = result<Body>(
      await as("jefe")(
        "/guardar-retroalimentacion",
        session({ firma_jefe: true, compromisos: [{ id_compromiso: compromiso.id_compromiso, accion: compromiso.accion, tipo: compromiso.tipo, id_responsable: compromiso.id_responsable, f_compromiso: compromiso.f_compromiso, avance: 20 }, { accion: "Mentoría con el gerente", tipo: "Mentoría", id_responsable: jefe, f_compromiso: shift(today, 20) }] }),
      ),
    )
    expect([held.estado, held.firma_jefe, (held.compromisos as ReadonlyArray<Body>).map((c) => [c.id_compromiso === compromiso.id_compromiso, c.estado])]).toEqual([
      "En sesión",
      true,
      [
        [true, "En proceso"],
        [false, "Pendiente"],
      ],
    ])
    expect((await results()).evaluacion_360).not.toBeNull()
    // The operative kind is a session of its own: nothing of the 360 one is it.
    expect(result<Body>(await as("jefe")("/get-retroalimentacion", { ...key(), tipo: "Operativa" })).id_retro).toBeNull()

    expect(await refusedUnchanged(403, () => as("otro")("/firmar-retroalimentacion", { id_retro, conformidad: "De acuerdo" }))).toContain(m.soloColaboradorFirma)
    expect(await refusedUnchanged(400, () => as("evaluado")("/firmar-retroalimentacion", { id_retro, conformidad: "" }))).toContain(m.conformidad)
    const signed = result<Body>(await as("evaluado")("/firmar-retroalimentacion", { id_retro, conformidad: "En desacuerdo", comentarios_colaborador: "Pido más apoyo" }))
    expect([signed.estado, signed.conformidad, signed.firmable]).toEqual(["Firmada", "En desacuerdo", false])
    expect(await refusedUnchanged(409, () => as("jefe")("/guardar-retroalimentacion", session({ firma_jefe: true })))).toContain(m.yaFirmadaColaborador)
    const after = result<ReadonlyArray<Body>>(await as("jefe")("/get-retroalimentaciones", { id_proyecto: project, tipo: "360", estado: "Firmada" }))
    expect(after.map((r) => [r.id_empleado, r.conformidad, r.compromisos])).toEqual([[evaluado, "En desacuerdo", 2]])
    const [audit] = await rows<{ n: number }>("SELECT COUNT(*) AS n FROM auditoria WHERE entidad = 'retroalimentación'")
    expect(Number(audit?.n)).toBe(3)
  })

  it("reports the commitments by boss and lets only the responsible or HR register progress", async () => {
    const report = async (who: string, extra: Body = {}) => result<Body>(await as(who)("/reporte-compromisos", { id_proyecto: project, agrupar: "compromiso", ...extra }))
    const list = (await report("jefe")).lista as ReadonlyArray<Body>
    expect(list.map((c) => [c.tipo, c.estado])).toEqual([
      ["Mentoría", "Pendiente"],
      ["Capacitación", "En proceso"],
    ])
    const byBoss = await report("jefe", { agrupar: "jefe" })
    expect((byBoss.grupos as ReadonlyArray<Body>).map((g) => [g.clave, g.compromisos, g.cumplidos])).toEqual([[String(jefe), 2, 0]])
    // Someone neither boss, person nor responsible reads none of them.
    expect(((await report("otro")).lista as ReadonlyArray<Body>).length).toBe(0)

    const training = String(list[1]?.id_compromiso)
    const refused = result<{ resultados: ReadonlyArray<Body> }>(await as("otro")("/guardar-compromiso", { compromisos: [training], avance: 50 }))
    expect(refused.resultados.map((r) => [r.resultado, r.mensaje])).toEqual([["rechazado", m.soloResponsable]])
    expect(await refusedUnchanged(400, () => as("evaluado")("/guardar-compromiso", { compromisos: [training], avance: 150 }))).toBeDefined()
    const done = result<{ resultados: ReadonlyArray<Body> }>(await as("evaluado")("/guardar-compromiso", { compromisos: [training], avance: 100 }))
    expect(done.resultados.map((r) => r.resultado)).toEqual(["hecho"])
    const cumplidos = await report("jefe", { agrupar: "depto" })
    expect(cumplidos.totales).toEqual({ compromisos: 2, cumplidos: 1, vencidos: 0 })
    result(await as("evaluado")("/guardar-compromiso", { compromisos: [training], avance: 40 }))
  })

  it("stores Vencido in the daily pass and derives it on every read", async () => {
    await rows(`UPDATE eva_compromisos SET f_compromiso = '${shift(today, -3)}' WHERE tipo = 'Mentoría' AND id_retro IN (SELECT id_retro FROM eva_retroalimentaciones WHERE id_proyecto = ${project})`)
    const read = result<Body>(await as("jefe")("/reporte-compromisos", { id_proyecto: project, agrupar: "compromiso", estado: "Vencido" }))
    expect((read.lista as ReadonlyArray<Body>).map((c) => c.tipo)).toEqual(["Mentoría"])
    expect(await t.server.run(markOverdueCommitments)).toBeGreaterThanOrEqual(1)
    const stored = await rows<{ tipo: string; estado: string }>(
      `SELECT c.tipo, c.estado FROM eva_compromisos c JOIN eva_retroalimentaciones r ON r.id_retro = c.id_retro WHERE r.id_proyecto = ${project} ORDER BY c.tipo`,
    )
    expect(stored.map((s) => [s.tipo, s.estado])).toEqual([
      ["Capacitación", "En proceso"],
      ["Mentoría", "Vencido"],
    ])
  })

  it("brings training commitments into the DNC import once per person and tema", async () => {
    const created = await as("admin")("/proyectos-dnc", { n_proyecto: "DNC con compromisos", anio: 2026, id_empresa: 1, centros: [], f_inicio: "2026-02-01", f_cierre: "2026-04-30" })
    const id = Number(result<Body>(created).id_proyecto_dnc)
    result(await as("admin")("/importar-brechas-dnc", { id_proyecto_dnc: id }))
    const needs = async () =>
      rows<{ id_empleado: number; tema: string; prioridad: string }>(`SELECT id_empleado, tema, prioridad FROM necesidades_dnc WHERE id_proyecto_dnc = ${id} AND origen = 'Compromiso EVA380'`)
    const first = await needs()
    // The person's open training commitment (the demo's sessions may add their own beside it).
    expect(first.filter((n) => Number(n.id_empleado) === evaluado).map((n) => [n.tema, n.prioridad])).toContainEqual(["Curso de administración del tiempo", "Media"])
    expect(new Set(first.map((n) => `${n.id_empleado}|${n.tema.toLowerCase()}`)).size).toBe(first.length)
    result(await as("admin")("/importar-brechas-dnc", { id_proyecto_dnc: id }))
    expect((await needs()).length).toBe(first.length)
  })
})
