import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { databaseLayer } from "../server/db/client"
import { parseDatabaseUrl } from "../server/db/database-url"
import { insertGeneratedAnswers } from "../server/seed/clima-answers"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { startServerProcess } from "../tests/support/server-process"
import { fixed, median, percentile } from "./stats"

// Clima laboral, CLI230 (the target: the results of a project with 20,000 answers, p95 under
// 500 ms on both dialects). A new demo database, on it one closed Guía III project of the first
// centre with BENCH_CLIMA_ANSWERS (20,000) anonymous answers generated over the centre's
// departments (server/seed/clima-answers.ts, about 1.3 million item rows), written straight to
// the database as the questionnaire would have. The first read scores every answer (what closing
// a project does once) and is timed apart; then each case, BENCH_CLIMA_REQUESTS (20) times after
// a warm-up, request to answer against the real server pinned to one core: the final by
// department, the domains by sex, the dimensions by age range under two filters, and the
// distribution by position type under four filters (the heaviest suppression check). Printed;
// `--only clima` runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const targetMs = 500
type Dialect = "SQLite" | "PostgreSQL"

const answersWanted = Number(process.env.BENCH_CLIMA_ANSWERS ?? "20000")
const requests = Number(process.env.BENCH_CLIMA_REQUESTS ?? "20")

/** The project and its answers, written on the server's database; its id. */
const prepare = (databaseUrl: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [centre] = yield* sql<{ id_empresa: number | string; id_centro_trabajo: number | string }>`
      SELECT ct.id_empresa, ct.id_centro_trabajo FROM centros_trabajo ct
      WHERE EXISTS (SELECT 1 FROM departamentos d WHERE d.id_centro_trabajo = ct.id_centro_trabajo) ORDER BY ct.id_centro_trabajo LIMIT 1`
    if (centre === undefined) throw new Error("the demo has no centre with departments")
    const depts = yield* sql<{ id_depto: number | string }>`SELECT id_depto FROM departamentos ORDER BY id_depto LIMIT 40`
    const [project] = yield* sql<{ id_proyecto: number | string }>`INSERT INTO proyectos_clima ${sql.insert({
      n_proyecto: "Bench NOM-035 20,000",
      id_empresa: Number(centre.id_empresa),
      id_centro_trabajo: Number(centre.id_centro_trabajo),
      f_inicio: "2025-02-03",
      f_fin: "2025-02-28",
      num_trabajadores: answersWanted,
      guias: "I,III",
      usar_muestra: "0",
      tamano_muestra: null,
      anonimo: "1",
      f_proxima_evaluacion: "2027-03-03",
      estado: "Cerrado",
      f_cierre: "2025-03-03",
    })} RETURNING id_proyecto`
    const id = Number(project?.id_proyecto)
    // Uneven departments, a few of them small (so some groups are suppressed).
    const weights = depts.map((_, i) => (i % 7 === 6 ? 0.01 : 1 + (i % 5)))
    const sum = weights.reduce((a, b) => a + b, 0)
    const plan = depts.map((d, i) => ({ id_depto: Number(d.id_depto), respuestas: Math.max(3, Math.floor((answersWanted * (weights[i] ?? 1)) / sum)) }))
    const short = answersWanted - plan.reduce((a, p) => a + p.respuestas, 0)
    if (plan[0] !== undefined && short > 0) plan[0] = { ...plan[0], respuestas: plan[0].respuestas + short }
    const started = performance.now()
    const n = yield* insertGeneratedAnswers(id, "III", plan, 20_000, "2025-02-20")
    console.log(`clima: ${n.toLocaleString("en-US")} answers over ${plan.length} departments written in ${fixed((performance.now() - started) / 1000, 1)} s`)
    return id
  }).pipe(Effect.provide(databaseLayer(parseDatabaseUrl(databaseUrl))))

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const id = await Effect.runPromise(prepare(databaseUrl))
    const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
    const token = ((await login.json()) as { token: string }).token
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const read = async (body: Record<string, unknown>) => {
      const started = performance.now()
      const answer = await fetch(`${server.url}/api/get-resultados-clima`, { method: "POST", headers, body: JSON.stringify({ id_proyecto: id, ...body }) })
      const json = (await answer.json()) as { message: string; result: { total: { respuestas: number | null }; grupos: ReadonlyArray<{ mensaje: string | null }> } }
      if (!answer.ok) throw new Error(`get-resultados-clima answered ${answer.status}: ${json.message}`)
      return { ms: performance.now() - started, total: json.result.total.respuestas, groups: json.result.grupos.length, hidden: json.result.grupos.filter((g) => g.mensaje !== null).length }
    }
    const first = await read({ vista: "final", agrupar: "id_depto" })
    console.log(`clima, ${dialect}: first read, scoring ${first.total?.toLocaleString("en-US")} answers once: ${fixed(first.ms, 0)} ms`)
    const cases: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
      ["final by department", { vista: "final", agrupar: "id_depto" }],
      ["domains by sex", { vista: "dominios", agrupar: "sexo" }],
      ["dimensions by age range, 2 filters", { vista: "dimensiones", agrupar: "rango_edad", sexo: "Femenino", tipo_puesto: "Operativo" }],
      [
        "distribution by position type, 4 filters",
        { vista: "distribucion", agrupar: "tipo_puesto", sexo: "Masculino", rango_edad: "30 a 34", tiempo_puesto: "Entre 1 a 4 años", id_depto: 0 },
      ],
    ]
    for (const [label, body] of cases) {
      const b = body.id_depto === 0 ? { ...body, id_depto: undefined } : body
      await read(b)
      const times: Array<number> = []
      let last = await read(b)
      times.push(last.ms)
      for (let i = 1; i < requests; i++) {
        last = await read(b)
        times.push(last.ms)
      }
      const p95 = percentile(times, 95)
      console.log(
        `clima, ${dialect}: ${label}: ${last.groups} groups (${last.hidden} suppressed), total ${last.total ?? "suppressed"}; p50 ${fixed(median(times), 1)} ms, p95 ${fixed(p95, 1)} ms ` +
          `(target < ${targetMs} ms: ${p95 < targetMs ? "met" : "missed"})`,
      )
    }
  } finally {
    await server.stop()
  }
}

/** The Clima laboral section: SQLite, then PostgreSQL when it answers; printed. */
export const benchClima = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  console.log(`clima: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-clima-"))
  try {
    await measureDialect("SQLite", `sqlite:${join(dir, "clima.db")}`, options)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      await measureDialect("PostgreSQL", database.url, options)
    } finally {
      await database.drop()
    }
  } else console.log("clima, PostgreSQL: skipped, no server answers")
}
