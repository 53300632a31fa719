// The part of better-sqlite3's API the server's SQLite client (server/db/sqlite-client.ts), the
// bench's baseline and the browser tests use (a dependency of its own, the same version
// @effect/sql-sqlite-node brings, which ships no types).
declare module "better-sqlite3" {
  namespace Database {
    interface RunResult {
      readonly changes: number
      readonly lastInsertRowid: number | bigint
    }
    interface Statement {
      /** Whether the statement answers rows (a SELECT, or a write with RETURNING). */
      readonly reader: boolean
      get(...params: ReadonlyArray<unknown>): unknown
      all(...params: ReadonlyArray<unknown>): Array<unknown>
      run(...params: ReadonlyArray<unknown>): RunResult
      /** Rows as arrays of values instead of objects. */
      raw(toggle?: boolean): this
    }
    interface Options {
      readonly readonly?: boolean
      readonly fileMustExist?: boolean
    }
  }
  class Database {
    constructor(filename: string, options?: Database.Options)
    prepare(sql: string): Database.Statement
    pragma(source: string): unknown
    close(): void
  }
  export default Database
}
