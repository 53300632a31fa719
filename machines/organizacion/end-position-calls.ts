import { fromPromise } from "xstate"
import { writableFields } from "../../domain/records/descriptor"
import { positions, positionsEndpoints } from "../../domain/organizacion/posiciones"
import type { ApiPort } from "../records/api-port"
import { reasonOf } from "./call-outcomes"
import type { EndSaved } from "./end-position"

// "Dar de baja" a position: the end date written as an update of the stored record, so the server
// runs the record's own rules (an end before the start, subordinates still in force).

export const endPosition =
  (api: ApiPort) =>
  async (input: { readonly id_posicion: string; readonly f_fin: string }): Promise<EndSaved> => {
    const read = await api.call(positionsEndpoints.read, { id: input.id_posicion })
    if (!read.ok) return { kind: "refused", message: reasonOf(read) }
    const stored = read.value.result
    const body = Object.fromEntries(writableFields(positions).map(([name]) => [name, stored[name] ?? null]))
    const result = await api.call(positionsEndpoints.write, { ...body, f_fin: input.f_fin, id: input.id_posicion, _method: "PUT" })
    return result.ok ? { kind: "saved", message: result.value.message } : { kind: "refused", message: reasonOf(result) }
  }

/** The end-position machine's actor, made with the app's API client. */
export const endPositionActors = (api: ApiPort) => ({
  end: fromPromise(({ input }: { input: { id_posicion: string; f_fin: string } }) => endPosition(api)(input)),
})
