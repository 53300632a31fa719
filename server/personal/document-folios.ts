import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Keys and folios of Personal's documents (responsivas, actas administrativas).
//
// - The integer key: the identity's sequence on PostgreSQL, the next integer on SQLite (one
//   writer), as a movement's (./movement-folio.ts).
// - The folio people read, `<series>-<consecutive>`: each series ("RP-1-2026", one company's
//   responsivas of a year) counts in folios_documentos (migration 0085). The upsert increments
//   the series' row and answers the new number in one statement; on PostgreSQL the row lock
//   makes concurrent creates of one series wait for each other, so no two get the same number.
//   A create refused after its folio was drawn rolls back with it: no number is lost.

/** The next key of a table whose integer key the server draws (table and column are constants). */
export const nextKey = (table: "responsivas" | "actas_administrativas" | "propiedades", column: "id_responsiva" | "id_acta" | "id_propiedad") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql.onDialectOrElse({
      pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence(${table}, ${column})) AS n`,
      orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(${sql(column)}), 0) + 1 AS n FROM ${sql(table)}`,
    })
    return Number(row?.n)
  })

/** The next consecutive of a series (1 for its first document). */
export const nextInSeries = (serie: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ ultimo: number | string }>`INSERT INTO folios_documentos (serie, ultimo) VALUES (${serie}, 1)
      ON CONFLICT (serie) DO UPDATE SET ultimo = folios_documentos.ultimo + 1 RETURNING ultimo`
    return Number(row?.ultimo)
  })
