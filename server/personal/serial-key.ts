import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The next key of a table whose integer key is an identity on PostgreSQL (its sequence) and the
 * rowid on SQLite (the next integer; SQLite has one writer at a time). For the records whose
 * key the server draws (candidatos, pre_altas); both names are server constants.
 */
export const nextSerial = (table: "candidatos" | "pre_altas", column: "id_candidato" | "id_pre_alta") =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql.onDialectOrElse({
      pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence(${table}, ${column})) AS n`,
      orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(${sql(column)}), 0) + 1 AS n FROM ${sql(table)}`,
    })
    return Number(row?.n)
  })
