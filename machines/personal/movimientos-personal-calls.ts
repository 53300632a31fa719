import { type ContextoMovimiento, type DetalleMovimiento, contextoMovimiento, detalleMovimiento } from "../../domain/personal/movimientos-personal-api"
import type { ApiPort } from "../records/api-port"
import { type Loaded, loadedResult } from "../records/loaded-resource"
import { definedOnly } from "../records/optional-payload"

// The calls of 'Movimientos de personal' beyond its record list and its workflow: a movement's
// detail (the before/after pairs, the flow's timeline, the IMSS notices) and what its form
// shows beside the inputs (the person's values today, the vacant seats, motives, periodicidades).

export const movementCalls = (api: ApiPort) => ({
  detail: async (id: number): Promise<Loaded<DetalleMovimiento>> => loadedResult(await api.call(detalleMovimiento, { id_movimiento: id })),
  context: async (id_empleado: number | undefined, f_efectiva: string | undefined): Promise<ContextoMovimiento | null> => {
    const r = await api.call(contextoMovimiento, definedOnly({ id_empleado, f_efectiva }))
    return r.ok ? r.value.result : null
  },
})
