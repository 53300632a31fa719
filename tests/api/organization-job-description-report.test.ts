import { Effect } from "effect"
import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { maxPuestosReporte, reportMessages } from "../../domain/organizacion/reporte-descripcion-puestos-api"
import { pngImage } from "../support/images"
import { asError, call, demo, signIn } from "./support/http"
import { sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Reporte descripción de puestos (ORG500) on both dialects. A puesto with every section filled
// (and its catalogues) is written into the demo data of company 1, beside a bare one and one of
// company 2; company 1 gets a logo; the full puesto has an occupied position in centre A and
// another in centre B. The PDF is read back with unpdf: puesto, headings, an accented content
// word, razón social, signatures and version date; sections left out do not print; occupants
// print only when asked, and only those of the caller's centres. Refusals: no puesto (400 with
// the SPEC message), a puesto of another company (400), a company outside the role (403), a
// company that does not exist (404), a profile without ORG500 (403).

type Json = Record<string, unknown>

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

describe.each(dialects)("Reporte descripción de puestos on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let razonSocial = ""
  let occupantA = ""
  let occupantB = ""
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const report = (body: Json, token = admin) =>
    fetch(`${t.url}/api/reporte-descripcion-puesto`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    })
  const pdfText = async (body: Json, token = admin) => {
    const answer = await report(body, token)
    expect(answer.status, answer.status === 200 ? "" : await answer.text()).toBe(200)
    expect(answer.headers.get("content-type")).toBe("application/pdf")
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w .-]+\.pdf"/)
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-")
    // unpdf takes the buffer it is given (detaches it): it reads a copy.
    return { text: await textOf(Uint8Array.from(bytes)), bytes }
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    const centres = await sqlOf(t.server, (sql) => sql<{ id_centro_trabajo: number | string; id_empresa: number | string }>`
      SELECT id_centro_trabajo, id_empresa FROM centros_trabajo WHERE id_empresa IN (1, 2) ORDER BY id_empresa, id_centro_trabajo`)
    const ofCompany = (id: number) => centres.filter((c) => Number(c.id_empresa) === id).map((c) => Number(c.id_centro_trabajo))
    const [centreA = 0, centreB = 0] = ofCompany(1)
    expect(centreB).toBeGreaterThan(0)
    const firstDept = async (centre: number) =>
      Number((await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_depto) AS id FROM departamentos WHERE id_centro_trabajo = ${centre}`))[0]?.id)
    const deptA = await firstDept(centreA)
    const deptB = await firstDept(centreB)
    const person = async (centre: number) => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number | string; n: string }>`
        SELECT id_empleado, nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n
        FROM empleados WHERE id_centro_trabajo = ${centre} AND activo = '1' ORDER BY id_empleado LIMIT 1`)
      return { id: Number(row?.id_empleado), name: String(row?.n) }
    }
    const a = await person(centreA)
    const b = await person(centreB)
    occupantA = a.name
    occupantB = b.name
    razonSocial = String((await sqlOf(t.server, (sql) => sql<{ n: string }>`SELECT n_empresa AS n FROM empresas WHERE id_empresa = 1`))[0]?.n)

    await sqlOf(t.server, (sql) =>
      Effect.all([
        sql`INSERT INTO escolaridades ${sql.insert({ id_escolaridad: 9901, n_escolaridad: "Licenciatura", activo: "1" })}`,
        sql`INSERT INTO idiomas ${sql.insert({ id_idioma: 9901, n_idioma: "Inglés", activo: "1" })}`,
        sql`INSERT INTO software ${sql.insert({ id_software: 9901, n_software: "Hoja de cálculo", activo: "1" })}`,
        sql`INSERT INTO niveles_competencia ${sql.insert({ id_nivel: 9901, n_nivel: "Avanzado", valor: 10 })}`,
        sql`INSERT INTO competencias ${sql.insert([
          { id_competencia: 9901, tipo: "O", n_competencia: "Orientación al cliente", activo: "1" },
          { id_competencia: 9902, tipo: "T", n_competencia: "Cálculo de nómina", activo: "1" },
        ])}`,
        sql`INSERT INTO puestos ${sql.insert([
          { id_puesto: "DESC1", id_empresa: 1, n_puesto: "Jefe de Nómina y Compensación", id_depto: deptA, objetivo: "Garantizar el pago puntual de la nómina", tipo_puesto: "A", plazas_autorizadas: 3, activo: "1" },
          { id_puesto: "DESC2", id_empresa: 1, n_puesto: "Auxiliar de Almacén", id_depto: deptA, tipo_puesto: "O", plazas_autorizadas: 1, activo: "1" },
          { id_puesto: "DESC9", id_empresa: 2, n_puesto: "Puesto Ajeno", tipo_puesto: "A", plazas_autorizadas: 1, activo: "1" },
        ])}`,
        sql`INSERT INTO puestos_perfil ${sql.insert({ id_puesto: "DESC1", id_escolaridad: 9901, carrera: "Contaduría Pública", especialidad: null, edad_min: null, edad_max: null })}`,
        sql`INSERT INTO puestos_experiencia ${sql.insert({ id_puesto: "DESC1", orden: 1, area_o_puesto: "Administración de personal", anios_min: 3 })}`,
        sql`INSERT INTO puestos_idiomas ${sql.insert({ id_puesto: "DESC1", orden: 1, id_idioma: 9901, lectura: "Avanzado", escritura: "Intermedio", conversacion: "Básico" })}`,
        sql`INSERT INTO puestos_finalidades ${sql.insert([
          { id_puesto: "DESC1", orden: 1, descripcion: "Revisar la nómina quincenal y su timbrado", frecuencia: "Semanal" },
          { id_puesto: "DESC1", orden: 2, descripcion: "Atender auditorías del IMSS", frecuencia: "Eventual" },
        ])}`,
        sql`INSERT INTO puestos_software ${sql.insert({ id_puesto: "DESC1", orden: 1, id_software: 9901, nivel: "Avanzado" })}`,
        sql`INSERT INTO puestos_competencias ${sql.insert([
          { id_puesto: "DESC1", tipo: "O", orden: 1, id_competencia: 9901, id_nivel_esperado: 9901, peso: 100 },
          { id_puesto: "DESC1", tipo: "T", orden: 1, id_competencia: 9902, id_nivel_esperado: 9901, peso: 100 },
        ])}`,
        sql`INSERT INTO puestos_relaciones_externas ${sql.insert({ id_puesto: "DESC1", orden: 1, entidad: "Auditoría externa", motivo: "Declaraciones", frecuencia: "Mensual" })}`,
        sql`INSERT INTO puestos_entornos ${sql.insert({ id_puesto: "DESC1", orden: 1, condicion: "Oficina climatizada", exposicion: "Baja", epp: null })}`,
        sql`INSERT INTO puestos_dimensiones ${sql.insert({ id_puesto: "DESC1", personal_directo: 4, personal_indirecto: 12, presupuesto: 250000, ventas: null, activos_resguardo: null })}`,
        sql`INSERT INTO posiciones ${sql.insert([
          { id_posicion: "DESCA", n_posicion: "Jefatura de nómina A", id_empresa: 1, id_centro_trabajo: centreA, id_depto: deptA, id_puesto: "DESC1", id_posicion_jefe: null, f_inicio: "2020-01-01", f_fin: null },
          { id_posicion: "DESCB", n_posicion: "Jefatura de nómina B", id_empresa: 1, id_centro_trabajo: centreB, id_depto: deptB, id_puesto: "DESC1", id_posicion_jefe: null, f_inicio: "2020-01-01", f_fin: null },
        ])}`,
        sql`INSERT INTO ocupaciones_posicion ${sql.insert([
          { id_posicion: "DESCA", f_inicio: "2021-03-01", f_fin: null, id_empleado: a.id },
          { id_posicion: "DESCB", f_inicio: "2021-03-01", f_fin: null, id_empleado: b.id },
        ])}`,
      ], { discard: true }),
    )
    // Company 1's logo, stored as the Empresas page stores it.
    const png = pngImage(24, 12)
    await sqlOf(t.server, (sql) => sql`INSERT INTO empresas_logos ${sql.insert({ id_empresa: 1, version: "00112233aabbccdd", tipo: "image/png", datos: png })}`)
    await sqlOf(t.server, (sql) => sql`UPDATE empresas SET logo = '00112233aabbccdd' WHERE id_empresa = 1`)
  })

  it("offers the company's puestos for the picker, and refuses a company outside the role", async () => {
    const answer = await post("/get-puestos-descripcion", { id_empresa: 1 })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const ids = (answer.body as { result: Array<{ id_puesto: string }> }).result.map((p) => p.id_puesto)
    expect(ids).toContain("DESC1")
    expect(ids).toContain("DESC2")
    expect(ids).not.toContain("DESC9")
  })

  it("prints the chosen puestos with every section, the letterhead, the signatures and the version date", async () => {
    const { text, bytes } = await pdfText({ id_empresa: 1, puestos: ["DESC1", "DESC2"], incluir_ocupantes: false })
    for (const expected of [
      razonSocial,
      "Descripción de puestos",
      "Jefe de Nómina y Compensación (DESC1)",
      "Auxiliar de Almacén (DESC2)",
      "Datos generales",
      "Objetivo del puesto",
      "Garantizar el pago puntual de la nómina",
      "Perfil",
      "Contaduría Pública",
      "Experiencia laboral",
      "Administración de personal",
      "Idiomas",
      "Inglés",
      "Finalidades del puesto",
      "Revisar la nómina quincenal y su timbrado",
      "Software",
      "Hoja de cálculo",
      "Competencias organizacionales",
      "Orientación al cliente",
      "Competencias técnicas",
      "Cálculo de nómina",
      "Relaciones externas",
      "Auditoría externa",
      "Entorno de trabajo",
      "Oficina climatizada",
      "Dimensiones",
      "Sin información registrada",
      "Elaboró",
      "Revisó",
      "Autorizó",
      "Fecha de versión:",
    ]) {
      expect(text, expected).toContain(expected)
    }
    expect(text).not.toContain("Ocupantes actuales")
    // The logo is embedded as an image.
    expect(bytes.includes(Buffer.from("/Subtype /Image"))).toBe(true)
  })

  it("prints only the chosen sections, and the occupants of the caller's centres when asked", async () => {
    const { text } = await pdfText({ id_empresa: 1, puestos: ["DESC1"], secciones: ["finalidades"], incluir_ocupantes: true })
    expect(text).toContain("Finalidades del puesto")
    expect(text).toContain("Atender auditorías del IMSS")
    expect(text).not.toContain("Datos generales")
    expect(text).not.toContain("Contaduría Pública")
    expect(text).toContain("Ocupantes actuales")
    expect(text).toContain("Jefatura de nómina A")
    expect(text).toContain(occupantA)
    expect(text).toContain(occupantB)

    // The consulta role, given ORG500 and with centre B withdrawn, sees only centre A's occupant.
    const [group] = await sqlOf(t.server, (sql) => sql<{ id_grupo: string }>`SELECT id_grupo FROM usuarios WHERE id_usuario = ${demo.consulta.email}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO derechos_grupo ${sql.insert({ id_grupo: String(group?.id_grupo), clave: "ORG500", insertar: "1", editar: "1", borrar: "1", lectura: "1" })}`)
    const centreB = Number(
      (await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_centro_trabajo AS id FROM posiciones WHERE id_posicion = 'DESCB'`))[0]?.id,
    )
    await sqlOf(t.server, (sql) => sql`UPDATE permisos_rol SET permiso = '0' WHERE id_rol = 'EMPRESA1' AND id_centro_trabajo = ${centreB}`)
    const scoped = await pdfText({ id_empresa: 1, puestos: ["DESC1"], secciones: ["generales"], incluir_ocupantes: true }, consulta)
    expect(scoped.text).toContain("Jefatura de nómina A")
    expect(scoped.text).not.toContain("Jefatura de nómina B")
    // Out of scope: another company.
    const other = await report({ id_empresa: 2, puestos: ["DESC9"] }, consulta)
    expect(other.status).toBe(403)
    expect((await post("/get-puestos-descripcion", { id_empresa: 2 }, consulta)).status).toBe(403)
    await sqlOf(t.server, (sql) => sql`UPDATE permisos_rol SET permiso = '1' WHERE id_rol = 'EMPRESA1' AND id_centro_trabajo = ${centreB}`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM derechos_grupo WHERE id_grupo = ${String(group?.id_grupo)} AND clave = 'ORG500'`)
    // Without the key, refused.
    expect((await report({ id_empresa: 1, puestos: ["DESC1"] }, consulta)).status).toBe(403)
  })

  it("refuses an empty list, another company's puesto and a company that does not exist", async () => {
    const empty = await post("/reporte-descripcion-puesto", { id_empresa: 1, puestos: [], secciones: ["generales"], incluir_ocupantes: false })
    expect(empty.status).toBe(400)
    expect(asError(empty).detalles).toContain(reportMessages.puestos)
    const noSections = await post("/reporte-descripcion-puesto", { id_empresa: 1, puestos: ["DESC1"], secciones: [] })
    expect(noSections.status).toBe(400)
    expect(asError(noSections).detalles).toContain(reportMessages.secciones)
    const foreign = await post("/reporte-descripcion-puesto", { id_empresa: 1, puestos: ["DESC1", "DESC9"] })
    expect(foreign.status).toBe(400)
    expect(asError(foreign).message).toBe(reportMessages.puestosAjenos)
    const unknown = await post("/reporte-descripcion-puesto", { id_empresa: 1, puestos: ["NOEXISTE"] })
    expect(unknown.status).toBe(400)
    expect(asError(unknown).message).toBe(reportMessages.puestosAjenos)
    const tooMany = await post("/reporte-descripcion-puesto", { id_empresa: 1, puestos: Array.from({ length: maxPuestosReporte + 1 }, (_, i) => `P${i}`) })
    expect(tooMany.status).toBe(400)
    expect(asError(tooMany).detalles).toContain(reportMessages.demasiadosPuestos)
    const missing = await post("/reporte-descripcion-puesto", { id_empresa: 987654, puestos: ["DESC1"] })
    expect(missing.status).toBe(404)
  })
})
