import { Chunk, Effect, Option, Stream } from "effect"
import type { AnyEndpoint } from "../../domain/api/endpoint"
import { exportFields, recordWarning } from "../../domain/records/descriptor"
import { type ResourceEndpoints, isWritable } from "../../domain/records/endpoints"
import { messages } from "../../domain/messages"
import { isEditable } from "../../domain/records/workflow"
import { auditNote } from "../audit/trail"
import { type CellValue, xlsxResponse } from "../exports/xlsx"
import { ApiFailure } from "../http/failure"
import { type Handler, type HandlerContext, principalOf, ok } from "../http/handler"
import { checkCatalogueReferences } from "./catalogue-references"
import { fieldColumns } from "./field-columns"
import { stampColumns } from "./stamps"
import { allRows, deleteRecord, insertRecord, keyTaken, listPage, replaceChildren, updateRecord } from "./queries"
import type { HookContext, RecordTable, Row } from "./table"
import { auditKey, keyColumns, reread, storedRecord } from "./stored-record"
import { deleteByTransition, transitionHandlers } from "./workflow"

// The five generic handlers of a record resource: the paged list, the one-record read, create
// with the case-insensitive duplicate-key rule, update or delete by key, and the streamed
// export; a read-only resource has no create or write endpoint, so it gets no handler for them.
// The router has authenticated the caller, checked the permission keys and decoded the request
// with the descriptor's schemas; the workplace scope of the record itself is applied here to
// every list, read and write.

/** The columns a write stores: the fields' own (or the hook's mapping), then the audit stamps. */
const columnsFor = (t: RecordTable, request: Row, mode: "add" | "edit", stored: Row | undefined, ctx: HookContext) =>
  Effect.gen(function* () {
    const own = t.hooks?.toColumns === undefined ? fieldColumns(t.descriptor, request, mode) : yield* t.hooks.toColumns(request, mode, stored, ctx)
    return { ...own, ...(yield* stampColumns(t.descriptor, mode, ctx.principal.id_usuario)) }
  })

/** The hook's note for the audit row, or the descriptor's first warning, if this write has one. */
const detailOf = (t: RecordTable, stored: Row, mode: "add" | "edit"): { readonly detalle?: string } => {
  const detalle = t.hooks === undefined || t.hooks.auditDetail === undefined ? recordWarning(t.descriptor, stored) : t.hooks.auditDetail(stored, mode)
  return detalle === undefined ? {} : { detalle }
}

export const recordHandlers = (t: RecordTable): Readonly<Record<string, Handler<AnyEndpoint>>> => {
  const d = t.descriptor
  const e = t.endpoints

  const list: Handler<typeof e.list> = (query, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* listPage(t, query, principal))
    })

  const read: Handler<typeof e.read> = (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      return ok(yield* storedRecord(t, request.id, { principal }))
    })

  const create: Handler<ResourceEndpoints["create"]> = (request, context: HandlerContext) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const ctx = { principal }
      // The lower-cased unique index decides races; this check only spares the failed insert.
      if (t.generatedKey === undefined && (yield* keyTaken(t, keyColumns(t, request)))) return yield* new ApiFailure({ status: 409, message: messages.claveDuplicada })
      yield* checkCatalogueReferences(t, request, undefined)
      if (t.hooks?.beforeWrite) yield* t.hooks.beforeWrite(request, "add", undefined, ctx)
      // A generated key is drawn only once the checks passed, so a refusal uses no folio.
      const key = t.generatedKey === undefined ? keyColumns(t, request) : yield* t.generatedKey(request, ctx)
      const columns = yield* columnsFor(t, request, "add", undefined, ctx)
      const row = t.generatedKey === undefined ? columns : { ...columns, ...key }
      yield* (t.hooks?.insert === undefined ? insertRecord(t, row) : t.hooks.insert(row, ctx))
      yield* replaceChildren(t, key, request)
      // The hook runs before the record is read back: what it does (a new work centre granted
      // to the creator's role) may be what makes the record visible to the caller.
      if (t.hooks?.afterWrite) yield* t.hooks.afterWrite(yield* reread(t, key, ctx), "add", ctx)
      const stored = yield* reread(t, key, ctx)
      yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), despues: stored, ...detailOf(t, stored, "add") })
      return ok(stored, d.messages.created)
    })

  const write: Handler<ResourceEndpoints["write"]> = (request, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const ctx = { principal }
      // A delete its workflow turns into a transition (an aid cancelled, and kept) is that transition's.
      const byTransition = request._method === "DELETE" ? deleteByTransition(t, request.id, context) : undefined
      if (byTransition !== undefined) return yield* byTransition
      const stored = yield* storedRecord(t, request.id, ctx)
      // The stored key, exactly as stored: an update never changes it, whatever the body says.
      const key = keyColumns(t, stored)
      // A record past its editable states is moved only by its workflow's transitions.
      const w = d.workflow
      if (w?.editable !== undefined && !isEditable(w, stored)) {
        return yield* new ApiFailure({ status: 409, message: w.editable.refusedIn?.[String(stored[w.field])] ?? (request._method === "DELETE" ? w.editable.deleteRefused : w.editable.updateRefused) })
      }
      if (request._method === "DELETE") {
        if (t.hooks?.beforeDelete) yield* t.hooks.beforeDelete(stored, ctx)
        if (t.hooks?.softDelete) {
          // Kept, only deactivated: the audit row shows the record as it is left.
          yield* t.hooks.softDelete(stored, ctx)
          yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: yield* reread(t, key, ctx) })
          return ok(null, d.messages.deleted)
        }
        if (t.hooks?.cascade) yield* t.hooks.cascade(stored, ctx)
        yield* deleteRecord(t, key)
        if (t.hooks?.afterWrite) yield* t.hooks.afterWrite(stored, "delete", ctx)
        yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: null })
        return ok(null, d.messages.deleted)
      }
      const body: Row = { ...request, ...key }
      yield* checkCatalogueReferences(t, body, stored)
      if (t.hooks?.beforeWrite) yield* t.hooks.beforeWrite(body, "edit", stored, ctx)
      const columns = yield* columnsFor(t, body, "edit", stored, ctx)
      const changed = Object.fromEntries(Object.entries(columns).filter(([k]) => !(k in key) && k !== "_method" && k !== "id"))
      yield* updateRecord(t, key, changed)
      yield* replaceChildren(t, key, body)
      const after = yield* reread(t, key, ctx)
      if (t.hooks?.afterWrite) yield* t.hooks.afterWrite(after, "edit", ctx)
      yield* auditNote(context, { entidad: t.entity, clave: auditKey(t, key), antes: stored, despues: after, ...detailOf(t, after, "edit") })
      return ok(after, d.messages.updated)
    })

  const exported: Handler<typeof e.export> = (query, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const columns = exportFields(d)
      // A bad filter is refused before the workbook starts: once streaming, only an abort is left.
      yield* allRows(t, query, principal, 0, 0)
      const chunk = 500
      const rows = Stream.paginateChunkEffect(0, (offset) =>
        Effect.map(
          allRows(t, query, principal, offset, chunk),
          (page) =>
            [
              Chunk.fromIterable(page.map((row): ReadonlyArray<CellValue> => columns.map(([name, f]) => cellOf(row[name], f.kind)))),
              page.length < chunk ? Option.none() : Option.some(offset + chunk),
            ] as const,
        ),
      )
      return yield* xlsxResponse({
        filename: d.exportTitle ?? d.title,
        title: d.exportTitle ?? d.title,
        columns: columns.map(([, f]) => ({ header: f.label, ...(f.kind === "textarea" ? { width: 60 } : {}) })),
        rows,
      })
    })

  return {
    [e.list.name]: list,
    [e.read.name]: read,
    ...(isWritable(e) ? { [e.create.name]: create, [e.write.name]: write } : {}),
    [e.export.name]: exported,
    ...transitionHandlers(t),
  } as unknown as Readonly<Record<string, Handler<AnyEndpoint>>>
}

/** A workbook cell: flags read Sí / No, dates stay ISO text, numbers stay numbers. */
const cellOf = (value: unknown, kind: string): CellValue => {
  if (value === null || value === undefined) return null
  if (kind === "flag") return value === "1" ? "Sí" : "No"
  if (typeof value === "number") return value
  return String(value)
}
