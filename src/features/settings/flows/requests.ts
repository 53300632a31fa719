import { getFlujosAutorizacion, getFlujosById, getTiposResponsabilidad, guardarFlujosAutorizacion } from "../../../../domain/api/authorization-flows"
import type { AuthorizationFlow } from "../../../../domain/authorization-flow"
import { messages } from "../../../../domain/messages"
import type { CatalogsOutcome, FlowOutcome, SaveFlowOutcome } from "../../../../machines/authorizationFlow"
import { api } from "../../../app/api"
import { failureText } from "../useSettingsForm"

const loadFailure = (result: { readonly status: number | null; readonly message: string }) => ({
  kind: "failed" as const,
  message: result.status === null ? messages.errorGeneral : result.message,
})

export const loadCatalogs = async (): Promise<CatalogsOutcome> => {
  const [types, responsibilities] = await Promise.all([api.call(getFlujosAutorizacion, {}), api.call(getTiposResponsabilidad, {})])
  if (!types.ok) return loadFailure(types)
  if (!responsibilities.ok) return loadFailure(responsibilities)
  return { kind: "loaded", catalogs: { requestTypes: types.value.result, responsibilityTypes: responsibilities.value.result } }
}

export const loadFlow = async (id: number): Promise<FlowOutcome> => {
  const result = await api.call(getFlujosById, { id_solicitud: id })
  return result.ok ? { kind: "loaded", raw: result.value.result[0] ?? null } : loadFailure(result)
}

export const saveFlow = async (flow: AuthorizationFlow): Promise<SaveFlowOutcome> => {
  const result = await api.call(guardarFlujosAutorizacion, flow)
  return result.ok
    ? { kind: "saved", flow: result.value.result, message: result.value.message || messages.datosGuardados }
    : { kind: "failed", message: failureText(result) }
}
