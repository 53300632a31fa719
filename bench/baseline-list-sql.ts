import { SqliteClient } from "@effect/sql-sqlite-node"
import * as Statement from "@effect/sql/Statement"
import { Effect } from "effect"
import type { Principal } from "../server/auth/principal"
import { Now, systemNow } from "../server/clock"
import { employeesTable } from "../server/personal/gestion-personal"
import { listPage } from "../server/records/queries"
import { asRecordTable } from "../server/records/table"

// The baseline's paged employee list runs the very SQL the product's list does (a count, then
// the page as a deferred join over some 70 columns). That SQL is generated from the record's
// descriptor, so the baseline does not copy it by hand: at start it runs the product's listPage
// once, for a role named by a marker, and keeps each statement's compiled text and parameters;
// then per request it only binds the caller's role in the marker's place. Nothing of this runs
// per request, so the ratio still measures plain node:http + prepared better-sqlite3.

export const roleMarker = "\u0000baseline-role"

export type CompiledStatement = readonly [sql: string, params: ReadonlyArray<unknown>]

/** The list's statements for `query` (the count first, then the page), compiled, not run for real data. */
export const employeesListStatements = (filename: string, query: Readonly<Record<string, unknown>>): Promise<ReadonlyArray<CompiledStatement>> => {
  const captured: Array<CompiledStatement> = []
  const principal: Principal = { tokenHash: "", id_usuario: "", id_rol: roleMarker, keys: [], rightsVersion: "" }
  return Effect.runPromise(
    listPage(asRecordTable(employeesTable), query, principal).pipe(
      Statement.withTransformer((statement) =>
        Effect.sync(() => {
          captured.push(statement.compile())
          return statement
        }),
      ),
      Effect.as(captured),
      Effect.provide(SqliteClient.layer({ filename })),
      Effect.provideService(Now, systemNow),
    ),
  )
}
