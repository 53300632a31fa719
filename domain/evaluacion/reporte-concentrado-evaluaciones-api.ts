import { Schema } from "effect"
import { catalogNames } from "../api/catalogs"
import { formatCount, formatCountOf, formatFixed, formatPesos } from "../number-format"
import { type BulkAction, bulkEndpoint } from "../records/bulk"
import { type RecordDescriptor, defaultMessages } from "../records/descriptor"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, reportEndpoints } from "../records/report"
import { workplaceFilters } from "../records/report-workplace-filters"
import { type Band, bands } from "../rules/evaluacion-concentrado"

// EVA390 Reporte concentrado de evaluaciones (MODULES-MX §5): each participant of a cycle with
// their component scores (objectives, calibrated when they are; 360 in percent; operative), the
// final over the cycle's weights (renormalised over the components with a score), the nine-box
// cell (performance band of the final × the potential the boss or HR set in Calibración) and the
// bonus SD × eva_dias_sueldo × final / 100 from a final of 70, exported for payroll and never
// paid here. The list is paged on the server (final descending); the nine-box counts every
// participant the caller may see. The potential is set from this page [D]: a bulk action on the
// selected rows, each judged on its own (the boss of that person or HR, only in Calibración).

export const concentradoMessages = {
  proyecto: "Elija el proyecto de evaluación",
  potencial: "Elija el potencial",
  soloCalibracion: "El potencial solo se asigna en la fase de Calibración",
  soloJefeORH: "Solo el jefe del colaborador o Recursos Humanos asigna su potencial",
  noParticipante: "El colaborador no participa en ese proyecto",
  noProyecto: "El proyecto de evaluación no existe",
  proyectoAjeno: "El proyecto es de una empresa fuera de su rol",
  fueraDeAlcance: "El colaborador no está en sus centros de trabajo",
  potencialAsignado: (p: string) => `Potencial ${p.toLowerCase()} asignado`,
  demasiadasFilas: (filas: number, max: number) =>
    `El concentrado tiene ${filas.toLocaleString("es-MX")} colaboradores y el PDF admite hasta ${max}: filtre por centro de trabajo o departamento, o exporte a Excel.`,
} as const

export const concentradoCatalogNames = { proyectos: "proyectos_evaluacion_rol" } as const

/** Where payroll's sheet comes from: these columns, in this order. */
export const payrollColumns = ["No. colaborador", "Colaborador", "Departamento", "Final", "Desempeño", "Potencial", "Cuadrante", "Salario diario", "Días de sueldo", "Bono"] as const

export interface ConcentradoRequest {
  readonly id_proyecto: number
  readonly id_centro_trabajo?: number
  readonly id_depto?: number
}

const Score = Schema.NullOr(Schema.Number)

export const FilaConcentrado = Schema.Struct({
  id_empleado: Schema.Number,
  num_empleado: Schema.String,
  colaborador: Schema.String,
  n_depto: Schema.String,
  objetivos: Score,
  evaluacion_360: Score,
  operativa: Score,
  final: Score,
  desempeno: Schema.NullOr(Schema.String),
  potencial: Schema.NullOr(Schema.String),
  cuadrante: Schema.NullOr(Schema.String),
  bono: Score,
})
export type FilaConcentrado = typeof FilaConcentrado.Type

export const CeldaNueveCajas = Schema.Struct({ desempeno: Schema.String, potencial: Schema.String, personas: Schema.Number })
export type CeldaNueveCajas = typeof CeldaNueveCajas.Type

export const Concentrado = Schema.Struct({
  id_proyecto: Schema.Number,
  n_proyecto: Schema.String,
  fase_actual: Schema.NullOr(Schema.String),
  /** eva_dias_sueldo of Parámetros del sistema; null: not set, so no bonus is figured. */
  dias_sueldo: Score,
  nueve_cajas: Schema.Array(CeldaNueveCajas),
  /** People with a final and no potential yet, and people with no final. */
  sin_potencial: Schema.Number,
  sin_final: Schema.Number,
  filas: Schema.Array(FilaConcentrado),
})
export type Concentrado = typeof Concentrado.Type

/** A row's key: project and person, what the potential's bulk action names. */
export const rowKey = (id_proyecto: number, id_empleado: number): string => `${id_proyecto}-${id_empleado}`
export const RowKey = Schema.String.pipe(Schema.pattern(/^\d{1,9}-\d{1,9}$/, { message: () => "El colaborador no es válido" }))

const text = (t: string): ReportCell => ({ value: null, lines: [t], sheet: [t], text: true })
const score = (v: number | null, label: string): ReportCell =>
  v === null ? { value: null, lines: ["—"], label: `${label}: sin calificación`, sheet: [null] } : { value: v, lines: [formatFixed(v, 2)], label: `${label}: ${formatFixed(v, 2)}`, sheet: [v] }
const optional = (v: string | null, label: string, none: string): ReportCell =>
  v === null ? { value: null, lines: ["—"], label: `${label}: ${none}`, sheet: [null], text: true } : { ...text(v), label: `${label}: ${v}` }

/** The nine-box's count of one cell. */
export const countOf = (r: Concentrado, desempeno: Band, potencial: Band): number =>
  r.nueve_cajas.find((c) => c.desempeno === desempeno && c.potencial === potencial)?.personas ?? 0

export const concentradoReport: ReportDescriptor<ConcentradoRequest, Concentrado> = {
  title: "Reporte concentrado de evaluaciones",
  keys: ["EVA390"],
  filters: {
    id_proyecto: {
      field: select({
        label: "Proyecto",
        integerId: true,
        required: concentradoMessages.proyecto,
        lookup: { catalogue: concentradoCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" },
      }),
      message: concentradoMessages.proyecto,
    },
    // The project names the company: the centres are all the caller's.
    id_centro_trabajo: {
      ...workplaceFilters.id_centro_trabajo,
      field: select({
        label: "Centro de trabajo",
        integerId: true,
        scope: "centro_trabajo",
        lookup: { catalogue: catalogNames.centrosDelRol, idColumn: "id_centro_trabajo", labelColumn: "n_centro_trabajo" },
      }),
    },
    id_depto: workplaceFilters.id_depto,
  },
  initial: () => ({}),
  read: {
    name: "getConcentradoEvaluaciones",
    path: "/get-concentrado-evaluaciones",
    summary:
      "El concentrado de un proyecto de evaluación: por colaborador de los centros de trabajo del rol, sus calificaciones de objetivos (calibrada si la hay), 360 y operativa, la final con los pesos del proyecto, desempeño, potencial, cuadrante del nine-box y bono (SD × eva_dias_sueldo × final / 100 desde 70; para nómina, no se paga aquí), de la final mayor a la menor; y la cuenta del nine-box. Con pagina y por_pagina, una página y total_filas.",
  },
  xlsx: {
    name: "exportarConcentradoEvaluaciones",
    path: "/exportar-concentrado-evaluaciones",
    summary: "El concentrado en Excel para nómina: no. de colaborador, nombre, departamento, final, desempeño, potencial, cuadrante, salario diario, días de sueldo y bono.",
  },
  pdf: {
    name: "concentradoEvaluacionesPdf",
    path: "/concentrado-evaluaciones-pdf",
    summary: "El concentrado en PDF horizontal; hasta 400 colaboradores.",
    maxRows: 400,
    tooMany: concentradoMessages.demasiadasFilas,
  },
  result: Concentrado,
  rows: (r) => r.filas,
  withRows: (r, filas) => ({ ...r, filas: filas as ReadonlyArray<FilaConcentrado> }),
  table: (r) => ({
    caption: `Concentrado de evaluaciones: ${r.n_proyecto}`,
    keyHeader: "Clave",
    rowHeader: "Colaborador",
    detailHeader: "No. colaborador",
    columns: [
      { key: "depto", label: "Departamento" },
      { key: "objetivos", label: "Objetivos" },
      { key: "360", label: "360" },
      { key: "operativa", label: "Operativa" },
      { key: "final", label: "Final" },
      { key: "desempeno", label: "Desempeño" },
      { key: "potencial", label: "Potencial" },
      { key: "cuadrante", label: "Cuadrante" },
      { key: "bono", label: "Bono" },
    ],
    parts: [""],
    rows: r.filas.map((f) => ({
      key: rowKey(r.id_proyecto, f.id_empleado),
      label: f.colaborador,
      detail: f.num_empleado === "" ? "" : `No. ${f.num_empleado}`,
      cells: [
        text(f.n_depto),
        score(f.objetivos, "Objetivos"),
        score(f.evaluacion_360, "360"),
        score(f.operativa, "Operativa"),
        score(f.final, "Final"),
        optional(f.desempeno, "Desempeño", "sin final"),
        optional(f.potencial, "Potencial", "sin asignar"),
        optional(f.cuadrante, "Cuadrante", "sin cuadrante"),
        f.bono === null
          ? { value: null, lines: ["—"], label: "Bono: no se calcula", sheet: [null] }
          : { value: f.bono, lines: [formatPesos(f.bono)], label: `Bono: ${formatPesos(f.bono)}`, sheet: [f.bono] },
      ],
    })),
  }),
  summary: (total, _t) => formatCountOf(total, "colaborador", "colaboradores"),
  heading: () => ({ title: "Concentrado de evaluaciones" }),
  emptyCell: "Sin calificación",
  empty: "El proyecto no tiene colaboradores en sus centros de trabajo con esos filtros.",
  pageSize: 50,
  selection: { label: (row) => `Seleccionar a ${row.label}`, all: "Seleccionar todos los colaboradores mostrados" },
}

/** The nine-box's words for screen readers and the caption. */
export const nineBoxCaption = (r: Concentrado): string =>
  `Nine-box: colaboradores por desempeño y potencial (${formatCount(r.sin_potencial)} sin potencial asignado, ${formatCount(r.sin_final)} sin calificación final)`

const potentialFields = {
  potencial: select({ label: "Potencial", choices: bands.map((b) => ({ id: b, label: b })), required: concentradoMessages.potencial }),
}

const potentialForm: RecordDescriptor = {
  resource: "guardar-potencial-evaluacion",
  title: "Asignar potencial",
  singular: "colaborador",
  keys: ["EVA390"],
  messages: defaultMessages,
  fields: potentialFields,
}

export const maxPotentials = 100

export const potentialAction: BulkAction = {
  id: "potencial",
  label: "Asignar potencial",
  title: (count) => `Asignar potencial a ${formatCountOf(count, "colaborador", "colaboradores")}`,
  form: potentialForm,
  explain: "Solo en la fase de Calibración. A cada colaborador se lo asigna el ocupante de la posición de su jefe o Recursos Humanos; los demás quedan rechazados.",
  endpoint: {
    name: "guardarPotencialEvaluacion",
    path: "/guardar-potencial-evaluacion",
    summary: `Asigna el potencial (Bajo, Medio o Alto) a los colaboradores listados como "id_proyecto-id_empleado" (hasta ${maxPotentials}), cada uno solo en la fase de Calibración de su proyecto y por el ocupante de la posición de su jefe o por Recursos Humanos (clave EVA150) de sus centros. Un resultado por colaborador.`,
    keys: ["EVA390"],
    list: "colaboradores",
    item: RowKey,
    max: maxPotentials,
  },
}

const ends = reportEndpoints<ConcentradoRequest, ConcentradoRequest, Concentrado, never>(concentradoReport)

export const concentradoEndpoints = {
  getConcentradoEvaluaciones: ends.read,
  // The sheet is payroll's own (few columns, streamed from SQL): its handler is not the generic one.
  exportarConcentradoEvaluaciones: ends.xlsx,
  concentradoEvaluacionesPdf: ends.pdf,
  guardarPotencialEvaluacion: bulkEndpoint(potentialAction),
} as const
