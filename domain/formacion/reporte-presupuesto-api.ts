import { Schema } from "effect"
import { formatCountOf, formatPesos } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type TrainingReportRequest, reportFilterMessages, thisYear, trainingReportFilters } from "./reportes-filtros"

// FOR400 Reporte de presupuesto (MODULES-MX §3): the training budgets of the DNC projects
// (FOR150) by department and expense concept, one column per concept. By default each project's
// budget in force, its latest authorized version; "Todas las versiones" lists every version
// (Borrador, En autorización, Rechazado too) to compare them, without totals (adding versions of
// one budget means nothing). Only the lines of departments of the caller's centres count.

export const budgetReportMessages = {
  ...reportFilterMessages,
  versiones: "Elija qué versiones mostrar",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa, centro, departamento o proyecto, o exporte a Excel.`,
} as const

export const budgetVersionViews = ["autorizada", "todas"] as const
export type BudgetVersionView = (typeof budgetVersionViews)[number]
const viewLabels: Readonly<Record<BudgetVersionView, string>> = { autorizada: "Versión autorizada vigente", todas: "Todas las versiones" }

export interface ReportePresupuestoRequest extends TrainingReportRequest {
  readonly versiones: BudgetVersionView
}

export const ConceptoGasto = Schema.Struct({ clave: Schema.String, nombre: Schema.String })

/** One department's lines of one budget version: its amount per concept (the answer's `conceptos` order) and their sum. */
export const FilaPresupuesto = Schema.Struct({
  id_presupuesto: Schema.Number,
  id_proyecto_dnc: Schema.Number,
  n_proyecto: Schema.String,
  version: Schema.Number,
  estado: Schema.String,
  id_depto: Schema.Number,
  n_depto: Schema.String,
  montos: Schema.Array(Schema.Number),
  total: Schema.Number,
})
export type FilaPresupuesto = typeof FilaPresupuesto.Type

export const ReportePresupuesto = Schema.Struct({
  versiones: Schema.Literal(...budgetVersionViews),
  conceptos: Schema.Array(ConceptoGasto),
  filas: Schema.Array(FilaPresupuesto),
  totales: Schema.Array(Schema.Number),
  total: Schema.Number,
})
export type ReportePresupuesto = typeof ReportePresupuesto.Type

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const pesos = (n: number, label: string): ReportCell => ({ value: n, lines: [formatPesos(n)], label: `${label}: ${formatPesos(n)}`, sheet: [n] })

const table = (r: ReportePresupuesto, q: ReportePresupuestoRequest): ReportTable => ({
  caption: `Presupuesto de formación ${q.anio} por departamento y concepto: ${viewLabels[r.versiones].toLowerCase()}`,
  keyHeader: "Clave",
  rowHeader: "Departamento",
  detailHeader: "Proyecto DNC",
  columns: [
    { key: "version", label: "Versión" },
    { key: "estado", label: "Estado" },
    ...r.conceptos.map((c) => ({ key: `c-${c.clave}`, label: c.nombre })),
    { key: "total", label: "Total" },
  ],
  parts: [""],
  rows: r.filas.map((f) => ({
    key: `${f.id_presupuesto}-${f.id_depto}`,
    label: f.n_depto,
    detail: f.n_proyecto,
    cells: [
      text(`v${f.version}`),
      text(f.estado),
      ...f.montos.map((m, i) => pesos(m, `${f.n_depto}, ${r.conceptos[i]?.nombre ?? ""}`)),
      pesos(f.total, `${f.n_depto}, total`),
    ],
  })),
  ...(r.versiones === "autorizada"
    ? {
        totals: {
          label: "Total",
          cells: [
            text(""),
            text(""),
            ...r.totales.map((m, i) => pesos(m, `Total, ${r.conceptos[i]?.nombre ?? ""}`)),
            pesos(r.total, "Presupuesto total"),
          ],
        },
      }
    : {}),
})

export const budgetReport: ReportDescriptor<ReportePresupuestoRequest, ReportePresupuesto> = {
  title: "Reporte de presupuesto",
  keys: ["FOR400"],
  filters: {
    ...trainingReportFilters,
    versiones: {
      field: select({ label: "Versiones", required: budgetReportMessages.versiones, choices: budgetVersionViews.map((v) => ({ id: v, label: viewLabels[v] })) }),
      message: budgetReportMessages.versiones,
      radio: true,
    },
  },
  initial: () => ({ anio: thisYear(), versiones: "autorizada" }),
  read: {
    name: "reportePresupuestoFormacion",
    path: "/reporte-presupuesto-formacion",
    summary:
      "El presupuesto de formación de los proyectos DNC del año por departamento y concepto de gasto: la versión autorizada vigente de cada proyecto con totales, o todas sus versiones; solo departamentos de los centros de trabajo del rol; filtros empresa, centro, departamento y proyecto. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: {
    name: "exportarReportePresupuestoFormacion",
    path: "/exportar-reporte-presupuesto-formacion",
    summary: "El reporte de presupuesto de formación en Excel: un renglón por versión y departamento, una columna por concepto de gasto.",
  },
  pdf: {
    name: "reportePresupuestoFormacionPdf",
    path: "/reporte-presupuesto-formacion-pdf",
    summary: "El reporte de presupuesto de formación en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: budgetReportMessages.demasiadasFilas,
  },
  result: ReportePresupuesto,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<FilaPresupuesto> }),
  table,
  summary: (filas, t) => {
    const total = t.totals?.cells.at(-1)?.value
    const lines = formatCountOf(filas, "renglón de presupuesto", "renglones de presupuesto")
    return total === undefined || total === null ? lines : `${lines}, ${formatPesos(total)} en total`
  },
  heading: (q) => ({ title: `Presupuesto de formación ${q.anio}` }),
  emptyCell: "Sin monto",
  empty: "No hay presupuestos de formación con esos filtros: cambie el año, los filtros o elija todas las versiones.",
  pageSize: 50,
}

const ends = reportEndpoints<ReportePresupuestoRequest, ReportePresupuestoRequest, ReportePresupuesto, never>(budgetReport)

export const budgetReportEndpoints = {
  reportePresupuestoFormacion: ends.read,
  exportarReportePresupuestoFormacion: ends.xlsx,
  reportePresupuestoFormacionPdf: ends.pdf,
} as const
