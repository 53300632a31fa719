import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { fixed } from "./stats"

// Seeds a database through the same command users run (`npm run seed:scale`), and says how long
// it took. `extra` are more of the command's options (`--companies 1`).
export const seedScaleDatabase = (databaseUrl: string, employees: number, extra: ReadonlyArray<string> = []): number => {
  const started = performance.now()
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/seed/scale-cli.ts", "--employees", String(employees), ...extra, "--force"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  })
  if (run.status !== 0) throw new Error(`seed:scale failed for ${databaseUrl}`)
  return (performance.now() - started) / 1000
}

export type Dialect = "SQLite" | "PostgreSQL"

/**
 * A scale section's two runs: `measure` on SQLite, then on PostgreSQL when a server answers.
 * `${env}_SQLITE` (a `sqlite:` URL or a file) and `${env}_PG` (a URL, or `skip`) name databases
 * already seeded to reuse; without them each dialect gets a new database, seeded here with
 * `employees` people and removed after. Progress lines start with `section`.
 */
export const onScaleDatabases = async (
  section: string,
  env: string,
  employees: number,
  measure: (dialect: Dialect, databaseUrl: string) => Promise<void>,
  seedOptions: ReadonlyArray<string> = [],
): Promise<void> => {
  const seeded = async (dialect: Dialect, databaseUrl: string) => {
    const options = seedOptions.length === 0 ? "" : ` (${seedOptions.join(" ")})`
    console.log(`${section}, ${dialect}: seed:scale with ${employees} employees${options} in ${fixed(seedScaleDatabase(databaseUrl, employees, seedOptions), 1)} s`)
    await measure(dialect, databaseUrl)
  }
  const sqlite = process.env[`${env}_SQLITE`]
  if (sqlite !== undefined) await measure("SQLite", sqlite.startsWith("sqlite:") ? sqlite : `sqlite:${sqlite}`)
  else {
    const dir = mkdtempSync(join(tmpdir(), "ch-bench-scale-"))
    try {
      await seeded("SQLite", `sqlite:${join(dir, "scale.db")}`)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  const pg = process.env[`${env}_PG`]
  if (pg === "skip") console.log(`${section}, PostgreSQL: skipped (${env}_PG=skip)`)
  else if (pg !== undefined) await measure("PostgreSQL", pg)
  else if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      await seeded("PostgreSQL", database.url)
    } finally {
      await database.drop()
    }
  } else console.log(`${section}, PostgreSQL: skipped, no server answers`)
}
