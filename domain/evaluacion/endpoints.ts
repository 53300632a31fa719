import { surveyCalls } from "./encuestas-api"
import { evaluationProjectCallEndpoints } from "./proyectos-api"
import { objectiveEndpoints } from "./objetivos-api"
import { objectiveEvaluationEndpoints } from "./evaluaciones-objetivos-api"
import { myEvaluationEndpoints } from "./mis-evaluaciones-api"
import { myEvaluationKioskEndpoints } from "./mis-evaluaciones-kiosko-api"
import { grades360ReportEndpoints } from "./reporte-calificaciones-360-api"
import { operativeGradesReportEndpoints } from "./reporte-calificaciones-operativas-api"
import { individualGradesEndpoints } from "./reporte-individual-calificaciones-api"
import { progressReportEndpoints } from "./reporte-evaluados-objetivos-api"
import { finalReportEndpoints } from "./reporte-final-objetivos-api"
import { concentradoEndpoints } from "./reporte-concentrado-evaluaciones-api"
import { feedbackEndpoints } from "./retroalimentacion-api"
import { commitmentReportEndpoints } from "./reporte-compromisos-api"

// Every hand-written endpoint of evaluacion, in one list: its server part serves them
// (server/evaluacion/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const evaluacionEndpoints = {
  ...surveyCalls,
  ...evaluationProjectCallEndpoints,
  ...objectiveEndpoints,
  ...objectiveEvaluationEndpoints,
  ...myEvaluationEndpoints,
  ...myEvaluationKioskEndpoints,
  ...grades360ReportEndpoints,
  ...operativeGradesReportEndpoints,
  ...individualGradesEndpoints,
  ...progressReportEndpoints,
  ...finalReportEndpoints,
  ...concentradoEndpoints,
  ...feedbackEndpoints,
  ...commitmentReportEndpoints,
} as const
