import { surveyCalls } from "../../domain/evaluacion/encuestas-api"
import { evaluationProjectCallEndpoints } from "../../domain/evaluacion/proyectos-api"
import { objectiveEndpoints } from "../../domain/evaluacion/objetivos-api"
import { objectiveEvaluationEndpoints } from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { myEvaluationEndpoints } from "../../domain/evaluacion/mis-evaluaciones-api"
import { myEvaluationKioskEndpoints } from "../../domain/evaluacion/mis-evaluaciones-kiosko-api"
import { grades360ReportEndpoints } from "../../domain/evaluacion/reporte-calificaciones-360-api"
import { operativeGradesReportEndpoints } from "../../domain/evaluacion/reporte-calificaciones-operativas-api"
import { individualGradesEndpoints } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { progressReportEndpoints } from "../../domain/evaluacion/reporte-evaluados-objetivos-api"
import { finalReportEndpoints } from "../../domain/evaluacion/reporte-final-objetivos-api"
import { concentradoEndpoints } from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import { feedbackEndpoints } from "../../domain/evaluacion/retroalimentacion-api"
import { commitmentReportEndpoints } from "../../domain/evaluacion/reporte-compromisos-api"
import { asRecordTable, type RecordTable } from "../records/table"
import { serverPart } from "../parts/server-part"
import { surveysTable } from "./encuestas"
import { objectiveEvaluationHandlers } from "./evaluaciones-objetivos-http"
import { surveyCallHandlers } from "./encuestas-http"
import { objectiveHandlers } from "./objetivos-http"
import { evaluationProjectsTable } from "./proyectos"
import { myEvaluationHandlers } from "./mis-evaluaciones-http"
import { myEvaluationKioskHandlers } from "./mis-evaluaciones-kiosko-http"
import { evaluationProjectHandlers } from "./proyectos-http"
import { grades360ReportHandlers } from "./reporte-calificaciones-360-http"
import { operativeGradesReportHandlers } from "./reporte-calificaciones-operativas-http"
import { individualGradesHandlers } from "./reporte-individual-calificaciones-http"
import { progressReportHandlers } from "./reporte-evaluados-objetivos-http"
import { finalReportHandlers } from "./reporte-final-objetivos-http"
import { concentradoHandlers } from "./reporte-concentrado-evaluaciones-http"
import { commitmentReportHandlers } from "./reporte-compromisos-http"
import { feedbackHandlers } from "./retroalimentacion-http"

const recordTables: ReadonlyArray<RecordTable> = [asRecordTable(surveysTable), asRecordTable(evaluationProjectsTable)]

const endpoints = {
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
}

// The server part of evaluacion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const evaluacionManifest = serverPart({
  endpoints,
  handlers: {
    ...surveyCallHandlers,
    ...evaluationProjectHandlers,
    ...objectiveHandlers,
    ...objectiveEvaluationHandlers,
    ...myEvaluationHandlers,
    ...myEvaluationKioskHandlers,
    ...grades360ReportHandlers,
    ...operativeGradesReportHandlers,
    ...individualGradesHandlers,
    ...progressReportHandlers,
    ...finalReportHandlers,
    ...concentradoHandlers,
    ...feedbackHandlers,
    ...commitmentReportHandlers,
  },
  recordTables,
})
