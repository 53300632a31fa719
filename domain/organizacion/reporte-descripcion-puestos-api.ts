import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// Reporte descripción de puestos (ORG500, DOMAIN-MX 3.6): the printed job description of one or
// more puestos of a company, with the sections the user chose, as a real PDF made on the server.
// The company must be one of the caller's (the router refuses another with 403 before any SQL);
// every puesto named must belong to that company, so no id reaches another company's profile.

const reportKeys = needsAnyKey("ORG500")

export const reportMessages = {
  empresa: "La empresa es requerida",
  puestos: "Seleccione al menos un puesto",
  demasiadosPuestos: "Seleccione como máximo 50 puestos",
  secciones: "Seleccione al menos una sección",
  puestosAjenos: "Alguno de los puestos seleccionados no pertenece a la empresa",
} as const

/**
 * Most puestos one document holds. pdfmake lays a document out in one synchronous run on the
 * server's event loop: 100 full profiles took 5 s here (every other request waiting), 50 about
 * half that. More would need the rendering moved to a worker thread.
 */
export const maxPuestosReporte = 50

/** The sections of a printed job description, in the order they print, with their headings. */
export const seccionesDescripcion = [
  { id: "generales", label: "Datos generales" },
  { id: "perfil", label: "Perfil" },
  { id: "experiencia", label: "Experiencia laboral" },
  { id: "idiomas", label: "Idiomas" },
  { id: "finalidades", label: "Finalidades del puesto" },
  { id: "software", label: "Software" },
  { id: "competencias", label: "Competencias" },
  { id: "relaciones", label: "Relaciones" },
  { id: "entornos", label: "Entorno de trabajo" },
  { id: "dimensiones", label: "Dimensiones" },
] as const

export type SeccionDescripcion = (typeof seccionesDescripcion)[number]["id"]
export const todasLasSecciones: ReadonlyArray<SeccionDescripcion> = seccionesDescripcion.map((s) => s.id)

/** The heading the document prints for the occupants of the puesto's positions. */
export const ocupantesLabel = "Ocupantes actuales"

const IdEmpresa = Schema.Int.pipe(
  Schema.annotations({ message: () => reportMessages.empresa }),
  Schema.between(1, 999_999_999, { message: () => reportMessages.empresa }),
)
const IdPuesto = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => "La clave del puesto no es válida" }),
  Schema.maxLength(10, { message: () => "La clave del puesto no es válida" }),
)
const Seccion = Schema.Literal(...todasLasSecciones).annotations({ message: () => "La sección no es válida" })

export const ReporteDescripcionRequest = Schema.Struct({
  id_empresa: IdEmpresa,
  puestos: Schema.Array(IdPuesto).pipe(
    Schema.minItems(1, { message: () => reportMessages.puestos }),
    Schema.maxItems(maxPuestosReporte, { message: () => reportMessages.demasiadosPuestos }),
  ),
  /** The sections to print, in any order (they print in the document's order); all when absent. */
  secciones: Schema.optionalWith(Schema.Array(Seccion).pipe(Schema.minItems(1, { message: () => reportMessages.secciones })), {
    default: () => todasLasSecciones,
  }),
  /** Whether each puesto lists who sits today in its positions (of the caller's work centres). */
  incluir_ocupantes: Schema.optionalWith(Schema.Boolean, { default: () => false }),
})
export type ReporteDescripcionRequest = typeof ReporteDescripcionRequest.Type

export const reporteDescripcionPuesto = fileEndpoint({
  name: "reporteDescripcionPuesto",
  method: "POST",
  path: "/reporte-descripcion-puesto",
  summary:
    "La descripción de los puestos elegidos de una empresa, en PDF: membrete con el logotipo y la razón social, cada puesto con las secciones pedidas (y sus ocupantes actuales si se piden), el bloque de firmas Elaboró / Revisó / Autorizó y la fecha de versión. 400 si falta un puesto o alguno no es de la empresa; 403 si la empresa no está a su alcance; 404 si no existe.",
  access: reportKeys,
  writes: false,
  scope: { id_empresa: "empresa" },
  request: ReporteDescripcionRequest,
  file: pdfFile,
})

/** A puesto as the report's picker offers it. */
export const PuestoDescripcionOpcion = Schema.Struct({
  id_puesto: Schema.String,
  n_puesto: Schema.String,
  n_depto: Schema.NullOr(Schema.String),
  activo: Schema.Literal("1", "0"),
})
export type PuestoDescripcionOpcion = typeof PuestoDescripcionOpcion.Type

const calls = endpointFamily(reportKeys, {
  getPuestosDescripcion: {
    summary: "Los puestos de una empresa, activos o no, por nombre: los que el reporte de descripción de puestos puede imprimir (403 si la empresa no está a su alcance).",
    scope: { id_empresa: "empresa" },
    request: Schema.Struct({ id_empresa: IdEmpresa }),
    result: Schema.Array(PuestoDescripcionOpcion),
  },
})
export const { getPuestosDescripcion } = calls

export const organizationJobDescriptionReportEndpoints = { reporteDescripcionPuesto, getPuestosDescripcion } as const
