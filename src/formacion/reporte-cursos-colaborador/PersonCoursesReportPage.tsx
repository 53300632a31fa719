import { personCoursesReportEndpoints, personCoursesReport } from "../../../domain/formacion/reporte-cursos-colaborador-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte de cursos por colaborador (FOR550): the report page of its descriptor.

const endpoints = {
  read: personCoursesReportEndpoints.reporteCursosColaborador,
  xlsx: personCoursesReportEndpoints.exportarReporteCursosColaborador,
  pdf: personCoursesReportEndpoints.reporteCursosColaboradorPdf,
}

export const PersonCoursesReportPage = () => <ReportPage report={personCoursesReport} endpoints={endpoints} />
