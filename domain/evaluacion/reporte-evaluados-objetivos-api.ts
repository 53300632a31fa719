import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportTable, filterSchema, reportEndpoints, reportScope, textCell } from "../records/report"
import { progressPercent } from "./reporte-evaluados-objetivos-rules"
import { type ObjectivesReportRequest, objectivesReportFilters, objectivesReportMessages } from "./reportes-objetivos-filtros"

// EVA300 Reporte de evaluados por objetivos (MODULES-MX §5): the progress of an objectives cycle
// among the caller's centres, by department or by boss (participants, objectives captured,
// approved, self-evaluated, evaluated, and Avance % = evaluated / participants [D]), or the list of
// the people still pending with what they miss and who has to do it. "Enviar recordatorio" mails
// whoever has to act on each pending step [D]: the person for their own steps (capture, send,
// self-evaluate), their boss, in one mail listing their people, for the boss's (approve,
// evaluate); a reminder to both would tell one of them to wait for the other.

export const progressMessages = {
  ...objectivesReportMessages,
  agrupar: "Elija cómo mostrar el avance",
  sinCuenta: "No hay una cuenta de correo configurada: configure una en Cuentas de correo para enviar recordatorios",
  nadiePendiente: "No hay personas pendientes con esos filtros: no se envió ningún recordatorio",
  enviado: (colaboradores: number, jefes: number, sinCorreo: number) =>
    `Recordatorios enviados: ${colaboradores} a colaboradores y ${jefes} a jefes.${sinCorreo === 0 ? "" : ` ${sinCorreo} sin correo registrado.`}`,
} as const

export const progressGroupings = ["depto", "jefe", "pendientes"] as const
export type ProgressGrouping = (typeof progressGroupings)[number]
export const progressGroupingLabels: Readonly<Record<ProgressGrouping, string>> = {
  depto: "Avance por departamento",
  jefe: "Avance por jefe",
  pendientes: "Personas pendientes",
}

export interface ReporteEvaluadosRequest extends ObjectivesReportRequest {
  readonly agrupar: ProgressGrouping
}

export const ProgressFigures = Schema.Struct({
  participantes: Schema.Number,
  capturados: Schema.Number,
  aprobados: Schema.Number,
  autoevaluados: Schema.Number,
  evaluados: Schema.Number,
})
export type ProgressFigures = typeof ProgressFigures.Type

export const ProgressRow = Schema.Struct({ clave: Schema.String, nombre: Schema.String, ...ProgressFigures.fields })
export type ProgressRow = typeof ProgressRow.Type

export const PendingRow = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  jefe: Schema.String,
  falta: Schema.String,
  responsable: Schema.Literal("Colaborador", "Jefe"),
})
export type PendingRow = typeof PendingRow.Type

export const ReporteEvaluados = Schema.Struct({
  n_proyecto: Schema.String,
  agrupar: Schema.Literal(...progressGroupings),
  grupos: Schema.Array(ProgressRow),
  pendientes: Schema.Array(PendingRow),
  totales: ProgressFigures,
})
export type ReporteEvaluados = typeof ReporteEvaluados.Type

const stages = [
  { key: "capturados", label: "Capturados" },
  { key: "aprobados", label: "Aprobados" },
  { key: "autoevaluados", label: "Autoevaluados" },
  { key: "evaluados", label: "Evaluados" },
] as const

const count = (n: number, label: string): ReportCell => ({ value: n, lines: [formatCount(n)], label: `${label}: ${formatCount(n)}`, sheet: [n] })

/** A stage's count with its share of the group's participants on a second line. */
const stageCell = (n: number, of: number, label: string): ReportCell => {
  const share = progressPercent(n, of)
  const pct = share === null ? "" : `${formatFixed(share, 2)} %`
  return { value: n, lines: share === null ? [formatCount(n)] : [formatCount(n), pct], label: `${label}: ${formatCount(n)}${pct === "" ? "" : ` (${pct})`}`, sheet: [n] }
}

const progressCells = (g: ProgressFigures, label: string): ReadonlyArray<ReportCell> => {
  const avance = progressPercent(g.evaluados, g.participantes)
  return [
    count(g.participantes, `${label}, participantes`),
    ...stages.map((s) => stageCell(g[s.key], g.participantes, `${label}, ${s.label.toLowerCase()}`)),
    avance === null
      ? { value: null, lines: ["—"], label: `${label}, avance: sin participantes`, sheet: [null] }
      : { value: avance, lines: [`${formatFixed(avance, 2)} %`], label: `${label}, avance: ${formatFixed(avance, 2)} %`, sheet: [avance] },
  ]
}

const table = (r: ReporteEvaluados, q: ReporteEvaluadosRequest): ReportTable => {
  if (r.agrupar === "pendientes")
    return {
      caption: `${r.n_proyecto}: personas pendientes`,
      keyHeader: "No.",
      rowHeader: "Colaborador",
      detailHeader: "Puesto",
      columns: [
        { key: "depto", label: "Departamento" },
        { key: "jefe", label: "Jefe" },
        { key: "falta", label: "Falta" },
        { key: "responsable", label: "Responsable" },
      ],
      parts: [""],
      rows: r.pendientes.map((p) => ({
        key: String(p.id_empleado),
        label: p.colaborador,
        detail: p.n_puesto,
        cells: [
          textCell(p.n_depto, `${p.colaborador}, departamento`),
          textCell(p.jefe === "" ? "Sin jefe" : p.jefe, `${p.colaborador}, jefe`),
          textCell(p.falta, `${p.colaborador}, falta`),
          textCell(p.responsable, `${p.colaborador}, responsable`),
        ],
      })),
    }
  const byBoss = q.agrupar === "jefe"
  return {
    caption: `${r.n_proyecto}: ${progressGroupingLabels[r.agrupar].toLowerCase()}`,
    keyHeader: byBoss ? "No." : "Clave",
    rowHeader: byBoss ? "Jefe" : "Departamento",
    detailHeader: "",
    columns: [{ key: "participantes", label: "Participantes" }, ...stages, { key: "avance", label: "Avance %" }],
    parts: [""],
    rows: r.grupos.map((g) => ({ key: g.clave, label: g.nombre, detail: "", cells: progressCells(g, g.nombre) })),
    totals: { label: "Total", cells: progressCells(r.totales, "Total") },
  }
}

export const progressReport: ReportDescriptor<ReporteEvaluadosRequest, ReporteEvaluados> = {
  title: "Reporte de evaluados por objetivos",
  keys: ["EVA300"],
  filters: {
    ...objectivesReportFilters,
    agrupar: {
      field: select({ label: "Mostrar", required: progressMessages.agrupar, choices: progressGroupings.map((g) => ({ id: g, label: progressGroupingLabels[g] })) }),
      message: progressMessages.agrupar,
      radio: true,
    },
  },
  initial: () => ({ agrupar: "depto" }),
  read: {
    name: "reporteEvaluadosObjetivos",
    path: "/reporte-evaluados-objetivos",
    summary:
      "El avance de un proyecto de evaluación con objetivos (Objetivos o Integral) en los centros de trabajo del rol: participantes, con objetivos capturados, aprobados, autoevaluados, evaluados y avance % (evaluados entre participantes) por departamento o por jefe, o la lista de las personas pendientes con lo que les falta y quién debe hacerlo; filtros empresa, centro, departamento y jefe. Con pagina y por_pagina, una página de filas y total_filas. 404 si el proyecto no existe; 403 si no es de sus empresas; 409 si no evalúa objetivos.",
  },
  xlsx: { name: "exportarReporteEvaluadosObjetivos", path: "/exportar-reporte-evaluados-objetivos", summary: "El reporte de evaluados por objetivos en Excel." },
  pdf: {
    name: "reporteEvaluadosObjetivosPdf",
    path: "/reporte-evaluados-objetivos-pdf",
    summary: "El reporte de evaluados por objetivos en PDF horizontal; hasta 400 filas.",
    maxRows: 400,
    tooMany: progressMessages.demasiadasFilas,
  },
  result: ReporteEvaluados,
  rows: (r) => (r.agrupar === "pendientes" ? r.pendientes : r.grupos),
  withRows: (r, rows) => (r.agrupar === "pendientes" ? { ...r, pendientes: rows as ReadonlyArray<PendingRow> } : { ...r, grupos: rows as ReadonlyArray<ProgressRow> }),
  table,
  summary: (filas, _t, q) =>
    q.agrupar === "pendientes" ? `${formatCountOf(filas, "persona pendiente", "personas pendientes")}` : formatCountOf(filas, q.agrupar === "jefe" ? "jefe" : "departamento", q.agrupar === "jefe" ? "jefes" : "departamentos"),
  heading: (q) => ({ title: `Reporte de evaluados por objetivos: ${progressGroupingLabels[q.agrupar].toLowerCase()}` }),
  emptyCell: "Sin datos",
  empty: "No hay participantes (o personas pendientes) en el proyecto con esos filtros: cambie el proyecto o los filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteEvaluadosRequest, ReporteEvaluadosRequest, ReporteEvaluados, never>(progressReport)

/** The reminder's request: the report's filters but the grouping. */
const { agrupar: _shown, ...reminderFilters } = progressReport.filters
export const ReminderRequest = filterSchema(reminderFilters) as unknown as Schema.Schema<ObjectivesReportRequest, ObjectivesReportRequest>

export const ReminderOutcome = Schema.Struct({ colaboradores: Schema.Number, jefes: Schema.Number, sin_correo: Schema.Number })
export type ReminderOutcome = typeof ReminderOutcome.Type

export const sendObjectivesReminder = endpoint({
  name: "enviarRecordatorioObjetivos",
  method: "POST",
  path: "/enviar-recordatorio-objetivos",
  summary:
    "Envía por la cuenta de correo del sistema un recordatorio a quien debe actuar en cada paso pendiente del proyecto con esos filtros: al colaborador por capturar, enviar o autoevaluar sus objetivos; a su jefe, en un correo con su gente, por aprobarlos o evaluarlos. 409 sin cuenta de correo o sin personas pendientes.",
  access: needsAnyKey("EVA300"),
  writes: true,
  scope: reportScope(reminderFilters),
  request: ReminderRequest,
  response: Envelope(ReminderOutcome),
})

export const progressReportEndpoints = {
  reporteEvaluadosObjetivos: ends.read,
  exportarReporteEvaluadosObjetivos: ends.xlsx,
  reporteEvaluadosObjetivosPdf: ends.pdf,
  enviarRecordatorioObjetivos: sendObjectivesReminder,
} as const
