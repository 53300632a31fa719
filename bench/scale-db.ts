import { spawnSync } from "node:child_process"

// Seeds a database through the same command users run (`npm run seed:scale`), and says how long
// it took.
export const seedScaleDatabase = (databaseUrl: string, employees: number): number => {
  const started = performance.now()
  const run = spawnSync(process.execPath, ["--import", "tsx", "server/seed/scale-cli.ts", "--employees", String(employees), "--force"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  })
  if (run.status !== 0) throw new Error(`seed:scale failed for ${databaseUrl}`)
  return (performance.now() - started) / 1000
}
