import { Schema } from "effect"
import { formatCount, formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportChart, type ReportDescriptor, type ReportTable, reportEndpoints } from "../records/report"
import { workplaceFilters } from "../records/report-workplace-filters"
import { type Level, levels } from "../rules/nom035-instrument"
import { generalData } from "./cuestionario-vocabulary"
import type { Demographic } from "./reporte-calificaciones-rules"

// CLI230 Reporte de calificaciones (MODULES-MX §4.2): the results of one closed climate project
// (Cerrado or Resultados publicados; never while answers still come in) by group: the
// calificación final, the categories, the domains, the Guía III dimensions or the distribution of
// individual levels, by department, sex, age range, seniority or position type, each group the
// mean of its members' scores with its level, any group that could single out fewer than five
// answers suppressed (reporte-calificaciones-rules.ts). On a report descriptor so the page, the
// sheet and the PDF print one projection.

export const climateReportMessages = {
  proyecto: "Elija un proyecto de clima laboral cerrado",
  vista: "Elija qué calificaciones mostrar",
  agrupar: "Elija cómo agrupar las respuestas",
  depto: "El departamento no es válido",
  sexo: "El sexo no es válido",
  edad: "El rango de edad no es válido",
  antiguedad: "La antigüedad no es válida",
  puesto: "El tipo de puesto no es válido",
  noExiste: "El proyecto de clima laboral no existe o no es de sus centros de trabajo",
  abierto: "Los resultados se consultan cuando el proyecto está cerrado: mientras se responden los cuestionarios no se muestran",
  sinGuia: "El proyecto solo aplica la Guía I: no tiene calificaciones de factores de riesgo psicosocial",
  demasiadasFilas: (filas: number, max: number) => `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre, o exporte a Excel.`,
} as const

/** The lookup of the caller's closed projects (server/clima-laboral/reporte-calificaciones-catalogs.ts). */
export const climateReportCatalogNames = { proyectos: "proyectos_clima_cerrados" } as const

export const climateViews = ["final", "categorias", "dominios", "dimensiones", "distribucion"] as const
export type ClimateView = (typeof climateViews)[number]
export const climateViewLabels: Readonly<Record<ClimateView, string>> = {
  final: "Final",
  categorias: "Categorías",
  dominios: "Dominios",
  dimensiones: "Dimensiones",
  distribucion: "Distribución",
}

export const groupingLabels: Readonly<Record<Demographic, string>> = {
  id_depto: "Departamento",
  sexo: "Sexo",
  rango_edad: "Rango de edad",
  tiempo_puesto: "Antigüedad en el puesto",
  tipo_puesto: "Tipo de puesto",
}

export interface ReporteClimaRequest {
  readonly id_proyecto: number
  readonly vista: ClimateView
  readonly agrupar: Demographic
  readonly id_depto?: number
  readonly sexo?: string
  readonly rango_edad?: string
  readonly tiempo_puesto?: string
  readonly tipo_puesto?: string
}

/** One figure: a mean with its level (a dimension or a share has none). */
export const ClimateFigure = Schema.Struct({ valor: Schema.Number, nivel: Schema.NullOr(Schema.Literal(...levels)) })
export type ClimateFigure = typeof ClimateFigure.Type

/** A group: its figures in `columnas`' order, or the reason it is suppressed (then no count either). */
export const ClimateGroup = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  respuestas: Schema.NullOr(Schema.Number),
  mensaje: Schema.NullOr(Schema.String),
  cifras: Schema.Array(ClimateFigure),
})
export type ClimateGroup = typeof ClimateGroup.Type

export const ReporteClima = Schema.Struct({
  n_proyecto: Schema.String,
  guia: Schema.Literal("II", "III"),
  vista: Schema.Literal(...climateViews),
  agrupar: Schema.String,
  columnas: Schema.Array(Schema.String),
  grupos: Schema.Array(ClimateGroup),
  total: ClimateGroup,
})
export type ReporteClima = typeof ReporteClima.Type

const levelTone: Readonly<Record<Level, string>> = {
  "Nulo o despreciable": "nulo",
  Bajo: "bajo",
  Medio: "medio",
  Alto: "alto",
  "Muy alto": "muyAlto",
}

const figureCell = (f: ClimateFigure | undefined, label: string, view: ClimateView): ReportCell => {
  if (f === undefined) return { value: null, lines: ["—"], label: `${label}: sin dato`, sheet: view === "dimensiones" || view === "distribucion" ? [null] : [null, null] }
  const shown = `${formatFixed(f.valor, 2)}${view === "distribucion" ? " %" : ""}`
  if (f.nivel === null) return { value: f.valor, lines: [shown], label: `${label}: ${shown}`, sheet: [f.valor] }
  return { value: f.valor, lines: [shown, f.nivel], label: `${label}: ${shown}, nivel ${f.nivel}`, sheet: [f.valor, f.nivel], tone: levelTone[f.nivel] }
}

const suppressedCell = (label: string, message: string, view: ClimateView): ReportCell => ({
  value: null,
  lines: ["—"],
  label: `${label}: ${message}`,
  sheet: view === "dimensiones" || view === "distribucion" ? [null] : [null, null],
})

const rowOf = (g: ClimateGroup, r: ReporteClima) => ({
  key: g.clave,
  label: g.nombre,
  detail: g.mensaje ?? formatCount(g.respuestas ?? 0),
  cells: r.columnas.map((c, i) => (g.mensaje === null ? figureCell(g.cifras[i], `${g.nombre}, ${c}`, r.vista) : suppressedCell(`${g.nombre}, ${c}`, g.mensaje, r.vista))),
})

const table = (r: ReporteClima, q: ReporteClimaRequest): ReportTable => {
  const total = rowOf(r.total, r)
  return {
    caption: `${climateViewLabels[r.vista]} de ${r.n_proyecto} (Guía ${r.guia}) por ${groupingLabels[q.agrupar].toLowerCase()}`,
    keyHeader: "Clave",
    rowHeader: groupingLabels[q.agrupar],
    detailHeader: "Respuestas",
    columns: r.columnas.map((c) => ({ key: c, label: c })),
    parts: r.vista === "dimensiones" ? ["media"] : r.vista === "distribucion" ? ["%"] : ["media", "nivel"],
    rows: r.grupos.map((g) => rowOf(g, r)),
    totals: { label: `Total: ${total.detail}`, cells: total.cells },
  }
}

/** The chart: each group's final, or the total's figure of each column. */
const chart = (t: ReportTable): ReportChart => {
  const share = t.parts[0] === "%"
  if (t.columns.length === 1)
    return {
      title: `${t.columns[0]?.label ?? ""} por ${t.rowHeader.toLowerCase()} (grupos mostrados)`,
      unit: "puntos",
      bars: t.rows.flatMap((row) => (row.cells[0]?.value == null ? [] : [{ label: row.label, value: row.cells[0].value }])),
    }
  return {
    title: share ? "Distribución de niveles de la calificación final, total" : "Media del total por columna",
    unit: share ? "%" : "puntos",
    bars: t.columns.flatMap((c, i) => {
      const v = t.totals?.cells[i]?.value
      return v == null ? [] : [{ label: c.label, value: v }]
    }),
  }
}

const choices = (values: ReadonlyArray<string>) => values.map((v) => ({ id: v, label: v }))

export const climateReport: ReportDescriptor<ReporteClimaRequest, ReporteClima> = {
  title: "Reporte de calificaciones",
  keys: ["CLI230"],
  filters: {
    id_proyecto: {
      field: select({
        label: "Proyecto",
        integerId: true,
        required: climateReportMessages.proyecto,
        lookup: { catalogue: climateReportCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" },
      }),
      message: climateReportMessages.proyecto,
    },
    vista: {
      field: select({ label: "Mostrar", required: climateReportMessages.vista, choices: climateViews.map((v) => ({ id: v, label: climateViewLabels[v] })) }),
      message: climateReportMessages.vista,
      radio: true,
    },
    agrupar: {
      field: select({
        label: "Agrupar por",
        required: climateReportMessages.agrupar,
        choices: Object.entries(groupingLabels).map(([id, label]) => ({ id, label })),
      }),
      message: climateReportMessages.agrupar,
    },
    id_depto: { ...workplaceFilters.id_depto, message: climateReportMessages.depto },
    sexo: { field: select({ label: "Sexo", choices: choices(generalData.sexo.options) }), message: climateReportMessages.sexo, optional: true, placeholder: "Ambos" },
    rango_edad: { field: select({ label: "Rango de edad", choices: choices(generalData.rango_edad.options) }), message: climateReportMessages.edad, optional: true, placeholder: "Todas las edades" },
    tiempo_puesto: {
      field: select({ label: "Antigüedad en el puesto", choices: choices(generalData.tiempo_puesto.options) }),
      message: climateReportMessages.antiguedad,
      optional: true,
      placeholder: "Cualquier antigüedad",
    },
    tipo_puesto: { field: select({ label: "Tipo de puesto", choices: choices(generalData.tipo_puesto.options) }), message: climateReportMessages.puesto, optional: true, placeholder: "Todos los tipos" },
  },
  initial: () => ({ vista: "final", agrupar: "id_depto" }),
  read: {
    name: "getResultadosClima",
    path: "/get-resultados-clima",
    summary:
      "Los resultados de un proyecto de clima laboral cerrado (Cerrado o Resultados publicados) de los centros de trabajo del rol: calificación final, categorías, dominios, dimensiones (Guía III) o distribución de niveles, por departamento, sexo, rango de edad, antigüedad o tipo de puesto; la media de las calificaciones individuales de cada grupo con su nivel. Un grupo con menos de 5 respuestas, o que comparado con otra consulta revelaría uno así, se suprime. Mientras el proyecto se responde, 409.",
  },
  xlsx: { name: "exportarResultadosClima", path: "/exportar-resultados-clima", summary: "El reporte de calificaciones de clima laboral en Excel, con los grupos suprimidos sin cifras." },
  pdf: { name: "resultadosClimaPdf", path: "/resultados-clima-pdf", summary: "El reporte de calificaciones de clima laboral en PDF horizontal; hasta 400 filas.", maxRows: 400, tooMany: climateReportMessages.demasiadasFilas },
  result: ReporteClima,
  rows: (r) => r.grupos,
  withRows: (r, grupos) => ({ ...r, grupos: grupos as ReadonlyArray<ClimateGroup> }),
  table,
  summary: (filas, t) => `${formatCountOf(filas, "grupo", "grupos")} por ${t.rowHeader.toLowerCase()}`,
  heading: (q) => ({ title: `Reporte de calificaciones de clima laboral: ${climateViewLabels[q.vista].toLowerCase()}` }),
  tones: {
    nulo: { label: "Nulo o despreciable", fill: "#dbeafe" },
    bajo: { label: "Bajo", fill: "#dcfce7" },
    medio: { label: "Medio", fill: "#fef9c3" },
    alto: { label: "Alto", fill: "#ffedd5" },
    muyAlto: { label: "Muy alto", fill: "#fee2e2" },
  },
  legend: "Nivel de riesgo",
  chart,
  emptyCell: "Grupo suprimido",
  empty: "No hay respuestas con esos filtros.",
  pageSize: 50,
}

const ends = reportEndpoints<ReporteClimaRequest, ReporteClimaRequest, ReporteClima, never>(climateReport)

export const climateReportEndpoints = {
  getResultadosClima: ends.read,
  exportarResultadosClima: ends.xlsx,
  resultadosClimaPdf: ends.pdf,
} as const
