import { Schema } from "effect"
import { AuditOperation, AuditPage, AuditQuery } from "../audit"
import { Envelope, NoBody, endpoint, needsAnyKey } from "./endpoint"

export const getAuditoria = endpoint({
  name: "getAuditoria",
  method: "POST",
  path: "/get-auditoria",
  summary:
    "Bitácora de auditoría: cada cambio hecho por la API y cada intento de inicio de sesión, con quién, cuándo, desde qué IP y los valores antes y después; paginada y filtrable por usuario, operación y fechas.",
  access: needsAnyKey("SIS950"),
  writes: false,
  request: AuditQuery,
  response: Envelope(AuditPage),
})

export const getOperacionesAuditoria = endpoint({
  name: "getOperacionesAuditoria",
  method: "GET",
  path: "/get-operaciones-auditoria",
  summary: "Las operaciones que la bitácora registra (cada escritura del contrato), con su nombre en español, para el filtro de la bitácora.",
  access: needsAnyKey("SIS950"),
  writes: false,
  request: NoBody,
  response: Envelope(Schema.Array(AuditOperation)),
})

export const auditEndpoints = { getAuditoria, getOperacionesAuditoria } as const
