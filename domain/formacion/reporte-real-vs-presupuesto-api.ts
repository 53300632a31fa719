import { Schema } from "effect"
import { formatCount, formatCountOf, formatFixed, formatPesos } from "../number-format"
import { select } from "../records/field"
import { shareOf } from "../rules/training-figures"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { type TrainingReportRequest, reportFilterMessages, thisYear, trainingReportFilters } from "./reportes-filtros"

// FOR500 Reporte real vs. presupuesto (MODULES-MX §3): for the year's DNC projects, the budget in
// force (the latest authorized version of FOR150) against what their courses (FOR160) really
// cost: % ejercido = real / presupuesto × 100, variación = real − presupuesto, costo por
// participante = real / participantes (domain/rules/training-figures.ts; 250,000 vs 212,500 →
// 85.00 %, −37,500, 2,500.00 for 85 people). By project or by expense concept. The budget counts
// the lines of departments of the caller's centres, the real costs the courses given in them;
// with a department, its budget lines and its participants' share of each course's cost [D].

export const realVsBudgetMessages = {
  ...reportFilterMessages,
  agrupar: "Elija cómo agrupar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa o proyecto, o exporte a Excel.`,
} as const

export const realVsBudgetGroupings = ["proyecto", "concepto"] as const
export type RealVsBudgetGrouping = (typeof realVsBudgetGroupings)[number]
const groupingLabels: Readonly<Record<RealVsBudgetGrouping, string>> = { proyecto: "Por proyecto DNC", concepto: "Por concepto de gasto" }

export interface RealVsPresupuestoRequest extends TrainingReportRequest {
  readonly agrupar: RealVsBudgetGrouping
}

const Figures = {
  presupuesto: Schema.Number,
  real: Schema.Number,
  participantes: Schema.Number,
  /** % ejercido; null without a budget. */
  porcentaje: Schema.NullOr(Schema.Number),
  variacion: Schema.Number,
  /** Costo por participante; null without participants. */
  costo_participante: Schema.NullOr(Schema.Number),
}

export const FilaRealVsPresupuesto = Schema.Struct({ clave: Schema.String, nombre: Schema.String, detalle: Schema.String, ...Figures })
export type FilaRealVsPresupuesto = typeof FilaRealVsPresupuesto.Type

export const RealVsPresupuesto = Schema.Struct({
  agrupar: Schema.Literal(...realVsBudgetGroupings),
  filas: Schema.Array(FilaRealVsPresupuesto),
  totales: Schema.Struct(Figures),
})
export type RealVsPresupuesto = typeof RealVsPresupuesto.Type

type Figures = RealVsPresupuesto["totales"]

const money = (n: number | null, label: string, none: string): ReportCell =>
  n === null ? { value: null, lines: [none], label: `${label}: ${none}`, sheet: [null] } : { value: n, lines: [formatPesos(n)], label: `${label}: ${formatPesos(n)}`, sheet: [n] }

const percent = (n: number | null, label: string): ReportCell =>
  n === null
    ? { value: null, lines: ["Sin presupuesto"], label: `${label}: sin presupuesto`, sheet: [null] }
    : { value: n, lines: [`${formatFixed(n, 2)} %`], label: `${label}: ${formatFixed(n, 2)} %`, sheet: [n], ...(n > 100 ? { tone: "excedido" } : {}) }

const cells = (f: Figures, label: string): ReadonlyArray<ReportCell> => [
  money(f.presupuesto, `${label}, presupuesto`, "Sin presupuesto"),
  money(f.real, `${label}, real`, "Sin gasto"),
  percent(f.porcentaje, `${label}, % ejercido`),
  money(f.variacion, `${label}, variación`, ""),
  { value: f.participantes, lines: [formatCount(f.participantes)], label: `${label}, participantes: ${formatCount(f.participantes)}`, sheet: [f.participantes] },
  money(f.costo_participante, `${label}, costo por participante`, "Sin participantes"),
]

const table = (r: RealVsPresupuesto, q: RealVsPresupuestoRequest): ReportTable => ({
  caption: `Real contra presupuesto ${q.anio}: ${groupingLabels[r.agrupar].toLowerCase()}`,
  keyHeader: r.agrupar === "proyecto" ? "Folio" : "Clave",
  rowHeader: r.agrupar === "proyecto" ? "Proyecto DNC" : "Concepto de gasto",
  detailHeader: r.agrupar === "proyecto" ? "Versión autorizada" : "Parte del presupuesto",
  columns: [
    { key: "presupuesto", label: "Presupuesto" },
    { key: "real", label: "Real" },
    { key: "porcentaje", label: "% ejercido" },
    { key: "variacion", label: "Variación" },
    { key: "participantes", label: "Participantes" },
    { key: "costo_participante", label: "Costo por participante" },
  ],
  parts: [""],
  rows: r.filas.map((f) => {
    const share = shareOf(f.presupuesto, r.totales.presupuesto)
    const detail = r.agrupar === "proyecto" ? f.detalle : share === null ? "Sin presupuesto" : `${formatFixed(share, 2)} % del presupuesto`
    return { key: f.clave, label: f.nombre, detail, cells: cells(f, f.nombre) }
  }),
  totals: { label: "Total", cells: cells(r.totales, "Total") },
})

export const realVsBudgetReport: ReportDescriptor<RealVsPresupuestoRequest, RealVsPresupuesto> = {
  title: "Reporte real vs. presupuesto",
  keys: ["FOR500"],
  filters: {
    ...trainingReportFilters,
    agrupar: {
      field: select({ label: "Agrupar", required: realVsBudgetMessages.agrupar, choices: realVsBudgetGroupings.map((g) => ({ id: g, label: groupingLabels[g] })) }),
      message: realVsBudgetMessages.agrupar,
      radio: true,
    },
  },
  initial: () => ({ anio: thisYear(), agrupar: "proyecto" }),
  read: {
    name: "reporteRealVsPresupuesto",
    path: "/reporte-real-vs-presupuesto",
    summary:
      "Los proyectos DNC del año: el presupuesto autorizado vigente contra el costo real de sus cursos, % ejercido, variación (real − presupuesto), participantes y costo por participante, por proyecto o por concepto de gasto; solo departamentos y cursos de los centros de trabajo del rol; filtros empresa, centro, departamento (su presupuesto y la parte de sus participantes en el costo de cada curso) y proyecto. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: { name: "exportarReporteRealVsPresupuesto", path: "/exportar-reporte-real-vs-presupuesto", summary: "El reporte real contra presupuesto en Excel, con sus totales." },
  pdf: {
    name: "reporteRealVsPresupuestoPdf",
    path: "/reporte-real-vs-presupuesto-pdf",
    summary: "El reporte real contra presupuesto en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: realVsBudgetMessages.demasiadasFilas,
  },
  result: RealVsPresupuesto,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<FilaRealVsPresupuesto> }),
  table,
  summary: (filas, t) => {
    const spent = t.totals?.cells[2]?.lines[0]
    return `${formatCountOf(filas, "fila", "filas")}${spent === undefined ? "" : `, ${spent} ejercido`}`
  },
  heading: (q) => ({ title: `Real contra presupuesto de formación ${q.anio}` }),
  tones: { excedido: { label: "Ejercido por encima del presupuesto", fill: "#fee2e2" } },
  legend: "Ejercido",
  emptyCell: "Sin datos",
  empty: "No hay presupuestos ni costos de cursos de proyectos DNC del año con esos filtros: cambie el año o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<RealVsPresupuestoRequest, RealVsPresupuestoRequest, RealVsPresupuesto, never>(realVsBudgetReport)

export const realVsBudgetReportEndpoints = {
  reporteRealVsPresupuesto: ends.read,
  exportarReporteRealVsPresupuesto: ends.xlsx,
  reporteRealVsPresupuestoPdf: ends.pdf,
} as const
