import { SqlClient } from "@effect/sql"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { xlsxFile } from "../../domain/api/endpoint"
import { messages } from "../../domain/messages"
import type { Principal } from "../auth/principal"
import { attachmentDisposition } from "../http/attachment"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import { runJob } from "../workers/workers"
import { importColumns } from "./gestion-personal-import-columns"
import type { KeyRow } from "./gestion-personal-import-workbook"

// The template of Importar colaboradores: sheet "Colaboradores" with one column per field (its
// label as header, "*" when required; every column but the salary formatted as text, so Excel
// keeps the leading zeros of a código postal, NSS or CLABE), and sheet "Claves" with the keys each
// column takes: the fixed choices, the catalogues as the record's lookups list them for the caller
// (companies, centres, departments and puestos inside the caller's role), and the positions vacant
// today in the caller's centres with the company, centre, department and puesto that go with them.

// The workbook is written on a worker thread; running out of its memory or time there is the
// server's trouble, not the caller's, and says so.
const templateAnswers = {
  outOfMemory: new ApiFailure({ status: 503, message: messages.documentoPesado }),
  timedOut: new ApiFailure({ status: 503, message: messages.documentoLento }),
}

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
    // Every module's catalogues, imported by the template's first download: personal's part
    // then loads without evaluacion's, formacion's or clima-laboral's.
    const { catalogRegistry } = yield* Effect.promise(() => import("../catalogs/registry"))
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

/** The template workbook, built in memory on a worker (a few thousand key rows) and answered as a download. */
export const importTemplate = (principal: Principal) =>
  Effect.gen(function* () {
    const keys = yield* keyRows(principal)
    const bytes = yield* runJob("importTemplate", { keys }, { timeoutMs: 60_000, answers: templateAnswers })
    return HttpServerResponse.uint8Array(bytes, {
      contentType: xlsxFile.contentType,
      headers: { "content-disposition": attachmentDisposition("Plantilla de colaboradores", xlsxFile.extension), "cache-control": "no-store" },
    })
  })
