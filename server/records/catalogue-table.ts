import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type RecordDescriptor, keyFields } from "../../domain/records/descriptor"
import { messages } from "../../domain/messages"
import { ApiFailure } from "../http/failure"
import { type RecordHooks, type RecordTable, type Row, asRecordTable } from "./table"

// The reference catalogues of every module's Tablas de referencia (Organización ORG050,
// Personal GP050, Formación FOR050), and the catalogue pages of their own (Catálogo de contratos,
// Niveles de puesto), as record resources.
//
// A row that other records use is never deleted: users deactivate it instead. The foreign keys
// already make that a database fact (and decide a race), but their refusal cannot say what to
// do about it, so a delete first looks up which tables reference this one and refuses with the
// advice when any of their rows names the record. Reading the references from the database's
// own catalogue covers the tables other modules add later without touching this file.
// References that cascade are not a use: those rows belong to the referenced record.
//
// The schema changes only with the migrations, which run before the server answers, so the
// references are read once per database (on its first catalogue delete), not on every delete.

interface Reference {
  readonly referenced: string
  readonly tabla: string
  readonly columna: string
}

type ReferenceMap = ReadonlyMap<string, ReadonlyArray<Reference>>

/** Every single-column foreign key that does not cascade, as the database declares them. */
const readReferences = (sql: SqlClient.SqlClient) =>
  sql
    .onDialectOrElse({
      pg: () => sql<Reference>`
        SELECT ref.relname AS referenced, src.relname AS tabla, a.attname AS columna
        FROM pg_constraint c
        JOIN pg_class src ON src.oid = c.conrelid
        JOIN pg_class ref ON ref.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = ref.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.confdeltype <> 'c' AND cardinality(c.conkey) = 1
          AND n.nspname = current_schema()`,
      orElse: () => sql<Reference>`
        SELECT f."table" AS referenced, m.name AS tabla, f."from" AS columna
        FROM sqlite_master m JOIN pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f.on_delete <> 'CASCADE'
          AND NOT EXISTS (SELECT 1 FROM pragma_foreign_key_list(m.name) g WHERE g.id = f.id AND g.seq > 0)`,
    })
    .pipe(
      Effect.map((rows): ReferenceMap => {
        const byTable = new Map<string, Array<Reference>>()
        for (const r of rows) byTable.set(r.referenced, [...(byTable.get(r.referenced) ?? []), r])
        return byTable
      }),
    )

/** The references of each database, keyed by its client (SQLite and PostgreSQL may share a process). */
const known = new WeakMap<SqlClient.SqlClient, ReferenceMap>()

const referencesTo = (table: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cached = known.get(sql)
    if (cached !== undefined) return cached.get(table) ?? []
    const read = yield* readReferences(sql)
    known.set(sql, read)
    return read.get(table) ?? []
  })

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

/**
 * A catalogue's RecordTable: its delete refuses while the record is in use. Hooks of its own (a
 * check that needs the database, as an instructor's collaborator) are kept; a delete hook of its
 * own runs before the in-use check.
 */
export const catalogueTable = <D extends RecordDescriptor>(table: RecordTable<D>): RecordTable => {
  // Each catalogue has a one-column key, the column the foreign keys reference.
  const [key = ""] = keyFields(table.descriptor)
  const children = Object.values(table.children ?? {}).map((c) => c.table)
  const inUse = refuseWhenInUse(table.table, key, children)
  const own = asRecordTable(table).hooks
  const beforeDelete: NonNullable<RecordHooks["beforeDelete"]> = (stored, ctx) =>
    own?.beforeDelete === undefined ? inUse(stored, ctx) : Effect.zipRight(own.beforeDelete(stored, ctx), inUse(stored, ctx))
  return { ...asRecordTable(table), hooks: { ...own, beforeDelete } }
}
