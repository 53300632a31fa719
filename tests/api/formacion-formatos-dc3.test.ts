import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { dc3ApiMessages } from "../../domain/formacion/formatos-dc3-api"
import { dc3Messages, dc3Name } from "../../domain/formacion/formatos-dc3-rules"
import { courseRecordMessages } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { curpCheckDigit, curpMessages } from "../../domain/rules/curp"
import { inflateSmallEntry, zipEntries } from "../../server/exports/zip-reader"
import { type Answer, asError, call, demo, signIn } from "./support/http"
import { checksums, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"

// Formatos DC-3 (FOR250) on both dialects: the demo's DC-3s listed with their state; a preview
// (no folio, nothing stored), one DC-3 issued and a zip of many, every PDF read back (name, CURP,
// course, hours, area, agent, folio; the reverse's catalogues); each refusal with its message and
// nothing saved (an old CURP, a puesto without occupation, an agent without registration, someone
// not passed, a course not concluded); the delivery with its acknowledgement; Cerrar refused while
// a passed participant has no DC-3; the catalogues and the DC-4.

type Row = Record<string, unknown>

const textOf = async (bytes: Uint8Array): Promise<string> => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ")

describe.each(dialects)("Formatos DC-3 on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  const post = (path: string, body: unknown) => call(t.url, `/api${path}`, { token: admin, body })
  const rows = <A extends Row>(query: string) => sqlOf(t.server, (sql) => sql.unsafe<A>(query))
  const exec = (query: string) => sqlOf(t.server, (sql) => sql.unsafe(query))
  const fetchFile = async (path: string, body: unknown) => {
    const answer = await fetch(`${t.url}/api${path}`, { method: "POST", headers: { authorization: `Bearer ${admin}`, "content-type": "application/json" }, body: JSON.stringify(body) })
    return { status: answer.status, type: answer.headers.get("content-type"), disposition: answer.headers.get("content-disposition") ?? "", bytes: new Uint8Array(await answer.arrayBuffer()) }
  }
  /** The answer to `act`, which must be refused with `status` and change no table. */
  const refusedUnchanged = async (status: number, act: () => Promise<Answer>): Promise<Answer> => {
    const before = await checksums(t.server, ["auditoria"])
    const answer = await act()
    expect(answer.status, JSON.stringify(answer.body)).toBe(status)
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)
    return answer
  }
  const printed = (id_proyecto: number, colaboradores: ReadonlyArray<number>, vista = "0", reverse = "0") =>
    fetchFile("/print-dc3", { id_proyecto, conexion: "default", colaboradores, reverse, vista })

  let concluded = 0
  let closed = 0
  /** What a DC-3 of `id` in `course` must print. */
  const expected = async (course: number, id: number) => {
    const [p] = await rows<Row>(`SELECT e.nombre, e.apellido_paterno, e.apellido_materno, e.curp, t.n_curso, t.duracion_horas, t.area_tematica, ag.n_agente, d.folio_dc3
      FROM empleados e JOIN proyectos_formacion t ON t.id_proyecto = ${course}
      LEFT JOIN instructores ins ON ins.id_instructor = t.id_instructor
      LEFT JOIN agentes_capacitadores ag ON ag.id_agente = COALESCE(t.id_agente, ins.id_agente)
      LEFT JOIN constancias_dc3 d ON d.id_proyecto = t.id_proyecto AND d.id_empleado = e.id_empleado
      WHERE e.id_empleado = ${id}`)
    if (p === undefined) throw new Error(`no person ${id}`)
    return {
      name: dc3Name({ nombre: String(p.nombre), apellido_paterno: String(p.apellido_paterno), apellido_materno: p.apellido_materno === null ? null : String(p.apellido_materno) }),
      curp: String(p.curp),
      curso: String(p.n_curso),
      horas: `${Number(p.duracion_horas)} horas`,
      area: String(p.area_tematica),
      agente: String(p.n_agente),
      folio: p.folio_dc3 === null ? null : String(p.folio_dc3),
    }
  }
  const expectPrinted = (text: string, e: Awaited<ReturnType<typeof expected>>) => {
    for (const part of [e.name, e.curp, e.curso, e.horas, e.area, e.agente]) expect(text, part).toContain(part)
    if (e.folio !== null) expect(text).toContain(e.folio)
  }
  const sheet = async (id_proyecto: number) => {
    const answer = await post("/get-constancias-dc3", { id_proyecto })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return (answer.body as { result: { filas: ReadonlyArray<Row & { id_empleado: number; problemas: ReadonlyArray<string> }> } }).result
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    const courses = await rows<{ id_proyecto: number; estado: string }>("SELECT id_proyecto, estado FROM proyectos_formacion WHERE estado IN ('Concluido', 'Cerrado') ORDER BY id_proyecto")
    concluded = Number(courses.find((c) => c.estado === "Concluido")?.id_proyecto)
    closed = Number(courses.find((c) => c.estado === "Cerrado")?.id_proyecto)
  })

  it("lists the concluded and closed courses and the demo's DC-3s with their state", async () => {
    const list = await post("/get-cursos-dc3", {})
    expect(list.status).toBe(200)
    const ids = (list.body as { result: ReadonlyArray<Row> }).result.map((c) => Number(c.id_proyecto))
    expect(ids).toContain(concluded)
    expect(ids).toContain(closed)
    const closedSheet = await sheet(closed)
    expect(closedSheet.filas.length).toBeGreaterThan(0)
    expect(closedSheet.filas.every((f) => typeof f.folio_dc3 === "string")).toBe(true)
    expect(closedSheet.filas.filter((f) => f.f_entrega !== null)).toHaveLength(2)
    // The one not handed over is long past its limit.
    expect(closedSheet.filas.some((f) => f.vencida === true)).toBe(true)
    const concludedSheet = await sheet(concluded)
    expect(concludedSheet.filas.filter((f) => f.folio_dc3 !== null)).toHaveLength(2)
    expect(concludedSheet.filas.every((f) => f.problemas.length === 0)).toBe(true)
  })

  it("previews a DC-3 without folio and stores nothing; issues one with its folio and prints it", async () => {
    const pending = (await sheet(concluded)).filas.find((f) => f.folio_dc3 === null)
    if (pending === undefined) throw new Error("the demo's concluded course has no DC-3 to issue")
    const before = await checksums(t.server, ["auditoria"])
    const preview = await printed(concluded, [pending.id_empleado], "1")
    expect(preview.status).toBe(200)
    expect(preview.type).toBe("application/pdf")
    expect(preview.disposition).toContain("inline")
    const previewText = await textOf(preview.bytes)
    expectPrinted(previewText, await expected(concluded, pending.id_empleado))
    expect(previewText).toContain("VISTA PREVIA")
    expect(await checksums(t.server, ["auditoria"])).toEqual(before)

    const issued = await printed(concluded, [pending.id_empleado])
    expect(issued.status).toBe(200)
    expect(issued.type).toBe("application/pdf")
    expect(issued.disposition).toContain("attachment")
    const e = await expected(concluded, pending.id_empleado)
    expect(e.folio).toMatch(/^DC3-\d+-\d{4}-\d{5}$/)
    expectPrinted(await textOf(issued.bytes), e)
    const after = (await sheet(concluded)).filas.find((f) => f.id_empleado === pending.id_empleado)
    expect(after?.folio_dc3).toBe(e.folio)
    // Printed again, the same folio.
    const again = await printed(concluded, [pending.id_empleado], "0", "1")
    const againText = await textOf(again.bytes)
    expect(againText).toContain(e.folio ?? "")
    expect(againText).toContain("CATÁLOGO NACIONAL DE OCUPACIONES")
    expect(againText).toContain("9000 Participación social")
    expect(againText).toContain("11.3 Difusión cultural")
  })

  it("refuses a person whose record fails the checks, listing every problem, and issues nothing", async () => {
    const [course] = await rows<{ id_agente: string | null }>(`SELECT id_agente FROM proyectos_formacion WHERE id_proyecto = ${concluded}`)
    const pending = (await sheet(concluded)).filas.filter((f) => f.folio_dc3 === null)
    const other = pending[0]?.id_empleado ?? 0
    const [otherStored] = await rows<{ curp: string }>(`SELECT curp FROM empleados WHERE id_empleado = ${other}`)
    const old = `${String(otherStored?.curp).slice(0, 17)}${(Number(String(otherStored?.curp).slice(17)) + 1) % 10}`
    await exec(`UPDATE empleados SET curp = '${old}' WHERE id_empleado = ${other}`)
    const answer = await refusedUnchanged(422, () => post("/print-dc3", { id_proyecto: concluded, colaboradores: [other], reverse: "0", vista: "0" }))
    expect(asError(answer).message).toBe(dc3ApiMessages.rechazo(1))
    expect(asError(answer).detalles).toEqual([expect.stringContaining(dc3Messages.curpInvalido(curpMessages.digito))])
    // The list says so too, and a preview is refused alike.
    expect((await sheet(concluded)).filas.find((f) => f.id_empleado === other)?.problemas).toEqual([dc3Messages.curpInvalido(curpMessages.digito)])
    await refusedUnchanged(422, () => post("/print-dc3", { id_proyecto: concluded, colaboradores: [other], reverse: "0", vista: "1" }))
    // An external agent without its STPS registration adds its problem to each person's.
    const [agent] = await rows<{ registro_stps: string }>(`SELECT registro_stps FROM agentes_capacitadores WHERE id_agente = '${course?.id_agente}'`)
    await exec(`UPDATE agentes_capacitadores SET registro_stps = '' WHERE id_agente = '${course?.id_agente}'`)
    const both = await refusedUnchanged(422, () => post("/print-dc3", { id_proyecto: concluded, colaboradores: pending.map((p) => p.id_empleado), reverse: "1", vista: "0" }))
    const detalles = asError(both).detalles ?? []
    expect(detalles.filter((d) => d.includes(dc3Messages.registro))).toHaveLength(pending.length)
    expect(detalles.some((d) => d.includes(dc3Messages.curpInvalido(curpMessages.digito)))).toBe(true)
    await exec(`UPDATE agentes_capacitadores SET registro_stps = '${agent?.registro_stps}' WHERE id_agente = '${course?.id_agente}'`)
    await exec(`UPDATE empleados SET curp = '${otherStored?.curp}' WHERE id_empleado = ${other}`)
  })

  it("reprints an issued DC-3 with what it printed, not the person's or course's data since", async () => {
    const pending = (await sheet(concluded)).filas.find((f) => f.folio_dc3 === null)
    if (pending === undefined) throw new Error("the demo's concluded course has no DC-3 to issue")
    const id = pending.id_empleado
    const first = await expected(concluded, id)
    const issued = await printed(concluded, [id])
    expect(issued.status).toBe(200)
    const issuedAs = await expected(concluded, id)
    expectPrinted(await textOf(issued.bytes), issuedAs)
    const [stored] = await rows<{ nombre: string; curp: string; duracion_horas: number }>(
      `SELECT e.nombre, e.curp, t.duracion_horas FROM empleados e JOIN proyectos_formacion t ON t.id_proyecto = ${concluded} WHERE e.id_empleado = ${id}`,
    )
    // Another valid CURP and another name and length.
    const otherCurp = `GOMC850101HDFRRR0${curpCheckDigit("GOMC850101HDFRRR0")}`
    await exec(`UPDATE empleados SET nombre = 'Zacarías', curp = '${otherCurp}' WHERE id_empleado = ${id}`)
    await exec(`UPDATE proyectos_formacion SET duracion_horas = ${Number(stored?.duracion_horas) + 7} WHERE id_proyecto = ${concluded}`)
    try {
      const changed = await expected(concluded, id)
      expect(changed.name).not.toBe(first.name)
      for (const again of [await printed(concluded, [id], "1"), await printed(concluded, [id]), await printed(concluded, [id, ...(await sheet(concluded)).filas.filter((f) => f.folio_dc3 !== null && f.id_empleado !== id).slice(0, 1).map((f) => f.id_empleado)])]) {
        expect(again.status).toBe(200)
        const texts =
          again.type === "application/zip"
            ? await Promise.all([...zipEntries(Buffer.from(again.bytes)).values()].map(async (e) => textOf(new Uint8Array(await inflateSmallEntry(Buffer.from(again.bytes), e, { remaining: 50_000_000 }, 50_000_000)))))
            : [await textOf(again.bytes)]
        const text = texts.find((x) => x.includes(issuedAs.folio ?? "-")) ?? ""
        expectPrinted(text, issuedAs)
        expect(text).not.toContain("Zacarías")
        expect(text).not.toContain(otherCurp)
        expect(text).not.toContain(changed.horas)
      }
    } finally {
      await exec(`UPDATE empleados SET nombre = '${stored?.nombre}', curp = '${stored?.curp}' WHERE id_empleado = ${id}`)
      await exec(`UPDATE proyectos_formacion SET duracion_horas = ${Number(stored?.duracion_horas)} WHERE id_proyecto = ${concluded}`)
    }
  })

  it("refuses what is not a passed participant of a concluded course, and a bad body, with their messages", async () => {
    const [failed] = await rows<{ id_empleado: number }>(`SELECT id_empleado FROM proyectos_formacion_participantes WHERE id_proyecto = ${concluded} AND estado = 'Reprobado'`)
    const notPassed = await refusedUnchanged(400, () => post("/print-dc3", { id_proyecto: concluded, colaboradores: [Number(failed?.id_empleado)], reverse: "0", vista: "0" }))
    expect(asError(notPassed).message).toBe(dc3ApiMessages.noAprobado)
    const passed = (await sheet(concluded)).filas.map((f) => f.id_empleado)
    const two = await refusedUnchanged(400, () => post("/print-dc3", { id_proyecto: concluded, colaboradores: passed.slice(0, 2), reverse: "0", vista: "1" }))
    expect(asError(two).message).toBe(dc3ApiMessages.vistaUna)
    const [planned] = await rows<{ id_proyecto: number }>("SELECT id_proyecto FROM proyectos_formacion WHERE estado = 'Planeado'")
    const notConcluded = await refusedUnchanged(409, () => post("/print-dc3", { id_proyecto: Number(planned?.id_proyecto), colaboradores: passed.slice(0, 1), reverse: "0", vista: "0" }))
    expect(asError(notConcluded).message).toBe(dc3ApiMessages.estado)
    for (const body of [
      { id_proyecto: concluded, colaboradores: [], reverse: "0", vista: "0" },
      { id_proyecto: concluded, colaboradores: [passed[0], passed[0]], reverse: "0", vista: "0" },
      { id_proyecto: concluded, colaboradores: passed.slice(0, 1), reverse: "2", vista: "0" },
      { id_proyecto: "x", colaboradores: passed.slice(0, 1), reverse: "0", vista: "0" },
    ]) {
      const answer = await refusedUnchanged(400, () => post("/print-dc3", body))
      expect(asError(answer).detalles?.join(" ")).not.toMatch(/Expected|undefined/)
    }
    expect((await refusedUnchanged(404, () => post("/get-constancias-dc3", { id_proyecto: 999_999 }))).status).toBe(404)
    expect(asError(await refusedUnchanged(400, () => post("/get-catalogo-dc3", { catalogo: "PUESTOS" }))).detalles).toContain(dc3ApiMessages.catalogo)
  })

  /** A concluded copy of the demo's concluded course with `n` passed participants whose puestos have their occupation. */
  const courseWithPassed = async (n_curso: string, n: number) => {
    const people = await rows<{ id_empleado: number }>(`SELECT e.id_empleado FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
      JOIN proyectos_formacion t ON t.id_proyecto = ${concluded}
      WHERE e.activo = '1' AND e.id_centro_trabajo = t.id_centro_trabajo AND p.id_ocupacion_cno IS NOT NULL ORDER BY e.id_empleado LIMIT ${n}`)
    expect(people.length).toBeGreaterThan(5)
    const [copy] = await rows<{ id_proyecto: number }>(`INSERT INTO proyectos_formacion (n_curso, id_empresa, id_centro_trabajo, tipo, id_agente, id_instructor, id_modalidad, id_tipo_curso,
        area_tematica, objetivo_153f, f_inicio, f_fin, duracion_horas, cupo, calificacion_minima, costo_estimado, estado, id_usuario_alta, f_alta)
      SELECT '${n_curso}', id_empresa, id_centro_trabajo, tipo, id_agente, id_instructor, id_modalidad, id_tipo_curso,
        area_tematica, objetivo_153f, f_inicio, f_fin, duracion_horas, 20, calificacion_minima, costo_estimado, 'Concluido', id_usuario_alta, f_alta
      FROM proyectos_formacion WHERE id_proyecto = ${concluded} RETURNING id_proyecto`)
    const course = Number(copy?.id_proyecto)
    await exec(`INSERT INTO proyectos_formacion_sesiones (id_proyecto, orden, fecha, hora_inicio, hora_fin, id_sede)
      SELECT ${course}, orden, fecha, hora_inicio, hora_fin, id_sede FROM proyectos_formacion_sesiones WHERE id_proyecto = ${concluded}`)
    for (const [i, p] of people.entries()) {
      await exec(`INSERT INTO proyectos_formacion_participantes (id_proyecto, orden, id_empleado, estado, calificacion) VALUES (${course}, ${i + 1}, ${p.id_empleado}, 'Aprobado', 90)`)
    }
    return { course, people }
  }

  it("issues many DC-3s as one zip, each PDF read back with its own folio", async () => {
    // A concluded course of its own with a dozen passed participants.
    const { course, people } = await courseWithPassed("Brigada contra incendios", 12)
    const ids = people.map((p) => Number(p.id_empleado))
    // Cerrar waits for every DC-3.
    const closing = await refusedUnchanged(409, () => post(`/proyectos-formacion/${course}/cerrar`, {}))
    expect(asError(closing).message).toBe(courseRecordMessages.sinDc3(ids.length))

    const zip = await printed(course, ids, "0", "1")
    expect(zip.status, Buffer.from(zip.bytes).toString("utf8").slice(0, 2000)).toBe(200)
    expect(zip.type).toBe("application/zip")
    const buffer = Buffer.from(zip.bytes)
    const entries = [...zipEntries(buffer).values()]
    expect(entries).toHaveLength(ids.length)
    expect(new Set(entries.map((e) => e.name)).size).toBe(ids.length)
    const texts = await Promise.all(entries.map(async (e) => textOf(new Uint8Array(await inflateSmallEntry(buffer, e, { remaining: 50_000_000 }, 50_000_000)))))
    const folios = new Set<string>()
    for (const id of ids) {
      const e = await expected(course, id)
      expect(e.folio).not.toBeNull()
      folios.add(e.folio ?? "")
      const text = texts.find((x) => x.includes(e.folio ?? "-"))
      expect(text, e.name).toBeDefined()
      expectPrinted(text ?? "", e)
      expect(text).toContain("CATÁLOGO NACIONAL DE OCUPACIONES")
    }
    expect(folios.size).toBe(ids.length)
    // The audit row, written with the DC-3s in their one short write, names each folio.
    const [logged] = await rows<{ despues: string | null }>(`SELECT despues FROM auditoria WHERE operacion = 'printDc3' AND clave = '${course}' ORDER BY momento DESC`)
    for (const folio of folios) expect(logged?.despues ?? "").toContain(folio)

    // Every DC-3 issued: the course closes.
    const closed2 = await post(`/proyectos-formacion/${course}/cerrar`, {})
    expect(closed2.status, JSON.stringify(closed2.body)).toBe(200)
    expect((closed2.body as { result: Row }).result.estado).toBe("Cerrado")
  })

  it("issues each DC-3 once when two prints of the same people run at once, both answering the same folios", async () => {
    const { course, people } = await courseWithPassed("Primeros auxilios", 8)
    const ids = people.map((p) => Number(p.id_empleado))
    const [a, b] = await Promise.all([printed(course, ids), printed(course, ids)])
    expect([a.status, b.status]).toEqual([200, 200])
    const stored = await rows<{ id_empleado: number; folio_dc3: string }>(`SELECT id_empleado, folio_dc3 FROM constancias_dc3 WHERE id_proyecto = ${course}`)
    expect(stored).toHaveLength(ids.length)
    expect(new Set(stored.map((r) => r.folio_dc3)).size).toBe(ids.length)
    const namesOf = (bytes: Uint8Array) => [...zipEntries(Buffer.from(bytes)).values()].map((e) => e.name).sort()
    expect(namesOf(a.bytes)).toHaveLength(ids.length)
    expect(namesOf(b.bytes)).toEqual(namesOf(a.bytes))
  })

  it("records a delivery with the worker's acknowledgement, once, not before the issue nor in the future", async () => {
    const filas = (await sheet(concluded)).filas
    const issued = filas.find((f) => f.folio_dc3 !== null && f.f_entrega === null)
    const delivery = (f_entrega: string, id_empleado = Number(issued?.id_empleado)) => ({ id_proyecto: concluded, id_empleado, f_entrega, acuse: "Recibí original. Firma del trabajador" })
    const [notIssuedYet] = await rows<{ id_empleado: number }>(`SELECT p.id_empleado FROM proyectos_formacion_participantes p
      WHERE p.id_proyecto = ${concluded} AND p.estado = 'Aprobado' AND NOT EXISTS (SELECT 1 FROM constancias_dc3 d WHERE d.id_proyecto = p.id_proyecto AND d.id_empleado = p.id_empleado)`)
    if (notIssuedYet !== undefined) {
      expect(asError(await refusedUnchanged(409, () => post("/entregar-dc3", delivery("2026-01-01", Number(notIssuedYet.id_empleado))))).message).toBe(dc3ApiMessages.sinEmitir)
    }
    expect(asError(await refusedUnchanged(400, () => post("/entregar-dc3", delivery("2099-01-01")))).message).toBe(dc3ApiMessages.entregaFutura)
    expect(asError(await refusedUnchanged(400, () => post("/entregar-dc3", delivery("2000-01-01")))).message).toBe(dc3ApiMessages.entregaAntes)
    expect(asError(await refusedUnchanged(400, () => post("/entregar-dc3", { ...delivery("2026-01-01"), acuse: " " }))).detalles).toContain(dc3ApiMessages.acuse)
    // The day it was issued: never after today, never before the issue.
    const day = String(issued?.f_emision)
    const done = await post("/entregar-dc3", delivery(day))
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect((done.body as { message: string }).message).toBe(dc3ApiMessages.entregada)
    expect((done.body as { result: Row }).result).toMatchObject({ f_entrega: day, acuse: "Recibí original. Firma del trabajador", vencida: false })
    expect(asError(await refusedUnchanged(409, () => post("/entregar-dc3", delivery(day)))).message).toBe(dc3ApiMessages.yaEntregada)
  })

  it("answers both catalogues of the reverse", async () => {
    const areas = (await post("/get-catalogo-dc3", { catalogo: "AREAS_TEMATICAS" })).body as { result: ReadonlyArray<Row> }
    expect(areas.result.map((a) => a.clave)).toEqual(["1000", "2000", "3000", "4000", "5000", "6000", "7000", "8000", "9000"])
    const cno = (await post("/get-catalogo-dc3", { catalogo: "OCUPACIONES" })).body as { result: ReadonlyArray<Row> }
    expect(cno.result).toContainEqual({ clave: "08.2", nombre: "Administración", area: "08" })
  })

  it("exports the DC-4 of a plan year with its filing date and every DC-3 issued", async () => {
    const [course] = await rows<{ id_empresa: number; f_fin: unknown }>(`SELECT id_empresa, f_fin FROM proyectos_formacion WHERE id_proyecto = ${closed}`)
    const anio = course?.f_fin instanceof Date ? course.f_fin.getFullYear() : Number(String(course?.f_fin).slice(0, 4))
    const file = await fetchFile("/export-dc4", { anio, id_empresa: Number(course?.id_empresa) })
    expect(file.status).toBe(200)
    expect(file.type).toContain("spreadsheetml")
    const buffer = Buffer.from(file.bytes)
    const sheetEntry = [...zipEntries(buffer).values()].find((e) => e.name === "xl/worksheets/sheet1.xml")
    if (sheetEntry === undefined) throw new Error("no sheet")
    const xml = (await inflateSmallEntry(buffer, sheetEntry, { remaining: 50_000_000 }, 50_000_000)).toString("utf8")
    expect(xml).toContain("Presentar a más tardar el")
    const folios = await rows<{ folio_dc3: string }>(`SELECT folio_dc3 FROM constancias_dc3 WHERE id_proyecto = ${closed}`)
    for (const f of folios) expect(xml).toContain(f.folio_dc3)
    const bad = await post("/export-dc4", { anio: 1999, id_empresa: 1 })
    expect(bad.status).toBe(400)
    expect(asError(bad).detalles).toContain(dc3ApiMessages.anio)
  })
})
