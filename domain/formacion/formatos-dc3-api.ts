import { Schema } from "effect"
import { fileEndpoint, needsAnyKey, pdfFile, xlsxFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"

// FOR250 Formatos DC-3 (MODULES-MX §3 and §0): pick a concluded or closed course (FOR160); its
// Aprobados are listed with their DC-3: folio, issue date, delivery limit (20 working days after
// the course) and delivery with the worker's acknowledgement. Hand-written calls, not a record
// descriptor: a DC-3 is one passed participant of a course (keyed by course and person), printed
// from the worker's, the company's and the course's data as they stand, and its only write is the
// delivery; the list is the course's participants, not a table of its own.
//
// - /get-cursos-dc3: the concluded and closed courses of the caller's work centres.
// - /get-constancias-dc3 {id_proyecto}: the course's Aprobados, each with its DC-3 and the
//   problems that keep it from printing (an old CURP, a puesto without CNO occupation...).
// - /print-dc3 {id_proyecto, conexion, colaboradores, reverse, vista} (SPEC 7.2): vista '1' is an
//   inline preview of one DC-3 without folio; vista '0' issues the DC-3s (a folio the first time)
//   and answers the PDF of one person or a zip of several; reverse '1' adds the reverse page with
//   the áreas temáticas and the CNO. Every chosen person is checked first: one failing refuses
//   the whole call with every problem listed, and nothing is issued.
// - /get-catalogo-dc3 {catalogo}: the áreas temáticas or the CNO's subáreas.
// - /entregar-dc3 {id_proyecto, id_empleado, f_entrega, acuse}: records the delivery of an issued
//   DC-3 with the worker's acknowledgement.
// - /export-dc4 {anio, id_empresa}: the DC-4 (lista de constancias) of a plan year as xlsx, with
//   its filing date.

const dc3Keys = needsAnyKey("FOR250")

export const dc3ApiMessages = {
  curso: "El curso no es válido",
  conexion: "La conexión no es válida",
  colaborador: "El colaborador no es válido",
  colaboradores: "Elija de 1 a 1,000 colaboradores distintos",
  bandera: "El valor debe ser '1' o '0'",
  catalogo: "El catálogo debe ser OCUPACIONES o AREAS_TEMATICAS",
  fecha: "La fecha de entrega no es válida",
  acuse: "Capture el acuse de recibo del trabajador (a lo más 300 caracteres)",
  anio: "El año del plan no es válido",
  empresa: "La empresa no es válida",
  estado: "Solo se emiten constancias DC-3 de cursos concluidos o cerrados",
  noAprobado: "Solo se emite la constancia DC-3 de los participantes aprobados del curso",
  vistaUna: "La vista previa es de una constancia a la vez",
  rechazo: (n: number) =>
    n === 1 ? "No se puede emitir la constancia DC-3: un dato falta o no es válido" : `No se pueden emitir las constancias DC-3: ${n} datos faltan o no son válidos`,
  sinEmitir: "La constancia DC-3 aún no se emite: descárguela antes de registrar su entrega",
  yaEntregada: "La constancia DC-3 ya se entregó",
  entregaAntes: "La fecha de entrega no puede ser anterior a la emisión de la constancia",
  entregaFutura: "La fecha de entrega no puede ser posterior a hoy",
  entregada: "Entrega registrada",
} as const

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => message })).annotations({ message: () => message })
const Flag = Schema.Literal("1", "0").annotations({ message: () => ({ message: dc3ApiMessages.bandera, override: true }) })
const IsoDate = Schema.String.pipe(Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: () => dc3ApiMessages.fecha })).annotations({
  message: () => dc3ApiMessages.fecha,
})

export const CourseKey = Schema.Struct({ id_proyecto: Id(dc3ApiMessages.curso) })
export type CourseKey = typeof CourseKey.Type

export const PrintDc3 = Schema.Struct({
  id_proyecto: Id(dc3ApiMessages.curso),
  // The legacy API's connection name; one database here, so it is read and ignored.
  conexion: Schema.optional(
    Schema.String.pipe(Schema.maxLength(50, { message: () => dc3ApiMessages.conexion })).annotations({ message: () => dc3ApiMessages.conexion }),
  ),
  colaboradores: Schema.Array(Id(dc3ApiMessages.colaborador)).pipe(
    Schema.minItems(1, { message: () => dc3ApiMessages.colaboradores }),
    Schema.maxItems(1000, { message: () => dc3ApiMessages.colaboradores }),
    Schema.filter((ids) => new Set(ids).size === ids.length || dc3ApiMessages.colaboradores),
  ),
  reverse: Flag,
  vista: Flag,
})
export type PrintDc3 = typeof PrintDc3.Type

export const dc3Catalogues = ["OCUPACIONES", "AREAS_TEMATICAS"] as const
export const CatalogueRequest = Schema.Struct({
  catalogo: Schema.Literal(...dc3Catalogues).annotations({ message: () => ({ message: dc3ApiMessages.catalogo, override: true }) }),
})

export const CatalogueEntry = Schema.Struct({ clave: Schema.String, nombre: Schema.String, area: Schema.NullOr(Schema.String) })
export type CatalogueEntry = typeof CatalogueEntry.Type

export const Delivery = Schema.Struct({
  id_proyecto: Id(dc3ApiMessages.curso),
  id_empleado: Id(dc3ApiMessages.colaborador),
  f_entrega: IsoDate,
  acuse: Schema.Trim.pipe(Schema.minLength(1, { message: () => dc3ApiMessages.acuse }), Schema.maxLength(300, { message: () => dc3ApiMessages.acuse })).annotations({
    message: () => dc3ApiMessages.acuse,
  }),
})
export type Delivery = typeof Delivery.Type

export const Dc4Request = Schema.Struct({
  anio: Schema.Int.pipe(Schema.between(2000, 2100, { message: () => dc3ApiMessages.anio })).annotations({ message: () => dc3ApiMessages.anio }),
  id_empresa: Id(dc3ApiMessages.empresa),
})
export type Dc4Request = typeof Dc4Request.Type

export const Dc3Course = Schema.Struct({
  id_proyecto: Schema.Number,
  n_curso: Schema.String,
  estado: Schema.String,
  id_empresa: Schema.Number,
  f_inicio: Schema.String,
  f_fin: Schema.String,
  aprobados: Schema.Number,
  emitidas: Schema.Number,
})
export type Dc3Course = typeof Dc3Course.Type

export const Dc3Row = Schema.Struct({
  id_empleado: Schema.Number,
  num_empleado: Schema.NullOr(Schema.String),
  n_empleado: Schema.String,
  curp: Schema.NullOr(Schema.String),
  calificacion: Schema.NullOr(Schema.Number),
  folio_dc3: Schema.NullOr(Schema.String),
  f_emision: Schema.NullOr(Schema.String),
  f_limite_entrega: Schema.String,
  f_entrega: Schema.NullOr(Schema.String),
  acuse: Schema.NullOr(Schema.String),
  /** Past its limit and not handed over. */
  vencida: Schema.Boolean,
  /** What keeps it from printing; empty when it prints. */
  problemas: Schema.Array(Schema.String),
})
export type Dc3Row = typeof Dc3Row.Type

export const Dc3Sheet = Schema.Struct({
  curso: Dc3Course,
  hoy: Schema.String,
  filas: Schema.Array(Dc3Row),
})
export type Dc3Sheet = typeof Dc3Sheet.Type

const calls = endpointFamily(dc3Keys, {
  getCursosDc3: {
    summary: "Los cursos concluidos o cerrados de sus centros de trabajo, con sus aprobados y las constancias DC-3 emitidas.",
    request: Schema.Struct({}),
    result: Schema.Array(Dc3Course),
  },
  getConstanciasDc3: {
    summary:
      "Los participantes aprobados de un curso con su constancia DC-3: folio, emisión, límite de entrega (20 días hábiles), entrega y acuse, y los datos que impiden imprimirla. 404 si el curso no existe; 403 fuera de sus centros; 409 si no está concluido ni cerrado.",
    request: CourseKey,
    result: Dc3Sheet,
  },
  getCatalogoDc3: {
    summary: "Un catálogo del reverso de la DC-3: OCUPACIONES (subáreas del Catálogo Nacional de Ocupaciones) o AREAS_TEMATICAS.",
    request: CatalogueRequest,
    result: Schema.Array(CatalogueEntry),
  },
  entregarDc3: {
    summary:
      "Registra la entrega de una constancia DC-3 emitida, con su fecha y el acuse de recibo del trabajador. 409 si aún no se emite o ya se entregó; 400 si la fecha es anterior a la emisión o posterior a hoy.",
    writes: true,
    request: Delivery,
    result: Dc3Row,
  },
})

export const printDc3 = fileEndpoint({
  name: "printDc3",
  method: "POST",
  path: "/print-dc3",
  summary:
    "Las constancias DC-3 de los colaboradores elegidos de un curso (SPEC 7.2): vista '1', la vista previa de una sola, sin folio; vista '0', las emite (folio la primera vez) y responde el PDF de una o un zip de varias; reverse '1' agrega el reverso con los catálogos. Si alguna no puede emitirse responde 422 con cada dato que falta y no emite ninguna.",
  access: dc3Keys,
  // Issuing assigns folios; the reads and checks of a batch run before its short write.
  writes: true,
  writesLate: true,
  request: PrintDc3,
  file: pdfFile,
})

export const exportDc4 = fileEndpoint({
  name: "exportDc4",
  method: "POST",
  path: "/export-dc4",
  summary:
    "El formato DC-4 (lista de constancias de competencias) de un año del plan de una empresa en xlsx: trabajador, CURP, ocupación, curso, área temática, horas, periodo y agente, con la fecha límite de presentación (60 días hábiles).",
  access: dc3Keys,
  writes: false,
  request: Dc4Request,
  scope: { id_empresa: "empresa" },
  file: xlsxFile,
})

export const dc3Endpoints = { ...calls, printDc3, exportDc4 } as const
