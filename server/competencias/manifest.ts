import { competencyAssessmentsTable } from "./assessments"
import { competenciasColaboradorHandlers } from "./competencias-colaborador-http"
import { competenciasMapaHandlers } from "./competencias-organizacion-http"
import { competenciasPuestoHandlers } from "./competencias-puesto-http"
import { operativeCompetenciesTable, organizationalCompetenciesTable, technicalCompetenciesTable } from "./competencies"
import { competencyLevelsTable } from "./niveles-competencias-tecnicas"
import modeloCompetencias from "../db/migrations/0075_modelo_competencias"
import evaluacionesCompetencia from "../db/migrations/0077_evaluaciones_competencia"
import mapaCompetencias from "../db/migrations/0078_mapa_competencias"
import competenciasVigentes from "../db/migrations/0125_competencias_vigentes"
import { asRecordTable, type RecordTable } from "../records/table"

const recordTables: ReadonlyArray<RecordTable> = [
  asRecordTable(competencyLevelsTable),
  asRecordTable(organizationalCompetenciesTable),
  asRecordTable(technicalCompetenciesTable),
  asRecordTable(operativeCompetenciesTable),
  asRecordTable(competencyAssessmentsTable),
]

// Competencias: what server/areas.ts and server/db/migrate.ts take from this module, in one
// import each: its hand-written handlers, its record tables (their endpoints and handlers are
// generated) and its migrations (the files stay in server/db/migrations/).
export const competenciasManifest = {
  handlers: {
    ...competenciasPuestoHandlers,
    ...competenciasMapaHandlers,
    ...competenciasColaboradorHandlers,
  },
  recordTables,
  migrations: {
    "0075_modelo_competencias": modeloCompetencias,
    "0077_evaluaciones_competencia": evaluacionesCompetencia,
    "0078_mapa_competencias": mapaCompetencias,
    "0125_competencias_vigentes": competenciasVigentes,
  },
}
