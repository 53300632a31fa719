import { beforeAll, describe, expect, it } from "vitest"
import { instructorMessages } from "../../domain/formacion/tablas-referencia-instructors"
import { agentMessages } from "../../domain/formacion/tablas-referencia-training-agents"
import { messages } from "../../domain/messages"
import { rfcMessages } from "../../domain/rules/rfc"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Formación's catalogues on both dialects, FOR050 (Tablas de referencia) and FOR090 (Niveles de
// puesto): the rules their descriptors and tables add to the platform's CRUD, which the generated
// suite covers. An external agente capacitador needs its STPS registro and an RFC whose check
// digit holds and whose length fits the kind of person; an instructor is a collaborator or a name
// from outside, exactly one; the STPS's catalogues of the DC-3 are read-only; a nivel de puesto a
// puesto names is not deleted; a puesto names its CNO subárea from the catalogue only.

type Body = Record<string, unknown>

const agent = (id: string, extra: Body = {}): Body => ({
  id_agente: id,
  n_agente: "Centro de Capacitación Laboral, S.C.",
  tipo: "EXTERNO_MORAL",
  rfc: "CAP190822K75",
  registro_stps: "CAP190822K75-0003",
  contacto: null,
  email: null,
  activo: "1",
  ...extra,
})

const instructor = (id: string, extra: Body = {}): Body => ({
  id_instructor: id,
  id_empleado: null,
  nombre_externo: "Ana Ruiz Campos",
  id_agente: "CINSA",
  especialidad: "Primeros auxilios",
  activo: "1",
  ...extra,
})

describe.each(dialects)("Formación's catalogues on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const get = (path: string) => call(t.url, `/api${path}`, { token: admin })
  const record = async (path: string): Promise<Body | undefined> => ((await get(path)).body as { result?: Body }).result
  const problems = (answer: Answer) => asError(answer).problemas ?? []
  /** The answer to `act`, which must be refused with `status` and change no table. */
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server)
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server)).toEqual(before)
    return answer
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
  })

  it("requires an external agent's STPS registro and RFC, refuses a wrong check digit or length, and takes an internal one without them", async () => {
    const noRegistro = await refusedUnchanged(400, () => post("/catalogo-agentes-capacitadores", agent("AGX1", { registro_stps: null })))
    expect(problems(noRegistro)).toEqual([{ campo: "registro_stps", mensaje: agentMessages.registro }])
    expect(agentMessages.registro).toBe("El registro STPS del agente capacitador es requerido")
    const noRfc = await refusedUnchanged(400, () => post("/catalogo-agentes-capacitadores", agent("AGX1", { tipo: "EXTERNO_FISICA", rfc: null })))
    expect(problems(noRfc)).toEqual([{ campo: "rfc", mensaje: agentMessages.rfc }])
    // CAP190822K75 with its last character changed: the platform's RFC field refuses the digit.
    const digit = await refusedUnchanged(400, () => post("/catalogo-agentes-capacitadores", agent("AGX1", { rfc: "CAP190822K76" })))
    expect(problems(digit)).toEqual([{ campo: "rfc", mensaje: rfcMessages.digito }])
    // A persona moral's RFC (12 characters) on a persona física.
    const length = await refusedUnchanged(400, () => post("/catalogo-agentes-capacitadores", agent("AGX1", { tipo: "EXTERNO_FISICA" })))
    expect(problems(length)).toEqual([{ campo: "rfc", mensaje: rfcMessages.fisica }])
    expect((await get("/catalogo-agentes-capacitadores/AGX1")).status).toBe(404)

    const external = await post("/catalogo-agentes-capacitadores", agent("agx1"))
    expect(external.status, JSON.stringify(external.body)).toBe(200)
    expect(await record("/catalogo-agentes-capacitadores/AGX1")).toMatchObject({ id_agente: "AGX1", rfc: "CAP190822K75", registro_stps: "CAP190822K75-0003" })
    const internal = await post("/catalogo-agentes-capacitadores", agent("AGX2", { tipo: "INTERNO", rfc: null, registro_stps: null }))
    expect(internal.status, JSON.stringify(internal.body)).toBe(200)
    // Becoming external asks for them again.
    const moved = await refusedUnchanged(400, () => post("/catalogo-agentes-capacitadores/AGX2", { ...agent("AGX2", { rfc: null, registro_stps: null }), _method: "PUT" }))
    expect(problems(moved).map((p) => p.campo).sort()).toEqual(["registro_stps", "rfc"])
  })

  it("takes an instructor who is a collaborator or a name from outside, exactly one, of an active agent", async () => {
    const neither = await refusedUnchanged(400, () => post("/catalogo-instructores", instructor("INX1", { nombre_externo: null })))
    expect(problems(neither)).toEqual([{ campo: "id_empleado", mensaje: instructorMessages.ninguno }])
    // The demo's first instructor is a collaborator (server/seed/demo-formacion.ts).
    const person = await record("/catalogo-instructores/INS1")
    const idEmpleado = Number(person?.id_empleado)
    const both = await refusedUnchanged(400, () => post("/catalogo-instructores", instructor("INX1", { id_empleado: idEmpleado })))
    expect(problems(both)).toEqual([{ campo: "nombre_externo", mensaje: instructorMessages.ambos }])
    const unknown = await refusedUnchanged(400, () => post("/catalogo-instructores", instructor("INX1", { id_empleado: 999_999, nombre_externo: null })))
    expect(asError(unknown).message).toBe(instructorMessages.colaborador)
    await sqlOf(t.server, (sql) => sql`UPDATE agentes_capacitadores SET activo = '0' WHERE id_agente = 'LMEDINA'`)
    const inactive = await refusedUnchanged(400, () => post("/catalogo-instructores", instructor("INX1", { id_agente: "LMEDINA" })))
    expect(asError(inactive).message).toBe(messages.claveFueraDeCatalogo("Agente capacitador"))

    const outside = await post("/catalogo-instructores", instructor("INX1"))
    expect(outside.status, JSON.stringify(outside.body)).toBe(200)
    expect(await record("/catalogo-instructores/INX1")).toMatchObject({ n_instructor: "Ana Ruiz Campos", n_agente: "Capacitación Industrial del Norte, S.C." })
    const colleague = await post("/catalogo-instructores", instructor("INX2", { id_empleado: idEmpleado, nombre_externo: null }))
    expect(colleague.status, JSON.stringify(colleague.body)).toBe(200)
    expect((await record("/catalogo-instructores/INX2"))?.n_instructor).toBe(person?.n_instructor)
    // An agent with instructors is deactivated, never deleted.
    const inUse = await refusedUnchanged(409, () => post("/catalogo-agentes-capacitadores/CINSA", { _method: "DELETE" }))
    expect(asError(inUse).message).toBe(messages.registroEnUsoDesactivar)
  })

  it("keeps the STPS's catalogues of the DC-3 read-only (405) and seeded as the form prints them", async () => {
    const areas = ((await get("/catalogo-areas-tematicas?por_pagina=20&orden=id_area_tematica")).body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    expect(areas.map((a) => a.id_area_tematica)).toEqual(["1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000", "9000"])
    const subareas = (await get("/catalogo-ocupaciones-cno?por_pagina=100&orden=id_ocupacion_cno")).body as { result: { registros: ReadonlyArray<Body>; total: number } }
    expect(subareas.result.total).toBe(55)
    expect(subareas.result.registros[0]).toMatchObject({ id_ocupacion_cno: "01.1", n_ocupacion_cno: "Agricultura y silvicultura", id_area_cno: "01" })
    expect(await record("/catalogo-areas-ocupacion/11")).toMatchObject({ n_area_cno: "Desarrollo y extensión del conocimiento" })
    for (const [path, body] of [
      ["/catalogo-areas-tematicas", { id_area_tematica: "9500", n_area_tematica: "Otra" }],
      ["/catalogo-areas-tematicas/1000", { _method: "PUT", n_area_tematica: "Otra" }],
      ["/catalogo-ocupaciones-cno/01.1", { _method: "DELETE" }],
      ["/catalogo-areas-ocupacion/01", { _method: "DELETE" }],
    ] as const) {
      const refused = await refusedUnchanged(405, () => post(path, body))
      expect(asError(refused).message).toBe(messages.metodoNoPermitido)
    }
  })

  it("refuses to delete a nivel de puesto a puesto names (409, nothing deleted), and deletes it once free", async () => {
    const added = await post("/niveles-puesto", { id_nivel_puesto: 901, n_nivel_puesto: "Nivel de prueba", orden: 9, horas_minimas_anuales: 16, presupuesto_persona: 4500.5, activo: "1" })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(await record("/niveles-puesto/901")).toMatchObject({ horas_minimas_anuales: 16, presupuesto_persona: 4500.5 })
    const [puesto] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT id_puesto FROM puestos ORDER BY id_puesto LIMIT 1`)
    await sqlOf(t.server, (sql) => sql`UPDATE puestos SET id_nivel_puesto = 901 WHERE id_puesto = ${puesto?.id_puesto ?? ""}`)
    const inUse = await refusedUnchanged(409, () => post("/niveles-puesto/901", { _method: "DELETE" }))
    expect(asError(inUse).message).toBe(messages.registroEnUsoDesactivar)
    expect(await record("/niveles-puesto/901")).toMatchObject({ n_nivel_puesto: "Nivel de prueba" })
    // A negative budget or hours is the field's refusal.
    const negative = await refusedUnchanged(400, () => post("/niveles-puesto", { id_nivel_puesto: 902, n_nivel_puesto: "Otro", orden: 1, horas_minimas_anuales: -1, presupuesto_persona: -5, activo: "1" }))
    expect(problems(negative).map((p) => p.campo).sort()).toEqual(["horas_minimas_anuales", "presupuesto_persona"])
    await sqlOf(t.server, (sql) => sql`UPDATE puestos SET id_nivel_puesto = NULL WHERE id_puesto = ${puesto?.id_puesto ?? ""}`)
    expect((await post("/niveles-puesto/901", { _method: "DELETE" })).status).toBe(200)
    expect((await get("/niveles-puesto/901")).status).toBe(404)
  })

  it("names a puesto's occupation by a CNO subárea of the catalogue only", async () => {
    const rows = ((await get("/puestos?buscar=Supervisor%20de%20Producci%C3%B3n&por_pagina=5")).body as { result: { registros: ReadonlyArray<Body> } }).result.registros
    const stored = rows[0]
    expect(stored).toMatchObject({ id_ocupacion_cno: "04.6" })
    const id = String(stored?.id_puesto)
    const { n_empresa: _e, n_depto: _d, n_nivel_puesto: _n, n_ocupacion_cno: _o, plazas_ocupadas: _p, ...writable } = (await record(`/puestos/${id}`)) ?? {}
    const unknown = await refusedUnchanged(400, () => post(`/puestos/${id}`, { ...writable, id_ocupacion_cno: "04.9", _method: "PUT" }))
    expect(asError(unknown).message).toBe(messages.claveFueraDeCatalogo("Ocupación (CNO)"))
    const changed = await post(`/puestos/${id}`, { ...writable, id_ocupacion_cno: "04.1", _method: "PUT" })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(await record(`/puestos/${id}`)).toMatchObject({ id_ocupacion_cno: "04.1", n_ocupacion_cno: "04.1 Mecánica" })
  })
})
