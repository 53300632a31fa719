import { Schema } from "effect"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints, textCell } from "../records/report"
import { type Band, bands } from "../rules/evaluacion-concentrado"
import { progressPercent } from "./reporte-evaluados-objetivos-rules"
import { type ObjectivesReportRequest, objectivesReportFilters, objectivesReportMessages } from "./reportes-objetivos-filtros"

// EVA350 Reporte final de objetivos (MODULES-MX §5): each evaluated participant's final objectives
// score (the calibrated one when HR calibrated it, else the boss's) with their position,
// department, boss and performance band (domain/rules/evaluacion-concentrado.ts performanceBand:
// Bajo < 70 ≤ Medio < 90 ≤ Alto), or the distribution of the scores by band. Only evaluated
// sheets have a score: the others are EVA300's pending list.

export const finalMessages = {
  ...objectivesReportMessages,
  vista: "Elija qué mostrar",
} as const

export const finalViews = ["personas", "bandas"] as const
export type FinalView = (typeof finalViews)[number]
export const finalViewLabels: Readonly<Record<FinalView, string>> = { personas: "Calificación por colaborador", bandas: "Distribución por bandas" }

export const bandRanges: Readonly<Record<Band, string>> = { Bajo: "menos de 70", Medio: "de 70 a menos de 90", Alto: "90 o más" }

export interface ReporteFinalRequest extends ObjectivesReportRequest {
  readonly vista: FinalView
}

export const FinalScoreRow = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  jefe: Schema.String,
  calificacion: Schema.Number,
  calibrada: Schema.Boolean,
  banda: Schema.Literal(...bands),
})
export type FinalScoreRow = typeof FinalScoreRow.Type

export const BandRow = Schema.Struct({ banda: Schema.Literal(...bands), personas: Schema.Number })
export type BandRow = typeof BandRow.Type

export const ReporteFinal = Schema.Struct({
  n_proyecto: Schema.String,
  vista: Schema.Literal(...finalViews),
  personas: Schema.Array(FinalScoreRow),
  bandas: Schema.Array(BandRow),
  evaluados: Schema.Number,
})
export type ReporteFinal = typeof ReporteFinal.Type

const tones = {
  Bajo: { label: "Bajo (menos de 70)", fill: "#fde2e1" },
  Medio: { label: "Medio (de 70 a menos de 90)", fill: "#fff3c4" },
  Alto: { label: "Alto (90 o más)", fill: "#dcf5e3" },
} as const

const table = (r: ReporteFinal): ReportTable => {
  if (r.vista === "bandas") {
    const cells = (personas: number, label: string): ReadonlyArray<ReportCell> => {
      const share = progressPercent(personas, r.evaluados)
      return [
        { value: personas, lines: [formatCount(personas)], label: `${label}, personas: ${formatCount(personas)}`, sheet: [personas] },
        share === null
          ? { value: null, lines: ["—"], label: `${label}, porcentaje: sin evaluados`, sheet: [null] }
          : { value: share, lines: [`${formatFixed(share, 2)} %`], label: `${label}, porcentaje: ${formatFixed(share, 2)} %`, sheet: [share] },
      ]
    }
    return {
      caption: `${r.n_proyecto}: distribución de la calificación de objetivos por banda`,
      keyHeader: "Banda",
      rowHeader: "Desempeño",
      detailHeader: "Calificación",
      columns: [
        { key: "personas", label: "Personas" },
        { key: "porcentaje", label: "% de evaluados" },
      ],
      parts: [""],
      rows: r.bandas.map((b) => ({ key: b.banda, label: `Desempeño ${b.banda.toLowerCase()}`, detail: bandRanges[b.banda], cells: cells(b.personas, b.banda).map((c) => ({ ...c, tone: b.banda })) })),
      totals: { label: "Total evaluados", cells: cells(r.evaluados, "Total") },
    }
  }
  return {
    caption: `${r.n_proyecto}: calificación final de objetivos por colaborador`,
    keyHeader: "No.",
    rowHeader: "Colaborador",
    detailHeader: "Puesto",
    columns: [
      { key: "depto", label: "Departamento" },
      { key: "jefe", label: "Jefe" },
      { key: "calificacion", label: "Calificación" },
      { key: "banda", label: "Banda" },
    ],
    parts: [""],
    rows: r.personas.map((p) => {
      const score = formatFixed(p.calificacion, 2)
      return {
        key: String(p.id_empleado),
        label: p.colaborador,
        detail: p.n_puesto,
        cells: [
          textCell(p.n_depto, `${p.colaborador}, departamento`),
          textCell(p.jefe === "" ? "Sin jefe" : p.jefe, `${p.colaborador}, jefe`),
          {
            value: p.calificacion,
            lines: p.calibrada ? [score, "Calibrada"] : [score],
            label: `${p.colaborador}, calificación: ${score}${p.calibrada ? ", calibrada" : ""}`,
            sheet: [p.calificacion],
          },
          textCell(p.banda, `${p.colaborador}, banda`, p.banda),
        ],
      }
    }),
  }
}

export const finalReport: ReportDescriptor<ReporteFinalRequest, ReporteFinal> = {
  title: "Reporte final de objetivos",
  keys: ["EVA350"],
  filters: {
    ...objectivesReportFilters,
    vista: {
      field: select({ label: "Mostrar", required: finalMessages.vista, choices: finalViews.map((v) => ({ id: v, label: finalViewLabels[v] })) }),
      message: finalMessages.vista,
      radio: true,
    },
  },
  initial: () => ({ vista: "personas" }),
  read: {
    name: "reporteFinalObjetivos",
    path: "/reporte-final-objetivos",
    summary:
      "La calificación final de objetivos de cada colaborador evaluado de un proyecto (la calibrada cuando existe) en los centros de trabajo del rol, con puesto, departamento, jefe y banda de desempeño (Bajo < 70 ≤ Medio < 90 ≤ Alto), o su distribución por bandas; filtros empresa, centro, departamento y jefe. Con pagina y por_pagina, una página de filas y total_filas. 404 si el proyecto no existe; 403 si no es de sus empresas; 409 si no evalúa objetivos.",
  },
  xlsx: { name: "exportarReporteFinalObjetivos", path: "/exportar-reporte-final-objetivos", summary: "El reporte final de objetivos en Excel." },
  pdf: {
    name: "reporteFinalObjetivosPdf",
    path: "/reporte-final-objetivos-pdf",
    summary: "El reporte final de objetivos en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: finalMessages.demasiadasFilas,
  },
  result: ReporteFinal,
  rows: (r) => (r.vista === "bandas" ? r.bandas : r.personas),
  withRows: (r, rows) => (r.vista === "bandas" ? { ...r, bandas: rows as ReadonlyArray<BandRow> } : { ...r, personas: rows as ReadonlyArray<FinalScoreRow> }),
  table,
  summary: (filas, _t, q) => (q.vista === "bandas" ? "Tres bandas de desempeño" : formatCountOf(filas, "colaborador evaluado", "colaboradores evaluados")),
  heading: (q) => ({ title: `Reporte final de objetivos: ${finalViewLabels[q.vista].toLowerCase()}` }),
  tones,
  legend: "Bandas de desempeño",
  emptyCell: "Sin calificación",
  empty: "No hay colaboradores evaluados en el proyecto con esos filtros: cambie el proyecto o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteFinalRequest, ReporteFinalRequest, ReporteFinal, never>(finalReport)

export const finalReportEndpoints = {
  reporteFinalObjetivos: ends.read,
  exportarReporteFinalObjetivos: ends.xlsx,
  reporteFinalObjetivosPdf: ends.pdf,
} as const
