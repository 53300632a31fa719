import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { objectiveEvaluationMessages as m } from "../../domain/evaluacion/evaluaciones-objetivos-vocabulary"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// EVA200 Evaluaciones de objetivos on both dialects. The fixtures (a published cycle, a person
// with the boss's position occupied, an approved sheet with the §5 example's objectives, another
// sheet still Enviado) are rows written here, EVA010's calls being another page's. Each step runs
// in its phase (set on the project as /avanzar-fase would): every refusal answers its message and
// its 4xx with nothing saved; the boss's results give the §5 score (98.00) with the fulfilment
// capped at the project's 120, whatever the client says; only Recursos Humanos calibrates; the
// person signs; the individual report is a PDF.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe.each(dialects)("Evaluación: evaluaciones de objetivos on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens = { admin: "", person: "", boss: "", noKey: "" }
  const as = (token: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<string> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expectRefusal(JSON.stringify(answer.body), answer, [status])
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    // A refusal of the schema says its field's message among the problems; the server's own, as the message.
    const error = asError(answer)
    return error.problemas?.[0]?.mensaje ?? error.message
  }
  const result = <A = Body>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    return (a.body as { result: A }).result
  }

  const today = todayInMexico()
  let project = 0
  let person = 0
  let other = 0
  let objectives: ReadonlyArray<number> = []
  const phase = (fase: string) => rows(`UPDATE eva_proyectos SET fase_actual = '${fase}' WHERE id_proyecto = ${project}`)
  const key = () => ({ id_proyecto: project, id_empleado: person })

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    tokens.noKey = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const created = result<Body>(
      await as(tokens.admin)("/proyectos-evaluacion", evaluationCycle({
        n_proyecto: "Objetivos 2026",
        tipo: "Objetivos",
        f_inicio: shift(today, -5),
        f_fin: shift(today, 90),
        fases: [
          { fase: "Autoevaluación", f_inicio: shift(today, -5), f_fin: shift(today, 10) },
          { fase: "Evaluación", f_inicio: shift(today, 11), f_fin: shift(today, 30) },
          { fase: "Calibración", f_inicio: shift(today, 31), f_fin: shift(today, 50) },
          { fase: "Retroalimentación", f_inicio: shift(today, 51), f_fin: shift(today, 70) },
          { fase: "Cierre", f_inicio: shift(today, 71), f_fin: shift(today, 90) },
        ],
      })),
    )
    project = Number(created.id_proyecto)
    result(await as(tokens.admin)(`/proyectos-evaluacion/${project}/publicar`, {}))
    // Two participants whose boss's position has an active occupant, neither of them (nor the
    // boss) the demo administrator's own employee: the administrator acts as Recursos Humanos.
    const [admin] = await rows<{ id_rol: string; id_empleado: number | null }>(`SELECT id_rol, id_empleado FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    const adminEmployee = Number(admin?.id_empleado ?? 0)
    const pairs = await rows<{ id_empleado: number; id_jefe: number }>(`
      SELECT pa.id_empleado, MIN(b.id_empleado) AS id_jefe FROM eva_participantes pa
        JOIN posiciones po ON po.id_posicion = pa.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
      WHERE pa.id_proyecto = ${project} AND pa.id_empleado <> ${adminEmployee} AND b.id_empleado <> ${adminEmployee} GROUP BY pa.id_empleado ORDER BY pa.id_empleado LIMIT 2`)
    person = Number(pairs[0]?.id_empleado)
    other = Number(pairs[1]?.id_empleado)
    const boss = Number(pairs[0]?.id_jefe)
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO eva_hojas_objetivos ${sql.insert([
        { id_proyecto: project, id_empleado: person, estado_objetivos: "Aprobado", f_aprobacion: today, id_aprobador: boss },
        { id_proyecto: project, id_empleado: other, estado_objetivos: "Enviado", f_aprobacion: null, id_aprobador: null },
      ])}`,
    )
    const objective = (orden: number, sentido: string, unidad: string, meta: number, peso: number, id_empleado = person) => ({
      id_proyecto: project,
      id_empleado,
      orden,
      descripcion: `Objetivo ${orden}`,
      indicador: `Indicador ${orden}`,
      unidad,
      sentido,
      meta,
      peso,
    })
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO eva_objetivos ${sql.insert([
        objective(1, "Mayor es mejor", "%", 100, 40),
        objective(2, "Menor es mejor", "días", 5, 30),
        objective(3, "Mayor es mejor", "número", 10, 20),
        objective(4, "Binario", "sí/no", 1, 10),
        objective(1, "Mayor es mejor", "%", 100, 50, other),
      ])}`,
    )
    objectives = (await rows<{ id_objetivo: number }>(`SELECT id_objetivo FROM eva_objetivos WHERE id_proyecto = ${project} AND id_empleado = ${person} ORDER BY orden`)).map((r) =>
      Number(r.id_objetivo),
    )
    const role = String(admin?.id_rol)
    await createUser(t.server, { email: "eva200.persona@demo.mx", password: "Prueba.Eva200-2031", group: "EVA200G", keys: ["EVA200"], role })
    await createUser(t.server, { email: "eva200.jefe@demo.mx", password: "Prueba.Eva200-2031", group: "EVA200G", keys: ["EVA200"], role })
    await rows(`UPDATE usuarios SET id_empleado = ${person} WHERE id_usuario = 'eva200.persona@demo.mx'`)
    await rows(`UPDATE usuarios SET id_empleado = ${boss} WHERE id_usuario = 'eva200.jefe@demo.mx'`)
    tokens.person = (await signIn(t.url, "eva200.persona@demo.mx", "Prueba.Eva200-2031")).token
    tokens.boss = (await signIn(t.url, "eva200.jefe@demo.mx", "Prueba.Eva200-2031")).token
  })

  const selfCapture = (resultados: ReadonlyArray<number | null>) => ({
    ...key(),
    objetivos: objectives.map((id, i) => ({ id_objetivo: id, resultado_auto: resultados[i] ?? null, comentario_auto: `Mi avance ${i + 1}` })),
  })
  const bossCapture = (resultados: ReadonlyArray<number | null>) => ({
    ...key(),
    objetivos: objectives.map((id, i) => ({ id_objetivo: id, resultado: resultados[i] ?? null, comentario_jefe: `Bien ${i + 1}`, evidencia: `Reporte ${i + 1}` })),
  })

  it("walks the evaluation through its phases, refusing each wrong step with its message and saving nothing", async () => {
    const save = "/guardar-evaluacion-objetivos"
    expect(await refusedUnchanged(403, () => as(tokens.noKey)(save, selfCapture([90, 4, 12, 1])))).toBeTruthy()

    await phase("Autoevaluación")
    expect(await refusedUnchanged(403, () => as(tokens.boss)(save, selfCapture([90, 4, 12, 1])))).toBe(m.noEsColaborador)
    expect(await refusedUnchanged(400, () => as(tokens.person)(save, selfCapture([90, null, 12, 1])))).toBe(m.resultadoAutoRequerido(2))
    expect(await refusedUnchanged(400, () => as(tokens.person)(save, { ...selfCapture([90, 4, 12, 1]), objetivos: selfCapture([90, 4, 12, 1]).objetivos.slice(1) }))).toBe(
      m.objetivosIncompletos,
    )
    expect(await refusedUnchanged(409, () => as(tokens.admin)(save, { id_proyecto: project, id_empleado: other, objetivos: [] }))).toBe(m.noAprobado)
    const own = result<Body>(await as(tokens.person)(save, selfCapture([90, 4, 12, 1])))
    expect(own.estado).toBe("Autoevaluado")
    expect(own.calificacion).toBeNull()

    await phase("Evaluación")
    expect(await refusedUnchanged(403, () => as(tokens.person)(save, bossCapture([95, 4, 12, 0])))).toBe(m.noEsJefe)
    expect(await refusedUnchanged(403, () => as(tokens.admin)(save, bossCapture([95, 4, 12, 0])))).toBe(m.noEsJefe)
    expect(await refusedUnchanged(400, () => as(tokens.boss)(save, bossCapture([null, 4, 12, 0])))).toBe(m.resultadoRequerido(1))
    expect(await refusedUnchanged(400, () => as(tokens.boss)(save, { ...bossCapture([95, 4, 12, 0]), objetivos: [{ id_objetivo: 999_999, resultado: 1 }] }))).toBe(m.objetivoAjeno)
    expect(
      await refusedUnchanged(400, () =>
        as(tokens.admin)("/calibrar-evaluacion-objetivos", { ...key(), calificacion_calibrada: 90, motivo_calibracion: "" }),
      ),
    ).toBe(m.motivo)
    expect(await refusedUnchanged(409, () => as(tokens.admin)("/calibrar-evaluacion-objetivos", { ...key(), calificacion_calibrada: 90, motivo_calibracion: "Ajuste" }))).toBe(
      m.faseCalibracion,
    )
    // The §5 example: 95 vs 100 (40) → 95; 4 días vs 5 (30) → 125 → 120; 12 vs 10 (20) → 120; no (10) → 0.
    const evaluated = result<{ estado: string; calificacion: number; objetivos: ReadonlyArray<Body> }>(await as(tokens.boss)(save, bossCapture([95, 4, 12, 0])))
    expect(evaluated.estado).toBe("Evaluado")
    expect(evaluated.calificacion).toBe(98)
    expect(evaluated.objetivos.map((o) => Number(o.cumplimiento))).toEqual([95, 120, 120, 0])
    expect(evaluated.objetivos.map((o) => o.resultado_auto)).toEqual([90, 4, 12, 1])
    const [stored] = await rows<{ calificacion: number | string; id_evaluador: number | string }>(
      `SELECT calificacion, id_evaluador FROM eva_hojas_objetivos WHERE id_proyecto = ${project} AND id_empleado = ${person}`,
    )
    expect(Number(stored?.calificacion)).toBe(98)
    // The boss re-evaluates within the phase; a result far above the goal stays at the cap.
    const capped = result<{ calificacion: number; objetivos: ReadonlyArray<Body> }>(await as(tokens.boss)(save, bossCapture([500, 0, 12, 1])))
    expect(capped.objetivos.map((o) => Number(o.cumplimiento))).toEqual([120, 120, 120, 100])
    expect(capped.calificacion).toBe(118)
    result(await as(tokens.boss)(save, bossCapture([95, 4, 12, 0])))

    await phase("Calibración")
    const calibrate = "/calibrar-evaluacion-objetivos"
    expect(await refusedUnchanged(403, () => as(tokens.boss)(calibrate, { ...key(), calificacion_calibrada: 95, motivo_calibracion: "Ajuste" }))).toBe(m.soloRH)
    expect(await refusedUnchanged(400, () => as(tokens.admin)(calibrate, { ...key(), calificacion_calibrada: 130, motivo_calibracion: "Ajuste" }))).toBe(m.calibradaRango(120))
    expect(await refusedUnchanged(409, () => as(tokens.boss)(save, bossCapture([95, 4, 12, 0])))).toBe(m.faseCaptura)
    expect(await refusedUnchanged(409, () => as(tokens.person)("/firmar-evaluacion-objetivos", key()))).toBe(m.faseFirma)
    const calibrated = result<Body>(await as(tokens.admin)(calibrate, { ...key(), calificacion_calibrada: 95, motivo_calibracion: "Comité de calibración: meta 2 fuera de su control" }))
    expect(calibrated).toMatchObject({ estado: "Calibrado", calificacion: 98, calificacion_calibrada: 95, motivo_calibracion: "Comité de calibración: meta 2 fuera de su control" })

    await phase("Retroalimentación")
    expect(await refusedUnchanged(403, () => as(tokens.boss)("/firmar-evaluacion-objetivos", key()))).toBe(m.soloColaboradorFirma)
    expect(result<Body>(await as(tokens.person)("/get-evaluacion-objetivos", key())).acciones).toEqual({ autoevaluar: false, evaluar: false, calibrar: false, firmar: true })
    expect(result<Body>(await as(tokens.person)("/firmar-evaluacion-objetivos", key())).estado).toBe("Firmado")
    expect(await refusedUnchanged(409, () => as(tokens.person)("/firmar-evaluacion-objetivos", key()))).toBe(m.yaFirmada)
    const audits = await rows<{ n: number | string }>("SELECT COUNT(*) AS n FROM auditoria WHERE entidad = 'evaluación de objetivos'")
    expect(Number(audits[0]?.n)).toBeGreaterThanOrEqual(5)
  })

  it("lists the approved sheets with their filters and prints the individual report", async () => {
    const list = result<ReadonlyArray<Body>>(await as(tokens.admin)("/get-evaluaciones-objetivos", { id_proyecto: project }))
    expect(list.map((r) => r.id_empleado)).toEqual([person])
    expect(list[0]).toMatchObject({ calificacion: 98, calificacion_calibrada: 95, estado: "Firmado" })
    expect(result<ReadonlyArray<Body>>(await as(tokens.admin)("/get-evaluaciones-objetivos", { id_proyecto: project, estado: "Pendiente" }))).toEqual([])
    const refused = await as(tokens.admin)("/get-evaluaciones-objetivos", { id_proyecto: project, estado: "Otro" })
    expect(refused.status).toBe(400)
    expect(asError(refused).problemas?.[0]?.mensaje).toBe(m.estadoFiltro)
    expect((await as(tokens.noKey)("/get-evaluaciones-objetivos", { id_proyecto: project })).status).toBe(403)
    // Outside Recursos Humanos: one's own sheet and those of one's reports, no one else's.
    await rows(`UPDATE eva_hojas_objetivos SET estado_objetivos = 'Aprobado' WHERE id_proyecto = ${project} AND id_empleado = ${other}`)
    const everyone = result<ReadonlyArray<Body>>(await as(tokens.admin)("/get-evaluaciones-objetivos", { id_proyecto: project }))
    expect(everyone.map((r) => r.id_empleado).sort()).toEqual([person, other].sort())
    expect(result<ReadonlyArray<Body>>(await as(tokens.person)("/get-evaluaciones-objetivos", { id_proyecto: project })).map((r) => r.id_empleado)).toEqual([person])
    expect(result<ReadonlyArray<Body>>(await as(tokens.boss)("/get-evaluaciones-objetivos", { id_proyecto: project })).map((r) => r.id_empleado)).toContain(person)
    const personToOther = await as(tokens.person)("/get-evaluacion-objetivos", { id_proyecto: project, id_empleado: other })
    expect(personToOther.status).toBe(403)
    expect(asError(personToOther).message).toBe(m.ajena)
    await rows(`UPDATE eva_hojas_objetivos SET estado_objetivos = 'Enviado' WHERE id_proyecto = ${project} AND id_empleado = ${other}`)

    const response = await fetch(`${t.url}/api/print-reporte-individual`, {
      method: "POST",
      headers: { authorization: `Bearer ${tokens.admin}`, "content-type": "application/json" },
      body: JSON.stringify(key()),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    for (const expected of ["Reporte individual de objetivos", "Objetivos 2026", "Objetivo 1", "Calificación calibrada", "Comité de calibración", "98.00", "Colaborador", "Jefe inmediato"]) {
      expect(text).toContain(expected)
    }
    // A role without the person's work centre sees neither the row nor the sheet, nor its report.
    const [foreign] = await rows<{ id_centro_trabajo: number }>(
      `SELECT MIN(id_centro_trabajo) AS id_centro_trabajo FROM centros_trabajo WHERE id_empresa = 1 AND id_centro_trabajo <> (SELECT id_centro_trabajo FROM empleados WHERE id_empleado = ${person})`,
    )
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "EVA2", n_rol: "Otro centro" })}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO permisos_rol ${sql.insert({ id_rol: "EVA2", id_empresa: 1, id_centro_trabajo: Number(foreign?.id_centro_trabajo), permiso: "1" })}`)
    await createUser(t.server, { email: "eva200.otro@demo.mx", password: "Prueba.Eva200-2031", group: "EVA200H", keys: ["EVA200", "EVA150"], role: "EVA2" })
    const outsider = (await signIn(t.url, "eva200.otro@demo.mx", "Prueba.Eva200-2031")).token
    expect(result<ReadonlyArray<Body>>(await as(outsider)("/get-evaluaciones-objetivos", { id_proyecto: project }))).toEqual([])
    expect((await as(outsider)("/get-evaluacion-objetivos", key())).status).toBe(403)
    expect((await as(outsider)("/print-reporte-individual", key())).status).toBe(403)

    const notApproved = await as(tokens.admin)("/print-reporte-individual", { id_proyecto: project, id_empleado: other })
    expect(notApproved.status).toBe(409)
    expect(asError(notApproved).message).toBe(m.noAprobado)
  })
})
