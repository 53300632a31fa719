import { Schema } from "effect"
import { messages } from "../messages"

// The report builder. The report types and their columns are a closed
// list shared by the SPA (what it offers) and the server (its allowlist): a request naming
// anything else is refused before any SQL is written.

export interface ReportColumn {
  /** Wire name, as SPEC 3.7 spells it. */
  readonly id: string
  /** Header of the column in the sheet and label in the builder. */
  readonly label: string
}

export interface ReportType {
  /** Wire name of the source (`tabla`). */
  readonly tabla: string
  /** 'Colaboradores': the option shown and the report's title. */
  readonly label: string
  readonly columns: ReadonlyArray<ReportColumn>
}

export const colaboradoresReport: ReportType = {
  tabla: "vt_lista_empleados",
  label: "Colaboradores",
  columns: [
    { id: "id_empleado", label: "Colaborador" },
    { id: "n_empleado", label: "Nombre Colaborador" },
    { id: "id_empresa", label: "Empresa" },
    { id: "n_empresa", label: "Nombre Empresa" },
    { id: "id_centro_trabajo", label: "Centro de trabajo" },
    { id: "n_centro_trabajo", label: "Nombre Centro de trabajo" },
    { id: "id_puesto", label: "Puesto" },
    { id: "n_puesto", label: "Nombre Puesto" },
  ],
}

/** Only 'Colaboradores' is offered. */
export const reportTypes: ReadonlyArray<ReportType> = [colaboradoresReport]

export const reportTypeOf = (tabla: string): ReportType | undefined => reportTypes.find((t) => t.tabla === tabla)

// Generous bounds that still keep junk out: a name is short, a title fits a sheet title row.
const maxNameLength = 64
const maxTitleLength = 150

/** POST /reporteador: the source, the title and the ordered list of chosen columns. */
export const ReportRequest = Schema.Struct({
  tabla: Schema.String.pipe(
    Schema.minLength(1, { message: () => messages.tipoReporteRequerido }),
    Schema.maxLength(maxNameLength, { message: () => messages.tipoReporteDesconocido }),
  ),
  tituloReporte: Schema.String.pipe(Schema.maxLength(maxTitleLength, { message: () => messages.tituloReporteLargo })),
  columnas: Schema.Array(
    Schema.String.pipe(Schema.maxLength(maxNameLength, { message: () => messages.columnaReporteDesconocida })),
  ).pipe(
    Schema.minItems(1, { message: () => messages.columnaRequerida }),
    Schema.maxItems(32, { message: () => messages.columnaReporteDesconocida }),
  ),
})
export type ReportRequest = typeof ReportRequest.Type
