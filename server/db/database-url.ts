import * as path from "node:path"

// DATABASE_URL decides the dialect: unset is the default SQLite file, `sqlite:<path>` another
// file, `postgres://` / `postgresql://` a PostgreSQL server.

export type DatabaseTarget =
  | { readonly dialect: "sqlite"; readonly filename: string }
  | { readonly dialect: "pg"; readonly url: string }

export const defaultSqliteFile = path.join("data", "capital-humano.db")

export const parseDatabaseUrl = (url: string | undefined): DatabaseTarget => {
  if (url === undefined || url === "") return { dialect: "sqlite", filename: defaultSqliteFile }
  if (/^postgres(ql)?:\/\//i.test(url)) return { dialect: "pg", url }
  if (url.startsWith("sqlite:")) {
    const filename = url.slice("sqlite:".length).replace(/^\/\/(?=\/)/, "")
    if (filename === "") throw new Error("DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/other.db")
    return { dialect: "sqlite", filename }
  }
  throw new Error(`DATABASE_URL must start with sqlite:, postgres:// or postgresql://, got "${url}"`)
}

/** The URL without its password, for logs. */
export const describeTarget = (target: DatabaseTarget): string =>
  target.dialect === "sqlite" ? `SQLite ${target.filename}` : `PostgreSQL ${target.url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@")}`
