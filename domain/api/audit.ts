import { AuditPage, AuditQuery } from "../audit"
import { Envelope, endpoint, needsAnyKey } from "./endpoint"

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

export const auditEndpoints = { getAuditoria } as const
