import { Schema } from "effect"
import { AuditOperation, AuditPage, AuditQuery } from "./bitacora-auditoria"
import { NoBody, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

const calls = endpointFamily(needsAnyKey("SIS950"), {
  getAuditoria: {
    summary:
      "Bitácora de auditoría: cada cambio hecho por la API y cada intento de inicio de sesión, con quién, cuándo, desde qué IP y los valores antes y después; paginada y filtrable por usuario, operación y fechas.",
    request: AuditQuery,
    result: AuditPage,
  },
  getOperacionesAuditoria: {
    method: "GET",
    summary: "Las operaciones que la bitácora registra (cada escritura del contrato), con su nombre en español, para el filtro de la bitácora.",
    request: NoBody,
    result: Schema.Array(AuditOperation),
  },
})
export const { getAuditoria, getOperacionesAuditoria } = calls

export const auditEndpoints = { getAuditoria, getOperacionesAuditoria } as const
