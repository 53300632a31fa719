import { beforeAll, describe, expect, it } from "vitest"
import { todayInMexico } from "../../domain/dates"
import { objectiveMessages as m } from "../../domain/evaluacion/objetivos"
import { objectiveMessages as rules } from "../../domain/rules/evaluacion-objetivos"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// EVA010 Objetivos on both dialects: every refusal of a sheet with its message, its 4xx and
// nothing saved (count against the system parameters, weights adding to 100 in hundredths, each
// field's rule, dates outside the period, a parent not of the boss, a project without objectives
// or outside its capture phases, a person not taking part, outside the caller's centres, without
// the key); the person captures and sends, someone who is not the boss cannot approve, the boss
// returns with a comment and approves; a parent with children is not deleted; the previous
// cycle's objectives are copied into a draft; the list and its Excel.

type Body = Record<string, unknown>

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

describe.each(dialects)("Evaluación: objetivos on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens: Record<string, string> = {}
  const as = (who: string) => (path: string, body: unknown) => call(t.url, `/api${path}`, { token: tokens[who] ?? "", body })
  const post = as("admin")
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
  const cycle = (start: number, extra: Body = {}): Body => evaluationCycle({
    n_proyecto: `Objetivos ${start}`,
    tipo: "Objetivos",
    f_inicio: shift(today, start),
    f_fin: shift(today, 90),
    fases: [
      { fase: "Captura de objetivos", f_inicio: shift(today, start), f_fin: shift(today, 5) },
      { fase: "Aprobación", f_inicio: shift(today, 6), f_fin: shift(today, 10) },
      { fase: "Evaluación", f_inicio: shift(today, 11), f_fin: shift(today, 90) },
    ],
    ...extra,
  })
  const published = async (body: Body): Promise<number> => {
    const draft = result<Body>(await post("/proyectos-evaluacion", body))
    result(await post(`/proyectos-evaluacion/${String(draft.id_proyecto)}/publicar`, {}))
    return Number(draft.id_proyecto)
  }
  const objective = (peso: number, extra: Body = {}): Body => ({
    descripcion: `Reducir rotación ${peso}`,
    indicador: "Rotación mensual",
    unidad: "%",
    sentido: "Menor es mejor",
    linea_base: 8,
    meta: 5,
    peso,
    f_compromiso: shift(today, 30),
    ...extra,
  })

  let project = 0
  let person = 0
  let boss = 0
  let stranger = 0

  beforeAll(async () => {
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    tokens.noKey = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    project = await published(cycle(-10))
    // A participant whose boss's position is occupied by another participant, and a third who is neither.
    const [pair] = await rows<{ person: number; boss: number; centre: number }>(`SELECT pa.id_empleado AS person, MIN(b.id_empleado) AS boss, MIN(pa.id_centro_trabajo) AS centre
      FROM eva_participantes pa JOIN posiciones po ON po.id_posicion = pa.id_posicion
      JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
      JOIN eva_participantes bp ON bp.id_proyecto = pa.id_proyecto AND bp.id_empleado = b.id_empleado
      WHERE pa.id_proyecto = ${project} GROUP BY pa.id_empleado ORDER BY pa.id_empleado LIMIT 1`)
    person = Number(pair?.person)
    boss = Number(pair?.boss)
    const [other] = await rows<{ id: number }>(`SELECT MIN(id_empleado) AS id FROM eva_participantes WHERE id_proyecto = ${project} AND id_empleado NOT IN (${person}, ${boss})`)
    stranger = Number(other?.id)
    // The stranger has no objectives in an earlier cycle: the demo's cycle gave every participant some.
    await rows(`UPDATE eva_objetivos SET id_objetivo_padre = NULL WHERE id_objetivo_padre IN (SELECT id_objetivo FROM eva_objetivos WHERE id_empleado = ${stranger})`)
    await rows(`DELETE FROM eva_objetivos WHERE id_empleado = ${stranger}`)
    const [elsewhere] = await rows<{ id: number }>(`SELECT MIN(id_centro_trabajo) AS id FROM centros_trabajo WHERE id_empresa = 1 AND id_centro_trabajo <> ${Number(pair?.centre)}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert([{ id_rol: "OBJ1", n_rol: "Empresa 1" }, { id_rol: "OBJ2", n_rol: "Otro centro" }])}`)
    await rows(`INSERT INTO permisos_rol (id_rol, id_empresa, id_centro_trabajo, permiso) SELECT 'OBJ1', id_empresa, id_centro_trabajo, '1' FROM centros_trabajo WHERE id_empresa = 1`)
    await rows(`INSERT INTO permisos_rol (id_rol, id_empresa, id_centro_trabajo, permiso) VALUES ('OBJ2', 1, ${Number(elsewhere?.id)}, '1')`)
    const users = { person, boss, stranger, centre: 0 }
    for (const [who, id] of Object.entries(users)) {
      // The person's sign-in is longer than 50 characters: it is who sends the sheet (0304 keeps 254 characters).
      const email = who === "person" ? "obj-person-con-un-correo-bastante-largo-para-probar@demo.mx" : `obj-${who}@demo.mx`
      await createUser(t.server, { email, password: "Prueba.Objetivos-2031", group: "EVA010G", keys: ["EVA010"], role: who === "centre" ? "OBJ2" : "OBJ1" })
      if (id > 0) await rows(`UPDATE usuarios SET id_empleado = ${id} WHERE id_usuario = '${email}'`)
      tokens[who] = (await signIn(t.url, email, "Prueba.Objetivos-2031")).token
    }
    await rows("UPDATE parametros_sistema SET min_objetivo = 2, max_objetivo = 5 WHERE id = 1")
  })

  it("refuses every broken sheet with its message and saves nothing", async () => {
    const save = (objetivos: ReadonlyArray<Body>, who = "person", extra: Body = {}) => as(who)("/guardar-objetivos", { id_proyecto: project, id_empleado: person, objetivos, ...extra })
    expect(message(await refusedUnchanged(400, () => save([objective(50)])))).toBe(rules.alMenos(2))
    expect(message(await refusedUnchanged(400, () => save([20, 20, 20, 20, 10, 10].map((p) => objective(p)))))).toBe(rules.maximo(5))
    expect(message(await refusedUnchanged(400, () => save([objective(50), objective(40)])))).toBe(rules.sumaPesos)
    expect(message(await refusedUnchanged(400, () => save([objective(33.33), objective(33.33), objective(33.33)])))).toBe(rules.sumaPesos)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { descripcion: "  " }), objective(50)])))).toContain(m.descripcion)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { descripcion: "x".repeat(301) }), objective(50)])))).toContain(m.descripcionLarga)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { indicador: "" }), objective(50)])))).toContain(m.indicador)
    expect(problem(await refusedUnchanged(400, () => save([objective(60), objective(40)])))).toContain(m.peso)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { meta: 8 }), objective(50)])))).toContain(m.metaIgualBase)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { meta: 0, linea_base: null }), objective(50)])))).toContain(m.metaPositiva)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { unidad: "kg" }), objective(50)])))).toContain(m.unidad)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { sentido: "Igual" }), objective(50)])))).toContain(m.sentido)
    expect(problem(await refusedUnchanged(400, () => save([objective(50, { meta: null }), objective(50)])))).toContain(m.meta)
    expect(message(await refusedUnchanged(400, () => save([objective(50, { f_compromiso: shift(today, 91) }), objective(50)])))).toBe(m.fechaPeriodo)
    expect(message(await refusedUnchanged(400, () => save([objective(50, { id_objetivo_padre: 999_999 }), objective(50)])))).toBe(m.padre)
    expect(message(await refusedUnchanged(400, () => save([objective(50, { id_objetivo: 999_999 }), objective(50)])))).toBe(m.objetivoAjeno)
    expect(problem(await refusedUnchanged(400, () => as("person")("/guardar-objetivos", { id_proyecto: 0, id_empleado: person, objetivos: [] })))).toContain(m.proyecto)

    // Not a participant; a project without objectives; one past its capture phases.
    const [outsider] = await rows<{ id: number }>(`SELECT MIN(e.id_empleado) AS id FROM empleados e WHERE e.id_empresa = 1 AND NOT EXISTS (SELECT 1 FROM eva_participantes pa WHERE pa.id_proyecto = ${project} AND pa.id_empleado = e.id_empleado)`)
    if (outsider?.id !== null && outsider?.id !== undefined)
      expect(message(await refusedUnchanged(404, () => post("/guardar-objetivos", { id_proyecto: project, id_empleado: Number(outsider.id), objetivos: [objective(50), objective(50)] })))).toBe(m.noParticipante)
    const three60 = await published(cycle(-10, { tipo: "360", peso_objetivos: 0, peso_360: 100 }))
    expect(message(await refusedUnchanged(409, () => post("/guardar-objetivos", { id_proyecto: three60, id_empleado: person, objetivos: [objective(50), objective(50)] })))).toBe(m.sinObjetivos)
    const late = await published(
      cycle(-10, { fases: [{ fase: "Captura de objetivos", f_inicio: shift(today, -10), f_fin: shift(today, -1) }, { fase: "Evaluación", f_inicio: today, f_fin: shift(today, 90) }] }),
    )
    expect(message(await refusedUnchanged(409, () => post("/guardar-objetivos", { id_proyecto: late, id_empleado: person, objetivos: [objective(50), objective(50)] })))).toBe(m.fueraDeFase)
    expect(message(await refusedUnchanged(409, () => post("/enviar-objetivos", { id_proyecto: late, id_empleado: person })))).toBe(m.fueraDeFase)
    expect(message(await refusedUnchanged(404, () => post("/get-hoja-objetivos", { id_proyecto: 999_999, id_empleado: person })))).toBeTruthy()

    // Scope and key: another centre's user, and a user without EVA010, reach nothing.
    await refusedUnchanged(403, () => save([objective(50), objective(50)], "centre"))
    await refusedUnchanged(403, () => as("centre")("/get-hoja-objetivos", { id_proyecto: project, id_empleado: person }))
    await refusedUnchanged(403, () => as("centre")("/aprobar-objetivos", { id_proyecto: project, id_empleado: person, resultado: "Aprobado" }))
    const centreList = result<ReadonlyArray<Body>>(await as("centre")("/get-objetivos", { id_proyecto: project }))
    expect(centreList.map((r) => r.id_empleado)).not.toContain(person)
    for (const path of ["/get-objetivos", "/get-hoja-objetivos", "/guardar-objetivos", "/enviar-objetivos", "/aprobar-objetivos", "/copiar-objetivos-ciclo-anterior", "/export-objetivos"])
      await refusedUnchanged(403, () => as("noKey")(path, { id_proyecto: project, id_empleado: person, objetivos: [], resultado: "Aprobado" }))
    // Nothing to send yet: the count's refusal.
    expect(message(await refusedUnchanged(409, () => as("person")("/enviar-objetivos", { id_proyecto: project, id_empleado: person })))).toBe(rules.alMenos(2))
  })

  it("captures, sends, returns with a comment and approves only by the boss; keeps a cascade", async () => {
    // The boss's own sheet first (HR captures it), then the person cascades from it.
    const bossSheet = result<{ objetivos: ReadonlyArray<{ id_objetivo: number }> }>(
      await post("/guardar-objetivos", { id_proyecto: project, id_empleado: boss, objetivos: [objective(50, { descripcion: "Meta del área" }), objective(50)] }),
    )
    const parent = Number(bossSheet.objetivos[0]?.id_objetivo)
    const saved = await as("person")("/guardar-objetivos", {
      id_proyecto: project,
      id_empleado: person,
      objetivos: [objective(33.33, { id_objetivo_padre: parent }), objective(33.33, { sentido: "Binario", unidad: "sí/no", linea_base: 0, meta: 1 }), objective(33.34)],
    })
    expect((saved.body as { message: string }).message).toBe(m.guardados)
    const sheet = result<{ estado_objetivos: string; objetivos: ReadonlyArray<Body>; objetivos_jefe: ReadonlyArray<Body>; propio: boolean }>(saved)
    expect(sheet.estado_objetivos).toBe("Borrador")
    expect(sheet.propio).toBe(true)
    expect(sheet.objetivos.map((o) => o.peso)).toEqual([33.33, 33.33, 33.34])
    expect(sheet.objetivos[0]?.id_objetivo_padre).toBe(parent)
    expect(sheet.objetivos_jefe.map((o) => o.id_objetivo)).toContain(parent)
    const [audited] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM auditoria WHERE entidad = 'objetivos' AND clave = '${project}/${person}'`)
    expect(Number(audited?.n)).toBe(1)

    // The boss's objective with a child is not deleted.
    expect(message(await refusedUnchanged(409, () => post("/guardar-objetivos", { id_proyecto: project, id_empleado: boss, objetivos: [objective(50), objective(50)] })))).toBe(m.padreEliminado)

    const list = result<ReadonlyArray<Body>>(await post("/get-objetivos", { id_proyecto: project, estado: "Borrador" }))
    const row = list.find((r) => r.id_empleado === person)
    expect(row).toMatchObject({ objetivos: 3, suma_peso: 100, estado: "Borrador" })
    expect(String(row?.jefe).length).toBeGreaterThan(0)
    const bossList = result<ReadonlyArray<Body>>(await as("boss")("/get-objetivos", { id_proyecto: project }))
    expect(bossList.find((r) => r.id_empleado === person)?.es_jefe).toBe(true)

    expect((await as("person")("/enviar-objetivos", { id_proyecto: project, id_empleado: person })).status).toBe(200)
    expect(message(await refusedUnchanged(409, () => as("person")("/guardar-objetivos", { id_proyecto: project, id_empleado: person, objetivos: [objective(50), objective(50)] })))).toBe(m.soloEditable)
    expect(message(await refusedUnchanged(409, () => as("person")("/enviar-objetivos", { id_proyecto: project, id_empleado: person })))).toBe(m.soloEditable)
    const approve = (who: string, resultado: string, comentario?: string) =>
      as(who)("/aprobar-objetivos", { id_proyecto: project, id_empleado: person, resultado, ...(comentario === undefined ? {} : { comentario }) })
    expect(message(await refusedUnchanged(403, () => approve("stranger", "Aprobado")))).toBe(m.soloJefe)
    expect(message(await refusedUnchanged(403, () => approve("person", "Aprobado")))).toBe(m.soloJefe)
    expect(problem(await refusedUnchanged(400, () => approve("boss", "Devuelto", "  ")))).toContain(m.comentario)
    expect(problem(await refusedUnchanged(400, () => approve("boss", "Rechazado")))).toContain(m.resultado)

    const returned = result<{ estado_objetivos: string; comentario_devolucion: string }>(await approve("boss", "Devuelto", "Ajuste la meta de rotación"))
    expect(returned).toMatchObject({ estado_objetivos: "Devuelto", comentario_devolucion: "Ajuste la meta de rotación" })
    expect(message(await refusedUnchanged(409, () => approve("boss", "Aprobado")))).toBe(m.soloEnviado)
    // Fixed with the ids kept (the cascade stays), sent again, approved.
    const fixed = sheet.objetivos.map((o, i) => ({ ...o, meta: i === 0 ? 4 : o.meta }))
    const again = result<{ objetivos: ReadonlyArray<Body> }>(await as("person")("/guardar-objetivos", { id_proyecto: project, id_empleado: person, objetivos: fixed }))
    expect(again.objetivos.map((o) => o.id_objetivo)).toEqual(sheet.objetivos.map((o) => o.id_objetivo))
    expect(again.objetivos[0]?.meta).toBe(4)
    result(await as("person")("/enviar-objetivos", { id_proyecto: project, id_empleado: person }))
    const approved = await approve("boss", "Aprobado")
    expect((approved.body as { message: string }).message).toBe(m.aprobados)
    const [stored] = await rows<{ estado_objetivos: string; id_aprobador: number }>(`SELECT estado_objetivos, id_aprobador FROM eva_hojas_objetivos WHERE id_proyecto = ${project} AND id_empleado = ${person}`)
    expect(stored?.estado_objetivos).toBe("Aprobado")
    expect(Number(stored?.id_aprobador)).toBe(boss)

    const file = await fetch(`${t.url}/api/export-objetivos`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify({ id_proyecto: project, estado: "Aprobado" }),
    })
    expect(file.status).toBe(200)
    expect(file.headers.get("content-type")).toContain("spreadsheetml")
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(500)
  })

  it("copies the person's objectives of their previous cycle into a draft", async () => {
    const next = await published(cycle(-5, { n_proyecto: "Ciclo siguiente" }))
    const copied = await as("person")("/copiar-objetivos-ciclo-anterior", { id_proyecto: next, id_empleado: person })
    const sheet = result<{ estado_objetivos: string; objetivos: ReadonlyArray<Body> }>(copied)
    expect((copied.body as { message: string }).message).toBe(m.copiados(3, "Objetivos -10"))
    expect(sheet.estado_objetivos).toBe("Borrador")
    expect(sheet.objetivos.map((o) => o.peso)).toEqual([33.33, 33.33, 33.34])
    expect(sheet.objetivos.every((o) => o.f_compromiso === null && o.id_objetivo_padre === null)).toBe(true)
    expect(message(await refusedUnchanged(404, () => post("/copiar-objetivos-ciclo-anterior", { id_proyecto: next, id_empleado: stranger })))).toBe(m.sinAnterior)
  })
})
