import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { afterAll, beforeAll, inject } from "vitest"
import { type RunningServer, type StartOptions, startServer } from "../../../server/app"
import { seedDays } from "../../support/seed-days"
import { createDatabase, pgBaseUrl, postgresAvailable } from "./postgres"
import { cachedSeed } from "./seed-cache"

// Every API suite runs once per dialect, against a real server on an ephemeral port with its
// own database: a temporary SQLite file, or a PostgreSQL database created for the file.

export type Dialect = "SQLite" | "PostgreSQL"

const requirePg = process.env.CH_REQUIRE_PG === "1"
const pgUp = await postgresAvailable()
if (!pgUp) {
  if (requirePg) throw new Error(`CH_REQUIRE_PG=1 but PostgreSQL does not answer at ${pgBaseUrl}`)
  console.log(`SKIPPED: PostgreSQL API suite (no server at ${pgBaseUrl})`)
}

/** The dialects to run, for `describe.each`; PostgreSQL only when it answers. */
export const dialects: ReadonlyArray<Dialect> = pgUp ? ["SQLite", "PostgreSQL"] : ["SQLite"]

/** A clock the tests move by hand. */
export const manualClock = (start = Date.now()) => {
  let current = start
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms
    },
  }
}

/** Options that change what a new database holds: a suite that sets one seeds its own. */
const seedOptions: ReadonlyArray<keyof StartOptions> = ["now", "seed", "adminEmail", "adminPassword", "databaseUrl", "prepareDatabase"]

/** How a suite's database may be made (useServer's third argument). */
export interface DatabaseChoice {
  /**
   * The suite's clock (`now`) starts on the template's days and nothing it checks depends on the
   * instant the demo was seeded: a copy of the template serves it as it does a suite on the real
   * clock (the fuzzing suite's still clock, the access sweep's).
   */
  readonly templateServesClock?: boolean
}

/**
 * The migrated demo database to copy for this suite (tests/api/support/database-templates.ts):
 * a SQLite file or a PostgreSQL database name, when the suite seeds the demo on the real clock
 * (or on a clock of today it says a copy serves) and the template was seeded on today's dates;
 * for a suite on a still clock of its own, the seed taken at that instant (seed-cache.ts); else
 * undefined, and the server seeds its own.
 */
const demoTemplate = async (dialect: Dialect, options: StartOptions, choice: DatabaseChoice): Promise<string | undefined> => {
  const templates = inject("demoTemplates")
  const clockServed = choice.templateServesClock === true && options.now !== undefined && seedDays(options.now()) === templates?.days
  const changing = seedOptions.filter((k) => options[k] !== undefined && !(k === "now" && clockServed))
  // A demo on a still clock of the suite's own: the seed taken at that instant (seed-cache.ts).
  if (changing.length === 1 && changing[0] === "now" && options.now !== undefined) return cachedSeed(inject("seedCacheDir"), dialect, options.now())
  if (templates === undefined || templates.days !== seedDays() || changing.length > 0) return undefined
  return dialect === "SQLite" ? templates.sqliteFile : templates.pgDatabase
}

export interface TestServer {
  readonly server: RunningServer
  readonly url: string
}

/** Starts a server for the suite (before all its tests) and tears it down with its database. */
export const useServer = (dialect: Dialect, options: StartOptions = {}, choice: DatabaseChoice = {}): TestServer => {
  const holder: { server?: RunningServer } = {}
  let cleanup: () => Promise<void> = async () => {}
  beforeAll(async () => {
    const template = await demoTemplate(dialect, options, choice)
    let databaseUrl: string
    if (dialect === "SQLite") {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-api-"))
      const file = path.join(dir, "test.db")
      if (template !== undefined) fs.copyFileSync(template, file)
      databaseUrl = `sqlite:${file}`
      cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
    } else {
      const database = await createDatabase(template)
      databaseUrl = database.url
      cleanup = database.drop
    }
    holder.server = await startServer({
      port: 0,
      host: "127.0.0.1",
      seed: "demo",
      logLevel: "Warning",
      ...options,
      databaseUrl,
      env: {},
      ...(template === undefined ? {} : { prepareDatabase: false }),
    })
  })
  afterAll(async () => {
    await holder.server?.close()
    await cleanup()
  })
  return {
    get server() {
      if (holder.server === undefined) throw new Error("server not started yet")
      return holder.server
    },
    get url() {
      if (holder.server === undefined) throw new Error("server not started yet")
      return holder.server.url
    },
  }
}
