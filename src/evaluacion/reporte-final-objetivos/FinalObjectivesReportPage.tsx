import { finalReport, finalReportEndpoints } from "../../../domain/evaluacion/reporte-final-objetivos-api"
import { ReportPage } from "../../records/ReportPage"

// Reporte final de objetivos (EVA350): the report page of its descriptor.

const endpoints = {
  read: finalReportEndpoints.reporteFinalObjetivos,
  xlsx: finalReportEndpoints.exportarReporteFinalObjetivos,
  pdf: finalReportEndpoints.reporteFinalObjetivosPdf,
}

export const FinalObjectivesReportPage = () => <ReportPage report={finalReport} endpoints={endpoints} />
