import { Schema } from "effect"
import { Indicators } from "./dashboard"
import { ContractAlertNotice } from "../contratos/expiry-alerts"
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
  alertasContratos: {
    method: "GET",
    summary:
      "Los avisos de contratos por vencer y de periodos de prueba por terminar que la tarea diaria envió en los últimos 7 días, de contratos aún vigentes de los centros de trabajo del rol; vacío para quien no tiene CON230 ni CON210.",
    request: NoBody,
    result: Schema.Array(ContractAlertNotice),
  },
})
export const { datosIndicadores, alertasContratos } = calls
