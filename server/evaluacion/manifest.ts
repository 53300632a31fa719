import evaEncuestas from "../db/migrations/0302_eva_encuestas"
import proyectosEvaluacion from "../db/migrations/0303_proyectos_evaluacion"
import objetivosEvaluacion from "../db/migrations/0304_objetivos_evaluacion"
import respuestasEvaluacion from "../db/migrations/0305_respuestas_evaluacion"
import evaConcentrado from "../db/migrations/0312_eva_concentrado"
import retroalimentacionCompromisos from "../db/migrations/0311_retroalimentacion_compromisos"
import { asRecordTable, type RecordTable } from "../records/table"
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

// Evaluación: what server/areas.ts and server/db/migrate.ts take from this module, in one import
// each: EVA100's and EVA150's record tables (their endpoints and handlers are generated), their
// calls in the contract's style (instruments; participants, 360 evaluators; EVA010's objectives;
// EVA200's evaluations of objectives and their report; EVA370/EVA375's feedback sessions and
// EVA380's commitments report) and their migrations.
export const evaluacionManifest = {
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
  migrations: {
    "0302_eva_encuestas": evaEncuestas,
    "0303_proyectos_evaluacion": proyectosEvaluacion,
    "0304_objetivos_evaluacion": objetivosEvaluacion,
    "0305_respuestas_evaluacion": respuestasEvaluacion,
    "0311_retroalimentacion_compromisos": retroalimentacionCompromisos,
    "0312_eva_concentrado": evaConcentrado,
  },
}
