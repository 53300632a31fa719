import { Effect } from "effect"
import type { personalCompanyPropertiesEndpoints } from "../../domain/personal/propiedades-empresas-api"
import { propertyMessages } from "../../domain/personal/propiedades-empresas-rules"
import { forbidden, notFound } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import type { Principal } from "../auth/principal"
import { serveImage, uploadImage } from "../records/image-http"
import { findRecord } from "../records/queries"
import { asRecordTable } from "../records/table"
import { responsivaScans, responsivasTable } from "./propiedades-empresas-responsivas"
import { signedDocumentKindOf } from "./signed-document-kind"

// The calls of Propiedades de empresas beside its resources: a responsiva's signed scan (its two
// PDFs are the responsivas descriptor's documents). A responsiva is visible when its employee is
// in the caller's work centres: the
// responsivas' own read (findRecord over their RecordTable) decides, so these calls and the list
// can never disagree. Refusals are JSON, before any byte of a PDF.

/** The responsiva named, if the caller may see it: 404 when there is none, 403 outside their centres. */
const visible = (id_responsiva: number, principal: Principal) =>
  Effect.gen(function* () {
    const found = yield* findRecord(asRecordTable(responsivasTable), { id_responsiva }, principal)
    if (found.kind === "absent") return yield* notFound()
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

const upload = {
  entidad: "responsiva",
  key: "id_responsiva",
  noteField: "documento_firmado_subido",
  nuevo: propertyMessages.documentoNuevo,
  noValida: propertyMessages.documentoNoValido,
  kindOf: signedDocumentKindOf,
}

export const personalCompanyPropertiesHandlers: HandlersOf<typeof personalCompanyPropertiesEndpoints> = {
  guardarResponsivaFirmada: ({ id_responsiva, file }, context) =>
    Effect.gen(function* () {
      yield* visible(id_responsiva, yield* principalOf(context))
      return yield* uploadImage(responsivaScans, upload, id_responsiva, file, context)
    }),
  responsivaFirmada: ({ id_responsiva, version }, context) =>
    Effect.gen(function* () {
      yield* visible(id_responsiva, yield* principalOf(context))
      return yield* serveImage(responsivaScans, id_responsiva, version)
    }),
}
