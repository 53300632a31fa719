import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { databaseLayer } from "../server/db/client"
import { parseDatabaseUrl } from "../server/db/database-url"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type Dialect, onScaleDatabases } from "./scale-db"
import { fixed, loadAverage, percentile } from "./stats"
import { post } from "./api-post"

// "Mis evaluaciones" at 100,000 people (p95 under 50 ms on both dialects). The database is the
// 360 bench's (`seed:scale -- --companies 1`, BENCH_EVA360_SQLITE / BENCH_EVA360_PG name one
// already seeded): its Integral cycle, with its 360 evaluators proposed here when it has none.
// The seed's cycle has no 360 instrument and no operative evaluations, so the list would be
// empty: the bench adds them (completeCycle). Timed: the five evaluators with the most to answer
// (bosses of many people: their 360 assignments and operative evaluations) and ten around the
// median of those answering more than their own (typical peers). Each gets a user linked to them
// (usuarios.id_empleado) through POST /api/usuarios, the busiest and the first typical one a kiosk
// user too. Against the real server, pinned to one core: POST /api/mis-evaluaciones back to back,
// then GET /api/sesion by ten users at once (the machine's floor), the list by ten typical users
// at once and by the five busiest beside five typical ones, each asking BENCH_MIS_REQUESTS (50)
// times, then GET /api/kiosko/mis-evaluaciones back to back. Printed; `--only mis-evaluaciones`
// runs just this section. Never part of npm test.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const password = "Mis.Evaluaciones-2026"
const target = 50
const sequentialRuns = 100
const concurrentUsers = 10

type Sql = SqlClient.SqlClient

const onDatabase = <A>(databaseUrl: string, statement: (sql: Sql) => Effect.Effect<A, unknown>): Promise<A> =>
  Effect.runPromise(
    Effect.flatMap(SqlClient.SqlClient, statement).pipe(Effect.provide(databaseLayer(parseDatabaseUrl(databaseUrl)))) as Effect.Effect<A, unknown>,
  )

interface Evaluator {
  readonly id: number
  readonly asignaciones: number
  readonly operativas: number
  readonly kind: "most" | "median"
}

/**
 * What the scale seed's cycle lacks for this call, added by SQL on the bench's database only: a
 * 360 instrument (its head: the list reads only that one is named) and operative evaluations
 * (none of the seed's puestos is operative): one per person with a boss, evaluated by that boss,
 * as a cycle where every seated person is operative would have them. Says what it added.
 */
const completeCycle = (sql: Sql, project: number) =>
  Effect.gen(function* () {
    const added: Array<string> = []
    const [head] = yield* sql<{ id: number | string | null }>`SELECT id_encuesta_360 AS id FROM eva_proyectos WHERE id_proyecto = ${project}`
    if (head?.id === null || head?.id === undefined) {
      const [survey] = yield* sql<{ id: number | string }>`INSERT INTO eva_encuestas ${sql.insert({
        clave: "BENCH-MIS",
        version: 1,
        n_encuesta: "Instrumento 360 de la prueba de carga",
        tipo: "360",
        escala_1: "Nunca",
        escala_2: "Casi nunca",
        escala_3: "A veces",
        escala_4: "Casi siempre",
        escala_5: "Siempre",
      })} RETURNING id_encuesta AS id`
      yield* sql`UPDATE eva_proyectos SET id_encuesta_360 = ${Number(survey?.id)} WHERE id_proyecto = ${project}`
      added.push("a 360 instrument")
    }
    const [operative] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project}`
    if (Number(operative?.n ?? 0) === 0) {
      yield* sql`INSERT INTO eva_evaluaciones_operativas (id_proyecto, id_evaluado, id_evaluador, estado)
        SELECT id_proyecto, id_evaluado, id_evaluador, 'Pendiente' FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project} AND relacion = 'Jefe'`
      const [n] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project}`
      added.push(`${Number(n?.n ?? 0).toLocaleString("en-US")} operative evaluations`)
    }
    return added
  })

/** The evaluators of the project by how many evaluations they answer: the top five and ten around the median of those with more than their own. */
const pickEvaluators = (sql: Sql, project: number) =>
  Effect.gen(function* () {
    // People who already have a user (the demo's) are left out: a user of ours is linked to each.
    const counts = yield* sql<{ id: number | string; a: number | string; o: number | string }>`
      SELECT t.id_evaluador AS id, SUM(t.a) AS a, SUM(t.o) AS o FROM (
        SELECT id_evaluador, 1 AS a, 0 AS o FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project}
        UNION ALL SELECT id_evaluador, 0, 1 FROM eva_evaluaciones_operativas WHERE id_proyecto = ${project} AND id_evaluador IS NOT NULL
      ) t
      WHERE NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_empleado = t.id_evaluador AND u.id_usuario NOT LIKE 'mis.%')
      GROUP BY t.id_evaluador ORDER BY SUM(t.a) + SUM(t.o) DESC, t.id_evaluador`
    const of = (r: (typeof counts)[number], kind: Evaluator["kind"]): Evaluator => ({ id: Number(r.id), asignaciones: Number(r.a), operativas: Number(r.o), kind })
    // Most people answer only their own (Auto): the typical evaluator is the median of the others.
    const others = counts.filter((r) => Number(r.a) + Number(r.o) > 1)
    const middle = Math.floor(others.length / 2)
    return {
      evaluators: [...counts.slice(0, 5).map((r) => of(r, "most")), ...others.slice(middle, middle + concurrentUsers).map((r) => of(r, "median"))],
      people: counts.length,
    }
  })


/** One request's time and how many evaluations it listed. */
const timedList = async (url: string, token: string, kiosk: boolean): Promise<{ readonly ms: number; readonly n: number }> => {
  const started = performance.now()
  const answer = await fetch(`${url}/api${kiosk ? "/kiosko" : ""}/mis-evaluaciones`, {
    method: kiosk ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(kiosk ? {} : { "content-type": "application/json" }) },
    ...(kiosk ? {} : { body: "{}" }),
  })
  const json = (await answer.json()) as { result?: ReadonlyArray<unknown>; message?: string }
  const ms = performance.now() - started
  if (!answer.ok || json.result === undefined) throw new Error(`mis-evaluaciones answered ${answer.status}: ${json.message ?? ""}`)
  return { ms, n: json.result.length }
}

const figures = (times: ReadonlyArray<number>): string =>
  `p50 ${fixed(percentile(times, 50), 1)} ms, p95 ${fixed(percentile(times, 95), 1)} ms, p99 ${fixed(percentile(times, 99), 1)} ms`

const verdict = (times: ReadonlyArray<number>): string => {
  const p95 = percentile(times, 95)
  return p95 < target ? "met" : `missed by ${fixed(p95 - target, 1)} ms`
}

const measureDialect = async (dialect: Dialect, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const url = server.url
    const token = await post<string>(url, "/login", undefined, admin)
    const projects = await post<ReadonlyArray<{ id_proyecto: number }>>(url, "/get-proyectos-by-tipo", token, { tipo_proyecto: "EVA" })
    const project = projects[0]?.id_proyecto
    if (project === undefined) throw new Error("the scale seed has no evaluation cycle")
    const [existing] = await onDatabase(databaseUrl, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_asignaciones_evaluador WHERE id_proyecto = ${project}`)
    if (Number(existing?.n ?? 0) === 0) {
      const started = performance.now()
      const outcome = await post<Record<string, number>>(url, "/proponer-evaluadores-360", token, { id_proyecto: project })
      console.log(`Mis evaluaciones, ${dialect}: 360 evaluators proposed first (${Number(outcome.asignaciones ?? 0).toLocaleString("en-US")} assignments in ${fixed((performance.now() - started) / 1000, 1)} s)`)
    }
    const added = await onDatabase(databaseUrl, (sql) => completeCycle(sql, project))
    if (added.length > 0) console.log(`Mis evaluaciones, ${dialect}: the bench gave the cycle ${added.join(" and ")} (SQL, this database only)`)
    const { evaluators, people } = await onDatabase(databaseUrl, (sql) => pickEvaluators(sql, project))
    if (evaluators.length < 5 + concurrentUsers) throw new Error(`the cycle has ${people} evaluators, the bench needs ${5 + concurrentUsers}`)

    // A user per evaluator, made by the admin path (profile and role of the demo admin, no admin flag); kept for a rerun.
    const users = await post<ReadonlyArray<{ id_usuario: string; id_empleado: number | null; id_grupo: number; id_rol: number }>>(url, "/get-usuarios", token, {})
    const mine = users.find((u) => u.id_usuario === admin.email)
    if (mine === undefined) throw new Error("the demo admin is not among the users")
    const tokens: Array<string> = []
    for (const e of evaluators) {
      const email = `mis.${e.id}@demo.mx`
      if (!users.some((u) => u.id_usuario === email)) {
        await post(url, "/usuarios", token, { id_usuario: email, id_empleado: e.id, id_grupo: mine.id_grupo, id_rol: mine.id_rol, admin: "0", password, password_confirm: password })
      }
      tokens.push(await post<string>(url, "/login", undefined, { email, password }))
    }
    const kioskTokens: Array<string> = []
    for (const e of [evaluators[0], evaluators[5]]) {
      if (e === undefined) continue
      const id_usuario = `MIS${e.id}`
      const known = await fetch(`${url}/api/get-usuarios-kiosko-by-id`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ id_usuario }) })
      if (known.status === 404) await post(url, "/crear-usuario-kiosko", token, { id_empleado: e.id, id_usuario, n_usuario: `Mis evaluaciones ${e.id}`, password, password_confirm: password })
      else await known.arrayBuffer()
      kioskTokens.push(await post<string>(url, "/kiosko/login", undefined, { id_usuario, password }))
    }

    console.log(
      `Mis evaluaciones, ${dialect}: ${people.toLocaleString("en-US")} evaluators in the cycle; timed: ` +
        evaluators
          .slice(0, 6)
          .map((e) => `#${e.id} (${e.kind === "most" ? "most" : "median"}: ${e.asignaciones} 360 + ${e.operativas} operative)`)
          .join(", ") +
        ", ..." +
        `; load average ${loadAverage()} (1, 5, 15 min)`,
    )
    // Warm-up: the server's first plans and pages.
    for (const t of tokens) for (let i = 0; i < 5; i++) await timedList(url, t, false)

    for (const [k, label] of [
      [0, "the evaluator with the most"],
      [5, "the median evaluator"],
    ] as const) {
      const times: Array<number> = []
      let n = 0
      for (let i = 0; i < sequentialRuns; i++) {
        const r = await timedList(url, tokens[k] ?? "", false)
        times.push(r.ms)
        n = r.n
      }
      const e = evaluators[k]
      if (e !== undefined && n !== e.asignaciones + e.operativas) throw new Error(`mis-evaluaciones listed ${n} for #${e.id}, the tables hold ${e.asignaciones + e.operativas}`)
      console.log(`Mis evaluaciones, ${dialect}, back to back, ${label} (${n} rows): ${figures(times)} over ${times.length} (target p95 < ${target} ms: ${verdict(times)})`)
    }

    // The floor of this machine at that moment: the same ten users asking GET /api/sesion at once.
    const floor: Array<number> = []
    await Promise.all(
      tokens.slice(5, 5 + concurrentUsers).map(async (t) => {
        for (let i = 0; i < Number(process.env.BENCH_MIS_REQUESTS ?? "50"); i++) {
          const started = performance.now()
          await (await fetch(`${url}/api/sesion`, { headers: { authorization: `Bearer ${t}` } })).arrayBuffer()
          floor.push(performance.now() - started)
        }
      }),
    )
    console.log(`Mis evaluaciones, ${dialect}, GET /api/sesion, ${concurrentUsers} users at once (the floor): ${figures(floor)} over ${floor.length}`)

    // At once: ten typical evaluators, then the five with the most beside five typical ones.
    const perUser = Number(process.env.BENCH_MIS_REQUESTS ?? "50")
    for (const [label, group] of [
      [`${concurrentUsers} median evaluators at once`, tokens.slice(5, 5 + concurrentUsers)],
      ["the 5 with the most and 5 median at once", tokens.slice(0, 10)],
    ] as const) {
      const all: Array<number> = []
      const started = performance.now()
      await Promise.all(
        group.map(async (t) => {
          for (let i = 0; i < perUser; i++) all.push((await timedList(url, t, false)).ms)
        }),
      )
      const seconds = (performance.now() - started) / 1000
      console.log(`Mis evaluaciones, ${dialect}, ${label} x ${perUser} each: ${figures(all)} over ${all.length}, ${fixed(all.length / seconds, 0)} req/s (target p95 < ${target} ms: ${verdict(all)})`)
    }

    for (const [k, t] of kioskTokens.entries()) {
      const times: Array<number> = []
      let n = 0
      for (let i = 0; i < 5; i++) await timedList(url, t, true)
      for (let i = 0; i < sequentialRuns; i++) {
        const r = await timedList(url, t, true)
        times.push(r.ms)
        n = r.n
      }
      console.log(`Mis evaluaciones, ${dialect}, kiosk, ${k === 0 ? "the evaluator with the most" : "the median evaluator"} (${n} rows): ${figures(times)} (target p95 < ${target} ms: ${verdict(times)})`)
    }
    console.log(`Mis evaluaciones, ${dialect}: load average after ${loadAverage()}`)
  } finally {
    await server.stop()
  }
}

/** The Mis evaluaciones section: SQLite, then PostgreSQL when it answers; printed. */
export const benchMisEvaluaciones = async (options: { readonly distDir: string; readonly serverCpu: string; readonly employees?: number }): Promise<void> => {
  const employees = options.employees ?? Number(process.env.BENCH_EMPLOYEES ?? "100000")
  console.log(`Mis evaluaciones: load average ${loadAverage()} (1, 5, 15 min)`)
  await onScaleDatabases("Mis evaluaciones", "BENCH_EVA360", employees, (dialect, url) => measureDialect(dialect, url, options), ["--companies", "1"])
}
