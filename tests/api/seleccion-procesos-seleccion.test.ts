import { beforeAll, describe, expect, it } from "vitest"
import { stageMessages } from "../../domain/rules/seleccion-etapas"
import { processMessages } from "../../domain/seleccion/procesos-seleccion"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// SEL150 on both dialects (domain/seleccion/procesos-seleccion.ts): a template with its stages;
// one Inicial, Contratado and Descartado and the scored weights adding to 100, each refusal with
// its message and nothing saved; a template a vacancy uses is neither changed nor deleted, and
// its copy (what "Duplicar" saves) is a template of its own.

type Stage = { n_etapa: string; tipo: string; obligatoria: "1" | "0"; peso: number | null }

const stage = (n_etapa: string, tipo: string, peso: number | null = null, obligatoria: "1" | "0" = "1"): Stage => ({ n_etapa, tipo, obligatoria, peso })
const valid: ReadonlyArray<Stage> = [
  stage("Postulación", "Inicial"),
  stage("Filtro", "Filtro", 40),
  stage("Entrevista", "Entrevista", 60),
  stage("Contratado", "Contratado"),
  stage("Descartado", "Descartado", null, "0"),
]

describe.each(dialects)("Procesos de selección on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  const refused = async (etapas: ReadonlyArray<Stage>, message: string) => {
    const before = await checksums(t.server)
    const a = await post("/procesos-seleccion", { n_proceso: `Proceso inválido ${message.length}`, descripcion: null, activo: "1", etapas })
    expect(a.status, JSON.stringify(a.body)).toBe(400)
    expect(asError(a).detalles).toContain(message)
    expect(await checksums(t.server)).toEqual(before)
  }

  it("stores a template with its stages in order and counts them", async () => {
    const a = await post("/procesos-seleccion", { n_proceso: "Proceso de ventas", descripcion: "Vendedores de piso", activo: "1", etapas: valid })
    expect(a.status, JSON.stringify(a.body)).toBe(200)
    const r = (a.body as { result: { n_etapas: number; vacantes_uso: number; etapas: ReadonlyArray<Stage> } }).result
    expect(r.n_etapas).toBe(5)
    expect(r.vacantes_uso).toBe(0)
    expect(r.etapas.map((e) => e.tipo)).toEqual(["Inicial", "Filtro", "Entrevista", "Contratado", "Descartado"])
  })

  it("refuses stages that do not make a process, each with its message", async () => {
    await refused([], processMessages.etapas)
    await refused(valid.filter((s) => s.tipo !== "Inicial"), stageMessages.unaInicial)
    await refused([...valid, stage("Otra contratación", "Contratado")], stageMessages.unaContratado)
    await refused(valid.filter((s) => s.tipo !== "Descartado"), stageMessages.unaDescartado)
    await refused(valid.map((s) => (s.tipo === "Filtro" ? { ...s, peso: 30 } : s)), stageMessages.sumaPesos(90))
    await refused([...valid, stage("Oferta", "Oferta", 10)], stageMessages.pesoSinCalificacion)
  })

  it("neither changes nor deletes a template a vacancy uses; its copy is a template of its own", async () => {
    const a = await post("/procesos-seleccion", { n_proceso: "Proceso en uso", descripcion: null, activo: "1", etapas: valid })
    const id = (a.body as { result: { id_proceso: number } }).result.id_proceso
    const [req] = await sqlOf(t.server, (sql) => sql<{ id: number }>`SELECT MIN(id_requisicion) AS id FROM requisiciones`)
    await exec(`INSERT INTO vacantes (id_requisicion, id_proceso, titulo, estado, f_alta) VALUES (${Number(req?.id)}, ${id}, 'Vacante de prueba', 'Abierta', '2026-01-01T00:00:00Z')`)
    const before = await checksums(t.server)
    const edit = await post(`/procesos-seleccion/${id}`, { _method: "PUT", n_proceso: "Proceso en uso", descripcion: "Cambio", activo: "1", etapas: valid })
    expect(edit.status).toBe(409)
    expect(asError(edit).message).toBe(processMessages.enUso)
    const gone = await post(`/procesos-seleccion/${id}`, { _method: "DELETE" })
    expect(gone.status).toBe(409)
    expect(asError(gone).message).toBe(processMessages.enUsoEliminar)
    expect(await checksums(t.server)).toEqual(before)
    const copy = await post("/procesos-seleccion", { n_proceso: "Proceso en uso (copia)", descripcion: "Cambio", activo: "1", etapas: valid.map((s) => (s.tipo === "Filtro" ? { ...s, obligatoria: "0" as const } : s)) })
    expect(copy.status, JSON.stringify(copy.body)).toBe(200)
  })
})
