import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contractCatalogue, contractCatalogueEndpoints } from "../../domain/contratos/catalogo-contratos"
import { catalogoContratosMessages } from "../../domain/contratos/catalogo-contratos-rules"
import { refuse } from "../http/failure"
import type { RecordTable } from "../records/table"
import { contractTypeUses } from "./catalogo-contratos-uses"

// Catálogo de contratos: stored as described. requiere_f_fin is a generated column (migration
// 0180); the SAT code is a foreign key to tipos_contrato. A type a contract names answers the
// page's own message instead of the foreign key's generic one.
export const contractCatalogueTable: RecordTable<typeof contractCatalogue> = {
  descriptor: contractCatalogue,
  endpoints: contractCatalogueEndpoints,
  entity: "tipo de contrato",
  table: "catalogo_contratos",
  references: { c_tipo_contrato: { table: "tipos_contrato", column: "id_tipo_contrato" } },
  hooks: {
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        for (const use of contractTypeUses) {
          const rows = yield* sql`SELECT 1 AS x FROM ${sql(use.table)} WHERE ${sql(use.column)} = ${stored.id_tipo_contrato} LIMIT 1`
          if (rows.length > 0) return yield* refuse(409, catalogoContratosMessages.enUso)
        }
      }),
  },
}
