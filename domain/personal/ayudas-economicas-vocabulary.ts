import { sizeText } from "../size-limits"

// Ayudas económicas (DOMAIN-MX 4.9): the vocabulary shared by the migration, the server and the
// page. An aid is captured for an employee under a tipo de ayuda (Tipos de ayuda, GP050: its
// maximum amount, whether proof is required, the minimum seniority, how many a year), sent to
// the flow of the request type AYUDA, and once authorized its payment is recorded.

export const aidStates = ["Capturada", "En autorización", "Autorizada", "Rechazada", "Pagada", "Cancelada"] as const
export type AidState = (typeof aidStates)[number]

/** Aid that counts towards the type's yearly maximum (max_por_anio). */
export const countedAidStates: ReadonlyArray<AidState> = ["Capturada", "En autorización", "Autorizada", "Pagada"]

/** The request type (tipos_solicitud.clave) whose flow authorizes an aid. */
export const aidRequestType = "AYUDA"

/** The origin code aid goes through the authorization engine with. */
export const aidOrigin = "AYUDA"

/** Proof is a PDF, a JPEG or a PNG, judged by its bytes, of at most 5 MB. */
export const aidProofMaxBytes = 5 * 1024 * 1024

export const aidMessages = {
  montoExcede: "El monto excede el máximo para el tipo de ayuda",
  montoRequerido: "El monto es requerido",
  tipoNoExiste: "El tipo de ayuda no existe",
  tipoInactivo: "El tipo de ayuda no está activo o aún no está vigente",
  antiguedad: "El colaborador no cumple la antigüedad mínima del tipo de ayuda",
  maximoAnual: "El colaborador alcanzó el máximo de ayudas de este tipo en el año",
  comprobanteRequerido: "El tipo de ayuda requiere comprobante; adjúntelo antes de enviar a autorización",
  comprobanteNoValido: `El comprobante debe ser un PDF, JPEG o PNG de hasta ${sizeText(aidProofMaxBytes)}`,
  comprobanteAjeno: "El comprobante no es un archivo subido a esta ayuda",
  comprobanteNueva: "Guarde la ayuda para adjuntar el comprobante.",
  colaboradorNoExiste: "El colaborador no existe",
  colaboradorInactivo: "El colaborador no está activo",
  soloCapturada: "Sólo una ayuda capturada puede modificarse",
  noEnviable: "Sólo una ayuda capturada puede enviarse a autorización",
  noCancelable: "La ayuda ya no puede cancelarse",
  noPagable: "Sólo una ayuda autorizada puede registrarse como pagada",
  fechaPago: "La fecha de pago no puede ser anterior a la autorización",
  ayudaNoExiste: "La ayuda no existe",
  cancelada: "Ayuda cancelada",
  enviada: "Ayuda enviada a autorización",
  autorizada: "Ayuda autorizada",
  pagada: "Pago registrado",
} as const
