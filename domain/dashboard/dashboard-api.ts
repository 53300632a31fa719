import { Indicators } from "./dashboard"
import { NoBody, needsSession } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

const calls = endpointFamily(needsSession, {
  datosIndicadores: {
    method: "GET",
    summary:
      "Indicadores del tablero limitados a los centros de trabajo del rol del usuario, y la gráfica de empleados por empresa o por departamento.",
    request: NoBody,
    result: Indicators,
  },
})
export const { datosIndicadores } = calls

export const dashboardEndpoints = { datosIndicadores } as const
