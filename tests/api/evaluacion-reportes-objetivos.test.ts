import { extractText, getDocumentProxy } from "unpdf"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mainConnection } from "../../domain/api/catalogs"
import { todayInMexico } from "../../domain/dates"
import { progressMessages } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import { pendingSteps } from "../../domain/evaluacion/reporte-evaluados-objetivos-rules"
import { objectivesReportCatalogNames } from "../../domain/evaluacion/reportes-objetivos-filtros"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { reminderTexts } from "../../server/evaluacion/reporte-evaluados-objetivos-recordatorio"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { type SmtpSink, decodeQuotedPrintable, startSmtpSink } from "./support/smtp-sink"
import { dialects, useServer } from "./support/test-server"
import { evaluationCycle } from "../support/evaluation-cycle"

// EVA300 Reporte de evaluados por objetivos and EVA350 Reporte final de objetivos on both
// dialects, over a fresh Objetivos cycle of the demo company whose sheets are rows written here:
// six participants with a boss at each step (nothing captured, sent, self-evaluated, evaluated at
// 98.00, calibrated from 85 to 65, evaluated at exactly 70.00), everyone else untouched. The
// figures by department, by boss and in total; the pending list with what each misses and who
// acts, paged on the server; the scores with the calibrated one first and the bands at their edge;
// a role of one centre counts only that centre; the keys, a company outside the role, a cycle
// without objectives; the exports; the reminder refused without a mail account, then mailed to the
// SMTP sink (the person for their step, the boss for theirs) and audited.

type Body = Record<string, unknown>

const mailAccount = { id_cuenta: "1", n_cuenta: "evaluacion@demo.mx", password: "S3creta!", host: "127.0.0.1", ssl: "0", tiempo: "5" }
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }

const shift = (day: string, days: number): string => {
  const [y, mo, d] = day.split("-").map(Number)
  return new Date(Date.UTC(y ?? 1970, (mo ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10)
}

interface Figures {
  readonly participantes: number
  readonly capturados: number
  readonly aprobados: number
  readonly autoevaluados: number
  readonly evaluados: number
}
interface Progress {
  readonly n_proyecto: string
  readonly grupos: ReadonlyArray<Figures & { readonly clave: string; readonly nombre: string }>
  readonly pendientes: ReadonlyArray<{ readonly id_empleado: number; readonly jefe: string; readonly falta: string; readonly responsable: string }>
  readonly totales: Figures
  readonly total_filas?: number
}
interface Final {
  readonly personas: ReadonlyArray<{ readonly id_empleado: number; readonly calificacion: number; readonly calibrada: boolean; readonly banda: string; readonly jefe: string }>
  readonly bandas: ReadonlyArray<{ readonly banda: string; readonly personas: number }>
  readonly evaluados: number
  readonly total_filas?: number
}

describe.each(dialects)("Evaluación: reportes de objetivos on %s", (dialect) => {
  const t = useServer(dialect)
  const tokens = { admin: "", centre: "", noKey: "", only350: "" }
  let sink: SmtpSink
  const post = (path: string, body: unknown, token = tokens.admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = <A>(a: Answer): A => {
    expect(a.status, JSON.stringify(a.body).slice(0, 400)).toBe(200)
    return (a.body as { result: A }).result
  }
  const file = async (path: string, body: Body) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${tokens.admin}` },
      body: JSON.stringify(body),
    })
    expect(response.status, path).toBe(200)
    return response
  }

  const today = todayInMexico()
  let project = 0
  let objectivesless = 0
  // p[0] nothing, p[1] sent, p[2] self-evaluated, p[3] evaluated 98, p[4] calibrated 85 → 65, p[5] evaluated 70.
  let p: ReadonlyArray<{ id: number; boss: number; bossName: string; email: string; bossEmail: string; depto: number; centre: number }> = []
  let participants = 0
  const progress = (body: Body, token = tokens.admin) => post("/reporte-evaluados-objetivos", { id_proyecto: project, agrupar: "depto", ...body }, token)
  const final = (body: Body, token = tokens.admin) => post("/reporte-final-objetivos", { id_proyecto: project, vista: "personas", ...body }, token)

  const newProject = async (n_proyecto: string) => {
    const created = result<Body>(
      await post("/proyectos-evaluacion", evaluationCycle({
        n_proyecto,
        tipo: "Objetivos",
        f_inicio: shift(today, -5),
        f_fin: shift(today, 90),
        fases: [
          { fase: "Autoevaluación", f_inicio: shift(today, -5), f_fin: shift(today, 10) },
          { fase: "Evaluación", f_inicio: shift(today, 11), f_fin: shift(today, 90) },
        ],
      })),
    )
    const id = Number(created.id_proyecto)
    result(await post(`/proyectos-evaluacion/${id}/publicar`, {}))
    return id
  }

  beforeAll(async () => {
    sink = await startSmtpSink(mailAccount)
    tokens.admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    project = await newProject("Objetivos para reportes")
    // Six participants with a boss, each with a work mail, their boss too.
    const found = await rows<{ id_empleado: number; id_jefe: number; email: string; jefe_email: string; jefe: string; id_depto: number; id_centro_trabajo: number }>(`
      SELECT pa.id_empleado, MIN(b.id_empleado) AS id_jefe, MIN(e.email_trabajo) AS email, MIN(b.email_trabajo) AS jefe_email,
        MIN(b.nombre || ' ' || b.apellido_paterno) AS jefe, MIN(pa.id_depto) AS id_depto, MIN(pa.id_centro_trabajo) AS id_centro_trabajo
      FROM eva_participantes pa
        JOIN empleados e ON e.id_empleado = pa.id_empleado
        JOIN posiciones po ON po.id_posicion = pa.id_posicion
        JOIN empleados b ON b.id_posicion = po.id_posicion_jefe AND b.activo = '1' AND b.id_empleado <> pa.id_empleado
      WHERE pa.id_proyecto = ${project} AND e.email_trabajo IS NOT NULL AND b.email_trabajo IS NOT NULL
      GROUP BY pa.id_empleado ORDER BY pa.id_empleado LIMIT 6`)
    expect(found).toHaveLength(6)
    p = found.map((r) => ({
      id: Number(r.id_empleado),
      boss: Number(r.id_jefe),
      bossName: String(r.jefe),
      email: String(r.email),
      bossEmail: String(r.jefe_email),
      depto: Number(r.id_depto),
      centre: Number(r.id_centro_trabajo),
    }))
    participants = Number((await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project}`))[0]?.n)
    const sheet = (i: number, estado_objetivos: string, estado_evaluacion: string, extra: Body = {}) => ({
      id_proyecto: project,
      id_empleado: p[i]?.id,
      estado_objetivos,
      estado_evaluacion,
      f_autoevaluacion: null,
      calificacion: null,
      calificacion_calibrada: null,
      ...extra,
    })
    const selfDone = { f_autoevaluacion: `${today}T10:00:00.000Z` }
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO eva_hojas_objetivos ${sql.insert([
        sheet(1, "Enviado", "Pendiente"),
        sheet(2, "Aprobado", "Autoevaluado", selfDone),
        sheet(3, "Aprobado", "Evaluado", { ...selfDone, calificacion: 98 }),
        sheet(4, "Aprobado", "Calibrado", { ...selfDone, calificacion: 85, calificacion_calibrada: 65 }),
        sheet(5, "Aprobado", "Firmado", { calificacion: 70 }),
      ])}`,
    )
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO eva_objetivos ${sql.insert(
        [1, 2, 3, 4, 5].map((i) => ({ id_proyecto: project, id_empleado: p[i]?.id, orden: 1, descripcion: "Objetivo", indicador: "Indicador", unidad: "%", sentido: "Mayor es mejor", meta: 100, peso: 50 })),
      )}`,
    )
    // A cycle without objectives: a 360 one (made from another, its type changed under it).
    objectivesless = await newProject("Solo 360 para reportes")
    await rows(`UPDATE eva_proyectos SET tipo = '360' WHERE id_proyecto = ${objectivesless}`)
    // A role that sees only the first person's centre; a user without the keys; one with EVA350 only.
    await rows(`INSERT INTO roles (id_rol, n_rol) VALUES ('EVA300C', 'Un centro')`)
    await rows(`INSERT INTO permisos_rol (id_rol, id_empresa, id_centro_trabajo, permiso) VALUES ('EVA300C', 1, ${p[0]?.centre}, '1')`)
    await createUser(t.server, { email: "eva300.centro@demo.mx", password: "Prueba.Eva300-2031", group: "EVA300G", keys: ["EVA300", "EVA350"], role: "EVA300C" })
    await createUser(t.server, { email: "eva300.sinclave@demo.mx", password: "Prueba.Eva300-2031", group: "EVA300N", keys: ["EVA200"], role: "EVA300C" })
    await createUser(t.server, { email: "eva350.solo@demo.mx", password: "Prueba.Eva300-2031", group: "EVA350G", keys: ["EVA350"], role: "EVA300C" })
    tokens.centre = (await signIn(t.url, "eva300.centro@demo.mx", "Prueba.Eva300-2031")).token
    tokens.noKey = (await signIn(t.url, "eva300.sinclave@demo.mx", "Prueba.Eva300-2031")).token
    tokens.only350 = (await signIn(t.url, "eva350.solo@demo.mx", "Prueba.Eva300-2031")).token
  })
  afterAll(async () => {
    await sink?.close()
  })

  it("counts every stage in total, by department and by boss", async () => {
    const byDept = result<Progress>(await progress({}))
    expect(byDept.n_proyecto).toBe("Objetivos para reportes")
    expect(byDept.totales).toEqual({ participantes: participants, capturados: 5, aprobados: 4, autoevaluados: 3, evaluados: 3 })
    const sumOf = (g: Progress["grupos"], k: keyof Figures) => g.reduce((n, r) => n + r[k], 0)
    expect(sumOf(byDept.grupos, "participantes")).toBe(participants)
    const [deptCount] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project} AND id_depto = ${p[0]?.depto}`)
    expect(byDept.grupos.find((g) => g.clave === String(p[0]?.depto))?.participantes).toBe(Number(deptCount?.n))

    const byBoss = result<Progress>(await progress({ agrupar: "jefe" }))
    expect(byBoss.totales).toEqual(byDept.totales)
    expect(sumOf(byBoss.grupos, "evaluados")).toBe(3)
    const bossRow = byBoss.grupos.find((g) => g.clave === String(p[1]?.boss))
    expect(bossRow?.nombre).toContain(p[1]?.bossName)

    // Filtered to the sent sheet's boss: their people only.
    const oneBoss = result<Progress>(await progress({ id_jefe: p[1]?.boss }))
    expect(oneBoss.totales.participantes).toBe(bossRow?.participantes)
    // Filtered to a department.
    expect(result<Progress>(await progress({ id_depto: p[0]?.depto })).totales.participantes).toBe(Number(deptCount?.n))
  })

  it("lists who is pending with what they miss and who acts, paged on the server", async () => {
    const all = result<Progress>(await progress({ agrupar: "pendientes", pagina: 1, por_pagina: 1000 }))
    expect(all.total_filas).toBe(participants - 3)
    const step = (i: number) => all.pendientes.find((r) => r.id_empleado === p[i]?.id)
    expect(step(0)).toMatchObject({ falta: pendingSteps.capturar, responsable: "Colaborador" })
    expect(step(1)).toMatchObject({ falta: pendingSteps.aprobar, responsable: "Jefe" })
    expect(step(1)?.jefe).toContain(p[1]?.bossName)
    expect(step(2)).toMatchObject({ falta: pendingSteps.evaluar, responsable: "Jefe" })
    for (const i of [3, 4, 5]) expect(step(i)).toBeUndefined()
    const page2 = result<Progress>(await progress({ agrupar: "pendientes", pagina: 2, por_pagina: 5 }))
    expect(page2.total_filas).toBe(participants - 3)
    expect(page2.pendientes.map((r) => r.id_empleado)).toEqual(all.pendientes.slice(5, 10).map((r) => r.id_empleado))
  })

  it("gives each evaluated person's final score, the calibrated one first, and the bands at their edges", async () => {
    const list = result<Final>(await final({ pagina: 1, por_pagina: 50 }))
    expect(list.total_filas).toBe(3)
    const of = (i: number) => list.personas.find((r) => r.id_empleado === p[i]?.id)
    expect(of(3)).toMatchObject({ calificacion: 98, calibrada: false, banda: "Alto" })
    expect(of(4)).toMatchObject({ calificacion: 65, calibrada: true, banda: "Bajo" })
    expect(of(5)).toMatchObject({ calificacion: 70, calibrada: false, banda: "Medio" })
    expect(of(3)?.jefe).toContain(p[3]?.bossName)
    const bands = result<Final>(await final({ vista: "bandas" }))
    expect(bands.bandas).toEqual([
      { banda: "Bajo", personas: 1 },
      { banda: "Medio", personas: 1 },
      { banda: "Alto", personas: 1 },
    ])
    expect(bands.evaluados).toBe(3)
  })

  it("counts only the caller's centres and enforces the keys and the cycle", async () => {
    const [inCentre] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${project} AND id_centro_trabajo = ${p[0]?.centre}`)
    expect(result<Progress>(await progress({}, tokens.centre)).totales.participantes).toBe(Number(inCentre?.n))
    const evaluatedInCentre = p.slice(3).filter((x) => x.centre === p[0]?.centre).length
    expect(result<Final>(await final({ pagina: 1, por_pagina: 50 }, tokens.centre)).total_filas).toBe(evaluatedInCentre)
    // A centre outside the role, a company outside it: 403.
    const [other] = await rows<{ id: number }>(`SELECT MIN(id_centro_trabajo) AS id FROM centros_trabajo WHERE id_centro_trabajo <> ${p[0]?.centre}`)
    expect((await progress({ id_centro_trabajo: Number(other?.id) }, tokens.centre)).status).toBe(403)
    // Without the key: 403, each report by its own key.
    expect((await progress({}, tokens.noKey)).status).toBe(403)
    expect((await final({}, tokens.noKey)).status).toBe(403)
    expect((await progress({}, tokens.only350)).status).toBe(403)
    expect(result<Final>(await final({}, tokens.only350)).evaluados).toBe(evaluatedInCentre)
    expect((await post("/enviar-recordatorio-objetivos", { id_proyecto: project }, tokens.only350)).status).toBe(403)
    // A cycle without objectives; one that does not exist; no cycle; a bad grouping.
    const no = await progress({ id_proyecto: objectivesless })
    expect(no.status).toBe(409)
    expect((await final({ id_proyecto: 999_999 })).status).toBe(404)
    expectRefusal("sin proyecto", await post("/reporte-evaluados-objetivos", { agrupar: "depto" }), [400])
    const badProject = await progress({ id_proyecto: "Objetivos" })
    expect([asError(badProject).message, ...(asError(badProject).detalles ?? [])]).toContain(progressMessages.proyecto)
    const badGrouping = await progress({ agrupar: "puesto" })
    expect([asError(badGrouping).message, ...(asError(badGrouping).detalles ?? [])]).toContain(progressMessages.agrupar)
  })

  it("offers the cycles with objectives and one cycle's bosses as lookups", async () => {
    const lookup = async (tabla: string, columnId: string, id: number, token = tokens.admin) =>
      post("/get-registro-by-id", { tabla, conexion: mainConnection, columnId, id }, token)
    const cycles = result<ReadonlyArray<{ id_proyecto: number }>>(await lookup(objectivesReportCatalogNames.proyectos, "id_proyecto", project))
    expect(cycles.map((c) => Number(c.id_proyecto))).toEqual([project])
    expect(result<ReadonlyArray<unknown>>(await lookup(objectivesReportCatalogNames.proyectos, "id_proyecto", objectivesless))).toEqual([])
    const bosses = result<ReadonlyArray<{ id_jefe: number }>>(await lookup(objectivesReportCatalogNames.jefes, "id_proyecto", project))
    expect(bosses.map((b) => Number(b.id_jefe))).toEqual(expect.arrayContaining(p.map((x) => x.boss)))
    expect((await lookup(objectivesReportCatalogNames.jefes, "id_proyecto", project, tokens.noKey)).status).toBe(403)
  })

  it("exports both reports to Excel and PDF", async () => {
    const sheet = (await readFirstSheet(new Uint8Array(await (await file("/exportar-reporte-evaluados-objetivos", { id_proyecto: project, agrupar: "depto" })).arrayBuffer()), limits)) ?? []
    const cells = sheet.map((r) => r.cells.filter((c) => c !== null && c !== undefined))
    expect(cells.some((r) => r.includes("Total") && r.includes(participants))).toBe(true)
    const pdf = await file("/reporte-final-objetivos-pdf", { id_proyecto: project, vista: "bandas" })
    expect(pdf.headers.get("content-type")).toContain("application/pdf")
    const text = (await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
    expect(text).toContain("Desempeño alto")
    expect(text).toContain("Objetivos para reportes")
  })

  it("refuses the reminder without a mail account, then mails whoever has to act and audits it", async () => {
    const reminder = { id_proyecto: project, id_jefe: p[1]?.boss }
    const before = await checksums(t.server, ["auditoria"])
    const refused = await post("/enviar-recordatorio-objetivos", reminder)
    expectRefusal("sin cuenta", refused, [409])
    expect(asError(refused).message).toBe(progressMessages.sinCuenta)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)

    expect((await post("/guardar-cuenta-correo", { ...mailAccount, puerto: String(sink.port), mode: "add" })).status).toBe(200)
    const first = sink.received.length
    // Each boss's people alone, so the sink gets a few mails: the sent sheet's boss, then the first person's.
    const toBoss = result<{ colaboradores: number; jefes: number; sin_correo: number }>(await post("/enviar-recordatorio-objetivos", reminder))
    expect(toBoss.jefes).toBe(1)
    const toPerson = result<{ colaboradores: number; jefes: number; sin_correo: number }>(await post("/enviar-recordatorio-objetivos", { id_proyecto: project, id_jefe: p[0]?.boss }))
    expect(toPerson.colaboradores).toBeGreaterThanOrEqual(1)
    const mailTo = (email: string, subject: string) =>
      sink.received
        .slice(first)
        .map((m) => ({ to: m.to, body: decodeQuotedPrintable(m.body) }))
        .find((m) => m.to.toLowerCase() === email.toLowerCase() && m.body.includes(subject))
    const person = p[0]
    const boss = p[1]
    const personSubject = reminderTexts.asunto("Objetivos para reportes")
    const bossSubject = reminderTexts.asuntoJefe("Objetivos para reportes")
    for (let i = 0; i < 600 && (mailTo(person?.email ?? "", personSubject) === undefined || mailTo(boss?.bossEmail ?? "", bossSubject) === undefined); i++)
      await new Promise((r) => setTimeout(r, 50))
    expect(mailTo(person?.email ?? "", personSubject)?.body).toContain("capturar sus objetivos")
    const bossMail = mailTo(boss?.bossEmail ?? "", bossSubject)?.body
    expect(bossMail).toContain("aprobar los objetivos")
    // The evaluated people are in no mail.
    expect(mailTo(p[3]?.email ?? "", personSubject)).toBeUndefined()
    const [audit] = await rows<{ n: number }>("SELECT COUNT(*) AS n FROM auditoria WHERE entidad = 'recordatorio de objetivos'")
    expect(Number(audit?.n)).toBe(2)
    // Nobody pending under the filters (a boss of nobody): 409, nothing changed.
    const audited = await checksums(t.server, ["auditoria"])
    const none = await post("/enviar-recordatorio-objetivos", { id_proyecto: project, id_jefe: 999_999 })
    expectRefusal("nadie pendiente", none, [409])
    expect(asError(none).message).toBe(progressMessages.nadiePendiente)
    expect(await checksums(t.server, ["auditoria"])).toEqual(audited)
  })
})
