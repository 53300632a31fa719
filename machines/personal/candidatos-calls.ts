import { cvCandidato, guardarCvCandidato } from "../../domain/personal/candidatos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"
import { employeeFormCalls } from "./employee-form-calls"

// The calls of Candidatos: the puestos a candidate may want (those of the chosen company the
// caller's role sees), a version of a candidate's CV (the form's file field) and a new one, and a row's
// "Descargar CV", saved under the candidate's name.

export interface CandidateCv {
  readonly id: string
  readonly version: string
  /** The candidate's name, which the saved file takes. */
  readonly name: string
}

export const candidateCalls = (api: ApiPort) => {
  const cvFile = (id: string, version: string): Promise<PortResult<PortFile>> => api.download(cvCandidato, { id_candidato: Number(id), version })
  return {
    cvFile,
    uploadCv: async (id: string, file: File): Promise<UploadOutcome> => uploadedVersion(await api.upload(guardarCvCandidato, { id_candidato: Number(id), file })),
    /** A failure of any kind says only that the file could not be fetched. */
    downloadCv: async ({ id, version, name }: CandidateCv): Promise<CommandOutcome<PortFile>> => {
      const result = await cvFile(id, version)
      return result.ok ? { kind: "done", value: { blob: result.value.blob, filename: `CV ${name}.pdf` } } : { kind: "failed", message: messages.errorObtener }
    },
    /** The employee form's own: the same catalogue, the same labels. */
    puestos: employeeFormCalls(api).puestos,
  }
}
