import type { gradeExportEndpoints } from "../domain/api/export-reporte-calificaciones"
import { climaGradeExport } from "./clima-laboral/reporte-calificaciones-export"
import { evaluacion360GradeExport, evaluacionOperativaGradeExport } from "./evaluacion/reporte-calificaciones-export"
import { formacionGradeExport } from "./formacion/reporte-calificaciones-export"
import type { HandlersOf } from "./http/handler"
import { type GradeReportKind, gradeReportExport } from "./records/grade-report-export"

// The kinds /export-reporte-calificaciones answers, one line per module that has built its own
// (Evaluación's 360 and OPE, Clima's CLI add theirs here); any other tipo_reporte is refused.

const kinds: ReadonlyArray<GradeReportKind> = [formacionGradeExport, climaGradeExport, evaluacion360GradeExport, evaluacionOperativaGradeExport]

export const gradeExportHandlers: HandlersOf<typeof gradeExportEndpoints> = {
  exportReporteCalificaciones: gradeReportExport(kinds),
}
