import { type ContextoMovimiento, type DetalleMovimiento, contextoMovimiento, detalleMovimiento } from "../../domain/personal/movimientos-personal-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { Loaded } from "../records/loaded-resource"

// The calls of 'Movimientos de personal' beyond its record list and its workflow: a movement's
// detail (the before/after pairs, the flow's timeline, the IMSS notices) and what its form
// shows beside the inputs (the person's values today, the vacant seats, motives, periodicidades).

export const movementCalls = (api: ApiPort) => ({
  detail: async (id: number): Promise<Loaded<DetalleMovimiento>> => {
    const r = await api.call(detalleMovimiento, { id_movimiento: id })
    return r.ok ? { kind: "loaded", value: r.value.result } : { kind: "failed", message: messages.errorObtener }
  },
  context: async (id_empleado: number | undefined, f_efectiva: string | undefined): Promise<ContextoMovimiento | null> => {
    const r = await api.call(contextoMovimiento, { ...(id_empleado === undefined ? {} : { id_empleado }), ...(f_efectiva === undefined ? {} : { f_efectiva }) })
    return r.ok ? r.value.result : null
  },
})
