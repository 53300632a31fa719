import { colaboradoresMovimiento } from "../../domain/personal/movimientos-personal-api"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"

// The person picker of Personal's records (a movement, a loan, an aid): up to 20 active people
// of the caller's centres whose number or name has the term typed (empty: the first ones).

export const findPeople =
  (api: ApiPort) =>
  async (term: string): Promise<Loaded<ReadonlyArray<LookupItem>>> => {
    const r = await api.call(colaboradoresMovimiento, term === "" ? {} : { buscar: term })
    return r.ok ? { kind: "loaded", value: r.value.result } : { kind: "failed", message: r.message }
  }
