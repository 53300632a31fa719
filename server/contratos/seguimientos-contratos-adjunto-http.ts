import { Effect } from "effect"
import { type followUpAttachmentEndpoints, followUpAttachmentMessages } from "../../domain/contratos/seguimientos-contratos-api"
import type { Principal } from "../auth/principal"
import { forbidden, refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { documentKindOf } from "../records/document-kind"
import { serveImage, uploadImage } from "../records/image-http"
import { findRecord } from "../records/queries"
import { asRecordTable } from "../records/table"
import { followUpAttachments } from "./seguimientos-contratos-adjuntos"
import { contractFollowUpsTable } from "./seguimientos-contratos"

// A follow-up's attachment (domain/contratos/seguimientos-contratos-api.ts): a PDF, JPEG or PNG
// judged by its bytes (an image kept encoded again), stored beside the follow-up under its
// version; the follow-up's save keeps the version in `adjunto` and drops the others. A follow-up
// is reached when its contract's person is in the caller's work centres: the follow-ups' own read
// (findRecord) decides, as for the list.

const reachable = (id_seguimiento: number, principal: Principal) =>
  Effect.gen(function* () {
    const found = yield* findRecord(asRecordTable(contractFollowUpsTable), { id_seguimiento }, principal)
    if (found.kind === "absent") return yield* refuse(404, followUpAttachmentMessages.inexistente)
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

const upload = {
  entidad: "seguimiento de contrato",
  key: "id_seguimiento",
  noteField: "adjunto_subido",
  nuevo: followUpAttachmentMessages.nuevo,
  noValida: followUpAttachmentMessages.noValido,
  kindOf: documentKindOf,
}

export const followUpAttachmentHandlers: HandlersOf<typeof followUpAttachmentEndpoints> = {
  adjuntarSeguimientoContrato: ({ id_seguimiento, file }, context) =>
    Effect.gen(function* () {
      yield* reachable(id_seguimiento, yield* principalOf(context))
      return yield* uploadImage(followUpAttachments, upload, id_seguimiento, file, context)
    }),
  adjuntoSeguimientoContrato: ({ id_seguimiento, version }, context) =>
    Effect.gen(function* () {
      yield* reachable(id_seguimiento, yield* principalOf(context))
      return yield* serveImage(followUpAttachments, id_seguimiento, version)
    }),
}
