import { extractText, getDocumentProxy } from "unpdf"
import { beforeAll, describe, expect, it } from "vitest"
import { gradeExportMessages } from "../../domain/api/export-reporte-calificaciones"
import { mainConnection } from "../../domain/api/catalogs"
import { gradesCatalogNames } from "../../domain/formacion/reporte-calificaciones-api"
import { reportFilterMessages } from "../../domain/formacion/reportes-filtros"
import { readFirstSheet } from "../../server/exports/xlsx-reader"
import { type ReportFixture, reportYear, writeReportFixture } from "./support/formacion-report-fixture"
import { asError, call, demo, signIn } from "./support/http"
import { checksums, createUser, sqlOf } from "./support/security"
import { dialects, manualClock, useServer } from "./support/test-server"

// Formación's reports FOR400–FOR600 on both dialects, over the fixture of
// support/formacion-report-fixture.ts (a year of its own, 2031): each report's figures by every
// grouping, its filters (empresa, centro, departamento, proyecto, año, and its own), the
// workplace scope (a role of centre B alone; a company outside the role is a 403) and the keys,
// refusals with their Spanish messages changing nothing, the sheet and the PDF read back; and
// SPEC's /export-reporte-calificaciones with tipo FOR, its refusals of other kinds.

type Body = Record<string, unknown>
const limits = { maxInflatedBytes: 64 * 1024 * 1024, maxRows: 30_000, maxColumns: 300, maxCellChars: 5000 }

describe.each(dialects)("Formación's reports on %s", (dialect) => {
  const t = useServer(dialect, { now: manualClock(Date.parse("2026-11-10T18:00:00Z")).now, jobIntervalMs: 0 })
  let admin = ""
  let centreB = ""
  let noKey = ""
  let f: ReportFixture
  let otherCompany = 0
  const post = (path: string, body: unknown, token = admin) => call(t.url, `/api${path}`, { token, body })
  const read = async <A>(path: string, body: Body, token = admin): Promise<A> => {
    const a = await post(path, { anio: reportYear, ...body }, token)
    expect(a.status, `${path} ${JSON.stringify(a.body).slice(0, 400)}`).toBe(200)
    return (a.body as { result: A }).result
  }
  const file = async (path: string, body: Body, token = admin) => {
    const response = await fetch(`${t.url}/api${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ anio: reportYear, ...body }),
    })
    expect(response.status, path).toBe(200)
    return response
  }
  const sheet = async (path: string, body: Body) => {
    const response = await file(path, body)
    expect(response.headers.get("content-type")).toContain("spreadsheetml")
    const rows = (await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []
    return rows.map((r) => r.cells.filter((c) => c !== null && c !== undefined).map((c) => (c instanceof Date ? c.toISOString() : c)))
  }
  const pdf = async (path: string, body: Body) => {
    const response = await file(path, body)
    expect(response.headers.get("content-type")).toContain("application/pdf")
    return (await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true })).text.replace(/\s+/g, " ")
  }
  const refused = async (path: string, body: Body, message: string) => {
    const a = await post(path, body)
    expect(a.status, `${path} ${JSON.stringify(body)}`).toBe(400)
    const e = asError(a)
    expect([e.message, ...(e.detalles ?? [])], JSON.stringify(body)).toContain(message)
  }

  beforeAll(async () => {
    admin = (await signIn(t.url, demo.admin.email, demo.admin.password)).token
    f = await writeReportFixture(t.server)
    const keys = ["FOR400", "FOR450", "FOR500", "FOR550", "FOR600"]
    await createUser(t.server, { email: "for-centrob@demo.mx", password: "Prueba.ForB-2031", group: "FORB", keys, role: "CENTROB" })
    await createUser(t.server, { email: "for-sinclave@demo.mx", password: "Prueba.For0-2031", group: "FOR0", keys: ["FOR160"], role: "GLOBAL" })
    centreB = (await signIn(t.url, "for-centrob@demo.mx", "Prueba.ForB-2031")).token
    noKey = (await signIn(t.url, "for-sinclave@demo.mx", "Prueba.For0-2031")).token
    const [o] = await sqlOf(t.server, (sql) => sql<{ id: number }>`SELECT MIN(id_empresa) AS id FROM empresas WHERE id_empresa <> 1`)
    otherCompany = Number(o?.id)
  })

  describe("FOR400 Reporte de presupuesto", () => {
    type Answer = {
      conceptos: ReadonlyArray<{ clave: string; nombre: string }>
      filas: ReadonlyArray<{ version: number; estado: string; id_depto: number; montos: ReadonlyArray<number>; total: number }>
      totales: ReadonlyArray<number>
      total: number
    }
    const path = "/reporte-presupuesto-formacion"
    const budget = (body: Body, token = admin) => read<Answer>(path, { versiones: "autorizada", id_proyecto_dnc: f.project, ...body }, token)

    it("gives the version in force by department and concept, with totals", async () => {
      const r = await budget({})
      expect(r.conceptos.map((c) => c.clave)).toEqual(["INSTRUCTOR", "MATERIALES"])
      // Ordered by project, version and department name: compared as a set.
      expect(r.filas).toHaveLength(2)
      expect(r.filas.map((l) => [l.version, l.id_depto, l.montos, l.total])).toEqual(
        expect.arrayContaining([
          [2, f.deptA1, [150_000, 50_000], 200_000],
          [2, f.deptA2, [50_000, 0], 50_000],
        ]),
      )
      expect(r.totales).toEqual([200_000, 50_000])
      expect(r.total).toBe(250_000)
    })

    it("lists every version when asked, and filters by department, centre, company and year", async () => {
      const all = await budget({ versiones: "todas" })
      expect(all.filas.map((l) => [l.version, l.estado]).sort()).toEqual([
        [1, "Autorizado"],
        [2, "Autorizado"],
        [2, "Autorizado"],
        [3, "Borrador"],
      ])
      expect((await budget({ id_depto: f.deptA2 })).filas.map((l) => [l.id_depto, l.total])).toEqual([[f.deptA2, 50_000]])
      expect((await budget({ id_centro_trabajo: f.centreA })).total).toBe(250_000)
      expect((await budget({ id_centro_trabajo: f.centreB })).filas).toEqual([])
      expect((await budget({ id_empresa: otherCompany })).filas).toEqual([])
      expect((await budget({ anio: 2030 })).filas).toEqual([])
    })

    it("counts only the caller's centres and needs FOR400", async () => {
      // Centre B's role: the budget's departments are centre A's.
      expect((await budget({}, centreB)).filas).toEqual([])
      expect((await post(path, { anio: reportYear, versiones: "autorizada", id_centro_trabajo: f.centreA }, centreB)).status).toBe(403)
      expect((await post(path, { anio: reportYear, versiones: "autorizada" }, noKey)).status).toBe(403)
      expect((await post("/exportar-reporte-presupuesto-formacion", { anio: reportYear, versiones: "autorizada" }, noKey)).status).toBe(403)
    })

    it("exports the table to xlsx and PDF", async () => {
      const rows = await sheet("/exportar-reporte-presupuesto-formacion", { versiones: "autorizada", id_proyecto_dnc: f.project })
      expect(rows.find((r) => r.includes("Clave"))).toEqual(["Clave", "Departamento", "Proyecto DNC", "Versión", "Estado", "Instructor", "Materiales", "Total"])
      expect(rows.find((r) => r[0] === `${f.budgets.v2}-${f.deptA1}`)).toEqual([
        `${f.budgets.v2}-${f.deptA1}`,
        expect.any(String),
        "Plan de capacitación de la prueba",
        "v2",
        "Autorizado",
        150_000,
        50_000,
        200_000,
      ])
      expect(rows.find((r) => r.includes("Total") && r.includes(250_000))?.filter((c) => typeof c === "number")).toEqual([200_000, 50_000, 250_000])
      const text = await pdf("/reporte-presupuesto-formacion-pdf", { versiones: "autorizada", id_proyecto_dnc: f.project })
      expect(text).toContain(`Presupuesto de formación ${reportYear}`)
      expect(text).toContain("Plan de capacitación de la prueba")
      expect(text).toContain("$250,000.00")
    })
  })

  describe("FOR450 Reporte de formación", () => {
    type Group = { clave: string; nombre: string; cursos: number; participantes: number; horas: number; horas_hombre: number }
    type Answer = { grupos: ReadonlyArray<Group>; totales: Omit<Group, "clave" | "nombre"> }
    const path = "/reporte-formacion"
    const report = (body: Body, token = admin) => read<Answer>(path, { agrupar: "area", id_empresa: 1, ...body }, token)
    const figures = (r: Answer) => r.grupos.map((g) => [g.clave, g.cursos, g.participantes, g.horas, g.horas_hombre])

    it("counts courses, participants and man-hours by área, objetivo and modalidad", async () => {
      const byArea = await report({ id_proyecto_dnc: f.project })
      expect(figures(byArea)).toEqual([
        ["6000", 2, 5, 20, 4 * 16 + 1 * 4],
        ["8000", 1, 2, 8, 2 * 8],
      ])
      expect(byArea.totales).toEqual({ cursos: 3, participantes: 7, horas: 28, horas_hombre: 84 })
      expect(figures(await report({ id_proyecto_dnc: f.project, agrupar: "objetivo" }))).toEqual([
        ["III", 2, 5, 20, 68],
        ["IV", 1, 2, 8, 16],
      ])
      const byModality = await report({ id_proyecto_dnc: f.project, agrupar: "modalidad" })
      expect(byModality.grupos.map((g) => [g.nombre, g.horas_hombre])).toEqual([
        ["En línea", 16],
        ["Mixta", 4],
        ["Presencial", 64],
      ])
      const list = await report({ id_proyecto_dnc: f.project, agrupar: "curso" })
      expect(list.grupos.map((g) => [g.clave, g.participantes, g.horas_hombre]).sort()).toEqual(
        [
          [String(f.courses.c1), 4, 64],
          [String(f.courses.c2), 2, 16],
          [String(f.courses.c3), 1, 4],
        ].sort(),
      )
    })

    it("filters by department, centre and year; leaves cancelled courses and other years out", async () => {
      // Department A1: C1's p1, p2, p3 (p5 is a Baja) and C2's p1; C3 has none of them.
      expect(figures(await report({ id_depto: f.deptA1, agrupar: "curso" })).sort()).toEqual(
        [
          [String(f.courses.c1), 1, 3, 16, 48],
          [String(f.courses.c2), 1, 1, 8, 8],
        ].sort(),
      )
      expect((await report({ id_centro_trabajo: f.centreB })).totales).toEqual({ cursos: 1, participantes: 1, horas: 4, horas_hombre: 4 })
      const everything = await report({ agrupar: "curso" })
      expect(everything.grupos.map((g) => g.clave)).not.toContain(String(f.courses.c4))
      expect((await report({ anio: 2030, agrupar: "curso" })).grupos.map((g) => g.clave)).toContain(String(f.courses.c5))
    })

    it("counts only the caller's centres and needs FOR450", async () => {
      expect((await report({}, centreB)).totales).toEqual({ cursos: 1, participantes: 1, horas: 4, horas_hombre: 4 })
      expect((await post(path, { anio: reportYear, agrupar: "area", id_empresa: otherCompany }, centreB)).status).toBe(403)
      expect((await post(path, { anio: reportYear, agrupar: "area" }, noKey)).status).toBe(403)
    })

    it("exports the table to xlsx and PDF", async () => {
      const rows = await sheet("/exportar-reporte-formacion", { agrupar: "area", id_proyecto_dnc: f.project })
      expect(rows.find((r) => r.includes("Área temática"))).toEqual(["Clave", "Área temática", "Parte de las horas-hombre", "Cursos", "Participantes", "Horas de curso", "Horas-hombre"])
      // 68 of the 84 horas-hombre.
      expect(rows.find((r) => r[0] === "6000")).toEqual(["6000", "Seguridad", "80.95 % de las horas-hombre", 2, 5, 20, 68])
      expect(rows.find((r) => r.includes("Total"))?.filter((c) => typeof c === "number")).toEqual([3, 7, 28, 84])
      const text = await pdf("/reporte-formacion-pdf", { agrupar: "objetivo", id_proyecto_dnc: f.project })
      expect(text).toContain(`Reporte de formación ${reportYear}`)
      expect(text).toContain("Prevenir riesgos de trabajo")
      expect(text).toContain("84")
    })
  })

  describe("FOR500 Reporte real vs. presupuesto", () => {
    type Figures = { presupuesto: number; real: number; participantes: number; porcentaje: number | null; variacion: number; costo_participante: number | null }
    type Answer = { filas: ReadonlyArray<Figures & { clave: string; nombre: string; detalle: string }>; totales: Figures }
    const path = "/reporte-real-vs-presupuesto"
    const report = (body: Body, token = admin) => read<Answer>(path, { agrupar: "proyecto", id_proyecto_dnc: f.project, ...body }, token)

    it("compares the budget in force with the courses' real cost", async () => {
      const r = await report({})
      expect(r.filas).toEqual([
        {
          clave: String(f.project),
          nombre: "Plan de capacitación de la prueba",
          detalle: "v2",
          presupuesto: 250_000,
          real: 212_500,
          participantes: 7,
          porcentaje: 85,
          variacion: -37_500,
          costo_participante: 30_357.14,
        },
      ])
      expect(r.totales).toMatchObject({ presupuesto: 250_000, real: 212_500, porcentaje: 85, variacion: -37_500 })
      const byConcept = await report({ agrupar: "concepto" })
      expect(byConcept.filas.map((c) => [c.clave, c.presupuesto, c.real, c.porcentaje, c.variacion, c.participantes, c.costo_participante])).toEqual([
        ["INSTRUCTOR", 200_000, 200_000, 100, 0, 7, 28_571.43],
        ["MATERIALES", 50_000, 12_500, 25, -37_500, 7, 1_785.71],
      ])
    })

    it("gives a department its lines and its participants' share of each course", async () => {
      // A1: 3 of C1's 4 participants and 1 of C2's 2: 162,500 × 3/4 + 50,000 / 2 = 146,875.
      const r = await report({ id_depto: f.deptA1 })
      expect(r.filas.map((p) => [p.presupuesto, p.real, p.participantes, p.porcentaje])).toEqual([[200_000, 146_875, 4, 73.44]])
      const byConcept = await report({ id_depto: f.deptA1, agrupar: "concepto" })
      expect(byConcept.filas.map((c) => [c.clave, c.presupuesto, c.real])).toEqual([
        ["INSTRUCTOR", 150_000, 137_500],
        ["MATERIALES", 50_000, 9_375],
      ])
      expect((await report({ anio: 2030 })).filas).toEqual([])
    })

    it("counts only the caller's centres and needs FOR500", async () => {
      // Centre B: no budget line of its departments, C3's one participant and no cost.
      expect((await report({}, centreB)).filas.map((p) => [p.presupuesto, p.real, p.participantes, p.porcentaje, p.costo_participante])).toEqual([[0, 0, 1, null, 0]])
      expect((await post(path, { anio: reportYear, agrupar: "proyecto" }, noKey)).status).toBe(403)
    })

    it("exports the table to xlsx and PDF", async () => {
      const rows = await sheet("/exportar-reporte-real-vs-presupuesto", { agrupar: "proyecto", id_proyecto_dnc: f.project })
      expect(rows.find((r) => r.includes("Proyecto DNC"))).toEqual([
        "Folio",
        "Proyecto DNC",
        "Versión autorizada",
        "Presupuesto",
        "Real",
        "% ejercido",
        "Variación",
        "Participantes",
        "Costo por participante",
      ])
      expect(rows.find((r) => r[0] === String(f.project))?.filter((c) => typeof c === "number")).toEqual([250_000, 212_500, 85, -37_500, 7, 30_357.14])
      const text = await pdf("/reporte-real-vs-presupuesto-pdf", { agrupar: "proyecto", id_proyecto_dnc: f.project })
      expect(text).toContain("85.00 %")
      expect(text).toContain("-$37,500.00")
    })
  })

  describe("FOR550 Reporte de cursos por colaborador", () => {
    type Person = { id_empleado: number; cursos: number; horas: number; horas_minimas: number; avance: number | null; faltan: number; cumple: boolean }
    type Course = { id_empleado: number; id_proyecto: number; estado: string; calificacion: number | null; horas_acreditadas: number }
    type Answer = { resumen: ReadonlyArray<Person>; cursos: ReadonlyArray<Course> }
    const path = "/reporte-cursos-colaborador"
    const report = (body: Body, token = admin) => read<Answer & { total_filas?: number }>(path, { vista: "resumen", id_centro_trabajo: f.centreA, ...body }, token)
    let minimum = 0

    beforeAll(async () => {
      const [level] = await sqlOf(
        t.server,
        (sql) => sql<{ h: number | string | null }>`SELECT n.horas_minimas_anuales AS h FROM empleados e JOIN puestos p ON p.id_puesto = e.id_puesto
          LEFT JOIN niveles_puesto n ON n.id_nivel_puesto = p.id_nivel_puesto WHERE e.id_empleado = ${f.people[0] ?? 0}`,
      )
      minimum = Number(level?.h ?? 0)
    })

    it("credits each person the hours of the courses they attended or passed, against their level's minimum", async () => {
      const r = await report({})
      const of = (n: number) => r.resumen.find((p) => p.id_empleado === f.people[n - 1])
      // p1: C1 (16) and C2 (8), both Aprobado; C4 cancelled and C5 of 2030 do not count.
      expect(of(1)).toMatchObject({ cursos: 2, horas: 24, horas_minimas: minimum, faltan: Math.max(0, minimum - 24), cumple: 24 >= minimum })
      if (minimum > 0) expect(of(1)?.avance).toBe(Math.round((24 / minimum) * 10_000) / 100)
      expect(of(3)).toMatchObject({ cursos: 0, horas: 0 })
      expect(of(4)).toMatchObject({ cursos: 1, horas: 16 })
      expect(of(6)).toMatchObject({ cursos: 0, horas: 0 })
      // Every active person of the centre, not only the trained ones.
      const [people] = await sqlOf(t.server, (sql) => sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM empleados WHERE id_centro_trabajo = ${f.centreA} AND activo = '1'`)
      expect(r.resumen).toHaveLength(Number(people?.n))
    })

    it("lists each person's courses, filters by compliance and department, and pages in SQL", async () => {
      const courses = await report({ vista: "cursos" })
      expect(courses.cursos.filter((c) => c.id_empleado === f.people[0]).map((c) => [c.id_proyecto, c.estado, c.calificacion, c.horas_acreditadas])).toEqual([
        [f.courses.c1, "Aprobado", 95, 16],
        [f.courses.c2, "Aprobado", 90, 8],
      ])
      expect(courses.cursos.find((c) => c.id_empleado === f.people[2])).toMatchObject({ estado: "Reprobado", horas_acreditadas: 0 })
      const failing = await report({ cumplimiento: "no" })
      const passing = await report({ cumplimiento: "si" })
      expect(failing.resumen.every((p) => !p.cumple)).toBe(true)
      expect(passing.resumen.every((p) => p.cumple)).toBe(true)
      expect(failing.resumen.length + passing.resumen.length).toBe((await report({})).resumen.length)
      expect((await report({ id_depto: f.deptA2 })).resumen.map((p) => p.id_empleado).sort()).toEqual(
        expect.arrayContaining([f.people[3], f.people[5]].sort()),
      )
      const page = await read<Answer & { total_filas: number }>(path, { vista: "resumen", id_centro_trabajo: f.centreA, pagina: 1, por_pagina: 2 })
      expect(page.resumen).toHaveLength(2)
      expect(page.total_filas).toBe((await report({})).resumen.length)
      const coursePage = await read<Answer & { total_filas: number }>(path, { vista: "cursos", id_centro_trabajo: f.centreA, pagina: 2, por_pagina: 3 })
      expect(coursePage.total_filas).toBe(courses.cursos.length)
      expect(coursePage.cursos).toEqual(courses.cursos.slice(3, 6))
    })

    it("counts only the caller's centres and needs FOR550", async () => {
      const theirs = await read<Answer>(path, { vista: "cursos" }, centreB)
      expect(theirs.cursos.map((c) => c.id_empleado)).toEqual([f.people[6]])
      expect((await post(path, { anio: reportYear, vista: "resumen", id_centro_trabajo: f.centreA }, centreB)).status).toBe(403)
      expect((await post(path, { anio: reportYear, vista: "resumen" }, noKey)).status).toBe(403)
    })

    it("exports the table to xlsx and PDF", async () => {
      const rows = await sheet("/exportar-reporte-cursos-colaborador", { vista: "cursos", id_centro_trabajo: f.centreA, id_depto: f.deptA1 })
      expect(rows.find((r) => r.includes("Colaborador"))).toEqual([
        "Clave",
        "Colaborador",
        "Folio del curso",
        "Curso",
        "Periodo",
        "Horas del curso",
        "Estado",
        "Calificación",
        "Horas acreditadas",
        "Folio DC-3",
      ])
      // The fixture's courses have issued no DC-3 yet.
      expect(rows.find((r) => r[0] === `${f.people[0]}-${f.courses.c1}`)).toEqual(expect.arrayContaining(["Seguridad en planta", "Sin DC-3"]))
      const text = await pdf("/reporte-cursos-colaborador-pdf", { vista: "resumen", id_centro_trabajo: f.centreA, id_depto: f.deptA1 })
      expect(text).toContain(`Cursos por colaborador ${reportYear}`)
      expect(text).toContain("Horas mínimas")
    })
  })

  describe("FOR600 Reporte de calificaciones", () => {
    type Row = { id_proyecto: number; id_empleado: number; calificacion: number | null; estado: string }
    type Answer = { filas: ReadonlyArray<Row>; totales: { participantes: number; calificados: number; aprobatorias: number; promedio: number | null } }
    const path = "/reporte-calificaciones-formacion"
    const report = (body: Body, token = admin) => read<Answer & { total_filas?: number }>(path, { id_proyecto_dnc: f.project, ...body }, token)

    it("gives each participant's grade with the mean, leaving the Baja and cancelled courses out", async () => {
      const r = await report({})
      // By course (its start), then by name: each course's people compared as a set.
      expect(r.filas.map((g) => g.id_proyecto)).toEqual([f.courses.c1, f.courses.c1, f.courses.c1, f.courses.c1, f.courses.c2, f.courses.c2, f.courses.c3])
      expect(r.filas.map((g) => [g.id_proyecto, g.id_empleado, g.calificacion]).sort()).toEqual(
        [
          [f.courses.c1, f.people[0], 95],
          [f.courses.c1, f.people[1], 85],
          [f.courses.c1, f.people[2], 70],
          [f.courses.c1, f.people[3], null],
          [f.courses.c2, f.people[0], 90],
          [f.courses.c2, f.people[5], null],
          [f.courses.c3, f.people[6], 88],
        ].sort(),
      )
      expect(r.totales).toEqual({ participantes: 7, calificados: 5, aprobatorias: 4, promedio: 85.6 })
    })

    it("filters by course, department and centre, pages in SQL and keeps to the caller's centres", async () => {
      expect((await report({ id_proyecto: f.courses.c2 })).filas.map((g) => g.id_empleado).sort()).toEqual([f.people[0], f.people[5]].sort())
      expect((await report({ id_depto: f.deptA2 })).totales).toMatchObject({ participantes: 2, calificados: 0, promedio: null })
      expect((await report({ id_centro_trabajo: f.centreB })).filas.map((g) => g.id_empleado)).toEqual([f.people[6]])
      const page = await report({ pagina: 2, por_pagina: 3 })
      expect(page.total_filas).toBe(7)
      expect(page.filas).toHaveLength(3)
      expect(page.totales.promedio).toBe(85.6)
      expect((await report({}, centreB)).filas.map((g) => g.id_empleado)).toEqual([f.people[6]])
      expect((await post(path, { anio: reportYear, id_centro_trabajo: f.centreA }, centreB)).status).toBe(403)
      expect((await post(path, { anio: reportYear }, noKey)).status).toBe(403)
    })

    it("exports the table to xlsx and PDF", async () => {
      const rows = await sheet("/exportar-reporte-calificaciones-formacion", { id_proyecto_dnc: f.project })
      expect(rows.find((r) => r.includes("Colaborador"))).toEqual([
        "Clave",
        "Colaborador",
        "Folio del curso",
        "Curso",
        "Departamento",
        "Calificación",
        "Calificación mínima",
        "Resultado",
        "Estado",
      ])
      const line = rows.find((r) => r[0] === `${f.courses.c1}-${f.people[2]}`)
      expect(line).toContain(70)
      expect(line).toContain("No aprobatoria")
      expect(rows.find((r) => r.includes("Promedio"))).toContain(85.6)
      const text = await pdf("/reporte-calificaciones-formacion-pdf", { id_proyecto: f.courses.c1 })
      expect(text).toContain(`Calificaciones de formación ${reportYear}`)
      expect(text).toContain("Seguridad en planta")
      expect(text).toContain("No aprobatoria")
    })
  })

  describe("POST /export-reporte-calificaciones", () => {
    const body = {
      header: ["Colaborador", "Curso", "Calificación"],
      data: [
        ["Ana", "Seguridad", 95],
        ["Luis", "Seguridad", 70],
        ["Eva", "Seguridad", null],
        ["=HYPERLINK(\"x\")", "Seguridad", 80],
      ],
      title: "Calificaciones Seguridad",
      tipo_reporte: "FOR",
      n_proyecto: "Seguridad en planta",
    }

    it("writes tipo FOR's sheet with the course in its heading and the mean as its footer", async () => {
      const response = await fetch(`${t.url}/api/export-reporte-calificaciones`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify(body),
      })
      expect(response.status).toBe(200)
      const rows = ((await readFirstSheet(new Uint8Array(await response.arrayBuffer()), limits)) ?? []).map((r) => r.cells.filter((c) => c !== null && c !== undefined))
      expect(rows[0]).toEqual(["Reporte de calificaciones de formación: Seguridad en planta"])
      expect(rows).toContainEqual(["Colaborador", "Curso", "Calificación"])
      expect(rows).toContainEqual(["Ana", "Seguridad", 95])
      // A formula-looking text stays text.
      expect(rows).toContainEqual(["=HYPERLINK(\"x\")", "Seguridad", 80])
      expect(rows.at(-1)).toEqual(["Promedio de calificación: 81.67 (3 calificaciones)"])
    })

    it("refuses an unknown or unbuilt tipo with its Spanish message, and tipo FOR without FOR600", async () => {
      // 360 and OPE are Evaluación's (tests/api/evaluacion-reporte-calificaciones.test.ts); OBJ is the one not built.
      const before = await checksums(t.server)
      for (const [tipo, message] of [
        ["XYZ", gradeExportMessages.desconocido("XYZ")],
        ["OBJ", gradeExportMessages.noDisponible("OBJ")],
        ["", gradeExportMessages.tipo],
      ] as const) {
        const a = await post("/export-reporte-calificaciones", { ...body, tipo_reporte: tipo })
        expect(a.status, tipo).toBe(400)
        const e = asError(a)
        expect([e.message, ...(e.detalles ?? [])]).toContain(message)
      }
      expect((await post("/export-reporte-calificaciones", body, noKey)).status).toBe(403)
      expect((await post("/export-reporte-calificaciones", { ...body, header: [] })).status).toBe(400)
      expect((await call(t.url, "/api/export-reporte-calificaciones", { body })).status).toBe(401)
      expect(await checksums(t.server)).toEqual(before)
    })
  })

  it("offers FOR600's courses of the caller's centres, a company's at a time, with FOR600 only", async () => {
    const lookup = async (token: string, body: Body) => {
      const a = await post("/get-registro-by-id", { tabla: gradesCatalogNames.cursos, conexion: mainConnection, columnId: "id_empresa", id: 1, ...body }, token)
      return { status: a.status, ids: a.status === 200 ? (a.body as { result: ReadonlyArray<{ id_proyecto: number }> }).result.map((c) => Number(c.id_proyecto)) : [] }
    }
    const all = await lookup(admin, {})
    expect(all.ids).toEqual(expect.arrayContaining([f.courses.c1, f.courses.c2, f.courses.c3, f.courses.c5]))
    expect(all.ids).not.toContain(f.courses.c4)
    expect((await lookup(centreB, {})).ids.filter((id) => Object.values(f.courses).includes(id))).toEqual([f.courses.c3])
    expect((await lookup(centreB, { columnId: "id_proyecto", id: f.courses.c1 })).ids).toEqual([])
    expect((await lookup(noKey, {})).status).toBe(403)
  })

  it("refuses bad filters with their Spanish message and changes nothing", async () => {
    const before = await checksums(t.server)
    await refused("/reporte-presupuesto-formacion", { anio: 1999, versiones: "autorizada" }, reportFilterMessages.anio)
    await refused("/reporte-presupuesto-formacion", { anio: reportYear, versiones: "ultima" }, "Elija qué versiones mostrar")
    await refused("/reporte-formacion", { anio: "2031a", agrupar: "area" }, reportFilterMessages.anio)
    await refused("/reporte-formacion", { anio: reportYear, agrupar: "puesto" }, "Elija cómo agrupar el reporte")
    await refused("/reporte-real-vs-presupuesto", { anio: reportYear, agrupar: "proyecto", id_proyecto_dnc: "P1" }, reportFilterMessages.proyecto)
    await refused("/reporte-cursos-colaborador", { anio: reportYear, vista: "resumen", cumplimiento: "tal vez" }, "El cumplimiento no es válido")
    await refused("/reporte-cursos-colaborador", { anio: reportYear, vista: "resumen", id_depto: "A1" }, reportFilterMessages.depto)
    await refused("/reporte-calificaciones-formacion", { anio: reportYear, id_proyecto: "C1" }, "El curso no es válido")
    await refused("/reporte-calificaciones-formacion", { anio: reportYear, id_centro_trabajo: "Planta" }, reportFilterMessages.centro)
    const missing = await post("/reporte-calificaciones-formacion", {})
    expect(missing.status).toBe(400)
    expect(await checksums(t.server)).toEqual(before)
  })
})
