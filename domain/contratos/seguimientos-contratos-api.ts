import { Schema } from "effect"
import { needsAnyKey, pdfFile } from "../api/endpoint"
import { fileVersion, keptFileCalls } from "../api/versioned-file"
import { sizeText } from "../size-limits"

// The calls of Seguimientos de contratos (CON220) beside its resource: the follow-up's `adjunto`
// (MODULES-MX §2), a PDF or an image of up to 10 MB judged by its content. It is uploaded once the
// follow-up is saved, answers its version, and the follow-up's save keeps that version in
// `adjunto` (or drops it: removed). Each call names a follow-up by its folio; 404 when there is
// none, 403 when its contract's person is outside the caller's centres.

export const followUpAttachmentMaxBytes = 10 * 1024 * 1024

export const followUpAttachmentMessages = {
  nuevo: "Guarde el seguimiento antes de adjuntar un archivo",
  noValido: "El adjunto debe ser un PDF, JPEG o PNG",
  grande: `El adjunto no puede exceder de ${sizeText(followUpAttachmentMaxBytes)}`,
  noEncontrado: "El adjunto no es de este seguimiento o ya no existe",
  inexistente: "El seguimiento no existe",
} as const

const folio = "El folio del seguimiento no es válido"
const IdSeguimiento = Schema.NumberFromString.pipe(Schema.int({ message: () => folio }), Schema.between(1, 2_147_483_647, { message: () => folio }))

export const FollowUpAttachmentVersion = fileVersion("La versión del adjunto no es válida")

export const { adjuntarSeguimientoContrato, adjuntoSeguimientoContrato } = keptFileCalls({
  access: needsAnyKey("CON220"),
  id: "id_seguimiento",
  idSchema: IdSeguimiento,
  version: FollowUpAttachmentVersion,
  upload: {
    name: "adjuntarSeguimientoContrato",
    path: "/adjuntar-seguimiento-contrato/:id_seguimiento",
    summary: `Sube el adjunto de un seguimiento ya guardado (multipart/form-data, parte 'file'): un PDF, JPEG o PNG reconocido por su contenido, de hasta ${sizeText(followUpAttachmentMaxBytes)}. Responde la versión que el seguimiento guarda en \`adjunto\` al guardarse; 404 si no existe, 403 si el colaborador no está a su alcance, 415 si no es un PDF ni una imagen, 413 si excede el tamaño.`,
    maxBytes: followUpAttachmentMaxBytes,
    tooLarge: followUpAttachmentMessages.grande,
  },
  read: {
    name: "adjuntoSeguimientoContrato",
    path: "/adjunto-seguimiento-contrato/:id_seguimiento/:version",
    summary: "El adjunto de un seguimiento (la versión guardada o una recién subida): PDF, JPEG o PNG; 404 si no existe, 403 si el colaborador no está a su alcance.",
    file: pdfFile,
  },
})

export const followUpAttachmentEndpoints = { adjuntarSeguimientoContrato, adjuntoSeguimientoContrato } as const
