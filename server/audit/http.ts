import type { auditEndpoints } from "../../domain/api/audit"
import type { HandlersOf } from "../http/handler"
import { findAudit } from "./repo"
import { Effect } from "effect"

export const auditHandlers: HandlersOf<typeof auditEndpoints> = {
  getAuditoria: (request) => Effect.map(findAudit(request), (result) => ({ error: false as const, message: "", result })),
}
