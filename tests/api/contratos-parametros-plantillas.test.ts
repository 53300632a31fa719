import { beforeAll, describe, expect, it } from "vitest"
import { catalogoContratosMessages } from "../../domain/contratos/catalogo-contratos-rules"
import { contractTemplateMessages } from "../../domain/contratos/parametros-plantillas"
import { asError, call, demo, signIn } from "./support/http"
import { checksums } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// CON090 Plantillas on both dialects: the active types with their templates, a save that CON100
// reads back (one column), and the refusals that change nothing: unknown placeholders by name,
// an empty or badly typed template, an unknown or inactive type, and a user without CON090.

type Body = Record<string, unknown>

describe.each(dialects)("Plantillas de contratos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const templates = async (): Promise<ReadonlyArray<Body>> => {
    const answer = await post("/get-plantillas-contratos", {})
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: { tipos: ReadonlyArray<Body> } }).result.tipos
  }
  const catalogueTemplate = async (id: string) => {
    const answer = await call(t.url, `/api/catalogo-contratos/${id}`, { token: admin })
    expect(answer.status).toBe(200)
    return (answer.body as { result: Body }).result.plantilla
  }
  const refusedUnchanged = async (label: string, body: unknown, status: number, message: string, token = admin) => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await post("/guardar-plantilla-contrato", body, token)
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    const error = asError(answer)
    expect([error.message, ...(error.detalles ?? []), ...(error.problemas ?? []).map((p) => p.mensaje)].join("\n"), label).toContain(message)
    expect(await checksums(t.server, ["auditoria"]), `${label} changed a table`).toEqual(before)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
  })

  it("lists the active types by name with CON100's templates", async () => {
    const tipos = await templates()
    expect(tipos.map((r) => r.id_tipo_contrato)).toEqual(expect.arrayContaining(["IND", "OBRA", "TIEMPO", "TEMPORADA", "PRUEBA", "CAPACITA"]))
    const names = tipos.map((r) => String(r.n_tipo_contrato))
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const tiempo = tipos.find((r) => r.id_tipo_contrato === "TIEMPO")
    expect(tiempo?.plantilla).toBe(await catalogueTemplate("TIEMPO"))
  })

  it("saves a template trimmed, which CON100 then reads, and answers 'Parámetros guardados'", async () => {
    const plantilla = "Contrato de {n_empleado} con {n_empresa}, del {f_inicio} al {f_fin}."
    const answer = await post("/guardar-plantilla-contrato", { id_tipo_contrato: "tiempo", plantilla: `  ${plantilla}\n` })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const body = answer.body as { message: string; result: Body }
    expect(body.message).toBe("Parámetros guardados")
    expect(body.result).toEqual({ id_tipo_contrato: "TIEMPO", n_tipo_contrato: "Tiempo determinado", plantilla })
    expect(await catalogueTemplate("TIEMPO")).toBe(plantilla)
    expect((await templates()).find((r) => r.id_tipo_contrato === "TIEMPO")?.plantilla).toBe(plantilla)
  })

  it("refuses unknown placeholders by name, an empty text and a wrong shape, changing nothing", async () => {
    await refusedUnchanged(
      "unknown placeholders",
      { id_tipo_contrato: "TIEMPO", plantilla: "Contrato de {n_empleado} con {sueldo} y {jefe}." },
      400,
      "La plantilla contiene campos desconocidos: {sueldo}, {jefe}",
    )
    await refusedUnchanged("blank", { id_tipo_contrato: "TIEMPO", plantilla: "   " }, 400, catalogoContratosMessages.plantilla)
    await refusedUnchanged("too long", { id_tipo_contrato: "TIEMPO", plantilla: "x".repeat(20_001) }, 400, contractTemplateMessages.larga)
    await refusedUnchanged("no key", { id_tipo_contrato: "", plantilla: "Contrato de {n_empleado}." }, 400, contractTemplateMessages.tipo)
    const wrong = await post("/guardar-plantilla-contrato", { id_tipo_contrato: 5, plantilla: ["x"] })
    expect(wrong.status).toBe(400)
    expect(asError(wrong).message).toMatch(/\S/)
  })

  it("refuses an unknown or an inactive type (404), changing nothing", async () => {
    await refusedUnchanged("unknown", { id_tipo_contrato: "NOEXISTE", plantilla: "Contrato de {n_empleado}." }, 404, contractTemplateMessages.tipoNoExiste)
    const created = await post("/catalogo-contratos", {
      id_tipo_contrato: "INACT",
      n_tipo_contrato: "Inactivo de prueba",
      c_tipo_contrato: "01",
      duracion_default_dias: null,
      permite_prueba: "0",
      plantilla: "Contrato de {n_empleado}.",
      activo: "0",
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((await templates()).map((r) => r.id_tipo_contrato)).not.toContain("INACT")
    await refusedUnchanged("inactive", { id_tipo_contrato: "INACT", plantilla: "Otro texto de {n_empleado}." }, 404, contractTemplateMessages.tipoNoExiste)
    expect(await catalogueTemplate("INACT")).toBe("Contrato de {n_empleado}.")
  })

  it("refuses a user without CON090 both calls (403), changing nothing", async () => {
    const read = await post("/get-plantillas-contratos", {}, consulta)
    expect(read.status).toBe(403)
    await refusedUnchanged("no CON090", { id_tipo_contrato: "TIEMPO", plantilla: "Contrato de {n_empleado}." }, 403, "", consulta)
  })
})
