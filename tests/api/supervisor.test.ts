import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freeFailures } from "../../server/auth/throttle"
import { databaseLayer } from "../../server/db/client"
import { parseDatabaseUrl } from "../../server/db/database-url"
import { ensureServerBundle } from "../../server/server-bundle.mjs"
import { type RunningServer, startServerProcess } from "../support/server-process"
import { freshCall } from "./support/fresh-connection"
import { createDatabase } from "./support/postgres"
import { dialects } from "./support/test-server"

// `npm start`'s path (server/launch.mjs: the supervisor and its server processes) with two
// processes on one database: one killed with SIGKILL is replaced while the other answers,
// sessions and the sign-in throttle hold across processes, writes from both at once all
// succeed, and SIGTERM stops everything. Every request here opens its own connection, so the
// supervisor deals consecutive requests to the two processes in turn.

const email = "jefa@empresa.mx"
const password = "Una.Clave-Larga-2026"

beforeAll(() => ensureServerBundle().then(() => undefined))

/** Polls `read` until it answers something other than undefined. */
const until = async <A>(what: string, read: () => A | undefined, timeoutMs = 30_000): Promise<A> => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** The pid of each process that has listened, by slot (1-based), in the order they did. */
const listened = (output: string): Array<{ slot: number; pid: number }> =>
  [...output.matchAll(/Server process (\d+) of \d+ \(pid (\d+)\) listening/g)].map((m) => ({ slot: Number(m[1]), pid: Number(m[2]) }))

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const signIn = async (url: string) => {
  const answer = await freshCall(url, "/api/login", { body: { email, password } })
  expect(answer.status).toBe(200)
  return (answer.body as { token: string }).token
}

describe.each(dialects)("npm start's supervisor with two processes on %s", (dialect) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-supervisor-"))
  fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Capital Humano</title>")
  let databaseUrl = `sqlite:${path.join(dir, "supervised.db")}`
  let drop: () => Promise<void> = async () => {}
  let server: RunningServer | undefined
  const running = () => {
    if (server === undefined) throw new Error("server not started")
    return server
  }

  beforeAll(async () => {
    if (dialect === "PostgreSQL") {
      const database = await createDatabase()
      databaseUrl = database.url
      drop = database.drop
    }
    const env = { SERVER_PROCESSES: "2", SEED: "none", ADMIN_EMAIL: email, ADMIN_PASSWORD: password, SPA_BUILD: "skip", DIST_DIR: dir, LOG_LEVEL: "Error" }
    server = await startServerProcess(env, { databaseUrl, supervised: true })
    await until("both processes to listen", () => (new Set(listened(running().output()).map((l) => l.slot)).size === 2 ? true : undefined))
  })

  afterAll(async () => {
    await server?.stop()
    await drop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("migrated and prepared the database once, in the first process", () => {
    const output = running().output()
    expect(output.match(/Capital Humano listening on/g)).toHaveLength(1)
    expect(listened(output).map((l) => l.slot)).toEqual([1, 2])
  })

  it("keeps answering when a process is killed, starts a new one, and the session made before stays valid", async () => {
    const url = running().url
    const token = await signIn(url)
    const [first] = listened(running().output())
    process.kill(first!.pid, "SIGKILL")
    await until("the supervisor to see the death", () => (running().output().includes(`(pid ${first!.pid}) exited on SIGKILL`) ? true : undefined))
    // The other process answers meanwhile, whether or not the new one listens yet.
    for (let i = 0; i < 4; i++) expect((await freshCall(url, "/api/sesion", { token })).status).toBe(200)
    const replacement = await until("a new first process", () => listened(running().output()).find((l) => l.slot === 1 && l.pid !== first!.pid))
    expect(alive(replacement.pid)).toBe(true)
    // Both processes, the new one included, know the session.
    for (let i = 0; i < 4; i++) expect((await freshCall(url, "/api/sesion", { token })).status).toBe(200)
  })

  // A save reads before it writes: on SQLite one that read before the other process's write
  // fails on its stale snapshot and the router runs it again.
  it("takes writes from both processes at once without a failure", async () => {
    const url = running().url
    const token = await signIn(url)
    const ids = Array.from({ length: 24 }, (_, i) => `SUP${i}`)
    const answers = await Promise.all(ids.map((id) => freshCall(url, "/api/guardar-perfil", { token, body: { id_grupo: id, n_grupo: `Supervisado ${id}` } })))
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200))
    const stored = await Effect.runPromise(
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM grupos WHERE id_grupo LIKE 'SUP%'`).pipe(
        Effect.provide(databaseLayer(parseDatabaseUrl(databaseUrl))),
        Effect.scoped,
      ),
    )
    expect(Number(stored[0]?.n)).toBe(ids.length)
  })

  it("counts failed sign-ins across processes", async () => {
    const url = running().url
    const statuses: Array<number> = []
    for (let i = 0; i < 3 * freeFailures && !statuses.includes(429); i++) {
      statuses.push((await freshCall(url, "/api/login", { body: { email, password: "no-es-la-clave" } })).status)
    }
    // Counted per process, the first wait would come only after twice the free failures; a
    // loaded machine may let a wait of a second or two pass between tries, hence the margin.
    const first = statuses.indexOf(429) + 1
    expect(first).toBeGreaterThan(freeFailures)
    expect(first).toBeLessThan(2 * freeFailures)
    // The wait is a delay, not a lock: the owner gets in once it has passed, on any process.
    const deadline = Date.now() + 60_000
    let owner = 0
    while (owner !== 200 && Date.now() < deadline) {
      owner = (await freshCall(url, "/api/login", { body: { email, password } })).status
      expect([200, 429]).toContain(owner)
      if (owner === 429) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(owner).toBe(200)
  })

  it("stops every process on SIGTERM", async () => {
    const pids = [...new Set(listened(running().output()).map((l) => l.pid))].filter(alive)
    expect(pids).toHaveLength(2)
    const child = running().process
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
    await until("the server processes to end", () => (pids.some(alive) ? undefined : true), 10_000)
  })
})

describe("npm start's supervisor when the first process cannot start", () => {
  it("stops with that process's exit code instead of starting it again", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ch-supervisor-fail-"))
    try {
      // Nothing listens on port 1: the first process fails to connect and exits before it listens.
      const env = { SERVER_PROCESSES: "2", SPA_BUILD: "skip", DIST_DIR: dir, LOG_LEVEL: "Error" }
      const started = startServerProcess(env, { databaseUrl: "postgres://postgres@127.0.0.1:1/nada", supervised: true, timeoutMs: 60_000 })
      // Restarting it would keep `npm start` running until the helper's time limit instead.
      await expect(started).rejects.toThrow(/the server exited with code 1/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
