import { loadavg } from "node:os"
import { competencyMapReport } from "../domain/competencias/competencias-organizacion-api"
import { colaboradoresReport } from "../domain/reporteador/reporteador"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { type LoadRequest, measureSequential } from "./http-load"
import { peakResidentMiB, residentMiB, resetPeakResident } from "./process-memory"
import { downloadReportOfEveryone } from "./report-of-everyone"
import { seedScaleDatabase } from "./scale-db"
import { fixed, percentile } from "./stats"

// Half a million people on PostgreSQL: the largest Mexican employers have 200,000 to 350,000.
// The database is `npm run seed:scale -- --employees 500000` (BENCH_EMPLOYEES), every module's
// data at that scale; BENCH_ESCALA_PG names one already seeded (seeding takes tens of minutes),
// BENCH_ESCALA_SQLITE adds a SQLite file beside it. The real server, pinned to one core, answers
// as the demo admin (every centre granted), one request at a time after a warm-up: employee
// search, the dashboard, the largest work centre's org chart, the competency heat map (the page's
// first 50 rows, and the whole map as the exports read it) and each module's main list, each with
// the target p95 < 150 ms; then the report of every person (500,000 rows) with the target < 15 s
// and the server under 300 MiB. Printed;
// `--only escala` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const targetMs = 150
const reportSeconds = 15
const reportMiB = 300
const warmUp = 10
const requests = Number(process.env.BENCH_ESCALA_REQUESTS ?? "60")

const mexicoToday = (): string => new Intl.DateTimeFormat("en-CA", { timeZone: "America/Mexico_City" }).format(new Date())

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

interface Case {
  readonly name: string
  readonly request: LoadRequest
  /** What the answer holds, said from its result (a refusal would measure nothing). */
  readonly describe: (result: unknown) => string
}

const listTotal = (result: unknown): string => {
  const page = result as { total?: number; registros?: ReadonlyArray<unknown> }
  return `${(page.total ?? 0).toLocaleString("en-US")} in all, ${page.registros?.length ?? 0} rows`
}

const mapRows = (result: unknown): string => {
  const map = result as { competencias: ReadonlyArray<unknown>; filas: ReadonlyArray<unknown>; total_filas?: number }
  const total = map.total_filas === undefined ? "" : ` of ${map.total_filas.toLocaleString("en-US")}`
  return `${map.filas.length.toLocaleString("en-US")} rows${total} x ${map.competencias.length} competencies`
}

/** Each module's main list, first page as its page asks for it. */
const moduleLists: ReadonlyArray<readonly [string, string]> = [
  ["Organización: posiciones", "posiciones"],
  ["Personal: gestión de personal", "empleados"],
  ["Competencias: evaluaciones de competencia", "evaluaciones-competencia"],
  ["Evaluación: proyectos", "proyectos-evaluacion"],
  ["Formación: proyectos de formación", "proyectos-formacion"],
  ["Selección: requisiciones", "requisiciones"],
  ["Clima laboral: proyectos", "proyectos-clima"],
  ["Contratos: gestión de contratos", "gestion-contratos"],
  ["Finiquitos: solicitudes", "finiquitos"],
]

const post = (url: string, headers: Record<string, string>, body: unknown): LoadRequest => ({
  url,
  method: "POST",
  headers: { ...headers, "content-type": "application/json" },
  body: JSON.stringify(body),
})

const resultOf = async (request: LoadRequest): Promise<{ readonly ok: boolean; readonly status: number; readonly result: unknown; readonly text: string }> => {
  const answer = await fetch(request.url, { method: request.method ?? "GET", headers: request.headers ?? {}, ...(request.body === undefined ? {} : { body: request.body }) })
  const text = await answer.text()
  return { ok: answer.ok, status: answer.status, result: answer.ok ? (JSON.parse(text) as { result: unknown }).result : null, text }
}

/** The centre of company 1 with the most positions in force (the seed puts about 5,000 in one). */
const largestCentre = async (url: string, headers: Record<string, string>): Promise<{ readonly id: number; readonly positions: number }> => {
  const { result } = await resultOf(post(`${url}/api/get-catalogo`, headers, { tabla: "centros_trabajo_rol", conexion: "rh" }))
  const centres = (result as ReadonlyArray<{ id_empresa: number; id_centro_trabajo: number }>).filter((c) => Number(c.id_empresa) === 1)
  let best = { id: 0, positions: -1 }
  for (const c of centres) {
    const chart = await resultOf(post(`${url}/api/get-arbol-posiciones-full`, headers, { id_centro_trabajo: c.id_centro_trabajo }))
    const n = (chart.result as ReadonlyArray<unknown> | null)?.length ?? 0
    if (n > best.positions) best = { id: Number(c.id_centro_trabajo), positions: n }
  }
  return best
}

const casesOf = async (url: string, token: string): Promise<ReadonlyArray<Case>> => {
  const headers = { authorization: `Bearer ${token}` }
  const centre = await largestCentre(url, headers)
  return [
    { name: "employee search, buscar=martin", request: { url: `${url}/api/empleados?buscar=martin&pagina=1&por_pagina=10`, headers }, describe: listTotal },
    { name: "employee search, one number", request: { url: `${url}/api/empleados?buscar=E254321&pagina=1&por_pagina=10`, headers }, describe: listTotal },
    {
      name: "the dashboard",
      request: { url: `${url}/api/datos-indicadores`, headers },
      describe: (r) => `${(r as { totalEmpleados: number }).totalEmpleados.toLocaleString("en-US")} active people`,
    },
    {
      name: `the org chart of centre ${centre.id}`,
      request: post(`${url}/api/get-arbol-posiciones-full`, headers, { id_centro_trabajo: centre.id }),
      describe: (r) => `${(r as ReadonlyArray<unknown>).length.toLocaleString("en-US")} positions`,
    },
    // The page asks for 50 rows at a time; the exports (and a read without paging) take the whole map.
    {
      name: "the competency heat map, TEC by department, the page's first 50 rows",
      request: post(`${url}/api/mapa-competencias`, headers, { tipo: "TEC", agrupar: "depto", fecha_corte: mexicoToday(), pagina: 1, por_pagina: competencyMapReport.pageSize }),
      describe: mapRows,
    },
    {
      name: "the competency heat map, TEC by department, the whole map",
      request: post(`${url}/api/mapa-competencias`, headers, { tipo: "TEC", agrupar: "depto", fecha_corte: mexicoToday() }),
      describe: mapRows,
    },
    ...moduleLists.map(([name, resource]): Case => ({ name, request: { url: `${url}/api/${resource}?pagina=1&por_pagina=10`, headers }, describe: listTotal })),
  ]
}

const measureDialect = async (dialect: string, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    const pid = server.process.pid ?? 0
    const token = await signIn(server.url)
    let met = 0
    const cases = await casesOf(server.url, token)
    for (const c of cases) {
      const first = await resultOf(c.request)
      if (!first.ok) {
        console.log(`half a million, ${dialect}, ${c.name}: answered ${first.status} ${first.text.slice(0, 300)}`)
        continue
      }
      await measureSequential(c.request, warmUp)
      const times = await measureSequential(c.request, requests)
      const p95 = percentile(times, 95)
      if (p95 < targetMs) met++
      console.log(
        `half a million, ${dialect}, ${c.name} (${c.describe(first.result)}): p50 ${fixed(percentile(times, 50), 1)} / p95 ${fixed(p95, 1)} / max ${fixed(Math.max(...times), 1)} ms ` +
          `over ${requests} (target p95 < ${targetMs} ms: ${p95 < targetMs ? "met" : `missed by ${fixed(p95 - targetMs, 1)} ms`})`,
      )
    }
    console.log(`half a million, ${dialect}: ${met} of ${cases.length} calls met p95 < ${targetMs} ms`)
    const lifetimePeak = peakResidentMiB(pid)
    const atRest = residentMiB(pid)
    // The report's own peak: the calls above (36,000 heat-map cells, 5,000 positions) had theirs.
    resetPeakResident(pid)
    const { seconds, bytes, peakMiB } = await downloadReportOfEveryone(server.url, token, pid)
    const hwm = peakResidentMiB(pid)
    console.log(
      `half a million, ${dialect}, the report of every person (Colaboradores, ${colaboradoresReport.columns.length} columns): ${fixed(seconds, 2)} s, ${fixed(bytes / 2 ** 20, 1)} MiB; ` +
        `server RSS before ${fixed(atRest, 0)} MiB (peak of the calls before ${fixed(lifetimePeak, 0)}), highest sample ${fixed(peakMiB, 0)} MiB, VmHWM over the report ${fixed(hwm, 0)} MiB ` +
        `(targets < ${reportSeconds} s: ${seconds < reportSeconds ? "met" : "missed"}; < ${reportMiB} MiB: ${hwm < reportMiB ? "met" : "missed"})`,
    )
  } finally {
    await server.stop()
  }
  await reportOnAFreshServer(dialect, databaseUrl, options)
}

/** The report again on a server that has served nothing else: what the report itself holds. */
const reportOnAFreshServer = async (dialect: string, databaseUrl: string, options: { readonly distDir: string; readonly serverCpu: string }) => {
  const server: RunningServer = await startServerProcess({ DIST_DIR: options.distDir }, { databaseUrl, cpus: options.serverCpu })
  try {
    const pid = server.process.pid ?? 0
    const token = await signIn(server.url)
    const atRest = residentMiB(pid)
    const { seconds, peakMiB } = await downloadReportOfEveryone(server.url, token, pid)
    const hwm = peakResidentMiB(pid)
    console.log(
      `half a million, ${dialect}, the report of every person on a server that served only a sign-in: ${fixed(seconds, 2)} s; ` +
        `server RSS before ${fixed(atRest, 0)} MiB, highest sample ${fixed(peakMiB, 0)} MiB, VmHWM ${fixed(hwm, 0)} MiB (target < ${reportMiB} MiB: ${hwm < reportMiB ? "met" : "missed"})`,
    )
  } finally {
    await server.stop()
  }
}

/** The half-million section: PostgreSQL (seeded here unless BENCH_ESCALA_PG names one), SQLite when named; printed. */
export const benchHalfMillion = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  const employees = Number(process.env.BENCH_EMPLOYEES ?? "500000")
  console.log(`half a million: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const sqlite = process.env.BENCH_ESCALA_SQLITE
  if (sqlite !== undefined) await measureDialect("SQLite", sqlite.startsWith("sqlite:") ? sqlite : `sqlite:${sqlite}`, options)
  const pg = process.env.BENCH_ESCALA_PG
  if (pg !== undefined) await measureDialect("PostgreSQL", pg, options)
  else if (await postgresAvailable()) {
    const database = await createDatabase()
    try {
      const seconds = seedScaleDatabase(database.url, employees)
      console.log(`half a million, PostgreSQL: seed:scale with ${employees} employees in ${fixed(seconds, 0)} s`)
      await measureDialect("PostgreSQL", database.url, options)
    } finally {
      await database.drop()
    }
  } else console.log("half a million: no PostgreSQL answers and BENCH_ESCALA_PG names none; nothing measured")
  console.log(`half a million: load average after ${loadavg().map((n) => fixed(n, 2)).join(", ")}`)
}
