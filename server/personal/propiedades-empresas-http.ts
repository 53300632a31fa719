import { messages } from "../../domain/messages"
import type { personalCompanyPropertiesEndpoints } from "../../domain/personal/propiedades-empresas-api"
import { propertyMessages } from "../../domain/personal/propiedades-empresas-rules"
import type { HandlersOf } from "../http/handler"
import { recordFiles } from "../records/image-http"
import { asRecordTable } from "../records/table"
import { responsivaScans, responsivasTable } from "./propiedades-empresas-responsivas"
import { signedDocumentKindOf } from "./signed-document-kind"

// The calls of Propiedades de empresas beside its resources: a responsiva's signed scan (its two
// PDFs are the responsivas descriptor's documents). A responsiva is visible when its employee is
// in the caller's work centres: the
// responsivas' own read (findRecord over their RecordTable) decides, so these calls and the list
// can never disagree. Refusals are JSON, before any byte of a PDF.

const upload = {
  entidad: "responsiva",
  key: "id_responsiva",
  noteField: "documento_firmado_subido",
  nuevo: propertyMessages.documentoNuevo,
  noValida: propertyMessages.documentoNoValido,
  kindOf: signedDocumentKindOf,
}

/** The responsiva named, if the caller may see it: 404 when there is none, 403 outside their centres. */
const files = recordFiles(asRecordTable(responsivasTable), responsivaScans, upload, messages.noEncontrado)

export const personalCompanyPropertiesHandlers: HandlersOf<typeof personalCompanyPropertiesEndpoints> = {
  guardarResponsivaFirmada: ({ id_responsiva, file }, context) => files.upload(id_responsiva, file, context),
  responsivaFirmada: ({ id_responsiva, version }, context) => files.serve(id_responsiva, version, context),
}
