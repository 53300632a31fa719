import * as fs from "node:fs"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { databaseLayer } from "../db/client"
import { type DatabaseTarget, describeTarget, parseDatabaseUrl } from "../db/database-url"
import { migrate } from "../db/migrate"
import { syncCatalog } from "./catalog"
import { seedScale } from "./scale"

// `npm run seed:scale -- --employees 100000 [--companies 20] [--force]`: fills the database of
// DATABASE_URL (SQLite or PostgreSQL) with the large employer of server/seed/scale.ts. A database
// that already holds anything is refused unless --force, which wipes it first. `--companies 1`
// puts every person in one company (a DNC project's import over all of them: bench/proyectos-dnc.ts).

const usage = "usage: npm run seed:scale -- [--employees 100000] [--companies 20] [--evaluaciones] [--force]   (DATABASE_URL picks the database)"

const parseArgs = (args: ReadonlyArray<string>) => {
  let employees = 100_000
  let companies: number | undefined
  let force = false
  let evaluaciones = false
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === "--force") force = true
    else if (arg === "--evaluaciones") evaluaciones = true
    else if (arg === "--employees") {
      employees = Number(args[++i])
      if (!Number.isInteger(employees) || employees < 10) throw new Error(`--employees needs a whole number of at least 10\n${usage}`)
    } else if (arg === "--companies") {
      companies = Number(args[++i])
      if (!Number.isInteger(companies) || companies < 1 || companies > 20) throw new Error(`--companies needs a whole number from 1 to 20\n${usage}`)
    } else throw new Error(`unknown argument "${arg}"\n${usage}`)
  }
  return { employees, companies, force, evaluaciones }
}

/** --force on SQLite: the file (and its WAL) goes; the client creates a new one. */
const wipeSqliteFile = (filename: string): void => {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${filename}${suffix}`, { force: true })
}

const wipePostgres = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe("DROP SCHEMA public CASCADE")
  yield* sql.unsafe("CREATE SCHEMA public")
})

const tableNames = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const rows = yield* sql.onDialectOrElse({
    pg: () => sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`,
    orElse: () => sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
  })
  return rows.map((r) => r.name)
})

/** Whether the database holds anything: foreign tables, or our tables with people or users. */
const holdsData = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const tables = yield* tableNames
  if (tables.length === 0) return false
  if (!tables.includes("empresas") || !tables.includes("usuarios")) return true
  const [row] = yield* sql<{ n: number | string }>`SELECT (SELECT COUNT(*) FROM empresas) + (SELECT COUNT(*) FROM usuarios) AS n`
  return Number(row?.n ?? 0) > 0
})

const run = (target: DatabaseTarget, employees: number, companies: number | undefined, force: boolean, evaluaciones: boolean) =>
  Effect.gen(function* () {
    if (force && target.dialect === "pg") yield* wipePostgres
    if (yield* holdsData) {
      return yield* Effect.fail(
        new Error(`${describeTarget(target)} is not empty; run with --force to wipe it and seed it again.`),
      )
    }
    yield* migrate
    yield* syncCatalog
    return yield* seedScale({ employees, ...(companies === undefined ? {} : { companies }), ...(evaluaciones ? { evaluaciones } : {}) }, Date.now())
  }).pipe(Effect.provide(databaseLayer(target)))

const main = async (): Promise<void> => {
  const { employees, companies, force, evaluaciones } = parseArgs(process.argv.slice(2))
  const target = parseDatabaseUrl(process.env.DATABASE_URL?.trim() || undefined)
  if (force && target.dialect === "sqlite") wipeSqliteFile(target.filename)
  const started = performance.now()
  const counts = await Effect.runPromise(run(target, employees, companies, force, evaluaciones))
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`${describeTarget(target)}: ${JSON.stringify(counts)} in ${seconds} s`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
