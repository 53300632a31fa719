import { beforeAll, describe, expect, it } from "vitest"
import { complianceMessages as m } from "../../domain/clima-laboral/porcentajes-cumplimiento-api"
import { applies, obligations, percent } from "../../domain/clima-laboral/porcentajes-cumplimiento-rules"
import { messages } from "../../domain/messages"
import { policyMaxBytes, policyMessages as pm } from "../../domain/clima-laboral/proyectos-politica-api"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CLI260 Porcentajes de cumplimiento on both dialects, over the demo's closed projects (one per
// centre, answered, with an action plan): the obligations follow the centre's size, each state is
// what the stored data says, the three percentages are recomputed here from the tables; a project
// being answered, missing or of another centre is refused; the exports answer. The prevention
// policy (CLI200's PDF) is uploaded, downloaded and replaced, meets its obligation, and with it a
// project reaches 100 %; a policy that is no PDF, too large, of a missing, foreign or cancelled
// project is refused with nothing stored.

type Body = Record<string, unknown>
interface Row {
  readonly clave: string
  readonly aplica: boolean
  readonly cumplida: boolean
  readonly evidencia: string
  readonly fecha: string | null
}
interface Result {
  readonly num_trabajadores: number
  readonly obligaciones: ReadonlyArray<Row>
  readonly cumplimiento: number | null
  readonly avance_plan: number | null
  readonly acciones: number
  readonly acciones_cumplidas: number
  readonly participacion: number | null
  readonly invitados: number
  readonly respondidos: number
}

describe.each(dialects)("Clima laboral compliance on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let centreOnly = ""
  let noKey = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const result = (a: Answer) => {
    expect(a.status, JSON.stringify(a.body).slice(0, 300)).toBe(200)
    return (a.body as { result: Result }).result
  }
  let closed: ReadonlyArray<{ id_proyecto: number; id_centro_trabajo: number; estado: string; num_trabajadores: number }> = []

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    closed = (
      await rows<{ id_proyecto: number; id_centro_trabajo: number; estado: string; num_trabajadores: number }>(
        "SELECT id_proyecto, id_centro_trabajo, estado, num_trabajadores FROM proyectos_clima WHERE estado IN ('Cerrado', 'Resultados publicados') ORDER BY id_proyecto",
      )
    ).map((p) => ({ ...p, id_proyecto: Number(p.id_proyecto), id_centro_trabajo: Number(p.id_centro_trabajo), num_trabajadores: Number(p.num_trabajadores) }))
    const centre = closed[0]?.id_centro_trabajo ?? 0
    await sqlOf(t.server, (sql) => sql`INSERT INTO roles ${sql.insert({ id_rol: "CLIMA1", n_rol: "Un centro" })}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO permisos_rol ${sql.insert({ id_rol: "CLIMA1", id_empresa: 1, id_centro_trabajo: centre, permiso: "1" })}`)
    await createUser(t.server, { email: "cli260@demo.mx", password: "Prueba.Cli260-2031", group: "CLI260G", keys: ["CLI260"], role: "CLIMA1" })
    centreOnly = (await signIn(t.url, "cli260@demo.mx", "Prueba.Cli260-2031")).token
    noKey = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  })

  it("derives every closed project's obligations and percentages from the stored data", async () => {
    expect(closed.length).toBeGreaterThan(1)
    for (const p of closed) {
      const r = result(await post("/get-cumplimiento-clima", { id_proyecto: p.id_proyecto }))
      expect(r.obligaciones.map((o) => o.clave)).toEqual(obligations.map((o) => o.clave))
      expect(r.obligaciones.map((o) => o.aplica)).toEqual(obligations.map((o) => applies(o, p.num_trabajadores)))
      const by = (k: string) => r.obligaciones.find((o) => o.clave === k)
      // No prevention policy is stored; results are published only for the first; the closed
      // project keeps its records; the demo's plan covers every scope at Medio or worse.
      expect(by("politica")?.cumplida).toBe(false)
      expect(by("difusion")?.cumplida).toBe(p.estado === "Resultados publicados")
      expect(by("registros")?.cumplida).toBe(true)
      expect(by("medidas")?.cumplida, by("medidas")?.evidencia).toBe(true)
      const applicable = r.obligaciones.filter((o) => o.aplica)
      expect(r.cumplimiento).toBe(percent(applicable.filter((o) => o.cumplida).length, applicable.length))
      expect(r.obligaciones.filter((o) => !o.aplica).every((o) => !o.cumplida)).toBe(true)
      const [part] = await rows<{ invitados: number; respondidos: number }>(
        `SELECT COUNT(*) AS invitados, SUM(CASE WHEN respondio = '1' THEN 1 ELSE 0 END) AS respondidos FROM clima_participantes WHERE id_proyecto = ${p.id_proyecto}`,
      )
      expect([r.invitados, r.respondidos]).toEqual([Number(part?.invitados), Number(part?.respondidos)])
      expect(r.participacion).toBe(percent(Number(part?.respondidos), Number(part?.invitados)))
      const [acts] = await rows<{ n: number; done: number }>(
        `SELECT COUNT(*) AS n, SUM(CASE WHEN estado = 'Cumplida' THEN 1 ELSE 0 END) AS done FROM clima_acciones WHERE id_proyecto = ${p.id_proyecto} AND (estado IS NULL OR estado <> 'Cancelada')`,
      )
      expect(r.acciones).toBeGreaterThan(0)
      expect([r.acciones, r.acciones_cumplidas]).toEqual([Number(acts?.n), Number(acts?.done ?? 0)])
      expect(r.avance_plan).toBe(percent(Number(acts?.done ?? 0), Number(acts?.n)))
      const [guiaI] = await rows<{ expuestos: number; seguidos: number }>(
        `SELECT SUM(CASE WHEN requiere_valoracion = '1' THEN 1 ELSE 0 END) AS expuestos, SUM(CASE WHEN requiere_valoracion = '1' AND estado_seguimiento <> 'Pendiente' THEN 1 ELSE 0 END) AS seguidos FROM clima_guia_i WHERE id_proyecto = ${p.id_proyecto}`,
      )
      expect(by("canalizacion")?.cumplida).toBe(Number(guiaI?.expuestos ?? 0) === Number(guiaI?.seguidos ?? 0))
    }
  })

  it("refuses a project being answered, one that does not exist and one of another centre, changing nothing", async () => {
    const before = await checksums(t.server, ["auditoria"])
    const [open] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_clima WHERE estado = 'En aplicación' ORDER BY id_proyecto LIMIT 1")
    for (const path of ["/get-cumplimiento-clima", "/exportar-cumplimiento-clima", "/cumplimiento-clima-pdf"]) {
      const a = await post(path, { id_proyecto: Number(open?.id_proyecto) })
      expect(a.status, path).toBe(409)
      expect(asError(a).message).toBe(m.abierto)
    }
    const missing = await post("/get-cumplimiento-clima", { id_proyecto: 999_999 })
    expect(missing.status).toBe(404)
    expect(asError(missing).message).toBe(m.noExiste)
    expect((await post("/get-cumplimiento-clima", { id_proyecto: "x" })).status).toBe(400)
    const own = closed[0]
    const other = closed.find((p) => p.id_centro_trabajo !== own?.id_centro_trabajo)
    expect(result(await post("/get-cumplimiento-clima", { id_proyecto: own?.id_proyecto }, centreOnly)).obligaciones.length).toBe(obligations.length)
    const foreign = await post("/get-cumplimiento-clima", { id_proyecto: other?.id_proyecto }, centreOnly)
    expect(foreign.status).toBe(404)
    expect(asError(foreign).message).toBe(m.noExiste)
    expect((await post("/get-cumplimiento-clima", { id_proyecto: own?.id_proyecto }, noKey)).status).toBe(403)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
  })

  it("exports the checklist to Excel and PDF", async () => {
    const body = JSON.stringify({ id_proyecto: closed[0]?.id_proyecto })
    const headers = { authorization: `Bearer ${admin}`, "content-type": "application/json" }
    const xlsx = await fetch(`${t.url}/api/exportar-cumplimiento-clima`, { method: "POST", headers, body })
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get("content-type")).toContain("spreadsheetml")
    const pdf = await fetch(`${t.url}/api/cumplimiento-clima-pdf`, { method: "POST", headers, body })
    expect(pdf.status).toBe(200)
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe("%PDF")
  })

  it("keeps a project's prevention policy, a PDF replaced by the next, and counts it until the project reaches 100 %", async () => {
    const pdfOf = (title: string) => {
      const body = `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /Title (${title}) >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n`
      return Buffer.from(`${body}xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`, "latin1")
    }
    const upload = async (id: number, bytes: Uint8Array, token = admin) => {
      const form = new FormData()
      form.append("file", new Blob([Uint8Array.from(bytes)], { type: "application/pdf" }), "politica.pdf")
      const response = await fetch(`${t.url}/api/adjuntar-politica-clima/${id}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const refused = async (label: string, answer: () => Promise<{ status: number; body: unknown }>, status: number, message: string) => {
      const before = await checksums(t.server, ["auditoria"])
      const a = await answer()
      expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
      expect(asError(a).message, label).toBe(message)
      expect(await checksums(t.server, ["auditoria"]), label).toEqual(before)
    }
    const target = closed.find((p) => p.estado === "Resultados publicados") ?? closed[0]
    const id = Number(target?.id_proyecto)
    const other = closed.find((p) => p.id_centro_trabajo !== closed[0]?.id_centro_trabajo)
    await createUser(t.server, { email: "cli200pol@demo.mx", password: "Prueba.Cli200-2031", group: "CLI200POL", keys: ["CLI200"], role: "CLIMA1" })
    const narrow = (await signIn(t.url, "cli200pol@demo.mx", "Prueba.Cli200-2031")).token
    await refused("no PDF", () => upload(id, new TextEncoder().encode("no soy un PDF, aunque me llame así")), 415, pm.noValida)
    await refused("too large", () => upload(id, new Uint8Array(policyMaxBytes + 1)), 413, pm.grande)
    await refused("no such project", () => upload(999_999, pdfOf("a")), 404, pm.inexistente)
    await refused("another centre's project", () => upload(Number(other?.id_proyecto), pdfOf("a"), narrow), 403, messages.sinPermiso)
    expect((await upload(id, pdfOf("a"), centreOnly)).status).toBe(403)
    const [cancelled] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_clima WHERE estado = 'En aplicación' ORDER BY id_proyecto LIMIT 1")
    await sqlOf(t.server, (sql) => sql`UPDATE proyectos_clima SET estado = 'Cancelado', motivo_cancelacion = 'Prueba' WHERE id_proyecto = ${Number(cancelled?.id_proyecto)}`)
    await refused("a cancelled project", () => upload(Number(cancelled?.id_proyecto), pdfOf("a")), 409, pm.cancelado)
    await sqlOf(t.server, (sql) => sql`UPDATE proyectos_clima SET estado = 'En aplicación', motivo_cancelacion = NULL WHERE id_proyecto = ${Number(cancelled?.id_proyecto)}`)

    const first = await upload(id, pdfOf("primera"))
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect((first.body as { message: string }).message).toBe(pm.guardada)
    const version = String((first.body as { result: string }).result)
    const file = await fetch(`${t.url}/api/politica-clima/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfOf("primera"))
    const second = await upload(id, pdfOf("segunda"))
    const replaced = String((second.body as { result: string }).result)
    expect(replaced).not.toBe(version)
    const kept = await rows<{ version: string }>(`SELECT version FROM proyectos_clima_politicas WHERE id_proyecto = ${id}`)
    expect(kept.map((k) => k.version)).toEqual([replaced])
    const [project] = await rows<{ politica_prevencion: string; f_politica: unknown }>(`SELECT politica_prevencion, f_politica FROM proyectos_clima WHERE id_proyecto = ${id}`)
    expect(project?.politica_prevencion).toBe(replaced)
    expect((await fetch(`${t.url}/api/politica-clima/${id}/${version}`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404)

    // A Guía I answered (no one exposed), every exposed worker referred and the results
    // published: with the policy, every obligation that applies is met.
    const [person] = await rows<{ id_empleado: number }>(`SELECT MIN(id_empleado) AS id_empleado FROM clima_participantes WHERE id_proyecto = ${id}`)
    const guiaI = { id_proyecto: id, id_empleado: Number(person?.id_empleado), f_respuesta: "2026-03-10", respuestas: "N".repeat(20), si_seccion_i: 0, si_seccion_ii: 0, si_seccion_iii: 0, si_seccion_iv: 0, requiere_valoracion: "0" }
    await sqlOf(t.server, (sql) => sql`INSERT INTO clima_guia_i ${sql.insert(guiaI)} ON CONFLICT DO NOTHING`)
    await sqlOf(t.server, (sql) => sql`UPDATE proyectos_clima SET estado = 'Resultados publicados' WHERE id_proyecto = ${id}`)
    await sqlOf(t.server, (sql) => sql`UPDATE clima_guia_i SET estado_seguimiento = 'Canalizado' WHERE id_proyecto = ${id} AND requiere_valoracion = '1'`)
    const r = result(await post("/get-cumplimiento-clima", { id_proyecto: id }))
    const politica = r.obligaciones.find((o) => o.clave === "politica")
    expect(politica?.cumplida).toBe(true)
    expect(politica?.fecha).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(r.obligaciones.filter((o) => o.aplica && !o.cumplida)).toEqual([])
    expect(r.cumplimiento).toBe(100)
  })
})
