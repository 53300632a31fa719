import { fromPromise } from "xstate"
import { getAuditoria, getOperacionesAuditoria } from "../../domain/configuraciones/bitacora-auditoria-api"
import type { AuditOperation, AuditQuery, AuditRow } from "../../domain/configuraciones/bitacora-auditoria"
import { messages } from "../../domain/messages"
import type { ListQuery } from "../../domain/records/list-query"
import type { ApiPort } from "../records/api-port"
import type { LoadOutcome } from "../records/list-page"

// The audit log's calls: a page of rows under the applied filters, and the operations to filter by.

/** The filter form's fields. */
export interface AuditFilters {
  readonly id_usuario: string
  readonly operacion: string
  readonly desde: string
  readonly hasta: string
}

/** The form's fields from the applied filters (restored from session storage). */
export const filtersOf = (filtros: Readonly<Record<string, string>>): AuditFilters => ({
  id_usuario: filtros.id_usuario ?? "",
  operacion: filtros.operacion ?? "",
  desde: filtros.desde ?? "",
  hasta: filtros.hasta ?? "",
})

/** The list query in the audit endpoint's own request shape (empty filters left out). */
const auditQueryOf = (q: ListQuery): AuditQuery => {
  const f = filtersOf(q.filtros)
  return {
    pagina: q.pagina,
    por_pagina: q.por_pagina,
    ...(f.id_usuario.trim() ? { id_usuario: f.id_usuario.trim() } : {}),
    ...(f.operacion.trim() ? { operacion: f.operacion.trim() } : {}),
    ...(f.desde ? { desde: f.desde } : {}),
    ...(f.hasta ? { hasta: f.hasta } : {}),
  }
}

/**
 * The list's `load` actor and the operations' read, made with the app's API client. A refused
 * filter (a bad date) is listed beside the form; any other failure is a toast.
 */
export const auditCalls = (api: ApiPort) => ({
  load: fromPromise<LoadOutcome<AuditRow>, ListQuery>(async ({ input }) => {
    const result = await api.call(getAuditoria, auditQueryOf(input))
    if (result.ok) {
      const { filas, total } = result.value.result
      return { kind: "loaded", page: { registros: filas, total, pagina: input.pagina, por_pagina: input.por_pagina } }
    }
    if (result.detalles.length > 0) return { kind: "invalid", problems: result.detalles }
    return { kind: "failed", message: result.status === null ? messages.errorGeneral : messages.errorObtener }
  }),
  operations: async (): Promise<ReadonlyArray<AuditOperation> | null> => {
    const result = await api.call(getOperacionesAuditoria, {})
    return result.ok ? result.value.result : null
  }
})
