import cluster from "node:cluster"
import * as fs from "node:fs"
import { availableParallelism } from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { ConfigProblem, checkConfig, configFromEnv } from "./config"
import { describeTarget, parseDatabaseUrl } from "./db/database-url"
import { serverProcessesFrom } from "./supervisor/process-count"
import { supervise } from "./supervisor/supervise"
import { prepareVariable } from "./supervisor/worker-env"

// The production server's entry point, in one of three roles:
// - alone (the bundle run directly: the browser tests, the bench, a platform that restarts the
//   process itself): build the SPA when there is no build yet, then migrate, seed a new
//   database, and serve the SPA and the API on one port until SIGINT/SIGTERM;
// - supervisor (`npm start`: launch.mjs sets CH_SERVER_SUPERVISE=1): fork SERVER_PROCESSES
//   copies of this file as cluster workers and keep them running (supervisor/supervise.ts);
// - supervised worker: serve like alone, preparing the database and the SPA only when the
//   supervisor says so (supervisor/worker-env.ts).
// The application is imported only where it serves: the supervisor never loads it.

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

const serve = async (): Promise<void> => {
  const config = configFromEnv(process.env)
  const prepare = cluster.isPrimary || process.env[prepareVariable] === "1"
  if (prepare) await buildSpaIfMissing(config.distDir)
  const { startServer } = await import("./app")
  const server = await startServer({ ...config, prepareDatabase: prepare })
  if (prepare) console.log(`Capital Humano ${server.config.seed === "demo" ? "(demo) " : ""}listening on ${server.url} - ${describeTarget(parseDatabaseUrl(config.databaseUrl))}`)
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    if (cluster.isPrimary) console.log(`${signal}: closing`)
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

const main = async (): Promise<void> => {
  if (cluster.isPrimary && process.env.CH_SERVER_SUPERVISE === "1") {
    // Checked here so that a bad value stops `npm start` before anything is forked.
    checkConfig(configFromEnv(process.env))
    supervise({ exec: fileURLToPath(import.meta.url), processes: serverProcessesFrom(process.env.SERVER_PROCESSES, availableParallelism()) })
    return
  }
  await serve()
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigProblem ? `Configuration: ${error.message}` : error)
  process.exit(1)
})
