import { contratosVencerEndpoints, contratosVencerReport } from "../../../domain/contratos/contratos-vencer-api"
import { bulkFollowUp, bulkRenewal, contratosVencerBulkEndpoints } from "../../../domain/contratos/contratos-vencer-bulk"
import { ReportPage } from "../../records/ReportPage"

// Contratos por vencer (CON230): the report page of its descriptor, with its bulk actions on the
// selected contracts: Renovar and Registrar seguimiento.

const endpoints = {
  read: contratosVencerEndpoints.getContratosVencer,
  xlsx: contratosVencerEndpoints.exportarContratosVencer,
  pdf: contratosVencerEndpoints.contratosVencerPdf,
}

const bulk = [
  { action: bulkRenewal, endpoint: contratosVencerBulkEndpoints.renovarContratos },
  { action: bulkFollowUp, endpoint: contratosVencerBulkEndpoints.guardarSeguimientosContratos },
]

export const ExpiringContractsPage = () => <ReportPage report={contratosVencerReport} endpoints={endpoints} bulk={bulk} />
