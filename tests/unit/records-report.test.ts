import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { competenciasMapaEndpoints, competencyMapReport } from "../../domain/competencias/competencias-organizacion-api"
import { date, integer, select } from "../../domain/records/field"
import { type ReportTable, filterProblems, filterSchema, reportScope, requestOfFilters, sheetOf, textCell } from "../../domain/records/report"
import { reportPdfDocument } from "../../server/records/report-pdf"

// The report descriptor's pure parts: filters decoded by their fields with one message each, the
// scope taken from the fields, the page's text turned into the request, and the table's sheet and
// printed form, totals included (the competency map has none; a report with totals prints them last).

const filters = {
  id_empresa: { field: select({ label: "Empresa", integerId: true, scope: "empresa" }), message: "La empresa no es válida", optional: true },
  anio: { field: integer({ label: "Año", required: "El año es requerido", min: 2000, max: 2100 }), message: "El año no es válido" },
  fecha: { field: date({ label: "Fecha", required: "La fecha es requerida" }), message: "La fecha no es válida" },
} as const

const table: ReportTable = {
  caption: "Contratos por empresa",
  keyHeader: "Clave",
  rowHeader: "Empresa",
  detailHeader: "Centro",
  columns: [
    { key: "A", label: "Activos" },
    { key: "B", label: "Bajas" },
  ],
  parts: ["n"],
  rows: [
    { key: "1", label: "DEMO", detail: "León", cells: [{ value: 3, lines: ["3"], sheet: [3], tone: "alta" }, { value: null, lines: ["—"], sheet: [null] }] },
    { key: "2", label: "=OTRA", detail: "Celaya", cells: [{ value: 1, lines: ["1"], sheet: [1] }, { value: 2, lines: ["2"], sheet: [2] }] },
  ],
  totals: { label: "Total", cells: [{ value: 4, lines: ["4"], sheet: [4] }, { value: 2, lines: ["2"], sheet: [2] }] },
}

describe("report descriptor", () => {
  it("decodes each filter by its field, refusing with the filter's one message", () => {
    const decode = Schema.decodeUnknownEither(filterSchema(filters) as unknown as Schema.Schema<Readonly<Record<string, unknown>>>)
    expect(decode({ anio: 2026, fecha: "2026-03-31" })).toEqual(Either.right({ anio: 2026, fecha: "2026-03-31" }))
    for (const [bad, message] of [
      [{ anio: 2026, fecha: "2026-02-30" }, "La fecha no es válida"],
      [{ anio: 1999, fecha: "2026-03-31" }, "El año no es válido"],
      [{ anio: 2026, fecha: "2026-03-31", id_empresa: -4 }, "La empresa no es válida"],
      [{ anio: 2026, fecha: "2026-03-31", id_empresa: 1.5 }, "La empresa no es válida"],
    ] as const) {
      const result = decode(bad)
      expect(Either.isLeft(result) && JSON.stringify(result.left.message)).toContain(message)
    }
    expect(reportScope(filters)).toEqual({ id_empresa: "empresa" })
  })

  it("turns the page's text into the request and names what is wrong before asking", () => {
    expect(requestOfFilters({ filters }, { id_empresa: "3", anio: "2026", fecha: "2026-03-31" })).toEqual({ id_empresa: 3, anio: 2026, fecha: "2026-03-31" })
    expect(requestOfFilters({ filters }, { id_empresa: "", anio: "2026", fecha: "" })).toEqual({ anio: 2026 })
    expect(filterProblems({ filters }, { anio: "2026", fecha: "2026-03-31" })).toEqual([])
    expect(filterProblems({ filters }, { id_empresa: "x", anio: "", fecha: "31/03/2026" })).toEqual(["La empresa no es válida", "El año no es válido", "La fecha no es válida"])
  })

  it("the sheet has the row headers, then the parts of each column, and the totals last", () => {
    expect(sheetOf(table)).toEqual({
      header: ["Clave", "Empresa", "Centro", "Activos (n)", "Bajas (n)"],
      rows: [
        ["1", "DEMO", "León", 3, null],
        ["2", "=OTRA", "Celaya", 1, 2],
        ["", "Total", "", 4, 2],
      ],
    })
  })

  it("the printed table has the header, each row, the totals and each tone's fill", () => {
    const doc = reportPdfDocument({ letterhead: null, heading: "Contratos", scope: "Todas las empresas", table, tones: { alta: { label: "Alta", fill: "#dcfce7" } }, empty: "Nada" })
    const json = JSON.stringify(doc.content)
    for (const text of ["Contratos", "Todas las empresas", "Activos", "DEMO", "=OTRA", "Total", "#dcfce7", "Alta"]) expect(json).toContain(text)
    expect(JSON.stringify(reportPdfDocument({ letterhead: null, heading: "C", scope: "S", table: { ...table, rows: [] }, tones: {}, empty: "Nada" }).content)).toContain("Nada")
  })

  it("a text cell prints and exports its words, named for screen readers only when given a label, toned only when given a tone", () => {
    expect(textCell("Ventas")).toEqual({ value: null, lines: ["Ventas"], sheet: ["Ventas"], text: true })
    expect(textCell("Alto", "Ana López, banda", "Alto")).toEqual({ value: null, lines: ["Alto"], sheet: ["Alto"], text: true, label: "Ana López, banda: Alto", tone: "Alto" })
  })

  it("the competency map keeps its SPEC paths, keys and scope", () => {
    expect(Object.values(competenciasMapaEndpoints).map((e) => [e.path, e.access, e.scope])).toEqual(
      ["/mapa-competencias", "/mapa-competencias-personas", "/exportar-mapa-competencias", "/mapa-competencias-pdf"].map((path) => [
        path,
        { _tag: "Keys", keys: ["COM350"] },
        { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo" },
      ]),
    )
    expect(competencyMapReport.drill?.path).toBe("/mapa-competencias-personas")
  })
})
