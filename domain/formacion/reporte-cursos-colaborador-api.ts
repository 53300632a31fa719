import { Schema } from "effect"
import { formatDate } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type TrainingReportRequest, reportFilterMessages, thisYear, trainingReportFilters } from "./reportes-filtros"

// FOR550 Reporte de cursos por colaborador (MODULES-MX §3; Frappe's Employee ↔ Training link):
// each active person of the caller's centres with the hours of training credited in the year
// (courses begun in it, not cancelled, where the person Asistió or was Aprobado [D]: enrolled,
// failed or withdrawn people took no creditable hours) against the horas_minimas_anuales of
// their puesto's nivel (FOR090), or each person's courses of the year one by one. The course
// rows are a list of columns (`courseColumns`) over one row schema (`CursoColaborador`): a
// column such as the DC-3 folio (FOR250) is one field there, one entry there and one column in
// the server's SELECT.

export const personCoursesMessages = {
  ...reportFilterMessages,
  vista: "Elija cómo mostrar el reporte",
  cumplimiento: "El cumplimiento no es válido",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa, centro, departamento o cumplimiento, o exporte a Excel.`,
} as const

export const personCourseViews = ["resumen", "cursos"] as const
export type PersonCourseView = (typeof personCourseViews)[number]
const viewLabels: Readonly<Record<PersonCourseView, string>> = { resumen: "Horas contra el mínimo", cursos: "Cursos de cada colaborador" }

export const complianceChoices = [
  { id: "no", label: "No cumplen el mínimo" },
  { id: "si", label: "Cumplen el mínimo" },
] as const

/** The participant states whose hours are credited [D]. */
export const creditedStates = ["Asistió", "Aprobado"] as const

export interface CursosColaboradorRequest extends TrainingReportRequest {
  readonly vista: PersonCourseView
  readonly cumplimiento?: "si" | "no"
}

/** One person's year: credited courses and hours against their level's minimum (domain/rules/training-figures.ts). */
export const ResumenColaborador = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  n_nivel: Schema.NullOr(Schema.String),
  cursos: Schema.Number,
  horas: Schema.Number,
  horas_minimas: Schema.Number,
  avance: Schema.NullOr(Schema.Number),
  faltan: Schema.Number,
  cumple: Schema.Boolean,
})
export type ResumenColaborador = typeof ResumenColaborador.Type

/** One course of one person in the year. */
export const CursoColaborador = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  id_proyecto: Schema.Number,
  n_curso: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.String,
  duracion_horas: Schema.Number,
  estado: Schema.String,
  calificacion: Schema.NullOr(Schema.Number),
  horas_acreditadas: Schema.Number,
  /** The folio of the person's DC-3 of the course (Formatos DC-3), once issued. */
  folio_dc3: Schema.NullOr(Schema.String),
})
export type CursoColaborador = typeof CursoColaborador.Type

export const CursosColaborador = Schema.Struct({
  vista: Schema.Literal(...personCourseViews),
  resumen: Schema.Array(ResumenColaborador),
  cursos: Schema.Array(CursoColaborador),
})
export type CursosColaborador = typeof CursosColaborador.Type

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const count = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })

/** A column of the course rows: its header and its cell. */
export interface CourseColumn {
  readonly key: string
  readonly label: string
  readonly cell: (row: CursoColaborador) => ReportCell
}

export const courseColumns: ReadonlyArray<CourseColumn> = [
  { key: "curso", label: "Curso", cell: (r) => text(r.n_curso) },
  { key: "periodo", label: "Periodo", cell: (r) => text(`${formatDate(r.f_inicio)} a ${formatDate(r.f_fin)}`) },
  { key: "horas", label: "Horas del curso", cell: (r) => count(r.duracion_horas, `${r.n_curso}, horas`) },
  { key: "estado", label: "Estado", cell: (r) => text(r.estado) },
  {
    key: "calificacion",
    label: "Calificación",
    cell: (r) =>
      r.calificacion === null
        ? { value: null, lines: ["Sin calificación"], sheet: [null], text: true }
        : { value: r.calificacion, lines: [formatFixed(r.calificacion, 2)], label: `${r.n_curso}, calificación: ${formatFixed(r.calificacion, 2)}`, sheet: [r.calificacion] },
  },
  { key: "acreditadas", label: "Horas acreditadas", cell: (r) => count(r.horas_acreditadas, `${r.n_curso}, horas acreditadas`) },
  { key: "folio_dc3", label: "Folio DC-3", cell: (r) => text(r.folio_dc3 ?? "Sin DC-3") },
]

const summaryTable = (r: CursosColaborador, caption: string): ReportTable => ({
  caption,
  keyHeader: "No. colaborador",
  rowHeader: "Colaborador",
  detailHeader: "Puesto",
  columns: [
    { key: "nivel", label: "Nivel de puesto" },
    { key: "cursos", label: "Cursos" },
    { key: "horas", label: "Horas acreditadas" },
    { key: "minimas", label: "Horas mínimas" },
    { key: "avance", label: "Avance" },
    { key: "faltan", label: "Horas faltantes" },
    { key: "cumple", label: "Cumple" },
  ],
  parts: [""],
  rows: r.resumen.map((p) => ({
    key: String(p.id_empleado),
    label: p.colaborador,
    detail: p.n_puesto,
    cells: [
      text(p.n_nivel ?? "Sin nivel"),
      count(p.cursos, `${p.colaborador}, cursos`),
      count(p.horas, `${p.colaborador}, horas acreditadas`),
      count(p.horas_minimas, `${p.colaborador}, horas mínimas`),
      p.avance === null
        ? { value: null, lines: ["Sin mínimo"], label: `${p.colaborador}, avance: sin mínimo`, sheet: [null] }
        : { value: p.avance, lines: [`${formatFixed(p.avance, 2)} %`], label: `${p.colaborador}, avance: ${formatFixed(p.avance, 2)} %`, sheet: [p.avance] },
      count(p.faltan, `${p.colaborador}, horas faltantes`),
      { ...text(p.cumple ? "Sí" : "No"), ...(p.cumple ? {} : { tone: "falta" }) },
    ],
  })),
})

const courseTable = (r: CursosColaborador, caption: string): ReportTable => ({
  caption,
  keyHeader: "Clave",
  rowHeader: "Colaborador",
  detailHeader: "Folio del curso",
  columns: courseColumns.map((c) => ({ key: c.key, label: c.label })),
  parts: [""],
  rows: r.cursos.map((c) => ({ key: `${c.id_empleado}-${c.id_proyecto}`, label: c.colaborador, detail: String(c.id_proyecto), cells: courseColumns.map((col) => col.cell(c)) })),
})

export const personCoursesReport: ReportDescriptor<CursosColaboradorRequest, CursosColaborador> = {
  title: "Reporte de cursos por colaborador",
  keys: ["FOR550"],
  filters: {
    ...trainingReportFilters,
    cumplimiento: {
      field: select({ label: "Cumplimiento", choices: complianceChoices }),
      message: personCoursesMessages.cumplimiento,
      optional: true,
      placeholder: "Todos los colaboradores",
    },
    vista: {
      field: select({ label: "Mostrar", required: personCoursesMessages.vista, choices: personCourseViews.map((v) => ({ id: v, label: viewLabels[v] })) }),
      message: personCoursesMessages.vista,
      radio: true,
    },
  },
  initial: () => ({ anio: thisYear(), vista: "resumen" }),
  read: {
    name: "reporteCursosColaborador",
    path: "/reporte-cursos-colaborador",
    summary:
      "Los colaboradores activos de los centros de trabajo del rol con sus horas de capacitación acreditadas en el año (cursos iniciados en él, sin cancelar, con estado Asistió o Aprobado) contra las horas mínimas anuales de su nivel de puesto, o sus cursos del año uno por uno; filtros empresa, centro, departamento, proyecto DNC y cumplimiento. Con pagina y por_pagina, una página de filas (leída en SQL) y total_filas.",
  },
  xlsx: { name: "exportarReporteCursosColaborador", path: "/exportar-reporte-cursos-colaborador", summary: "El reporte de cursos por colaborador en Excel." },
  pdf: {
    name: "reporteCursosColaboradorPdf",
    path: "/reporte-cursos-colaborador-pdf",
    summary: "El reporte de cursos por colaborador en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: personCoursesMessages.demasiadasFilas,
  },
  result: CursosColaborador,
  rows: (r) => (r.vista === "resumen" ? r.resumen : r.cursos),
  withRows: (r, rows) =>
    r.vista === "resumen" ? { ...r, resumen: rows as ReadonlyArray<ResumenColaborador> } : { ...r, cursos: rows as ReadonlyArray<CursoColaborador> },
  table: (r, q) => {
    const caption = `${viewLabels[r.vista]}, ${q.anio}`
    return r.vista === "resumen" ? summaryTable(r, caption) : courseTable(r, caption)
  },
  summary: (filas, t) => (t.rowHeader === "Colaborador" && t.columns[0]?.key === "nivel" ? formatCountOf(filas, "colaborador", "colaboradores") : formatCountOf(filas, "curso", "cursos")),
  heading: (q) => ({ title: `Cursos por colaborador ${q.anio}` }),
  tones: { falta: { label: "No cumple el mínimo de horas", fill: "#fee2e2" } },
  legend: "Cumplimiento",
  emptyCell: "Sin datos",
  empty: "No hay colaboradores ni cursos con esos filtros: cambie el año o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<CursosColaboradorRequest, CursosColaboradorRequest, CursosColaborador, never>(personCoursesReport)

export const personCoursesReportEndpoints = {
  reporteCursosColaborador: ends.read,
  exportarReporteCursosColaborador: ends.xlsx,
  reporteCursosColaboradorPdf: ends.pdf,
} as const
