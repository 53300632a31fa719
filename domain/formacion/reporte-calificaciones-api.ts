import { Schema } from "effect"
import { formatDate } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { gradePasses } from "../rules/training-figures"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type TrainingReportRequest, reportFilterMessages, thisYear, trainingReportFilters } from "./reportes-filtros"

// FOR600 Reporte de calificaciones (MODULES-MX §3): the grade of each participant of each of the
// year's courses (FOR160, begun in the year, not cancelled, given in the caller's centres; the
// Baja left out) against the course's minimum, with the mean of the grades captured
// (domain/rules/training-figures.ts). Its sheet is the descriptor's, and SPEC 7.2's
// /export-reporte-calificaciones takes the table a page sent with tipo_reporte FOR
// (domain/api/export-reporte-calificaciones.ts).

export const gradesReportMessages = {
  ...reportFilterMessages,
  curso: "El curso no es válido",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: elija un curso o filtre por centro o departamento, o exporte a Excel.`,
} as const

/** The lookup of the courses of the caller's centres (server/formacion/reportes-catalogs.ts). */
export const gradesCatalogNames = { cursos: "cursos_formacion_rol" } as const

export interface ReporteCalificacionesRequest extends TrainingReportRequest {
  readonly id_proyecto?: number
}

export const CalificacionParticipante = Schema.Struct({
  id_proyecto: Schema.Number,
  n_curso: Schema.String,
  f_fin: Schema.String,
  calificacion_minima: Schema.Number,
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_depto: Schema.String,
  estado: Schema.String,
  calificacion: Schema.NullOr(Schema.Number),
})
export type CalificacionParticipante = typeof CalificacionParticipante.Type

export const ReporteCalificaciones = Schema.Struct({
  filas: Schema.Array(CalificacionParticipante),
  /** Over every row, not one page: participants, those graded, those at or over their course's minimum, and the mean grade. */
  totales: Schema.Struct({ participantes: Schema.Number, calificados: Schema.Number, aprobatorias: Schema.Number, promedio: Schema.NullOr(Schema.Number) }),
})
export type ReporteCalificaciones = typeof ReporteCalificaciones.Type

/** The grade's verdict against the course's minimum, in words (never only a colour). */
export const gradeVerdict = (grade: number | null, minimum: number): string => {
  const passes = gradePasses(grade, minimum)
  return passes === null ? "Sin calificación" : passes ? "Aprobatoria" : "No aprobatoria"
}

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const grade = (n: number | null, label: string): ReportCell =>
  n === null
    ? { value: null, lines: ["Sin calificación"], label: `${label}: sin calificación`, sheet: [null] }
    : { value: n, lines: [formatFixed(n, 2)], label: `${label}: ${formatFixed(n, 2)}`, sheet: [n] }

/** The report's columns after the participant (key, name, course), in order: the page, the sheets and SPEC's call share them. */
export const gradesColumns = [
  { key: "curso", label: "Curso" },
  { key: "depto", label: "Departamento" },
  { key: "calificacion", label: "Calificación" },
  { key: "minima", label: "Calificación mínima" },
  { key: "resultado", label: "Resultado" },
  { key: "estado", label: "Estado" },
] as const

const table = (r: ReporteCalificaciones, q: ReporteCalificacionesRequest): ReportTable => ({
  caption: `Calificaciones de los cursos de ${q.anio}`,
  keyHeader: "Clave",
  rowHeader: "Colaborador",
  detailHeader: "Folio del curso",
  columns: gradesColumns,
  parts: [""],
  rows: r.filas.map((f) => {
    const verdict = gradeVerdict(f.calificacion, f.calificacion_minima)
    return {
      key: `${f.id_proyecto}-${f.id_empleado}`,
      label: f.colaborador,
      detail: String(f.id_proyecto),
      cells: [
        text(`${f.n_curso} (${formatDate(f.f_fin)})`),
        text(f.n_depto),
        grade(f.calificacion, `${f.colaborador}, ${f.n_curso}, calificación`),
        { value: f.calificacion_minima, lines: [formatCount(f.calificacion_minima)], sheet: [f.calificacion_minima] },
        { ...text(verdict), ...(verdict === "No aprobatoria" ? { tone: "reprobada" } : {}) },
        text(f.estado),
      ],
    }
  }),
  totals: {
    label: "Promedio",
    cells: [
      text(formatCountOf(r.totales.participantes, "participante", "participantes")),
      text(""),
      grade(r.totales.promedio, "Promedio de las calificaciones"),
      text(""),
      text(`${formatCount(r.totales.aprobatorias)} de ${formatCount(r.totales.calificados)} aprobatorias`),
      text(""),
    ],
  },
})

export const gradesReport: ReportDescriptor<ReporteCalificacionesRequest, ReporteCalificaciones> = {
  title: "Reporte de calificaciones",
  keys: ["FOR600"],
  filters: {
    ...trainingReportFilters,
    id_proyecto: {
      field: select({
        label: "Curso",
        integerId: true,
        lookup: { catalogue: gradesCatalogNames.cursos, idColumn: "id_proyecto", labelColumn: "n_curso", parent: { field: "id_empresa", column: "id_empresa" } },
      }),
      message: gradesReportMessages.curso,
      optional: true,
      placeholder: "Todos los cursos",
    },
  },
  initial: () => ({ anio: thisYear() }),
  read: {
    name: "reporteCalificacionesFormacion",
    path: "/reporte-calificaciones-formacion",
    summary:
      "La calificación de cada participante (sin bajas) de los cursos del año (iniciados en él, sin cancelar) de los centros de trabajo del rol, contra la mínima del curso, con el promedio; filtros empresa, centro, departamento del participante, proyecto DNC y curso. Con pagina y por_pagina, una página de filas (leída en SQL) y total_filas.",
  },
  xlsx: { name: "exportarReporteCalificacionesFormacion", path: "/exportar-reporte-calificaciones-formacion", summary: "El reporte de calificaciones de formación en Excel, con el promedio." },
  pdf: {
    name: "reporteCalificacionesFormacionPdf",
    path: "/reporte-calificaciones-formacion-pdf",
    summary: "El reporte de calificaciones de formación en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: gradesReportMessages.demasiadasFilas,
  },
  result: ReporteCalificaciones,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<CalificacionParticipante> }),
  table,
  summary: (filas, t) => {
    const mean = t.totals?.cells[2]
    return `${formatCountOf(filas, "calificación", "calificaciones")}${mean?.value === null || mean === undefined ? "" : `, promedio ${mean.lines[0]}`}`
  },
  heading: (q) => ({ title: `Calificaciones de formación ${q.anio}` }),
  tones: { reprobada: { label: "Por debajo de la mínima del curso", fill: "#fee2e2" } },
  legend: "Resultado",
  emptyCell: "Sin calificación",
  empty: "No hay participantes de cursos del año con esos filtros: cambie el año o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteCalificacionesRequest, ReporteCalificacionesRequest, ReporteCalificaciones, never>(gradesReport)

export const gradesReportEndpoints = {
  reporteCalificacionesFormacion: ends.read,
  exportarReporteCalificacionesFormacion: ends.xlsx,
  reporteCalificacionesFormacionPdf: ends.pdf,
} as const
