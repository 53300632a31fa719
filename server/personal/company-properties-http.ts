import { Effect } from "effect"
import type { personalCompanyPropertiesEndpoints } from "../../domain/api/personal-company-properties"
import { propertyMessages } from "../../domain/rules/company-property"
import { ApiFailure, forbidden, notFound } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import type { Principal } from "../auth/principal"
import { readDocumentCompany } from "../documents/company"
import { documentFileName, renderCompanyDocument } from "../documents/frame"
import { pdfResponse } from "../pdf/response"
import { serveImage, uploadImage } from "../records/image-http"
import { findRecord } from "../records/queries"
import { readResponsiva, responsivaDocument, returnDocument } from "./responsiva-document"
import { responsivaScans, responsivasTable } from "./responsivas"
import { signedDocumentKindOf } from "./signed-document-kind"

// The calls of Propiedades de empresas beside its resources: a responsiva's two PDFs and its
// signed scan. A responsiva is visible when its employee is in the caller's work centres: the
// responsivas' own read (findRecord over their RecordTable) decides, so these calls and the list
// can never disagree. Refusals are JSON, before any byte of a PDF.

/** The responsiva named, if the caller may see it: 404 when there is none, 403 outside their centres. */
const visible = (id_responsiva: number, principal: Principal) =>
  Effect.gen(function* () {
    const found = yield* findRecord(responsivasTable, { id_responsiva }, principal)
    if (found.kind === "absent") return yield* notFound()
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

const printed = (id_responsiva: number, principal: Principal, which: "carta" | "devolucion") =>
  Effect.gen(function* () {
    yield* visible(id_responsiva, principal)
    const data = yield* readResponsiva(id_responsiva, principal)
    if (data === null) return yield* notFound()
    const company = yield* readDocumentCompany(data.id_empresa)
    if (company === null) return yield* notFound()
    if (which === "carta") {
      const bytes = yield* renderCompanyDocument({ company, ...responsivaDocument(company.razonSocial, data) })
      return pdfResponse(bytes, documentFileName("Carta responsiva", data.folio))
    }
    if (data.f_devolucion === null || data.condicion_devolucion === null) return yield* new ApiFailure({ status: 409, message: propertyMessages.noDevuelta })
    const returned = { f_devolucion: data.f_devolucion, condicion: data.condicion_devolucion }
    const bytes = yield* renderCompanyDocument({ company, ...returnDocument(company.razonSocial, data, returned) })
    return pdfResponse(bytes, documentFileName("Constancia de devolucion", data.folio))
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
  imprimirResponsiva: ({ id_responsiva }, context) => Effect.flatMap(principalOf(context), (principal) => printed(id_responsiva, principal, "carta")),
  imprimirDevolucion: ({ id_responsiva }, context) => Effect.flatMap(principalOf(context), (principal) => printed(id_responsiva, principal, "devolucion")),
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
