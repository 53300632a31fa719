import { adjuntarContratoFirmado, contratoFirmado } from "../../domain/contratos/gestion-contratos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// The calls of Gestión de contratos beside its resource: the signed contract's scan, uploaded
// from its row's dialog and opened from it.

export const contractCalls = (api: ApiPort) => ({
  /** One version of a contract's signed scan; a failure of any kind says only that it could not be fetched. */
  signedContract: async ({ id, version }: { readonly id: string; readonly version: string }): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(contratoFirmado, { id_contrato: id, version })
    return result.ok ? { kind: "done", value: result.value } : { kind: "failed", message: messages.errorObtener }
  },
  uploadSignedContract: async (id_contrato: string, file: File): Promise<UploadOutcome> => uploadedVersion(await api.upload(adjuntarContratoFirmado, { id_contrato, file })),
})
