import { type DatosColaborador, type OpcionColaborador, colaboradorDocumento, colaboradoresDocumento } from "../../domain/personal/documents-api"
import { type SeccionDocumentos, documentosColaborador } from "../../domain/personal/gestion-personal-documents-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// The reads of the personal documents' shared parts: the employees a document may be about (a
// search), the facts its form shows of the chosen one, and an employee's documents tab. Each is a
// loaded-resource machine's `load`, keyed by what the view asks.

/** The picker's search: the text typed (empty: the first ones) and whether leavers count. */
export interface EmployeeSearch {
  readonly buscar: string
  readonly bajas: boolean
}

const failed = <A>(): Loaded<A> => ({ kind: "failed", message: messages.errorObtener })

export const documentCalls = (api: ApiPort) => ({
  searchEmployees: async ({ buscar, bajas }: EmployeeSearch): Promise<Loaded<ReadonlyArray<OpcionColaborador>>> => {
    const request = { ...(buscar.trim() === "" ? {} : { buscar: buscar.trim() }), ...(bajas ? { bajas: "1" as const } : {}) }
    const result = await api.call(colaboradoresDocumento, request)
    return result.ok ? { kind: "loaded", value: result.value.result } : failed()
  },
  employeeFacts: async (id_empleado: number): Promise<Loaded<DatosColaborador>> => {
    const result = await api.call(colaboradorDocumento, { id_empleado })
    return result.ok ? { kind: "loaded", value: result.value.result } : failed()
  },
  employeeDocuments: async (id_empleado: number): Promise<Loaded<ReadonlyArray<SeccionDocumentos>>> => {
    const result = await api.call(documentosColaborador, { id_empleado })
    return result.ok ? { kind: "loaded", value: result.value.result } : failed()
  },
})
