import { SqlClient } from "@effect/sql"
import { Chunk, Effect, Option, Stream } from "effect"
import type { CellValue } from "../exports/xlsx"
import type { ResolvedReport } from "./reporteador-allowlist"

// A report's rows as a stream read in keyset pages (WHERE key > last ORDER BY key LIMIT n):
// neither SQLite's @effect/sql client nor our PostgreSQL pool hands out a server-side cursor,
// and OFFSET would re-read every earlier page. Each page is an index range on the key, so a
// report costs the same per row at 1,000 or 100,000 employees and holds one page in memory.
// The unary plus on the (numeric) work-centre column keeps the planners off that column's index:
// through it, SQLite read every visible person of the role's centres and sorted them for each
// page (0.3 s a page, 15 s for 100,000 rows); kept off it, a page is the next stretch of the
// key's index, filtered (a few ms). Walking the key visits each person once over the report.

export const reportPageSize = 2_000

type Row = Readonly<Record<string, CellValue>>

const keyAlias = "k"
const columnAlias = (i: number) => `c${i}`

export const reportRows = (report: ResolvedReport, idRol: string, pageSize = reportPageSize) =>
  Stream.unwrap(
    Effect.map(SqlClient.SqlClient, (sql) => {
      const { source, columns } = report
      // Identifiers come from the allowlist's constants only; sql() quotes them all the same.
      const selected = sql.csv([
        sql`${sql(source.key)} AS ${sql(keyAlias)}`,
        ...columns.map((c, i) => sql`${sql(c.column)} AS ${sql(columnAlias(i))}`),
      ])
      const page = (after: number | null) =>
        sql<Row>`
          SELECT ${selected} FROM ${sql(source.relation)}
          WHERE +${sql(source.workCentre)} IN (
              SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${idRol} AND permiso = '1')
            ${after === null ? sql`` : sql`AND ${sql(source.key)} > ${after}`}
          ORDER BY ${sql(source.key)}
          LIMIT ${pageSize}`
      return Stream.paginateChunkEffect(null as number | null, (after) =>
        Effect.map(page(after), (rows) => {
          const last = rows.at(-1)
          const values = rows.map((r) => columns.map((_, i) => r[columnAlias(i)] ?? null))
          const next = rows.length < pageSize || last === undefined ? Option.none() : Option.some(Number(last[keyAlias]))
          return [Chunk.unsafeFromArray(values), next] as const
        }),
      )
    }),
  )
