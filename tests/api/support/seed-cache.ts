import * as fs from "node:fs"
import * as path from "node:path"
import { seedDemoInto } from "../../support/demo-template"
import { createDatabase } from "./postgres"

// Suites on a still clock of their own (contracts on 2026-06-10, reports on 2026-11-10...) used to
// migrate and seed the demo each, a few seconds on SQLite and several on PostgreSQL per file and
// dialect, although a dozen of them seed at the very same instant. The first suite to need a seed
// at an instant takes it into this cache (the API project's global setup makes the folder and
// drops its PostgreSQL databases after); every suite then starts from a copy, as the real-clock
// suites do from the global template. A seed taken at the same instant is the database the suite
// would have seeded itself. The API workers are separate processes: a lock file elects the one
// that seeds, and the others wait for its `.ready` file, which names the database (empty when the
// seed failed, and each then seeds its own, as before).

export type SeedDialect = "SQLite" | "PostgreSQL"

const waitLimitMs = 300_000
const pollMs = 100

const readyTarget = async (ready: string): Promise<string | undefined> => {
  const until = Date.now() + waitLimitMs
  while (!fs.existsSync(ready)) {
    if (Date.now() > until) return undefined
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
  const target = fs.readFileSync(ready, "utf8")
  return target === "" ? undefined : target
}

/** Takes the seed into the cache: the SQLite file's path, or the PostgreSQL database's name. */
const seedOnce = async (dir: string, key: string, dialect: SeedDialect, instant: number): Promise<string> => {
  const now = () => instant
  if (dialect === "SQLite") {
    const file = path.join(dir, `${key}.db`)
    await seedDemoInto(`sqlite:${file}`, now)
    return file
  }
  const database = await createDatabase()
  await seedDemoInto(database.url, now)
  return new URL(database.url).pathname.slice(1)
}

/**
 * The demo seeded at `instant` on `dialect`, from the cache in `dir` (seeding it first when no
 * suite has): a SQLite file to copy or a PostgreSQL database to take as a template; undefined when
 * it could not be had, and the suite seeds its own.
 */
export const cachedSeed = async (dir: string, dialect: SeedDialect, instant: number): Promise<string | undefined> => {
  const key = `${dialect === "SQLite" ? "sqlite" : "pg"}-${instant}`
  const ready = path.join(dir, `${key}.ready`)
  let elected = false
  try {
    fs.closeSync(fs.openSync(path.join(dir, `${key}.lock`), "wx"))
    elected = true
  } catch {
    // Another suite seeds it (or has).
  }
  if (elected) {
    let target = ""
    try {
      target = await seedOnce(dir, key, dialect, instant)
    } finally {
      fs.writeFileSync(`${ready}.tmp`, target)
      fs.renameSync(`${ready}.tmp`, ready)
    }
  }
  return readyTarget(ready)
}

/** The cached PostgreSQL databases in `dir`, for the global teardown to drop. */
export const cachedPgDatabases = (dir: string): ReadonlyArray<string> =>
  fs
    .readdirSync(dir)
    .filter((f) => f.startsWith("pg-") && f.endsWith(".ready"))
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((name) => name !== "")
