import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { settlementLetterScanEndpoints } from "../../domain/finiquitos/cartas-finiquito-api"
import { letterMessages } from "../../domain/finiquitos/cartas-finiquito-vocabulary"
import { messages } from "../../domain/messages"
import { refuse } from "../http/failure"
import type { HandlersOf } from "../http/handler"
import { pdfKindOf } from "../records/document-kind"
import { type KeptFile, recordFiles } from "../records/image-http"
import { asRecordTable } from "../records/table"
import { settlementLettersTable } from "./cartas-finiquito"
import { settlementLetterScans } from "./cartas-finiquito-scans"

// The signed letter's scan (domain/finiquitos/cartas-finiquito-api.ts): a PDF judged by its bytes,
// kept beside an Emitida or Firmada letter, named in archivo_firmado in the same transaction, the
// scan it replaces dropped. A letter is visible when its person is in the caller's work centres:
// the letters' own read (findRecord) decides, as for the list.

const upload = { entidad: "carta finiquito", key: "id_carta", noteField: "archivo_firmado", nuevo: letterMessages.cartaInexistente, noValida: letterMessages.escaneoNoValido, kindOf: pdfKindOf }

const files = recordFiles(asRecordTable(settlementLettersTable), settlementLetterScans, upload, messages.noEncontrado)

/** Only an Emitida or Firmada letter takes its scan, named in archivo_firmado. */
const signed: KeptFile = {
  refusal: (letter) => (letter.estado !== "Emitida" && letter.estado !== "Firmada" ? refuse(409, letterMessages.escaneoFueraDeEstado) : undefined),
  name: (id_carta, version) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`UPDATE cartas_finiquito SET archivo_firmado = ${version} WHERE id_carta = ${id_carta}`),
  message: letterMessages.escaneoGuardado,
}

export const settlementLetterScanHandlers: HandlersOf<typeof settlementLetterScanEndpoints> = {
  adjuntarCartaFiniquitoFirmada: ({ id_carta, file }, context) => files.keep(id_carta, file, context, signed),
  cartaFiniquitoFirmada: ({ id_carta, version }, context) => files.serve(id_carta, version, context),
}
