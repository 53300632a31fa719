import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The integer keys the server draws for company property, responsivas and actas: the identity's
// sequence on PostgreSQL, the next integer on SQLite (one writer), as a movement's
// (./movement-folio.ts). The folio people read is the document service's (server/documents/folio.ts).

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
