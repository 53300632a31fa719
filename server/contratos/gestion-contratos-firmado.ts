import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { contractScanEndpoints } from "../../domain/contratos/gestion-contratos-api"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { pdfKindOf } from "../records/document-kind"
import { recordFiles, uploadImage } from "../records/image-http"
import { asRecordTable } from "../records/table"
import { contractsTable } from "./gestion-contratos"
import { contractScans } from "./gestion-contratos-scans"

// The signed contract's scan (domain/contratos/gestion-contratos-api.ts): a PDF judged by its
// bytes, kept beside the contract; the upload marks the contract firmado and names the scan in
// the same transaction, and drops the scan it replaces. A contract is visible when its person is
// in the caller's work centres: the contracts' own read (findRecord) decides, as for the list.

const scanMessages = {
  cancelado: "Un contrato cancelado no se adjunta firmado",
  noValido: "El contrato firmado debe ser un PDF",
  inexistente: "El contrato no existe",
} as const

const upload = { entidad: "contrato", key: "id_contrato", noteField: "archivo_firmado", nuevo: scanMessages.inexistente, noValida: scanMessages.noValido, kindOf: pdfKindOf }

const files = recordFiles(asRecordTable(contractsTable), contractScans, upload, messages.noEncontrado)

export const contractScanHandlers: HandlersOf<typeof contractScanEndpoints> = {
  adjuntarContratoFirmado: ({ id_contrato, file }, context) =>
    Effect.gen(function* () {
      const contract = yield* files.visible(id_contrato, context)
      if (contract.estado === "Cancelado") return yield* refuse(409, scanMessages.cancelado)
      const answer = yield* uploadImage(contractScans, upload, id_contrato, file, context)
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE contratos SET firmado = '1', archivo_firmado = ${answer.result} WHERE id_contrato = ${id_contrato}`
      yield* contractScans.dropUnused(id_contrato, answer.result)
      return { ...answer, message: "Contrato firmado guardado" }
    }),
  contratoFirmado: ({ id_contrato, version }, context) => files.serve(id_contrato, version, context),
}
