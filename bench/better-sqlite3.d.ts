// The part of better-sqlite3's API the baseline server and the browser tests use (the package
// comes with @effect/sql-sqlite-node and ships no types of its own).
declare module "better-sqlite3" {
  interface Statement {
    get(...params: ReadonlyArray<unknown>): unknown
    all(...params: ReadonlyArray<unknown>): Array<unknown>
    run(...params: ReadonlyArray<unknown>): unknown
  }
  interface Options {
    readonly readonly?: boolean
    readonly fileMustExist?: boolean
  }
  class Database {
    constructor(filename: string, options?: Options)
    prepare(sql: string): Statement
    pragma(source: string): unknown
    close(): void
  }
  export default Database
}
