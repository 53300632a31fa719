import ExcelJS from "exceljs"
import { beforeAll, describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { allKeys } from "../../domain/catalog"
import { asError, call, demo, signIn } from "./support/http"
import { createUser, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// The records platform on both dialects, through the worked example (Tipos de ayuda, a
// descriptor-built resource with a child collection): paging, accent-insensitive search,
// sorting and its 400, filters, child rows saved with the parent, update keeping the key,
// delete, export; and the settings resources for in-use deletes and workplace scope. What every
// descriptor gets (a duplicate key's 409, a missing field's 400, the read back, the sort, filter,
// search and export finding the record) is checked for each by the generated suite
// (tests/api/support/records-generated.ts); the access sweep refuses callers without the key.

interface Page {
  readonly registros: ReadonlyArray<Record<string, unknown>>
  readonly total: number
  readonly total_exacto?: boolean
  readonly pagina: number
  readonly por_pagina: number
}

const aid = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id_tipo_ayuda: id,
  n_tipo_ayuda: name,
  detalle: null,
  monto_maximo: 1500.5,
  requiere_comprobante: "0",
  antiguedad_min_meses: 6,
  max_por_anio: null,
  vigente_desde: "2026-01-15",
  correo_aviso: null,
  activo: "1",
  documentos: [],
  ...extra,
})

describe.each(dialects)("records platform on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const get = async (path: string, token = admin) => call(t.url, `/api${path}`, { token })
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const page = async (query: string): Promise<Page> => {
    const answer = await get(`/tipos-ayuda?${query}`)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: Page }).result
  }

  // The worked example starts from an empty table: the demo's aid types (and the aid requests
  // and their steps that name them, issue 15) are not the platform's concern here.
  beforeAll(async () => {
    await sqlOf(t.server, (sql) => sql`DELETE FROM autorizaciones WHERE origen = 'AYUDA'`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM ayudas_comprobantes`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM ayudas_economicas`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM tipos_ayuda_documentos`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM tipos_ayuda`)
  })

  it("creates records with their child rows and reads them back", async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const created = await post("/tipos-ayuda", aid("lentes", "Lentes graduados", { requiere_comprobante: "1", documentos: [{ n_documento: "Receta", obligatorio: "1" }, { n_documento: "Factura", obligatorio: "0" }] }))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect((created.body as { message: string }).message).toBe("Datos guardados")
    const read = await get("/tipos-ayuda/LENTES")
    expect(read.status).toBe(200)
    const row = (read.body as { result: Record<string, unknown> }).result
    expect(row).toMatchObject({ id_tipo_ayuda: "LENTES", n_tipo_ayuda: "Lentes graduados", monto_maximo: 1500.5, vigente_desde: "2026-01-15" })
    expect(row.documentos).toEqual([
      { n_documento: "Receta", obligatorio: "1" },
      { n_documento: "Factura", obligatorio: "0" },
    ])
  })

  it("refuses invalid payloads in Spanish and leaves the data as it was", async () => {
    const bad = await post("/tipos-ayuda", aid("", "", { monto_maximo: -3, vigente_desde: "2026-02-30" }))
    expect(bad.status).toBe(400)
    const detalles = asError(bad).detalles ?? []
    expect(detalles).toContain("La clave es requerido")
    expect(detalles).toContain("La descripción es requerida")
    expect(detalles.join(" ")).toContain("Vigente desde no es una fecha válida")
    const rule = await post("/tipos-ayuda", aid("X1", "Sin documentos", { requiere_comprobante: "1" }))
    expect(rule.status).toBe(400)
    expect(asError(rule).detalles).toContain("Capture al menos un documento cuando la ayuda requiere comprobante")
  })

  it("pages, searches without accents or case, sorts and filters in SQL", async () => {
    const names = ["Óptica Núñez", "Guardería Pérez", "Defunción", "Útiles escolares", "Nacimiento", "Matrimonio", "Aparatos ortopédicos"]
    for (const [i, name] of names.entries()) {
      const answer = await post("/tipos-ayuda", aid(`A${i}`, name, { monto_maximo: 100 * (i + 1), activo: i % 2 === 0 ? "1" : "0", vigente_desde: `2026-0${(i % 9) + 1}-01` }))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    }
    const first = await page("pagina=1&por_pagina=5&orden=id_tipo_ayuda&direccion=asc")
    expect(first.total).toBe(8)
    expect(first.registros.map((r) => r.id_tipo_ayuda)).toEqual(["A0", "A1", "A2", "A3", "A4"])
    const second = await page("pagina=2&por_pagina=5&orden=id_tipo_ayuda&direccion=asc")
    expect(second.registros.map((r) => r.id_tipo_ayuda)).toEqual(["A5", "A6", "LENTES"])
    expect((await page("pagina=9&por_pagina=5")).pagina).toBe(2)
    expect((await page("buscar=nunez")).registros.map((r) => r.n_tipo_ayuda)).toEqual(["Óptica Núñez"])
    expect((await page("buscar=PEREZ")).registros.map((r) => r.n_tipo_ayuda)).toEqual(["Guardería Pérez"])
    expect((await page("buscar=utiles")).total).toBe(1)
    expect((await page("buscar=100%25")).total).toBe(0)
    const byAmount = await page("orden=monto_maximo&direccion=desc&por_pagina=5")
    expect(byAmount.registros[0]?.id_tipo_ayuda).toBe("LENTES")
    expect((await page("activo=0")).total).toBe(3)
    expect((await page("vigente_desde_desde=2026-03-01&vigente_desde_hasta=2026-05-31")).total).toBe(3)
  })

  it("counts a long list only to 10,000 rows, or to the asked page's end, and says when more match", async () => {
    await sqlOf(t.server, (sql) => sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10050)
      INSERT INTO tipos_ayuda (id_tipo_ayuda, n_tipo_ayuda, monto_maximo, requiere_comprobante, antiguedad_min_meses, vigente_desde, activo)
      SELECT 'Z' || n.i, 'Tipo ' || n.i, a.monto_maximo, a.requiere_comprobante, 0, a.vigente_desde, '1' FROM n, tipos_ayuda a WHERE a.id_tipo_ayuda = 'LENTES'`)
    try {
      // 8 records of the test before and 10,050 more.
      const first = await page("pagina=1&por_pagina=10")
      expect([first.total, first.total_exacto, first.registros.length]).toEqual([10_001, false, 10])
      const deep = await page("pagina=1005&por_pagina=10")
      expect([deep.total, deep.total_exacto, deep.pagina]).toEqual([10_051, false, 1005])
      const last = await page("pagina=1006&por_pagina=10")
      expect([last.total, last.total_exacto, last.pagina, last.registros.length]).toEqual([10_058, undefined, 1006, 8])
      const past = await page("pagina=5000&por_pagina=10")
      expect([past.total, past.total_exacto, past.pagina]).toEqual([10_058, undefined, 1006])
      const few = await page("buscar=tipo 10049")
      expect([few.total, few.total_exacto]).toEqual([1, undefined])
    } finally {
      await sqlOf(t.server, (sql) => sql`DELETE FROM tipos_ayuda WHERE id_tipo_ayuda LIKE 'Z%'`)
    }
    expect((await page("pagina=1")).total).toBe(8)
  })

  it("answers 400 for a sort field that is not sortable and for bad paging", async () => {
    for (const query of ["orden=detalle", "orden=busqueda", "orden=id_tipo_ayuda;DROP TABLE tipos_ayuda", "por_pagina=7", "pagina=0", "pagina=uno", "direccion=up", "activo=1&activo=0", "vigente_desde_desde=ayer"]) {
      const answer = await get(`/tipos-ayuda?${query}`)
      expect(answer.status, query).toBe(400)
      expect(asError(answer).message.length).toBeGreaterThan(0)
    }
  })

  it("updates without changing the key, replaces child rows, deletes, and 404s unknown ids", async () => {
    const put = await post("/tipos-ayuda/lentes", { ...aid("OTRA", "Lentes y armazón", { requiere_comprobante: "1", documentos: [{ n_documento: "Receta", obligatorio: "1" }] }), _method: "PUT" })
    expect(put.status, JSON.stringify(put.body)).toBe(200)
    const row = (put.body as { result: Record<string, unknown> }).result
    expect(row.id_tipo_ayuda).toBe("LENTES")
    expect(row.n_tipo_ayuda).toBe("Lentes y armazón")
    expect(row.documentos).toEqual([{ n_documento: "Receta", obligatorio: "1" }])
    expect((await get("/tipos-ayuda/OTRA")).status).toBe(404)
    expect((await post("/tipos-ayuda/NOEXISTE", { _method: "DELETE" })).status).toBe(404)
    const deleted = await post("/tipos-ayuda/LENTES", { _method: "DELETE" })
    expect(deleted.status).toBe(200)
    expect((deleted.body as { message: string }).message).toBe("Registro eliminado")
    expect((await get("/tipos-ayuda/LENTES")).status).toBe(404)
    expect((await post("/tipos-ayuda/A1", { _method: "PATCH" })).status).toBe(400)
    expect((await call(t.url, "/api/tipos-ayuda/A1", { method: "PUT", token: admin, body: {} })).status).toBe(405)
  })

  it("exports what the list shows, every page, as a real workbook", async () => {
    const response = await fetch(`${t.url}/api/exportar-tipos-ayuda`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" },
      body: JSON.stringify({ buscar: "a", orden: "id_tipo_ayuda", direccion: "desc", activo: "1" }),
    })
    expect(response.status).toBe(200)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer)
    const rows: Array<Array<unknown>> = []
    workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    expect(rows.some((r) => r.includes("Clave") && r.includes("Monto máximo"))).toBe(true)
    const ids = rows.map((r) => r[0]).filter((v) => typeof v === "string" && /^A\d$/.test(v))
    expect(ids).toEqual(["A6", "A4", "A2", "A0"])
  })

  it("refuses to delete a record other records use, and deletes nothing", async () => {
    const inUse = await post("/perfiles/ADMIN", { _method: "DELETE" })
    expect(inUse.status).toBe(409)
    expect(asError(inUse).message).toBe(messages.perfilEnUso)
    expect((await get("/perfiles/ADMIN")).status).toBe(200)
    const rights = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM derechos_grupo WHERE id_grupo = 'ADMIN'`)
    expect(Number(rights[0]?.n)).toBeGreaterThan(0)
    const free = await post("/perfiles", { id_grupo: "LIBRE", n_grupo: "Perfil libre" })
    expect(free.status).toBe(200)
    expect((await post("/perfiles/libre", { _method: "DELETE" })).status).toBe(200)
  })

  it("lists, reads and writes only the records inside the caller's workplaces", async () => {
    const narrow = { email: "kiosko@alcance.mx", password: "Alcance.Kiosko-2026", group: "KIOSKO1", keys: allKeys, role: "EMPRESA1" }
    await createUser(t.server, narrow)
    const token = (await signIn(t.url, narrow.email, narrow.password)).token
    const [own, other] = await Promise.all([1, 2].map(async (empresa) => {
      const [row] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number }>`SELECT id_empleado FROM empleados WHERE id_empresa = ${empresa} ORDER BY id_empleado LIMIT 1`)
      return Number(row?.id_empleado)
    }))
    const kiosk = (id: string, id_empleado: number) => ({ id_usuario: id, n_usuario: `Usuario ${id}`, id_empleado, activo: "1", comodin: "0", nuevo: "0", password: "Kiosko-Seguro-2026", password_confirm: "Kiosko-Seguro-2026" })
    expect((await post("/usuarios-kiosko", kiosk("propio", own ?? 0))).status).toBe(200)
    expect((await post("/usuarios-kiosko", kiosk("ajeno", other ?? 0))).status).toBe(200)
    const listed = await get("/usuarios-kiosko?por_pagina=100", token)
    expect(listed.status).toBe(200)
    const ids = (listed.body as { result: Page }).result.registros.map((r) => r.id_usuario)
    expect(ids).toContain("propio")
    expect(ids).not.toContain("ajeno")
    expect((await get("/usuarios-kiosko/ajeno", token)).status).toBe(403)
    expect((await post("/usuarios-kiosko/ajeno", { _method: "DELETE" }, token)).status).toBe(403)
    expect((await post("/usuarios-kiosko", kiosk("nuevo", other ?? 0), token)).status).toBe(403)
    const moved = await post("/usuarios-kiosko/propio", { ...kiosk("propio", other ?? 0), _method: "PUT" }, token)
    expect(moved.status).toBe(403)
    expect((await get("/usuarios-kiosko/propio", token)).status).toBe(200)
    // The administrator's role sees both.
    expect((await get("/usuarios-kiosko/ajeno")).status).toBe(200)
  })

  it("serves system users with their joined names, hashing passwords and keeping them on an empty edit", async () => {
    const [employee] = await sqlOf(t.server, (sql) => sql<{ id_empleado: number }>`SELECT id_empleado FROM empleados WHERE id_empresa = 1 ORDER BY id_empleado LIMIT 1`)
    const user = { id_usuario: "Nueva.Cuenta@Demo.mx", id_empleado: Number(employee?.id_empleado), id_grupo: "ADMIN", id_rol: "GLOBAL", admin: "0", password: "Cuenta-Nueva-2026", password_confirm: "Cuenta-Nueva-2026" }
    const weak = await post("/usuarios", { ...user, password: "corta", password_confirm: "corta" })
    expect(weak.status).toBe(400)
    const created = await post("/usuarios", user)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const row = (created.body as { result: Record<string, unknown> }).result
    expect(row).toMatchObject({ id_usuario: "nueva.cuenta@demo.mx", n_grupo: expect.any(String), n_rol: expect.any(String), admin: "0" })
    expect(row).not.toHaveProperty("password")
    expect(JSON.stringify(row)).not.toContain("Cuenta-Nueva-2026")
    const listed = await get(`/usuarios?buscar=${encodeURIComponent(String(row.n_rol).slice(0, 4))}&orden=n_grupo`)
    expect(listed.status).toBe(200)
    expect((listed.body as { result: Page }).result.registros.some((r) => r.id_usuario === "nueva.cuenta@demo.mx")).toBe(true)
    const kept = await post("/usuarios/nueva.cuenta@demo.mx", { ...user, admin: "1", password: "", password_confirm: "", _method: "PUT" })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    expect((await signIn(t.url, "nueva.cuenta@demo.mx", "Cuenta-Nueva-2026")).token.length).toBeGreaterThan(10)
    const self = await post(`/usuarios/${encodeURIComponent(demo.admin.email)}`, { _method: "DELETE" })
    expect(self.status).toBe(409)
    expect(asError(self).message).toBe(messages.noEliminarPropioUsuario)
    expect((await post("/usuarios/nueva.cuenta@demo.mx", { _method: "DELETE" })).status).toBe(200)
  })
})
