import { createHash } from "node:crypto"
import { HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import type { systemParametersEndpoints } from "../../domain/configuraciones/parametros-sistema-api"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { keptUpload } from "../images/kept-upload"
import { imageKindOf } from "./parametros-sistema-image-kind"
import {
  deleteLogo,
  insertParameters,
  mailAccountExists,
  parametersExist,
  readLogo,
  readParameters,
  responsibilityExists,
  storeLogo,
  updateParameters,
} from "./parametros-sistema"
import { ok } from "../http/handler"

export const systemParametersHandlers: HandlersOf<typeof systemParametersEndpoints> = {
  getParametrosSistema: () => Effect.map(readParameters, (p) => ok(p)),

  guardarParametrosSistema: (request) =>
    Effect.gen(function* () {
      if (request.id_responsabilidad_pjfi !== null && !(yield* responsibilityExists(request.id_responsabilidad_pjfi))) {
        return yield* refuse(400, "La responsabilidad elegida no existe")
      }
      if (request.id_cuenta_correo !== null && !(yield* mailAccountExists(request.id_cuenta_correo))) {
        return yield* refuse(400, "La cuenta de correo elegida no existe")
      }
      const exists = yield* parametersExist
      // Mode says what the page believes; a mismatch means another administrator got there first.
      if (request.mode === "add" && exists) return yield* refuse(409, messages.errorGuardarInformacion)
      if (request.mode === "edit" && !exists) return yield* refuse(404, messages.errorGuardarInformacion)
      yield* request.mode === "add" ? insertParameters(request) : updateParameters(request)
      const saved = yield* readParameters
      if (saved === null) return yield* Effect.dieMessage("parameters vanished after saving")
      return ok(saved, messages.parametrosGuardados)
    }),

  guardarLogoSistema: ({ file }) =>
    Effect.gen(function* () {
      const kind = imageKindOf(file.bytes)
      if (kind === null) return yield* refuse(415, messages.logoNoValido)
      const kept = yield* keptUpload(kind, file.bytes)
      const version = createHash("sha256").update(kept.bytes).digest("hex").slice(0, 16)
      yield* storeLogo(kept.kind, kept.bytes, version)
      return ok(version, messages.datosGuardados)
    }),

  eliminarLogoSistema: () => Effect.as(deleteLogo, ok(null, messages.registroEliminado)),

  logoSistema: () =>
    Effect.gen(function* () {
      const logo = yield* readLogo
      // No logo is the usual state of a new system, asked on every page: a plain 204, not an error.
      if (logo === null) return HttpServerResponse.empty({ status: 204, headers: { "cache-control": "private, no-cache" } })
      return HttpServerResponse.uint8Array(new Uint8Array(logo.datos), {
        contentType: logo.tipo,
        headers: { "cache-control": "private, no-cache", etag: `"${logo.version.trim()}"` },
      })
    }),
}
