import { Schema } from "effect"
import { formatDate } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { date, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { surveyCatalogNames } from "./proyecto-encuesta-opinion-lookups"
import { surveySections } from "./proyecto-encuesta-opinion-vocabulary"

// Reporte de encuestas (FOR650, MODULES-MX §3): the opinion surveys of courses (FOR310), the mean
// of each section on the 1–5 scale and the satisfaction (4s and 5s over the scale answers) by
// survey or by instructor, or their comments; filtered by company, centre, department, period
// (the course's last day) and survey; on a report descriptor so the page, the sheet and the PDF
// print one projection. Answers are anonymous: a department selects the courses someone of it
// took part in, never whose answers [D].

export const reportSurveyMessages = {
  ...workplaceFilterMessages,
  desde: "La fecha inicial del periodo no es válida",
  hasta: "La fecha final del periodo no es válida",
  encuesta: "La encuesta no es válida",
  vista: "Elija cómo mostrar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa, centro de trabajo, periodo o encuesta, o exporte a Excel.`,
} as const

export const surveyReportViews = ["encuesta", "instructor", "comentarios"] as const
export type SurveyReportView = (typeof surveyReportViews)[number]
const viewLabels: Readonly<Record<SurveyReportView, string>> = {
  encuesta: "Por curso y sección",
  instructor: "Por instructor y sección",
  comentarios: "Comentarios",
}

export interface ReporteEncuestasRequest {
  readonly vista: SurveyReportView
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
  readonly f_desde?: string
  readonly f_hasta?: string
  readonly id_proyecto?: number
}

const Mean = Schema.NullOr(Schema.Number)

/** One survey's or instructor's figures: the mean of each section (surveySections' order), the satisfaction, the questionnaires. */
export const SurveyFigures = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  detalle: Schema.String,
  medias: Schema.Array(Mean),
  satisfaccion: Mean,
  respuestas: Schema.Number,
})
export type SurveyFigures = typeof SurveyFigures.Type

export const SurveyComment = Schema.Struct({ curso: Schema.String, instructor: Schema.String, seccion: Schema.String, comentario: Schema.String })
export type SurveyComment = typeof SurveyComment.Type

export const ReporteEncuestas = Schema.Struct({
  vista: Schema.Literal(...surveyReportViews),
  filas: Schema.Array(SurveyFigures),
  comentarios: Schema.Array(SurveyComment),
  /** Over every survey read, whatever the page. */
  total: SurveyFigures,
})
export type ReporteEncuestas = typeof ReporteEncuestas.Type

const textCell = (text: string): ReportCell => ({ value: null, lines: [text], sheet: [text], text: true })
const figureCell = (v: number | null, label: string, suffix = ""): ReportCell =>
  v === null ? { value: null, lines: ["—"], label: `${label}: sin respuestas`, sheet: [null] } : { value: v, lines: [`${formatFixed(v, 2)}${suffix}`], label: `${label}: ${formatFixed(v, 2)}${suffix}`, sheet: [v] }
const countCell = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })

const figureCells = (f: SurveyFigures) => [
  ...surveySections.map((s, i) => figureCell(f.medias[i] ?? null, `${f.nombre}, ${s}`)),
  figureCell(f.satisfaccion, `${f.nombre}, satisfacción`, " %"),
  countCell(f.respuestas, `${f.nombre}, respuestas`),
]

const figuresTable = (r: ReporteEncuestas, caption: string): ReportTable => ({
  caption,
  keyHeader: r.vista === "encuesta" ? "Folio" : "Clave",
  rowHeader: r.vista === "encuesta" ? "Curso" : "Instructor",
  detailHeader: r.vista === "encuesta" ? "Instructor" : "Cursos",
  columns: [...surveySections.map((s) => ({ key: s, label: s })), { key: "satisfaccion", label: "Satisfacción %" }, { key: "respuestas", label: "Respuestas" }],
  parts: [""],
  rows: r.filas.map((f) => ({ key: f.clave, label: f.nombre, detail: f.detalle, cells: figureCells(f) })),
  totals: { label: "Total", cells: figureCells({ ...r.total, nombre: "Total" }) },
})

const commentsTable = (r: ReporteEncuestas, caption: string): ReportTable => ({
  caption,
  keyHeader: "N.º",
  rowHeader: "Curso",
  detailHeader: "Instructor",
  columns: [
    { key: "seccion", label: "Sección" },
    { key: "comentario", label: "Comentario" },
  ],
  parts: [""],
  rows: r.comentarios.map((c, i) => ({ key: String(i + 1), label: c.curso, detail: c.instructor, cells: [textCell(c.seccion), textCell(c.comentario)] })),
})

const period = (q: ReporteEncuestasRequest): string =>
  q.f_desde !== undefined && q.f_hasta !== undefined
    ? ` de cursos terminados del ${formatDate(q.f_desde)} al ${formatDate(q.f_hasta)}`
    : q.f_desde !== undefined
      ? ` de cursos terminados desde el ${formatDate(q.f_desde)}`
      : q.f_hasta !== undefined
        ? ` de cursos terminados hasta el ${formatDate(q.f_hasta)}`
        : ""

export const surveyReport: ReportDescriptor<ReporteEncuestasRequest, ReporteEncuestas> = {
  title: "Reporte de encuestas",
  keys: ["FOR650"],
  filters: {
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
    // A department selects the courses someone of it took part in; the answers stay anonymous.
    id_depto: workplaceFilters.id_depto,
    f_desde: { field: date({ label: "Cursos terminados desde" }), message: reportSurveyMessages.desde, optional: true },
    f_hasta: { field: date({ label: "Hasta" }), message: reportSurveyMessages.hasta, optional: true },
    id_proyecto: {
      field: select({ label: "Encuesta", integerId: true, lookup: { catalogue: surveyCatalogNames.encuestas, idColumn: "id_proyecto", labelColumn: "n_encuesta" } }),
      message: reportSurveyMessages.encuesta,
      optional: true,
      placeholder: "Todas las encuestas",
    },
    vista: {
      field: select({ label: "Mostrar", required: reportSurveyMessages.vista, choices: surveyReportViews.map((v) => ({ id: v, label: viewLabels[v] })) }),
      message: reportSurveyMessages.vista,
      radio: true,
    },
  },
  initial: () => ({ vista: "encuesta" }),
  read: {
    name: "reporteEncuestas",
    path: "/reporte-encuestas",
    summary:
      "Las encuestas de opinión de los cursos de sus centros de trabajo: la media de cada sección (Instructor, Contenido, Materiales, Instalaciones, Aplicabilidad) y la satisfacción % (respuestas 4 y 5 entre las respuestas de escala) por curso o por instructor, o sus comentarios; filtros empresa, centro, departamento, periodo (fin del curso) y encuesta. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: { name: "exportarReporteEncuestas", path: "/exportar-reporte-encuestas", summary: "El reporte de encuestas en Excel: las medias por sección y la satisfacción, o los comentarios." },
  pdf: { name: "reporteEncuestasPdf", path: "/reporte-encuestas-pdf", summary: "El reporte de encuestas en PDF horizontal; hasta 400 filas.", maxRows: 400, tooMany: reportSurveyMessages.demasiadasFilas },
  result: ReporteEncuestas,
  rows: (r) => (r.vista === "comentarios" ? r.comentarios : r.filas),
  withRows: (r, rows) => (r.vista === "comentarios" ? { ...r, comentarios: rows as ReadonlyArray<SurveyComment> } : { ...r, filas: rows as ReadonlyArray<SurveyFigures> }),
  table: (r, q) => {
    const caption = `Encuestas de opinión: ${viewLabels[r.vista].toLowerCase()}${period(q)}`
    return r.vista === "comentarios" ? commentsTable(r, caption) : figuresTable(r, caption)
  },
  summary: (filas, table) =>
    table.rowHeader === "Instructor"
      ? formatCountOf(filas, "instructor", "instructores")
      : table.keyHeader === "N.º"
        ? formatCountOf(filas, "comentario", "comentarios")
        : formatCountOf(filas, "encuesta", "encuestas"),
  heading: (q) => ({ title: `Encuestas de opinión ${viewLabels[q.vista].toLowerCase()}` }),
  emptyCell: "Sin respuestas",
  empty: "No hay encuestas de opinión con esos filtros: cambie el periodo o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteEncuestasRequest, ReporteEncuestasRequest, ReporteEncuestas, never>(surveyReport)

export const surveyReportEndpoints = {
  reporteEncuestas: ends.read,
  exportarReporteEncuestas: ends.xlsx,
  reporteEncuestasPdf: ends.pdf,
} as const
