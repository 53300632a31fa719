// `npm test`: every check, in the order that fails fastest, each step's outcome printed, and a
// closing "N passed, N failed" line summing every vitest project.
import { spawn, spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { postgresAnswers, pgTestUrl } from "./support/postgres"

interface VitestJson {
  readonly numPassedTests: number
  readonly numFailedTests: number
  readonly numPendingTests: number
  readonly numTodoTests: number
  readonly testResults?: ReadonlyArray<{
    readonly name: string
    readonly assertionResults?: ReadonlyArray<{ readonly fullName: string; readonly status: string; readonly failureMessages?: ReadonlyArray<string> }>
  }>
}

const root = process.cwd()
const out = join(root, ".tmp")
mkdirSync(out, { recursive: true })

const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps: Array<string> = []
const notes: Array<string> = []
/** Each failed test with the first line of its failure, repeated in the summary: a log cut to its tail still names them. */
const failedTests: Array<string> = []

const run = (title: string, command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv = {}): boolean => {
  console.log(`\n=== ${title}: ${command} ${args.join(" ")}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } })
  const ok = result.status === 0
  console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (!ok) failedSteps.push(title)
  return ok
}

/**
 * A step started in the background, its output kept until it ends and then printed whole (so it
 * does not interleave with the step running in front of it); `finish` waits and records it.
 */
const background = (title: string, command: string, args: ReadonlyArray<string>): { readonly finish: () => Promise<boolean> } => {
  const started = Date.now()
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] })
  const output: Array<Buffer> = []
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk))
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk))
  const ended = new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)))
  return {
    finish: async () => {
      const code = await ended
      console.log(`\n=== ${title}: ${command} ${args.join(" ")} (in the background)`)
      process.stdout.write(Buffer.concat(output))
      const ok = code === 0
      console.log(`=== ${title}: ${ok ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      if (!ok) failedSteps.push(title)
      return ok
    },
  }
}

const vitestProject = (project: string, env: NodeJS.ProcessEnv = {}): void => {
  const report = join(out, `vitest-${project}.json`)
  run(
    `vitest ${project}`,
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  )
  if (!existsSync(report)) {
    totals.failed += 1
    return
  }
  const json = JSON.parse(readFileSync(report, "utf8")) as VitestJson
  totals.passed += json.numPassedTests
  totals.failed += json.numFailedTests
  totals.skipped += json.numPendingTests + json.numTodoTests
  for (const file of json.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === "failed") {
        const reason = (test.failureMessages?.[0] ?? "").split("\n")[0]?.slice(0, 300) ?? ""
        failedTests.push(`${project}: ${file.name.replace(`${root}/`, "")} > ${test.fullName}: ${reason}`)
      }
}

const main = async (): Promise<void> => {
  const requirePg = process.env.CH_REQUIRE_PG === "1"
  const pgUp = await postgresAnswers()
  if (!pgUp) {
    const note = `SKIPPED: the PostgreSQL suites, because no PostgreSQL server answered at ${pgTestUrl()}`
    if (requirePg) {
      console.error(`${note}; CH_REQUIRE_PG=1 forbids skipping them.`)
      process.exit(1)
    }
    console.log(note)
    notes.push(note)
  }

  // The typecheck (a minute on one core) runs beside lint and the unit tests, which leave a core
  // idle most of the time; its outcome is printed before the API suites start.
  const typecheck = background("typecheck", "npx", ["tsc", "-p", "tsconfig.json", "--noEmit"])
  run("lint", "npx", ["biome", "lint", "."])
  vitestProject("unit")
  await typecheck.finish()
  vitestProject("api")
  // The browser tests run against the production build (vitest would make a development one).
  if (run("build", "npx", ["vite", "build"], { NODE_ENV: "production" })) vitestProject("e2e")

  console.log("\n=== summary")
  for (const note of notes) console.log(note)
  if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(", ")}`)
  for (const test of failedTests) console.log(`failed: ${test}`)
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
  process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0)
}

void main()
