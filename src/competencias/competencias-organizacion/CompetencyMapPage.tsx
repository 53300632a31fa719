import { competenciasMapaEndpoints, competencyMapReport } from "../../../domain/competencias/competencias-organizacion-api"
import { ReportPage } from "../../records/ReportPage"

// Competencias de la organización (COM350): the report page of its descriptor.

const endpoints = {
  read: competenciasMapaEndpoints.mapaCompetencias,
  drill: competenciasMapaEndpoints.personasCeldaCompetencias,
  xlsx: competenciasMapaEndpoints.exportarMapaCompetencias,
  pdf: competenciasMapaEndpoints.mapaCompetenciasPdf,
}

export const CompetencyMapPage = () => <ReportPage report={competencyMapReport} endpoints={endpoints} />
