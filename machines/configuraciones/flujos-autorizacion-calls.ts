import { getFlujosAutorizacion, getFlujosById, getTiposResponsabilidad, guardarFlujosAutorizacion } from "../../domain/configuraciones/flujos-autorizacion-api"
import type { AuthorizationFlow } from "../../domain/configuraciones/flujos-autorizacion"
import { messages } from "../../domain/messages"
import type { CatalogsOutcome, FlowOutcome, SaveFlowOutcome } from "./flujos-autorizacion"
import type { ApiPort } from "../records/api-port"
import { failureText } from "./settings-form"

const loadFailure = (result: { readonly status: number | null; readonly message: string }) => ({
  kind: "failed" as const,
  message: result.status === null ? messages.errorGeneral : result.message,
})

/** The calls, made with the app's API client (handed in by the view's hook). */
export const authorizationFlowCalls = (api: ApiPort) => {
  const loadCatalogs = async (): Promise<CatalogsOutcome> => {
    const [types, responsibilities] = await Promise.all([api.call(getFlujosAutorizacion, {}), api.call(getTiposResponsabilidad, {})])
    if (!types.ok) return loadFailure(types)
    if (!responsibilities.ok) return loadFailure(responsibilities)
    return { kind: "loaded", catalogs: { requestTypes: types.value.result, responsibilityTypes: responsibilities.value.result } }
  }

  const loadFlow = async (id: number): Promise<FlowOutcome> => {
    const result = await api.call(getFlujosById, { id_solicitud: id })
    return result.ok ? { kind: "loaded", raw: result.value.result[0] ?? null } : loadFailure(result)
  }

  const saveFlow = async (flow: AuthorizationFlow): Promise<SaveFlowOutcome> => {
    const result = await api.call(guardarFlujosAutorizacion, flow)
    return result.ok
      ? { kind: "saved", flow: result.value.result, message: result.value.message || messages.datosGuardados }
      : { kind: "failed", message: failureText(result) }
  }
  return { loadCatalogs, loadFlow, saveFlow }
}
