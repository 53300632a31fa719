import { Effect, Schema } from "effect"
import { type EntityOf, type RecordDescriptor, entitySchema } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { findRecord, keyValues } from "./queries"
import type { RecordTable, Row } from "./table"

// One stored record by its path id (`~` joins a composite key) or its key fields, as the
// resource's read answers it: 404 when there is none, 403 when it is outside the caller's
// workplaces. Document builders and side endpoints read a record through here instead of a
// second SELECT that retypes its columns by hand.

/**
 * The stored, visible row by its key fields: 404 with `absent` when there is none, 403 outside
 * the caller's workplaces. Side calls name their own 404 message; the resource's is the default.
 */
export const visibleRow = (t: RecordTable, key: Row, principal: Principal, absent: string = messages.registroNoExiste) =>
  Effect.gen(function* () {
    const found = yield* findRecord(t, key, principal)
    if (found.kind === "absent") return yield* refuse(404, absent)
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

/** The stored, visible row (child collections included), or the refusal. */
export const storedRow = (t: RecordTable, id: string | Row, principal: Principal) =>
  Effect.gen(function* () {
    const key = typeof id === "string" ? keyValues(t.descriptor, id) : id
    if (key === undefined) return yield* refuse(404, messages.registroNoExiste)
    return yield* visibleRow(t, key, principal)
  })

const entityTypes = new WeakMap<RecordDescriptor, Schema.Schema<Row, Row>>()

/**
 * The record's type side of the entity schema (each field's value as the API answers it). A
 * stored value is checked as the answer would be, not as a request: an RFC kept with the SAT's
 * own wrong check digit still reads.
 */
const entityType = (d: RecordDescriptor): Schema.Schema<Row, Row> => {
  const known = entityTypes.get(d)
  if (known !== undefined) return known
  const schema = Schema.typeSchema(entitySchema(d))
  entityTypes.set(d, schema)
  return schema
}

/** A stored row (the platform read it) as its descriptor's typed record. */
export const asEntity = <D extends RecordDescriptor>(d: D, row: Row) =>
  Effect.map(Effect.orDie(Schema.validate(entityType(d))(row)), (entity) => entity as EntityOf<D>)

/**
 * The typed record read by the server's own act, with no caller's scope (a letter mailed once the
 * call that sent it committed): undefined when it is gone.
 */
export const serverRecord = <D extends RecordDescriptor>(table: RecordTable<D>, key: Row) =>
  Effect.gen(function* () {
    const found = yield* findRecord(table as unknown as RecordTable, key, "server")
    return found.kind === "found" ? yield* asEntity(table.descriptor, found.row) : undefined
  })

/**
 * The typed record: `EntityOf<typeof descriptor>` when the table's descriptor was declared with
 * `defineRecord`. A stored row its own descriptor refuses is a defect, not the caller's fault.
 */
export const readRecord = <D extends RecordDescriptor>(table: RecordTable<D>, id: string | Row, principal: Principal) =>
  Effect.gen(function* () {
    const row = yield* storedRow(table as unknown as RecordTable, id, principal)
    return yield* asEntity(table.descriptor, row)
  })
