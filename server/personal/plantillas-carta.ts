import { letterTemplates, letterTemplatesEndpoints } from "../../domain/personal/plantillas-carta"
import type { RecordTable } from "../records/table"

// Plantillas de carta: the rows of tipos_carta, the same ones Tablas de referencia de personal
// (GP050) keeps as "Tipos de carta" (see the descriptor). A type letters name is not deleted: the
// foreign key of cartas_laborales answers 409 and deletes nothing.
export const letterTemplatesTable: RecordTable<typeof letterTemplates> = {
  descriptor: letterTemplates,
  endpoints: letterTemplatesEndpoints,
  entity: "plantilla de carta",
  table: "tipos_carta",
}
