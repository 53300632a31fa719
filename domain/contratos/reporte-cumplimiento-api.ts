import { Schema } from "effect"
import { formatDate, todayInMexico } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { date } from "../records/field"
import { type ReportCell, type ReportDescriptor, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { complianceBand, complianceBandWords, compliancePercent } from "../rules/contratos-cumplimiento"

// Reporte de cumplimiento (CON250, MODULES-MX §2): per work centre, over a period, how well the
// contracts are kept: % con contrato vigente firmado, % con beneficiarios, % pruebas evaluadas a
// tiempo, % renovaciones oportunas, and the vencidos sin acción; on a report descriptor
// (domain/records/report.ts). Each percentage prints its figure, its band in words and the
// counts it rests on, the colour only repeating them (WCAG 1.4.1); a zero denominator prints
// "—" (Sin datos). The answer carries numerators and denominators, so the totals row is the
// whole report's ratio, not an average of centres. What each one counts:
// server/contratos/reporte-cumplimiento.ts.

export const reporteCumplimientoMessages = {
  desde: "La fecha inicial del periodo no es una fecha válida",
  hasta: "La fecha final del periodo no es una fecha válida",
  periodo: "La fecha inicial del periodo no puede ser posterior a la fecha final",
  ...workplaceFilterMessages,
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} centros de trabajo y el PDF admite hasta ${max}: filtre por empresa, o exporte a Excel.`,
} as const

export interface ReporteCumplimientoRequest {
  readonly fecha_inicio: string
  readonly fecha_fin: string
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
}

const Counts = {
  activos: Schema.Number,
  firmados: Schema.Number,
  con_contrato: Schema.Number,
  con_beneficiarios: Schema.Number,
  pruebas: Schema.Number,
  pruebas_a_tiempo: Schema.Number,
  vencidos: Schema.Number,
  renovados_a_tiempo: Schema.Number,
  vencidos_sin_accion: Schema.Number,
}
export const ConteosCumplimiento = Schema.Struct(Counts)
export type ConteosCumplimiento = typeof ConteosCumplimiento.Type

export const CentroCumplimiento = Schema.Struct({ id_centro_trabajo: Schema.Number, n_centro_trabajo: Schema.String, n_empresa: Schema.String, ...Counts })
export type CentroCumplimiento = typeof CentroCumplimiento.Type

export const ReporteCumplimiento = Schema.Struct({ centros: Schema.Array(CentroCumplimiento), totales: ConteosCumplimiento })
export type ReporteCumplimiento = typeof ReporteCumplimiento.Type

/** The four ratios, in the table's order: label, numerator, denominator, the denominator's noun. */
const ratios = [
  { key: "firmado", label: "% con contrato vigente firmado", of: (c: ConteosCumplimiento) => [c.firmados, c.activos] as const },
  { key: "beneficiarios", label: "% con beneficiarios", of: (c: ConteosCumplimiento) => [c.con_beneficiarios, c.con_contrato] as const },
  { key: "pruebas", label: "% pruebas evaluadas a tiempo", of: (c: ConteosCumplimiento) => [c.pruebas_a_tiempo, c.pruebas] as const },
  { key: "renovaciones", label: "% renovaciones oportunas", of: (c: ConteosCumplimiento) => [c.renovados_a_tiempo, c.vencidos] as const },
] as const

/** "96.50 %" */
export const percentText = (percent: number): string => `${formatFixed(percent, 2)} %`

const ratioCell = (label: string, numerator: number, denominator: number): ReportCell => {
  const percent = compliancePercent(numerator, denominator)
  const band = complianceBand(percent)
  if (percent === null || band === null) return { value: null, lines: ["—"], label: `${label}: sin datos`, sheet: [null, numerator, denominator] }
  const lines = [percentText(percent), complianceBandWords[band], `${formatCount(numerator)} de ${formatCount(denominator)}`]
  return { value: percent, lines, label: `${label}: ${lines.join(", ")}`, sheet: [percent, numerator, denominator], tone: band }
}

const cellsOf = (c: ConteosCumplimiento): ReadonlyArray<ReportCell> => [
  ...ratios.map((r) => {
    const [n, d] = r.of(c)
    return ratioCell(r.label, n, d)
  }),
  { value: c.vencidos_sin_accion, lines: [formatCount(c.vencidos_sin_accion)], label: `Vencidos sin acción: ${formatCount(c.vencidos_sin_accion)}`, sheet: [c.vencidos_sin_accion, null, null] },
]

/** The period a new page starts with: the current year up to today (Mexico City). */
const yearToDate = () => {
  const today = todayInMexico()
  return { fecha_inicio: `${today.slice(0, 4)}-01-01`, fecha_fin: today }
}

export const reporteCumplimientoReport: ReportDescriptor<ReporteCumplimientoRequest, ReporteCumplimiento> = {
  title: "Reporte de cumplimiento",
  keys: ["CON250"],
  filters: {
    fecha_inicio: { field: date({ label: "Periodo desde", required: reporteCumplimientoMessages.desde }), message: reporteCumplimientoMessages.desde },
    fecha_fin: { field: date({ label: "Periodo hasta", required: reporteCumplimientoMessages.hasta }), message: reporteCumplimientoMessages.hasta },
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
  },
  initial: yearToDate,
  read: {
    name: "reporteCumplimientoContratos",
    path: "/reporte-cumplimiento-contratos",
    summary:
      "Cumplimiento de contratos por centro de trabajo en un periodo: % con contrato vigente firmado (firmados vigentes / empleados activos), % con beneficiarios, % pruebas evaluadas a tiempo, % renovaciones oportunas (renovados antes de f_fin / vencidos en el periodo) y vencidos sin acción, con numeradores y denominadores y los totales; solo centros del rol. Con pagina y por_pagina, una página de centros y total_filas.",
  },
  xlsx: {
    name: "exportarReporteCumplimiento",
    path: "/exportar-reporte-cumplimiento",
    summary: "El reporte de cumplimiento en Excel: por centro de trabajo cada porcentaje con su numerador y denominador, los vencidos sin acción y los totales.",
  },
  pdf: {
    name: "reporteCumplimientoPdf",
    path: "/reporte-cumplimiento-pdf",
    summary: "El reporte de cumplimiento en PDF horizontal; hasta 400 centros de trabajo.",
    maxRows: 400,
    tooMany: reporteCumplimientoMessages.demasiadasFilas,
  },
  result: ReporteCumplimiento,
  rows: (r) => r.centros,
  withRows: (r, centros) => ({ ...r, centros: centros as ReadonlyArray<CentroCumplimiento> }),
  table: (r, q) => ({
    caption: `Cumplimiento de contratos por centro de trabajo del ${formatDate(q.fecha_inicio)} al ${formatDate(q.fecha_fin)}`,
    keyHeader: "Clave",
    rowHeader: "Centro de trabajo",
    detailHeader: "Empresa",
    columns: [...ratios.map((x) => ({ key: x.key, label: x.label })), { key: "sin_accion", label: "Vencidos sin acción" }],
    parts: ["Valor", "Numerador", "Denominador"],
    rows: r.centros.map((c) => ({ key: String(c.id_centro_trabajo), label: c.n_centro_trabajo, detail: c.n_empresa, cells: cellsOf(c) })),
    totals: { label: "Total", cells: cellsOf(r.totales) },
  }),
  summary: (filas) => formatCountOf(filas, "centro de trabajo", "centros de trabajo"),
  heading: (q) => ({ title: `Cumplimiento de contratos del ${formatDate(q.fecha_inicio)} al ${formatDate(q.fecha_fin)}` }),
  tones: {
    verde: { label: "95 % o más: Cumple", fill: "#dcfce7" },
    ambar: { label: "De 80 % a 94.99 %: En riesgo", fill: "#fef3c7" },
    rojo: { label: "Menor a 80 %: No cumple", fill: "#fee2e2" },
  },
  legend: "Cumplimiento",
  emptyCell: "Sin datos",
  empty: "No hay centros de trabajo con personas activas ni contratos en ese periodo: cambie el periodo o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteCumplimientoRequest, ReporteCumplimientoRequest, ReporteCumplimiento, never>(reporteCumplimientoReport)

export const reporteCumplimientoEndpoints = {
  reporteCumplimientoContratos: ends.read,
  exportarReporteCumplimiento: ends.xlsx,
  reporteCumplimientoPdf: ends.pdf,
} as const
