import type { SqlClient } from "@effect/sql"

/**
 * A DATE expression as ISO text (`YYYY-MM-DD`) on both dialects: PostgreSQL answers a DATE as
 * a Date object otherwise, SQLite keeps the text. The expression is a server constant.
 */
export const dateText = (sql: SqlClient.SqlClient, expression: string): string =>
  sql.onDialectOrElse({ pg: () => `TO_CHAR(${expression}, 'YYYY-MM-DD')`, orElse: () => expression })

/** The same as a fragment to interpolate into a query. */
export const dateTextSql = (sql: SqlClient.SqlClient, expression: string) => sql.literal(dateText(sql, expression))
