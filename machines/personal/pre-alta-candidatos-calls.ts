import { type CatalogRow, getCatalogo, getRegistroById, mainConnection } from "../../domain/api/catalogs"
import { confirmarAlta, documentoPreAlta, guardarDocumentoPreAlta } from "../../domain/personal/candidatos-api"
import type { RequestOf } from "../../domain/api/endpoint"
import { candidateCatalogNames } from "../../domain/personal/pre-alta-candidatos-lookups"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// The calls of Pre-alta de candidatos: the Seleccionado candidates a new pre-alta may take, the
// one Candidatos sent here, a version of a pre-alta's document and a new one, and "Confirmar alta".

export const preHireCalls = (api: ApiPort) => ({
  candidates: async (): Promise<ReadonlyArray<CatalogRow> | null> => {
    const result = await api.call(getCatalogo, { tabla: candidateCatalogNames.candidatosPreAlta, conexion: mainConnection })
    return result.ok ? result.value.result : null
  },
  candidate: async (id: number): Promise<Loaded<CatalogRow>> => {
    const result = await api.call(getRegistroById, { tabla: candidateCatalogNames.candidatosPreAlta, conexion: mainConnection, columnId: "id_candidato", id })
    const row = result.ok ? (result.value.result[0] ?? null) : null
    return row === null ? { kind: "failed", message: messages.errorObtener } : { kind: "loaded", value: row }
  },
  documentFile: (id: string, version: string): Promise<PortResult<PortFile>> => api.download(documentoPreAlta, { id_pre_alta: Number(id), version }),
  uploadDocument:
    (documento: RequestOf<typeof guardarDocumentoPreAlta>["documento"]) =>
    async (id: string, file: File): Promise<UploadOutcome> =>
      uploadedVersion(await api.upload(guardarDocumentoPreAlta, { id_pre_alta: Number(id), documento, file })),
  /**
   * Done once confirmed (the server's message in the toast); a refusal the server explained is
   * inline, with what it misses, which the dialog lists in its place (no toast); no answer is the
   * spec's error.
   */
  confirmHire: async (id_pre_alta: number): Promise<CommandOutcome<null>> => {
    const result = await api.call(confirmarAlta, { id_pre_alta })
    if (!result.ok && !isNoAnswer(result)) return { kind: "failed", message: result.message, inline: { detalles: result.detalles } }
    const outcome = commandOutcomeOf(result, messages.errorGuardarInformacion)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})
