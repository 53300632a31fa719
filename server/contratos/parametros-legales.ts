import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { legalMessages, legalParameters, legalParametersEndpoints } from "../../domain/contratos/parametros-legales"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import { refuse } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { nextSerialKey } from "../records/serial-key"
import type { RecordTable } from "../records/table"

// Parámetros legales: the periods of a clave may not share a day. The check runs in the write's
// transaction after locking the clave's row of parametros_legales_claves (PostgreSQL), so of two
// concurrent saves the second waits for the first to commit and then sees its period; SQLite
// has one writer at a time. A holiday's end is its start.

type Legal = typeof legalParameters

const openEnd = "9999-12-31"

const checkOverlap = (request: RequestOf<Legal>, stored: EntityOf<Legal> | undefined) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const claves = [...new Set([request.clave, stored?.clave].filter((c): c is string => typeof c === "string"))].sort()
    yield* sql.onDialectOrElse({
      pg: () => sql`SELECT clave FROM parametros_legales_claves WHERE ${sql.in("clave", claves)} ORDER BY clave FOR UPDATE`,
      orElse: () => Effect.void,
    })
    const self = stored?.id_parametro_legal ?? -1
    const end = endOf(request) ?? openEnd
    const clash = yield* sql`SELECT 1 AS x FROM parametros_legales
      WHERE clave = ${request.clave} AND id_parametro_legal <> ${self}
        AND f_inicio <= ${end} AND COALESCE(f_fin, ${openEnd}) >= ${request.f_inicio}`
    if (clash.length > 0) return yield* refuse(409, legalMessages.traslape)
  })

const endOf = (request: RequestOf<Legal>): string | null => (request.clave === "FESTIVO" ? request.f_inicio : request.f_fin)

export const legalParametersTable: RecordTable<Legal> = {
  descriptor: legalParameters,
  endpoints: legalParametersEndpoints,
  entity: "parámetro legal",
  table: "parametros_legales",
  generatedKey: () => nextSerialKey("parametros_legales"),
  children: { tramos: { table: "parametros_legales_tramos", parent: { id_parametro_legal: "id_parametro_legal" }, order: "orden" } },
  hooks: {
    beforeWrite: (request, _mode, stored) => checkOverlap(request, stored),
    toColumns: (request, mode) => Effect.succeed({ ...fieldColumns(legalParameters, request, mode), f_fin: endOf(request) }),
  },
}
