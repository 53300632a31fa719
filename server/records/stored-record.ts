import { Effect } from "effect"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { findRecord } from "./queries"
import { storedRow } from "./read-record"
import type { HookContext, RecordTable, Row } from "./table"

// A stored record as the generic handlers and the workflow's transitions read it: by its path id,
// within the caller's work centres; its key columns and the audit row's key; read back after a write.

export const missing = () => new ApiFailure({ status: 404, message: messages.registroNoExiste })

/** The stored, visible record named by a path id, or the refusal to give. */
export const storedRecord = (t: RecordTable, id: string, ctx: HookContext) => storedRow(t, id, ctx.principal)

export const keyColumns = (t: RecordTable, row: Row): Row =>
  Object.fromEntries(
    Object.entries(t.descriptor.fields)
      .filter(([, f]) => f.key === true)
      .map(([name]) => [name, row[name]]),
  )

export const auditKey = (t: RecordTable, row: Row): string =>
  Object.entries(keyColumns(t, row))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join(", ")

/** Read back after a write, so the answer is exactly what a later read gives. */
export const reread = (t: RecordTable, key: Row, ctx: HookContext) =>
  Effect.gen(function* () {
    const found = yield* findRecord(t, key, ctx.principal)
    return found.kind === "found" ? found.row : key
  })

