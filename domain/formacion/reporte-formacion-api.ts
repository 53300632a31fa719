import { Schema } from "effect"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { shareOf } from "../rules/training-figures"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type TrainingReportRequest, reportFilterMessages, thisYear, trainingReportFilters } from "./reportes-filtros"

// FOR450 Reporte de formación (MODULES-MX §3): the year's courses (FOR160, begun in the year,
// cancelled ones left out), their participants (every one but the Baja) and man-hours
// (horas-hombre = Σ participantes × horas, domain/rules/training-figures.ts), grouped by área
// temática (DC-3), objetivo (LFT art. 153-F) or modalidad, or listed course by course. A course
// counts when it is given in one of the caller's centres; a department filter counts only that
// department's participants (and the courses that have some).

export const trainingReportMessages = {
  ...reportFilterMessages,
  agrupar: "Elija cómo agrupar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: agrupe o filtre por empresa, centro o proyecto, o exporte a Excel.`,
} as const

export const trainingGroupings = ["area", "objetivo", "modalidad", "curso"] as const
export type TrainingGrouping = (typeof trainingGroupings)[number]
const groupingLabels: Readonly<Record<TrainingGrouping, string>> = {
  area: "Por área temática",
  objetivo: "Por objetivo (LFT art. 153-F)",
  modalidad: "Por modalidad",
  curso: "Lista de cursos",
}
const groupHeaders: Readonly<Record<TrainingGrouping, { readonly key: string; readonly row: string; readonly detail: string }>> = {
  area: { key: "Clave", row: "Área temática", detail: "Parte de las horas-hombre" },
  objetivo: { key: "Fracción", row: "Objetivo", detail: "Parte de las horas-hombre" },
  modalidad: { key: "Clave", row: "Modalidad", detail: "Parte de las horas-hombre" },
  curso: { key: "Folio", row: "Curso", detail: "Área temática · modalidad" },
}

export interface ReporteFormacionRequest extends TrainingReportRequest {
  readonly agrupar: TrainingGrouping
}

export const GrupoFormacion = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  detalle: Schema.String,
  cursos: Schema.Number,
  participantes: Schema.Number,
  horas: Schema.Number,
  horas_hombre: Schema.Number,
})
export type GrupoFormacion = typeof GrupoFormacion.Type

export const TotalesFormacion = Schema.Struct({ cursos: Schema.Number, participantes: Schema.Number, horas: Schema.Number, horas_hombre: Schema.Number })

export const ReporteFormacion = Schema.Struct({
  agrupar: Schema.Literal(...trainingGroupings),
  grupos: Schema.Array(GrupoFormacion),
  totales: TotalesFormacion,
})
export type ReporteFormacion = typeof ReporteFormacion.Type

const count = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })

const table = (r: ReporteFormacion, q: ReporteFormacionRequest): ReportTable => {
  const listing = r.agrupar === "curso"
  const h = groupHeaders[r.agrupar]
  const figures = (g: typeof r.totales, label: string) => [
    ...(listing ? [] : [count(g.cursos, `${label}, cursos`)]),
    count(g.participantes, `${label}, participantes`),
    count(g.horas, `${label}, horas`),
    count(g.horas_hombre, `${label}, horas-hombre`),
  ]
  return {
    caption: `Formación ${q.anio}: ${groupingLabels[r.agrupar].toLowerCase()}`,
    keyHeader: h.key,
    rowHeader: h.row,
    detailHeader: h.detail,
    columns: [
      ...(listing ? [] : [{ key: "cursos", label: "Cursos" }]),
      { key: "participantes", label: "Participantes" },
      { key: "horas", label: listing ? "Horas del curso" : "Horas de curso" },
      { key: "horas_hombre", label: "Horas-hombre" },
    ],
    parts: [""],
    rows: r.grupos.map((g) => {
      const share = shareOf(g.horas_hombre, r.totales.horas_hombre)
      const detail = listing ? g.detalle : share === null ? "" : `${formatFixed(share, 2)} % de las horas-hombre`
      return { key: g.clave, label: g.nombre, detail, cells: figures(g, g.nombre) }
    }),
    totals: { label: "Total", cells: figures(r.totales, "Total") },
  }
}

export const trainingReport: ReportDescriptor<ReporteFormacionRequest, ReporteFormacion> = {
  title: "Reporte de formación",
  keys: ["FOR450"],
  filters: {
    ...trainingReportFilters,
    agrupar: {
      field: select({ label: "Agrupar", required: trainingReportMessages.agrupar, choices: trainingGroupings.map((g) => ({ id: g, label: groupingLabels[g] })) }),
      message: trainingReportMessages.agrupar,
      radio: true,
    },
  },
  initial: () => ({ anio: thisYear(), agrupar: "area" }),
  read: {
    name: "reporteFormacion",
    path: "/reporte-formacion",
    summary:
      "Los cursos del año (iniciados en él, sin los cancelados) de los centros de trabajo del rol: cursos, participantes (sin bajas), horas y horas-hombre (Σ participantes × horas) por área temática, objetivo del art. 153-F, modalidad, o la lista de cursos; filtros empresa, centro, departamento de los participantes y proyecto DNC. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: { name: "exportarReporteFormacion", path: "/exportar-reporte-formacion", summary: "El reporte de formación en Excel, con sus totales." },
  pdf: { name: "reporteFormacionPdf", path: "/reporte-formacion-pdf", summary: "El reporte de formación en PDF horizontal; hasta 400 filas.", maxRows: 400, tooMany: trainingReportMessages.demasiadasFilas },
  result: ReporteFormacion,
  rows: (r) => r.grupos,
  withRows: (r, grupos) => ({ ...r, grupos: grupos as ReadonlyArray<GrupoFormacion> }),
  table,
  summary: (filas, t) => {
    const manHours = t.totals?.cells.at(-1)?.value ?? 0
    return `${formatCountOf(filas, "fila", "filas")}, ${formatCountOf(manHours, "hora-hombre", "horas-hombre")}`
  },
  heading: (q) => ({ title: `Reporte de formación ${q.anio}` }),
  emptyCell: "Sin datos",
  empty: "No hay cursos en el año con esos filtros: cambie el año o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteFormacionRequest, ReporteFormacionRequest, ReporteFormacion, never>(trainingReport)

export const trainingReportEndpoints = {
  reporteFormacion: ends.read,
  exportarReporteFormacion: ends.xlsx,
  reporteFormacionPdf: ends.pdf,
} as const
