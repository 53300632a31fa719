import { Schema } from "effect"
import { Envelope, endpoint, needsAnyKey } from "../api/endpoint"
import { formatCount, formatCountOf, formatPesos } from "../number-format"
import { integer } from "../records/field"
import { type ReportCell, type ReportDescriptor, reportEndpoints } from "../records/report"
import { quartersText } from "./proyectos-dnc-rules"
import { objectives } from "./proyectos-dnc-vocabulary"

// Proyectos DNC's calls beside its two resources (MODULES-MX §0.2 names them):
// - `/importar-brechas-dnc {id_proyecto_dnc}` brings every gap of Competencias por colaborador
//   (COM300) of the project's people as needs, set-based in one transaction, and says how many
//   it added and how many were already there (server/formacion/proyectos-dnc-import.ts). It is
//   no record write: it writes thousands of records at once, with no form of its own.
// - the plan consolidated by tema (one line per tema: its needs, participants, hours, cost,
//   objective, modalidad and quarters), a report descriptor (domain/records/report.ts) so the
//   project's Plan tab, its sheet and its PDF print one projection.

const folio = "El proyecto no es válido"
const ProjectId = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => folio })).annotations({ message: () => folio })

export const ImportRequest = Schema.Struct({ id_proyecto_dnc: ProjectId })
export const ImportResult = Schema.Struct({
  /** Needs added by this import. */
  agregadas: Schema.Number,
  /** Gaps whose person already had a need of the tema in the project (captured by hand or imported before). */
  existentes: Schema.Number,
})
export type ImportResult = typeof ImportResult.Type

export const importGapsEndpoint = endpoint({
  name: "importarBrechasDnc",
  method: "POST",
  path: "/importar-brechas-dnc",
  summary:
    "Agrega al proyecto DNC, como necesidades de nivel Colaborador y origen «Brecha de competencias», cada competencia con brecha mayor a cero de las personas activas de su empresa y sus centros de trabajo (los del rol); nunca repite una persona y un tema del proyecto. Responde cuántas agregó y cuántas ya estaban. 409 fuera de Borrador o En captura.",
  access: needsAnyKey("FOR100"),
  writes: true,
  request: ImportRequest,
  response: Envelope(ImportResult),
})

// --- The plan by tema ------------------------------------------------------------------------

export const planMessages = {
  proyecto: folio,
  demasiadasFilas: (filas: number, max: number) => `El plan tiene ${filas.toLocaleString("es-MX")} temas y el PDF admite hasta ${max}: exporte a Excel.`,
} as const

export interface PlanRequest {
  readonly id_proyecto_dnc: number
}

export const PlanLineSchema = Schema.Struct({
  clave: Schema.String,
  tema: Schema.String,
  necesidades: Schema.Number,
  participantes: Schema.Number,
  horas: Schema.Number,
  costo: Schema.Number,
  objetivo_153f: Schema.Literal("I", "II", "III", "IV", "V"),
  n_modalidad: Schema.NullOr(Schema.String),
  trimestres: Schema.Array(Schema.Number),
  sinTrimestre: Schema.Boolean,
})
export const PlanTotalsSchema = Schema.Struct({ necesidades: Schema.Number, participantes: Schema.Number, horas: Schema.Number, costo: Schema.Number })
export const DncPlan = Schema.Struct({
  n_proyecto: Schema.String,
  anio: Schema.Number,
  lineas: Schema.Array(PlanLineSchema),
  /** Of every line, not only the page's. */
  totales: PlanTotalsSchema,
})
export type DncPlan = typeof DncPlan.Type

const number = (n: number): ReportCell => ({ value: n, lines: [formatCount(n)], sheet: [n] })
const pesos = (n: number): ReportCell => ({ value: n, lines: [formatPesos(n)], sheet: [n] })
const textCell = (text: string): ReportCell => ({ value: null, lines: [text], sheet: [text], text: true })

export const dncPlanReport: ReportDescriptor<PlanRequest, DncPlan> = {
  title: "Plan de capacitación",
  keys: ["FOR100"],
  filters: {
    id_proyecto_dnc: { field: integer({ label: "Proyecto", min: 1, max: 2_147_483_647, required: folio }), message: planMessages.proyecto },
  },
  initial: () => ({}),
  read: {
    name: "planDnc",
    path: "/plan-dnc",
    summary: "El plan de un proyecto DNC consolidado por tema: necesidades, participantes, horas (horas × participantes), costo, el objetivo y la modalidad de la mayoría de sus participantes y los trimestres. 404 o 403 como la lectura del proyecto.",
  },
  xlsx: { name: "exportarPlanDnc", path: "/exportar-plan-dnc", summary: "El plan de un proyecto DNC por tema en Excel." },
  pdf: { name: "planDncPdf", path: "/plan-dnc-pdf", summary: "El plan de un proyecto DNC por tema en PDF horizontal; hasta 500 temas.", maxRows: 500, tooMany: planMessages.demasiadasFilas },
  result: DncPlan,
  rows: (p) => p.lineas,
  withRows: (p, lineas) => ({ ...p, lineas: lineas as DncPlan["lineas"] }),
  table: (p) => ({
    caption: `Plan de capacitación por tema: ${p.n_proyecto}`,
    keyHeader: "No.",
    rowHeader: "Tema",
    detailHeader: "Objetivo (LFT art. 153-F)",
    columns: [
      { key: "necesidades", label: "Necesidades" },
      { key: "participantes", label: "Participantes" },
      { key: "horas", label: "Horas" },
      { key: "costo", label: "Costo estimado" },
      { key: "modalidad", label: "Modalidad" },
      { key: "trimestres", label: "Trimestres" },
    ],
    parts: [""],
    rows: p.lineas.map((l, i) => ({
      key: String(i + 1),
      label: l.tema,
      detail: objectives.find((o) => o.id === l.objetivo_153f)?.label ?? l.objetivo_153f,
      cells: [number(l.necesidades), number(l.participantes), number(l.horas), pesos(l.costo), textCell(l.n_modalidad ?? "Por definir"), textCell(quartersText(l))],
    })),
    totals: {
      label: "Total",
      cells: [number(p.totales.necesidades), number(p.totales.participantes), number(p.totales.horas), pesos(p.totales.costo), textCell(""), textCell("")],
    },
  }),
  summary: (total, _table, _q) => formatCountOf(total, "tema", "temas"),
  heading: () => ({ title: "Plan de capacitación por tema" }),
  emptyCell: "Sin dato",
  empty: "El proyecto aún no tiene necesidades: captúrelas o importe las brechas de competencias en la pestaña Necesidades.",
  pageSize: 50,
}

const ends = reportEndpoints<PlanRequest, PlanRequest, DncPlan, never>(dncPlanReport)

export const dncPlanEndpoints = { planDnc: ends.read, exportarPlanDnc: ends.xlsx, planDncPdf: ends.pdf } as const

export const dncProjectEndpoints = { importarBrechasDnc: importGapsEndpoint, ...dncPlanEndpoints } as const
