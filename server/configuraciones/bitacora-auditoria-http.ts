import type { auditEndpoints } from "../../domain/configuraciones/bitacora-auditoria-api"
import type { HandlersOf } from "../http/handler"
import { findAudit, operations } from "../audit/repo"
import { Effect } from "effect"

export const auditHandlers: HandlersOf<typeof auditEndpoints> = {
  getAuditoria: (request) => Effect.map(findAudit(request), (result) => ({ error: false as const, message: "", result })),
  getOperacionesAuditoria: () => Effect.map(operations, (m) => ({ error: false as const, message: "", result: m.auditedOperations })),
}
