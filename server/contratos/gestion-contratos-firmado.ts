import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { contractScanEndpoints } from "../../domain/contratos/gestion-contratos-api"
import type { Principal } from "../auth/principal"
import { forbidden, notFound, refuse } from "../http/failure"
import { type HandlersOf, principalOf } from "../http/handler"
import { pdfKindOf } from "../records/document-kind"
import { serveImage, uploadImage } from "../records/image-http"
import { findRecord } from "../records/queries"
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

const visible = (id_contrato: string, principal: Principal) =>
  Effect.gen(function* () {
    const found = yield* findRecord(asRecordTable(contractsTable), { id_contrato }, principal)
    if (found.kind === "absent") return yield* notFound()
    if (found.kind === "hidden") return yield* forbidden()
    return found.row
  })

const upload = { entidad: "contrato", key: "id_contrato", noteField: "archivo_firmado", nuevo: scanMessages.inexistente, noValida: scanMessages.noValido, kindOf: pdfKindOf }

export const contractScanHandlers: HandlersOf<typeof contractScanEndpoints> = {
  adjuntarContratoFirmado: ({ id_contrato, file }, context) =>
    Effect.gen(function* () {
      const contract = yield* visible(id_contrato, yield* principalOf(context))
      if (contract.estado === "Cancelado") return yield* refuse(409, scanMessages.cancelado)
      const answer = yield* uploadImage(contractScans, upload, id_contrato, file, context)
      const sql = yield* SqlClient.SqlClient
      yield* sql`UPDATE contratos SET firmado = '1', archivo_firmado = ${answer.result} WHERE id_contrato = ${id_contrato}`
      yield* contractScans.dropUnused(id_contrato, answer.result)
      return { ...answer, message: "Contrato firmado guardado" }
    }),
  contratoFirmado: ({ id_contrato, version }, context) =>
    Effect.gen(function* () {
      yield* visible(id_contrato, yield* principalOf(context))
      return yield* serveImage(contractScans, id_contrato, version)
    }),
}
