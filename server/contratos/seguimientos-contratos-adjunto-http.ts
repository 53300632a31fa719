import { type followUpAttachmentEndpoints, followUpAttachmentMessages } from "../../domain/contratos/seguimientos-contratos-api"
import type { HandlersOf } from "../http/handler"
import { documentKindOf } from "../records/document-kind"
import { recordFiles } from "../records/image-http"
import { asRecordTable } from "../records/table"
import { followUpAttachments } from "./seguimientos-contratos-adjuntos"
import { contractFollowUpsTable } from "./seguimientos-contratos"

// A follow-up's attachment (domain/contratos/seguimientos-contratos-api.ts): a PDF, JPEG or PNG
// judged by its bytes (an image kept encoded again), stored beside the follow-up under its
// version; the follow-up's save keeps the version in `adjunto` and drops the others. A follow-up
// is reached when its contract's person is in the caller's work centres: the follow-ups' own read
// (findRecord) decides, as for the list.

const upload = {
  entidad: "seguimiento de contrato",
  key: "id_seguimiento",
  noteField: "adjunto_subido",
  nuevo: followUpAttachmentMessages.nuevo,
  noValida: followUpAttachmentMessages.noValido,
  kindOf: documentKindOf,
}

const files = recordFiles(asRecordTable(contractFollowUpsTable), followUpAttachments, upload, followUpAttachmentMessages.inexistente)

export const followUpAttachmentHandlers: HandlersOf<typeof followUpAttachmentEndpoints> = {
  adjuntarSeguimientoContrato: ({ id_seguimiento, file }, context) => files.upload(id_seguimiento, file, context),
  adjuntoSeguimientoContrato: ({ id_seguimiento, version }, context) => files.serve(id_seguimiento, version, context),
}
