import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { demoTemplateVariable, spareServerVariable } from "../../support/server-process"
import { seedDemoInto } from "../../support/demo-template"
import { seedDays } from "../../support/seed-days"

// The browser project's global setup: one SQLite database migrated and seeded with the demo,
// before any file runs. Each file's server (startServerProcess) starts from a copy of it instead
// of migrating and seeding its own, about 2 s a file. It is named to the workers, which are
// started after this, in their environment.

export default async function setup(): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-e2e-template-"))
  const file = path.join(dir, "demo.db")
  const days = seedDays()
  await seedDemoInto(`sqlite:${file}`)
  process.env[demoTemplateVariable] = `${days}|${file}`
  process.env[spareServerVariable] = "1"
  return () => {
    delete process.env[demoTemplateVariable]
    delete process.env[spareServerVariable]
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
