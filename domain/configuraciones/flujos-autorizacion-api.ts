import { Schema } from "effect"
import { AuthorizationFlow, RequestType, ResponsibilityType } from "./flujos-autorizacion"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

export const authorizationFlowsEndpoints = endpointFamily(needsAnyKey("SIS901"), {
  getFlujosAutorizacion: {
    method: "GET",
    summary: "Los tipos de solicitud que pueden tener un flujo de autorización.",
    request: NoBody,
    result: Schema.Array(RequestType),
  },
  getTiposResponsabilidad: {
    method: "GET",
    summary: "Los tipos de responsabilidad (flujos de autorización y 'Responsabilidad próximo jefe' de los parámetros).",
    access: needsAnyKey("SIS901", "SIS100"),
    request: NoBody,
    result: Schema.Array(ResponsibilityType),
  },
  getFlujosById: {
    summary: "El flujo guardado de un tipo de solicitud en result[0]; una lista vacía si aún no tiene.",
    request: Schema.Struct({ id_solicitud: Schema.Int }),
    result: Schema.Array(AuthorizationFlow),
  },
  guardarFlujosAutorizacion: {
    summary:
      "Guarda el flujo de un tipo de solicitud. El servidor aplica las reglas de niveles (limpia lo que el nivel deshabilita) y exige los tipos de responsabilidad del nivel.",
    writes: true,
    request: AuthorizationFlow,
    result: AuthorizationFlow,
  },
})
export const { getFlujosAutorizacion, getTiposResponsabilidad, getFlujosById, guardarFlujosAutorizacion } = authorizationFlowsEndpoints

