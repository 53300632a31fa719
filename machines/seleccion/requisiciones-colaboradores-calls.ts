import { validarTextoRequisicion } from "../../domain/seleccion/requisiciones-colaboradores-api"
import type { ApiPort } from "../records/api-port"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Requisiciones de colaboradores beside its resource: the barred phrases a free text
// holds, asked as the user types (a loaded resource keyed by the text, debounced by the view), so
// the form warns before the save would refuse.

export interface TextCheck {
  readonly coincidencias: ReadonlyArray<{ readonly frase: string; readonly inicio: number; readonly fin: number }>
  readonly mensaje: string | null
}

export const requisitionTextCalls = (api: ApiPort) => ({
  check: async (texto: string): Promise<Loaded<TextCheck>> => loadedResult(await api.call(validarTextoRequisicion, { texto })),
})
