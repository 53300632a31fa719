import { getPosiciones } from "../../domain/organizacion/posiciones-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// Posiciones' own read beside its record: who occupies a stored position today.

/** Today's occupant of a stored position, or "Vacante" (or "Baja" once ended); "" when not listed. */
export const readOccupant =
  (api: ApiPort) =>
  async (id: string): Promise<Loaded<string>> => {
    const result = await api.call(getPosiciones, { buscar: id, por_pagina: 20 })
    if (!result.ok) return { kind: "failed", message: messages.errorObtener }
    const found = result.value.result.registros.find((r) => r.id_posicion === id)
    return { kind: "loaded", value: found === undefined ? "" : (found.n_empleado ?? (found.estado === "B" ? "Baja" : "Vacante")) }
  }
