import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { dncSendMessages as dm } from "../../domain/clima-laboral/planes-accion-api"
import { actionMessages as m } from "../../domain/clima-laboral/planes-accion-vocabulary"
import { dncMessages } from "../../domain/formacion/proyectos-dnc-vocabulary"
import { generatedAnswers } from "../../server/seed/clima-answers"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CLI240 Planes de acción on both dialects: an action is taken only on a closed project of the
// caller's centres and on a scope its guide has, with the level the results detected there; CLI200
// refuses to publish the results while a scope at Medio or worse has no action (or one at Muy alto
// no Evaluación específica), and publishes once the plan covers them. A training action goes to a
// DNC project in capture of the same company once, as a department's need, only for a caller
// holding FOR100 too; every refusal leaves every table as it was.

type Body = Record<string, unknown>
interface Figure {
  readonly valor: number
  readonly nivel: string | null
}

describe.each(dialects)("Clima laboral action plans on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Body>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  let project = 0
  let owner = 0
  let company = 0
  let deptoId = 0

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number; id_depto: number }>(
      "SELECT d.id_depto, ct.id_empresa, ct.id_centro_trabajo FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo ORDER BY d.id_depto LIMIT 1",
    )
    const [person] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE activo = '1' ORDER BY id_empleado LIMIT 1")
    owner = Number(person?.id_empleado)
    company = Number(centre?.id_empresa)
    deptoId = Number(centre?.id_depto)
    const saved = await post("/proyectos-clima", {
      n_proyecto: "Plan de acción",
      id_empresa: Number(centre?.id_empresa),
      id_centro_trabajo: Number(centre?.id_centro_trabajo),
      f_inicio: "2026-03-02",
      f_fin: "2026-03-31",
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    project = Number((saved.body as { result: Body }).result.id_proyecto)
    expect((await post(`/proyectos-clima/${project}/iniciar`, {})).status).toBe(200)
    // A strained department (the generator's fifth climate): its scopes land at Medio or worse.
    const depto = Number(centre?.id_depto)
    const plan = [0, 0, 0, 0, 15].map((respuestas) => ({ id_depto: depto, respuestas }))
    const generated = generatedAnswers(project, "III", plan, 5, "2026-03-10")
    await sqlOf(t.server, (sql) =>
      Effect.gen(function* () {
        yield* sql`INSERT INTO clima_respuestas ${sql.insert(generated.respuestas)}`
        yield* sql`INSERT INTO clima_respuestas_reactivos ${sql.insert(generated.reactivos)}`
      }),
    )
  })

  const action = (extra: Body = {}): Body => ({
    id_proyecto: project,
    ambito: "Final",
    n_ambito: "Calificación final",
    tipo_accion: "Programa de intervención",
    accion: "Programa de intervención de primer nivel",
    id_responsable: owner,
    f_inicio: "2026-05-01",
    f_compromiso: "2026-08-31",
    nivel_intervencion: "Primer nivel",
    indicador: null,
    estado: null,
    evidencia: null,
    ...extra,
  })
  const refused = async (status: number, body: Body): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await post("/acciones-clima", body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }

  it("takes actions only on a closed project's scopes, with the level detected there", async () => {
    const early = await refused(400, action())
    expect(asError(early).problemas, JSON.stringify(early.body)).toContainEqual({ campo: "id_proyecto", mensaje: m.proyectoNoCerrado })
    expect((await post(`/proyectos-clima/${project}/cerrar`, {})).status).toBe(200)
    // Closing scores the answers once it commits; a read scores what is left, so nothing changes after it.
    expect((await post("/get-resultados-clima", { id_proyecto: project, vista: "final", agrupar: "id_depto" })).status).toBe(200)
    expect(asError(await refused(400, action({ ambito: "Dominio", n_ambito: "Inexistente" }))).problemas).toContainEqual({
      campo: "n_ambito",
      mensaje: m.ambitoDesconocido("Dominio", "Inexistente"),
    })
    expect(asError(await refused(400, action({ accion: " " }))).problemas).toContainEqual({ campo: "accion", mensaje: m.accion })
    expect(asError(await refused(400, action({ f_compromiso: "2026-04-01" }))).problemas).toContainEqual({ campo: "f_compromiso", mensaje: m.compromisoAntes })
    const results = await post("/get-resultados-clima", { id_proyecto: project, vista: "final", agrupar: "id_depto" })
    const final = (results.body as { result: { total: { cifras: ReadonlyArray<Figure> } } }).result.total.cifras[0]
    const saved = await post("/acciones-clima", action({ ambito: "Final", n_ambito: "cualquier texto" }))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const stored = (saved.body as { result: Body }).result
    expect(stored.nivel_detectado).toBe(final?.nivel)
    // The final score is one scope: its action keeps the name it was given, as every record
    // keeps what it was sent; the publishing check matches it by its kind.
    expect(stored.n_ambito).toBe("cualquier texto")
    expect(stored.estado).toBe("Pendiente")
  })

  it("refuses to publish while a scope at Medio or worse lacks its action, and publishes once the plan covers it", async () => {
    const read = async (vista: string) =>
      ((await post("/get-resultados-clima", { id_proyecto: project, vista, agrupar: "id_depto" })).body as { result: { columnas: ReadonlyArray<string>; total: { cifras: ReadonlyArray<Figure> } } }).result
    const scopes = [
      ["Final", "Calificación final"] as const,
      ...(await read("categorias")).columnas.map((n) => ["Categoría", n] as const),
      ...(await read("dominios")).columnas.map((n) => ["Dominio", n] as const),
    ]
    const categories = await read("categorias")
    const domains = await read("dominios")
    const final = await read("final")
    const levelOf = (ambito: string, i: number) => (ambito === "Final" ? final : ambito === "Categoría" ? categories : domains).total.cifras[i]?.nivel ?? ""
    const pending = scopes
      .map(([ambito, n], i) => ({ ambito, n, nivel: levelOf(ambito, ambito === "Final" ? 0 : ambito === "Categoría" ? i - 1 : i - 1 - categories.columnas.length) }))
      .filter((s) => ["Medio", "Alto", "Muy alto"].includes(s.nivel))
    expect(pending.length).toBeGreaterThan(0)
    const publish = () => post(`/proyectos-clima/${project}/publicar`, {})
    const first = await publish()
    expect(first.status).toBe(409)
    const named = (s: (typeof pending)[number]) => (s.ambito === "Final" ? "la calificación final" : `${s.ambito === "Categoría" ? "la categoría" : "el dominio"} ${s.n}`)
    const gap = pending.find((s) => s.ambito !== "Final")
    if (gap !== undefined) expect(asError(first).detalles).toContainEqual(m.falta(named(gap), gap.nivel))
    for (const s of pending) {
      const tipo = s.nivel === "Muy alto" ? "Evaluación específica" : "Campaña de sensibilización"
      expect((await post("/acciones-clima", action({ ambito: s.ambito, n_ambito: s.n, tipo_accion: tipo }))).status).toBe(200)
    }
    const published = await publish()
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const [state] = await rows<{ estado: string }>(`SELECT estado FROM proyectos_clima WHERE id_proyecto = ${project}`)
    expect(state?.estado).toBe("Resultados publicados")
  })

  it("sends a training action to a DNC project in capture once, refusing everything else with nothing stored", async () => {
    const create = async (tipo_accion: string) => {
      const saved = await post("/acciones-clima", action({ tipo_accion, accion: `${tipo_accion} para mandos medios` }))
      expect(saved.status, JSON.stringify(saved.body)).toBe(200)
      return Number((saved.body as { result: Body }).result.id_accion)
    }
    const training = await create("Capacitación")
    const other = await create("Difusión")
    const dnc = async (n_proyecto: string, id_empresa: number, estado: string) => {
      await sqlOf(t.server, (sql) => sql`INSERT INTO proyectos_dnc ${sql.insert({ n_proyecto, anio: 2026, id_empresa, estado, f_alta: "2026-01-01T00:00:00Z" })}`)
      const [row] = await rows<{ id: number }>(`SELECT MAX(id_proyecto_dnc) AS id FROM proyectos_dnc WHERE n_proyecto = '${n_proyecto}'`)
      return Number(row?.id)
    }
    const [foreign] = await rows<{ id_empresa: number; id_depto: number }>(`SELECT id_empresa, MIN(id_depto) AS id_depto FROM departamentos WHERE id_empresa <> ${company} GROUP BY id_empresa ORDER BY id_empresa LIMIT 1`)
    const open = await dnc("DNC clima", company, "En captura")
    const closed = await dnc("DNC cerrado", company, "Cerrado")
    const elsewhere = await dnc("DNC otra empresa", Number(foreign?.id_empresa), "Borrador")
    const [role] = await rows<{ id_rol: string }>(`SELECT id_rol FROM usuarios WHERE id_usuario = '${demo.admin.email}'`)
    await createUser(t.server, { email: "cli240dnc@demo.mx", password: "Prueba.Cli240-2031", group: "CLI240DNC", keys: ["CLI240"], role: String(role?.id_rol) })
    const noFormacion = (await signIn(t.url, "cli240dnc@demo.mx", "Prueba.Cli240-2031")).token
    const noKey = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const send = (body: Body, token = admin) => call(t.url, "/api/enviar-accion-dnc", { token, body })
    const good = { id_accion: training, id_proyecto_dnc: open, id_depto: deptoId }
    const refusedSend = async (label: string, body: Body, status: number, message: string, token = admin) => {
      const before = await checksums(t.server, ["auditoria"])
      const a = await send(body, token)
      expect(a.status, `${label}: ${JSON.stringify(a.body)}`).toBe(status)
      const e = asError(a)
      expect([e.message, ...(e.problemas ?? []).map((p) => p.mensaje)], label).toContain(message)
      expect(await checksums(t.server, ["auditoria"]), label).toEqual(before)
    }
    await refusedSend("without FOR100", good, 403, dm.sinFormacion, noFormacion)
    expect((await send(good, noKey)).status).toBe(403)
    await refusedSend("no such action", { ...good, id_accion: 999_999 }, 404, dm.noExiste)
    await refusedSend("not training", { ...good, id_accion: other }, 409, dm.noCapacitacion)
    await refusedSend("a closed DNC project", { ...good, id_proyecto_dnc: closed }, 409, dncMessages.fueraDeCaptura)
    await refusedSend("no such DNC project", { ...good, id_proyecto_dnc: 999_999 }, 400, dncMessages.proyectoNoExiste)
    await refusedSend("another company's DNC project", { ...good, id_proyecto_dnc: elsewhere }, 400, dm.otraEmpresa)
    await refusedSend("another company's department", { ...good, id_depto: Number(foreign?.id_depto) }, 400, dm.deptoAjeno)
    await refusedSend("a bad key", { ...good, id_proyecto_dnc: "x" }, 400, dm.proyecto)

    const sent = await send(good)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect((sent.body as { message: string }).message).toBe(dm.enviada("DNC clima"))
    const need = Number((sent.body as { result: { id_necesidad: number } }).result.id_necesidad)
    const [stored] = await rows<Body>(`SELECT nivel, id_depto, tema, origen, objetivo_153f, id_proyecto_dnc FROM necesidades_dnc WHERE id_necesidad = ${need}`)
    expect({ ...stored, id_depto: Number(stored?.id_depto), id_proyecto_dnc: Number(stored?.id_proyecto_dnc) }).toEqual({
      nivel: "Departamento",
      id_depto: deptoId,
      tema: "Capacitación para mandos medios",
      origen: "NOM-035",
      objetivo_153f: "III",
      id_proyecto_dnc: open,
    })
    const [totals] = await rows<{ necesidades: number }>(`SELECT necesidades FROM proyectos_dnc WHERE id_proyecto_dnc = ${open}`)
    expect(Number(totals?.necesidades)).toBe(1)
    const shown = await call(t.url, `/api/acciones-clima/${training}`, { token: admin })
    expect((shown.body as { result: Body }).result.n_proyecto_dnc).toBe("DNC clima")
    // Sent twice: refused, no second need.
    await refusedSend("sent again", good, 409, dm.yaEnviada("DNC clima"))
    const [count] = await rows<{ n: number }>(`SELECT COUNT(*) AS n FROM necesidades_dnc WHERE id_proyecto_dnc = ${open}`)
    expect(Number(count?.n)).toBe(1)
  })
})
