import { startServer } from "../../server/app"

// A database migrated and seeded with the demo once, for many suites to start from a copy of:
// the API project's tests/api/support/database-templates.ts and the browser project's
// tests/e2e/support/database-template.ts, each its project's global setup. A copy is used only on
// the days it was seeded (seed-days.ts).

/**
 * Migrates and seeds the demo into a new database, with no job run: what a server's first start
 * does, on the real clock or on the one given.
 */
export const seedDemoInto = async (databaseUrl: string, now?: () => number): Promise<void> => {
  const server = await startServer({ port: 0, host: "127.0.0.1", seed: "demo", logLevel: "Warning", databaseUrl, jobIntervalMs: 0, env: {}, ...(now === undefined ? {} : { now }) })
  await server.close()
}
