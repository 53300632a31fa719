import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { keyFields } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import type { RecordHooks, RecordTable, Row } from "./table"

// The reference catalogues of every module's Tablas de referencia (Organización ORG050,
// Personal GP050) as record resources.
//
// A row that other records use is never deleted: users deactivate it instead. The foreign keys
// already make that a database fact (and decide a race), but their refusal cannot say what to
// do about it, so a delete first asks the database which tables reference this one and refuses
// with the advice when any of their rows names the record. Reading the references from the
// database's own catalogue covers the tables other modules add later without touching this
// file. References that cascade are not a use: those rows belong to the referenced record.

interface Reference {
  readonly tabla: string
  readonly columna: string
}

/** The single-column foreign keys to `table` that do not cascade, as the database declares them. */
const referencesTo = (table: string) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.onDialectOrElse({
      pg: () => sql<Reference>`
        SELECT src.relname AS tabla, a.attname AS columna
        FROM pg_constraint c
        JOIN pg_class src ON src.oid = c.conrelid
        JOIN pg_class ref ON ref.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = ref.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confdeltype <> 'c' AND cardinality(c.conkey) = 1
          AND ref.relname = ${table} AND n.nspname = current_schema()`,
      orElse: () => sql<Reference>`
        SELECT m.name AS tabla, f."from" AS columna
        FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = ${table} AND f.on_delete <> 'CASCADE'
          AND NOT EXISTS (SELECT 1 FROM pragma_foreign_key_list(m.name) g WHERE g.id = f.id AND g.seq > 0)`,
    }),
  )

/** Refuses the delete (409, deactivate it) while a row of another table names the record. */
const refuseWhenInUse =
  (table: string, keyColumn: string, ownChildren: ReadonlyArray<string>): NonNullable<RecordHooks["beforeDelete"]> =>
  (stored: Row) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const key = stored[keyColumn]
      for (const r of yield* referencesTo(table)) {
        if (ownChildren.includes(r.tabla)) continue
        // Both names come from the database's catalogue, never from the request.
        const used = yield* sql`SELECT 1 AS x FROM ${sql.literal(r.tabla)} WHERE ${sql.literal(r.columna)} = ${key as string} LIMIT 1`
        if (used.length > 0) return yield* new ApiFailure({ status: 409, message: messages.registroEnUsoDesactivar })
      }
    })

/** A catalogue's RecordTable: its delete refuses while the record is in use. */
export const catalogueTable = (table: Omit<RecordTable, "hooks">): RecordTable => {
  // Each catalogue has a one-column key, the column the foreign keys reference.
  const [key = ""] = keyFields(table.descriptor)
  const children = Object.values(table.children ?? {}).map((c) => c.table)
  return { ...table, hooks: { beforeDelete: refuseWhenInUse(table.table, key, children) } }
}
