import { SqlClient } from "@effect/sql"
import { Context, Effect } from "effect"
import type { DatabaseTarget } from "../db/database-url"
import { databaseLayer } from "../db/client"
import type { CatalogTable } from "./catalogos-bolsa-trabajo-catalogs"

// Copies one catalogue from the main database to the job-board database: the table is created
// there when missing, and every row is upserted by its key in one transaction, so exporting
// twice leaves the same rows and a failure half-way leaves nothing behind.

const chunkSize = 200

type Row = Record<string, string | number | null>

const readSource = (catalog: CatalogTable) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = Object.keys(catalog.columns)
    return yield* sql<Row>`SELECT ${sql.unsafe(columns.join(", "))} FROM ${sql(catalog.table)} ORDER BY ${sql(catalog.key)}`
  })

const writeTarget = (catalog: CatalogTable, rows: ReadonlyArray<Row>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const definitions = Object.entries(catalog.columns)
      .map(([name, type]) => `${name} ${type}${name === catalog.key ? " PRIMARY KEY" : " NOT NULL"}`)
      .join(", ")
    const updates = Object.keys(catalog.columns)
      .filter((c) => c !== catalog.key)
      .map((c) => `${c} = excluded.${c}`)
      .join(", ")
    yield* sql.withTransaction(
      Effect.gen(function* () {
        yield* sql.unsafe(`CREATE TABLE IF NOT EXISTS ${catalog.table} (${definitions})`)
        for (let i = 0; i < rows.length; i += chunkSize) {
          const chunk = rows.slice(i, i + chunkSize)
          yield* sql`INSERT INTO ${sql(catalog.table)} ${sql.insert(chunk as Array<Row>)}
            ON CONFLICT (${sql(catalog.key)}) DO UPDATE SET ${sql.unsafe(updates)}`
        }
      }),
    )
  })

/** How many rows were exported. */
export const exportCatalog = (catalog: CatalogTable, target: DatabaseTarget) =>
  Effect.gen(function* () {
    const rows = yield* readSource(catalog)
    // The job-board connection lives only for this export: it is rare, and holding a second
    // pool open all day for it would cost more than opening one.
    // The request may already run in a transaction of the main database (its connection sits in
    // the context): drop it, or the job-board client would write through the main connection.
    yield* writeTarget(catalog, rows).pipe(
      Effect.provide(databaseLayer(target)),
      Effect.mapInputContext((context: Context.Context<never>) => Context.omit(SqlClient.TransactionConnection)(context)),
    )
    return rows.length
  })
