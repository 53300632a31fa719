import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { RecordTable, Row } from "./table"

// Codes a record names in reference tables without a foreign key (a company's default zone and
// plaza): a code outside its catalogue would be stored and then name nothing. Compared without
// case, as the catalogues' keys are unique without case. On an update only a changed code is
// judged, so a record whose zone was deactivated later can still be saved as it is.

/** Refuses the write (400, naming the field) when one of its codes is not in its catalogue. */
export const checkCatalogueReferences = (t: RecordTable, request: Row, stored: Row | undefined) =>
  Effect.gen(function* () {
    if (t.references === undefined) return
    const sql = yield* SqlClient.SqlClient
    for (const [field, ref] of Object.entries(t.references)) {
      const value = request[field]
      if (typeof value !== "string" || value === "") continue
      if (stored !== undefined && typeof stored[field] === "string" && String(stored[field]).toUpperCase() === value.toUpperCase()) continue
      const active = ref.activeOnly === true ? sql.literal(" AND activo = '1'") : sql.literal("")
      const found = yield* sql`SELECT 1 AS x FROM ${sql.literal(ref.table)} WHERE UPPER(${sql.literal(ref.column)}) = ${value.toUpperCase()}${active}`
      if (found.length === 0) {
        const label = t.descriptor.fields[field]?.label ?? field
        return yield* new ApiFailure({ status: 400, message: messages.claveFueraDeCatalogo(label) })
      }
    }
  })
