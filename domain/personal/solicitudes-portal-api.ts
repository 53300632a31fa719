import { Schema } from "effect"
import { KioskRequestStep } from "../kiosko/kiosko"
import { portalRequestTexts } from "./solicitudes-portal-vocabulary"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { idParam } from "../api/id-param"

// What HR does with a kiosk request beside its records resource (/solicitudes-portal,
// domain/personal/solicitudes-portal.ts, whose workflow attends and cancels it): the decision on a
// request with no flow, and the steps of its flow. A request is written by the kiosk, never edited here.
// GP100 guards them (DOMAIN-MX 0 [D]); each reaches only the employees of the caller's centres.

const keys = needsAnyKey("GP100")

const Id = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => "El folio no es válido" }))
const Comment = Schema.Trim.pipe(Schema.maxLength(500, { message: () => portalRequestTexts.comentarioLargo }))

export const PortalRequestOutcome = Schema.Struct({
  id_solicitud: Schema.Int,
  estado: Schema.String,
})

export const resolverSolicitudPortal = endpoint({
  name: "resolverSolicitudPortal",
  method: "POST",
  path: "/resolver-solicitud-portal",
  summary:
    "Autoriza ('A') o rechaza ('R', con comentario) una solicitud Pendiente: la que no tiene flujo de autorización configurado. Las que están En autorización las deciden sus autorizadores en Mis autorizaciones (409).",
  access: keys,
  writes: true,
  request: Schema.Struct({ id_solicitud: Id, resultado: Schema.Literal("A", "R"), comentario: Schema.optionalWith(Comment, { default: () => "" }) }),
  response: Envelope(PortalRequestOutcome),
})

const IdParam = idParam("El valor debe ser un número entero", "El folio no es válido", 2_147_483_647)

export const pasosSolicitudPortal = endpoint({
  name: "pasosSolicitudPortal",
  method: "GET",
  path: "/solicitud-portal-pasos",
  summary: "Los pasos del flujo de autorización de una solicitud, el más antiguo primero (404 si no existe, 403 si el colaborador no está a su alcance).",
  access: keys,
  writes: false,
  query: true,
  request: Schema.Struct({ id_solicitud: IdParam }),
  response: Envelope(Schema.Array(KioskRequestStep)),
})

export const personalPortalRequestCalls = {
  resolverSolicitudPortal,
  pasosSolicitudPortal,
} as const
