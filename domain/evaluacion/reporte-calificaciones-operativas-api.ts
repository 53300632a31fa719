import { Schema } from "effect"
import { formatCountOf, formatFixed } from "../number-format"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type GradeReportRequest, gradeReportFilterMessages as m, operativeGradesFilters } from "./reportes-calificaciones-filtros"

// EVA365 Reporte de calificaciones operativas (MODULES-MX §5, DOMAIN-MX 5.6): for one cycle with
// operative evaluations (tipo Operativa or Integral), each operative participant of the caller's
// centres, filtered by empresa, centro and departamento: per COM200 competency of the puesto (as
// copied on publishing) the level the boss gave against the level expected, its weight, the gap
// (valor esperado − valor evaluado) and the fulfilment min(evaluado / esperado, 1); then the
// person's calificación Σ cumplimiento × peso (domain/rules/evaluacion-operativa.ts). Nominal
// (the boss's rating), paged by person; the caller's own row never appears.

export const LineaOperativa = Schema.Struct({
  id_competencia: Schema.Number,
  n_competencia: Schema.String,
  n_nivel_esperado: Schema.String,
  valor_esperado: Schema.Number,
  n_nivel_evaluado: Schema.NullOr(Schema.String),
  valor_evaluado: Schema.NullOr(Schema.Number),
  peso: Schema.Number,
  brecha: Schema.NullOr(Schema.Number),
  /** Percent, two decimals; null while unrated. */
  cumplimiento: Schema.NullOr(Schema.Number),
})
export type LineaOperativa = typeof LineaOperativa.Type

export const PersonaOperativa = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_depto: Schema.String,
  n_puesto: Schema.String,
  n_evaluador: Schema.NullOr(Schema.String),
  estado: Schema.String,
  /** Σ cumplimiento × peso once answered, else null. */
  calificacion: Schema.NullOr(Schema.Number),
  lineas: Schema.Array(LineaOperativa),
})
export type PersonaOperativa = typeof PersonaOperativa.Type

export const ReporteCalificacionesOperativas = Schema.Struct({
  n_proyecto: Schema.String,
  filas: Schema.Array(PersonaOperativa),
  /** Over every person, not one page. */
  totales: Schema.Struct({ evaluaciones: Schema.Number, respondidas: Schema.Number, promedio: Schema.NullOr(Schema.Number) }),
})
export type ReporteCalificacionesOperativas = typeof ReporteCalificacionesOperativas.Type

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const blank: ReportCell = { value: null, lines: [""], sheet: [null], text: true }
const figure = (n: number | null, label: string, suffix = ""): ReportCell =>
  n === null
    ? { value: null, lines: ["—"], label: `${label}: sin calificar`, sheet: [null] }
    : { value: n, lines: [`${formatFixed(n, 2)}${suffix}`], label: `${label}: ${formatFixed(n, 2)}${suffix}`, sheet: [n] }

export const operativeGradesColumns = [
  { key: "depto", label: "Departamento" },
  { key: "puesto", label: "Puesto" },
  { key: "evaluador", label: "Jefe evaluador" },
  { key: "estado", label: "Estado" },
  { key: "esperado", label: "Nivel esperado" },
  { key: "evaluado", label: "Nivel evaluado" },
  { key: "peso", label: "Peso" },
  { key: "brecha", label: "Brecha" },
  { key: "cumplimiento", label: "Cumplimiento" },
  { key: "calificacion", label: "Calificación" },
] as const

const level = (name: string | null, value: number | null): string => (name === null || value === null ? "Sin calificar" : `${name} (${value})`)

const table = (r: ReporteCalificacionesOperativas): ReportTable => ({
  caption: `Calificaciones operativas de ${r.n_proyecto} por colaborador y competencia`,
  keyHeader: "Clave",
  rowHeader: "Colaborador",
  detailHeader: "Competencia",
  columns: operativeGradesColumns,
  parts: [""],
  rows: r.filas.flatMap((p) => {
    const who = p.colaborador
    const head = [text(p.n_depto), text(p.n_puesto), text(p.n_evaluador ?? "Recursos Humanos"), text(p.estado)]
    return [
      ...p.lineas.map((l) => ({
        key: `${p.id_empleado}-${l.id_competencia}`,
        label: who,
        detail: l.n_competencia,
        cells: [
          ...head,
          text(level(l.n_nivel_esperado, l.valor_esperado)),
          text(level(l.n_nivel_evaluado, l.valor_evaluado)),
          figure(l.peso, `${who}, ${l.n_competencia}, peso`, " %"),
          { ...figure(l.brecha, `${who}, ${l.n_competencia}, brecha`), ...(l.brecha !== null && l.brecha > 0 ? { tone: "brecha" } : {}) },
          figure(l.cumplimiento, `${who}, ${l.n_competencia}, cumplimiento`, " %"),
          blank,
        ],
      })),
      {
        key: `${p.id_empleado}-0`,
        label: who,
        detail: "Calificación operativa",
        cells: [...head, blank, blank, blank, blank, blank, figure(p.calificacion, `${who}, calificación operativa`)],
      },
    ]
  }),
  totals: {
    label: "Promedio",
    cells: [
      text(`${formatCountOf(r.totales.respondidas, "evaluación respondida", "evaluaciones respondidas")} de ${r.totales.evaluaciones}`),
      blank,
      blank,
      blank,
      blank,
      blank,
      blank,
      blank,
      blank,
      figure(r.totales.promedio, "Promedio de las calificaciones operativas"),
    ],
  },
})

export const operativeGradesReport: ReportDescriptor<GradeReportRequest, ReporteCalificacionesOperativas> = {
  title: "Reporte de calificaciones operativas",
  keys: ["EVA365"],
  filters: operativeGradesFilters,
  initial: () => ({}),
  read: {
    name: "reporteCalificacionesOperativas",
    path: "/reporte-calificaciones-operativas",
    summary:
      "Las evaluaciones operativas de un proyecto (tipo Operativa o Integral) de las empresas del rol, por colaborador de los centros de trabajo del rol: cada competencia operativa (COM200) del puesto con el nivel que dio el jefe contra el esperado, su peso, la brecha y el cumplimiento min(evaluado/esperado, 1), y la calificación Σ cumplimiento × peso; el promedio sobre todas. Filtros empresa, centro y departamento. Con pagina y por_pagina, una página de colaboradores y total_filas.",
  },
  xlsx: { name: "exportarReporteCalificacionesOperativas", path: "/exportar-reporte-calificaciones-operativas", summary: "El reporte de calificaciones operativas en Excel." },
  pdf: {
    name: "reporteCalificacionesOperativasPdf",
    path: "/reporte-calificaciones-operativas-pdf",
    summary: "El reporte de calificaciones operativas en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: m.demasiadasFilas,
  },
  result: ReporteCalificacionesOperativas,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<PersonaOperativa> }),
  table,
  summary: (total, t) => {
    const mean = t.totals?.cells[9]
    return `${formatCountOf(total, "colaborador", "colaboradores")}${mean === undefined || mean.value === null ? "" : `, promedio ${mean.lines[0]}`}`
  },
  heading: () => ({ title: "Reporte de calificaciones operativas" }),
  tones: { brecha: { label: "Por debajo del nivel esperado del puesto", fill: "#fee2e2" } },
  legend: "Brecha",
  emptyCell: "Sin calificar",
  empty: "No hay evaluaciones operativas de ese proyecto con esos filtros: cambie los filtros.",
  pageSize: 25,
}

const ends = reportEndpoints<GradeReportRequest, GradeReportRequest, ReporteCalificacionesOperativas, never>(operativeGradesReport)

export const operativeGradesReportEndpoints = {
  reporteCalificacionesOperativas: ends.read,
  exportarReporteCalificacionesOperativas: ends.xlsx,
  reporteCalificacionesOperativasPdf: ends.pdf,
} as const
