// `npm run bench`: starts the real server (pinned to one core) on a fresh demo database and
// prints the figures the issues ask for, each the median of several runs. Never part of npm test.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { cpus } from "node:os"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { startServerProcess } from "../tests/support/server-process"
import { measureRoutes } from "./frontend"
import { measureLoad, measureSequential } from "./http-load"
import { fixed, median } from "./stats"

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }

const main = async (): Promise<void> => {
  if (!existsSync("dist/index.html")) {
    const build = spawnSync("npx", ["vite", "build"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } })
    if (build.status !== 0) process.exit(1)
  }
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, node ${process.version}`)
  const server = await startServerProcess({}, { cpus: "0" })
  try {
    const loginBody = JSON.stringify({ email: admin.email, password: admin.password })
    const loginTimes = await measureSequential(
      { url: `${server.url}/api/login`, method: "POST", headers: { "content-type": "application/json" }, body: loginBody },
      15,
    )
    console.log(`login (sequential, argon2id): p50 ${fixed(median(loginTimes))} ms over ${loginTimes.length} sign-ins`)

    const login = await fetch(`${server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: loginBody,
    })
    const { token } = (await login.json()) as { token: string }
    const indicators = await measureLoad({
      url: `${server.url}/api/datos-indicadores`,
      headers: { authorization: `Bearer ${token}` },
    })
    console.log(
      `datos-indicadores (demo data, server on one core, 8 connections): p50 ${indicators.p50} ms, p99 ${indicators.p99} ms, ${fixed(indicators.rps, 0)} req/s, ${indicators.errors} errors (target p99 < 20 ms)`,
    )

    const routes = await measureRoutes(server.url, (page) => signInByKeyboard(page, server.url, admin))
    for (const r of routes) {
      const budget = r.route === "/login" ? 150 : 250
      console.log(
        `route ${r.route}: ${r.scripts} scripts, ${fixed(r.gzipKiB, 1)} KiB gzipped JS (budget ${budget} KiB), LCP ${fixed(r.lcpMs, 0)} ms`,
      )
    }
  } finally {
    await server.stop()
  }
}

void main()
