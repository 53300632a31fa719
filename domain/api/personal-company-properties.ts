import { Schema } from "effect"
import { UploadedFile } from "../system-parameters"
import { Envelope, endpoint, fileEndpoint, needsAnyKey, pdfFile } from "./endpoint"

// The calls of Propiedades de empresas (GP180) beside its two resources (/propiedades and
// /responsivas, domain/records/personal/): the two PDFs of a responsiva, and the scan of the
// signed letter. A PDF is a document made on the server, not a record; the scan is bytes checked
// by what they are. Each names a responsiva by its key, and the server answers 404 when there is
// none and 403 when its employee is outside the caller's work centres (the record's own scope,
// read through the responsivas' table: the router's scope knows workplaces, not responsivas).

const keys = needsAnyKey("GP180")

/** A responsiva's key in a JSON body. */
export const IdResponsiva = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La clave de la responsiva no es válida" }))

const IdResponsivaParam = Schema.NumberFromString.pipe(
  Schema.int({ message: () => "La clave de la responsiva no es válida" }),
  Schema.between(1, 999_999_999, { message: () => "La clave de la responsiva no es válida" }),
)

/** The signed scan may be a multi-page PDF: larger than a photo. */
export const signedScanMaxBytes = 5 * 1024 * 1024

/** A version: the first 16 hexadecimal digits of the SHA-256 of the document's bytes. */
export const ScanVersion = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => "La versión del documento no es válida" }))

export const imprimirResponsiva = fileEndpoint({
  name: "imprimirResponsiva",
  method: "POST",
  path: "/imprimir-responsiva",
  summary:
    "La carta responsiva de una propiedad prestada, en PDF: membrete de la empresa, folio, datos de la propiedad y su valor, el colaborador, la entrega y su condición, las obligaciones del trabajador y las firmas de quien entrega y de quien recibe. 404 si no existe; 403 si el colaborador no está a su alcance.",
  access: keys,
  writes: false,
  request: Schema.Struct({ id_responsiva: IdResponsiva }),
  file: pdfFile,
})

export const imprimirDevolucion = fileEndpoint({
  name: "imprimirDevolucion",
  method: "POST",
  path: "/imprimir-devolucion",
  summary:
    "La constancia de devolución de una propiedad prestada, en PDF: folio de la responsiva, la propiedad, la fecha y condición de entrega y de devolución, y las firmas. 409 si la propiedad no se ha devuelto; 404 si no existe; 403 si el colaborador no está a su alcance.",
  access: keys,
  writes: false,
  request: Schema.Struct({ id_responsiva: IdResponsiva }),
  file: pdfFile,
})

export const guardarResponsivaFirmada = endpoint({
  name: "guardarResponsivaFirmada",
  method: "POST",
  path: "/guardar-responsiva-firmada/:id_responsiva",
  summary:
    "Sube el escaneo de una responsiva firmada ya guardada (multipart/form-data, parte 'file'): solo PDF, PNG o JPEG reconocidos por su contenido, de hasta 5 MB. Responde la versión que la responsiva guarda en `documento_firmado` al guardarse; 404 si no existe, 403 si el colaborador no está a su alcance, 415 si no es un PDF ni una imagen.",
  access: keys,
  writes: true,
  upload: { field: "file", maxBytes: signedScanMaxBytes },
  request: Schema.Struct({ id_responsiva: IdResponsivaParam, file: UploadedFile }),
  response: Envelope(ScanVersion),
})

export const responsivaFirmada = fileEndpoint({
  name: "responsivaFirmada",
  method: "GET",
  path: "/responsiva-firmada/:id_responsiva/:version",
  summary: "El escaneo de una versión de la responsiva firmada (la guardada o una recién subida), con su tipo (PDF, PNG o JPEG); 404 si no existe, 403 si el colaborador no está a su alcance.",
  access: keys,
  writes: false,
  query: true,
  request: Schema.Struct({ id_responsiva: IdResponsivaParam, version: ScanVersion }),
  file: pdfFile,
})

export const personalCompanyPropertiesEndpoints = { imprimirResponsiva, imprimirDevolucion, guardarResponsivaFirmada, responsivaFirmada } as const
