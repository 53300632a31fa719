import { jobLevels, jobLevelsEndpoints } from "../../domain/formacion/niveles-puesto"
import { catalogueTable } from "../records/catalogue-table"

// Niveles de puesto (FOR090): stored as described, on the table of migration 0065 (its training
// columns since 0238). A level a puesto or a competencia operativa names is never deleted: the
// catalogue's delete finds their foreign keys and refuses with the advice to deactivate it.
export const jobLevelsTable = catalogueTable({
  descriptor: jobLevels,
  endpoints: jobLevelsEndpoints,
  entity: "nivel de puesto",
  table: "niveles_puesto",
})
