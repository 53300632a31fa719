import { Schema } from "effect"
import { formatDate, todayInMexico } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { date, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints, textCell } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { shiftDay } from "../rules/working-days"

// Reporte de seguimiento (SEL400, MODULES-MX §6): the requisitions requested in a period, of the
// caller's centres, three ways on a report descriptor (page, sheet and PDF print one projection):
// - requisiciones: per requisition the dates of authorization, publication, first candidate,
//   first offer, acceptance and ingreso; its candidates and offers, the acceptance rate, time to
//   fill (acceptance − authorization) and time to hire (acceptance − the hired one's application);
// - etapas: candidates who reached each stage type, the conversion % from Inicial and the average
//   days spent in it;
// - fuentes: candidates and hires per recruitment source.
// The figures are domain/rules/seleccion-seguimiento.ts.

export const seguimientoMessages = {
  desde: "La fecha inicial no es una fecha válida",
  hasta: "La fecha final no es una fecha válida",
  ...workplaceFilterMessages,
  vista: "Elija cómo mostrar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: acorte el periodo, filtre por empresa o centro de trabajo, o exporte a Excel.`,
} as const

export const followUpViews = ["requisiciones", "etapas", "fuentes"] as const
export type FollowUpView = (typeof followUpViews)[number]
const viewLabels: Readonly<Record<FollowUpView, string>> = {
  requisiciones: "Hitos por requisición",
  etapas: "Candidatos por etapa",
  fuentes: "Contrataciones por fuente",
}

export interface SeguimientoRequest {
  readonly f_desde: string
  readonly f_hasta: string
  readonly vista: FollowUpView
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
}

const Day = Schema.NullOr(Schema.String)
const Figure = Schema.NullOr(Schema.Number)

export const RequisicionSeguimiento = Schema.Struct({
  folio: Schema.String,
  n_puesto: Schema.String,
  estado: Schema.String,
  f_autorizacion: Day,
  f_publicacion: Day,
  f_primer_candidato: Day,
  f_oferta: Day,
  f_aceptacion: Day,
  f_ingreso: Day,
  candidatos: Schema.Number,
  ofertas: Schema.Number,
  tasa_aceptacion: Figure,
  time_to_fill: Figure,
  time_to_hire: Figure,
})
export type RequisicionSeguimiento = typeof RequisicionSeguimiento.Type

export const EtapaSeguimiento = Schema.Struct({ tipo: Schema.String, candidatos: Schema.Number, conversion: Figure, dias_promedio: Figure })
export type EtapaSeguimiento = typeof EtapaSeguimiento.Type

export const FuenteSeguimiento = Schema.Struct({ fuente: Schema.String, candidatos: Schema.Number, contratados: Schema.Number, tasa: Figure })
export type FuenteSeguimiento = typeof FuenteSeguimiento.Type

export const Seguimiento = Schema.Struct({
  vista: Schema.Literal(...followUpViews),
  requisiciones: Schema.Array(RequisicionSeguimiento),
  etapas: Schema.Array(EtapaSeguimiento),
  fuentes: Schema.Array(FuenteSeguimiento),
  /** Over every requisition of the period: offers accepted over those with an outcome, and the mean time to fill. */
  tasa_aceptacion: Figure,
  time_to_fill_promedio: Figure,
})
export type Seguimiento = typeof Seguimiento.Type

const dayCell = (d: string | null, label: string): ReportCell =>
  d === null ? { value: null, lines: ["—"], sheet: [null], label: `${label}: sin fecha`, text: true } : textCell(formatDate(d), label)
const countCell = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })
const figureCell = (n: number | null, label: string, unit: string): ReportCell =>
  n === null
    ? { value: null, lines: ["—"], sheet: [null], label: `${label}: sin dato` }
    : { value: n, lines: [`${formatFixed(n, unit === "%" ? 2 : 1)}${unit === "%" ? "%" : ""}`], label: `${label}: ${formatFixed(n, 2)} ${unit}`, sheet: [n] }

const requisitionTable = (r: Seguimiento, caption: string): ReportTable => ({
  caption,
  keyHeader: "Folio",
  rowHeader: "Puesto",
  detailHeader: "Estado",
  columns: [
    { key: "autorizacion", label: "Autorización" },
    { key: "publicacion", label: "Publicación" },
    { key: "primer", label: "Primer candidato" },
    { key: "oferta", label: "Oferta" },
    { key: "aceptacion", label: "Aceptación" },
    { key: "ingreso", label: "Ingreso" },
    { key: "candidatos", label: "Candidatos" },
    { key: "ofertas", label: "Ofertas" },
    { key: "tasa", label: "Aceptación de ofertas %" },
    { key: "fill", label: "Tiempo para cubrir (días)" },
    { key: "hire", label: "Tiempo para contratar (días)" },
  ],
  parts: [""],
  rows: r.requisiciones.map((q) => ({
    key: q.folio,
    label: q.n_puesto,
    detail: q.estado,
    cells: [
      dayCell(q.f_autorizacion, `${q.folio}, autorización`),
      dayCell(q.f_publicacion, `${q.folio}, publicación`),
      dayCell(q.f_primer_candidato, `${q.folio}, primer candidato`),
      dayCell(q.f_oferta, `${q.folio}, oferta`),
      dayCell(q.f_aceptacion, `${q.folio}, aceptación`),
      dayCell(q.f_ingreso, `${q.folio}, ingreso`),
      countCell(q.candidatos, `${q.folio}, candidatos`),
      countCell(q.ofertas, `${q.folio}, ofertas`),
      figureCell(q.tasa_aceptacion, `${q.folio}, aceptación de ofertas`, "%"),
      figureCell(q.time_to_fill, `${q.folio}, tiempo para cubrir`, "días"),
      figureCell(q.time_to_hire, `${q.folio}, tiempo para contratar`, "días"),
    ],
  })),
})

const stageTable = (r: Seguimiento, caption: string): ReportTable => ({
  caption,
  keyHeader: "N.º",
  rowHeader: "Etapa",
  detailHeader: "En el embudo",
  columns: [
    { key: "candidatos", label: "Candidatos" },
    { key: "conversion", label: "Conversión %" },
    { key: "dias", label: "Días promedio en la etapa" },
  ],
  parts: [""],
  rows: r.etapas.map((e, i) => ({
    key: String(i + 1),
    label: e.tipo,
    // The discarded leave the funnel; their share is of those who entered it.
    detail: e.tipo === "Descartado" ? "No" : "Sí",
    cells: [countCell(e.candidatos, `${e.tipo}, candidatos`), figureCell(e.conversion, `${e.tipo}, conversión`, "%"), figureCell(e.dias_promedio, `${e.tipo}, días promedio`, "días")],
  })),
})

const sourceTable = (r: Seguimiento, caption: string): ReportTable => ({
  caption,
  keyHeader: "N.º",
  rowHeader: "Fuente",
  detailHeader: "Contratados de candidatos",
  columns: [
    { key: "candidatos", label: "Candidatos" },
    { key: "contratados", label: "Contratados" },
    { key: "tasa", label: "Contratación %" },
  ],
  parts: [""],
  rows: r.fuentes.map((f, i) => ({
    key: String(i + 1),
    label: f.fuente,
    detail: `${formatCount(f.contratados)} de ${formatCount(f.candidatos)}`,
    cells: [countCell(f.candidatos, `${f.fuente}, candidatos`), countCell(f.contratados, `${f.fuente}, contratados`), figureCell(f.tasa, `${f.fuente}, contratación`, "%")],
  })),
  totals: {
    label: "Total",
    cells: [
      countCell(r.fuentes.reduce((s, f) => s + f.candidatos, 0), "Total de candidatos"),
      countCell(r.fuentes.reduce((s, f) => s + f.contratados, 0), "Total de contratados"),
      { value: null, lines: [""], sheet: [null] },
    ],
  },
})

export const seguimientoReport: ReportDescriptor<SeguimientoRequest, Seguimiento> = {
  title: "Reporte de seguimiento",
  keys: ["SEL400"],
  filters: {
    f_desde: { field: date({ label: "Requisiciones solicitadas desde", required: seguimientoMessages.desde }), message: seguimientoMessages.desde },
    f_hasta: { field: date({ label: "Hasta", required: seguimientoMessages.hasta }), message: seguimientoMessages.hasta },
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
    vista: {
      field: select({ label: "Mostrar", required: seguimientoMessages.vista, choices: followUpViews.map((v) => ({ id: v, label: viewLabels[v] })) }),
      message: seguimientoMessages.vista,
      radio: true,
    },
  },
  initial: () => ({ f_desde: shiftDay(todayInMexico(), -365), f_hasta: todayInMexico(), vista: "requisiciones" }),
  read: {
    name: "reporteSeguimientoSeleccion",
    path: "/reporte-seguimiento-seleccion",
    summary:
      "El seguimiento de las requisiciones solicitadas en el periodo (solo de los centros de trabajo del rol): por requisición las fechas de autorización, publicación, primer candidato, oferta, aceptación e ingreso, candidatos, ofertas, tasa de aceptación, tiempo para cubrir y tiempo para contratar; o los candidatos por etapa con su conversión y días promedio; o las contrataciones por fuente. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: { name: "exportarReporteSeguimientoSeleccion", path: "/exportar-reporte-seguimiento-seleccion", summary: "El reporte de seguimiento de selección en Excel, en la vista elegida." },
  pdf: {
    name: "reporteSeguimientoSeleccionPdf",
    path: "/reporte-seguimiento-seleccion-pdf",
    summary: "El reporte de seguimiento de selección en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: seguimientoMessages.demasiadasFilas,
  },
  result: Seguimiento,
  rows: (r) => (r.vista === "requisiciones" ? r.requisiciones : r.vista === "etapas" ? r.etapas : r.fuentes),
  withRows: (r, rows) =>
    r.vista === "requisiciones"
      ? { ...r, requisiciones: rows as ReadonlyArray<RequisicionSeguimiento> }
      : r.vista === "etapas"
        ? { ...r, etapas: rows as ReadonlyArray<EtapaSeguimiento> }
        : { ...r, fuentes: rows as ReadonlyArray<FuenteSeguimiento> },
  table: (r, q) => {
    const caption = `${viewLabels[r.vista]}: requisiciones solicitadas del ${formatDate(q.f_desde)} al ${formatDate(q.f_hasta)}`
    return r.vista === "requisiciones" ? requisitionTable(r, caption) : r.vista === "etapas" ? stageTable(r, caption) : sourceTable(r, caption)
  },
  summary: (filas, table) =>
    table.rowHeader === "Puesto" ? formatCountOf(filas, "requisición", "requisiciones") : table.rowHeader === "Etapa" ? formatCountOf(filas, "etapa", "etapas") : formatCountOf(filas, "fuente", "fuentes"),
  heading: (q) => ({ title: `Seguimiento de selección: ${viewLabels[q.vista].toLowerCase()}`, asOf: q.f_hasta }),
  emptyCell: "Sin dato",
  empty: "No hay requisiciones solicitadas en el periodo con esos filtros: cambie las fechas o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<SeguimientoRequest, SeguimientoRequest, Seguimiento, never>(seguimientoReport)

export const seguimientoEndpoints = {
  reporteSeguimientoSeleccion: ends.read,
  exportarReporteSeguimientoSeleccion: ends.xlsx,
  reporteSeguimientoSeleccionPdf: ends.pdf,
} as const
