import { loadavg } from "node:os"
import { type RunningServer, startServerProcess } from "../tests/support/server-process"
import { fixed, median, percentile } from "./stats"

// What a PDF costs everybody else: the real server, pinned to one core as every section
// is, on a new demo database. A small request (GET /api/sesion) is timed alone, then back to back
// while the org chart PDF of the demo's first company is laid out, BENCH_PDF_ROUNDS times (5).
// Printed: the small request's p50 and worst time in both cases, and the PDF's own time. With the
// layout on the main thread a small request waited for the whole layout; on a worker thread it
// only shares the core. BENCH_PDF_SCRIPT runs another bundle (an older checkout's
// dist-server/start.mjs) for a before/after. `--only pdf` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const rounds = Number(process.env.BENCH_PDF_ROUNDS ?? "5")
const aloneCount = 50

const timed = async (run: () => Promise<Response>): Promise<number> => {
  const started = performance.now()
  const answer = await run()
  await answer.arrayBuffer()
  if (!answer.ok) throw new Error(`answered ${answer.status}`)
  return performance.now() - started
}

const measure = async (server: RunningServer) => {
  const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
  const token = ((await login.json()) as { token: string }).token
  const small = () => fetch(`${server.url}/api/sesion`, { headers: { authorization: `Bearer ${token}` } })
  const pdf = () =>
    fetch(`${server.url}/api/organigrama-pdf`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ id_empresa: 1 }),
    })
  // Warm-up: the first PDF loads pdfmake (and starts a worker, where there is one).
  await timed(pdf)
  for (let i = 0; i < 5; i++) await timed(small)
  const alone: Array<number> = []
  for (let i = 0; i < aloneCount; i++) alone.push(await timed(small))
  const during: Array<number> = []
  const pdfTimes: Array<number> = []
  for (let round = 0; round < rounds; round++) {
    let done = false
    const rendering = timed(pdf).then((ms) => {
      done = true
      pdfTimes.push(ms)
    })
    // Small requests one after another for as long as the PDF is being made.
    while (!done) during.push(await timed(small))
    await rendering
  }
  return { alone, during, pdfTimes }
}

export const benchPdfConcurrency = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  console.log(`pdf: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const script = process.env.BENCH_PDF_SCRIPT
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { cpus: options.serverCpu, ...(script === undefined ? {} : { script }) })
  try {
    const { alone, during, pdfTimes } = await measure(server)
    console.log(
      `pdf: ${script === undefined ? "this checkout" : script}: GET /api/sesion alone p50 ${fixed(median(alone), 1)} / max ${fixed(Math.max(...alone), 1)} ms; ` +
        `while the demo org chart PDF renders p50 ${fixed(median(during), 1)} / p95 ${fixed(percentile(during, 95), 1)} / max ${fixed(Math.max(...during), 1)} ms ` +
        `(${during.length} requests in ${rounds} renders); the PDF itself p50 ${fixed(median(pdfTimes), 0)} ms`,
    )
  } finally {
    await server.stop()
  }
}
