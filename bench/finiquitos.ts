import { loadavg } from "node:os"
import { startServerProcess } from "../tests/support/server-process"
import { type LoadRequest, measureSequential, postResult } from "./http-load"
import { offServerCore } from "./client-affinity"
import { startOtherUsers } from "./other-users"
import { fixed, percentile } from "./stats"

// Finiquitos (the targets: /calcular-finiquito p95 under 20 ms; the "Hoja de cálculo de
// finiquito" and the carta PDFs p95 under 300 ms, on a server that is answering other users
// meanwhile). The real server, pinned to one core, on a new demo database:
// BENCH_FINIQUITOS_USERS (4) other users ask GET /api/sesion and the FIN100 list,
// BENCH_FINIQUITOS_THINK_MS (100) apart as people using the pages would, for the whole
// measurement (bench/other-users.ts), while one caller times, one request at a time after a warm-up: the preview of
// worked example A (explicit inputs), the preview of a demo person by id_empleado (their record,
// vacation balance and loans read), the calculation sheet of a demo finiquito calculated for the
// purpose, and the demo's issued carta finiquito (FIN200). BENCH_FINIQUITOS_REQUESTS (200) sets
// the count. Printed; `--only finiquitos` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const requests = Number(process.env.BENCH_FINIQUITOS_REQUESTS ?? "200")
const users = Number(process.env.BENCH_FINIQUITOS_USERS ?? "4")
const thinkMs = Number(process.env.BENCH_FINIQUITOS_THINK_MS ?? "100")
const warmUp = 5

const exampleA = {
  causa: "RENUNCIA",
  f_ingreso: "2022-03-16",
  f_baja: "2026-06-30",
  f_pagado_hasta: "2026-06-15",
  salario_diario: 500,
  sdi: 527.4,
  zona: "GEN",
  dias_aguinaldo: 15,
  dias_aguinaldo_anticipados: 0,
  pct_prima_vacacional: 25,
  vac_pendientes: 8,
}

const report = (what: string, times: ReadonlyArray<number>, target: number) => {
  const p95 = percentile(times, 95)
  console.log(
    `finiquitos: ${what}: p50 ${fixed(percentile(times, 50), 1)} / p95 ${fixed(p95, 1)} ms over ${times.length} requests ` +
      `(target < ${target} ms: ${p95 < target ? "met" : `missed by ${fixed(p95 - target, 1)} ms`})`,
  )
}

export const benchFiniquitos = (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> =>
  offServerCore(options.serverCpu, () => measureFiniquitos(options))

const measureFiniquitos = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  console.log(`finiquitos: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { cpus: options.serverCpu })
  try {
    const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
    const token = ((await login.json()) as { token: string }).token
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    // A demo Borrador, calculated so that its sheet prints; the person it settles for the preview by id.
    const list = await (await fetch(`${server.url}/api/finiquitos?estado=Borrador`, { headers })).json()
    const draft = (list as { result: { registros: ReadonlyArray<{ id_finiquito: number; id_empleado: number }> } }).result.registros[0]
    if (draft === undefined) throw new Error("the demo has no finiquito in Borrador")
    await postResult(server.url, `/finiquitos/${draft.id_finiquito}/calcular`, token, {})

    const explicit: LoadRequest = { url: `${server.url}/api/calcular-finiquito`, method: "POST", headers, body: JSON.stringify(exampleA) }
    const byPerson: LoadRequest = { url: `${server.url}/api/calcular-finiquito`, method: "POST", headers, body: JSON.stringify({ id_empleado: draft.id_empleado }) }
    const sheet: LoadRequest = { url: `${server.url}/api/finiquitos/${draft.id_finiquito}/hoja-calculo`, headers }
    // The demo's issued recibo finiquito (FIN200): its frozen text, breakdown and neto in words.
    const letters = await (await fetch(`${server.url}/api/cartas-finiquito?estado=Emitida`, { headers })).json()
    const letter = (letters as { result: { registros: ReadonlyArray<{ id_carta: number }> } }).result.registros[0]
    if (letter === undefined) throw new Error("the demo has no issued carta finiquito")
    const carta: LoadRequest = { url: `${server.url}/api/cartas-finiquito/${letter.id_carta}/carta`, headers }
    for (const r of [explicit, byPerson, sheet, carta]) await measureSequential(r, warmUp)

    const others = startOtherUsers({ url: server.url, token, paths: ["/api/sesion", "/api/finiquitos?pagina=1"], users, thinkMs })
    const explicitTimes = await measureSequential(explicit, requests)
    const personTimes = await measureSequential(byPerson, requests)
    const sheetTimes = await measureSequential(sheet, requests)
    const cartaTimes = await measureSequential(carta, requests)
    const answered = await others.stop()
    console.log(`finiquitos: ${users} other users answered ${answered} requests meanwhile (SQLite demo database)`)
    report("POST /calcular-finiquito, worked example A", explicitTimes, 20)
    report("POST /calcular-finiquito by id_empleado", personTimes, 20)
    report("GET hoja de cálculo de finiquito (PDF)", sheetTimes, 300)
    report("GET carta finiquito, recibo emitido (PDF)", cartaTimes, 300)
  } finally {
    await server.stop()
  }
}
