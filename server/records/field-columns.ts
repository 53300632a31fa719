import { type RecordDescriptor, writableFields } from "../../domain/records/descriptor"
import type { Row } from "./table"

/**
 * The columns of the record's own table a write stores by default: writable fields that are not
 * child collections (`addOnly` ones on a create only). A `toColumns` hook that changes a few
 * (a value kept only for some choices, columns worked out from the dates) starts from these.
 */
export const fieldColumns = (d: RecordDescriptor, request: Row, mode: "add" | "edit"): Row =>
  Object.fromEntries(
    writableFields(d)
      .filter(([name, f]) => f.kind !== "rows" && name in request && (mode === "add" || f.addOnly !== true))
      .map(([name]) => [name, request[name]]),
  )
