import type { SqlClient } from "@effect/sql"

/** A DATE column as ISO text on both dialects (PostgreSQL answers DATE as a date otherwise). */
export const dayColumn = (sql: SqlClient.SqlClient, column: string): string =>
  sql.onDialectOrElse({ pg: () => `TO_CHAR(${column}, 'YYYY-MM-DD')`, orElse: () => column })
