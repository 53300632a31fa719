import { Schema } from "effect"
import { UploadedFile } from "../configuraciones/parametros-sistema"
import { candidateMessages, cvMaxBytes } from "./candidatos"
import { documentMaxBytes, preHireDocuments, preHireMessages } from "./pre-alta-candidatos"
import { fileEndpoint, needsAnyKey, pdfFile } from "../api/endpoint"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { endpointFamily } from "../api/endpoint-family"
import { fileVersion } from "../api/versioned-file"

// The calls of Candidatos (GP220) and Pre-alta de candidatos (GP250) beside their records
// resources (/candidatos, /pre-altas). None is a record: the bytes of a CV or of a document of
// the checklist travel in uploads of their own, checked by what they are (a CV only a real PDF; a
// document a PDF, JPEG or PNG) and kept by the record when saved with the answered version, as
// an employee's photo is (./personal-employee-photo.ts); and "Confirmar alta" is a command that
// turns a pre-alta into an employee "Por ingresar" and an ALTA movement.
//
// Scope: a candidate is reached within the companies of the caller's role (its id_empresa), a
// pre-alta within the work centres (its id_centro_trabajo); the handlers check it against the
// stored record (403), since neither is one of the router's scoped kinds.

const positiveId = (message: string) => Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => message }))
const idParam = (message: string) => Schema.NumberFromString.pipe(Schema.int({ message: () => message }), Schema.between(1, 999_999_999, { message: () => message }))

const IdCandidato = idParam("La clave del candidato no es válida")
const IdPreAlta = idParam("La clave de la pre-alta no es válida")
const Documento = Schema.Literal(...preHireDocuments.map((d) => d.id)).annotations({ message: () => "El documento no es válido" })

export const FileVersion = fileVersion("La versión del archivo no es válida")

export const cvCandidato = fileEndpoint({
  name: "cvCandidato",
  method: "GET",
  path: "/cv-candidato/:id_candidato/:version",
  summary: "El PDF de una versión del CV de un candidato (la guardada o una recién subida); 404 si no existe, 403 si su empresa no está a su alcance.",
  // Gestión de candidatos (SEL200) shows the same pool's CV ("Ver CV") to whoever holds its key.
  access: needsAnyKey("GP220", "SEL200"),
  writes: false,
  query: true,
  request: Schema.Struct({ id_candidato: IdCandidato, version: FileVersion }),
  file: pdfFile,
})

export const documentoPreAlta = fileEndpoint({
  name: "documentoPreAlta",
  method: "GET",
  path: "/documento-pre-alta/:id_pre_alta/:version",
  summary: "El archivo (PDF, JPEG o PNG) de una versión de un documento de una pre-alta; 404 si no existe, 403 si su centro de trabajo no está a su alcance.",
  access: needsAnyKey("GP250"),
  writes: false,
  query: true,
  request: Schema.Struct({ id_pre_alta: IdPreAlta, version: FileVersion }),
  file: pdfFile,
})

export const AltaConfirmada = Schema.Struct({
  id_pre_alta: Schema.Number,
  id_empleado: Schema.Number,
  id_movimiento: Schema.Number,
  /** The ALTA's state: Aplicado (no flow, f_ingreso today or before), Autorizado (no flow, later) or En autorización. */
  estado: Schema.String,
})
export type AltaConfirmada = typeof AltaConfirmada.Type

const calls = endpointFamily(needsAnyKey("GP250"), {
  guardarCvCandidato: {
    path: "/guardar-cv-candidato/:id_candidato",
    summary:
      `Sube el CV de un candidato ya guardado (multipart/form-data, parte 'file'): solo un PDF reconocido por su contenido (encabezado %PDF- y su estructura), de hasta ${sizeText(cvMaxBytes)}. Responde la versión que el registro guarda en \`cv\` al guardarse; 404 si el candidato no existe, 403 si su empresa no está a su alcance, 409 si ya fue contratado.`,
    access: needsAnyKey("GP220"),
    writes: true,
    upload: { field: "file", maxBytes: cvMaxBytes, tooLarge: candidateMessages.cvGrande },
    request: Schema.Struct({ id_candidato: IdCandidato, file: UploadedFile }),
    result: FileVersion,
  },
  guardarDocumentoPreAlta: {
    path: "/guardar-documento-pre-alta/:id_pre_alta/:documento",
    summary:
      `Sube el archivo de un documento de la lista de una pre-alta guardada y pendiente (documento: acta, ine, curp, csf, nss, domicilio o estudios; multipart/form-data, parte 'file'): un PDF, JPEG o PNG reconocido por su contenido, de hasta ${sizeText(documentMaxBytes)}. Responde la versión que el registro guarda en \`doc_<documento>_archivo\` al guardarse; 404 si la pre-alta no existe, 403 si su centro de trabajo no está a su alcance, 409 si ya no está pendiente. ${imageUploadNote}`,
    writes: true,
    upload: { field: "file", maxBytes: documentMaxBytes, tooLarge: preHireMessages.documentoGrande },
    request: Schema.Struct({ id_pre_alta: IdPreAlta, documento: Documento, file: UploadedFile }),
    result: FileVersion,
  },
  confirmarAlta: {
    summary:
      "Confirma el alta de una pre-alta pendiente: con el registro completo (las reglas del alta en Gestión de personal: CURP, RFC y NSS válidos y libres, posición vacante en la fecha de ingreso, salario mínimo, ...) y los siete documentos entregados, guarda al colaborador «Por ingresar» y registra su movimiento ALTA, que sigue el flujo de autorización MOV_ALTA; aplicado, el colaborador queda Activo en la posición y el candidato Contratado. 400 con los detalles si falta algo, 409 si la pre-alta no está pendiente o la posición ya no está disponible, 403 fuera de sus centros de trabajo.",
    writes: true,
    request: Schema.Struct({ id_pre_alta: positiveId("La clave de la pre-alta no es válida") }),
    result: AltaConfirmada,
  },
})
export const { guardarCvCandidato, guardarDocumentoPreAlta, confirmarAlta } = calls

export const personalCandidatesEndpoints = { guardarCvCandidato, cvCandidato, guardarDocumentoPreAlta, documentoPreAlta, confirmarAlta } as const
