import { Either } from "effect"
import { messages } from "../../domain/messages"
import { type Mode, type RecordDescriptor, idOf, requestOf } from "../../domain/records/descriptor"
import { type AnyResourceEndpoints, isWritable } from "../../domain/records/endpoints"
import { type ListQuery, listQueryParams } from "../../domain/records/list-query"
import { placeRefusal } from "../../domain/records/place-refusal"
import type { SaveOutcome, Values } from "../record-modal"
import type { ApiPort, PortFile } from "./api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer, refusalOf } from "./command"
import { exportOf } from "./export-calls"
import type { LoadOutcome } from "./list-page"
import type { ReadOutcome } from "./record-address"

// The calls of every record page (src/records/RecordPage.tsx): a page of the list, a record read
// (to open its form, by address or not), the form saved, a row deleted, the list exported. The
// sentences of a record that cannot be opened are the page's (`texts`).

type Row = Readonly<Record<string, unknown>>

export interface RecordReadTexts {
  /** The record does not exist (404, or a path id the server cannot read). */
  readonly gone: (id: string) => string
  /** The caller may not see it (403). */
  readonly forbidden: (id: string) => string
}

export interface SaveRequest {
  readonly mode: Mode
  readonly values: Values
  /** The path id of the record edited; when unknown, the values' own key. */
  readonly id: string | null
}

/** The list query as the list endpoint's request (numbers typed; the client writes the query string). */
const listRequest = (q: ListQuery) => ({ ...listQueryParams(q), pagina: q.pagina, por_pagina: q.por_pagina })
const exportRequest = (q: ListQuery) => {
  const { pagina: _p, por_pagina: _s, ...rest } = listQueryParams(q)
  return rest
}

/** A page of a record list, as the list machine's `load` takes it (also asked ahead: ./list-prefetch.ts). */
export const listPageLoad =
  (api: ApiPort, endpoints: Pick<AnyResourceEndpoints, "list">) =>
  async (query: ListQuery): Promise<LoadOutcome<Row>> => {
    const result = await api.call(endpoints.list, listRequest(query))
    if (result.ok) return { kind: "loaded", page: result.value.result }
    if (isNoAnswer(result)) return { kind: "failed", message: messages.errorGeneral }
    if (result.status === 400 && result.detalles.length > 0) return { kind: "invalid", problems: result.detalles }
    return { kind: "failed", message: messages.errorObtener }
  }

export const recordPageCalls = (api: ApiPort, d: RecordDescriptor, endpoints: AnyResourceEndpoints, texts: RecordReadTexts) => {
  const writes = isWritable(endpoints) ? endpoints : null
  const exportFile = exportOf(api)
  return {
    load: listPageLoad(api, endpoints),
    /** The record at its address: what to show when it cannot be opened. */
    read: async (id: string): Promise<ReadOutcome> => {
      const result = await api.call(endpoints.read, { id })
      if (result.ok) return { kind: "found", record: result.value.result }
      if (isNoAnswer(result)) return { kind: "missing", message: messages.errorObtener }
      if (result.status === 404 || result.status === 400) return { kind: "missing", message: texts.gone(id) }
      if (result.status === 403) return { kind: "missing", message: texts.forbidden(id) }
      return { kind: "missing", message: result.message }
    },
    /** The record to open in the form (a page without addresses); nothing is said on success. */
    readForEdit: async (id: string): Promise<CommandOutcome<Row>> => {
      const result = await api.call(endpoints.read, { id })
      return result.ok ? { kind: "done", value: result.value.result } : refusalOf(result, messages.errorObtener)
    },
    /** The form's values stored; no answer rejects, so the form says its own error for the mode. */
    save: async ({ mode, values, id }: SaveRequest): Promise<SaveOutcome> => {
      const request = requestOf(d, mode, values)
      if (Either.isLeft(request)) return { kind: "refused", message: messages.solicitudInvalida, problems: request.left }
      // The form never opens on a read-only page; no request could be sent from it.
      if (writes === null) return { kind: "refused", message: messages.solicitudInvalida, problems: {} }
      const result =
        mode === "add" ? await api.call(writes.create, request.right) : await api.call(writes.write, { ...request.right, _method: "PUT", id: id ?? idOf(d, request.right) })
      if (result.ok) return { kind: "saved", message: result.value.message || (mode === "add" ? d.messages.created : d.messages.updated) }
      if (isNoAnswer(result) || result.status === null) throw new Error("no answer")
      const placed = placeRefusal(d, { ...result, status: result.status })
      return { kind: "refused", message: result.message, problems: placed.problems, general: placed.general }
    },
    remove: async (row: Row): Promise<CommandOutcome<unknown>> => {
      if (writes === null) return { kind: "failed", message: messages.errorEliminarRegistro }
      return commandOutcomeOf(await api.call(writes.write, { _method: "DELETE", id: idOf(d, row) }), messages.errorEliminarRegistro, d.messages.deleted)
    },
    exportList: (query: ListQuery): Promise<CommandOutcome<PortFile>> => exportFile(endpoints.export, exportRequest(query)),
  }
}
