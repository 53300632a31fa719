import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { contractScanEndpoints } from "../../domain/contratos/gestion-contratos-api"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { pdfKindOf } from "../records/document-kind"
import { type KeptFile, recordFiles } from "../records/image-http"
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

/** A cancelled contract takes no scan; the scan marks the contract firmado. */
const signed: KeptFile = {
  refusal: (contract) => (contract.estado === "Cancelado" ? refuse(409, scanMessages.cancelado) : undefined),
  name: (id_contrato, version) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE contratos SET firmado = '1', archivo_firmado = ${version} WHERE id_contrato = ${id_contrato}`),
  message: "Contrato firmado guardado",
}

export const contractScanHandlers: HandlersOf<typeof contractScanEndpoints> = {
  adjuntarContratoFirmado: ({ id_contrato, file }, context) => files.keep(id_contrato, file, context, signed),
  contratoFirmado: ({ id_contrato, version }, context) => files.serve(id_contrato, version, context),
}
