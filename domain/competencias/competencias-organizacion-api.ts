import { Schema } from "effect"
import { formatDate, todayInMexico } from "../dates"
import { formatCount } from "../number-format"
import { type TipoCompetenciaWire, tipoTitles, tiposCompetencia } from "./competency-types"
import { date, select } from "../records/field"
import { type ReportCell, type ReportDescriptor, drillEndpoint, reportEndpoints } from "../records/report"
import { workplaceFilterMessages, workplaceFilters } from "../records/report-workplace-filters"

// Competencias de la organización (COM350, DOMAIN-MX 5.7): the heat map, a report descriptor
// (domain/records/report.ts). Rows are departments (or puestos), columns the competencies of one
// type, each cell the average fulfilment (min(assessed value / expected value, 1) x 100) of the
// active people whose current puesto expects that competency and who hold an assessment on or
// before the cut-off date (the latest one there), with n. People without an assessment by then
// are not in the average, so n says how many the figure rests on. Every person counted is of one
// of the caller's work centres; a company or centre named must be the role's. Bands: under 60 %
// red, 60 to 84.99 % amber, 85 % and over green; the number is always printed (WCAG 1.4.1).

export const mapaMessages = {
  fecha: "La fecha de corte no es una fecha válida",
  tipo: "El tipo de competencia no es válido",
  agrupar: "Agrupe por departamento o por puesto",
  ...workplaceFilterMessages,
  clave: "Elija el departamento o el puesto de la celda",
  competencia: "La competencia no es válida",
  demasiadasFilas: (filas: number, max: number) =>
    `El mapa tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa o centro de trabajo, o exporte a Excel.`,
} as const

export type Agrupacion = "depto" | "puesto"
export const agrupacionLabels: Readonly<Record<Agrupacion, string>> = { depto: "Departamento", puesto: "Puesto" }

export interface MapaCompetenciasRequest {
  readonly tipo: TipoCompetenciaWire
  readonly fecha_corte: string
  readonly agrupar: Agrupacion
  readonly id_empresa?: number
  readonly id_centro_trabajo?: number
}

export const CompetenciaColumna = Schema.Struct({ id_competencia: Schema.Number, n_competencia: Schema.String })
export type CompetenciaColumna = typeof CompetenciaColumna.Type
/**
 * One row. `detalle`: the department's work centre (by depto), or the puesto's company (by
 * puesto). Its cells as two lists in the order of `competencias`: `promedios` the average
 * fulfilment in % (two decimals), null when no one is assessed, and `n` how many people each
 * averages. Two lists of numbers rather than one object per cell: at 3,000 rows x 12
 * competencies the objects' keys made half of the answer and most of its encoding time.
 */
export const FilaMapa = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  detalle: Schema.String,
  promedios: Schema.Array(Schema.NullOr(Schema.Number)),
  n: Schema.Array(Schema.Number),
})
export type FilaMapa = typeof FilaMapa.Type
export const MapaCompetencias = Schema.Struct({ competencias: Schema.Array(CompetenciaColumna), filas: Schema.Array(FilaMapa) })
export type MapaCompetencias = typeof MapaCompetencias.Type

export const PersonaCelda = Schema.Struct({
  id_empleado: Schema.Number,
  num_empleado: Schema.String,
  nombre: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  n_nivel_esperado: Schema.String,
  valor_esperado: Schema.Number,
  n_nivel_evaluado: Schema.String,
  valor_evaluado: Schema.Number,
  f_evaluacion: Schema.String,
  cumplimiento: Schema.Number,
})
export type PersonaCelda = typeof PersonaCelda.Type

const decimals = (n: number, digits: number) => n.toLocaleString("es-MX", { minimumFractionDigits: digits, maximumFractionDigits: digits })
const percent = (n: number): string => `${decimals(n, 1)} %`
const bandOf = (promedio: number | null) => (promedio === null ? undefined : promedio < 60 ? "baja" : promedio < 85 ? "media" : "alta")

const cellOf = (fila: FilaMapa, competencia: CompetenciaColumna | undefined, promedio: number | null, n: number): ReportCell => {
  const tone = bandOf(promedio)
  if (promedio === null || tone === undefined || competencia === undefined) return { value: null, lines: ["—"], sheet: [promedio, n] }
  const lines = [percent(promedio), `n = ${formatCount(n)}`]
  return {
    value: promedio,
    lines,
    label: `${lines.join(", ")}. Ver personas de ${fila.nombre} en ${competencia.n_competencia}`,
    sheet: [promedio, n],
    tone,
    drill: { clave: fila.clave, id_competencia: competencia.id_competencia },
    drillTitle: `${competencia.n_competencia} · ${fila.nombre}`,
  }
}

/** The cell a drill-down names: the row's key and the column's competency. */
const Id = Schema.Struct({
  clave: Schema.String.pipe(
    Schema.minLength(1, { message: () => mapaMessages.clave }),
    Schema.maxLength(10, { message: () => mapaMessages.clave }),
  ).annotations({ message: () => mapaMessages.clave }),
  id_competencia: Schema.Int.pipe(Schema.between(1, 999_999_999)).annotations({ message: () => ({ message: mapaMessages.competencia, override: true }) }),
})

export type PersonasCeldaRequest = MapaCompetenciasRequest & typeof Id.Type
export const competencyMapReport: ReportDescriptor<MapaCompetenciasRequest, MapaCompetencias, PersonaCelda> = {
  title: "Competencias de la organización",
  keys: ["COM350"],
  filters: {
    id_empresa: workplaceFilters.id_empresa,
    id_centro_trabajo: workplaceFilters.id_centro_trabajo,
    tipo: {
      field: select({ label: "Tipo de competencia", required: mapaMessages.tipo, choices: tiposCompetencia.map((t) => ({ id: t, label: tipoTitles[t] })) }),
      message: mapaMessages.tipo,
    },
    fecha_corte: { field: date({ label: "Fecha de corte", required: mapaMessages.fecha }), message: mapaMessages.fecha },
    agrupar: {
      field: select({ label: "Agrupar por", required: mapaMessages.agrupar, choices: (["depto", "puesto"] as const).map((a) => ({ id: a, label: agrupacionLabels[a] })) }),
      message: mapaMessages.agrupar,
      radio: true,
    },
  },
  initial: () => ({ tipo: "ORG", fecha_corte: todayInMexico(), agrupar: "depto" }),
  read: {
    name: "mapaCompetencias",
    path: "/mapa-competencias",
    summary:
      "Mapa de calor de competencias de un tipo (ORG, TEC, OPE) a una fecha de corte: filas por departamento o por puesto, columnas por competencia, cada celda el cumplimiento promedio (mín(valor evaluado / valor esperado, 1) × 100) de las personas activas cuyo puesto la espera y tienen una evaluación en o antes de la fecha (la última), con n. Solo personas de los centros de trabajo del rol. Con pagina y por_pagina, una página de filas y total_filas.",
  },
  xlsx: {
    name: "exportarMapaCompetencias",
    path: "/exportar-mapa-competencias",
    summary: "El mapa de competencias en Excel: una fila por departamento o puesto, por cada competencia el cumplimiento promedio y su n.",
  },
  pdf: {
    name: "mapaCompetenciasPdf",
    path: "/mapa-competencias-pdf",
    summary: "El mapa de competencias en PDF horizontal, cada celda con el porcentaje y su n; hasta 400 filas (400 con un mensaje si hay más).",
    maxRows: 400,
    tooMany: mapaMessages.demasiadasFilas,
  },
  result: MapaCompetencias,
  rows: (m) => m.filas,
  withRows: (m, filas) => ({ ...m, filas: filas as ReadonlyArray<FilaMapa> }),
  table: (m, q) => ({
    caption: `${tipoTitles[q.tipo]}: cumplimiento promedio por ${agrupacionLabels[q.agrupar].toLowerCase()} y competencia al ${formatDate(q.fecha_corte)}`,
    keyHeader: "Clave",
    rowHeader: agrupacionLabels[q.agrupar],
    detailHeader: q.agrupar === "depto" ? "Centro de trabajo" : "Empresa",
    columns: m.competencias.map((c) => ({ key: String(c.id_competencia), label: c.n_competencia })),
    parts: ["% cumplimiento", "n"],
    rows: m.filas.map((f) => ({ key: f.clave, label: f.nombre, detail: f.detalle, cells: f.promedios.map((p, i) => cellOf(f, m.competencias[i], p, f.n[i] ?? 0)) })),
  }),
  summary: (filas, table, q) =>
    `${filas.toLocaleString("es-MX")} ${q.agrupar === "depto" ? (filas === 1 ? "departamento" : "departamentos") : filas === 1 ? "puesto" : "puestos"} por ${table.columns.length} ${table.columns.length === 1 ? "competencia" : "competencias"}`,
  heading: (q) => ({ title: `${tipoTitles[q.tipo]} de la organización`, asOf: q.fecha_corte }),
  tones: { baja: { label: "Menor a 60 %", fill: "#fee2e2" }, media: { label: "De 60 % a 84 %", fill: "#fef3c7" }, alta: { label: "85 % o más", fill: "#dcfce7" } },
  legend: "Cumplimiento promedio",
  emptyCell: "Sin evaluaciones",
  empty: "No hay evaluaciones de personas con competencias de este tipo esperadas a la fecha de corte.",
  drill: {
    name: "personasCeldaCompetencias",
    path: "/mapa-competencias-personas",
    summary: "Las personas detrás de una celda del mapa de competencias, con su nivel esperado, su última evaluación a la fecha de corte y su cumplimiento.",
    fields: Id.fields,
    row: PersonaCelda,
    columns: [
      { label: "No. colaborador", text: (p) => p.num_empleado, numeric: true },
      { label: "Nombre", text: (p) => p.nombre, rowHeader: true },
      { label: "Puesto", text: (p) => p.n_puesto },
      { label: "Nivel esperado", text: (p) => `${p.n_nivel_esperado} (${p.valor_esperado})` },
      { label: "Nivel evaluado", text: (p) => `${p.n_nivel_evaluado} (${p.valor_evaluado})` },
      { label: "Fecha de evaluación", text: (p) => formatDate(p.f_evaluacion), numeric: true },
      { label: "Cumplimiento", text: (p) => `${decimals(p.cumplimiento, 2)} %`, numeric: true },
    ],
    rowKey: (p) => String(p.id_empleado),
    empty: "Nadie tiene una evaluación de esta competencia a la fecha de corte.",
  },
  pageSize: 50,
}

const ends = reportEndpoints<MapaCompetenciasRequest, MapaCompetenciasRequest, MapaCompetencias, PersonaCelda>(competencyMapReport)

export const competenciasMapaEndpoints = {
  mapaCompetencias: ends.read,
  personasCeldaCompetencias: drillEndpoint<MapaCompetenciasRequest, MapaCompetenciasRequest, typeof Id.Type, typeof Id.Encoded, MapaCompetencias, PersonaCelda>(
    competencyMapReport,
    competencyMapReport.drill as NonNullable<typeof competencyMapReport.drill>,
  ),
  exportarMapaCompetencias: ends.xlsx,
  mapaCompetenciasPdf: ends.pdf,
} as const
