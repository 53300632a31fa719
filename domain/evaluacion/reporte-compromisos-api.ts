import { Schema } from "effect"
import { formatDate, todayInMexico } from "../dates"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { type BulkAction, bulkEndpoint } from "../records/bulk"
import { type RecordDescriptor, defaultMessages } from "../records/descriptor"
import { integer, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"
import { fulfilledShare } from "./reporte-compromisos-rules"
import { commitmentStates, commitmentTypes, feedbackMessages } from "./retroalimentacion-vocabulary"

// EVA380 Reporte de compromisos (MODULES-MX §5): the commitments of the feedback sessions of the
// caller's centres, by boss, by department (compromisos, cumplidos, vencidos, % cumplidos) or
// listed one by one (acción, tipo, responsable, fecha, avance, estado: Vencido derived when the
// date has passed short of 100 %). Listed, their progress is registered from the report
// (/guardar-compromiso, the selected ones to one avance): the responsible person or Recursos
// Humanos. Outside Recursos Humanos (EVA150) the report holds the sessions the caller held as
// boss, those of their own, and the commitments they are responsible for.

export const commitmentReportMessages = {
  ...workplaceFilterMessages,
  proyecto: "El proyecto no es válido",
  tipo: "El tipo de compromiso no es válido",
  estado: "El estado del compromiso no es válido",
  agrupar: "Elija cómo agrupar el reporte",
  demasiadasFilas: (filas: number, max: number) =>
    `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: agrupe o filtre por proyecto, centro o departamento, o exporte a Excel.`,
} as const

export const commitmentCatalogNames = {
  /** The published evaluation cycles of the caller's companies, newest first. */
  proyectos: "proyectos_evaluacion_rol",
} as const

export const commitmentGroupings = ["jefe", "depto", "compromiso"] as const
export type CommitmentGrouping = (typeof commitmentGroupings)[number]
const groupingLabels: Readonly<Record<CommitmentGrouping, string>> = { jefe: "Por jefe", depto: "Por departamento", compromiso: "Lista de compromisos" }

export interface CommitmentReportRequest {
  readonly id_proyecto?: number
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
  readonly tipo?: string
  readonly estado?: string
  readonly agrupar: CommitmentGrouping
}

export const CommitmentGroup = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  detalle: Schema.String,
  compromisos: Schema.Number,
  cumplidos: Schema.Number,
  vencidos: Schema.Number,
})
export type CommitmentGroup = typeof CommitmentGroup.Type

export const CommitmentLine = Schema.Struct({
  id_compromiso: Schema.Number,
  n_empleado: Schema.String,
  n_jefe: Schema.String,
  n_depto: Schema.String,
  accion: Schema.String,
  tipo: Schema.String,
  n_responsable: Schema.String,
  f_compromiso: Schema.String,
  avance: Schema.Number,
  estado: Schema.String,
})
export type CommitmentLine = typeof CommitmentLine.Type

export const CommitmentTotals = Schema.Struct({ compromisos: Schema.Number, cumplidos: Schema.Number, vencidos: Schema.Number })
export type CommitmentTotals = typeof CommitmentTotals.Type

export const CommitmentReport = Schema.Struct({
  agrupar: Schema.Literal(...commitmentGroupings),
  grupos: Schema.Array(CommitmentGroup),
  lista: Schema.Array(CommitmentLine),
  totales: CommitmentTotals,
})
export type CommitmentReport = typeof CommitmentReport.Type

const count = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })
const share = (cumplidos: number, total: number, label: string): ReportCell => {
  const v = fulfilledShare(cumplidos, total)
  return { value: v, lines: v === null ? [] : [`${formatFixed(v, 2)} %`], label: `${label}, % cumplidos: ${v === null ? "sin compromisos" : `${formatFixed(v, 2)} %`}`, sheet: [v] }
}
const textCell = (text: string, label: string): ReportCell => ({ value: null, lines: [text], label: `${label}: ${text}`, sheet: [text], text: true })

const figures = (g: CommitmentTotals, label: string): ReadonlyArray<ReportCell> => [
  count(g.compromisos, `${label}, compromisos`),
  count(g.cumplidos, `${label}, cumplidos`),
  count(g.vencidos, `${label}, vencidos`),
  share(g.cumplidos, g.compromisos, label),
]

const table = (r: CommitmentReport): ReportTable => {
  const totals = { label: "Total", cells: figures(r.totales, "Total") }
  if (r.agrupar === "compromiso")
    return {
      caption: "Compromisos de retroalimentación",
      keyHeader: "Folio",
      rowHeader: "Colaborador · acción",
      detailHeader: "Jefe · departamento",
      columns: [
        { key: "tipo", label: "Tipo" },
        { key: "responsable", label: "Responsable" },
        { key: "fecha", label: "Fecha compromiso" },
        { key: "avance", label: "Avance %" },
        { key: "estado", label: "Estado" },
      ],
      parts: [""],
      rows: r.lista.map((c) => {
        const who = `${c.n_empleado} · ${c.accion}`
        return {
          key: String(c.id_compromiso),
          label: who,
          detail: `${c.n_jefe} · ${c.n_depto}`,
          cells: [
            textCell(c.tipo, `${who}, tipo`),
            textCell(c.n_responsable, `${who}, responsable`),
            textCell(formatDate(c.f_compromiso), `${who}, fecha compromiso`),
            count(c.avance, `${who}, avance %`),
            { ...textCell(c.estado, `${who}, estado`), ...(c.estado === "Vencido" ? { tone: "vencido" } : {}) },
          ],
        }
      }),
    }
  const byBoss = r.agrupar === "jefe"
  return {
    caption: `Compromisos ${groupingLabels[r.agrupar].toLowerCase()}`,
    keyHeader: "Clave",
    rowHeader: byBoss ? "Jefe" : "Departamento",
    detailHeader: byBoss ? "Puesto" : "Centro de trabajo",
    columns: [
      { key: "compromisos", label: "Compromisos" },
      { key: "cumplidos", label: "Cumplidos" },
      { key: "vencidos", label: "Vencidos" },
      { key: "porcentaje", label: "% cumplidos" },
    ],
    parts: [""],
    rows: r.grupos.map((g) => ({ key: g.clave, label: g.nombre, detail: g.detalle, cells: figures(g, g.nombre) })),
    totals,
  }
}

const projectFilter = {
  field: select({ label: "Proyecto", integerId: true, lookup: { catalogue: commitmentCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" } }),
  message: commitmentReportMessages.proyecto,
  optional: true,
  placeholder: "Todos los proyectos",
}

export const commitmentReport: ReportDescriptor<CommitmentReportRequest, CommitmentReport> = {
  title: "Reporte de compromisos",
  keys: ["EVA380"],
  filters: {
    id_proyecto: projectFilter,
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
    id_depto: workplaceFilters.id_depto,
    tipo: { field: select({ label: "Tipo de compromiso", choices: commitmentTypes.map((t) => ({ id: t, label: t })) }), message: commitmentReportMessages.tipo, optional: true, placeholder: "Todos los tipos" },
    estado: { field: select({ label: "Estado", choices: commitmentStates.map((s) => ({ id: s, label: s })) }), message: commitmentReportMessages.estado, optional: true, placeholder: "Todos los estados" },
    agrupar: {
      field: select({ label: "Agrupar", required: commitmentReportMessages.agrupar, choices: commitmentGroupings.map((g) => ({ id: g, label: groupingLabels[g] })) }),
      message: commitmentReportMessages.agrupar,
      radio: true,
    },
  },
  initial: () => ({ agrupar: "jefe" }),
  read: {
    name: "reporteCompromisos",
    path: "/reporte-compromisos",
    summary:
      "Los compromisos de las sesiones de retroalimentación (EVA370/EVA375) de los centros del rol, por jefe, por departamento (compromisos, cumplidos, vencidos, % cumplidos) o la lista (acción, tipo, responsable, fecha, avance, estado; Vencido cuando la fecha pasó con avance menor a 100). Fuera de Recursos Humanos (EVA150), los de las sesiones que celebró como jefe, las propias y los que tiene a su cargo. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: { name: "exportarReporteCompromisos", path: "/exportar-reporte-compromisos", summary: "El reporte de compromisos en Excel, con sus totales." },
  pdf: { name: "reporteCompromisosPdf", path: "/reporte-compromisos-pdf", summary: "El reporte de compromisos en PDF horizontal; hasta 400 filas.", maxRows: 400, tooMany: commitmentReportMessages.demasiadasFilas },
  result: CommitmentReport,
  rows: (r) => (r.agrupar === "compromiso" ? r.lista : r.grupos),
  withRows: (r, rows) => (r.agrupar === "compromiso" ? { ...r, lista: rows as ReadonlyArray<CommitmentLine> } : { ...r, grupos: rows as ReadonlyArray<CommitmentGroup> }),
  table: (r) => table(r),
  summary: (filas, _t, q) => {
    const unit = q.agrupar === "compromiso" ? ["compromiso", "compromisos"] : q.agrupar === "jefe" ? ["jefe", "jefes"] : ["departamento", "departamentos"]
    return formatCountOf(filas, unit[0] ?? "", unit[1] ?? "")
  },
  heading: () => ({ title: "Reporte de compromisos", asOf: todayInMexico() }),
  tones: { vencido: { label: "Vencido", fill: "#fde2e1" } },
  legend: "Estado",
  emptyCell: "Sin datos",
  empty: "No hay compromisos con esos filtros: registre sesiones de retroalimentación o cambie los filtros.",
  pageSize: 50,
  selection: { label: (row) => `Seleccionar compromiso ${row.key}: ${row.label}`, all: "Seleccionar todos los compromisos mostrados", when: (filters) => filters.agrupar === "compromiso" },
}

const ends = reportEndpoints<CommitmentReportRequest, CommitmentReportRequest, CommitmentReport, never>(commitmentReport)

const progressForm: RecordDescriptor = {
  resource: "guardar-compromiso",
  title: "Registrar avance",
  singular: "compromiso",
  keys: ["EVA380"],
  messages: defaultMessages,
  fields: { avance: integer({ label: "Avance %", min: 0, max: 100, required: feedbackMessages.avance }) },
}

/** At most this many commitments a call (the report's page of rows). */
export const maxProgressCommitments = 100

const CommitmentId = Schema.String.pipe(Schema.pattern(/^[1-9]\d{0,9}$/)).annotations({ message: () => ({ message: feedbackMessages.noExisteCompromiso, override: true }) })

export const progressAction: BulkAction = {
  id: "avance",
  label: "Registrar avance",
  title: (n) => `Registrar avance de ${n === 1 ? "1 compromiso" : `${n} compromisos`}`,
  form: progressForm,
  explain: "El avance se registra para cada compromiso seleccionado; lo registra su responsable o Recursos Humanos. Con 100 % el compromiso queda Cumplido.",
  endpoint: {
    name: "guardarCompromiso",
    path: "/guardar-compromiso",
    summary: `Registra el avance (0 a 100) de los compromisos listados (hasta ${maxProgressCommitments}): cada uno, su responsable o Recursos Humanos (EVA150); el estado se deriva (Cumplido con 100, Vencido con la fecha pasada). Responde un resultado por compromiso.`,
    keys: ["EVA380"],
    list: "compromisos",
    item: CommitmentId,
    max: maxProgressCommitments,
  },
}

export const commitmentReportEndpoints = {
  reporteCompromisos: ends.read,
  exportarReporteCompromisos: ends.xlsx,
  reporteCompromisosPdf: ends.pdf,
  guardarCompromiso: bulkEndpoint(progressAction),
} as const
