import { mkdtempSync, rmSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { seedDemoInto } from "../tests/support/demo-template"
import { startServerProcess } from "../tests/support/server-process"
import { zipEntries } from "../server/exports/zip-reader"
import { peakResidentMiB, residentMiB, sampleWhile } from "./process-memory"
import { fixed, percentile } from "./stats"

// Formatos DC-3 (FOR250: "500 DC-3s of one course as one zip in under 30 s, the server under
// 300 MiB, other users' small requests within 200 ms"). The real server, pinned to one core, on a
// new demo database seeded beforehand by this process (a server's first start seeds the demo
// itself, and that seed's garbage, 290 MiB at its peak, would be measured as the zip's): a concluded course of the demo's first company is given 500 passed
// participants (written straight into the SQLite file: a course takes 300 through its form), then
// POST /api/print-dc3 issues and downloads their 500 DC-3s with the reverse page as one zip,
// timed from request to the zip's last byte; its entries are counted. Meanwhile another user's
// small request (GET /api/sesion) is timed back to back, and the server's resident memory is
// sampled (its peak since it started, VmHWM, too); the other requests are told apart by whether
// they started before the zip's headers (the handler's reads, checks and write) or while it
// streamed (the PDFs laid out on the workers). Printed; `--only dc3` runs just this section.

const admin = { email: "admin@demo.mx", password: "Demo.Admin-2026" }
const people = Number(process.env.BENCH_DC3_PEOPLE ?? "500")
const targets = { seconds: 30, mib: 300, otherMs: 200 }

/** A concluded course with `n` passed participants, copied from the demo's concluded course. */
const courseWithPassed = (file: string, n: number): { readonly id: number; readonly ids: ReadonlyArray<number> } => {
  const db = new Database(file)
  try {
    db.pragma("busy_timeout = 10000")
    const source = db.prepare("SELECT id_proyecto, id_empresa FROM proyectos_formacion WHERE estado = 'Concluido' ORDER BY id_proyecto LIMIT 1").get() as { id_proyecto: number; id_empresa: number }
    db.prepare(`INSERT INTO proyectos_formacion (n_curso, id_empresa, id_centro_trabajo, tipo, id_agente, id_instructor, id_modalidad, id_tipo_curso,
        area_tematica, objetivo_153f, f_inicio, f_fin, duracion_horas, cupo, calificacion_minima, costo_estimado, estado, id_usuario_alta, f_alta)
      SELECT 'Seguridad industrial (medición DC-3)', id_empresa, id_centro_trabajo, tipo, id_agente, id_instructor, id_modalidad, id_tipo_curso,
        area_tematica, objetivo_153f, f_inicio, f_fin, duracion_horas, ${n}, calificacion_minima, costo_estimado, 'Concluido', id_usuario_alta, f_alta
      FROM proyectos_formacion WHERE id_proyecto = ?`).run(source.id_proyecto)
    const id = (db.prepare("SELECT MAX(id_proyecto) AS id FROM proyectos_formacion").get() as { id: number }).id
    db.prepare(`INSERT INTO proyectos_formacion_sesiones (id_proyecto, orden, fecha, hora_inicio, hora_fin, id_sede)
      SELECT ?, orden, fecha, hora_inicio, hora_fin, id_sede FROM proyectos_formacion_sesiones WHERE id_proyecto = ?`).run(id, source.id_proyecto)
    const chosen = (
      db
        .prepare(`SELECT e.id_empleado FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
          WHERE e.activo = '1' AND p.id_ocupacion_cno IS NOT NULL AND e.curp IS NOT NULL ORDER BY e.id_empleado LIMIT ?`)
        .all(n) as Array<{ id_empleado: number }>
    ).map((r) => r.id_empleado)
    const insert = db.prepare("INSERT INTO proyectos_formacion_participantes (id_proyecto, orden, id_empleado, estado, calificacion) VALUES (?, ?, ?, 'Aprobado', 90)")
    for (const [i, person] of chosen.entries()) insert.run(id, i + 1, person)
    return { id, ids: chosen }
  } finally {
    db.close()
  }
}

export const benchDc3 = async (options: { readonly distDir: string; readonly serverCpu: string }): Promise<void> => {
  console.log(`DC-3: load average ${loadavg().map((n) => fixed(n, 2)).join(", ")} (1, 5, 15 min)`)
  const dir = mkdtempSync(join(tmpdir(), "ch-bench-dc3-"))
  const databaseUrl = `sqlite:${join(dir, "demo.db")}`
  await seedDemoInto(databaseUrl)
  const server = await startServerProcess({ DIST_DIR: options.distDir, SPA_BUILD: "skip" }, { databaseUrl, cpus: options.serverCpu, timeoutMs: 300_000 })
  try {
    const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(admin) })
    const token = ((await login.json()) as { token: string }).token
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" }
    const course = courseWithPassed(join(dir, "demo.db"), people)
    const pid = server.process.pid ?? 0
    const before = { now: residentMiB(pid), peak: peakResidentMiB(pid) }

    let running = true
    const others: Array<number> = []
    /** When each other request started, to tell the issue (before the zip's headers) from the streaming. */
    const otherStarts: Array<number> = []
    const other = (async () => {
      while (running) {
        const started = performance.now()
        const answer = await fetch(`${server.url}/api/sesion`, { headers }).catch(() => null)
        if (answer === null) return
        await answer.arrayBuffer()
        others.push(performance.now() - started)
        otherStarts.push(started)
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const started = performance.now()
    let headersAt = Number.POSITIVE_INFINITY
    const { result: zip, peakMiB } = await sampleWhile(pid, async () => {
      try {
        const answer = await fetch(`${server.url}/api/print-dc3`, {
          method: "POST",
          headers,
          body: JSON.stringify({ id_proyecto: course.id, conexion: "default", colaboradores: course.ids, reverse: "1", vista: "0" }),
        })
        headersAt = performance.now()
        if (!answer.ok) throw new Error(`print-dc3 answered ${answer.status}: ${(await answer.text()).slice(0, 500)}`)
        return Buffer.from(await answer.arrayBuffer())
      } finally {
        running = false
      }
    })
    const ms = performance.now() - started
    await other
    const entries = zipEntries(zip).size
    const peak = Math.max(peakMiB, peakResidentMiB(pid))
    const worst = Math.max(0, ...others)
    const verdict = (met: boolean) => (met ? "met" : "missed")
    console.log(
      `DC-3 zip: ${entries} DC-3s of ${course.ids.length} asked (with the reverse), ${fixed(zip.length / 2 ** 20, 1)} MiB, in ${fixed(ms / 1000, 2)} s (target < ${targets.seconds} s: ${verdict(ms < targets.seconds * 1000)})`,
    )
    console.log(
      `DC-3 zip: server resident memory peak ${fixed(peak, 0)} MiB (before the zip ${fixed(before.now, 0)} MiB, its peak since it started ${fixed(before.peak, 0)} MiB; target < ${targets.mib} MiB: ${verdict(peak < targets.mib)})`,
    )
    console.log(
      `DC-3 zip: GET /api/sesion meanwhile: ${others.length} answered, p50 ${fixed(percentile(others, 50), 0)} ms, p95 ${fixed(percentile(others, 95), 0)} ms, worst ${fixed(worst, 0)} ms (target within ${targets.otherMs} ms: ${verdict(worst <= targets.otherMs)})`,
    )
    const issuing = others.filter((_, i) => (otherStarts[i] ?? 0) < headersAt)
    const streaming = others.filter((_, i) => (otherStarts[i] ?? 0) >= headersAt)
    console.log(
      `DC-3 zip: the issue (request to the zip's headers, ${fixed((headersAt - started) / 1000, 2)} s): ${issuing.length} answered, worst ${fixed(Math.max(0, ...issuing), 0)} ms; ` +
        `the streaming: ${streaming.length} answered, p95 ${fixed(percentile(streaming, 95), 0)} ms, worst ${fixed(Math.max(0, ...streaming), 0)} ms`,
    )
  } catch (error) {
    console.log(`DC-3 zip failed; the server said:\n${server.output().slice(-4000)}`)
    throw error
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}
