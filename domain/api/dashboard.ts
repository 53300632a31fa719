import { Indicators } from "../dashboard"
import { Envelope, NoBody, endpoint, needsSession } from "./endpoint"

export const datosIndicadores = endpoint({
  name: "datosIndicadores",
  method: "GET",
  path: "/datos-indicadores",
  summary:
    "Indicadores del tablero limitados a los centros de trabajo del rol del usuario, y la gráfica de empleados por empresa o por departamento.",
  access: needsSession,
  writes: false,
  request: NoBody,
  response: Envelope(Indicators),
})

export const dashboardEndpoints = { datosIndicadores } as const
