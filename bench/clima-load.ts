import { mkdtempSync, rmSync } from "node:fs"
import { jsonRequest } from "./json-request"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { generalData, generalDataNames } from "../domain/clima-laboral/cuestionario-vocabulary"
import { guiaI } from "../domain/rules/nom035-guia-i"
import { guiaIII } from "../domain/rules/nom035-guia-iii"
import { itemsOf, likertOptions } from "../domain/rules/nom035-instrument"
import { newToken, tokenHash } from "../server/auth/token"
import { databaseLayer } from "../server/db/client"
import { parseDatabaseUrl } from "../server/db/database-url"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { startServerProcess } from "../tests/support/server-process"
import { fixed, loadAverage, pause, percentile } from "./stats"

// Clima laboral, the questionnaire under load (the target: 200 people answering at once for
// 60 s, no 5xx and no lost answer). A new demo database, the real server pinned to one core; on it
// projects of Guías I and III started through the API over the demo's centres (as many rounds as
// the links the run needs) and a single-use link per participant written as CLI210 issues them
// (the token's SHA-256). Then BENCH_CLIMA_PEOPLE (200) seats for BENCH_CLIMA_SECONDS (60): at each
// a person opens a link (/get-cuestionario-clima), answers Guía I, then Guía III with the general
// data (/responder-cuestionario, random but valid answers, gates either way), thinking
// BENCH_CLIMA_THINK_MS (1000, drawn between half and one and a half of it) before each call; when
// done, the next person takes the seat with a new link. The first people sit down over
// BENCH_CLIMA_RAMP_MS (a sixth of the run, at most 10 s, as the load test's users arrive; 0 puts
// all 200 on the first second). Once every call has answered, the
// database is counted: every acknowledged Guía I must be stored (it is nominal, so per person),
// every acknowledged Guía III must have spent its link and marked its person answered, and the
// anonymous answers, their scores and their items must number the acknowledged ones (plus at
// most the calls that got no answer). Printed: throughput, p50 / p95 / max per call, the 4xx,
// 429, 5xx and network errors, and the verdicts.
//
// The rate limit: the server counts an answer against its client's address, 60 a minute
// (server/clima-laboral/cuestionario-http.ts). 200 people are 200 devices, not one address, so
// the bench stands where a reverse proxy would: the server is started with TRUST_PROXY=127.0.0.1
// (the production setting for a server behind a proxy; unset by default, when the header is
// ignored) and each person's calls carry an X-Forwarded-For address of their own. The limit
// itself is the production one.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
type Dialect = "SQLite" | "PostgreSQL"
const calls = ["abrir enlace", "Guía I", "Guía III"] as const
type Call = (typeof calls)[number]

interface Settings {
  readonly people: number
  readonly seconds: number
  readonly thinkMs: number
  readonly rampMs: number
}

interface Link {
  readonly token: string
  readonly id_proyecto: number
  readonly id_empleado: number
}

interface Tally {
  readonly times: Array<number>
  client: number
  limited: number
  server: number
  network: number
}

const pick = <A>(values: ReadonlyArray<A>): A => values[Math.floor(Math.random() * values.length)] as A

/** The n-th person's address, as a proxy would name it: 10.x.y.z, one per person. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`

/** Guía I as the page sends it: section I all "No" (one in ten says "Sí" to its first item and then answers the rest). */
const guideIAnswers = (): Record<string, string> => {
  const [first] = guiaI
  if (Math.random() >= 0.1) return Object.fromEntries((first?.items ?? []).map((i) => [String(i.numero), "No"]))
  return Object.fromEntries(guiaI.flatMap((s) => s.items).map((i) => [String(i.numero), i.numero === first?.items[0]?.numero ? "Sí" : pick(["Sí", "No"])]))
}

/** A whole Guía III: random words, the gates either way (a closed gate's items left out); how many items it holds. */
const guideIIIAnswers = () => {
  const gates = { atiende_clientes: pick(["1", "0"]), es_jefe: pick(["1", "0"]) }
  const respuestas: Record<string, string> = { ...gates }
  let items = 0
  for (const item of itemsOf(guiaIII)) {
    if (item.compuerta !== undefined && gates[item.compuerta] === "0") continue
    respuestas[String(item.numero)] = pick(likertOptions)
    items++
  }
  const datos = Object.fromEntries(generalDataNames.map((n) => [n, pick(generalData[n].options)]))
  return { respuestas, datos, items }
}

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) => jsonRequest(`${url}/api${path}`, { body, headers })

const runSql = <A>(databaseUrl: string, statement: (sql: SqlClient.SqlClient) => Effect.Effect<A, unknown>) =>
  Effect.runPromise(
    Effect.gen(function* () {
      return yield* statement(yield* SqlClient.SqlClient)
    }).pipe(Effect.provide(databaseLayer(parseDatabaseUrl(databaseUrl)))) as Effect.Effect<A, unknown>,
  )

/**
 * Projects of Guías I and III started through the API, round after round over the centres with
 * people, until their participants reach `wanted`; then a link for each participant, written as
 * CLI210 writes one (its hash) with the invitation counted.
 */
const prepare = async (url: string, databaseUrl: string, wanted: number) => {
  const login = await post(url, "/login", admin)
  const token = (login.body as { token: string }).token
  const auth = { authorization: `Bearer ${token}` }
  const centres = await runSql(databaseUrl, (sql) =>
    sql<{ id_empresa: number | string; id_centro_trabajo: number | string; n: number | string }>`
      SELECT ct.id_empresa, ct.id_centro_trabajo, COUNT(*) AS n FROM empleados e JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.activo = '1' GROUP BY ct.id_empresa, ct.id_centro_trabajo ORDER BY COUNT(*) DESC, ct.id_centro_trabajo`,
  )
  if (centres.length === 0) throw new Error("the demo has no centre with active people")
  const projects: Array<number> = []
  let participants = 0
  for (let round = 0; participants < wanted; round++) {
    const before = participants
    for (const c of centres) {
      if (participants >= wanted) break
      const saved = await post(
        url,
        "/proyectos-clima",
        {
          n_proyecto: `Carga NOM-035 ${round + 1}`,
          id_empresa: Number(c.id_empresa),
          id_centro_trabajo: Number(c.id_centro_trabajo),
          f_inicio: "2026-03-02",
          f_fin: "2099-12-31",
          guias: "I,III",
          usar_muestra: "0",
          tamano_muestra: null,
        },
        auth,
      )
      if (saved.status !== 200) throw new Error(`proyectos-clima answered ${saved.status}: ${JSON.stringify(saved.body).slice(0, 300)}`)
      const id = Number((saved.body as { result: { id_proyecto: number } }).result.id_proyecto)
      const started = await post(url, `/proyectos-clima/${id}/iniciar`, {}, auth)
      if (started.status !== 200) throw new Error(`iniciar answered ${started.status}: ${JSON.stringify(started.body).slice(0, 300)}`)
      projects.push(id)
      // Those the server drew (the centre's active people in a department), not the headcount.
      const [drawn] = await runSql(databaseUrl, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM clima_participantes WHERE id_proyecto = ${id}`)
      participants += Number(drawn?.n ?? 0)
    }
    if (participants === before) throw new Error("the demo's projects draw no participants")
  }
  const links = await runSql(databaseUrl, (sql) =>
    Effect.gen(function* () {
      const people = yield* sql<{ id_proyecto: number | string; id_empleado: number | string }>`
        SELECT id_proyecto, id_empleado FROM clima_participantes WHERE ${sql.in("id_proyecto", projects)} ORDER BY id_proyecto, id_empleado`
      const issued: Array<Link> = people.map((p) => ({ token: newToken(), id_proyecto: Number(p.id_proyecto), id_empleado: Number(p.id_empleado) }))
      for (let i = 0; i < issued.length; i += 500) {
        const chunk = issued.slice(i, i + 500)
        yield* sql`INSERT INTO clima_tokens ${sql.insert(chunk.map((l) => ({ token_hash: tokenHash(l.token), id_proyecto: l.id_proyecto, id_empleado: l.id_empleado, f_expira: "2099-12-31" })))}`
      }
      yield* sql`UPDATE clima_participantes SET medio = 'Correo', envios = 1 WHERE ${sql.in("id_proyecto", projects)}`
      return issued
    }),
  )
  // Shuffled, so the seats do not walk one department after another.
  for (let i = links.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[links[i], links[j]] = [links[j] as Link, links[i] as Link]
  }
  return { projects, links }
}

const runLoad = async (url: string, settings: Settings, links: ReadonlyArray<Link>) => {
  const tallies = Object.fromEntries(calls.map((c): readonly [Call, Tally] => [c, { times: [], client: 0, limited: 0, server: 0, network: 0 }])) as Record<Call, Tally>
  const firstErrors: Array<string> = []
  // Per link: Guía I and Guía III acknowledged, or sent without an answer (which may be stored or not).
  const acknowledged = { I: new Set<Link>(), III: new Set<Link>() }
  const unanswered = { I: new Set<Link>(), III: new Set<Link>() }
  let items = 0
  let nextLink = 0
  let ranOut = false
  const started = performance.now()
  const deadline = started + settings.seconds * 1000
  const think = () => pause(settings.thinkMs * (0.5 + Math.random()))
  // Calls answered in each 10 s of the run, and when the slowest one was sent: a stall shows.
  const answeredPer10s: Array<number> = []
  let slowest = { ms: 0, sentAtS: 0 }

  const timed = async (call: Call, address: string, path: string, body: unknown): Promise<"ok" | "refused" | "unanswered"> => {
    const tally = tallies[call]
    const before = performance.now()
    try {
      const answer = await post(url, path, body, { "x-forwarded-for": address })
      const after = performance.now()
      tally.times.push(after - before)
      const slot = Math.floor((after - started) / 10_000)
      answeredPer10s[slot] = (answeredPer10s[slot] ?? 0) + 1
      if (after - before > slowest.ms) slowest = { ms: after - before, sentAtS: (before - started) / 1000 }
      if (answer.status < 400) return "ok"
      if (answer.status >= 500) tally.server++
      else if (answer.status === 429) tally.limited++
      else tally.client++
      if (firstErrors.length < 5) firstErrors.push(`${call}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
      return answer.status >= 500 ? "unanswered" : "refused"
    } catch (error) {
      tally.network++
      if (firstErrors.length < 5) firstErrors.push(`${call}: ${String(error)}`)
      return "unanswered"
    }
  }

  const person = async (link: Link, address: string) => {
    await think()
    if ((await timed("abrir enlace", address, "/get-cuestionario-clima", { token: link.token })) !== "ok") return
    await think()
    const one = await timed("Guía I", address, "/responder-cuestionario", { token: link.token, guia: "I", datos_generales: null, respuestas: guideIAnswers() })
    if (one === "unanswered") unanswered.I.add(link)
    if (one !== "ok") return
    acknowledged.I.add(link)
    await think()
    const three = guideIIIAnswers()
    const answer = await timed("Guía III", address, "/responder-cuestionario", { token: link.token, guia: "III", datos_generales: three.datos, respuestas: three.respuestas })
    if (answer === "unanswered") unanswered.III.add(link)
    if (answer !== "ok") return
    acknowledged.III.add(link)
    items += three.items
  }

  const seat = async () => {
    await pause(Math.random() * settings.rampMs)
    while (performance.now() < deadline) {
      const n = nextLink++
      const link = links[n]
      if (link === undefined) {
        ranOut = true
        return
      }
      await person(link, addressOf(n))
    }
  }

  await Promise.all(Array.from({ length: settings.people }, seat))
  return {
    tallies,
    acknowledged,
    unanswered,
    items,
    people: Math.min(nextLink, links.length),
    ranOut,
    firstErrors,
    seconds: (performance.now() - started) / 1000,
    answeredPer10s: Array.from(answeredPer10s, (n) => n ?? 0),
    slowest,
  }
}

/** What the database holds for the run's projects, against what the server acknowledged. */
const lostAnswers = async (databaseUrl: string, projects: ReadonlyArray<number>, run: Awaited<ReturnType<typeof runLoad>>) =>
  runSql(databaseUrl, (sql) =>
    Effect.gen(function* () {
      const inProjects = sql.in("id_proyecto", projects)
      const key = (p: { id_proyecto: number | string; id_empleado: number | string }) => `${Number(p.id_proyecto)}/${Number(p.id_empleado)}`
      const guideI = new Set((yield* sql<{ id_proyecto: number; id_empleado: number }>`SELECT id_proyecto, id_empleado FROM clima_guia_i WHERE ${inProjects}`).map(key))
      const answered = new Set(
        (yield* sql<{ id_proyecto: number; id_empleado: number }>`
          SELECT cp.id_proyecto, cp.id_empleado FROM clima_participantes cp JOIN clima_tokens t ON t.id_proyecto = cp.id_proyecto AND t.id_empleado = cp.id_empleado
          WHERE cp.respondio = '1' AND t.f_uso IS NOT NULL AND ${sql.in("cp.id_proyecto", projects)}`).map(key),
      )
      const count = (rows: ReadonlyArray<{ n: number | string }>) => Number(rows[0]?.n ?? 0)
      const answers = count(yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM clima_respuestas WHERE ${inProjects}`)
      const scores = count(yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM clima_puntajes WHERE ${inProjects}`)
      const items = count(
        yield* sql<{ n: number }>`SELECT COUNT(*) AS n FROM clima_respuestas_reactivos r JOIN clima_respuestas a ON a.id_respuesta = r.id_respuesta WHERE ${sql.in("a.id_proyecto", projects)}`,
      )
      const lostI = [...run.acknowledged.I].filter((l) => !guideI.has(key(l))).length
      const lostIII = [...run.acknowledged.III].filter((l) => !answered.has(key(l))).length
      const ackIII = run.acknowledged.III.size
      const extra = run.unanswered.III.size
      // An anonymous answer cannot be traced to its link: the counts must lie between what was
      // acknowledged and that plus the answers that got no answer back.
      const countsHold = (n: number, low: number, high: number) => n >= low && n <= high
      const stray = !countsHold(answers, ackIII, ackIII + extra) || !countsHold(scores, ackIII, ackIII + extra) || (extra === 0 && items !== run.items)
      return { storedI: guideI.size, answered: answered.size, answers, scores, items, lostI, lostIII, missingAnswers: Math.max(0, ackIII - answers), stray }
    }),
  )

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string; readonly settings: Settings }) => {
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip", TRUST_PROXY: "127.0.0.1" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const { settings } = options
    // A person thinks three times, on average a think each: links for people a third quicker than that.
    const wanted = Math.ceil((settings.people * settings.seconds) / ((3 * 0.75 * settings.thinkMs) / 1000)) + settings.people
    const prepared = performance.now()
    const { projects, links } = await prepare(server.url, databaseUrl, Math.min(wanted, 50_000))
    console.log(
      `clima load, ${dialect}: ${projects.length} projects in application, ${links.length.toLocaleString("en-US")} single-use links ready in ${fixed((performance.now() - prepared) / 1000, 1)} s; load average ${loadAverage()}`,
    )
    const run = await runLoad(server.url, settings, links)
    const after = loadAverage()
    const held = await lostAnswers(databaseUrl, projects, run)
    let total = 0
    let fiveHundreds = 0
    for (const call of calls) {
      const t = run.tallies[call]
      total += t.times.length
      fiveHundreds += t.server
      const line =
        t.times.length === 0
          ? "no call"
          : `${t.times.length} calls, p50 ${fixed(percentile(t.times, 50), 0)} / p95 ${fixed(percentile(t.times, 95), 0)} / max ${fixed(Math.max(...t.times), 0)} ms; ` +
            `4xx ${t.client}, 429 ${t.limited}, 5xx ${t.server}, network errors ${t.network}`
      console.log(`clima load, ${dialect}, ${call}: ${line}`)
    }
    for (const e of run.firstErrors) console.log(`clima load, ${dialect}, first failures: ${e}`)
    console.log(
      `clima load, ${dialect}: calls answered per 10 s ${run.answeredPer10s.join(", ")}; the slowest (${fixed(run.slowest.ms, 0)} ms) sent ${fixed(run.slowest.sentAtS, 1)} s into the run`,
    )
    const lost = held.lostI + held.lostIII + held.missingAnswers
    const finished = run.acknowledged.III.size
    console.log(
      `clima load, ${dialect}: ${settings.people} people at once, ${fixed(run.seconds, 0)} s, ${run.people} links opened${run.ranOut ? " (every link used: raise the links)" : ""}, ` +
        `${total} calls (${fixed(total / run.seconds, 1)} per second), ${finished} questionnaires finished (${fixed(finished / run.seconds, 1)} per second); ` +
        `5xx ${fiveHundreds} (target 0: ${fiveHundreds === 0 ? "met" : "missed"}); ` +
        `acknowledged Guía I ${run.acknowledged.I.size}, stored ${held.storedI}; acknowledged Guía III ${finished}, links spent ${held.answered}, anonymous answers ${held.answers}, scores ${held.scores}, item rows ${held.items} (sent ${run.items}); ` +
        `lost ${lost}${held.stray ? ", counts out of line" : ""} (target 0: ${lost === 0 && !held.stray ? "met" : "missed"}); load average at the end ${after}`,
    )
  } finally {
    await server.stop()
  }
}

/** The questionnaire's load section: SQLite, then PostgreSQL when it answers; printed. */
export const benchClimaLoad = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  const seconds = Number(process.env.BENCH_CLIMA_SECONDS ?? "60")
  const settings: Settings = {
    people: Number(process.env.BENCH_CLIMA_PEOPLE ?? "200"),
    seconds,
    thinkMs: Number(process.env.BENCH_CLIMA_THINK_MS ?? "1000"),
    rampMs: Number(process.env.BENCH_CLIMA_RAMP_MS ?? String(Math.min(10_000, (seconds * 1000) / 6))),
  }
  console.log(
    `clima load: ${settings.people} people answering Guías I and III for ${settings.seconds} s, thinking ${settings.thinkMs} ms before each call, sitting down over the first ${fixed(settings.rampMs / 1000, 0)} s; server pinned to CPU ${options.serverCpu}; load average ${loadAverage()} (1, 5, 15 min)`,
  )
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-clima-load-"))
  try {
    await measureDialect("SQLite", `sqlite:${join(dir, "clima-load.db")}`, { ...options, settings })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (process.env.BENCH_CLIMA_PG === "skip") console.log("clima load, PostgreSQL: skipped (BENCH_CLIMA_PG=skip)")
  else if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      await measureDialect("PostgreSQL", database.url, { ...options, settings })
    } finally {
      await database.drop()
    }
  } else console.log("clima load, PostgreSQL: skipped, no server answers")
}
