import type { DatosColaborador } from "../../domain/personal/documents-api"
import { documentCalls } from "../../machines/personal/documents-calls"
import { api } from "../app/api"
import { useLoadedResource } from "../records/use-loaded-resource"

const { employeeFacts } = documentCalls(api)

/** The facts a document's form shows of the chosen employee (null while none or loading). */
export const useDocumentEmployee = (idEmpleado: string): DatosColaborador | null =>
  useLoadedResource(/^\d+$/.test(idEmpleado) ? Number(idEmpleado) : null, employeeFacts).value
