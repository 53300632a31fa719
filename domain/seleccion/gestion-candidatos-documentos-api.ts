import { Schema } from "effect"
import { UploadedFile } from "../configuraciones/parametros-sistema"
import { needsAnyKey, pdfFile } from "../api/endpoint"
import { endpointFamily } from "../api/endpoint-family"
import { idParam } from "../api/id-param"
import { fileVersion, versionedFileRead } from "../api/versioned-file"
import { imageUploadNote } from "../image-limits"
import { sizeText, tooLargeText } from "../size-limits"

// The documents of a candidate in Gestión de candidatos (SEL200, MODULES-MX §6 "documentos"): as
// many files as the candidate hands in (a PDF, JPEG or PNG judged by its bytes, as a pre-alta's
// scans are), each of a kind of a fixed list and with a description. Unlike a record's one file
// (a CV, a follow-up's adjunto), a document is stored as it is uploaded, not by the record's
// save: the tab lists them, uploads, downloads and deletes them one by one. A candidate is
// reached within the companies of the caller's role (403 outside, 404 when there is none); an
// anonymised or hired candidate's documents are no longer changed. Anonymising deletes them.

export const candidateDocumentMaxBytes = 5 * 1024 * 1024

/** How many documents one candidate keeps at most. */
export const candidateDocumentsMax = 30

export const candidateDocumentDescriptionMax = 100

/** The kinds of document, in the order the form offers them. */
export const candidateDocumentKinds = [
  { id: "cv", label: "CV" },
  { id: "identificacion", label: "Identificación oficial" },
  { id: "estudios", label: "Comprobante de estudios" },
  { id: "domicilio", label: "Comprobante de domicilio" },
  { id: "recomendacion", label: "Carta de recomendación" },
  { id: "certificado", label: "Certificado / constancia" },
  { id: "otro", label: "Otro" },
] as const

export type CandidateDocumentKind = (typeof candidateDocumentKinds)[number]["id"]

/** A kind's label; its code when the list no longer has it. */
export const candidateDocumentKindLabel = (id: string): string => candidateDocumentKinds.find((k) => k.id === id)?.label ?? id

export const candidateDocumentMessages = {
  candidato: "La clave del candidato no es válida",
  documento: "La clave del documento no es válida",
  inexistente: "El candidato no existe",
  tipo: "El tipo de documento es requerido",
  descripcion: "La descripción es requerida",
  descripcionLarga: `Descripción: máximo ${candidateDocumentDescriptionMax} caracteres`,
  archivo: "El archivo es requerido",
  noValido: "El documento debe ser un archivo PDF, JPEG o PNG",
  grande: tooLargeText("El documento", candidateDocumentMaxBytes),
  maximo: `El candidato ya tiene ${candidateDocumentsMax} documentos; elimine alguno antes de subir otro`,
  noEncontrado: "El documento no existe o ya fue eliminado",
  guardado: "Documento guardado",
  eliminado: "Documento eliminado",
} as const

const m = candidateDocumentMessages

const IdCandidatoParam = idParam(m.candidato)
const IdCandidato = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => m.candidato })).annotations({ message: () => m.candidato })
const IdDocumento = Schema.Int.pipe(Schema.between(1, 2_147_483_647, { message: () => m.documento })).annotations({ message: () => m.documento })

const Kind = Schema.Literal(...candidateDocumentKinds.map((k) => k.id)).annotations({ message: () => ({ message: m.tipo, override: true }) })
const Description = Schema.Trim.pipe(
  Schema.minLength(1, { message: () => m.descripcion }),
  Schema.maxLength(candidateDocumentDescriptionMax, { message: () => m.descripcionLarga }),
)

export const CandidateDocumentVersion = fileVersion("La versión del documento no es válida")

export const DocumentoCandidato = Schema.Struct({
  id_documento: Schema.Number,
  tipo_documento: Schema.String,
  descripcion: Schema.String,
  /** The file's type as its bytes say: application/pdf, image/jpeg or image/png. */
  formato: Schema.String,
  /** The file's version (the first 16 hex digits of the SHA-256 of its bytes), which its download names. */
  version: Schema.String,
  /** Its size in bytes. */
  tamano: Schema.Number,
  /** When it was uploaded, as an ISO instant. */
  f_alta: Schema.String,
})
export type DocumentoCandidato = typeof DocumentoCandidato.Type

const calls = endpointFamily(needsAnyKey("SEL200"), {
  subirDocumentoCandidato: {
    path: "/subir-documento-candidato/:id_candidato",
    summary: `Sube un documento de un candidato guardado (multipart/form-data: parte 'file', y 'tipo_documento' y 'descripcion' como texto): un PDF, JPEG o PNG reconocido por su contenido, de hasta ${sizeText(candidateDocumentMaxBytes)}, de uno de los tipos de la lista; queda guardado al subirse y responde su renglón. 404 si el candidato no existe, 403 si su empresa no está a su alcance, 409 si está anonimizado o contratado o ya tiene ${candidateDocumentsMax} documentos, 415 si no es un PDF ni una imagen, 413 si excede el tamaño. ${imageUploadNote}`,
    writes: true,
    upload: { field: "file", maxBytes: candidateDocumentMaxBytes, tooLarge: m.grande, textFields: ["tipo_documento", "descripcion"] },
    request: Schema.Struct({ id_candidato: IdCandidatoParam, tipo_documento: Kind, descripcion: Description, file: UploadedFile }),
    result: DocumentoCandidato,
  },
  documentosCandidato: {
    method: "GET",
    query: true,
    summary: "Los documentos de un candidato, del más antiguo al más reciente: tipo, descripción, formato, tamaño y fecha de carga. 404 si el candidato no existe, 403 si su empresa no está a su alcance.",
    request: Schema.Struct({ id_candidato: IdCandidatoParam }),
    result: Schema.Array(DocumentoCandidato),
  },
  eliminarDocumentoCandidato: {
    summary: "Elimina un documento de un candidato. 404 si no existe, 403 si su empresa no está a su alcance, 409 si el candidato está anonimizado o contratado.",
    writes: true,
    request: Schema.Struct({ id_candidato: IdCandidato, id_documento: IdDocumento }),
    result: Schema.Struct({ id_documento: Schema.Number }),
  },
})

export const { subirDocumentoCandidato, documentosCandidato, eliminarDocumentoCandidato } = calls

export const documentoCandidato = versionedFileRead({
  name: "documentoCandidato",
  path: "/documento-candidato/:id_candidato/:version",
  summary: "El archivo (PDF, JPEG o PNG) de un documento de un candidato por su versión; 404 si no existe, 403 si su empresa no está a su alcance.",
  access: needsAnyKey("SEL200"),
  request: Schema.Struct({ id_candidato: IdCandidatoParam, version: CandidateDocumentVersion }),
  file: pdfFile,
})

export const candidateDocumentEndpoints = { subirDocumentoCandidato, documentosCandidato, documentoCandidato, eliminarDocumentoCandidato } as const
