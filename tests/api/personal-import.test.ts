import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import ExcelJS from "exceljs"
import { describe, expect, it } from "vitest"
import { importMessages } from "../../domain/personal/gestion-personal-import-api"
import { employeeCheckMessages } from "../../server/personal/employee-checks"
import { importColumns, templateHeader } from "../../server/personal/gestion-personal-import-columns"
import { identityMaker } from "../../server/seed/employee-identity"
import { call, demo, signIn } from "./support/http"
import { dialects, useServer } from "./support/test-server"

// Importar colaboradores (issue 13, deliverable 5): the template, then a file of 50 people with 3
// bad rows stores nothing and lists exactly those 3 problems (row, column, message); fixed, it
// imports all 50 in one go, each active in their position with an applied ALTA and its IMSS
// notice. A row in a centre outside the caller's role is a problem; a file that is not Excel, 400.

type Row = Record<string, string | number | null>

/** The server's today: Mexico City's date (server/organizacion/in-force.ts). */
const todayInMexico = (): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date())

describe.each(dialects)("Importar colaboradores on %s", (dialect) => {
  const t = useServer(dialect)
  const query = <R extends Row>(text: string) =>
    t.server.run(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        return yield* sql.unsafe<R>(text)
      }),
    )

  const upload = async (token: string, bytes: Uint8Array, validar?: "1") => {
    const form = new FormData()
    if (validar !== undefined) form.append("validar", validar)
    form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), "colaboradores.xlsx")
    const response = await fetch(`${t.url}/api/importar-colaboradores`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form })
    return { status: response.status, body: (await response.json()) as { message: string; result: { filas: number; importados: number; total_problemas: number; problemas: Array<{ fila: number; columna: string; mensaje: string }> } } }
  }

  /** People hired today, each in a position vacant today, with valid identifiers. */
  const people = async (count = 50, where = ""): Promise<Array<Record<string, string | number>>> => {
    const today = todayInMexico()
    const vacant = await query(
      `SELECT p.id_posicion, p.id_empresa, p.id_centro_trabajo, p.id_depto, p.id_puesto, ct.id_estado, ct.id_ciudad, ct.id_pais,
         (SELECT MIN(r.registro_patronal) FROM empresas_registros_patronales r WHERE r.id_empresa = p.id_empresa) AS registro,
         (SELECT MIN(x.id_periodicidad) FROM empresas_periodicidades x WHERE x.id_empresa = p.id_empresa) AS periodicidad
       FROM posiciones p JOIN centros_trabajo ct ON ct.id_centro_trabajo = p.id_centro_trabajo
       WHERE p.f_inicio <= '${today}' AND (p.f_fin IS NULL OR p.f_fin >= '${today}')
         AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= '${today}'))
         ${where}
       ORDER BY p.id_posicion`,
    )
    expect(vacant.length).toBeGreaterThanOrEqual(count)
    const identity = identityMaker()
    const names = ["Aurora", "Bruno", "Camila", "Dario", "Elisa", "Fabian", "Gisela", "Hector", "Ines", "Julian"]
    return vacant.slice(0, count).map((p, i) => {
      const sexo = i % 2 === 0 ? "M" : "H"
      const nombre = `${names[i % 10]} ${["Luz", "Sol", "Mar", "Paz", "Rey"][Math.floor(i / 10)]}`
      const f_nacimiento = `${1975 + (i % 20)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + (i % 27)).padStart(2, "0")}`
      const f_ingreso = today
      const ids = identity({ nombre, apellido_paterno: "Importado", apellido_materno: "Prueba", sexo, f_nacimiento, f_ingreso, entidad: "DF" }, 700_000 + i)
      return {
        id_empresa: Number(p.id_empresa),
        id_centro_trabajo: Number(p.id_centro_trabajo),
        id_depto: Number(p.id_depto),
        id_puesto: String(p.id_puesto),
        f_ingreso,
        nombre,
        apellido_paterno: "Importado",
        apellido_materno: "Prueba",
        f_nacimiento,
        sexo,
        curp: ids.curp,
        rfc: ids.rfc,
        calle: "Av. Reforma",
        num_exterior: String(100 + i),
        colonia: "Centro",
        codigo_postal: "06600",
        id_pais: Number(p.id_pais),
        id_estado: Number(p.id_estado),
        id_ciudad: Number(p.id_ciudad),
        email_trabajo: `importado${i}@demo.mx`,
        nss: ids.nss,
        registro_patronal: String(p.registro),
        cp_fiscal: "06600",
        id_tipo_contrato: "01",
        id_tipo_jornada: "01",
        id_tipo_regimen: "02",
        id_periodicidad: String(p.periodicidad).trim(),
        id_posicion: String(p.id_posicion),
        salario_diario: 650.5,
      }
    })
  }

  /** The template's first sheet filled with these rows (headers as the template writes them). */
  const workbookOf = async (rows: ReadonlyArray<Record<string, string | number>>): Promise<Uint8Array> => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet("Colaboradores")
    sheet.addRow(importColumns.map(templateHeader))
    for (const r of rows) sheet.addRow(importColumns.map((c) => r[c.field] ?? null))
    return new Uint8Array(await workbook.xlsx.writeBuffer())
  }

  const counts = async () => {
    const [row] = await query(
      `SELECT (SELECT COUNT(*) FROM empleados) AS e, (SELECT COUNT(*) FROM movimientos_personal) AS m, (SELECT COUNT(*) FROM ocupaciones_posicion) AS o, (SELECT COUNT(*) FROM avisos_imss) AS a`,
    )
    return row
  }

  it("answers the template: a column per field of the record and the keys of the caller's catalogues", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const response = await fetch(`${t.url}/api/plantilla-importacion`, { method: "POST", headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer)
    const [sheet, keys] = workbook.worksheets
    expect(((sheet?.getRow(1).values ?? []) as Array<unknown>).slice(1)).toEqual(importColumns.map(templateHeader))
    const keyRows = (keys?.getSheetValues() ?? []).slice(2) as Array<Array<unknown>>
    const columnsWithKeys = new Set(keyRows.map((r) => r[1]))
    for (const header of ["Empresa", "Centro de trabajo", "Departamento", "Puesto", "Sexo", "Posición", "Periodicidad de pago", "Registro patronal"]) {
      expect(columnsWithKeys.has(header), header).toBe(true)
    }
    // The consulta role's template names only its company's centres.
    const consulta = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const theirs = await fetch(`${t.url}/api/plantilla-importacion`, { method: "POST", headers: { authorization: `Bearer ${consulta.token}` } })
    expect(theirs.status).toBe(200)
    const other = new ExcelJS.Workbook()
    await other.xlsx.load(Buffer.from(await theirs.arrayBuffer()) as unknown as ArrayBuffer)
    const centres = ((other.worksheets[1]?.getSheetValues() ?? []).slice(2) as Array<Array<unknown>>).filter((r) => r[1] === "Centro de trabajo").map((r) => Number(r[2]))
    const [granted] = await query(`SELECT COUNT(*) AS n FROM permisos_rol WHERE id_rol = 'EMPRESA1' AND permiso = '1'`)
    expect(centres.length).toBe(Number(granted?.n))
  })

  it("stores nothing from a file with 3 bad rows of 50 and lists those 3 problems; fixed, imports all 50", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const good = await people()
    const bad = good.map((r) => ({ ...r }))
    // Row 5 of Excel (index 3): a CURP whose check digit is wrong.
    const curp = String(bad[3]!.curp)
    bad[3]!.curp = `${curp.slice(0, 17)}${(Number(curp.charAt(17)) + 1) % 10}`
    // Row 21: a salary under the zone's minimum wage.
    bad[19]!.salario_diario = 100
    // Row 41: the seat of row 2 (its position, department, puesto and centre), taken twice in the file.
    for (const field of ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "registro_patronal", "id_periodicidad"]) bad[39]![field] = good[0]![field]!
    const before = await counts()

    const checked = await upload(token, await workbookOf(bad), "1")
    expect(checked.status).toBe(200)
    expect(checked.body.result.problemas).toEqual([
      { fila: 5, columna: "CURP", mensaje: "El dígito verificador del CURP no es válido" },
      { fila: 21, columna: "Salario diario", mensaje: employeeCheckMessages.salarioMinimo },
      { fila: 41, columna: "Posición", mensaje: employeeCheckMessages.lote("posición") },
    ])
    const refused = await upload(token, await workbookOf(bad))
    expect(refused.status).toBe(200)
    expect(refused.body.message).toBe(importMessages.conProblemas(3))
    expect(refused.body.result).toMatchObject({ filas: 50, importados: 0, total_problemas: 3 })
    expect(await counts()).toEqual(before)

    // Checking the fixed file stores nothing either; importing it stores the 50.
    const fixed = await workbookOf(good)
    const validated = await upload(token, fixed, "1")
    expect(validated.body).toMatchObject({ message: importMessages.validado(50), result: { filas: 50, importados: 0, total_problemas: 0, problemas: [] } })
    expect(await counts()).toEqual(before)
    const imported = await upload(token, fixed)
    expect(imported.status).toBe(200)
    expect(imported.body).toMatchObject({ message: importMessages.importados(50), result: { filas: 50, importados: 50, total_problemas: 0 } })
    const after = await counts()
    for (const key of ["e", "m", "o", "a"]) expect(Number(after?.[key]) - Number(before?.[key]), key).toBe(50)

    const stored = await query(
      `SELECT e.num_empleado, e.activo, e.curp, e.id_posicion, e.factor_integracion, e.sdi, e.salario_diario, m.estado, m.tipo_movimiento, o.id_posicion AS ocupa
       FROM empleados e JOIN movimientos_personal m ON m.id_empleado = e.id_empleado
       LEFT JOIN ocupaciones_posicion o ON o.id_empleado = e.id_empleado AND o.f_fin IS NULL
       WHERE e.apellido_paterno = 'Importado' ORDER BY e.id_empleado`,
    )
    expect(stored).toHaveLength(50)
    for (const [i, s] of stored.entries()) {
      expect(s).toMatchObject({ activo: "1", estado: "Aplicado", tipo_movimiento: "ALTA", curp: good[i]!.curp, id_posicion: good[i]!.id_posicion, ocupa: good[i]!.id_posicion })
      expect(String(s.num_empleado)).toMatch(/^E\d{6}$/)
      expect(Number(s.factor_integracion)).toBeGreaterThanOrEqual(1.0493)
      expect(Number(s.sdi)).toBeCloseTo(Number(s.salario_diario) * Number(s.factor_integracion), 1)
    }
    // The same file again: every CURP, RFC, NSS, e-mail and position is now taken.
    const again = await upload(token, fixed, "1")
    expect(again.body.result.total_problemas).toBeGreaterThanOrEqual(50 * 5)
    expect(again.body.result.problemas[0]).toEqual({ fila: 2, columna: "CURP", mensaje: employeeCheckMessages.curpTomado })
  })

  it("makes a row in a centre outside the caller's role a problem, and refuses what is not an Excel workbook", async () => {
    const consulta = await signIn(t.url, demo.consulta.email, demo.consulta.password)
    const rows = await people(2, "AND p.id_empresa <> 1")
    expect(rows).toHaveLength(2)
    const answer = await upload(consulta.token, await workbookOf(rows), "1")
    expect(answer.status).toBe(200)
    const scope = answer.body.result.problemas.filter((p) => p.mensaje === importMessages.fueraDeAlcance)
    expect(scope.map((p) => [p.fila, p.columna])).toEqual([
      [2, "Centro de trabajo"],
      [3, "Centro de trabajo"],
    ])
    const notExcel = await upload(consulta.token, new TextEncoder().encode("nombre,curp\nAna,XXXX"))
    expect(notExcel.status).toBe(400)
    expect(notExcel.body.message).toBe(importMessages.noEsExcel)
    // Without the file part, or with a field the endpoint does not take: 400.
    const form = new FormData()
    form.append("validar", "1")
    const noFile = await fetch(`${t.url}/api/importar-colaboradores`, { method: "POST", headers: { authorization: `Bearer ${consulta.token}` }, body: form })
    expect(noFile.status).toBe(400)
    const anonymous = await call(t.url, "/api/plantilla-importacion", { method: "POST" })
    expect(anonymous.status).toBe(401)
  })
  it("re-enters a former employee's CURP as the alta does: the same record, a REINGRESO authorized by the import", async () => {
    const { token } = await signIn(t.url, demo.admin.email, demo.admin.password)
    const today = todayInMexico()
    const [first, second] = await people(2)
    const fields = { nombre: "Renata", apellido_paterno: "Vuelve", apellido_materno: "Prueba", sexo: "M" as const, f_nacimiento: "1988-04-12", f_ingreso: today, entidad: "DF" }
    const ids = identityMaker()(fields, 800_001)
    const person = { ...first!, ...fields, curp: ids.curp, rfc: ids.rfc, nss: ids.nss, email_trabajo: "renata.vuelve@demo.mx" }
    const { entidad: _e, ...row } = person
    expect((await upload(token, await workbookOf([row]))).body.result.importados).toBe(1)
    const [hired] = await query(`SELECT id_empleado, num_empleado FROM empleados WHERE curp = '${ids.curp}'`)
    const id = Number(hired?.id_empleado)
    // A baja as the BAJA movement leaves it: inactive, dated, rehirable, the seat freed.
    const leave = async (recontratable: "1" | "0") => {
      await query(`UPDATE empleados SET activo = '0', f_baja = '${today}', recontratable = '${recontratable}' WHERE id_empleado = ${id}`)
      await query(`UPDATE ocupaciones_posicion SET f_fin = '${today}' WHERE id_empleado = ${id} AND f_fin IS NULL`)
    }
    await leave("1")

    // Back the same day in another vacant seat: no problem, the same record, a REINGRESO applied.
    const seat = Object.fromEntries(
      ["id_empresa", "id_centro_trabajo", "id_depto", "id_puesto", "id_posicion", "registro_patronal", "id_periodicidad"].map((f) => [f, second![f]!]),
    )
    const back = await workbookOf([{ ...row, ...seat, nombre: "Renata Sofía" }])
    expect((await upload(token, back, "1")).body.result).toMatchObject({ total_problemas: 0, problemas: [] })
    const before = await counts()
    const imported = await upload(token, back)
    expect(imported.body).toMatchObject({ message: importMessages.importados(1), result: { importados: 1, total_problemas: 0 } })
    const after = await counts()
    expect(Number(after?.e)).toBe(Number(before?.e))
    expect(Number(after?.m) - Number(before?.m)).toBe(1)
    const stored = await query(`SELECT id_empleado, num_empleado, nombre, activo, f_baja, id_posicion FROM empleados WHERE curp = '${ids.curp}'`)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ num_empleado: hired?.num_empleado, nombre: "Renata Sofía", activo: "1", f_baja: null, id_posicion: seat.id_posicion })
    expect(Number(stored[0]?.id_empleado)).toBe(id)
    const movements = await query(`SELECT tipo_movimiento, estado FROM movimientos_personal WHERE id_empleado = ${id} ORDER BY id_movimiento`)
    expect(movements.map((m) => [m.tipo_movimiento, m.estado])).toEqual([
      ["ALTA", "Aplicado"],
      ["REINGRESO", "Aplicado"],
    ])

    // One whose baja says not rehirable is a problem of the row, as in the alta.
    await leave("0")
    const refused = await upload(token, back, "1")
    expect(refused.body.result.problemas).toContainEqual({ fila: 2, columna: "CURP", mensaje: employeeCheckMessages.noRecontratable })
  })
})
