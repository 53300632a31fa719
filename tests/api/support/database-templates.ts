import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { TestProject } from "vitest/node"
import { startServer } from "../../../server/app"
import { createDatabase, postgresAvailable } from "./postgres"

// The API project's global setup: one database per dialect migrated and seeded with the demo,
// once, before any file runs. A suite whose server seeds the demo on the real clock starts from a
// copy of it (useServer in test-server.ts) instead of migrating and seeding its own: about 2 s on
// SQLite and 5 s on PostgreSQL for each of some 90 servers. The copy is the same database the
// suite would have seeded, bar the instant: it is taken only on the days (in Mexico City and in
// UTC) the template was seeded, so "today" in the data is the suite's today.

declare module "vitest" {
  export interface ProvidedContext {
    /** The demo templates and the days they were seeded on; absent where none could be made. */
    demoTemplates: { readonly sqliteFile?: string; readonly pgDatabase?: string; readonly days: string }
  }
}

const mexicoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City", year: "numeric", month: "2-digit", day: "2-digit" })

/** The days a seed taken now is relative to: Mexico City's (the product's) and UTC's (SQLite's CURRENT_DATE). */
export const seedDays = (now = Date.now()): string => `${mexicoDay.format(new Date(now))} ${new Date(now).toISOString().slice(0, 10)}`

const seedInto = async (databaseUrl: string): Promise<void> => {
  const server = await startServer({ port: 0, host: "127.0.0.1", seed: "demo", logLevel: "Warning", databaseUrl, jobIntervalMs: 0, env: {} })
  await server.close()
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const days = seedDays()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-api-template-"))
  const sqliteFile = path.join(dir, "demo.db")
  await seedInto(`sqlite:${sqliteFile}`)
  const pg = (await postgresAvailable()) ? await createDatabase() : undefined
  if (pg !== undefined) await seedInto(pg.url)
  const pgDatabase = pg === undefined ? undefined : new URL(pg.url).pathname.slice(1)
  project.provide("demoTemplates", { sqliteFile, days, ...(pgDatabase === undefined ? {} : { pgDatabase }) })
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true })
    await pg?.drop()
  }
}
