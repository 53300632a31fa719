import * as fs from "node:fs"
import * as path from "node:path"
import { startServer } from "./app"
import { ConfigProblem, configFromEnv } from "./config"
import { describeTarget, parseDatabaseUrl } from "./db/database-url"

// `npm start`: build the SPA when there is no build yet, then migrate, seed a new database,
// and serve the SPA and the API on one port until SIGINT/SIGTERM.

const buildSpaIfMissing = async (distDir: string): Promise<void> => {
  if (process.env.SPA_BUILD === "skip" || fs.existsSync(path.join(distDir, "index.html"))) return
  if (!fs.existsSync("vite.config.ts")) {
    console.log("No SPA build and no vite.config.ts: serving the API only.")
    return
  }
  console.log(`No SPA build in ${distDir}/: building it with Vite (once).`)
  const { build } = await import("vite")
  await build({ configFile: path.resolve("vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir: path.resolve(distDir), emptyOutDir: true } })
}

const main = async (): Promise<void> => {
  const config = configFromEnv(process.env)
  await buildSpaIfMissing(config.distDir)
  const server = await startServer({ ...config })
  console.log(`Capital Humano ${server.config.seed === "demo" ? "(demo) " : ""}listening on ${server.url} - ${describeTarget(parseDatabaseUrl(config.databaseUrl))}`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: closing`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on("SIGINT", () => stop("SIGINT"))
  process.on("SIGTERM", () => stop("SIGTERM"))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigProblem ? `Configuration: ${error.message}` : error)
  process.exit(1)
})
