import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { rightsVersionHeader } from "../../domain/api/paths"
import { companyMessages } from "../../domain/organizacion/empresas"
import { formProblems } from "../../domain/records/descriptor"
import { workCentreMessages, workCentres } from "../../domain/organizacion/centros-trabajo"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Centros de trabajo (ORG300) on both dialects: create, edit, delete and export through the
// consulta role (whose role grants the four centres of company 1) and the administrator; every
// rule of the descriptor and of the server with its Spanish message and nothing stored; the
// grant of a new centre to its creator's role; the role's scope in the list, the reads, the
// writes, the export and the five lookups.

type Row = Record<string, unknown>
interface Page {
  readonly registros: ReadonlyArray<Row>
  readonly total: number
}

type Server = Parameters<typeof sqlOf>[0]

/** A ciudad with its estado and país, read from the seeded tables (their numbering is not this test's). */
const placeOf = async (server: Server, ciudad: string) => {
  const [row] = await sqlOf(
    server,
    (sql) => sql<{ id_ciudad: number | string; id_estado: number | string; id_pais: number | string }>`
      SELECT ci.id_ciudad, ci.id_estado, es.id_pais FROM ciudades ci JOIN estados es ON es.id_estado = ci.id_estado
      WHERE ci.n_ciudad = ${ciudad}`,
  )
  if (row === undefined) throw new Error(`no ciudad ${ciudad} in the seed`)
  return { id_pais: Number(row.id_pais), id_estado: Number(row.id_estado), id_ciudad: Number(row.id_ciudad) }
}

type Place = Awaited<ReturnType<typeof placeOf>>

const centre = (place: Place, extra: Row = {}): Row => ({
  id_empresa: 1,
  id_centro_trabajo: 501,
  n_centro_trabajo: "Sucursal Silao",
  calle: "Av. Hidalgo",
  num_exterior: "12",
  num_interior: null,
  colonia: "Centro",
  codigo_postal: "36100",
  ...place,
  id_registro_patronal: "C1210345105",
  id_zona: "GEN",
  id_plaza: null,
  id_responsable: null,
  activo: "1",
  ...extra,
})

/** Only the writable fields of a read record: the derived names are answered, not sent. */
const editable = (row: Row): Row => {
  const { n_empresa: _e, n_estado: _s, n_ciudad: _c, n_zona: _z, n_responsable: _r, ...rest } = row
  return rest
}

const ids = (rows: ReadonlyArray<Row>) => rows.map((r) => Number(r.id_centro_trabajo)).sort((a, b) => a - b)

describe.each(dialects)("Centros de trabajo on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let consulta = ""
  let place: Place = { id_pais: 0, id_estado: 0, id_ciudad: 0 }
  /** Centres the consulta role is granted in the demo (company 1), and one it is not. */
  let granted: ReadonlyArray<number> = []
  let hidden = 0
  /** An active collaborator of a granted centre, one of a hidden centre, and an inactive one. */
  const people = { visible: 0, hidden: 0, inactive: 0 }
  const get = (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const rowsOf = (answer: { body: unknown }) => (answer.body as { result: ReadonlyArray<Row> }).result
  const stored = async (id: number) => {
    const rows = await sqlOf(t.server, (sql) => sql<Row>`SELECT * FROM centros_trabajo WHERE id_centro_trabajo = ${id}`)
    return rows[0]
  }
  const grants = (id: number) =>
    sqlOf(t.server, (sql) => sql<{ id_rol: string; permiso: string }>`SELECT id_rol, permiso FROM permisos_rol WHERE id_centro_trabajo = ${id} ORDER BY id_rol`).then(
      (rows) => rows.map((r) => `${r.id_rol}:${r.permiso}`),
    )
  const roleVersion = async (id_rol: string) => {
    const [row] = await sqlOf(t.server, (sql) => sql<{ v: number | string }>`SELECT version_permisos AS v FROM roles WHERE id_rol = ${id_rol}`)
    return Number(row?.v)
  }
  /**
   * A refusal with its status and message that changes no table. Sessions are left out: a
   * session's last use is bookkeeping of every request, refused or not.
   */
  const unchanged = () => checksums(t.server, ["sesiones"])
  const refusedUnchanged = async (label: string, send: () => Promise<{ status: number; body: unknown }>, status: number, message?: string) => {
    const before = await unchanged()
    const answer = await send()
    expect(answer.status, `${label}: ${JSON.stringify(answer.body)}`).toBe(status)
    if (message !== undefined) {
      const error = asError(answer)
      expect([error.message, ...(error.detalles ?? [])], label).toContain(message)
    }
    expect(await unchanged(), `${label} changed data`).toEqual(before)
  }

  it("lets the consulta role create a centre of its company, grants it to the role at once and reads it back", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    consulta = (await signIn(t.url, demo.consulta.email, demo.consulta.password)).token
    place = await placeOf(t.server, "León")
    granted = (
      await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT id_centro_trabajo AS id FROM permisos_rol WHERE id_rol = 'EMPRESA1' AND permiso = '1'`)
    ).map((r) => Number(r.id))
    const [outside] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_centro_trabajo) AS id FROM centros_trabajo WHERE id_empresa = 2`)
    hidden = Number(outside?.id)
    const person = async (condition: "visible" | "hidden" | "inactive") => {
      const where =
        condition === "visible" ? "id_empresa = 1 AND activo = '1'" : condition === "hidden" ? "id_empresa = 2 AND activo = '1'" : "id_empresa = 1 AND activo = '0'"
      const [row] = await sqlOf(t.server, (sql) => sql<{ id: number | string }>`SELECT MIN(id_empleado) AS id FROM empleados WHERE ${sql.literal(where)}`)
      return Number(row?.id)
    }
    people.visible = await person("visible")
    people.hidden = await person("hidden")
    people.inactive = await person("inactive")
    expect(granted.length).toBeGreaterThan(0)
    expect(granted).not.toContain(hidden)

    const versionBefore = await roleVersion("EMPRESA1")
    const created = await post("/centros-trabajo", centre(place, { id_registro_patronal: "c1210345105", id_zona: "gen" }), consulta)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((created.body as { message: string }).message).toBe("Datos guardados")
    // The answer is the stored centre, readable by its creator because the grant came first.
    expect((created.body as { result: Row }).result).toMatchObject({ id_centro_trabajo: 501, n_empresa: "Comercializadora del Bajío S.A. de C.V." })
    // The creator's role, and the role that grants every centre (the administrators').
    expect(await grants(501)).toEqual(["EMPRESA1:1", "GLOBAL:1"])
    expect(await roleVersion("EMPRESA1")).toBe(versionBefore + 1)
    const byAdmin = await get("/centros-trabajo/501", admin)
    expect(byAdmin.status).toBe(200)

    const read = await get("/centros-trabajo/501", consulta)
    expect(read.status).toBe(200)
    expect((read.body as { result: Row }).result).toMatchObject({
      id_empresa: 1,
      n_empresa: "Comercializadora del Bajío S.A. de C.V.",
      n_centro_trabajo: "Sucursal Silao",
      codigo_postal: "36100",
      ...place,
      n_ciudad: "León",
      // Stored as the company's registration and the zone's key spell them.
      id_registro_patronal: "C1210345105",
      id_zona: "GEN",
      n_zona: "General",
      activo: "1",
    })
    const listed = await get("/centros-trabajo?por_pagina=100", consulta)
    expect(ids((listed.body as { result: Page }).result.registros)).toContain(501)
  })

  it("refuses every invalid field with its Spanish message and stores nothing", async () => {
    const cases: ReadonlyArray<readonly [string, Row, number, string]> = [
      ["no name", { n_centro_trabajo: "" }, 400, workCentreMessages.centro],
      ["invalid postal code", { codigo_postal: "3610" }, 400, "El código postal debe tener 5 dígitos"],
      ["letters in the postal code", { codigo_postal: "36A00" }, 400, "El código postal debe tener 5 dígitos"],
      ["no postal code", { codigo_postal: null }, 400, companyMessages.codigoPostal],
      ["no street", { calle: null }, 400, companyMessages.calle],
      ["no registro patronal", { id_registro_patronal: null }, 400, workCentreMessages.registroPatronal],
      ["another company's registro patronal", { id_registro_patronal: "D3110222108" }, 400, workCentreMessages.registroAjeno],
      ["no zone", { id_zona: null }, 400, workCentreMessages.zona],
      ["an unknown zone", { id_zona: "XYZ" }, 400, workCentreMessages.zonaNoExiste],
      ["an unknown plaza", { id_plaza: "NOPE" }, 400, workCentreMessages.plazaNoExiste],
      // The form says 'La empresa es requerida' (below); the API names the field it cannot read.
      ["no company", { id_empresa: null }, 400, "El valor de «id_empresa» no es válido"],
      ["an unknown company", { id_empresa: 999 }, 400, workCentreMessages.empresaNoExiste],
    ]
    for (const [label, change, status, message] of cases) {
      await refusedUnchanged(label, () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 502, ...change }), consulta), status, message)
    }
    const elsewhere = await placeOf(t.server, "Monterrey")
    await refusedUnchanged("a ciudad of another estado", () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 502, id_ciudad: elsewhere.id_ciudad }), consulta), 400, companyMessages.ciudadDelEstado)
    await refusedUnchanged(
      "an estado of another país",
      () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 502, id_pais: place.id_pais + 1000 }), consulta),
      400,
      companyMessages.estadoDelPais,
    )
    await refusedUnchanged(
      "a responsable outside the role's centres",
      () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 502, id_responsable: people.hidden }), consulta),
      400,
      workCentreMessages.responsable,
    )
    await refusedUnchanged(
      "an inactive responsable",
      () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 502, id_responsable: people.inactive }), consulta),
      400,
      workCentreMessages.responsable,
    )
    // A taken clave: a role that sees the centre hears 409 (the administrators' role sees the
    // consulta role's new centre too: it grants every centre); another role may not even name it.
    await refusedUnchanged("a taken clave", () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 501 }), consulta), 409, "La clave ingresada ya se encuentra registrada")
    await refusedUnchanged("another role's clave", () => post("/centros-trabajo", centre(place, { id_centro_trabajo: hidden }), consulta), 403)
    await refusedUnchanged("a clave of the consulta role's new centre", () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 501 })), 409, "La clave ingresada ya se encuentra registrada")
    expect(await stored(502)).toBeUndefined()
    const form = Object.fromEntries(Object.entries(centre(place)).map(([k, v]) => [k, v === null ? "" : String(v)]))
    expect(formProblems(workCentres, "add", { ...form, id_empresa: "", n_centro_trabajo: "", codigo_postal: "123" })).toMatchObject({
      id_empresa: workCentreMessages.empresa,
      n_centro_trabajo: workCentreMessages.centro,
      codigo_postal: "El código postal debe tener 5 dígitos",
    })
  })

  it("creates centres only in the caller's active companies", async () => {
    await refusedUnchanged(
      "a company outside the role",
      () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 503, id_empresa: 2, id_registro_patronal: "D3110222108" }), consulta),
      403,
    )
    // An inactive company the administrator's role sees (it created it and it has no centre yet).
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO empresas ${sql.insert({ id_empresa: 95, n_empresa: "Empresa Inactiva", rfc: "EIN210315AB1", tipo_persona: "M", id_regimen: "601", activo: "0", id_rol_alta: "GLOBAL" })}`,
    )
    await sqlOf(t.server, (sql) =>
      sql`INSERT INTO empresas_registros_patronales ${sql.insert({ id_empresa: 95, orden: 1, registro_patronal: "Y9999999991", clase_riesgo: 1, prima_riesgo: 0.5, f_alta: "2024-01-01", activo: "1" })}`,
    )
    await refusedUnchanged(
      "an inactive company",
      () => post("/centros-trabajo", centre(place, { id_centro_trabajo: 503, id_empresa: 95, id_registro_patronal: "Y9999999991" })),
      409,
      workCentreMessages.empresaInactiva,
    )
  })

  it("edits a granted centre, never its company, and refuses another role's centre", async () => {
    const current = ((await get("/centros-trabajo/501", consulta)).body as { result: Row }).result
    const body = { ...editable(current), _method: "PUT" }
    const edited = await post("/centros-trabajo/501", { ...body, n_centro_trabajo: "Sucursal Silao Norte", id_responsable: people.visible, id_registro_patronal: "C1410876104" }, consulta)
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    const after = ((await get("/centros-trabajo/501", consulta)).body as { result: Row }).result
    const [name] = await sqlOf(
      t.server,
      (sql) => sql<{ n: string }>`SELECT nombre || ' ' || apellido_paterno || COALESCE(' ' || apellido_materno, '') AS n FROM empleados WHERE id_empleado = ${people.visible}`,
    )
    expect(after).toMatchObject({ n_centro_trabajo: "Sucursal Silao Norte", id_responsable: people.visible, n_responsable: name?.n, id_registro_patronal: "C1410876104" })
    await refusedUnchanged("a new company", () => post("/centros-trabajo/501", { ...body, id_empresa: 2, id_registro_patronal: "D3110222108" }, consulta), 400, workCentreMessages.empresaFija)
    await refusedUnchanged("an invalid postal code on edit", () => post("/centros-trabajo/501", { ...body, codigo_postal: "1234" }, consulta), 400, "El código postal debe tener 5 dígitos")

    expect((await get(`/centros-trabajo/${hidden}`, consulta)).status).toBe(403)
    const other = centre(place, { id_empresa: 2, id_centro_trabajo: hidden, n_centro_trabajo: "Tomado", id_registro_patronal: "D3110222108" })
    await refusedUnchanged("another role's centre", () => post(`/centros-trabajo/${hidden}`, { ...other, _method: "PUT" }, consulta), 403)
    // The path decides which record is written: a granted id in the body changes nothing.
    await refusedUnchanged(
      "another role's centre named by a granted body",
      () => post(`/centros-trabajo/${hidden}`, { ...body, n_centro_trabajo: "Tomado", _method: "PUT" }, consulta),
      403,
    )
    await refusedUnchanged("deleting another role's centre", () => post(`/centros-trabajo/${hidden}`, { _method: "DELETE" }, consulta), 403)
  })

  it("limits the list, its filters and the export to the role's centres", async () => {
    const mine = await get("/centros-trabajo?por_pagina=100", consulta)
    expect(mine.status).toBe(200)
    expect(ids((mine.body as { result: Page }).result.registros)).toEqual([...granted, 501].sort((a, b) => a - b))
    const every = await get("/centros-trabajo?por_pagina=100")
    expect(ids((every.body as { result: Page }).result.registros)).toContain(hidden)
    expect(((await get("/centros-trabajo?id_empresa=2", consulta)).body as { result: Page }).result.total).toBe(0)
    const searched = (await get("/centros-trabajo?buscar=silao", consulta)).body as { result: Page }
    expect(ids(searched.result.registros)).toEqual([501])
    const byState = (await get(`/centros-trabajo?id_estado=${place.id_estado}`, consulta)).body as { result: Page }
    expect(ids(byState.result.registros)).toContain(501)
    expect(byState.result.registros.every((r) => r.n_estado === "Guanajuato")).toBe(true)

    const workbook = async (token: string, body: Row) => {
      const response = await fetch(`${t.url}/api/exportar-centros-trabajo`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(200)
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
      const rows: Array<Array<unknown>> = []
      book.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
      const header = rows.find((r) => r.includes("Clave")) ?? []
      return { header, data: rows.filter((r) => typeof r[header.indexOf("Clave")] === "number") }
    }
    const exported = await workbook(consulta, { orden: "id_centro_trabajo", direccion: "asc" })
    expect(exported.header).toEqual(
      expect.arrayContaining(["Empresa", "Clave", "Centro de trabajo", "Estado", "Municipio", "Registro patronal", "Zona", "Activo", "Código postal"]),
    )
    const clave = exported.header.indexOf("Clave")
    expect(exported.data.map((r) => r[clave])).toEqual([...granted, 501].sort((a, b) => a - b))
    const silao = exported.data.find((r) => r[clave] === 501) ?? []
    expect(silao[exported.header.indexOf("Centro de trabajo")]).toBe("Sucursal Silao Norte")
    expect(silao[exported.header.indexOf("Municipio")]).toBe("León")
    expect(silao[exported.header.indexOf("Registro patronal")]).toBe("C1410876104")
    expect(silao[exported.header.indexOf("Código postal")]).toBe("36100")
    expect(silao[exported.header.indexOf("Activo")]).toBe("Sí")
    const filtered = await workbook(admin, { id_empresa: "2" })
    expect(filtered.data.map((r) => r[filtered.header.indexOf("Empresa")])).toEqual(filtered.data.map(() => "Servicios Industriales del Norte S.A. de C.V."))
    expect(filtered.data.map((r) => r[filtered.header.indexOf("Clave")])).toContain(hidden)
  })

  it("answers the five lookups inside the role's centres", async () => {
    const one = await post("/get-centro-trabajo", { id_organizacion: 1, id_empresa: 1, id_centro_trabajo: 501 }, consulta)
    expect(one.status, JSON.stringify(one.body)).toBe(200)
    expect((one.body as { result: Row }).result).toMatchObject({
      id_empresa: 1,
      n_empresa: "Comercializadora del Bajío S.A. de C.V.",
      id_centro_trabajo: 501,
      n_centro_trabajo: "Sucursal Silao Norte",
      calle: "Av. Hidalgo",
      codigo_postal: "36100",
      n_ciudad: "León",
      n_estado: "Guanajuato",
      id_registro_patronal: "C1410876104",
      id_zona: "GEN",
      n_zona: "General",
      id_responsable: people.visible,
    })
    expect((await post("/get-centro-trabajo", { id_centro_trabajo: 501 }, consulta)).status).toBe(200)
    expect((await post("/get-centro-trabajo", { id_centro_trabajo: hidden }, consulta)).status).toBe(403)
    expect((await post("/get-centro-trabajo", { id_empresa: 2, id_centro_trabajo: 501 }, consulta)).status).toBe(403)
    // A centre named with a company that is not its own is not found.
    expect((await post("/get-centro-trabajo", { id_empresa: 2, id_centro_trabajo: granted[0] })).status).toBe(404)
    expect((await post("/get-centro-trabajo", { id_centro_trabajo: 999_999 })).status).toBe(404)

    const all = [...granted, 501].sort((a, b) => a - b)
    for (const path of ["/get-centros-trabajo-full", "/get-centros-trabajo", "/get-resp-centros", "/get-centros-trabajo-select"]) {
      const answer = await post(path, {}, consulta)
      expect(answer.status, path).toBe(200)
      expect(ids(rowsOf(answer)), path).toEqual(all)
      expect(ids(rowsOf(await post(path, { id_empresa: 1 }, consulta))), path).toEqual(all)
      expect((await post(path, { id_empresa: 2 }, consulta)).status, path).toBe(403)
      const admins = ids(rowsOf(await post(path, { id_empresa: 2 })))
      expect(admins, path).toContain(hidden)
      expect(admins, path).not.toContain(501)
    }
    const full = rowsOf(await post("/get-centros-trabajo-full", {}, consulta)).find((r) => r.id_centro_trabajo === 501)
    expect(full).toMatchObject({ n_empresa: "Comercializadora del Bajío S.A. de C.V.", colonia: "Centro", id_registro_patronal: "C1410876104", n_zona: "General", id_responsable: people.visible })
    expect(typeof full?.n_responsable).toBe("string")
    const responsables = rowsOf(await post("/get-resp-centros", { id_empresa: 1 }, consulta))
    expect(responsables.find((r) => r.id_centro_trabajo === 501)).toEqual({
      id_empresa: 1,
      id_centro_trabajo: 501,
      n_centro_trabajo: "Sucursal Silao Norte",
      id_responsable: people.visible,
      n_responsable: full?.n_responsable,
    })
    const summary = rowsOf(await post("/get-centros-trabajo", {}, consulta)).find((r) => r.id_centro_trabajo === 501)
    expect(summary).toEqual({
      id_empresa: 1,
      id_centro_trabajo: 501,
      n_centro_trabajo: "Sucursal Silao Norte",
      n_empresa: "Comercializadora del Bajío S.A. de C.V.",
      id_registro_patronal: "C1410876104",
      id_zona: "GEN",
      activo: "1",
    })

    // An inactive centre leaves the select, not the other lists.
    const current = ((await get("/centros-trabajo/501", consulta)).body as { result: Row }).result
    expect((await post("/centros-trabajo/501", { ...editable(current), activo: "0", _method: "PUT" }, consulta)).status).toBe(200)
    expect(ids(rowsOf(await post("/get-centros-trabajo-select", {}, consulta)))).toEqual([...granted].sort((a, b) => a - b))
    expect(ids(rowsOf(await post("/get-centros-trabajo", {}, consulta)))).toContain(501)
    expect(rowsOf(await post("/get-centros-trabajo-select", {}, consulta))[0]).toEqual(
      expect.objectContaining({ id_empresa: 1, id_centro_trabajo: expect.any(Number), n_centro_trabajo: expect.any(String) }),
    )
  })

  it("refuses to delete a centre with departments or collaborators, and deletes one without them with its grants", async () => {
    const withDepartments = granted[0] ?? 0
    await refusedUnchanged("a centre with departments", () => post(`/centros-trabajo/${withDepartments}`, { _method: "DELETE" }, consulta), 409, workCentreMessages.conDepartamentos)

    // A centre with a collaborator and no department of its own.
    expect((await post("/centros-trabajo", centre(place, { id_centro_trabajo: 504, n_centro_trabajo: "Almacén Silao" }), consulta)).status).toBe(200)
    await sqlOf(
      t.server,
      (sql) => sql`INSERT INTO empleados (id_empleado, nombre, apellido_paterno, sexo, f_nacimiento, f_ingreso, id_empresa, id_centro_trabajo, id_depto, id_puesto, activo)
        SELECT 900001, 'Ana', 'Ruiz', 'M', '1990-01-01', '2024-01-01', 1, 504, id_depto, id_puesto, '0' FROM empleados WHERE id_empleado = ${people.visible}`,
    )
    await refusedUnchanged("a centre with collaborators", () => post("/centros-trabajo/504", { _method: "DELETE" }, consulta), 409, workCentreMessages.conColaboradores)

    // The centre's grants go with it, the administrators' role's too, and each of those roles' rights change.
    const versions = { consulta: await roleVersion("EMPRESA1"), global: await roleVersion("GLOBAL") }
    const before = (await get("/centros-trabajo?por_pagina=5", consulta)).headers.get(rightsVersionHeader)
    const deleted = await post("/centros-trabajo/501", { _method: "DELETE" }, consulta)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect((deleted.body as { message: string }).message).toBe("Registro eliminado")
    expect(await stored(501)).toBeUndefined()
    expect(await grants(501)).toEqual([])
    expect(await roleVersion("EMPRESA1")).toBe(versions.consulta + 1)
    expect(await roleVersion("GLOBAL")).toBe(versions.global + 1)
    const after = (await get("/centros-trabajo?por_pagina=5", consulta)).headers.get(rightsVersionHeader)
    expect(after).not.toBe(before)
    expect((await get("/centros-trabajo/501", consulta)).status).toBe(404)
  })
})
