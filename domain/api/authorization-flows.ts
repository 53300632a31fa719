import { Schema } from "effect"
import { AuthorizationFlow, RequestType, ResponsibilityType } from "../authorization-flow"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

export const getFlujosAutorizacion = endpoint({
  name: "getFlujosAutorizacion",
  method: "GET",
  path: "/get-flujos-autorizacion",
  summary: "Los tipos de solicitud que pueden tener un flujo de autorización.",
  access: needsAnyKey("SIS901"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(RequestType)),
})

export const getTiposResponsabilidad = endpoint({
  name: "getTiposResponsabilidad",
  method: "GET",
  path: "/get-tipos-responsabilidad",
  summary: "Los tipos de responsabilidad (flujos de autorización y 'Responsabilidad próximo jefe' de los parámetros).",
  access: needsAnyKey("SIS901", "SIS100"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(ResponsibilityType)),
})

export const getFlujosById = endpoint({
  name: "getFlujosById",
  method: "POST",
  path: "/get-flujos-by-id",
  summary: "El flujo guardado de un tipo de solicitud en result[0]; una lista vacía si aún no tiene.",
  access: needsAnyKey("SIS901"),
  writes: false,
  request: Schema.Struct({ id_solicitud: Schema.Int }),
  response: Envelope(Schema.Array(AuthorizationFlow)),
})

export const guardarFlujosAutorizacion = endpoint({
  name: "guardarFlujosAutorizacion",
  method: "POST",
  path: "/guardar-flujos-autorizacion",
  summary:
    "Guarda el flujo de un tipo de solicitud. El servidor aplica las reglas de niveles (limpia lo que el nivel deshabilita) y exige los tipos de responsabilidad del nivel.",
  access: needsAnyKey("SIS901"),
  writes: true,
  request: AuthorizationFlow,
  response: Envelope(AuthorizationFlow),
})

export const authorizationFlowsEndpoints = {
  getFlujosAutorizacion,
  getTiposResponsabilidad,
  getFlujosById,
  guardarFlujosAutorizacion,
} as const
