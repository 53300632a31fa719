import { adjuntarSeguimientoContrato, adjuntoSeguimientoContrato } from "../../domain/contratos/seguimientos-contratos-api"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// The calls of Seguimientos de contratos beside its record: a follow-up's attachment uploaded
// (the form's file field keeps the answered version until Guardar) and a version of it fetched.

export const followUpCalls = (api: ApiPort) => ({
  uploadAttachment: async (id: string, file: File): Promise<UploadOutcome> =>
    uploadedVersion(await api.upload(adjuntarSeguimientoContrato, { id_seguimiento: Number(id), file })),
  attachment: (id: string, version: string): Promise<PortResult<PortFile>> => api.download(adjuntoSeguimientoContrato, { id_seguimiento: Number(id), version }),
})
