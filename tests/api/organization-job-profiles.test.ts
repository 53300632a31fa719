import { beforeAll, describe, expect, it } from "vitest"
import { jobProfileMessages } from "../../domain/organizacion/gestionar-puestos"
import { sectionMessages } from "../../domain/organizacion/gestionar-puestos-sections"
import { call, demo, signIn } from "./support/http"
import { checksums, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Gestionar puestos (ORG500) on both dialects: a puesto created through the Puestos resource,
// every section's get and store round trip (what is stored is what is read back, in order),
// every rule of the generales (name, salaries in order and over the zone's monthly minimum wage,
// chief of the company and not under the puesto) and of the sections (escolaridad, languages once,
// weights adding up to 100 in hundredths, operative competencies only for Operativo puestos,
// internal relations naming a department or a puesto), the legacy calls, the delete refused while
// the puesto has positions and a deactivation otherwise, and the company scope: a role of company 1
// gets 403 for company 2's puestos. The tests build their own catalogue rows (ids 9001+) and
// puestos (keys T...), so they depend on the demo only for companies, departments and users.

type Body = Record<string, unknown>

/** Company 1's general zone: 315.04 a day from 2026 (the migration's rows); × 30.4 = 9,577.22 a month. */
const monthlyFloor2026 = 9577.22

const generales = (id: string, extra: Body = {}): Body => ({
  id_empresa: 1,
  id_puesto: id,
  n_puesto: `Puesto ${id}`,
  id_depto: null,
  id_nivel_puesto: null,
  id_ocupacion_cno: null,
  plazas_autorizadas: 3,
  activo: "1",
  id_puesto_jefe: null,
  objetivo: null,
  tipo_puesto: "A",
  riesgo_puesto: null,
  salario_min: null,
  salario_max: null,
  ...extra,
})

describe.each(dialects)("Gestionar puestos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  /** A department of company 1 and one of company 2. */
  let dept1 = 0
  let dept2 = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const saved = async (path: string, body: Body, token = admin) => {
    const answer = await post(path, body, token)
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200)
    expect((answer.body as { message: string }).message).toBe("Datos guardados")
    return (answer.body as { result: Body }).result
  }
  const refused = async (path: string, body: Body, status: number, message: string, token = admin) => {
    const before = await checksums(t.server, ["sesiones"])
    const answer = await post(path, body, token)
    expectRefusal(path, answer, [status])
    const text = [String((answer.body as Body).message), ...(((answer.body as Body).detalles as ReadonlyArray<string> | undefined) ?? [])].join(" | ")
    expect(text).toContain(message)
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  }

  beforeAll(async () => {
    await sqlOf(t.server, (sql) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: "CONSULTA", clave: "ORG500", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const [d1] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_empresa = 1`)
    const [d2] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_empresa = 2`)
    dept1 = Number(d1?.id)
    dept2 = Number(d2?.id)
    await sqlOf(t.server, (sql) => sql`INSERT INTO niveles_puesto ${sql.insert([{ id_nivel_puesto: 9001, n_nivel_puesto: "Nivel de prueba", orden: 1, activo: "1" }])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO escolaridades ${sql.insert([{ id_escolaridad: 9001, n_escolaridad: "Licenciatura de prueba", activo: "1" }])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO idiomas ${sql.insert([{ id_idioma: 9001, n_idioma: "Inglés", activo: "1" }, { id_idioma: 9002, n_idioma: "Francés", activo: "1" }])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO software ${sql.insert([{ id_software: 9001, n_software: "Hoja de cálculo", activo: "1" }])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO niveles_competencia ${sql.insert([{ id_nivel: 9001, n_nivel: "Básico", valor: 9 }, { id_nivel: 9002, n_nivel: "Avanzado", valor: 10 }])}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO competencias ${sql.insert([
      { id_competencia: 9001, tipo: "O", n_competencia: "Trabajo en equipo", descripcion: null, activo: "1" },
      { id_competencia: 9002, tipo: "O", n_competencia: "Orientación al cliente", descripcion: null, activo: "1" },
      { id_competencia: 9003, tipo: "O", n_competencia: "Integridad", descripcion: null, activo: "1" },
      { id_competencia: 9011, tipo: "T", n_competencia: "Contabilidad", descripcion: null, activo: "1" },
      { id_competencia: 9021, tipo: "P", n_competencia: "Operación de montacargas", descripcion: null, activo: "1" },
    ])}`)
  })

  it("seeds at least six demo puestos with every section filled", async () => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`
      SELECT COUNT(*) AS n FROM puestos p
      WHERE EXISTS (SELECT 1 FROM puestos_perfil x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_experiencia x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_idiomas x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_finalidades x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_software x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_competencias x WHERE x.id_puesto = p.id_puesto AND x.tipo = 'O')
        AND EXISTS (SELECT 1 FROM puestos_competencias x WHERE x.id_puesto = p.id_puesto AND x.tipo = 'T')
        AND EXISTS (SELECT 1 FROM puestos_relaciones_internas x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_relaciones_externas x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_entornos x WHERE x.id_puesto = p.id_puesto)
        AND EXISTS (SELECT 1 FROM puestos_dimensiones x WHERE x.id_puesto = p.id_puesto)`)
    expect(Number(row?.n)).toBeGreaterThanOrEqual(6)
    const full = await post("/get-puesto-full", { id_puesto: "P0021" })
    expect(full.status, JSON.stringify(full.body).slice(0, 300)).toBe(200)
  })

  it("creates a puesto through the resource and lists it with its department, level and seats", async () => {
    const created = await saved("/puestos", generales("T001", { id_depto: dept1, id_nivel_puesto: 9001, salario_min: 12000, salario_max: 18000, riesgo_puesto: "2", plazas_autorizadas: 4 }))
    expect(created).toMatchObject({ id_puesto: "T001", n_depto: expect.any(String), n_nivel_puesto: "Nivel de prueba", plazas_autorizadas: 4, plazas_ocupadas: 0 })
    const list = await get("/puestos?buscar=T001")
    expect((list.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_puesto)).toEqual(["T001"])
    const filtered = await get(`/puestos?id_nivel_puesto=9001&id_empresa=1&id_depto=${dept1}&activo=1`)
    expect((filtered.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_puesto)).toEqual(["T001"])
    const legacy = await post("/get-puestos", { id_nivel_puesto: 9001 })
    expect((legacy.body as { result: ReadonlyArray<Body> }).result.map((r) => r.id_puesto)).toEqual(["T001"])
    const select = await post("/get-puestos-select", { id_empresa: 1 })
    expect((select.body as { result: ReadonlyArray<Body> }).result.some((r) => r.id_puesto === "T001")).toBe(true)
    const byId = await get("/get-puesto-by-id/1/T001")
    expect((byId.body as { result: Body }).result).toMatchObject({ id_puesto: "T001", salario_min: 12000 })
    expect((await get("/get-puesto-by-id/2/T001")).status).toBe(404)
  })

  it("refuses the generales' rules with their messages and changes nothing", async () => {
    await refused("/puestos", generales("T002", { n_puesto: "" }), 400, jobProfileMessages.puesto)
    await refused("/puestos", generales("T002", { salario_min: 20000, salario_max: 15000 }), 400, jobProfileMessages.salarios)
    await refused("/puestos", generales("T002", { salario_min: monthlyFloor2026 - 0.01 }), 400, "no puede ser menor al salario mínimo mensual de la zona General")
    await refused("/puestos", generales("T002", { plazas_autorizadas: -1 }), 400, "Plazas autorizadas")
    await refused("/puestos", generales("T002", { objetivo: "x".repeat(1001) }), 400, "Objetivo")
    await refused("/puestos", generales("T002", { tipo_puesto: "X" }), 400, "Tipo de puesto")
    await refused("/puestos", generales("T002", { id_puesto_jefe: "T002" }), 400, jobProfileMessages.propioJefe)
    await refused("/puestos", generales("T002", { id_puesto_jefe: "NOEXISTE" }), 400, jobProfileMessages.jefeNoExiste)
    await refused("/puestos", generales("T002", { id_depto: dept2 }), 400, jobProfileMessages.deptoDeEmpresa)
    await refused("/puestos", generales("T001"), 409, "La clave ingresada ya se encuentra registrada")
    // The floor itself is accepted: 315.04 × 30.4 = 9,577.216, 9,577.22 in cents.
    await saved("/puestos", generales("T002", { salario_min: monthlyFloor2026, tipo_puesto: "O", id_puesto_jefe: "T001" }))
  })

  it("refuses a chief under the puesto and one of another company", async () => {
    await saved("/puestos", generales("T003", { id_puesto_jefe: "T002" }))
    // T001 <- T002 <- T003: T001 under T003 would loop.
    await refused("/store-info-puesto-generales", generales("T001", { id_depto: dept1, id_nivel_puesto: 9001, salario_min: 12000, salario_max: 18000, riesgo_puesto: "2", plazas_autorizadas: 4, id_puesto_jefe: "T003" }), 400, jobProfileMessages.jefeDependiente)
    const [other] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT MIN(id_puesto) AS id_puesto FROM puestos WHERE id_empresa = 2`)
    await refused("/puesto/editar", generales("T003", { id_puesto_jefe: other?.id_puesto }), 400, jobProfileMessages.jefeOtraEmpresa)
    const edited = await saved("/puesto/editar", generales("T003", { id_puesto_jefe: "T001", n_puesto: "Analista de nómina" }))
    expect(edited).toMatchObject({ n_puesto: "Analista de nómina", id_puesto_jefe: "T001" })
  })

  const sections: ReadonlyArray<readonly [string, Body]> = [
    ["perfil", { id_escolaridad: 9001, carrera: "Contaduría Pública", especialidad: "Fiscal", edad_min: 25, edad_max: 45 }],
    ["exp-laboral", { experiencia: [{ area_o_puesto: "Nómina", anios_min: 3 }, { area_o_puesto: "Contabilidad general", anios_min: 1 }] }],
    ["idiomas", { idiomas: [{ id_idioma: 9001, lectura: "Avanzado", escritura: "Intermedio", conversacion: "Intermedio" }] }],
    ["finalidades", { finalidades: [{ descripcion: "Calcular la nómina quincenal", frecuencia: "Semanal" }, { descripcion: "Conciliar cuentas", frecuencia: "Mensual" }] }],
    ["software", { software: [{ id_software: 9001, nivel: "Avanzado" }] }],
    ["competencias-organizacionales", { competencias: [{ id_competencia: 9001, id_nivel_esperado: 9002, peso: 33.33 }, { id_competencia: 9002, id_nivel_esperado: 9001, peso: 33.33 }, { id_competencia: 9003, id_nivel_esperado: 9001, peso: 33.34 }] }],
    ["competencias-tecnicas", { competencias: [{ id_competencia: 9011, id_nivel_esperado: 9002, peso: 100 }] }],
    ["relaciones-internas", { relaciones: [{ id_depto: null, id_puesto_relacion: "T001", motivo: "Reportar avances", frecuencia: "Diaria" }] }],
    ["relaciones-externas", { relaciones: [{ entidad: "IMSS", motivo: "Movimientos afiliatorios", frecuencia: "Eventual" }] }],
    ["entornos", { entornos: [{ condicion: "Oficina", exposicion: "Baja", epp: null }] }],
    ["dimensiones", { personal_directo: 2, personal_indirecto: 5, presupuesto: 150000.5, ventas: null, activos_resguardo: 80000 }],
  ]

  it("stores and reads back every section, each on its own", async () => {
    for (const [id, body] of sections) {
      const empty = await post(`/get-info-puesto-${id}`, { id_puesto: "T003" })
      expect(empty.status, id).toBe(200)
      const result = await saved(`/store-info-puesto-${id}`, { id_puesto: "T003", ...body })
      expect(result, id).toEqual({ id_puesto: "T003", ...body })
      const read = await post(`/get-info-puesto-${id}`, { id_puesto: "T003" })
      expect((read.body as { result: Body }).result, id).toEqual({ id_puesto: "T003", ...body })
    }
    // A section's store replaces its rows: two idiomas, then one.
    await saved("/store-info-puesto-idiomas", { id_puesto: "T003", idiomas: [{ id_idioma: 9002, lectura: "Básico", escritura: "Básico", conversacion: "Básico" }] })
    const full = await post("/get-puesto-full", { id_puesto: "T003" })
    expect(full.status).toBe(200)
    const profile = (full.body as { result: Body }).result as {
      generales: Body
      perfil: Body
      idiomas: ReadonlyArray<Body>
      finalidades: ReadonlyArray<Body>
      competencias: Record<string, ReadonlyArray<Body>>
      relacionesInternas: ReadonlyArray<Body>
      dimensiones: Body
    }
    expect(profile.generales).toMatchObject({ id_puesto: "T003", n_puesto_jefe: "Puesto T001" })
    expect(profile.perfil).toMatchObject({ n_escolaridad: "Licenciatura de prueba", carrera: "Contaduría Pública" })
    expect(profile.idiomas.map((i) => i.n_idioma)).toEqual(["Francés"])
    expect(profile.finalidades.map((f) => [f.orden, f.frecuencia])).toEqual([[1, "Semanal"], [2, "Mensual"]])
    expect(profile.competencias.organizacionales?.map((c) => c.peso)).toEqual([33.33, 33.33, 33.34])
    expect(profile.competencias.tecnicas?.map((c) => c.n_competencia)).toEqual(["Contabilidad"])
    expect(profile.relacionesInternas[0]).toMatchObject({ n_puesto_relacion: "Puesto T001" })
    expect(profile.dimensiones).toMatchObject({ presupuesto: 150000.5 })
    // The store wrote its audit row.
    const [audit] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM auditoria WHERE clave LIKE ${"%seccion=perfil%"}`)
    expect(Number(audit?.n)).toBe(1)
  })

  it("refuses each section's rules", async () => {
    await refused("/store-info-puesto-perfil", { id_puesto: "T003", id_escolaridad: null, carrera: null, especialidad: null, edad_min: null, edad_max: null }, 400, "«id_escolaridad»")
    await refused("/store-info-puesto-perfil", { id_puesto: "T003", id_escolaridad: 9001, carrera: null, especialidad: null, edad_min: 50, edad_max: 30 }, 400, sectionMessages.edades)
    // No sex requirement exists to be stored (LFT 133): the field is not part of the section.
    await refused("/store-info-puesto-perfil", { id_puesto: "T003", id_escolaridad: 9001, carrera: null, especialidad: null, edad_min: null, edad_max: null, sexo: "M" }, 400, "«sexo» no está permitido")
    await refused("/store-info-puesto-exp-laboral", { id_puesto: "T003", experiencia: [{ area_o_puesto: "Ventas", anios_min: 41 }] }, 400, "Años mínimos")
    const idioma = { id_idioma: 9001, lectura: "Avanzado", escritura: "Avanzado", conversacion: "Nativo" }
    await refused("/store-info-puesto-idiomas", { id_puesto: "T003", idiomas: [idioma, idioma] }, 400, "repetidos")
    await refused("/store-info-puesto-idiomas", { id_puesto: "T003", idiomas: [{ ...idioma, lectura: "Experto" }] }, 400, "Lectura")
    await refused("/store-info-puesto-finalidades", { id_puesto: "T003", finalidades: [{ descripcion: "", frecuencia: "Diaria" }] }, 400, sectionMessages.descripcion)
    await refused("/store-info-puesto-finalidades", { id_puesto: "T003", finalidades: [{ descripcion: "x".repeat(501), frecuencia: "Diaria" }] }, 400, "Descripción")
    await refused("/store-info-puesto-finalidades", { id_puesto: "T003", finalidades: [{ descripcion: "Algo", frecuencia: "Anual" }] }, 400, "Frecuencia")
    const comp = (id: number, peso: number) => ({ id_competencia: id, id_nivel_esperado: 9001, peso })
    await refused("/store-info-puesto-competencias-organizacionales", { id_puesto: "T003", competencias: [comp(9001, 60), comp(9002, 39.99)] }, 400, sectionMessages.pesos)
    await refused("/store-info-puesto-competencias-organizacionales", { id_puesto: "T003", competencias: [comp(9001, 50), comp(9001, 50)] }, 400, sectionMessages.competenciaRepetida)
    await refused("/store-info-puesto-competencias-tecnicas", { id_puesto: "T003", competencias: [comp(9001, 100)] }, 400, "la competencia no es de este tipo")
    // Operativas only for an Operativo puesto: T003 is Administrativo, T002 Operativo.
    await refused("/store-info-puesto-competencias-operativas", { id_puesto: "T003", competencias: [comp(9021, 100)] }, 400, sectionMessages.soloOperativo)
    await saved("/store-info-puesto-competencias-operativas", { id_puesto: "T002", competencias: [comp(9021, 100)] })
    // ...and T002 keeps that type while they are stored.
    await refused("/store-info-puesto-generales", generales("T002", { salario_min: monthlyFloor2026, tipo_puesto: "A", id_puesto_jefe: "T001" }), 409, jobProfileMessages.operativasTipo)
    await saved("/store-info-puesto-competencias-organizacionales", { id_puesto: "T002", competencias: [comp(9001, 60), comp(9002, 40)] })
    await saved("/store-info-puesto-competencias-organizacionales", { id_puesto: "T002", competencias: [] })
    const rel = { motivo: "Coordinar", frecuencia: "Semanal" }
    await refused("/store-info-puesto-relaciones-internas", { id_puesto: "T003", relaciones: [{ ...rel, id_depto: dept1, id_puesto_relacion: "T001" }] }, 400, sectionMessages.relacionDestino(1))
    await refused("/store-info-puesto-relaciones-internas", { id_puesto: "T003", relaciones: [{ ...rel, id_depto: null, id_puesto_relacion: null }] }, 400, sectionMessages.relacionDestino(1))
    await refused("/store-info-puesto-relaciones-internas", { id_puesto: "T003", relaciones: [{ ...rel, id_depto: dept2, id_puesto_relacion: null }] }, 400, "no es de la empresa del puesto")
    await saved("/store-info-puesto-relaciones-internas", { id_puesto: "T003", relaciones: [{ ...rel, id_depto: dept1, id_puesto_relacion: null }] })
    await refused("/store-info-puesto-entornos", { id_puesto: "T003", entornos: [{ condicion: "Ruido", exposicion: "Extrema", epp: null }] }, 400, "Exposición")
    await refused("/store-info-puesto-dimensiones", { id_puesto: "T003", personal_directo: -1, personal_indirecto: null, presupuesto: null, ventas: null, activos_resguardo: null }, 400, "Personal directo")
    await refused("/store-info-puesto-perfil", { id_puesto: "NOEXISTE", id_escolaridad: 9001, carrera: null, especialidad: null, edad_min: null, edad_max: null }, 404, jobProfileMessages.noExiste)
  })

  it("refuses to delete a puesto with positions and deactivates one without", async () => {
    await saved("/puestos", generales("T009", { id_depto: dept1 }))
    const [centre] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_centro_trabajo AS id FROM departamentos WHERE id_depto = ${dept1}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO posiciones ${sql.insert({ id_posicion: "TPOS-1", n_posicion: "Posición de prueba", id_empresa: 1, id_centro_trabajo: Number(centre?.id), id_depto: dept1, id_puesto: "T009", f_inicio: "2020-01-01", f_fin: "2021-01-01" })}`)
    await refused("/puestos/T009", { _method: "DELETE" }, 409, jobProfileMessages.conPosiciones)
    const gone = await post("/puestos/T001", { _method: "DELETE" })
    expect(gone.status, JSON.stringify(gone.body)).toBe(200)
    expect((gone.body as { message: string }).message).toBe("Registro eliminado")
    const [row] = await sqlOf(t.server, (sql) => sql<{ activo: string }>`SELECT activo FROM puestos WHERE id_puesto = 'T001'`)
    expect(row?.activo).toBe("0")
    expect(((await get("/puestos/T001")).body as { result: Body }).result).toMatchObject({ activo: "0" })
  })

  it("keeps the sections' catalogues in Tablas de referencia: a row a profile names is not deleted, the SAT's risks are read-only", async () => {
    const listed = await get("/catalogo-escolaridades?por_pagina=100")
    expect((listed.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.n_escolaridad)).toContain("Licenciatura")
    await saved("/catalogo-idiomas", { id_idioma: 9100, n_idioma: "Otomí", activo: "1" })
    // Escolaridad 9001 is T003's (perfil).
    await refused("/catalogo-escolaridades/9001", { _method: "DELETE" }, 409, "")
    const risks = await get("/catalogo-riesgos-puesto?por_pagina=10")
    expect((risks.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.map((r) => r.id_riesgo)).toEqual(["1", "2", "3", "4", "5", "99"])
    expect((await post("/catalogo-riesgos-puesto", { id_riesgo: "6", n_riesgo: "Clase VI" })).status).toBe(405)
  })

  it("limits every call to the caller's companies", async () => {
    const [other] = await sqlOf(t.server, (sql) => sql<{ id_puesto: string }>`SELECT MIN(id_puesto) AS id_puesto FROM puestos WHERE id_empresa = 2`)
    const foreign = String(other?.id_puesto)
    expect((await get(`/puestos/${foreign}`, consulta)).status).toBe(403)
    expect((await post("/get-info-puesto-perfil", { id_puesto: foreign }, consulta)).status).toBe(403)
    expect((await post("/get-puesto-full", { id_puesto: foreign }, consulta)).status).toBe(403)
    expect((await get(`/get-puesto-by-id/2/${foreign}`, consulta)).status).toBe(403)
    await refused("/store-info-puesto-perfil", { id_puesto: foreign, id_escolaridad: 9001, carrera: null, especialidad: null, edad_min: null, edad_max: null }, 403, "", consulta)
    await refused("/puestos", generales("T010", { id_empresa: 2 }), 403, "", consulta)
    const list = await get("/puestos?por_pagina=100", consulta)
    expect((list.body as { result: { registros: ReadonlyArray<Body> } }).result.registros.every((r) => r.id_empresa === 1)).toBe(true)
    const legacy = await post("/get-puestos", {}, consulta)
    expect((legacy.body as { result: ReadonlyArray<Body> }).result.every((r) => r.id_empresa === 1)).toBe(true)
    expect((await post("/get-puestos", { id_empresa: 2 }, consulta)).status).toBe(403)
    // Their own company's puesto is theirs to edit.
    await saved("/store-info-puesto-dimensiones", { id_puesto: "T003", personal_directo: 1, personal_indirecto: null, presupuesto: null, ventas: null, activos_resguardo: null }, consulta)
  })
})
