import { guardarResponsivaFirmada, responsivaFirmada } from "../../domain/personal/propiedades-empresas-api"
import { responsivasEndpoints } from "../../domain/personal/propiedades-empresas-responsivas"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"
import { documentoGenerado } from "./document-prints-calls"

// The calls of Propiedades de empresas: the open responsiva's letter printed from its property's
// row, and the scan of a signed responsiva, uploaded and opened from its form.

/** The open responsiva's letter, printed from its property's row. */
const responsivaLetter = responsivasEndpoints.documents["carta-responsiva"]?.print

/** Whether the property rows may print their responsiva's letter. */
export const printsResponsivaLetter = responsivaLetter !== undefined

export const companyPropertyCalls = (api: ApiPort) => ({
  /** The letter of the open responsiva `id`; a refusal (not printable now...) is its own warning. */
  printLetter: async (id: string): Promise<CommandOutcome<PortFile>> =>
    responsivaLetter === undefined
      ? { kind: "failed", message: messages.errorExportar }
      : commandOutcomeOf(await api.download(responsivaLetter, { id }), messages.errorExportar, documentoGenerado),
  /** One version of a responsiva's signed scan; a failure of any kind says only that it could not be fetched. */
  signedScan: async ({ id, version }: { readonly id: string; readonly version: string }): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(responsivaFirmada, { id_responsiva: Number(id), version })
    return result.ok ? { kind: "done", value: result.value } : { kind: "failed", message: messages.errorObtener }
  },
  uploadSignedScan: async (id_responsiva: string, file: File): Promise<UploadOutcome> =>
    uploadedVersion(await api.upload(guardarResponsivaFirmada, { id_responsiva: Number(id_responsiva), file })),
})
