import { Schema } from "effect"
import { aidProofMaxBytes } from "./ayudas-economicas-vocabulary"
import { isRealDate } from "../records/field"
import { UploadedFile } from "../configuraciones/parametros-sistema"
import { fileEndpoint, needsAnyKey } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { PasoAutorizacion } from "./movimientos-personal-api"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { fileVersion } from "../api/versioned-file"

// The aid's calls beside its records resource (/ayudas-economicas, domain/personal/
// ayudas-economicas.ts, whose workflow sends one to its flow, records its payment and cancels
// it): its proof's upload and download (a file checked by its bytes, kept as a record's image
// is), and what the form and the detail show (the type's limits and the person's seniority; the
// flow's steps). GP100 guards them (DOMAIN-MX 0 [D]); each reaches only the aid of the people of
// the caller's work centres.

const keys = needsAnyKey("GP100")

const folio = "El folio no es válido"
const IdParam = idParam("El valor debe ser un número entero", "El valor no es válido", 2_147_483_647)
const Day = Schema.String.pipe(Schema.filter((s) => isRealDate(s) || "La fecha no es una fecha válida"))

export const ComprobanteVersion = fileVersion("La versión del comprobante no es válida")

const IdPath = idParam(folio, folio, 2_147_483_647)

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

const aidJsonCalls = endpointFamily(keys, {
  subirComprobanteAyuda: {
    path: "/ayuda-economica-comprobante/:id_ayuda",
    summary:
      `Sube el comprobante de una ayuda guardada y aún Capturada (multipart/form-data, parte 'file'): un PDF, JPEG o PNG reconocido por su contenido, de hasta ${sizeText(aidProofMaxBytes)}. Responde la versión que la ayuda guarda en \`comprobante\` al guardarse; 404 si no existe, 403 fuera de su alcance, 415 si no es PDF, JPEG ni PNG. ${imageUploadNote}`,
    writes: true,
    upload: { field: "file", maxBytes: aidProofMaxBytes },
    request: Schema.Struct({ id_ayuda: IdPath, file: UploadedFile }),
    result: ComprobanteVersion,
  },
  contextoAyuda: {
    method: "GET",
    path: "/ayuda-economica-contexto",
    summary: "Lo que el formulario de una ayuda muestra: los tipos de ayuda activos con su monto máximo, comprobante, antigüedad mínima, máximo por año y documentos, y la antigüedad en meses del colaborador en la fecha.",
    query: true,
    scope: { id_empleado: "empleado" },
    request: Schema.Struct({ id_empleado: Schema.optional(IdParam), f_solicitud: Schema.optional(Day) }),
    result: ContextoAyuda,
  },
  detalleAyuda: {
    method: "GET",
    path: "/ayuda-economica-detalle",
    summary: "Los pasos del flujo de autorización de una ayuda, su rechazo y su pago (404 si no existe, 403 si el colaborador no está a su alcance).",
    query: true,
    request: Schema.Struct({ id_ayuda: IdParam }),
    result: Schema.Struct({
      id_ayuda: Schema.Number,
      estado: Schema.String,
      comentario_rechazo: Schema.NullOr(Schema.String),
      f_autorizacion: Schema.NullOr(Schema.String),
      f_pago: Schema.NullOr(Schema.String),
      referencia_pago: Schema.NullOr(Schema.String),
      pasos: Schema.Array(PasoAutorizacion),
    }),
  },
})

export const { subirComprobanteAyuda, contextoAyuda, detalleAyuda } = aidJsonCalls

export const personalAidCalls = { ...aidJsonCalls, comprobanteAyuda } as const
