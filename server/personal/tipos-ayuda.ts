import { aidTypes, aidTypesEndpoints } from "../../domain/personal/tipos-ayuda"
import type { RecordTable } from "../records/table"

// Tipos de ayuda: stored as described, with its documents in their own table.
export const aidTypesTable: RecordTable<typeof aidTypes> = {
  descriptor: aidTypes,
  endpoints: aidTypesEndpoints,
  entity: "tipo de ayuda",
  table: "tipos_ayuda",
  searchColumn: "busqueda",
  searchIndex: "tipos_ayuda_fts",
  children: { documentos: { table: "tipos_ayuda_documentos", parent: { id_tipo_ayuda: "id_tipo_ayuda" }, order: "orden" } },
}
