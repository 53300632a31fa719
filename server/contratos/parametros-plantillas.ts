import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { ContractTemplate, SaveContractTemplate } from "../../domain/contratos/parametros-plantillas"

// The templates of CON090 Plantillas: catalogo_contratos's own column, read and written for the
// active types only. The key is matched case-insensitively, as CON100's unique index judges it.

export const readContractTemplates = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql<ContractTemplate>`
    SELECT id_tipo_contrato, n_tipo_contrato, plantilla FROM catalogo_contratos
    WHERE activo = '1' ORDER BY n_tipo_contrato, id_tipo_contrato`
  return rows.map((r) => ({ id_tipo_contrato: r.id_tipo_contrato, n_tipo_contrato: r.n_tipo_contrato, plantilla: r.plantilla }))
})

/** Stores the template; the type as stored, or null when no active type has that key. */
export const storeContractTemplate = (input: SaveContractTemplate) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<ContractTemplate>`
      UPDATE catalogo_contratos SET plantilla = ${input.plantilla}
      WHERE LOWER(id_tipo_contrato) = LOWER(${input.id_tipo_contrato}) AND activo = '1'
      RETURNING id_tipo_contrato, n_tipo_contrato, plantilla`
    const row = rows[0]
    return row === undefined ? null : { id_tipo_contrato: row.id_tipo_contrato, n_tipo_contrato: row.n_tipo_contrato, plantilla: row.plantilla }
  })
