import { Effect, Schema } from "effect"
import type { EntityOf, RecordDescriptor } from "../../domain/records/descriptor"
import { rowSchemaOf } from "./queries"
import type { Row } from "./table"

// Rows a side query read of a record's own columns (what an approver reads of many records at
// once), decoded as the platform's reads decode them and typed by the descriptor's fields: no
// Number()/String() of the caller's own. A row its fields refuse is a defect of the query.

/** A decoder of rows holding the named fields of `d`. */
export const typedRows = <D extends RecordDescriptor, K extends keyof EntityOf<D> & string>(d: D, names: ReadonlyArray<K>) => {
  const schema = Schema.Array(rowSchemaOf(Object.fromEntries(Object.entries(d.fields).filter(([name]) => names.some((n) => n === name)))))
  return (rows: ReadonlyArray<Row>) =>
    Effect.map(Effect.orDie(Schema.decodeUnknown(schema)(rows)), (decoded) => decoded as unknown as ReadonlyArray<Pick<EntityOf<D>, K>>)
}
