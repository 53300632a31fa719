import { beforeAll, describe, expect, it } from "vitest"
import { type MapaCompetencias, mapaMessages } from "../../domain/competencias/competencias-organizacion-api"
import { cumplimiento } from "../../domain/rules/competency-gap"
import { call, demo, signIn } from "./support/http"
import { checksums, createUser, expectRefusal, sqlOf } from "./support/security"
import { dialects, useServer } from "./support/test-server"
import { cellsFromScratch } from "../../server/db/migrations/0319_mapa_competencias_celdas"

// Competencias de la organización (COM350, issue 16 part 6) on both dialects. The test stores
// its own assessments of the demo's people (an older and a newer one per pair, some after the
// cut-off, one pair twice on the same day) and then holds the map's grouped SQL against an
// independent reckoning: every raw row read back plainly, the latest assessment per person and
// competency at the cut-off picked in JavaScript, fulfilment by domain/rules/competency-gap, the
// average per cell. Scope (a company-1 role sees company 1 only, a foreign company or centre is
// 403, no COM350 is 403), the cell's people, the exports and the Spanish refusals of bad input.

type Raw = Record<string, unknown>

type MapAnswer = MapaCompetencias & { readonly total_filas?: number }

const cutOff = "2026-03-31"
const collator = new Intl.Collator("es-MX", { sensitivity: "base", numeric: true })

/** The rows' keys in the map's order: by centre (or company), then name, then key, as Spanish sorts them. */
const inOrder = (answer: MapAnswer) =>
  [...answer.filas]
    .sort((a, b) => collator.compare(a.detalle, b.detalle) || collator.compare(a.nombre, b.nombre) || collator.compare(a.clave, b.clave))
    .map((f) => f.clave)
const letter = { ORG: "O", TEC: "T", OPE: "P" } as const

describe.each(dialects)("Competencias de la organización on %s", (dialect) => {
  const t = useServer(dialect)
  let admin = ""
  let company1 = ""
  let noKey = ""
  let foreignCentre = 0

  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const map = async (body: Raw, token = admin): Promise<MapAnswer> => {
    const answer = await post("/mapa-competencias", body, token)
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    return (answer.body as { result: MapAnswer }).result
  }

  /** The map's pages (as the page asks for them, here of 4 rows) put together are the whole map, each with its row count. */
  const pagesMakeTheWhole = async (body: Raw, whole: MapAnswer) => {
    const rows: Array<MapAnswer["filas"][number]> = []
    for (let pagina = 1; (pagina - 1) * 4 < whole.filas.length; pagina++) {
      const page = await map({ ...body, pagina, por_pagina: 4 })
      expect(page.total_filas).toBe(whole.filas.length)
      expect(page.competencias).toEqual(whole.competencias)
      rows.push(...page.filas)
    }
    expect(rows).toEqual(whole.filas)
  }

  /** The map reckoned apart: raw rows, the latest pair at the cut-off in JS, the rule's fulfilment. */
  const reckoned = async (tipo: keyof typeof letter, agrupar: "depto" | "puesto", fecha: string, filter: { id_empresa?: number; role?: string } = {}) => {
    const role = filter.role ?? "GLOBAL"
    const people = await sqlOf(t.server, (sql) =>
      sql<Raw>`SELECT e.id_empleado, e.id_depto, e.id_puesto, pc.id_competencia, ne.valor AS esperado
        FROM empleados e
        JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto
        JOIN niveles_competencia ne ON ne.id_nivel = pc.id_nivel_esperado
        WHERE e.activo = '1' AND pc.tipo = ${letter[tipo]}
          AND e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${role} AND permiso = '1')
          AND ${filter.id_empresa === undefined ? sql.literal("1 = 1") : sql`e.id_empresa = ${filter.id_empresa}`}`,
    )
    const assessments = await sqlOf(t.server, (sql) =>
      sql<Raw>`SELECT ev.id_evaluacion, ev.id_empleado, ev.id_competencia, ${sql.literal(
        sql.onDialectOrElse({ pg: () => "TO_CHAR(ev.f_evaluacion, 'YYYY-MM-DD')", orElse: () => "ev.f_evaluacion" }),
      )} AS fecha, nv.valor
        FROM evaluaciones_competencia ev JOIN niveles_competencia nv ON nv.id_nivel = ev.id_nivel_evaluado`,
    )
    const latest = new Map<string, { fecha: string; id: number; valor: number }>()
    for (const a of assessments) {
      const fechaA = String(a.fecha)
      if (fechaA > fecha) continue
      const key = `${a.id_empleado}/${a.id_competencia}`
      const seen = latest.get(key)
      const id = Number(a.id_evaluacion)
      if (seen === undefined || fechaA > seen.fecha || (fechaA === seen.fecha && id > seen.id)) latest.set(key, { fecha: fechaA, id, valor: Number(a.valor) })
    }
    const cells = new Map<string, Array<number>>()
    for (const p of people) {
      const found = latest.get(`${p.id_empleado}/${p.id_competencia}`)
      if (found === undefined) continue
      const key = `${agrupar === "depto" ? p.id_depto : p.id_puesto}/${p.id_competencia}`
      const list = cells.get(key) ?? []
      list.push(cumplimiento(Number(p.esperado), found.valor) ?? 0)
      cells.set(key, list)
    }
    return cells
  }

  /** Every cell of the answer equals the reckoning, and the reckoning has no cell the answer lacks. */
  const matches = (answer: MapAnswer, cells: ReadonlyMap<string, ReadonlyArray<number>>) => {
    let compared = 0
    for (const fila of answer.filas) {
      fila.promedios.forEach((promedio, i) => {
        const competency = answer.competencias[i]?.id_competencia
        const values = cells.get(`${fila.clave}/${competency}`) ?? []
        expect(fila.n[i], `${fila.clave}/${competency}`).toBe(values.length)
        if (values.length === 0) expect(promedio).toBeNull()
        else {
          // The rule rounds each person's figure to hundredths; the SQL averages unrounded ones.
          expect(promedio ?? Number.NaN).toBeCloseTo(values.reduce((s, v) => s + v, 0) / values.length, 1)
          compared++
        }
      })
    }
    const answered = answer.filas.reduce((s, f) => s + f.n.filter((n) => n > 0).length, 0)
    expect(answered).toBe(cells.size)
    return compared
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    await createUser(t.server, { email: "com350@demo.mx", password: "Prueba.Com350-2026", group: "COM350", keys: ["COM350"], role: "EMPRESA1" })
    await createUser(t.server, { email: "com250mapa@demo.mx", password: "Prueba.Com250-2026", group: "COM250M", keys: ["COM250"], role: "GLOBAL" })
    company1 = (await signIn(t.url, "com350@demo.mx", "Prueba.Com350-2026")).token
    noKey = (await signIn(t.url, "com250mapa@demo.mx", "Prueba.Com250-2026")).token
    foreignCentre = Number(
      (await sqlOf(t.server, (sql) => sql<Raw>`SELECT MIN(id_centro_trabajo) AS id FROM centros_trabajo WHERE id_empresa = 2`))[0]?.id,
    )
    // Assessments of every active person's expectations: an older one in 2025, a newer one in
    // 2026 (after the cut-off for a third of the pairs), and on a fifth of the pairs a second
    // one the same day as the newer (the greater id wins).
    const pairs = await sqlOf(t.server, (sql) =>
      sql<Raw>`SELECT e.id_empleado, pc.id_competencia FROM empleados e JOIN puestos_competencias pc ON pc.id_puesto = e.id_puesto
        WHERE e.activo = '1' ORDER BY e.id_empleado, pc.id_competencia`,
    )
    const levels = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_nivel FROM niveles_competencia ORDER BY valor`)).map((r) => Number(r.id_nivel))
    const level = (n: number) => levels[n % levels.length] ?? 1
    const rows = pairs.flatMap((p, i) => {
      const base = { id_empleado: Number(p.id_empleado), id_competencia: Number(p.id_competencia), origen: "IMPORTACION", f_alta: "2026-04-01T00:00:00Z" }
      const newer = i % 3 === 0 ? "2026-05-10" : i % 2 === 0 ? cutOff : "2026-02-14"
      return [
        { ...base, id_nivel_evaluado: level(i), f_evaluacion: "2025-06-01" },
        { ...base, id_nivel_evaluado: level(i + 1), f_evaluacion: newer },
        ...(i % 5 === 0 ? [{ ...base, id_nivel_evaluado: level(i + 2), f_evaluacion: newer }] : []),
      ]
    })
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500)
      await sqlOf(t.server, (sql) => sql`INSERT INTO evaluaciones_competencia ${sql.insert(chunk)}`)
    }
  })

  it("the map by department matches the average reckoned from the raw rows, cell by cell", async () => {
    const answer = await map({ tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" })
    expect(answer.filas.length).toBeGreaterThan(3)
    expect(answer.competencias.length).toBeGreaterThan(2)
    expect(answer.filas.every((f) => f.promedios.length === answer.competencias.length && f.n.length === answer.competencias.length)).toBe(true)
    expect(matches(answer, await reckoned("ORG", "depto", cutOff))).toBeGreaterThan(10)
    expect(answer.filas.map((f) => f.clave)).toEqual(inOrder(answer))
    await pagesMakeTheWhole({ tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }, answer)
  })

  it("the map by puesto of one company, another type and an earlier cut-off match too", async () => {
    const answer = await map({ tipo: "TEC", fecha_corte: "2026-01-31", agrupar: "puesto", id_empresa: 1 })
    expect(matches(answer, await reckoned("TEC", "puesto", "2026-01-31", { id_empresa: 1 }))).toBeGreaterThan(3)
    expect(answer.filas.map((f) => f.clave)).toEqual(inOrder(answer))
    // Before any assessment: nothing to average.
    expect(await map({ tipo: "ORG", fecha_corte: "2020-01-01", agrupar: "depto" })).toEqual({ competencias: [], filas: [] })
  })

  it("today's map reads the latest assessment kept per pair, and stays right after edits, deletions and same-day additions", async () => {
    const today = new Date().toISOString().slice(0, 10)
    /** competencias_vigentes against the pair's latest read from the history. */
    const keptMatchesHistory = async () => {
      const kept = await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_empleado, id_competencia, id_evaluacion, id_nivel_evaluado FROM competencias_vigentes`)
      const history = await sqlOf(t.server, (sql) =>
        sql<Raw>`SELECT id_empleado, id_competencia, id_evaluacion, id_nivel_evaluado FROM evaluaciones_competencia ev
          WHERE NOT EXISTS (SELECT 1 FROM evaluaciones_competencia o WHERE o.id_empleado = ev.id_empleado AND o.id_competencia = ev.id_competencia
            AND (o.f_evaluacion > ev.f_evaluacion OR (o.f_evaluacion = ev.f_evaluacion AND o.id_evaluacion > ev.id_evaluacion)))`,
      )
      const line = (r: Raw) => `${r.id_empleado}/${r.id_competencia}/${r.id_evaluacion}/${r.id_nivel_evaluado}`
      expect(kept.map(line).sort()).toEqual(history.map(line).sort())
      return kept.length
    }
    expect(await keptMatchesHistory()).toBeGreaterThan(50)
    expect(matches(await map({ tipo: "ORG", fecha_corte: today, agrupar: "depto" }), await reckoned("ORG", "depto", today))).toBeGreaterThan(10)

    // Edits that move a pair's latest back and forth, deletions of latests, and a same-day
    // addition (the greater id wins), as COM300, the records page or an administrator write them.
    const ids = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_evaluacion FROM evaluaciones_competencia ORDER BY id_evaluacion`)).map((r) =>
      Number(r.id_evaluacion),
    )
    const levels = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_nivel FROM niveles_competencia`)).map((r) => Number(r.id_nivel))
    for (let i = 0; i < 60; i++) {
      const id = ids[(i * 7919) % ids.length] ?? 0
      const nivel = levels[i % levels.length] ?? 1
      if (i % 3 === 0) await sqlOf(t.server, (sql) => sql`UPDATE evaluaciones_competencia SET f_evaluacion = ${i % 2 === 0 ? "2024-01-15" : "2026-06-30"}, id_nivel_evaluado = ${nivel} WHERE id_evaluacion = ${id}`)
      else if (i % 3 === 1) await sqlOf(t.server, (sql) => sql`DELETE FROM evaluaciones_competencia WHERE id_evaluacion = ${id}`)
      else
        await sqlOf(
          t.server,
          (sql) => sql`INSERT INTO evaluaciones_competencia (id_empleado, id_competencia, id_nivel_evaluado, f_evaluacion, origen, f_alta)
            SELECT id_empleado, id_competencia, ${nivel}, f_evaluacion, 'MANUAL', '2026-07-01T00:00:00Z' FROM evaluaciones_competencia WHERE id_evaluacion = ${ids[(i * 104729) % ids.length] ?? 0}`,
        )
    }
    await keptMatchesHistory()
    const todays = await map({ tipo: "ORG", fecha_corte: today, agrupar: "depto" })
    expect(matches(todays, await reckoned("ORG", "depto", today))).toBeGreaterThan(10)
    expect(todays.filas.map((f) => f.clave)).toEqual(inOrder(todays))
    await pagesMakeTheWhole({ tipo: "ORG", fecha_corte: today, agrupar: "depto" }, todays)
    expect(matches(await map({ tipo: "TEC", fecha_corte: today, agrupar: "puesto", id_empresa: 1 }), await reckoned("TEC", "puesto", today, { id_empresa: 1 }))).toBeGreaterThan(3)
  })

  it("a cell's people are its n, each with the rule's fulfilment, averaging to the cell", async () => {
    const answer = await map({ tipo: "ORG", fecha_corte: cutOff, agrupar: "depto", id_empresa: 1 })
    const fila = [...answer.filas].sort((a, b) => Math.max(...b.n) - Math.max(...a.n))[0]
    expect(fila).toBeDefined()
    if (fila === undefined) return
    const i = fila.n.findIndex((n) => n > 0)
    const celda = { promedio: fila.promedios[i] ?? null, n: fila.n[i] ?? 0 }
    const id_competencia = answer.competencias[i]?.id_competencia
    const people = await post("/mapa-competencias-personas", { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto", id_empresa: 1, clave: fila.clave, id_competencia })
    expect(people.status).toBe(200)
    const rows = (people.body as { result: ReadonlyArray<{ cumplimiento: number; valor_esperado: number; valor_evaluado: number; f_evaluacion: string }> }).result
    expect(rows.length).toBe(celda.n)
    for (const r of rows) {
      expect(r.cumplimiento).toBe(cumplimiento(r.valor_esperado, r.valor_evaluado))
      expect(r.f_evaluacion <= cutOff).toBe(true)
    }
    expect(rows.reduce((s, r) => s + r.cumplimiento, 0) / rows.length).toBeCloseTo(celda.promedio ?? Number.NaN, 1)
  })

  it("scope: a company-1 role sees only company 1's people; a foreign company or centre, or no COM350, is refused", async () => {
    const own = await map({ tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }, company1)
    expect(matches(own, await reckoned("ORG", "depto", cutOff, { role: "EMPRESA1" }))).toBeGreaterThan(0)
    const company1Depts = new Set(
      (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_depto FROM departamentos WHERE id_empresa = 1`)).map((r) => String(r.id_depto)),
    )
    expect(own.filas.every((f) => company1Depts.has(f.clave))).toBe(true)
    for (const body of [
      { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto", id_empresa: 2 },
      { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto", id_centro_trabajo: foreignCentre },
    ]) {
      expectRefusal("foreign", await post("/mapa-competencias", body, company1), [403])
      expectRefusal("foreign people", await post("/mapa-competencias-personas", { ...body, clave: "1", id_competencia: 1 }, company1), [403])
      expectRefusal("foreign export", await post("/exportar-mapa-competencias", body, company1), [403])
    }
    expectRefusal("no key", await post("/mapa-competencias", { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }, noKey), [403])
  })

  it("bad input is refused in Spanish with 400 and nothing changes", async () => {
    const good = { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto" }
    const before = await checksums(t.server, ["sesiones"])
    for (const [body, message] of [
      [{ ...good, tipo: "XYZ" }, mapaMessages.tipo],
      [{ ...good, fecha_corte: "2026-02-30" }, mapaMessages.fecha],
      [{ ...good, fecha_corte: 20260101 }, mapaMessages.fecha],
      [{ ...good, agrupar: "area" }, mapaMessages.agrupar],
      [{ ...good, id_empresa: -4 }, mapaMessages.empresa],
    ] as const) {
      const answer = await post("/mapa-competencias", body)
      expectRefusal(JSON.stringify(body), answer, [400])
      const b = answer.body as { message: string; detalles?: ReadonlyArray<string> }
      expect([b.message, ...(b.detalles ?? [])].join(" | ")).toContain(message)
    }
    expectRefusal("no clave", await post("/mapa-competencias-personas", { ...good, id_competencia: 1 }), [400])
    expect(await checksums(t.server, ["sesiones"])).toEqual(before)
  })

  it("exports the map as a real xlsx and PDF", async () => {
    const body = { tipo: "ORG", fecha_corte: cutOff, agrupar: "depto", id_empresa: 1 }
    for (const [path, type, magic] of [
      ["/exportar-mapa-competencias", "spreadsheetml", "PK"],
      ["/mapa-competencias-pdf", "application/pdf", "%PDF"],
    ] as const) {
      const response = await fetch(`${t.url}/api${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toContain(type)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(bytes.subarray(0, magic.length).toString("latin1")).toBe(magic)
    }
  })

  it("the kept cells equal a count from scratch after people move, puestos' expectations change and a level's value changes", async () => {
    /** The kept cells with pairs, against the same sums counted from scratch; both rounded alike. */
    const keptMatchScratch = async () => {
      const line = (r: Raw) => `${r.agrupacion}/${r.id_centro_trabajo}/${r.id_empresa}/${r.clave}/${r.tipo}/${r.id_competencia}: ${Number(r.n)} ${Number(r.suma).toFixed(6)}`
      const kept = await sqlOf(t.server, (sql) => sql<Raw>`SELECT * FROM mapa_competencias_celdas WHERE n <> 0`)
      const scratch = await sqlOf(t.server, (sql) => sql.unsafe<Raw>(cellsFromScratch()))
      expect(kept.map(line).sort()).toEqual(scratch.map(line).sort())
      return kept.length
    }
    expect(await keptMatchScratch()).toBeGreaterThan(20)
    const people = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_empleado, id_depto, id_puesto, id_centro_trabajo FROM empleados ORDER BY id_empleado`))
    const puestos = [...new Set(people.map((p) => String(p.id_puesto)))]
    const deptos = [...new Set(people.map((p) => Number(p.id_depto)))]
    // People move between departments and puestos, leave and come back.
    for (let i = 0; i < 30; i++) {
      const who = Number(people[(i * 37) % people.length]?.id_empleado)
      if (i % 3 === 0) await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_depto = ${deptos[i % deptos.length] ?? 1} WHERE id_empleado = ${who}`)
      else if (i % 3 === 1) await sqlOf(t.server, (sql) => sql`UPDATE empleados SET id_puesto = ${puestos[(i * 5) % puestos.length] ?? ""} WHERE id_empleado = ${who}`)
      else await sqlOf(t.server, (sql) => sql`UPDATE empleados SET activo = CASE WHEN activo = '1' THEN '0' ELSE '1' END WHERE id_empleado = ${who}`)
    }
    // A telephone changes nothing of the map.
    await sqlOf(t.server, (sql) => sql`UPDATE empleados SET telefono = '5512345678' WHERE id_empleado = ${Number(people[0]?.id_empleado)}`)
    expect(await keptMatchScratch()).toBeGreaterThan(20)
    // What puestos expect: a level raised, a competency dropped and another expected.
    const expected = await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_puesto, tipo, orden, id_competencia, id_nivel_esperado FROM puestos_competencias ORDER BY id_puesto, tipo, orden`)
    const levels = (await sqlOf(t.server, (sql) => sql<Raw>`SELECT id_nivel, valor FROM niveles_competencia ORDER BY id_nivel`)).map((r) => ({ id: Number(r.id_nivel), valor: Number(r.valor) }))
    const first = expected[0] as Raw
    const second = expected[1] as Raw
    await sqlOf(t.server, (sql) => sql`UPDATE puestos_competencias SET id_nivel_esperado = ${levels[levels.length - 1]?.id ?? 1} WHERE id_puesto = ${String(first.id_puesto)} AND tipo = ${String(first.tipo)} AND orden = ${Number(first.orden)}`)
    await sqlOf(t.server, (sql) => sql`DELETE FROM puestos_competencias WHERE id_puesto = ${String(second.id_puesto)} AND tipo = ${String(second.tipo)} AND orden = ${Number(second.orden)}`)
    await sqlOf(t.server, (sql) => sql`INSERT INTO puestos_competencias (id_puesto, tipo, orden, id_competencia, id_nivel_esperado, peso)
      VALUES (${String(second.id_puesto)}, ${String(second.tipo)}, ${Number(second.orden)}, ${Number(second.id_competencia)}, ${levels[0]?.id ?? 1}, 10)`)
    expect(await keptMatchScratch()).toBeGreaterThan(20)
    // A level's value changes, and back.
    const level = levels[1] ?? { id: 1, valor: 1 }
    await sqlOf(t.server, (sql) => sql`UPDATE niveles_competencia SET valor = ${level.valor + 7} WHERE id_nivel = ${level.id}`)
    expect(await keptMatchScratch()).toBeGreaterThan(20)
    await sqlOf(t.server, (sql) => sql`UPDATE niveles_competencia SET valor = ${level.valor} WHERE id_nivel = ${level.id}`)
    expect(await keptMatchScratch()).toBeGreaterThan(20)
    const today = new Date().toISOString().slice(0, 10)
    expect(matches(await map({ tipo: "ORG", fecha_corte: today, agrupar: "depto" }), await reckoned("ORG", "depto", today))).toBeGreaterThan(10)
    expect(matches(await map({ tipo: "TEC", fecha_corte: today, agrupar: "puesto" }), await reckoned("TEC", "puesto", today))).toBeGreaterThan(3)
  })
})
