import { Schema } from "effect"
import { aidProofMaxBytes } from "../personal-aid"
import { isRealDate } from "../records/field"
import { UploadedFile } from "../system-parameters"
import { Envelope, endpoint, fileEndpoint, needsAnyKey } from "./endpoint"
import { PasoAutorizacion } from "./personal-movements"

// The aid's calls beside its records resource (/ayudas-economicas, domain/records/personal/
// aid-requests.ts): sending one to its flow, recording its payment, its proof's upload and
// download (a file checked by its bytes, kept as a record's image is), and what the form and the
// detail show (the type's limits and the person's seniority; the flow's steps). GP100 guards
// them (DOMAIN-MX 0 [D]); each reaches only the aid of the people of the caller's work centres.

const keys = needsAnyKey("GP100")

const folio = "El folio no es válido"
const Id = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => folio })).annotations({ message: () => folio })
const IdParam = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "El valor debe ser un número entero" }),
  Schema.between(1, 2_147_483_647, { message: () => "El valor no es válido" }),
)
const Day = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

export const enviarAutorizacionAyuda = endpoint({
  name: "enviarAutorizacionAyuda",
  method: "POST",
  path: "/enviar-autorizacion-ayuda",
  summary:
    "Envía una ayuda capturada al flujo de autorización del tipo de solicitud AYUDA, tras revisar otra vez las reglas de su tipo (y su comprobante si el tipo lo pide). Sin flujo configurado queda Autorizada; con flujo, En autorización con el nivel que espera. 409 si no está Capturada o no existe responsable para un nivel.",
  access: keys,
  writes: true,
  request: Schema.Struct({ id_ayuda: Id }),
  response: Envelope(Schema.Struct({ id_ayuda: Schema.Number, estado: Schema.String, nivel: Schema.NullOr(Schema.Number) })),
})

export const PagoAyuda = Schema.Struct({
  id_ayuda: Id,
  f_pago: Day,
  referencia_pago: Schema.Trim.pipe(
    Schema.minLength(1, { message: () => "La referencia de pago es requerida" }),
    Schema.maxLength(100, { message: () => "Referencia de pago: máximo 100 caracteres" }),
  ),
})
export type PagoAyuda = typeof PagoAyuda.Type

export const pagarAyuda = endpoint({
  name: "pagarAyuda",
  method: "POST",
  path: "/pagar-ayuda",
  summary: "Registra el pago de una ayuda Autorizada (fecha no anterior a la autorización y referencia): queda Pagada. 409 si no está Autorizada.",
  access: keys,
  writes: true,
  request: PagoAyuda,
  response: Envelope(Schema.Struct({ id_ayuda: Schema.Number, estado: Schema.String })),
})

/** A version: the first 16 hexadecimal digits of the SHA-256 of the file's bytes. */
export const ComprobanteVersion = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => "La versión del comprobante no es válida" }))

const IdPath = Schema.NumberFromString.pipe(
  Schema.int({ message: () => folio }),
  Schema.between(1, 2_147_483_647, { message: () => folio }),
)

export const subirComprobanteAyuda = endpoint({
  name: "subirComprobanteAyuda",
  method: "POST",
  path: "/ayuda-economica-comprobante/:id_ayuda",
  summary:
    "Sube el comprobante de una ayuda guardada y aún Capturada (multipart/form-data, parte 'file'): un PDF, JPEG o PNG reconocido por su contenido, de hasta 5 MB. Responde la versión que la ayuda guarda en `comprobante` al guardarse; 404 si no existe, 403 fuera de su alcance, 415 si no es PDF, JPEG ni PNG.",
  access: keys,
  writes: true,
  upload: { field: "file", maxBytes: aidProofMaxBytes },
  request: Schema.Struct({ id_ayuda: IdPath, file: UploadedFile }),
  response: Envelope(ComprobanteVersion),
})

export const comprobanteAyuda = fileEndpoint({
  name: "comprobanteAyuda",
  method: "GET",
  path: "/ayuda-economica-comprobante/:id_ayuda/:version",
  summary: "El archivo de una versión del comprobante de una ayuda (PDF, JPEG o PNG); 404 si no existe, 403 si el colaborador no está a su alcance.",
  access: keys,
  writes: false,
  query: true,
  request: Schema.Struct({ id_ayuda: IdPath, version: ComprobanteVersion }),
  file: { contentType: "application/pdf", extension: "pdf" },
})

export const TipoAyudaLimites = Schema.Struct({
  id_tipo_ayuda: Schema.String,
  n_tipo_ayuda: Schema.String,
  monto_maximo: Schema.Number,
  requiere_comprobante: Schema.Literal("1", "0"),
  antiguedad_min_meses: Schema.Number,
  max_por_anio: Schema.NullOr(Schema.Number),
  documentos: Schema.Array(Schema.String),
})
export type TipoAyudaLimites = typeof TipoAyudaLimites.Type

export const ContextoAyuda = Schema.Struct({
  /** "No. - Nombre" of the person, or null without one. */
  colaborador: Schema.NullOr(Schema.String),
  /** Whole months since the person's seniority date (f_antiguedad, else f_ingreso), on the request date. */
  antiguedad_meses: Schema.NullOr(Schema.Number),
  tipos: Schema.Array(TipoAyudaLimites),
})
export type ContextoAyuda = typeof ContextoAyuda.Type

export const contextoAyuda = endpoint({
  name: "contextoAyuda",
  method: "GET",
  path: "/ayuda-economica-contexto",
  summary: "Lo que el formulario de una ayuda muestra: los tipos de ayuda activos con su monto máximo, comprobante, antigüedad mínima, máximo por año y documentos, y la antigüedad en meses del colaborador en la fecha.",
  access: keys,
  writes: false,
  query: true,
  scope: { id_empleado: "empleado" },
  request: Schema.Struct({ id_empleado: Schema.optional(IdParam), f_solicitud: Schema.optional(Day) }),
  response: Envelope(ContextoAyuda),
})

export const detalleAyuda = endpoint({
  name: "detalleAyuda",
  method: "GET",
  path: "/ayuda-economica-detalle",
  summary: "Los pasos del flujo de autorización de una ayuda, su rechazo y su pago (404 si no existe, 403 si el colaborador no está a su alcance).",
  access: keys,
  writes: false,
  query: true,
  request: Schema.Struct({ id_ayuda: IdParam }),
  response: Envelope(
    Schema.Struct({
      id_ayuda: Schema.Number,
      estado: Schema.String,
      comentario_rechazo: Schema.NullOr(Schema.String),
      f_autorizacion: Schema.NullOr(Schema.String),
      f_pago: Schema.NullOr(Schema.String),
      referencia_pago: Schema.NullOr(Schema.String),
      pasos: Schema.Array(PasoAutorizacion),
    }),
  ),
})

export const personalAidCalls = {
  enviarAutorizacionAyuda,
  pagarAyuda,
  subirComprobanteAyuda,
  comprobanteAyuda,
  contextoAyuda,
  detalleAyuda,
} as const
