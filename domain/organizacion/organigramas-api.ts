import { Schema } from "effect"
import { isRealDate } from "../records/field"
import { Envelope, endpoint, fileEndpoint, needsAnyKey, pdfFile, xlsxFile } from "../api/endpoint"
import { OrgId as Id } from "./placed-request"

// Organigramas (ORG550, DOMAIN-MX 3.8): the position tree of a work centre or a company on any
// date. These calls are hand-written, not a record resource: a chart is no table's rows but every
// position in force on a date, each joined with the occupation in force on that date, its
// occupant and its count of direct reports, restricted to a department's subtree; and its exports
// are a per-chief PDF and a flat list in tree order. Nothing here writes.
//
// Scope: only positions of the work centres granted to the caller's role are answered, and naming
// a company, centre or department outside them is refused (403). A chief outside the answer
// (another role's centre, outside the filter, ended on that date) is answered as null: for this
// caller and filter that position is a root.

const chartKeys = needsAnyKey("ORG550")

const Flag = Schema.Literal("1", "0")

/** The chart's date, `YYYY-MM-DD`; absent means today in Mexico City. */
export const FechaOrganigrama = Schema.String.pipe(
  Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida", { message: () => "La fecha no es una fecha válida" }),
)

/** A puesto's key (VARCHAR(10)). */
const IdPuesto = Schema.String.pipe(
  Schema.pattern(/^[A-Za-z0-9-]{1,10}$/, { message: () => "La clave del puesto no tiene un formato válido" }),
)

/** One position of the chart, flat: the client builds the tree from the chief pointers. */
export const NodoPosicion = Schema.Struct({
  id_posicion: Schema.String,
  n_posicion: Schema.String,
  /** Null for a root: no chief, or a chief that is not in this answer. */
  id_posicion_jefe: Schema.NullOr(Schema.String),
  /** The puesto's key: the page's puesto filter offers the puestos of the chart it shows. */
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.String,
  /** The occupant on the chart's date; null for a vacant seat. */
  id_empleado: Schema.NullOr(Schema.Number),
  n_empleado: Schema.NullOr(Schema.String),
  /** The occupant's photograph reference, as the employee record keeps it. */
  foto: Schema.NullOr(Schema.String),
  /** The occupant's hire date (`YYYY-MM-DD`); null for a vacant seat. */
  f_ingreso: Schema.NullOr(Schema.String),
  /** Direct reports in force on the date, in the caller's centres (whatever the filter). */
  n_subordinados: Schema.Number,
})
export type NodoPosicion = typeof NodoPosicion.Type

const chartAnswer = Envelope(Schema.Array(NodoPosicion))

export const getArbolPosicionesFull = endpoint({
  name: "getArbolPosicionesFull",
  method: "POST",
  path: "/get-arbol-posiciones-full",
  summary:
    "Las posiciones vigentes en la fecha (hoy si no se indica) de un centro de trabajo, planas con su jefe, su ocupante en esa fecha y su número de subordinados directos; con id_depto, solo las de ese departamento y sus subdepartamentos; con id_puesto, solo las de ese puesto. 403 si el centro o el departamento no está a su alcance.",
  access: chartKeys,
  writes: false,
  scope: { id_centro_trabajo: "centro_trabajo", id_depto: "departamento" },
  request: Schema.Struct({
    id_centro_trabajo: Id,
    fecha: Schema.optional(FechaOrganigrama),
    id_depto: Schema.optional(Id),
    id_puesto: Schema.optional(IdPuesto),
  }),
  response: chartAnswer,
})

export const getOrgPosicion = endpoint({
  name: "getOrgPosicion",
  method: "POST",
  path: "/get-org-posicion",
  summary:
    "Como /get-arbol-posiciones-full para toda una empresa (los centros de trabajo de su rol), o uno de sus centros, en la fecha indicada (hoy si no se indica); con id_depto, solo ese departamento y sus subdepartamentos.",
  access: chartKeys,
  writes: false,
  scope: { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo", id_depto: "departamento" },
  request: Schema.Struct({
    id_empresa: Id,
    id_centro_trabajo: Schema.optional(Id),
    fecha: Schema.optional(FechaOrganigrama),
    id_depto: Schema.optional(Id),
  }),
  response: chartAnswer,
})

/** The exports' filters: the chart's, plus whether vacant seats are included. */
export const OrganigramaExportRequest = Schema.Struct({
  id_empresa: Schema.optional(Id),
  id_centro_trabajo: Schema.optional(Id),
  fecha: Schema.optional(FechaOrganigrama),
  id_depto: Schema.optional(Id),
  id_puesto: Schema.optional(IdPuesto),
  /** '0' leaves out the vacant seats that have nobody under them (as the page's switch does). */
  vacantes: Schema.optional(Flag),
})
export type OrganigramaExportRequest = typeof OrganigramaExportRequest.Type

const exportScope = { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo", id_depto: "departamento" } as const

export const organigramaPdf = fileEndpoint({
  name: "organigramaPdf",
  method: "POST",
  path: "/organigrama-pdf",
  summary:
    "El organigrama en PDF: un índice y una página por cada jefe con su posición y sus subordinados directos (una página por rama siempre cabe, a diferencia de un árbol entero). Los mismos filtros que el organigrama; se requiere una empresa o un centro de trabajo.",
  access: chartKeys,
  writes: false,
  scope: exportScope,
  request: OrganigramaExportRequest,
  file: pdfFile,
})

export const exportarOrganigrama = fileEndpoint({
  name: "exportarOrganigrama",
  method: "POST",
  path: "/exportar-organigrama",
  summary:
    "El organigrama como lista plana en Excel, en el orden del árbol (nivel, clave, posición, jefe, puesto, departamento, ocupante, ingreso, subordinados, estado). Los mismos filtros que el organigrama; se requiere una empresa o un centro de trabajo.",
  access: chartKeys,
  writes: false,
  scope: exportScope,
  request: OrganigramaExportRequest,
  file: xlsxFile,
})

export const organizationOrgChartEndpoints = {
  getArbolPosicionesFull,
  getOrgPosicion,
  organigramaPdf,
  exportarOrganigrama,
} as const
