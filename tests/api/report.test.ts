import { SqlClient } from "@effect/sql"
import ExcelJS from "exceljs"
import { Chunk, Effect, Either, Stream } from "effect"
import { describe, expect, it } from "vitest"
import { messages } from "../../domain/messages"
import { colaboradoresReport } from "../../domain/reporteador/reporteador"
import { resolveReport } from "../../server/reporteador/reporteador-allowlist"
import { reportRows } from "../../server/reporteador/reporteador"
import { asError, call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// POST /api/reporteador: the allowlist refuses anything but the fixed source and columns, and a
// report read back from its .xlsx equals what the database holds for the caller's role.

const allColumns = colaboradoresReport.columns.map((c) => c.id)
const labelOf = (id: string) => colaboradoresReport.columns.find((c) => c.id === id)?.label

const injections = [
  "id_empleado; DROP TABLE empleados; --",
  "id_empleado FROM empleados --",
  '"id_empleado"',
  "n_empleado) UNION SELECT password_hash FROM usuarios --",
  "*",
  "1=1",
  "__proto__",
  "constructor",
  "ID_EMPLEADO",
  " id_empleado",
]

describe.each(dialects)("reporteador on %s", (dialect) => {
  const t = useServer(dialect)

  const post = (token: string | undefined, body: unknown) =>
    fetch(`${t.url}/api/reporteador`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
      body: JSON.stringify(body),
    })

  const workbookOf = async (response: Response) => {
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await response.arrayBuffer())
    const sheet = workbook.worksheets[0]!
    const rows: Array<Array<unknown>> = []
    sheet.eachRow((row) => rows.push((row.values as Array<unknown>).slice(1)))
    return { sheet, rows }
  }

  /** The caller's visible rows of the view, straight from the database, in key order. */
  const expectedRows = (idRol: string, columns: ReadonlyArray<string>) =>
    t.server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const rows = yield* sql<Record<string, string | number>>`
          SELECT * FROM vt_lista_empleados
          WHERE id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1')
          ORDER BY id_empleado`
        return rows.map((r) => columns.map((c) => r[c]))
      }),
    )

  const counts = () =>
    t.server.run(
      Effect.flatMap(SqlClient.SqlClient, (sql) =>
        sql<{ e: number | string; u: number | string }>`SELECT (SELECT COUNT(*) FROM empleados) AS e, (SELECT COUNT(*) FROM usuarios) AS u`,
      ),
    )

  it("answers every visible employee with the chosen columns in the chosen order and the title", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const columns = ["n_puesto", "id_empleado", "n_empleado", "id_centro_trabajo", "n_empresa", "id_puesto", "id_empresa", "n_centro_trabajo"]
    expect([...columns].sort()).toEqual([...allColumns].sort())
    const { sheet, rows } = await workbookOf(await post(token, { tabla: "vt_lista_empleados", tituloReporte: "Colaboradores", columnas: columns }))
    expect(sheet.name).toBe("Colaboradores")
    expect(rows[0]).toEqual(["Colaboradores"])
    expect(rows[1]).toEqual(columns.map(labelOf))
    const expected = await expectedRows("GLOBAL", columns)
    expect(expected.length).toBeGreaterThan(800)
    expect(rows.slice(2)).toEqual(expected)
    // The file as a spreadsheet reads it: title and header rows, one row per person, numbers as
    // numbers (SPEC 3.7's report has no date column; dates are checked in the writer's unit test).
    expect(sheet.rowCount).toBe(expected.length + 2)
    expect(sheet.getRow(2).getCell(1).font?.bold).toBe(true)
    const key = sheet.getRow(3).getCell(columns.indexOf("id_empleado") + 1)
    expect(key.type).toBe(ExcelJS.ValueType.Number)
    expect(key.value).toBe(Number(expected[0]![columns.indexOf("id_empleado")]))
    expect(sheet.getRow(3).getCell(columns.indexOf("n_empleado") + 1).type).toBe(ExcelJS.ValueType.String)
  })

  it("limits the rows to the work centres of the caller's role", async () => {
    const { token } = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const columns = ["id_empresa", "n_empleado"]
    const { rows } = await workbookOf(await post(token, { tabla: "vt_lista_empleados", tituloReporte: "Colaboradores", columnas: columns }))
    const expected = await expectedRows("EMPRESA1", columns)
    expect(rows.slice(2)).toEqual(expected)
    expect(new Set(rows.slice(2).map((r) => r[0]))).toEqual(new Set([1]))
  })

  it("pages through the rows by key without losing or repeating any", async () => {
    // The demo's ~900 visible people fit in one 2,000-row page; a page of 7 crosses many borders.
    const resolved = resolveReport({ tabla: "vt_lista_empleados", tituloReporte: "", columnas: ["id_empleado", "n_puesto"] })
    if (Either.isLeft(resolved)) throw new Error("the allowlist refused a valid report")
    expect(resolved.right.title).toBe(colaboradoresReport.label)
    const paged = await t.server.run(Stream.runCollect(reportRows(resolved.right, "GLOBAL", 7)))
    expect(Chunk.toReadonlyArray(paged)).toEqual(await expectedRows("GLOBAL", ["id_empleado", "n_puesto"]))
    const none = await t.server.run(Stream.runCollect(reportRows(resolved.right, "NO-EXISTE", 7)))
    expect(Chunk.size(none)).toBe(0)
  })

  it("refuses an unknown report type with 400 and a Spanish message", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    for (const tabla of ["empleados", "usuarios", "vt_lista_empleados; DROP TABLE empleados", "VT_LISTA_EMPLEADOS", "__proto__", "constructor"]) {
      const response = await post(token, { tabla, tituloReporte: "x", columnas: ["id_empleado"] })
      expect(response.status, tabla).toBe(400)
      expect(asError({ body: await response.json() }).message).toBe(messages.tipoReporteDesconocido)
    }
  })

  it("refuses unknown columns and injection strings with 400, leaving the data as it was", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const before = await counts()
    for (const column of ["password_hash", "sexo", "id_rol", ...injections]) {
      const response = await post(token, { tabla: "vt_lista_empleados", tituloReporte: "x", columnas: ["id_empleado", column] })
      expect(response.status, column).toBe(400)
      expect(asError({ body: await response.json() }).message).toBe(messages.columnaReporteDesconocida)
    }
    const repeated = await post(token, { tabla: "vt_lista_empleados", tituloReporte: "x", columnas: ["id_empleado", "id_empleado"] })
    expect(repeated.status).toBe(400)
    expect(asError({ body: await repeated.json() }).message).toBe(messages.columnaRepetida)
    expect(await counts()).toEqual(before)
  })

  it("answers the two SPEC 5 messages for a missing type or no columns", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const noColumns = asError(await call(t.url, "/api/reporteador", { token, body: { tabla: "vt_lista_empleados", tituloReporte: "x", columnas: [] } }))
    expect(noColumns.detalles).toContain(messages.columnaRequerida)
    const noType = asError(await call(t.url, "/api/reporteador", { token, body: { tabla: "", tituloReporte: "x", columnas: ["id_empleado"] } }))
    expect(noType.detalles).toContain(messages.tipoReporteRequerido)
    const wrongShape = await call(t.url, "/api/reporteador", { token, body: { tabla: "vt_lista_empleados", tituloReporte: "x", columnas: "id_empleado" } })
    expect(wrongShape.status).toBe(400)
  })

  it("keeps a title that looks like a formula as text", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const { sheet } = await workbookOf(await post(token, { tabla: "vt_lista_empleados", tituloReporte: "=HYPERLINK(\"http://x\",\"y\")", columnas: ["id_empleado"] }))
    const cell = sheet.getRow(1).getCell(1)
    expect(cell.formula).toBeUndefined()
    expect(cell.value).toBe("=HYPERLINK(\"http://x\",\"y\")")
  })

  it("needs a session", async () => {
    const response = await post(undefined, { tabla: "vt_lista_empleados", tituloReporte: "x", columnas: ["id_empleado"] })
    expect(response.status).toBe(401)
  })
})
