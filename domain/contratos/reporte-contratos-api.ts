import { Schema } from "effect"
import { formatDate, todayInMexico } from "../dates"
import { formatCount, formatCountOf } from "../number-format"
import { date, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import type { ContractState } from "./gestion-contratos-vocabulary"
import { contractCatalogNames } from "./gestion-contratos-lookups"

// Reporte de contratos (CON240, MODULES-MX §2): the contracts begun by a cut date, each in the
// state it showed that day (domain/rules/contratos-corte.ts: Por vencer and Vencido from the
// dates), counted by empresa, centro de trabajo or tipo with one column per state, or listed one
// by one; on a report descriptor (domain/records/report.ts) so the page, the sheet and the PDF
// print one projection. The company is the contract's own (its folio's); the centre is the
// person's today, as in Contratos por vencer.

export const reporteContratosMessages = {
  fecha: "La fecha de corte no es una fecha válida",
  ...workplaceFilterMessages,
  tipo: "El tipo de contrato no es válido",
  estado: "El estado del contrato no es válido",
  vista: "Elija cómo mostrar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa, centro de trabajo, tipo o estado, o exporte a Excel.`,
} as const

/** The states of the report's columns, in a contract's life order. */
export const reportStates: ReadonlyArray<ContractState> = ["Vigente", "Por vencer", "Vencido", "Renovado", "Terminado", "Borrador", "Cancelado"]

export const reportViews = ["empresa", "centro", "tipo", "lista"] as const
export type ReportView = (typeof reportViews)[number]
const viewLabels: Readonly<Record<ReportView, string>> = {
  empresa: "Conteo por empresa",
  centro: "Conteo por centro de trabajo",
  tipo: "Conteo por tipo de contrato",
  lista: "Lista de contratos",
}
const groupHeaders: Readonly<Record<Exclude<ReportView, "lista">, { readonly row: string; readonly detail: string; readonly noun: readonly [string, string] }>> = {
  empresa: { row: "Empresa", detail: "RFC", noun: ["empresa", "empresas"] },
  centro: { row: "Centro de trabajo", detail: "Empresa", noun: ["centro de trabajo", "centros de trabajo"] },
  tipo: { row: "Tipo de contrato", detail: "Clave SAT", noun: ["tipo de contrato", "tipos de contrato"] },
}

export interface ReporteContratosRequest {
  readonly fecha_corte: string
  readonly vista: ReportView
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_tipo_contrato?: string
  readonly estado?: ContractState
}

export const ContratoAlCorte = Schema.Struct({
  id_contrato: Schema.String,
  colaborador: Schema.String,
  n_empresa: Schema.String,
  n_centro_trabajo: Schema.String,
  n_tipo_contrato: Schema.String,
  f_inicio: Schema.String,
  f_fin: Schema.NullOr(Schema.String),
  estado: Schema.String,
})
export type ContratoAlCorte = typeof ContratoAlCorte.Type

/** One group's counts, one per state of `reportStates`, and their total. */
export const ConteoGrupo = Schema.Struct({ clave: Schema.String, nombre: Schema.String, detalle: Schema.String, conteos: Schema.Array(Schema.Number), total: Schema.Number })
export type ConteoGrupo = typeof ConteoGrupo.Type

/**
 * The answer: `grupos` for a count view, `contratos` for the list (the other one empty); the
 * totals are over every group, so a page of groups still shows the whole report's totals.
 */
export const ReporteContratos = Schema.Struct({
  vista: Schema.Literal(...reportViews),
  grupos: Schema.Array(ConteoGrupo),
  contratos: Schema.Array(ContratoAlCorte),
  totales: Schema.Array(Schema.Number),
  total: Schema.Number,
})
export type ReporteContratos = typeof ReporteContratos.Type

const textCell = (text: string): ReportCell => ({ value: null, lines: [text], sheet: [text], text: true })

const countCell = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })

const countColumns = [...reportStates.map((s) => ({ key: s, label: s })), { key: "total", label: "Total" }]

const groupTable = (r: ReporteContratos, view: Exclude<ReportView, "lista">, caption: string): ReportTable => ({
  caption,
  keyHeader: "Clave",
  rowHeader: groupHeaders[view].row,
  detailHeader: groupHeaders[view].detail,
  columns: countColumns,
  parts: [""],
  rows: r.grupos.map((g) => ({
    key: g.clave,
    label: g.nombre,
    detail: g.detalle,
    cells: [...g.conteos.map((n, i) => countCell(n, `${g.nombre}, ${reportStates[i] ?? ""}`)), countCell(g.total, `${g.nombre}, total`)],
  })),
  totals: { label: "Total", cells: [...r.totales.map((n, i) => countCell(n, `Total, ${reportStates[i] ?? ""}`)), countCell(r.total, "Total de contratos")] },
})

const listTable = (r: ReporteContratos, caption: string): ReportTable => ({
  caption,
  // The row's number keys it (a person may hold several contracts); the folio prints under the name.
  keyHeader: "N.º",
  rowHeader: "Colaborador",
  detailHeader: "Folio",
  columns: [
    { key: "empresa", label: "Empresa" },
    { key: "centro", label: "Centro de trabajo" },
    { key: "tipo", label: "Tipo" },
    { key: "inicio", label: "Inicio" },
    { key: "termino", label: "Término" },
    { key: "estado", label: "Estado" },
  ],
  parts: [""],
  rows: r.contratos.map((c, i) => ({
    key: String(i + 1),
    label: c.colaborador,
    detail: c.id_contrato,
    cells: [
      textCell(c.n_empresa),
      textCell(c.n_centro_trabajo),
      textCell(c.n_tipo_contrato),
      textCell(formatDate(c.f_inicio)),
      c.f_fin === null ? { value: null, lines: ["Indeterminado"], sheet: ["Indeterminado"], text: true } : textCell(formatDate(c.f_fin)),
      textCell(c.estado),
    ],
  })),
})

export const reporteContratosReport: ReportDescriptor<ReporteContratosRequest, ReporteContratos> = {
  title: "Reporte de contratos",
  keys: ["CON240"],
  filters: {
    fecha_corte: { field: date({ label: "Fecha de corte", required: reporteContratosMessages.fecha }), message: reporteContratosMessages.fecha },
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
    id_tipo_contrato: {
      field: select({ label: "Tipo de contrato", lookup: { catalogue: contractCatalogNames.tiposContratoActivos, idColumn: "id_tipo_contrato", labelColumn: "n_tipo_contrato" } }),
      message: reporteContratosMessages.tipo,
      optional: true,
      placeholder: "Todos los tipos",
    },
    estado: {
      field: select({ label: "Estado al corte", choices: reportStates.map((s) => ({ id: s, label: s })) }),
      message: reporteContratosMessages.estado,
      optional: true,
      placeholder: "Todos los estados",
    },
    vista: {
      field: select({ label: "Mostrar", required: reporteContratosMessages.vista, choices: reportViews.map((v) => ({ id: v, label: viewLabels[v] })) }),
      message: reporteContratosMessages.vista,
      radio: true,
    },
  },
  initial: () => ({ fecha_corte: todayInMexico(), vista: "empresa" }),
  read: {
    name: "reporteContratos",
    path: "/reporte-contratos",
    summary:
      "Los contratos iniciados a la fecha de corte, cada uno en el estado que tenía ese día (Vigente, Por vencer, Vencido, Renovado, Terminado, Borrador, Cancelado): conteos por empresa, centro de trabajo o tipo (vista) con totales, o la lista de contratos; solo personas de los centros de trabajo del rol; filtros empresa, centro, tipo y estado. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: {
    name: "exportarReporteContratos",
    path: "/exportar-reporte-contratos",
    summary: "El reporte de contratos en Excel: los conteos por estado de cada empresa, centro o tipo con sus totales, o la lista de contratos con su estado al corte.",
  },
  pdf: {
    name: "reporteContratosPdf",
    path: "/reporte-contratos-pdf",
    summary: "El reporte de contratos en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: reporteContratosMessages.demasiadasFilas,
  },
  result: ReporteContratos,
  rows: (r) => (r.vista === "lista" ? r.contratos : r.grupos),
  withRows: (r, rows) =>
    r.vista === "lista" ? { ...r, contratos: rows as ReadonlyArray<ContratoAlCorte> } : { ...r, grupos: rows as ReadonlyArray<ConteoGrupo> },
  table: (r, q) => {
    const caption = `${viewLabels[r.vista]} al ${formatDate(q.fecha_corte)}`
    return r.vista === "lista" ? listTable(r, caption) : groupTable(r, r.vista, caption)
  },
  // Read from the table shown (the answer's own view), not from filters changed since.
  summary: (filas, table) => {
    const group = Object.values(groupHeaders).find((g) => g.row === table.rowHeader)
    if (group === undefined || table.totals === undefined) return formatCountOf(filas, "contrato", "contratos")
    const total = table.totals.cells.at(-1)?.value ?? 0
    return `${formatCountOf(filas, group.noun[0], group.noun[1])}, ${formatCountOf(total, "contrato", "contratos")}`
  },
  heading: (q) => ({ title: q.vista === "lista" ? "Contratos" : `Contratos ${viewLabels[q.vista].replace("Conteo ", "")}`, asOf: q.fecha_corte }),
  emptyCell: "Sin contratos",
  empty: "No hay contratos iniciados a la fecha de corte con esos filtros: cambie la fecha o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteContratosRequest, ReporteContratosRequest, ReporteContratos, never>(reporteContratosReport)

export const reporteContratosEndpoints = {
  reporteContratos: ends.read,
  exportarReporteContratos: ends.xlsx,
  reporteContratosPdf: ends.pdf,
} as const
