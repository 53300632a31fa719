import { type competenciasMapaEndpoints, competencyMapReport } from "../../domain/competencias/competencias-organizacion-api"
import type { HandlersOf } from "../http/handler"
import { workplaceReportHandlers } from "../records/report"
import { readCellPeople, readCompetencyMap, readCompetencyMapPage } from "./competencias-organizacion"

// Competencias de la organización (COM350) on the generic report handlers: the map (a page of it
// builds only its rows), a cell's people and the two exports.

const handlers = workplaceReportHandlers(competencyMapReport, { read: readCompetencyMap, readPage: readCompetencyMapPage, drill: readCellPeople })

export const competenciasMapaHandlers: HandlersOf<typeof competenciasMapaEndpoints> = {
  mapaCompetencias: handlers.read,
  personasCeldaCompetencias: handlers.drill,
  exportarMapaCompetencias: handlers.xlsx,
  mapaCompetenciasPdf: handlers.pdf,
}
