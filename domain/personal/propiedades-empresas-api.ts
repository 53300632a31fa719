import { Schema } from "effect"
import { needsAnyKey, pdfFile } from "../api/endpoint"
import { imageUploadNote } from "../image-limits"
import { sizeText } from "../size-limits"
import { idParam } from "../api/id-param"
import { fileVersion, keptFileCalls } from "../api/versioned-file"

// The calls of Propiedades de empresas (GP180) beside its two resources (/propiedades and
// /responsivas, domain/personal/): the two PDFs of a responsiva, and the scan of the
// signed letter. A PDF is a document made on the server, not a record; the scan is bytes checked
// by what they are. Each names a responsiva by its key, and the server answers 404 when there is
// none and 403 when its employee is outside the caller's work centres (the record's own scope,
// read through the responsivas' table: the router's scope knows workplaces, not responsivas).

const keys = needsAnyKey("GP180")

/** A responsiva's key in a JSON body. */
export const IdResponsiva = Schema.Int.pipe(Schema.between(1, 999_999_999, { message: () => "La clave de la responsiva no es válida" }))

const IdResponsivaParam = idParam("La clave de la responsiva no es válida")

/** The signed scan may be a multi-page PDF: larger than a photo. */
export const signedScanMaxBytes = 5 * 1024 * 1024

export const ScanVersion = fileVersion("La versión del documento no es válida")

export const { guardarResponsivaFirmada, responsivaFirmada } = keptFileCalls({
  access: keys,
  id: "id_responsiva",
  idSchema: IdResponsivaParam,
  version: ScanVersion,
  upload: {
    name: "guardarResponsivaFirmada",
    path: "/guardar-responsiva-firmada/:id_responsiva",
    summary: `Sube el escaneo de una responsiva firmada ya guardada (multipart/form-data, parte 'file'): solo PDF, PNG o JPEG reconocidos por su contenido, de hasta ${sizeText(signedScanMaxBytes)}. Responde la versión que la responsiva guarda en \`documento_firmado\` al guardarse; 404 si no existe, 403 si el colaborador no está a su alcance, 415 si no es un PDF ni una imagen. ${imageUploadNote}`,
    maxBytes: signedScanMaxBytes,
  },
  read: {
    name: "responsivaFirmada",
    path: "/responsiva-firmada/:id_responsiva/:version",
    summary: "El escaneo de una versión de la responsiva firmada (la guardada o una recién subida), con su tipo (PDF, PNG o JPEG); 404 si no existe, 403 si el colaborador no está a su alcance.",
    file: pdfFile,
  },
})

export const personalCompanyPropertiesEndpoints = { guardarResponsivaFirmada, responsivaFirmada } as const
