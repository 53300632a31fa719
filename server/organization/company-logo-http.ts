import { createHash } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { organizationCompanyLogoEndpoints } from "../../domain/api/organization-company-logo"
import { messages } from "../../domain/messages"
import { companyMessages } from "../../domain/records/organization/companies"
import { auditNote } from "../audit/trail"
import { ApiFailure, notFound } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { imageKindOf } from "../system-parameters/image-kind"
import { companyExists, readCompanyLogo, storeCompanyLogo } from "./company-logo"

// The company logo's upload and image. The router has checked the key and that the company is
// inside the caller's workplaces (before reading the upload's bytes); the image is judged by its
// bytes, as the system's logo is, never by its name or declared type.

const ok = <A>(result: A, message = "") => ({ error: false as const, message, result })

export const organizationCompanyLogoHandlers: HandlersOf<typeof organizationCompanyLogoEndpoints> = {
  guardarLogoEmpresa: ({ id_empresa, file }, context) =>
    Effect.gen(function* () {
      if (!(yield* companyExists(id_empresa))) return yield* new ApiFailure({ status: 404, message: companyMessages.logoEmpresaNueva })
      const kind = imageKindOf(file.bytes)
      if (kind === null) return yield* new ApiFailure({ status: 415, message: messages.logoNoValido })
      const version = createHash("sha256").update(file.bytes).digest("hex").slice(0, 16)
      yield* storeCompanyLogo(id_empresa, version, kind, file.bytes)
      // The bytes stay out of the log: what was uploaded, for which company, is enough.
      yield* auditNote(context, { entidad: "empresa", clave: `id_empresa=${id_empresa}`, despues: { logo_subido: version, tipo: kind, bytes: file.bytes.length } })
      return ok(version, messages.datosGuardados)
    }),

  logoEmpresa: ({ id_empresa, version }) =>
    Effect.gen(function* () {
      const logo = yield* readCompanyLogo(id_empresa, version)
      if (logo === null) return yield* notFound()
      return HttpServerResponse.uint8Array(new Uint8Array(logo.datos), {
        contentType: logo.tipo,
        // A version names fixed bytes: the browser may keep them.
        headers: { "cache-control": "private, max-age=31536000, immutable" },
      })
    }),
}
