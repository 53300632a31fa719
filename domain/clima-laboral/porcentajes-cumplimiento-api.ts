import { Schema } from "effect"
import { formatCountOf, formatFixed } from "../number-format"
import { select } from "../records/field"
import { type ReportCell, type ReportDescriptor, type ReportRow, type ReportTable, reportEndpoints } from "../records/report"
import { obligationKeys } from "./porcentajes-cumplimiento-rules"
import { climateReportCatalogNames } from "./reporte-calificaciones-api"

// CLI260 Porcentajes de cumplimiento (MODULES-MX §4): for one closed climate project of the
// caller's centres, the NOM-035 obligations by the centre's size, each Aplica / Cumplida with its
// evidence and date (derived from what the system stores), and the project's cumplimiento, avance
// del plan and participación. On a report descriptor so the page, the sheet and the PDF print one
// projection; colours carry no figure alone (DOMAIN-MX 5.7).

export const complianceMessages = {
  proyecto: "Elija un proyecto de clima laboral cerrado",
  noExiste: "El proyecto de clima laboral no existe o no es de sus centros de trabajo",
  abierto: "El cumplimiento se consulta cuando el proyecto está cerrado",
  demasiadasFilas: (filas: number, max: number) => `El reporte tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: exporte a Excel.`,
} as const

export interface CumplimientoRequest {
  readonly id_proyecto: number
}

export const ObligationRow = Schema.Struct({
  clave: Schema.Literal(...obligationKeys),
  obligacion: Schema.String,
  aplica: Schema.Boolean,
  cumplida: Schema.Boolean,
  evidencia: Schema.String,
  fecha: Schema.NullOr(Schema.String),
})
export type ObligationRow = typeof ObligationRow.Type

export const Cumplimiento = Schema.Struct({
  n_proyecto: Schema.String,
  num_trabajadores: Schema.Number,
  obligaciones: Schema.Array(ObligationRow),
  cumplimiento: Schema.NullOr(Schema.Number),
  avance_plan: Schema.NullOr(Schema.Number),
  acciones: Schema.Number,
  acciones_cumplidas: Schema.Number,
  participacion: Schema.NullOr(Schema.Number),
  invitados: Schema.Number,
  respondidos: Schema.Number,
})
export type Cumplimiento = typeof Cumplimiento.Type

const text = (shown: string, label: string, tone?: string): ReportCell => ({ value: null, lines: [shown], label: `${label}: ${shown}`, sheet: [shown], text: true, ...(tone === undefined ? {} : { tone }) })

const pct = (v: number | null) => (v === null ? "—" : `${formatFixed(v, 2)} %`)

const rowOf = (o: ObligationRow): ReportRow => ({
  key: o.clave,
  label: o.obligacion,
  detail: o.aplica ? "Sí" : "No",
  cells: [
    o.aplica ? text(o.cumplida ? "Cumplida" : "Pendiente", o.obligacion, o.cumplida ? "cumplida" : "pendiente") : text("No aplica", o.obligacion),
    text(o.evidencia, `${o.obligacion}, evidencia`),
    text(o.fecha ?? "—", `${o.obligacion}, fecha`),
  ],
})

const table = (r: Cumplimiento): ReportTable => ({
  caption: `Obligaciones de la NOM-035 de ${r.n_proyecto} (${formatCountOf(r.num_trabajadores, "trabajador", "trabajadores")})`,
  keyHeader: "Clave",
  rowHeader: "Obligación",
  detailHeader: "Aplica",
  columns: [
    { key: "cumplida", label: "Cumplida" },
    { key: "evidencia", label: "Evidencia" },
    { key: "fecha", label: "Fecha" },
  ],
  parts: [""],
  rows: r.obligaciones.map(rowOf),
  totals: {
    label: `Cumplimiento ${pct(r.cumplimiento)}`,
    cells: [
      text(`Avance del plan ${r.avance_plan === null ? "— (sin acciones)" : `${pct(r.avance_plan)} (${r.acciones_cumplidas} de ${r.acciones})`}`, "Avance del plan"),
      text(`Participación ${r.participacion === null ? "— (sin invitados)" : `${pct(r.participacion)} (${r.respondidos} de ${r.invitados})`}`, "Participación"),
      text("", "Total"),
    ],
  },
})

export const complianceReport: ReportDescriptor<CumplimientoRequest, Cumplimiento> = {
  title: "Porcentajes de cumplimiento",
  keys: ["CLI260"],
  filters: {
    id_proyecto: {
      field: select({
        label: "Proyecto",
        integerId: true,
        required: complianceMessages.proyecto,
        lookup: { catalogue: climateReportCatalogNames.proyectos, idColumn: "id_proyecto", labelColumn: "n_proyecto" },
      }),
      message: complianceMessages.proyecto,
    },
  },
  initial: () => ({}),
  read: {
    name: "getCumplimientoClima",
    path: "/get-cumplimiento-clima",
    summary:
      "El cumplimiento de la NOM-035 de un proyecto de clima laboral cerrado de los centros de trabajo del rol: las obligaciones que aplican por el tamaño del centro, cumplida o pendiente con su evidencia y fecha, el porcentaje de cumplimiento, el avance del plan de acción y la participación.",
  },
  xlsx: { name: "exportarCumplimientoClima", path: "/exportar-cumplimiento-clima", summary: "Los porcentajes de cumplimiento de la NOM-035 en Excel." },
  pdf: { name: "cumplimientoClimaPdf", path: "/cumplimiento-clima-pdf", summary: "Los porcentajes de cumplimiento de la NOM-035 en PDF horizontal.", maxRows: 50, tooMany: complianceMessages.demasiadasFilas },
  result: Cumplimiento,
  rows: (r) => r.obligaciones,
  withRows: (r, obligaciones) => ({ ...r, obligaciones: obligaciones as ReadonlyArray<ObligationRow> }),
  table,
  summary: (filas) => formatCountOf(filas, "obligación", "obligaciones"),
  heading: () => ({ title: "Porcentajes de cumplimiento de la NOM-035" }),
  tones: {
    cumplida: { label: "Cumplida", fill: "#dcfce7" },
    pendiente: { label: "Pendiente", fill: "#fee2e2" },
  },
  legend: "Estado de la obligación",
  emptyCell: "Sin dato",
  empty: "El proyecto no tiene obligaciones que mostrar.",
  pageSize: 50,
}

const ends = reportEndpoints<CumplimientoRequest, CumplimientoRequest, Cumplimiento, never>(complianceReport)

export const complianceReportEndpoints = {
  getCumplimientoClima: ends.read,
  exportarCumplimientoClima: ends.xlsx,
  cumplimientoClimaPdf: ends.pdf,
} as const
