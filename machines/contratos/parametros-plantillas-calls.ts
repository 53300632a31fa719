import { contractTemplateMessages, contractTemplateTextProblem, type ContractTemplate } from "../../domain/contratos/parametros-plantillas"
import { getPlantillasContratos, guardarPlantillaContrato } from "../../domain/contratos/parametros-plantillas-api"
import { messages } from "../../domain/messages"
import { type FormProblems, type FormValues, type LoadOutcome, type SaveOutcome, failureText } from "../configuraciones/settings-form"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// CON090 Plantillas: the active types for the tab's chooser (a loaded resource), and one type's
// template on the settings-form machine, which is always in mode edit (the type exists).

export const emptyContractTemplate: FormValues = { plantilla: "" }

export const validateContractTemplate = (values: FormValues): FormProblems => ({
  plantilla: contractTemplateTextProblem(values.plantilla ?? "") ?? null,
})

export const contractTemplateCalls = (api: ApiPort) => {
  const read = async (): Promise<Loaded<ReadonlyArray<ContractTemplate>>> => {
    const result = await api.call(getPlantillasContratos, {})
    return result.ok ? { kind: "loaded", value: result.value.result.tipos } : { kind: "failed", message: result.status === null ? messages.errorGeneral : result.message }
  }
  return {
    types: read,
    /** One type's template for its editor: load finds it among the active types, save stores it. */
    forType: (id: string) => ({
      load: async (): Promise<LoadOutcome> => {
        const answer = await read()
        if (answer.kind === "failed") return answer
        const found = answer.value.find((t) => t.id_tipo_contrato === id)
        return found === undefined ? { kind: "failed", message: contractTemplateMessages.tipoNoExiste } : { kind: "found", values: { plantilla: found.plantilla } }
      },
      save: async (values: FormValues): Promise<SaveOutcome> => {
        const result = await api.call(guardarPlantillaContrato, { id_tipo_contrato: id, plantilla: values.plantilla ?? "" })
        return result.ok
          ? { kind: "saved", values: { plantilla: result.value.result.plantilla }, message: result.value.message || messages.parametrosGuardados }
          : { kind: "failed", message: failureText(result) }
      },
    }),
  }
}
