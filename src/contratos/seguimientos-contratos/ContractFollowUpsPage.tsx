import { useMemo } from "react"
import { contractFollowUps, contractFollowUpsEndpoints } from "../../../domain/contratos/seguimientos-contratos"
import { RecordPage } from "../../records/RecordPage"

// Seguimientos de contratos (CON220, MODULES-MX §2): the list (Contrato, Colaborador, Tipo, Fecha,
// Resultado, Responsable, Compromiso) with its filters (tipo, resultado, fechas, responsable,
// contrato) and export, and a follow-up in a dialog. The Comisión Mixta's opinion shows only for
// "No aprobó prueba" (its onlyWhen); the contract is fixed once the follow-up is stored. Reached
// from a contract's row in Gestión de contratos, the list opens filtered to that contract.

export const ContractFollowUpsPage = ({ contrato }: { readonly contrato?: string }) => {
  const filter = useMemo(() => (contrato === undefined ? null : { id_contrato: contrato }), [contrato])
  return (
    <RecordPage descriptor={contractFollowUps} endpoints={contractFollowUpsEndpoints} pageKey="/contratos/seguimientos-contratos" filterWith={filter} />
  )
}
