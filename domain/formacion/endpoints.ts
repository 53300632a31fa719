import { dncProjectEndpoints } from "./proyectos-dnc-api"
import { attendanceEndpoints } from "./lista-asistencia-api"
import { surveyAnswerEndpoints } from "./proyecto-encuesta-opinion-api"
import { practiceEndpoints } from "./mejores-practicas-api"
import { surveyReportEndpoints } from "./reporte-encuestas-api"
import { dc3Endpoints } from "./formatos-dc3-api"
import { budgetReportEndpoints } from "./reporte-presupuesto-api"
import { trainingReportEndpoints } from "./reporte-formacion-api"
import { realVsBudgetReportEndpoints } from "./reporte-real-vs-presupuesto-api"
import { personCoursesReportEndpoints } from "./reporte-cursos-colaborador-api"
import { gradesReportEndpoints } from "./reporte-calificaciones-api"

// Every hand-written endpoint of formacion, in one list: its server part serves them
// (server/formacion/manifest.ts) and domain/api/contract.ts composes them into the contract.
export const formacionEndpoints = {
  ...dncProjectEndpoints,
  ...attendanceEndpoints,
  ...surveyAnswerEndpoints,
  ...practiceEndpoints,
  ...surveyReportEndpoints,
  ...dc3Endpoints,
  ...budgetReportEndpoints,
  ...trainingReportEndpoints,
  ...realVsBudgetReportEndpoints,
  ...personCoursesReportEndpoints,
  ...gradesReportEndpoints,
} as const
