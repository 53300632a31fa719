import { Schema } from "effect"
import { isRealDate } from "../records/field"
import { documentPickerKeys } from "./document-lookups"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { Opcion } from "./movimientos-personal-api"

// The documents' calls beside their records (cartas laborales, reconocimientos: domain/records/
// personal/letters.ts and recognitions.ts). Not records: issuing a letter (a command that freezes
// it and answers its PDF; the letter's own PDF is its descriptor's document), the diploma's PDF, the employee search and facts the forms show, the seniority
// suggestions and the writes that recognise many people at once. Every one reaches an employee
// only within the caller's work centres (403 otherwise).

const letterKeys = needsAnyKey("GP210")
/** DOMAIN-MX 0 [D]: reconocimientos are guarded by GP100. */
const recognitionKeys = needsAnyKey("GP100")

const Id = (message: string) => Schema.Int.pipe(Schema.annotations({ message: () => message }), Schema.between(1, 999_999_999, { message: () => message }))
const IdParam = idParam("El valor debe ser un número entero", "El valor no es válido")

export const CartaRequest = Schema.Struct({ id_carta: Id("La carta no es válida") })

export const emitirCarta = fileEndpoint({
  name: "emitirCarta",
  method: "POST",
  path: "/emitir-carta",
  summary:
    "Emite una carta laboral y responde su PDF: le da folio (CL-empresa-año-consecutivo) y fecha de emisión, y congela el texto con los datos del colaborador y el nombre y puesto del firmante; desde entonces no cambia. Emitir una carta ya emitida la reemite: una carta nueva con un nuevo folio, la primera intacta. 409 si el tipo exige una baja que el colaborador no tiene; 403 fuera de sus centros; 404 si no existe.",
  access: letterKeys,
  writes: true,
  file: pdfFile,
  request: CartaRequest,
})

export const imprimirReconocimiento = fileEndpoint({
  name: "imprimirReconocimiento",
  method: "POST",
  path: "/imprimir-reconocimiento",
  summary: "El diploma en PDF de un reconocimiento: membrete de la empresa, folio, colaborador, tipo, motivo, premio, fecha y quien lo otorga. 403 fuera de sus centros; 404 si no existe.",
  access: recognitionKeys,
  writes: false,
  file: pdfFile,
  request: Schema.Struct({ id_reconocimiento: Id("El reconocimiento no es válido") }),
})

/** The picker's options are the movements' ({id, label}). */
export const OpcionColaborador = Opcion
export type OpcionColaborador = Opcion

export const DatosColaborador = Schema.Struct({
  id_empleado: Schema.Number,
  num_empleado: Schema.NullOr(Schema.String),
  n_empleado: Schema.String,
  n_empresa: Schema.String,
  n_centro_trabajo: Schema.String,
  n_depto: Schema.String,
  n_puesto: Schema.String,
  f_ingreso: Schema.String,
  f_baja: Schema.NullOr(Schema.String),
  activo: Schema.String,
  recontratable: Schema.NullOr(Schema.String),
})
export type DatosColaborador = typeof DatosColaborador.Type

export const SugerenciaReconocimiento = Schema.Struct({
  id_empleado: Schema.Number,
  colaborador: Schema.String,
  f_antiguedad: Schema.String,
  anios: Schema.Number,
  f_aniversario: Schema.String,
})
export type SugerenciaReconocimiento = typeof SugerenciaReconocimiento.Type

const IdsEmpleados = Schema.Array(Id("El colaborador no es válido")).pipe(
  Schema.minItems(1, { message: () => "Seleccione al menos un colaborador" }),
  Schema.maxItems(200, { message: () => "Seleccione como máximo 200 colaboradores" }),
)

const Creados = Schema.Struct({ creados: Schema.Number })

const Fecha = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))
const TextoOpcional = (max: number, label: string) =>
  Schema.optionalWith(Schema.NullOr(Schema.Trim.pipe(Schema.maxLength(max, { message: () => `${label}: máximo ${max} caracteres` }))), { default: () => null })

export const ReconocimientosVariosRequest = Schema.Struct({
  id_empleados: IdsEmpleados,
  id_tipo_reconocimiento: Id("El tipo de reconocimiento es requerido"),
  f_reconocimiento: Fecha,
  motivo: Schema.Trim.pipe(
    Schema.minLength(1, { message: () => "El motivo es requerido" }),
    Schema.maxLength(500, { message: () => "Motivo: máximo 500 caracteres" }),
  ),
  premio: TextoOpcional(100, "Premio"),
  monto: Schema.optionalWith(Schema.NullOr(Schema.Number.pipe(Schema.between(0, 1_000_000, { message: () => "El valor de Monto no es válido" }))), { default: () => null }),
  otorgado_por: TextoOpcional(150, "Otorgado por"),
  publicar: Schema.optionalWith(Schema.Literal("1", "0"), { default: () => "0" as const }),
})
export type ReconocimientosVariosRequest = typeof ReconocimientosVariosRequest.Type

const pickerCalls = endpointFamily(needsAnyKey(...documentPickerKeys), {
  colaboradoresDocumento: {
    method: "GET",
    path: "/documento-colaboradores",
    summary:
      "Hasta 20 colaboradores de los centros de trabajo de su rol cuyo número o nombre contiene el texto (sin acentos ni mayúsculas), para elegir a quién se refiere un documento; con bajas=1 también los dados de baja (marcados «baja»).",
    query: true,
    request: Schema.Struct({
      buscar: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
      bajas: Schema.optional(Schema.Literal("1", "0")),
    }),
    result: Schema.Array(OpcionColaborador),
  },
  colaboradorDocumento: {
    method: "GET",
    path: "/documento-colaborador",
    summary: "Los datos de un colaborador que un documento muestra al capturarse (puesto, departamento, empresa, ingreso, baja y si es recontratable). 403 fuera de sus centros; 404 si no existe.",
    query: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: IdParam }),
    result: DatosColaborador,
  },
})

export const { colaboradoresDocumento, colaboradorDocumento } = pickerCalls

const recognitionCalls = endpointFamily(recognitionKeys, {
  sugerenciasReconocimiento: {
    method: "GET",
    path: "/reconocimiento-sugerencias",
    summary:
      "Los colaboradores activos de sus centros que este mes cumplen 5, 10, 15, 20 o 25 años de antigüedad (desde f_antiguedad) y aún no tienen su reconocimiento de antigüedad del mes, con los años y la fecha del aniversario (hasta 200).",
    query: true,
    request: Schema.Struct({}),
    result: Schema.Array(SugerenciaReconocimiento),
  },
  aceptarSugerenciasReconocimiento: {
    summary:
      "Acepta en un paso las sugerencias de antigüedad elegidas: un reconocimiento del tipo Antigüedad por colaborador, fechado en su aniversario, con el motivo «Por N años de servicio» y su folio. 409 si alguno no cumple años reconocibles este mes o ya fue reconocido (no se registra ninguno).",
    writes: true,
    scope: { id_empleados: "empleado" },
    request: Schema.Struct({ id_empleados: IdsEmpleados, publicar: Schema.optionalWith(Schema.Literal("1", "0"), { default: () => "0" as const }) }),
    result: Creados,
  },
  reconocimientosVarios: {
    summary: "Registra el mismo reconocimiento (tipo, fecha, motivo, premio, monto, quien lo otorga, publicado) a varios colaboradores a la vez: uno por colaborador, cada uno con su folio, en una sola transacción.",
    writes: true,
    scope: { id_empleados: "empleado" },
    request: ReconocimientosVariosRequest,
    result: Creados,
  },
})

export const { sugerenciasReconocimiento, aceptarSugerenciasReconocimiento, reconocimientosVarios } = recognitionCalls

export const personalDocumentCalls = { emitirCarta, imprimirReconocimiento, ...pickerCalls, ...recognitionCalls } as const
