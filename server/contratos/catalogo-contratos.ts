import { contractCatalogue, contractCatalogueEndpoints } from "../../domain/contratos/catalogo-contratos"
import { catalogueTable } from "../records/catalogue-table"

// Catálogo de contratos: stored as described. requiere_f_fin is a generated column (migration
// 0180); the SAT code is a foreign key to tipos_contrato. A type in use is deactivated, never
// deleted: the catalogue's delete finds the tables whose foreign keys name it (the contracts of
// CON210 among them, once they exist) in the database's own catalogue and refuses with that advice.
export const contractCatalogueTable = catalogueTable({
  descriptor: contractCatalogue,
  endpoints: contractCatalogueEndpoints,
  entity: "tipo de contrato",
  table: "catalogo_contratos",
  references: { c_tipo_contrato: { table: "tipos_contrato", column: "id_tipo_contrato" } },
})
