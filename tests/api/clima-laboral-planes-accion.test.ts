import { Effect } from "effect"
import { beforeAll, describe, expect, it } from "vitest"
import { actionMessages as m } from "../../domain/clima-laboral/planes-accion-vocabulary"
import { generatedAnswers } from "../../server/seed/clima-answers"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CLI240 Planes de acción on both dialects: an action is taken only on a closed project of the
// caller's centres and on a scope its guide has, with the level the results detected there; CLI200
// refuses to publish the results while a scope at Medio or worse has no action (or one at Muy alto
// no Evaluación específica), and publishes once the plan covers them.

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

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const [centre] = await rows<{ id_empresa: number; id_centro_trabajo: number; id_depto: number }>(
      "SELECT d.id_depto, ct.id_empresa, ct.id_centro_trabajo FROM departamentos d JOIN centros_trabajo ct ON ct.id_centro_trabajo = d.id_centro_trabajo ORDER BY d.id_depto LIMIT 1",
    )
    const [person] = await rows<{ id_empleado: number }>("SELECT id_empleado FROM empleados WHERE activo = '1' ORDER BY id_empleado LIMIT 1")
    owner = Number(person?.id_empleado)
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
})
