import { type ChildProcess, spawn } from "node:child_process"
import * as path from "node:path"

// `npm run dev`: the API under `tsx watch` on API_PORT and the Vite dev server, whose config
// proxies /api and /assets/config.json to that port.

const apiPort = process.env.API_PORT ?? "3001"

// Vite serves the SPA in development; the API must neither build nor serve one.
const api: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), ["watch", "--clear-screen=false", "server/start.ts"], {
  stdio: "inherit",
  env: { ...process.env, PORT: apiPort, SPA_BUILD: "skip", DIST_DIR: ".tmp/no-spa" },
})

const { createServer } = await import("vite")
const vite = await createServer({ configFile: "vite.config.ts", server: { port: Number(process.env.PORT ?? 5173) } })
await vite.listen()
vite.printUrls()

const stop = async () => {
  api.kill("SIGTERM")
  await vite.close()
  process.exit(0)
}
process.on("SIGINT", () => void stop())
process.on("SIGTERM", () => void stop())
api.on("exit", (code) => {
  if (code !== 0 && code !== null) console.error(`The API exited with code ${code}`)
})
