import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { TestProject } from "vitest/node"
import { seedDemoInto as seedInto } from "../../support/demo-template"
import { seedDays } from "../../support/seed-days"
import { createDatabase, dropTestDatabase, postgresAvailable } from "./postgres"
import { cachedPgDatabases } from "./seed-cache"

// The API project's global setup: one database per dialect migrated and seeded with the demo,
// once, before any file runs. A suite whose server seeds the demo on the real clock starts from a
// copy of it (useServer in test-server.ts) instead of migrating and seeding its own: about 2 s on
// SQLite and 5 s on PostgreSQL for each of some 90 servers. The copy is the same database the
// suite would have seeded, bar the instant, on the days it was seeded (tests/support/demo-template.ts).

declare module "vitest" {
  export interface ProvidedContext {
    /** The demo templates and the days they were seeded on; absent where none could be made. */
    demoTemplates: { readonly sqliteFile?: string; readonly pgDatabase?: string; readonly days: string }
    /** The folder of the seeds taken on a suite's still clock (seed-cache.ts). */
    seedCacheDir: string
  }
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
  const seedCacheDir = path.join(dir, "seeds")
  fs.mkdirSync(seedCacheDir)
  project.provide("seedCacheDir", seedCacheDir)
  return async () => {
    for (const name of cachedPgDatabases(seedCacheDir)) await dropTestDatabase(name)
    fs.rmSync(dir, { recursive: true, force: true })
    await pg?.drop()
  }
}
