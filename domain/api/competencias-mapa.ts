import { Schema } from "effect"
import { TipoCompetenciaWire } from "../records/competencias/competency-types"
import { isRealDate } from "../records/field"
import { Envelope, endpoint, fileEndpoint, needsAnyKey, pdfFile, xlsxFile } from "./endpoint"

// Competencias de la organización (COM350, DOMAIN-MX 5.7): the heat map. Rows are departments
// (or puestos), columns the competencies of one type, each cell the average fulfilment
// (min(assessed value / expected value, 1) x 100) of the active people whose current puesto
// expects that competency and who hold an assessment on or before the cut-off date (the latest
// one there), with n, the number of those people. People without an assessment by then are not
// in the average (nothing to average), so n says how many the figure rests on. Every person
// counted is of one of the caller's work centres; a company or centre named must be the role's.

const keys = needsAnyKey("COM350")

export const mapaMessages = {
  fecha: "La fecha de corte no es una fecha válida",
  tipo: "El tipo de competencia no es válido",
  agrupar: "Agrupe por departamento o por puesto",
  empresa: "La empresa no es válida",
  centro: "El centro de trabajo no es válido",
  clave: "Elija el departamento o el puesto de la celda",
  competencia: "La competencia no es válida",
  demasiadasFilas: (filas: number, max: number) =>
    `El mapa tiene ${filas.toLocaleString("es-MX")} filas y el PDF admite hasta ${max}: filtre por empresa o centro de trabajo, o exporte a Excel.`,
} as const

/** Most rows the PDF prints: pdfmake lays a document out in one synchronous run on the server. */
export const maxFilasPdf = 400

const Id = (message: string) => Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => message })).annotations({ message: () => message })

const FechaCorte = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || mapaMessages.fecha)).annotations({
  message: () => ({ message: mapaMessages.fecha, override: true }),
})

export const Agrupacion = Schema.Literal("depto", "puesto").annotations({ message: () => ({ message: mapaMessages.agrupar, override: true }) })
export type Agrupacion = typeof Agrupacion.Type

export const agrupacionLabels: Readonly<Record<Agrupacion, string>> = { depto: "Departamento", puesto: "Puesto" }

/** The map's filters. Without a company, every company of the caller's role. */
export const MapaCompetenciasRequest = Schema.Struct({
  tipo: TipoCompetenciaWire.annotations({ message: () => ({ message: mapaMessages.tipo, override: true }) }),
  fecha_corte: FechaCorte,
  agrupar: Agrupacion,
  id_empresa: Schema.optional(Id(mapaMessages.empresa)),
  id_centro_trabajo: Schema.optional(Id(mapaMessages.centro)),
})
export type MapaCompetenciasRequest = typeof MapaCompetenciasRequest.Type

export const CompetenciaColumna = Schema.Struct({ id_competencia: Schema.Number, n_competencia: Schema.String })
export type CompetenciaColumna = typeof CompetenciaColumna.Type

/** One cell: average fulfilment in % (two decimals) and how many people it averages; null when n = 0. */
export const CeldaMapa = Schema.Struct({ promedio: Schema.NullOr(Schema.Number), n: Schema.Number })
export type CeldaMapa = typeof CeldaMapa.Type

/** One row: a department (with its centre) or a puesto; `celdas` in the order of `competencias`. */
export const FilaMapa = Schema.Struct({
  clave: Schema.String,
  nombre: Schema.String,
  /** The department's work centre (agrupar 'depto'), or the puesto's company (agrupar 'puesto'). */
  detalle: Schema.String,
  celdas: Schema.Array(CeldaMapa),
})
export type FilaMapa = typeof FilaMapa.Type

export const MapaCompetencias = Schema.Struct({
  competencias: Schema.Array(CompetenciaColumna),
  filas: Schema.Array(FilaMapa),
})
export type MapaCompetencias = typeof MapaCompetencias.Type

/** A cell's people: the map's filters plus the row's key and the column's competency. */
export const PersonasCeldaRequest = Schema.Struct({
  ...MapaCompetenciasRequest.fields,
  clave: Schema.String.pipe(
    Schema.minLength(1, { message: () => mapaMessages.clave }),
    Schema.maxLength(10, { message: () => mapaMessages.clave }),
  ).annotations({ message: () => mapaMessages.clave }),
  id_competencia: Id(mapaMessages.competencia),
})
export type PersonasCeldaRequest = typeof PersonasCeldaRequest.Type

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

const scope = { id_empresa: "empresa", id_centro_trabajo: "centro_trabajo" } as const

export const competenciasMapaEndpoints = {
  mapaCompetencias: endpoint({
    name: "mapaCompetencias",
    method: "POST",
    path: "/mapa-competencias",
    summary:
      "Mapa de calor de competencias de un tipo (ORG, TEC, OPE) a una fecha de corte: filas por departamento o por puesto, columnas por competencia, cada celda el cumplimiento promedio (mín(valor evaluado / valor esperado, 1) × 100) de las personas activas cuyo puesto la espera y tienen una evaluación en o antes de la fecha (la última), con n. Solo personas de los centros de trabajo del rol.",
    access: keys,
    writes: false,
    scope,
    request: MapaCompetenciasRequest,
    response: Envelope(MapaCompetencias),
  }),
  personasCeldaCompetencias: endpoint({
    name: "personasCeldaCompetencias",
    method: "POST",
    path: "/mapa-competencias-personas",
    summary: "Las personas detrás de una celda del mapa de competencias, con su nivel esperado, su última evaluación a la fecha de corte y su cumplimiento.",
    access: keys,
    writes: false,
    scope,
    request: PersonasCeldaRequest,
    response: Envelope(Schema.Array(PersonaCelda)),
  }),
  exportarMapaCompetencias: fileEndpoint({
    name: "exportarMapaCompetencias",
    method: "POST",
    path: "/exportar-mapa-competencias",
    summary: "El mapa de competencias en Excel: una fila por departamento o puesto, por cada competencia el cumplimiento promedio y su n.",
    access: keys,
    writes: false,
    scope,
    request: MapaCompetenciasRequest,
    file: xlsxFile,
  }),
  mapaCompetenciasPdf: fileEndpoint({
    name: "mapaCompetenciasPdf",
    method: "POST",
    path: "/mapa-competencias-pdf",
    summary: `El mapa de competencias en PDF horizontal, cada celda con el porcentaje y su n; hasta ${maxFilasPdf} filas (400 con un mensaje si hay más).`,
    access: keys,
    writes: false,
    scope,
    request: MapaCompetenciasRequest,
    file: pdfFile,
  }),
} as const
