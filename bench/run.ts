// `npm run bench`: the figures of issues 2, 3 and 6, each the median of several runs, with the
// real server pinned to one core (taskset). Never part of npm test. About six minutes.
//   1. scale database (seed:scale, 100,000 employees; BENCH_EMPLOYEES to change)
//   2. demo database (1,000): datos-indicadores time, login p50, JS per route and LCP
//   3. scale database: datos-indicadores time; the 100,000-row report (wall time, peak RSS);
//      login / datos-indicadores / get-perfiles / get-usuarios against the node:http +
//      better-sqlite3 baseline in the same run, and the ratio
//   4. PostgreSQL, when it answers: datos-indicadores time at 100,000
//   5. records platform: GET /api/tipos-ayuda at 100,000 rows on both dialects, written into
//      RESULTS.md (bench/records-list.ts); `--only records` (npm run bench:records) runs just it
//   6. department tree: /get-arbol-deptos-full of the scale seed's 3,000 departments on both
//      dialects, written into RESULTS.md (bench/department-tree.ts); `--only tree` runs just it
//   7. org chart: /get-arbol-posiciones-full of the scale seed's 5,000-position centre on both
//      dialects, written into RESULTS.md (bench/org-chart.ts); `--only organigrama` runs just it
//   8. employees list: GET /api/empleados with buscar at the scale seed's 100,000 people on both
//      dialects, printed (bench/employees-list.ts); `--only empleados` runs just it
//   9. employee import: 10,000 rows checked and imported on both dialects, printed
//      (bench/employee-import.ts); `--only importacion` runs just it
//  10. dashboard: datos-indicadores at the scale seed's 100,000 people on both dialects, for the
//      admin and the consulta user, printed (bench/dashboard-scale.ts); `--only tablero` runs just it
//  11. production server: the bundle's build time, start to first answer and resident memory at
//      rest on the scale seed's SQLite file, against tsx (bench/server-start.ts); `--only servidor`
//  12. route downloads: the bytes a cold visit to every route of the catalogue transfers, gzip,
//      against 150 KiB (/login) and 250 KiB (bench/route-downloads.ts); `--only descargas`
//  13. competency map: POST /mapa-competencias at the scale seed's 100,000 people (3,000
//      departments x 12 competencies) on both dialects, printed (bench/competency-map.ts);
//      `--only competencias` runs just it
//  14. letters: POST /imprimir-carta of a 2-page constancia laboral on the demo database against
//      300 ms, printed (bench/letters.ts); `--only cartas` runs just it
//  15. report builder: the xlsx writers alone, then POST /reporteador of 100,000 rows on both
//      dialects, time and server peak RSS, printed (bench/report-scale.ts); `--only reporte`
//  16. mobile performance: /login and /dashboard under Lighthouse's mobile conditions (CDP), the
//      Lighthouse-weighted score, and the real Lighthouse when one is installed
//      (bench/mobile-performance.ts); `--only movil`
//  17. request cost: get-perfiles, get-usuarios and GET /empleados (first page at 100,000) against
//      the baseline, target ratio >= 0.8, then a CPU profile of the server under get-perfiles
//      summarised into bench/request-cost.md (bench/request-cost.ts); `--only costo` runs just it
//  18. load test: BENCH_CARGA_USERS (200) users for BENCH_CARGA_SECONDS (60) at 100,000 people on
//      both dialects (sign-in, then dashboard, employee search, open a record, save a change,
//      BENCH_CARGA_THINK_MS between calls): p95 per call, zero 5xx, zero lost writes, printed
//      (bench/load-test.ts); `--only carga` runs just it
//  19. a PDF beside other users: GET /api/sesion alone and while the demo org chart PDF renders,
//      p50 and worst, printed (bench/pdf-concurrency.ts); `--only pdf` runs just it
//  20. finiquitos: /calcular-finiquito (example A and by id_empleado) against 20 ms and the hoja de
//      cálculo and carta PDFs against 300 ms, p95 while other users are answered, printed
//      (bench/finiquitos.ts); `--only finiquitos` runs just it
//  21. contratos: CON230's 30-day list p95, the daily expiry alert job and the contract PDF p95 at
//      the scale seed's 100,000 people on both dialects, written into RESULTS.md
//      (bench/contratos.ts); `--only contratos` runs just it
//  22. proyectos DNC: POST /importar-brechas-dnc of a project over the scale seed's 100,000 people
//      in one company (seed:scale --companies 1) on both dialects against 10 s, another user's
//      request meanwhile, the import again, the needs' first page and the plan, printed
//      (bench/proyectos-dnc.ts); `--only dnc` runs just it
//  23. cursos: the courses list and a course of 300 participants opened in Chromium on the scale
//      seed's 2,000 courses, both dialects, against 1 s (bench/proyectos-formacion.ts);
//      `--only cursos` runs just it
//  24. formatos DC-3: 500 DC-3s of one course (with the reverse) as one streamed zip on a demo
//      database against 30 s, the server's peak resident memory against 300 MiB, and another
//      user's GET /api/sesion meanwhile against 200 ms, printed (bench/formatos-dc3.ts); `--only dc3`
//      runs just it
//  25. Formación's reports FOR400–FOR600: each report's first page (and its heaviest view) over
//      the scale seed's courses and participations on both dialects, p50/p95 against 1 s, printed
//      (bench/formacion-reportes.ts); `--only formacion-reportes` runs just it
//  26. clima laboral: CLI230's results of a closed project of 20,000 answers on both dialects,
//      the first read (scoring them once) and p50/p95 of four readings against 500 ms, printed
//      (bench/clima.ts), then BENCH_CLIMA_PEOPLE (200) people answering the public questionnaire at
//      once for BENCH_CLIMA_SECONDS (60) on both dialects: throughput, p50/p95/max, zero 5xx and
//      zero lost answers, printed (bench/clima-load.ts); `--only clima` runs both, `--only
//      clima-carga` the load alone
//  27. evaluadores 360: POST /proponer-evaluadores-360 of the scale seed's cycle over 100,000 people
//      in one company (seed:scale --companies 1) on both dialects against 30 s, another user's
//      request meanwhile, printed (bench/evaluacion-360.ts); `--only evaluacion-360` runs just it
//  28. mis evaluaciones: POST /api/mis-evaluaciones of the evaluators with the most evaluations and
//      a median one on that cycle (its 360 evaluators proposed when it has none), back to back, 10
//      users at once and at the kiosk, p50/p95/p99 against 50 ms on both dialects, printed
//      (bench/evaluacion-mis-evaluaciones.ts); `--only mis-evaluaciones` runs just it
//  29. concentrado: POST /get-concentrado-evaluaciones (first, middle and last page) and its payroll
//      xlsx over 100,000 people in one cycle with answers (seed:scale --companies 1 --evaluaciones)
//      on both dialects: page p95 against 1 s, xlsx against 10 s, server peak RSS against 300 MiB,
//      printed (bench/evaluacion-concentrado.ts); `--only concentrado` runs just it
//  30. selección: SEL250's board of the scale seed's 2,000-candidate vacancy in Chromium (its address
//      opened until the board is shown, then the table view, then a column's next cards: longest
//      long task and total blocking time against 200 ms), and SEL400's follow-up report over the
//      year's 1,500 requisitions, p50/p95 against 500 ms, on both dialects, printed
//      (bench/seleccion.ts); `--only seleccion` runs just it
//  31. half a million: on PostgreSQL seeded with 500,000 people (BENCH_ESCALA_PG names one already
//      seeded), employee search, the dashboard, the largest centre's org chart, the heat map and
//      each module's main list against p95 150 ms, and the 500,000-row report against 15 s and
//      300 MiB, printed (bench/half-million.ts); `--only escala` runs just it; not in the full run
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { cpus, tmpdir, totalmem } from "node:os"
import { join } from "node:path"
import { endpoints } from "../domain/api/contract"
import { colaboradoresReport } from "../domain/reporteador/reporteador"
import { signInByKeyboard } from "../tests/e2e/support/app"
import { benchCourses } from "./proyectos-formacion"
import { benchSeleccion } from "./seleccion"
import { benchHalfMillion } from "./half-million"
import { createDatabase, postgresAvailable } from "../tests/api/support/postgres"
import { startServerProcess } from "../tests/support/server-process"
import { startBaseline } from "./baseline-process"
import { measureRoutes } from "./frontend"
import { type LoadRequest, measureLoad, measureSequential, postResult } from "./http-load"
import { peakResidentMiB, residentMiB, sampleWhile } from "./process-memory"
import { benchDashboard } from "./dashboard-scale"
import { benchCompetencyMap } from "./competency-map"
import { benchContratos } from "./contratos"
import { benchDepartmentTree } from "./department-tree"
import { benchDc3 } from "./formatos-dc3"
import { benchDnc } from "./proyectos-dnc"
import { benchFormacionReportes } from "./formacion-reportes"
import { benchClima } from "./clima"
import { benchClimaLoad } from "./clima-load"
import { benchEvaluacion360 } from "./evaluacion-360"
import { benchMisEvaluaciones } from "./evaluacion-mis-evaluaciones"
import { benchConcentrado } from "./evaluacion-concentrado"
import { benchEmployeeImport } from "./employee-import"
import { benchEmployeesList } from "./employees-list"
import { benchFiniquitos } from "./finiquitos"
import { benchLetters } from "./letters"
import { benchLoadTest } from "./load-test"
import { benchOrgChart } from "./org-chart"
import { benchPdfConcurrency } from "./pdf-concurrency"
import { benchMobilePerformance } from "./mobile-performance"
import { benchRecordsList } from "./records-list"
import { benchReport } from "./report-scale"
import { benchRequestCost } from "./request-cost"
import { seedScaleDatabase } from "./scale-db"
import { benchServerStart } from "./server-start"
import { benchRouteDownloads } from "./route-downloads"
import { fixed, median, percentile } from "./stats"

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const employees = Number(process.env.BENCH_EMPLOYEES ?? "100000")
const distDir = process.env.DIST_DIR ?? "dist"
const serverCpu = "0"
// `--only records`: the records list section alone, a few minutes instead of the whole run.
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined

const signIn = async (url: string): Promise<string> => {
  const answer = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(admin),
  })
  if (!answer.ok) throw new Error(`sign-in answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

/** Sequential latency of datos-indicadores: p50 / p95 / p99 over `count` calls after a warm-up. */
const indicatorTimes = async (url: string, token: string, count = 150) => {
  const request = { url: `${url}/api/datos-indicadores`, headers: { authorization: `Bearer ${token}` } }
  await measureSequential(request, 20)
  const times = await measureSequential(request, count)
  return `p50 ${fixed(percentile(times, 50), 1)} ms, p95 ${fixed(percentile(times, 95), 1)} ms, p99 ${fixed(percentile(times, 99), 1)} ms`
}

const reportFigures = async (url: string, token: string, pid: number, runs = 3) => {
  const body = JSON.stringify({ tabla: colaboradoresReport.tabla, tituloReporte: colaboradoresReport.label, columnas: colaboradoresReport.columns.map((c) => c.id) })
  const samples: Array<{ seconds: number; peakMiB: number; bytes: number }> = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    const { result: bytes, peakMiB } = await sampleWhile(pid, async () => {
      const response = await fetch(`${url}/api/reporteador`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body,
      })
      if (!response.ok || response.body === null) throw new Error(`reporteador answered ${response.status}`)
      let size = 0
      for await (const chunk of response.body) size += (chunk as Uint8Array).length
      return size
    })
    samples.push({ seconds: (performance.now() - started) / 1000, peakMiB, bytes })
  }
  return {
    seconds: median(samples.map((s) => s.seconds)),
    peakMiB: median(samples.map((s) => s.peakMiB)),
    kib: median(samples.map((s) => s.bytes)) / 1024,
    hwmMiB: peakResidentMiB(pid),
  }
}

/** Issue 4: saving every option of every module for one profile, the heaviest rights save. */
const moduleAssignmentSave = async (url: string, token: string, runs = 5): Promise<string> => {
  const id_grupo = `BENCH${Date.now() % 100000}`
  await postResult(url, "/guardar-perfil", token, { id_grupo, n_grupo: "Perfil de medición" })
  const modules = await postResult<Array<{ opcion: string }>>(url, "/get-modulos", token, {})
  const options = (
    await Promise.all(modules.map((m) => postResult<Array<{ clave: string }>>(url, "/get-opciones-by-modulo", token, { module: m.opcion })))
  ).flat()
  const data = options.map((o) => ({ clave: o.clave, insertar: "1", editar: "1", borrar: "1", lectura: "1" }))
  const times: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await postResult(url, "/guardar-asignacion-modulos-by-perfil", token, { id_grupo, data })
    times.push(performance.now() - started)
  }
  return `${data.length} options of ${modules.length} modules, median ${fixed(median(times), 1)} ms over ${runs} saves`
}

const compare = async (name: string, ours: LoadRequest, baseline: LoadRequest, options: { connections?: number } = {}) => {
  const a = await measureLoad(ours, { runs: 3, seconds: 3, ...options })
  const b = await measureLoad(baseline, { runs: 3, seconds: 3, ...options })
  console.log(
    `${name}: ours p50 ${a.p50} ms, p99 ${a.p99} ms, ${fixed(a.rps, 0)} req/s (${a.errors} errors) | baseline p50 ${b.p50} ms, p99 ${b.p99} ms, ${fixed(b.rps, 0)} req/s | ratio ${fixed(a.rps / b.rps, 2)} (target >= 0.8)`,
  )
}

const main = async (): Promise<void> => {
  const started = Date.now()
  // The API-only sections need no SPA build: their servers start with SPA_BUILD=skip.
  if (only === "costo" || only === "carga" || only === "pdf" || only === "finiquitos" || only === "contratos" || only === "dnc" || only === "dc3" || only === "formacion-reportes" || only === "clima" || only === "clima-carga" || only === "evaluacion-360" || only === "mis-evaluaciones" || only === "concentrado") {
    console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, ${fixed(totalmem() / 2 ** 30, 0)} GiB, node ${process.version}; server pinned to CPU ${serverCpu}`)
    if (only === "costo") await benchRequestCost({ distDir, serverCpu })
    else if (only === "pdf") await benchPdfConcurrency({ distDir, serverCpu })
    else if (only === "finiquitos") await benchFiniquitos({ distDir, serverCpu })
    else if (only === "contratos") await benchContratos({ distDir, serverCpu })
    else if (only === "dnc") await benchDnc({ distDir, serverCpu })
    else if (only === "dc3") await benchDc3({ distDir, serverCpu })
    else if (only === "formacion-reportes") await benchFormacionReportes({ distDir, serverCpu })
    else if (only === "clima") {
      await benchClima({ distDir, serverCpu })
      await benchClimaLoad({ distDir, serverCpu })
    } else if (only === "clima-carga") await benchClimaLoad({ distDir, serverCpu })
    else if (only === "evaluacion-360") await benchEvaluacion360({ distDir, serverCpu })
    else if (only === "mis-evaluaciones") await benchMisEvaluaciones({ distDir, serverCpu })
    else if (only === "concentrado") await benchConcentrado({ distDir, serverCpu })
    else await benchLoadTest({ distDir, serverCpu })
    console.log(`bench done in ${fixed((Date.now() - started) / 1000, 0)} s`)
    return
  }
  // Without DIST_DIR the bench measures the current source, so it builds it (a few seconds): a
  // dist/ left from an older checkout would lack the pages the browser steps open.
  if (process.env.DIST_DIR === undefined || !existsSync(join(distDir, "index.html"))) {
    const build = spawnSync("npx", ["vite", "build", "--outDir", distDir, "--emptyOutDir"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } })
    if (build.status !== 0) process.exit(1)
  }
  console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? "?"}, ${fixed(totalmem() / 2 ** 30, 0)} GiB, node ${process.version}; server pinned to CPU ${serverCpu}`)
  // Issue 17's sections that run alone.
  if (only === "servidor" || only === "descargas" || only === "reporte" || only === "movil" || only === "cursos" || only === "seleccion" || only === "escala") {
    if (only === "servidor") await benchServerStart({ distDir, serverCpu })
    else if (only === "cursos") await benchCourses({ distDir, serverCpu })
    else if (only === "seleccion") await benchSeleccion({ distDir, serverCpu })
    else if (only === "escala") await benchHalfMillion({ distDir, serverCpu })
    else if (only === "reporte") await benchReport({ distDir, serverCpu })
    else if (only === "movil") await benchMobilePerformance({ distDir })
    else await benchRouteDownloads({ distDir })
    console.log(`bench done in ${fixed((Date.now() - started) / 1000, 0)} s`)
    return
  }
  if (only !== undefined) {
    if (only !== "records" && only !== "tree" && only !== "organigrama" && only !== "empleados" && only !== "importacion" && only !== "tablero" && only !== "competencias" && only !== "cartas") {
      throw new Error(
        `--only ${only}: the sections that run alone are "records", "tree", "organigrama", "empleados", "importacion", "tablero", "competencias", "cartas", "servidor", "descargas", "reporte", "movil", "costo", "carga", "pdf", "finiquitos", "contratos", "dnc", "cursos", "dc3", "formacion-reportes", "clima", "clima-carga", "evaluacion-360", "mis-evaluaciones", "concentrado", "seleccion" and "escala"`,
      )
    }
    if (only === "records") await benchRecordsList({ distDir, serverCpu })
    else if (only === "tree") await benchDepartmentTree({ distDir, serverCpu })
    else if (only === "empleados") await benchEmployeesList({ distDir, serverCpu })
    else if (only === "importacion") await benchEmployeeImport({ distDir, serverCpu })
    else if (only === "competencias") await benchCompetencyMap({ distDir, serverCpu })
    else if (only === "tablero") await benchDashboard({ distDir, serverCpu })
    else if (only === "cartas") await benchLetters({ distDir, serverCpu })
    else await benchOrgChart({ distDir, serverCpu })
    console.log(`bench done in ${fixed((Date.now() - started) / 1000, 0)} s`)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-"))
  try {
    const scaleFile = join(dir, "scale.db")
    const seedSeconds = seedScaleDatabase(`sqlite:${scaleFile}`, employees)
    console.log(`seed:scale (SQLite, ${employees} employees): ${fixed(seedSeconds, 1)} s (target < 120 s)`)

    // --- the production server's start and memory at rest on that file
    await benchServerStart({ distDir, serverCpu, scaleFile })

    // --- demo data (1,000 employees)
    const demo = await startServerProcess({ DIST_DIR: distDir }, { cpus: serverCpu })
    try {
      const loginBody = JSON.stringify(admin)
      const loginTimes = await measureSequential(
        { url: `${demo.url}/api/login`, method: "POST", headers: { "content-type": "application/json" }, body: loginBody },
        15,
      )
      console.log(`login (sequential, argon2id): p50 ${fixed(median(loginTimes), 1)} ms over ${loginTimes.length} sign-ins`)
      const token = await signIn(demo.url)
      console.log(`datos-indicadores at 1,000 employees (SQLite, sequential): ${await indicatorTimes(demo.url, token)}`)
      const load = await measureLoad({ url: `${demo.url}/api/datos-indicadores`, headers: { authorization: `Bearer ${token}` } }, { runs: 3, seconds: 3 })
      console.log(`datos-indicadores at 1,000 (8 connections): p50 ${load.p50} ms, p99 ${load.p99} ms, ${fixed(load.rps, 0)} req/s (target p99 < 20 ms)`)
      console.log(`module-assignment save: ${await moduleAssignmentSave(demo.url, token)}`)
      const routes = await measureRoutes(demo.url, (page) => signInByKeyboard(page, demo.url, admin))
      for (const r of routes) {
        const budget = r.route === "/login" ? 150 : 250
        console.log(`route ${r.route}: ${r.scripts} scripts, ${fixed(r.gzipKiB, 1)} KiB gzipped JS (budget ${budget} KiB), LCP ${fixed(r.lcpMs, 0)} ms`)
      }
    } finally {
      await demo.stop()
    }

    // --- what a browser downloads, every route of the catalogue (demo data)
    await benchRouteDownloads({ distDir })
    await benchMobilePerformance({ distDir })

    // --- scale data
    const server = await startServerProcess({ DIST_DIR: distDir }, { cpus: serverCpu, databaseUrl: `sqlite:${scaleFile}` })
    const baseline = await startBaseline(scaleFile, serverCpu)
    try {
      const pid = server.process.pid ?? 0
      const token = await signIn(server.url)
      console.log(`server resident memory at rest (SQLite, ${employees} employees): ${fixed(residentMiB(pid), 0)} MiB`)
      console.log(`datos-indicadores at ${employees} employees (SQLite, sequential): ${await indicatorTimes(server.url, token)} (target p95 < 50 ms)`)
      const report = await reportFigures(server.url, token, pid)
      console.log(
        `report of every employee, 8 columns (SQLite): ${fixed(report.seconds, 2)} s, ${fixed(report.kib, 0)} KiB, server peak RSS during it ${fixed(report.peakMiB, 0)} MiB, VmHWM ${fixed(report.hwmMiB, 0)} MiB (targets < 5 s, < 256 MiB)`,
      )

      const auth = { authorization: `Bearer ${token}` }
      const json = { "content-type": "application/json" }
      const loginBody = JSON.stringify(admin)
      await compare(
        "login",
        { url: `${server.url}/api/login`, method: "POST", headers: json, body: loginBody },
        { url: `${baseline.url}/api/login`, method: "POST", headers: json, body: loginBody },
        { connections: 2 },
      )
      await compare("datos-indicadores (100k)", { url: `${server.url}/api/datos-indicadores`, headers: auth }, { url: `${baseline.url}/api/datos-indicadores`, headers: auth })
      for (const [name, path] of [["getPerfiles", "/get-perfiles"], ["getUsuarios", "/get-usuarios"]] as const) {
        if (!(name in endpoints)) {
          console.log(`${path}: skipped, the endpoint is not in the contract yet`)
          continue
        }
        const post = { method: "POST" as const, headers: { ...auth, ...json }, body: "{}" }
        await compare(path.slice(1), { url: `${server.url}/api${path}`, ...post }, { url: `${baseline.url}/api${path}`, ...post })
      }
    } finally {
      await baseline.stop()
      await server.stop()
    }

    // --- PostgreSQL
    if (await postgresAvailable()) {
      const database = await createDatabase()
      try {
        const pgSeconds = seedScaleDatabase(database.url, employees)
        console.log(`seed:scale (PostgreSQL, ${employees} employees): ${fixed(pgSeconds, 1)} s`)
        const pg = await startServerProcess({ DIST_DIR: distDir }, { cpus: serverCpu, databaseUrl: database.url })
        try {
          const token = await signIn(pg.url)
          console.log(`datos-indicadores at ${employees} employees (PostgreSQL, sequential): ${await indicatorTimes(pg.url, token)} (target p95 < 50 ms)`)
          const report = await reportFigures(pg.url, token, pg.process.pid ?? 0, 1)
          console.log(`report of every employee, 8 columns (PostgreSQL): ${fixed(report.seconds, 2)} s, server peak RSS ${fixed(report.peakMiB, 0)} MiB`)
        } finally {
          await pg.stop()
        }
      } finally {
        await database.drop()
      }
    } else {
      console.log("PostgreSQL: skipped, no server answers")
    }

    // --- records platform: paged list at 100,000 rows (both dialects, its own databases)
    await benchRecordsList({ distDir, serverCpu })

    // --- department tree: 3,000 departments of the scale seed (both dialects, its own databases)
    await benchDepartmentTree({ distDir, serverCpu })

    // --- org chart: the scale seed's 5,000-position centre (both dialects, its own databases)
    await benchOrgChart({ distDir, serverCpu })

    // --- employees list: GET /empleados with buscar at 100,000 people (both dialects, its own databases)
    await benchEmployeesList({ distDir, serverCpu })

    // --- employee import: 10,000 rows (both dialects, its own demo databases)
    await benchEmployeeImport({ distDir, serverCpu })

    // --- dashboard: datos-indicadores at 100,000 people (both dialects, its own databases)
    await benchDashboard({ distDir, serverCpu })

    // --- competency map: /mapa-competencias at 100,000 people (both dialects, its own databases)
    await benchCompetencyMap({ distDir, serverCpu })

    // --- contratos: CON230, the expiry alert job and the contract PDF at 100,000 (both dialects)
    await benchContratos({ distDir, serverCpu })

    // --- proyectos DNC: the import of 100,000 people's gaps (both dialects, their own one-company databases)
    await benchDnc({ distDir, serverCpu })
    await benchDc3({ distDir, serverCpu })

    // --- courses: the list and a course of 300 participants in Chromium (both dialects, their own databases)
    await benchCourses({ distDir, serverCpu })

    // --- selección: the 2,000-candidate board in Chromium and SEL400 over a year (both dialects, their own databases)
    await benchSeleccion({ distDir, serverCpu })

    // --- Formación's reports: FOR400–FOR600 at the scale seed's size (both dialects, their own databases)
    await benchFormacionReportes({ distDir, serverCpu })

    // --- clima laboral: CLI230's results of 20,000 answers (both dialects, their own demo databases)
    await benchClima({ distDir, serverCpu })
    await benchClimaLoad({ distDir, serverCpu })

    // --- evaluación 360: the evaluators of 100,000 people proposed (both dialects, their own one-company databases)
    await benchEvaluacion360({ distDir, serverCpu })
    await benchMisEvaluaciones({ distDir, serverCpu })
    await benchConcentrado({ distDir, serverCpu })

    // --- letters: a 2-page constancia laboral printed on the demo database
    await benchLetters({ distDir, serverCpu })
    await benchPdfConcurrency({ distDir, serverCpu })
    await benchFiniquitos({ distDir, serverCpu })

    // --- request cost: small reads against the baseline and the CPU profile (the scale file)
    await benchRequestCost({ distDir, serverCpu, scaleFile })

    // --- load test: 200 users for 60 s on both dialects (its own databases: it writes)
    await benchLoadTest({ distDir, serverCpu })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(`bench done in ${fixed((Date.now() - started) / 1000, 0)} s`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
