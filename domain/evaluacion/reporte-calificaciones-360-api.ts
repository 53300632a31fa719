import { Schema } from "effect"
import { formatCountOf, formatFixed } from "../number-format"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { otrosLabel, relations360 } from "../rules/evaluacion-360"
import { groupLabel } from "./mis-evaluaciones-vocabulary"
import { type GradeReportRequest, gradeReportFilterMessages as m, grades360Filters } from "./reportes-calificaciones-filtros"

// EVA360 Reporte de calificaciones 360 (MODULES-MX §5): for one cycle with 360 (tipo 360 or
// Integral), each participant of the caller's centres, filtered by empresa, centro and
// departamento: per competency of the 360 instrument (its items carry id_competencia) and overall,
// the mean of each relation that may be shown, the 360 mean over them (weights renormalised), and
// the gap against the level the person's puesto expects (domain/rules/evaluacion-brecha.ts: the
// level carried onto the instrument's scale). Every figure comes from the rule of
// domain/rules/evaluacion-360.ts, applied per person and per competency: a relation under its
// minimum is pooled into "otros" or hidden, never shown alone, in the page, the sheet and the PDF
// alike (they print one projection). Paged by person on the server; the caller's own row never
// appears (their 360 reaches them only through the feedback session).

/** One relation group that may be shown: its mean and how many evaluators it pools. */
export const Grupo360 = Schema.Struct({ grupo: Schema.String, media: Schema.Number, evaluadores: Schema.Number })
export type Grupo360 = typeof Grupo360.Type

/** One line of a person: a competency of the instrument, or the overall (id_competencia null). */
export const Linea360 = Schema.Struct({
  id_competencia: Schema.NullOr(Schema.Number),
  n_competencia: Schema.String,
  grupos: Schema.Array(Grupo360),
  /** Relations with answers left out for anonymity: no figure of theirs is shown or scored. */
  ocultas: Schema.Number,
  /** The 360 mean on the scale over the groups shown (weights renormalised), null without one. */
  media: Schema.NullOr(Schema.Number),
  porcentaje: Schema.NullOr(Schema.Number),
  /** The puesto's expected level (COM250), its value carried onto the 360 scale; null when the puesto does not expect it. */
  n_nivel_esperado: Schema.NullOr(Schema.String),
  esperado: Schema.NullOr(Schema.Number),
  brecha: Schema.NullOr(Schema.Number),
  cumplimiento: Schema.NullOr(Schema.Number),
})
export type Linea360 = typeof Linea360.Type

export const Persona360 = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_depto: Schema.String,
  n_puesto: Schema.String,
  lineas: Schema.Array(Linea360),
})
export type Persona360 = typeof Persona360.Type

export const ReporteCalificaciones360 = Schema.Struct({
  n_proyecto: Schema.String,
  escala: Schema.Number,
  /** One per person (the server pages by person). */
  filas: Schema.Array(Persona360),
})
export type ReporteCalificaciones360 = typeof ReporteCalificaciones360.Type

/** The relation columns in order: the five relations, then "otros". */
export const groupColumns360 = [...relations360, otrosLabel] as const

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const figure = (n: number | null, label: string, digits = 2, suffix = ""): ReportCell =>
  n === null
    ? { value: null, lines: ["—"], label: `${label}: sin dato`, sheet: [null] }
    : { value: n, lines: [`${formatFixed(n, digits)}${suffix}`], label: `${label}: ${formatFixed(n, digits)}${suffix}`, sheet: [n] }

const groupCell = (l: Linea360, grupo: string, who: string): ReportCell => {
  const g = l.grupos.find((x) => x.grupo === grupo)
  const label = `${who}, ${l.n_competencia}, ${groupLabel(grupo)}`
  if (g === undefined) return { value: null, lines: ["—"], label: `${label}: sin dato que pueda mostrarse`, sheet: [null] }
  return { value: g.media, lines: [formatFixed(g.media, 2)], label: `${label}: ${formatFixed(g.media, 2)} (${formatCountOf(g.evaluadores, "evaluador", "evaluadores")})`, sheet: [g.media] }
}

export const grades360Columns = [
  { key: "depto", label: "Departamento" },
  { key: "puesto", label: "Puesto" },
  ...groupColumns360.map((g) => ({ key: g, label: groupLabel(g) })),
  { key: "media", label: "Media 360" },
  { key: "porcentaje", label: "% 360" },
  { key: "esperado", label: "Nivel esperado" },
  { key: "brecha", label: "Brecha" },
  { key: "cumplimiento", label: "Cumplimiento" },
] as const

const table = (r: ReporteCalificaciones360): ReportTable => ({
  caption: `Calificaciones 360 de ${r.n_proyecto} por colaborador y competencia (escala 1 a ${r.escala})`,
  keyHeader: "Clave",
  rowHeader: "Colaborador",
  detailHeader: "Competencia",
  columns: grades360Columns,
  parts: [""],
  rows: r.filas.flatMap((p) =>
    p.lineas.map((l) => {
      const who = p.colaborador
      const esperado =
        l.esperado === null
          ? { ...figure(null, `${who}, ${l.n_competencia}, nivel esperado`), lines: [l.id_competencia === null ? "" : "No esperado"] }
          : {
              value: l.esperado,
              lines: [`${l.n_nivel_esperado ?? ""} (${formatFixed(l.esperado, 2)})`],
              label: `${who}, ${l.n_competencia}, nivel esperado: ${l.n_nivel_esperado ?? ""}, ${formatFixed(l.esperado, 2)} en la escala`,
              sheet: [l.esperado],
            }
      return {
        key: `${p.id_empleado}-${l.id_competencia ?? 0}`,
        label: who,
        detail: l.n_competencia,
        cells: [
          text(p.n_depto),
          text(p.n_puesto),
          ...groupColumns360.map((g) => groupCell(l, g, who)),
          figure(l.media, `${who}, ${l.n_competencia}, media 360`, 2),
          figure(l.porcentaje, `${who}, ${l.n_competencia}, porcentaje 360`, 2, " %"),
          esperado,
          { ...figure(l.brecha, `${who}, ${l.n_competencia}, brecha`), ...(l.brecha !== null && l.brecha > 0 ? { tone: "brecha" } : {}) },
          figure(l.cumplimiento, `${who}, ${l.n_competencia}, cumplimiento`, 2, " %"),
        ],
      }
    }),
  ),
})

export const grades360Report: ReportDescriptor<GradeReportRequest, ReporteCalificaciones360> = {
  title: "Reporte de calificaciones 360",
  keys: ["EVA360"],
  filters: grades360Filters,
  initial: () => ({}),
  read: {
    name: "reporteCalificaciones360",
    path: "/reporte-calificaciones-360",
    summary:
      "Las calificaciones 360 de un proyecto (tipo 360 o Integral) de las empresas del rol, por colaborador de los centros de trabajo del rol y por competencia del instrumento (y la general): la media de cada relación que puede mostrarse (una relación bajo su mínimo de evaluadores se agrupa en «otros» o se oculta, nunca sola, aun filtrando un departamento), la media 360 y su %, y la brecha contra el nivel esperado del puesto llevado a la escala del instrumento. Filtros empresa, centro y departamento. Con pagina y por_pagina, una página de colaboradores y total_filas. El propio colaborador del usuario no aparece.",
  },
  xlsx: { name: "exportarReporteCalificaciones360", path: "/exportar-reporte-calificaciones-360", summary: "El reporte de calificaciones 360 en Excel, con las mismas reglas de anonimato." },
  pdf: {
    name: "reporteCalificaciones360Pdf",
    path: "/reporte-calificaciones-360-pdf",
    summary: "El reporte de calificaciones 360 en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: m.demasiadasFilas,
  },
  result: ReporteCalificaciones360,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<Persona360> }),
  table,
  summary: (total) => `${formatCountOf(total, "colaborador", "colaboradores")} con su 360 por competencia`,
  heading: () => ({ title: "Reporte de calificaciones 360" }),
  tones: { brecha: { label: "Por debajo del nivel esperado del puesto", fill: "#fee2e2" } },
  legend: "Brecha",
  emptyCell: "Sin dato que pueda mostrarse",
  empty: "No hay colaboradores de ese proyecto con esos filtros: cambie los filtros.",
  pageSize: 25,
}

const ends = reportEndpoints<GradeReportRequest, GradeReportRequest, ReporteCalificaciones360, never>(grades360Report)

export const grades360ReportEndpoints = {
  reporteCalificaciones360: ends.read,
  exportarReporteCalificaciones360: ends.xlsx,
  reporteCalificaciones360Pdf: ends.pdf,
} as const
