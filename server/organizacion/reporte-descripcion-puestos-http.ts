import { Effect } from "effect"
import { type organizationJobDescriptionReportEndpoints, reportMessages } from "../../domain/organizacion/reporte-descripcion-puestos-api"
import { ApiFailure, notFound } from "../http/failure"
import { type HandlersOf, principalOf, ok } from "../http/handler"
import { readLetterhead } from "../pdf/letterhead"
import { renderPdf } from "../pdf/render"
import { pdfResponse } from "../pdf/response"
import { descriptionDocument, reportTitle } from "./reporte-descripcion-puestos-document"
import { occupantsOf } from "./reporte-descripcion-puestos-occupants"
import { allPuestosOfCompany, puestosOfCompany } from "./reporte-descripcion-puestos-puestos"
import { todayInMexico } from "./in-force"
import { readJobProfiles } from "./gestionar-puestos-read"

// Reporte descripción de puestos (ORG500). The router has checked the key and that the company
// is the caller's; here every puesto must be of that company (one answer whether a foreign id
// exists or not, so the report tells nothing about other companies), and the occupants are
// limited to the caller's work centres. Refusals are JSON, before any byte of the PDF.

export const organizationJobDescriptionReportHandlers: HandlersOf<typeof organizationJobDescriptionReportEndpoints> = {
  reporteDescripcionPuesto: ({ id_empresa, puestos, secciones, incluir_ocupantes }, context) =>
    Effect.gen(function* () {
      const principal = yield* principalOf(context)
      const letterhead = yield* readLetterhead(id_empresa)
      if (letterhead === null) return yield* notFound()
      if (!(yield* allPuestosOfCompany(id_empresa, puestos))) return yield* new ApiFailure({ status: 400, message: reportMessages.puestosAjenos })
      const fecha = yield* todayInMexico
      const profiles = yield* readJobProfiles(puestos, fecha)
      const ocupantes = incluir_ocupantes ? yield* occupantsOf(puestos, fecha, principal) : null
      const bytes = yield* renderPdf(descriptionDocument(letterhead, profiles, { secciones, ocupantes, fecha }))
      const name = profiles.length === 1 && profiles[0] !== undefined ? `${reportTitle} - ${profiles[0].generales.n_puesto}` : `${reportTitle} ${fecha}`
      return pdfResponse(bytes, name)
    }),

  getPuestosDescripcion: ({ id_empresa }) => Effect.map(puestosOfCompany(id_empresa), ok),
}
