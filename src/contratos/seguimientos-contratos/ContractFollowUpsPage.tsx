import { contractFollowUps, contractFollowUpsEndpoints } from "../../../domain/contratos/seguimientos-contratos"
import { RecordPage } from "../../records/RecordPage"

// Seguimientos de contratos (CON220, MODULES-MX §2): the list (Contrato, Colaborador, Tipo, Fecha,
// Resultado, Responsable, Compromiso) with its filters (tipo, resultado, fechas, responsable,
// contrato) and export, and a follow-up in a dialog. The Comisión Mixta's opinion shows only for
// "No aprobó prueba" (its onlyWhen); the contract is fixed once the follow-up is stored.

export const ContractFollowUpsPage = () => (
  <RecordPage descriptor={contractFollowUps} endpoints={contractFollowUpsEndpoints} pageKey="/contratos/seguimientos-contratos" />
)
