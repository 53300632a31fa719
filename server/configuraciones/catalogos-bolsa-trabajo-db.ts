import * as path from "node:path"
import { type DatabaseTarget, parseDatabaseUrl } from "../db/database-url"
import type { ServerConfig } from "../config"

// The job-board database: BOLSA_DATABASE_URL, by default an SQLite file beside the
// main SQLite file (or under data/ when the main database is PostgreSQL).

export const bolsaFileName = "bolsa-trabajo.db"

export const bolsaTarget = (config: Pick<ServerConfig, "databaseUrl" | "bolsaDatabaseUrl">): DatabaseTarget => {
  if (config.bolsaDatabaseUrl !== undefined) return parseDatabaseUrl(config.bolsaDatabaseUrl)
  const main = parseDatabaseUrl(config.databaseUrl)
  const dir = main.dialect === "sqlite" && main.filename !== ":memory:" ? path.dirname(main.filename) : "data"
  return { dialect: "sqlite", filename: path.join(dir, bolsaFileName) }
}
