import { SqlClient } from "@effect/sql"
import { HttpServerResponse } from "@effect/platform"
import ExcelJS from "exceljs"
import { Effect } from "effect"
import { xlsxFile } from "../../domain/api/endpoint"
import type { Principal } from "../auth/principal"
import { catalogRegistry } from "../catalogs/registry"
import { attachmentDisposition } from "../http/attachment"
import { todayInMexico } from "../organization/in-force"
import { importColumns, templateHeader } from "./employee-import-columns"

// The template of Importar colaboradores: sheet "Colaboradores" with one column per field (its
// label as header, "*" when required; every column but the salary formatted as text, so Excel
// keeps the leading zeros of a código postal, NSS or CLABE), and sheet "Claves" with the keys each
// column takes: the fixed choices, the catalogues as the record's lookups list them for the caller
// (companies, centres, departments and puestos inside the caller's role), and the positions vacant
// today in the caller's centres with the company, centre, department and puesto that go with them.

type KeyRow = readonly [columna: string, clave: string, descripcion: string, detalle: string]

/** Positions in force and free today in the caller's centres, not claimed by a pending movement. */
const vacantPositions = (principal: Principal) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const today = yield* todayInMexico
    return yield* sql<{ id_posicion: string; n_posicion: string; id_empresa: number | string; id_centro_trabajo: number | string; id_depto: number | string; id_puesto: string }>`
      SELECT p.id_posicion, p.n_posicion, p.id_empresa, p.id_centro_trabajo, p.id_depto, p.id_puesto FROM posiciones p
      WHERE p.f_inicio <= ${today} AND (p.f_fin IS NULL OR p.f_fin >= ${today})
        AND p.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${principal.id_rol} AND permiso = '1')
        AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND (o.f_fin IS NULL OR o.f_fin >= ${today}))
        AND NOT EXISTS (SELECT 1 FROM movimientos_personal m WHERE m.id_posicion_nueva = p.id_posicion AND m.estado IN ('Capturado', 'En autorización', 'Autorizado'))
      ORDER BY p.id_centro_trabajo, p.id_posicion`
  })

/** Every key row of the "Claves" sheet, column by column of the template. */
const keyRows = (principal: Principal) =>
  Effect.gen(function* () {
    const rows: Array<KeyRow> = []
    for (const c of importColumns) {
      if (c.spec.choices !== undefined) {
        for (const choice of c.spec.choices) rows.push([c.header, choice.id, choice.label, ""])
      } else if (c.spec.kind === "flag") {
        rows.push([c.header, "1", "Sí", ""], [c.header, "0", "No", ""])
      } else if (c.spec.lookup !== undefined) {
        const entry = catalogRegistry[c.spec.lookup.catalogue]
        if (entry === undefined) continue
        const { idColumn, labelColumn } = c.spec.lookup
        for (const r of yield* entry.list(principal)) {
          const record = r as Readonly<Record<string, unknown>>
          rows.push([c.header, String(record[idColumn] ?? ""), String(record[labelColumn] ?? ""), ""])
        }
      } else if (c.field === "id_posicion") {
        for (const p of yield* vacantPositions(principal)) {
          rows.push([c.header, p.id_posicion, p.n_posicion, `Empresa ${p.id_empresa}, centro ${p.id_centro_trabajo}, departamento ${p.id_depto}, puesto ${p.id_puesto}`])
        }
      }
    }
    return rows
  })

/** The template workbook, built in memory (a few thousand key rows) and answered as a download. */
export const importTemplate = (principal: Principal) =>
  Effect.gen(function* () {
    const keys = yield* keyRows(principal)
    const bytes = yield* Effect.promise(async () => {
      const workbook = new ExcelJS.Workbook()
      const sheet = workbook.addWorksheet("Colaboradores", { views: [{ state: "frozen", ySplit: 1 }] })
      sheet.columns = importColumns.map((c) => ({
        header: templateHeader(c),
        width: Math.max(14, Math.min(40, templateHeader(c).length + 4)),
        // Text, so Excel keeps what is typed (leading zeros, long digit strings) as typed.
        style: c.spec.kind === "money" ? {} : { numFmt: "@" },
      }))
      sheet.getRow(1).font = { bold: true }
      const claves = workbook.addWorksheet("Claves", { views: [{ state: "frozen", ySplit: 1 }] })
      claves.columns = [
        { header: "Columna", width: 30 },
        { header: "Clave", width: 16 },
        { header: "Descripción", width: 50 },
        { header: "Corresponde a", width: 60 },
      ]
      claves.getRow(1).font = { bold: true }
      for (const row of keys) claves.addRow([...row])
      return new Uint8Array(await workbook.xlsx.writeBuffer())
    })
    return HttpServerResponse.uint8Array(bytes, {
      contentType: xlsxFile.contentType,
      headers: { "content-disposition": attachmentDisposition("Plantilla de colaboradores", xlsxFile.extension), "cache-control": "no-store" },
    })
  })
