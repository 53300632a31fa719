import { contratosVencerEndpoints, contratosVencerReport } from "../../../domain/contratos/contratos-vencer-api"
import { ReportPage } from "../../records/ReportPage"

// Contratos por vencer (CON230): the report page of its descriptor.

const endpoints = {
  read: contratosVencerEndpoints.getContratosVencer,
  xlsx: contratosVencerEndpoints.exportarContratosVencer,
  pdf: contratosVencerEndpoints.contratosVencerPdf,
}

export const ExpiringContractsPage = () => <ReportPage report={contratosVencerReport} endpoints={endpoints} />
