import { type PersonasCeldaRequest, type competenciasMapaEndpoints, competencyMapReport } from "../../domain/competencias/competencias-organizacion-api"
import type { HandlersOf } from "../http/handler"
import { reportHandlers, workplaceScopeText } from "../records/report"
import { readCellPeople, readCompetencyMap } from "./competencias-organizacion"

// Competencias de la organización (COM350) on the generic report handlers: the map, a cell's
// people and the two exports.

const handlers = reportHandlers(competencyMapReport, {
  read: readCompetencyMap,
  drill: (request: PersonasCeldaRequest, principal) => readCellPeople(request, principal),
  scopeText: workplaceScopeText,
  letterheadOf: (request) => request.id_empresa,
})

export const competenciasMapaHandlers: HandlersOf<typeof competenciasMapaEndpoints> = {
  mapaCompetencias: handlers.read,
  personasCeldaCompetencias: handlers.drill,
  exportarMapaCompetencias: handlers.xlsx,
  mapaCompetenciasPdf: handlers.pdf,
}
