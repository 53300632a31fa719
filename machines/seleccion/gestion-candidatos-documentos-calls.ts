import type { CandidateDocumentKind, DocumentoCandidato } from "../../domain/seleccion/gestion-candidatos-documentos-api"
import { documentoCandidato, documentosCandidato, eliminarDocumentoCandidato, subirDocumentoCandidato } from "../../domain/seleccion/gestion-candidatos-documentos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of a candidate's Documentos tab in Gestión de candidatos (SEL200): the list, an
// upload with its kind and description, a document's file, and its deletion. The server's
// explained refusal of an upload (no PDF nor image, too big, too many) is said by the form under
// the file, not in a toast; no answer is the spec's error.

export interface DocumentUpload {
  readonly id_candidato: number
  readonly tipo_documento: CandidateDocumentKind
  readonly descripcion: string
  readonly file: File
}

export interface DocumentDownload {
  readonly id_candidato: number
  readonly version: string
  /** The name the browser saves it under. */
  readonly filename: string
}

export const candidateDocumentCalls = (api: ApiPort) => ({
  list: async (id_candidato: number): Promise<Loaded<ReadonlyArray<DocumentoCandidato>>> => loadedResult(await api.call(documentosCandidato, { id_candidato })),
  upload: async (input: DocumentUpload): Promise<CommandOutcome<DocumentoCandidato>> => {
    const result = await api.upload(subirDocumentoCandidato, input)
    if (!result.ok && !isNoAnswer(result)) return { kind: "failed", message: result.message, inline: { detalles: result.detalles, ...(result.problemas === undefined ? {} : { problemas: result.problemas }) } }
    const outcome = commandOutcomeOf(result, messages.errorGuardarInformacion)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
  /** A failure of any kind says only that the file could not be fetched. */
  download: async ({ id_candidato, version, filename }: DocumentDownload): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(documentoCandidato, { id_candidato, version })
    return result.ok ? { kind: "done", value: { blob: result.value.blob, filename } } : { kind: "failed", message: messages.errorObtener }
  },
  remove: async (input: { readonly id_candidato: number; readonly id_documento: number }): Promise<CommandOutcome<null>> => {
    const outcome = commandOutcomeOf(await api.call(eliminarDocumentoCandidato, input), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})
