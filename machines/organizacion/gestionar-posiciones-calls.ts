import { fromPromise } from "xstate"
import { duplicarPosicion, getPosiciones, getPosicionesLibres, getPosicionesOpciones } from "../../domain/organizacion/posiciones-api"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"
import { isFault, reasonOf } from "./call-outcomes"
import type { Saved } from "../saved"
import type { Loaded as LoadedPage, LoadRequest, PositionsFilter } from "./gestionar-posiciones"
import { messages } from "../../domain/messages"

// The calls of Gestionar posiciones and Posiciones libres: a page of the positions on the chosen
// date, Duplicar, and the puestos of the chosen company to filter by.

const placed = (filter: PositionsFilter) => ({
  ...(filter.fecha === null ? {} : { fecha: filter.fecha }),
  ...(filter.id_empresa === null ? {} : { id_empresa: filter.id_empresa }),
  ...(filter.id_centro_trabajo === null ? {} : { id_centro_trabajo: filter.id_centro_trabajo }),
  ...(filter.id_depto === null ? {} : { id_depto: filter.id_depto }),
})

/** The positions machine's actors. A fault rejects (the machine's general message); a refusal is in its own words. */
export const positionsActors = (api: ApiPort) => ({
  load: fromPromise<LoadedPage, LoadRequest>(async ({ input }) => {
    const { view, filter } = input
    const paging = { pagina: input.page, por_pagina: input.pageSize }
    const result =
      view === "libres"
        ? await api.call(getPosicionesLibres, { ...placed(filter), ...paging })
        : await api.call(getPosiciones, {
            ...placed(filter),
            ...(filter.id_puesto === null ? {} : { id_puesto: filter.id_puesto }),
            ...(filter.estado === null ? {} : { estado: filter.estado }),
            ...paging,
          })
    if (result.ok) return { kind: "loaded", rows: result.value.result.registros, total: result.value.result.total, page: result.value.result.pagina }
    if (isFault(result)) throw new Error(result.message)
    return { kind: "failed", message: reasonOf(result) }
  }),
  duplicate: fromPromise<Saved, { id_posicion: string }>(async ({ input }) => {
    const result = await api.call(duplicarPosicion, input)
    return result.ok ? { kind: "saved", message: result.value.message } : { kind: "refused", message: reasonOf(result) }
  }),
})

/** The puestos of a company, by name, to filter the list by. */
export const readFilterPuestos =
  (api: ApiPort) =>
  async (company: string): Promise<Loaded<ReadonlyArray<LookupItem>>> => {
    const result = await api.call(getPosicionesOpciones, { id_empresa: Number(company) })
    return result.ok
      ? { kind: "loaded", value: result.value.result.puestos.map((p) => ({ id: p.id_puesto, label: p.n_puesto })) }
      : { kind: "failed", message: messages.errorObtener }
  }
