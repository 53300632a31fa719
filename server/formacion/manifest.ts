import { formacionEndpoints } from "../../domain/formacion/endpoints"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { dc3Handlers } from "./formatos-dc3-http"
import { attendanceHandlers } from "./lista-asistencia-http"
import { jobLevelsTable } from "./niveles-puesto"
import { dncProjectsTable } from "./proyectos-dnc"
import { dncProjectHandlers } from "./proyectos-dnc-http"
import { dncNeedsTable } from "./proyectos-dnc-needs"
import { coursesTable } from "./proyectos-formacion"
import { trainingBudgetsTable } from "./revision-presupuesto"
import { opinionSurveysTable } from "./proyecto-encuesta-opinion"
import { surveyAnswerHandlers } from "./proyecto-encuesta-opinion-http"
import { bestPracticesTable } from "./mejores-practicas"
import { practiceHandlers } from "./mejores-practicas-http"
import { surveyReportHandlers } from "./reporte-encuestas-http"
import { formationReferenceTables } from "./tablas-referencia"
import { budgetReportHandlers } from "./reporte-presupuesto-http"
import { trainingReportHandlers } from "./reporte-formacion-http"
import { realVsBudgetReportHandlers } from "./reporte-real-vs-presupuesto-http"
import { personCoursesReportHandlers } from "./reporte-cursos-colaborador-http"
import { gradesReportHandlers } from "./reporte-calificaciones-http"
import { budgetAuthorizationOrigin } from "./revision-presupuesto-origin"

const recordTables: ReadonlyArray<RecordTable> = [
  ...formationReferenceTables,
  jobLevelsTable,
  asRecordTable(dncProjectsTable),
  asRecordTable(dncNeedsTable),
  asRecordTable(coursesTable),
  asRecordTable(trainingBudgetsTable),
  asRecordTable(opinionSurveysTable),
  asRecordTable(bestPracticesTable),
]

// The server part of formacion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const formacionManifest = serverPart({
  endpoints: formacionEndpoints,
  handlers: {
    ...dncProjectHandlers,
    ...attendanceHandlers,
    ...surveyAnswerHandlers,
    ...practiceHandlers,
    ...surveyReportHandlers,
    ...dc3Handlers,
    ...budgetReportHandlers,
    ...trainingReportHandlers,
    ...realVsBudgetReportHandlers,
    ...personCoursesReportHandlers,
    ...gradesReportHandlers,
  },
  recordTables,
  origins: [budgetAuthorizationOrigin],
})
