import { type CatalogRow, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import { adjuntarCartaFiniquitoFirmada, cartaFiniquitoFirmada } from "../../domain/finiquitos/cartas-finiquito-api"
import { letterCatalogNames } from "../../domain/finiquitos/cartas-finiquito-lookups"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// The calls of Cartas finiquito beside its resource: the finiquito Solicitud de finiquito sent
// here ("Generar carta"), and the signed letter's scan, uploaded from its row's dialog and opened
// from it.

export const settlementLetterCalls = (api: ApiPort) => ({
  /** The finiquito a new letter starts from, as its select names it. */
  finiquito: async (id: number): Promise<Loaded<CatalogRow>> => {
    const result = await api.call(getRegistroById, { tabla: letterCatalogNames.finiquitosParaCarta, conexion: mainConnection, columnId: "id_finiquito", id })
    const row = result.ok ? (result.value.result[0] ?? null) : null
    return row === null ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: row }
  },
  /** One version of a letter's signed scan; a failure of any kind says only that it could not be fetched. */
  signedLetter: async ({ id, version }: { readonly id: string; readonly version: string }): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(cartaFiniquitoFirmada, { id_carta: Number(id), version })
    return result.ok ? { kind: "done", value: result.value } : { kind: "failed", message: messages.errorObtener }
  },
  uploadSignedLetter: async (id_carta: string, file: File): Promise<UploadOutcome> => uploadedVersion(await api.upload(adjuntarCartaFiniquitoFirmada, { id_carta: Number(id_carta), file })),
})
