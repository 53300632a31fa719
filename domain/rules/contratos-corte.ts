import type { ContractState } from "../contratos/gestion-contratos-vocabulary"
import { type ContractTime, contractState } from "./contratos-vigencia"

// A contract's state on a past or future cut date (CON240): the stored state says what the
// contract is today, so a contract terminated after the cut, or renewed but not yet at its end
// by then, was still in force that day; its state then follows from the dates exactly as today's
// does (contractState: Vigente, Por vencer, Vencido).

export interface ContractOnCut extends ContractTime {
  readonly f_terminacion: string | null
}

/** The state a contract showed on `cut` (ISO day), given CON090's first alert threshold. */
export const contractStateOn = (c: ContractOnCut, cut: string, firstThreshold = 30): ContractState => {
  // Terminated later: on the cut day the relation subsisted, whatever the person's status now.
  if (c.estado === "Terminado" && c.f_terminacion !== null && c.f_terminacion > cut) {
    return contractState({ estado: "Vigente", f_fin: c.f_fin, empleado_activo: true }, cut, firstThreshold)
  }
  // Renewed, but the cut falls within its own term: it was the contract in force that day.
  if (c.estado === "Renovado" && c.f_fin !== null && c.f_fin >= cut) {
    return contractState({ estado: "Vigente", f_fin: c.f_fin, empleado_activo: c.empleado_activo }, cut, firstThreshold)
  }
  return contractState(c, cut, firstThreshold)
}
