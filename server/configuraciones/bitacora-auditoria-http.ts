import type { auditEndpoints } from "../../domain/configuraciones/bitacora-auditoria-api"
import type { HandlersOf } from "../http/handler"
import { auditedOperations } from "../audit/operations"
import { findAudit } from "../audit/repo"
import { Effect } from "effect"

export const auditHandlers: HandlersOf<typeof auditEndpoints> = {
  getAuditoria: (request) => Effect.map(findAudit(request), (result) => ({ error: false as const, message: "", result })),
  getOperacionesAuditoria: () => Effect.succeed({ error: false as const, message: "", result: auditedOperations }),
}
