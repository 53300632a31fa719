import { jsonRequest } from "./json-request"
import { writableFields } from "../domain/records/descriptor"
import { employees as employeeDescriptor } from "../domain/personal/gestion-personal"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { cpus } from "node:os"
import { fixed, loadAverage, pause, percentile } from "./stats"

// Issue 17.6, a bounded load test: BENCH_CARGA_USERS simulated users (200) for
// BENCH_CARGA_SECONDS (60) against the production bundle, pinned to one core, on the scale seed's
// 100,000 people, SQLite then PostgreSQL. Each user repeats a journey until the time is up: sign
// in, the dashboard (datos-indicadores), an employee search (a surname fragment), open a record,
// save a change to it (its telephone, a value never used before), sign out; between two calls
// it thinks BENCH_CARGA_THINK_MS (1000, drawn between half and one and a half of it). Every user
// is an account of its own (the sign-in throttle counts per e-mail) with the demo admin's
// profile and role, and saves only records of its own, so the last save it was told succeeded is
// what the record must hold: once the time is up and every call has answered, each saved record
// is read back. The users come as through a balancer, each from an address of its own. Printed: per call the count, p50 / p95 / p99 / max and the 4xx, 5xx and network
// errors; the verdicts zero 5xx and zero lost writes. `--only carga` runs just this section
// (BENCH_CARGA_SQLITE=<file> and BENCH_CARGA_PG=<url> reuse seeded databases; the section adds
// its users to them). The targets: p95 of every call under 500 ms on SQLite and 300 ms on
// PostgreSQL. BENCH_CARGA_PROCESSES=1,2 runs the server as `npm start` does instead (server/
// launch.mjs, its supervisor and SERVER_PROCESSES processes, pinned to as many cores), once per
// count, and prints each count's calls per second against the first's (target: 1.7 from one
// process to two on PostgreSQL). Users who think between calls cap the calls per second
// themselves: for the ratio, BENCH_CARGA_THINK_MS=0 lets them keep the server busy.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const password = "Carga.Simulada-2026"
const searches = ["martin", "gonza", "hern", "lopez", "rodri", "garcia", "perez", "sanch", "ramir", "flores"]
const calls = ["login", "datos-indicadores", "buscar empleados", "abrir expediente", "guardar cambio", "logout"] as const
type Call = (typeof calls)[number]

interface Settings {
  readonly users: number
  readonly seconds: number
  readonly thinkMs: number
  readonly rampMs: number
}

interface SavedRecord {
  readonly acknowledged: string | undefined
  readonly unanswered: Set<string>
}

type Outcome<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly unanswered: boolean }

interface Tally {
  readonly times: Array<number>
  client: number
  server: number
  network: number
}

type Row = Record<string, unknown>


/** The fields an update of a record carries: the writable ones (derived and add-only ones left out). */
const updateFields = writableFields(employeeDescriptor)
  .filter(([, f]) => f.addOnly !== true)
  .map(([name]) => name)

const request = jsonRequest

const signIn = async (url: string, email: string, secret: string): Promise<string> => {
  const answer = await request(`${url}/api/login`, { body: { email, password: secret } })
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`)
  return (answer.body as { token: string }).token
}

const resultOf = <A>(answer: { status: number; body: unknown }, what: string): A => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`)
  return (answer.body as { result: A }).result
}

/**
 * Before the clock starts: the active people to save (ten for each user, their own), the people
 * the new accounts stand for, and the accounts (the demo admin's profile and role, no admin flag).
 */
const prepare = async (url: string, settings: Settings, runTag: string) => {
  const token = await signIn(url, admin.email, admin.password)
  // A user cycles through its records; without thinking it would want endless ones, so at most 50.
  const perUser = Math.min(50, Math.max(10, Math.ceil(settings.seconds / (settings.thinkMs / 1000) / 6) + 2))
  const wanted = settings.users * (perUser + 1)
  const users = resultOf<ReadonlyArray<Row>>(await request(`${url}/api/get-usuarios`, { token, body: {} }), "get-usuarios")
  const mine = users.find((u) => u.id_usuario === admin.email)
  if (mine === undefined) throw new Error("the demo admin is not among the users")
  // People who already have an account (the demo users) are left alone.
  const taken = new Set(users.map((u) => Number(u.id_empleado)))
  const ids: Array<number> = []
  for (let page = 1; ids.length < wanted; page++) {
    const list = resultOf<{ registros: ReadonlyArray<Row> }>(await request(`${url}/api/empleados?estatus=A&pagina=${page}&por_pagina=100`, { token }), "the employee list")
    for (const row of list.registros) if (!taken.has(Number(row.id_empleado))) ids.push(Number(row.id_empleado))
    if (list.registros.length < 100) break
  }
  if (ids.length < wanted) throw new Error(`the load test needs ${wanted} active people, the database has ${ids.length}`)
  const accounts: Array<{ readonly email: string; readonly records: ReadonlyArray<number> }> = []
  for (let u = 0; u < settings.users; u++) {
    const email = `carga${runTag}.${u}@demo.mx`
    const created = await request(`${url}/api/usuarios`, {
      token,
      body: { id_usuario: email, id_empleado: ids[u], id_grupo: mine.id_grupo, id_rol: mine.id_rol, admin: "0", password, password_confirm: password },
    })
    resultOf(created, `creating ${email}`)
    accounts.push({ email, records: Array.from({ length: perUser }, (_, k) => ids[settings.users + u * perUser + k] ?? 0) })
  }
  await request(`${url}/api/logout`, { token, body: {} })
  return accounts
}

const runLoad = async (url: string, settings: Settings, accounts: ReadonlyArray<{ readonly email: string; readonly records: ReadonlyArray<number> }>) => {
  const tallies = Object.fromEntries(calls.map((c): readonly [Call, Tally] => [c, { times: [], client: 0, server: 0, network: 0 }])) as Record<Call, Tally>
  const firstErrors: Array<string> = []
  /**
   * Per saved record, the last telephone it was told it saved (what reading it back must give),
   * and any later save that got no answer at all (which the record may hold instead).
   */
  const records = new Map<number, SavedRecord>()
  let saves = 0
  let journeys = 0
  const started = performance.now()
  const deadline = started + settings.seconds * 1000
  const think = () => pause(settings.thinkMs * (0.5 + Math.random()))

  /**
   * One call, timed and tallied. A failure says whether the server may still have done it: a
   * 5xx or a broken connection is no answer, a 4xx is a refusal.
   */
  const timed = async <A>(call: Call, run: () => Promise<{ status: number; body: unknown }>, pick: (body: unknown) => A): Promise<Outcome<A>> => {
    const tally = tallies[call]
    const before = performance.now()
    try {
      const answer = await run()
      tally.times.push(performance.now() - before)
      if (answer.status < 400) return { ok: true, value: pick(answer.body) }
      if (answer.status >= 500) tally.server++
      else tally.client++
      if (firstErrors.length < 5) firstErrors.push(`${call}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
      return { ok: false, unanswered: answer.status >= 500 }
    } catch (error) {
      tally.network++
      if (firstErrors.length < 5) firstErrors.push(`${call}: ${String(error)}`)
      return { ok: false, unanswered: true }
    }
  }

  const user = async (account: { readonly email: string; readonly records: ReadonlyArray<number> }, index: number) => {
    const headers = { "x-forwarded-for": addressOf(index + 1) }
    const request = (to: string, init: Parameters<typeof jsonRequest>[1] = {}) => jsonRequest(to, { ...init, headers })
    // The users arrive spread over the ramp, as a morning does, not all in one instant: a
    // sign-in is an argon2id hash, tens of milliseconds of CPU by design.
    await pause(Math.random() * settings.rampMs)
    let token: string | undefined
    while (token === undefined && performance.now() < deadline) {
      const login = await timed("login", () => request(`${url}/api/login`, { body: { email: account.email, password } }), (b) => (b as { token: string }).token)
      if (login.ok) token = login.value
      else await think()
    }
    if (token === undefined) return
    const signedIn = token
    let next = index
    const journey = async () => {
      await think()
      if (!(await timed("datos-indicadores", () => request(`${url}/api/datos-indicadores`, { token: signedIn }), () => true)).ok) return
      await think()
      const term = searches[next % searches.length] ?? "martin"
      if (!(await timed("buscar empleados", () => request(`${url}/api/empleados?buscar=${term}&pagina=1&por_pagina=10`, { token: signedIn }), () => true)).ok) return
      await think()
      const id = account.records[next % account.records.length] ?? 0
      next++
      const opened = await timed("abrir expediente", () => request(`${url}/api/empleados/${id}`, { token: signedIn }), (b) => (b as { result: Row }).result)
      if (!opened.ok) return
      const record = opened.value
      await think()
      saves++
      // Ten digits never used before in this run: the count of saves, after a 55 prefix.
      const telefono = `55${String(saves).padStart(8, "0")}`
      const body: Row = { _method: "PUT" }
      for (const name of updateFields) if (name in record) body[name] = record[name]
      body.telefono = telefono
      const saved = await timed("guardar cambio", () => request(`${url}/api/empleados/${id}`, { token: signedIn, body }), () => true)
      const state = records.get(id) ?? { acknowledged: undefined, unanswered: new Set<string>() }
      if (saved.ok) records.set(id, { acknowledged: telefono, unanswered: new Set() })
      else if (saved.unanswered) {
        // A save that got no answer may or may not have been stored: either value is right.
        state.unanswered.add(telefono)
        records.set(id, state)
      }
    }
    while (performance.now() < deadline) {
      journeys++
      await journey()
    }
    await timed("logout", () => request(`${url}/api/logout`, { token: signedIn, body: {} }), () => true)
  }

  await Promise.all(accounts.map((a, i) => user(a, i)))
  return { tallies, records, journeys, firstErrors, seconds: (performance.now() - started) / 1000 }
}

/**
 * Reads every acknowledged save back, eight at a time: a record must hold the last telephone it
 * was told it saved (or one of the unanswered saves after it); anything else is a lost write.
 */
const lostWrites = async (url: string, records: ReadonlyMap<number, SavedRecord>) => {
  const token = await signIn(url, admin.email, admin.password)
  const entries = [...records.entries()].filter(([, r]) => r.acknowledged !== undefined)
  const lost: Array<string> = []
  for (let i = 0; i < entries.length; i += 8) {
    await Promise.all(
      entries.slice(i, i + 8).map(async ([id, saved]) => {
        const record = resultOf<Row>(await request(`${url}/api/empleados/${id}`, { token }), `reading back ${id}`)
        const held = String(record.telefono)
        if (held !== saved.acknowledged && !saved.unanswered.has(held)) lost.push(`${id}: saved ${saved.acknowledged}, reads ${held}`)
      }),
    )
  }
  return { checked: entries.length, lost }
}

const p95Target: Record<Dialect, number> = { SQLite: 500, PostgreSQL: 300 }

/**
 * The users reach the server as through a balancer (docs/scale.md): the bench's address is the
 * trusted proxy and each user's browser has an address of its own. From one address, 200 first
 * sign-ins at once would meet the per-address limit on guessing (20 a minute on accounts not
 * signed in to from there), as they should.
 */
const balancer = "127.0.0.1"
const addressOf = (index: number): string => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`

/** The first `n` cores, as taskset names them. */
const firstCores = (n: number): string => Array.from({ length: Math.min(n, cpus().length) }, (_, i) => i).join(",")

/** One run; `processes` runs the server supervised with that many processes, else one process alone. Answers the calls per second. */
const measureDialect = async (
  dialect: Dialect,
  databaseUrl: string,
  options: { readonly distDir: string; readonly serverCpu: string; readonly settings: Settings; readonly processes?: number },
): Promise<number> => {
  const label = options.processes === undefined ? dialect : `${dialect}, ${options.processes} ${options.processes === 1 ? "process" : "processes"}`
  const server: RunningServer =
    options.processes === undefined
      ? await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip", TRUST_PROXY: balancer }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
      : await startServerProcess(
          { DIST_DIR: options.distDir, SPA_BUILD: "skip", SERVER_PROCESSES: String(options.processes), TRUST_PROXY: balancer },
          { databaseUrl, cpus: firstCores(options.processes), timeoutMs: 300_000, supervised: true },
        )
  try {
    const settings = options.settings
    const prepared = performance.now()
    const accounts = await prepare(server.url, settings, String(Date.now() % 1_000_000))
    console.log(`load test, ${label}: ${accounts.length} accounts and their records ready in ${fixed((performance.now() - prepared) / 1000, 1)} s; load average ${loadAverage()}`)
    const run = await runLoad(server.url, settings, accounts)
    const after = loadAverage()
    const { checked, lost } = await lostWrites(server.url, run.records)
    let total = 0
    let fiveHundreds = 0
    let slow = 0
    for (const call of calls) {
      const t = run.tallies[call]
      total += t.times.length
      fiveHundreds += t.server
      if (t.times.length > 0 && percentile(t.times, 95) >= p95Target[dialect]) slow++
      const line =
        t.times.length === 0
          ? "no call"
          : `${t.times.length} calls, p50 ${fixed(percentile(t.times, 50), 0)} / p95 ${fixed(percentile(t.times, 95), 0)} / p99 ${fixed(percentile(t.times, 99), 0)} / max ${fixed(Math.max(...t.times), 0)} ms; 4xx ${t.client}, 5xx ${t.server}, network errors ${t.network}`
      console.log(`load test, ${label}, ${call}: ${line}`)
    }
    for (const e of run.firstErrors) console.log(`load test, ${label}, first failures: ${e}`)
    console.log(
      `load test, ${label}: ${settings.users} users, ${fixed(run.seconds, 0)} s, ${run.journeys} journeys after the sign-in, ${total} calls (${fixed(total / run.seconds, 1)} per second); ` +
        `calls with p95 at or over ${p95Target[dialect]} ms ${slow} (target 0: ${slow === 0 ? "met" : "missed"}); 5xx ${fiveHundreds} (target 0: ${fiveHundreds === 0 ? "met" : "missed"}); records whose save was acknowledged ${checked}, read back as saved ${checked - lost.length}, lost ${lost.length} (target 0: ${lost.length === 0 ? "met" : "missed"}); load average at the end ${after}`,
    )
    for (const l of lost.slice(0, 5)) console.log(`load test, ${label}, lost write: ${l}`)
    return total / run.seconds
  } finally {
    await server.stop()
  }
}

/** BENCH_CARGA_PROCESSES: the process counts to compare (none: one process alone, as before). */
const processCounts = (): ReadonlyArray<number> =>
  (process.env.BENCH_CARGA_PROCESSES ?? "")
    .split(",")
    .map((v) => Number(v.trim()))
    .filter((n) => Number.isInteger(n) && n >= 1)

/** The load test section: SQLite, then PostgreSQL when it answers; printed. */
export const benchLoadTest = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
  const settings: Settings = {
    users: Number(process.env.BENCH_CARGA_USERS ?? "200"),
    seconds: Number(process.env.BENCH_CARGA_SECONDS ?? "60"),
    thinkMs: Number(process.env.BENCH_CARGA_THINK_MS ?? "1000"),
    rampMs: 0,
  }
  const ramped: Settings = { ...settings, rampMs: Math.min(10_000, (settings.seconds * 1000) / 6) }
  console.log(
    `load test: ${settings.users} users for ${settings.seconds} s, thinking ${settings.thinkMs} ms between calls, arriving over the first ${fixed(ramped.rampMs / 1000, 0)} s, ${employees} people; server pinned to CPU ${options.serverCpu}; load average ${loadAverage()} (1, 5, 15 min)`,
  )
  const counts = processCounts()
  await onScaleDatabases("load test", "BENCH_CARGA", employees, async (dialect, url) => {
    if (counts.length === 0) {
      await measureDialect(dialect, url, { ...options, settings: ramped })
      return
    }
    const rates: Array<readonly [number, number]> = []
    for (const processes of counts) rates.push([processes, await measureDialect(dialect, url, { ...options, settings: ramped, processes })])
    const [first, firstRate] = rates[0] ?? [1, 0]
    for (const [processes, rate] of rates.slice(1)) {
      const target = dialect === "PostgreSQL" && first === 1 && processes === 2 ? ` (target >= 1.7: ${rate / firstRate >= 1.7 ? "met" : "missed"})` : ""
      console.log(`load test, ${dialect}: ${processes} processes answered ${fixed(rate / firstRate, 2)} times the calls per second of ${first}${target}`)
    }
  })
  console.log(`load test: load average after ${loadAverage()}`)
}
