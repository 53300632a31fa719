import { climateParticipantEndpoints } from "./empleados-depto-api"
import { climateLinkEndpoints, questionnaireEndpoints } from "./cuestionario-api"
import { reviewEndpoints } from "./revision-proyectos-api"
import { climateReportEndpoints } from "./reporte-calificaciones-api"
import { complianceReportEndpoints } from "./porcentajes-cumplimiento-api"
import { policyEndpoints } from "./proyectos-politica-api"
import { dncSendEndpoints } from "./planes-accion-api"

// Every hand-written endpoint of clima-laboral, in one list: its server part serves them
// (server/clima-laboral/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const climaLaboralEndpoints = {
  ...climateParticipantEndpoints,
  ...questionnaireEndpoints,
  ...climateLinkEndpoints,
  ...reviewEndpoints,
  ...climateReportEndpoints,
  ...complianceReportEndpoints,
  ...policyEndpoints,
  ...dncSendEndpoints,
} as const
