import { evaluacionEndpoints } from "../../domain/evaluacion/endpoints"
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

// The server part of evaluacion, loaded on its first request (server/parts/part-loaders.ts): the
// endpoints it serves, their handlers and its record tables (their endpoints and handlers are
// generated). A contract endpoint without its handler here is a type error.
export const evaluacionManifest = serverPart({
  endpoints: evaluacionEndpoints,
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
