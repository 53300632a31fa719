import { type ContextoAyuda, comprobanteAyuda, contextoAyuda, detalleAyuda, subirComprobanteAyuda } from "../../domain/personal/ayudas-economicas-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"
import { definedOnly } from "../records/optional-payload"
import { type UploadOutcome, uploadedVersion } from "../records/upload-calls"

// The calls of 'Ayudas económicas' beyond its record list and its workflow: an aid's detail (the
// timeline of its flow, the rejection, the payment), what its form shows beside the inputs (the
// person's seniority, the tipos de ayuda and their limits), its stored proof, which the view
// hands to the browser, and a new proof uploaded while the aid is Capturada.

export type AidDetail = (typeof detalleAyuda.response.Type)["result"]

export interface ProofVersion {
  readonly id_ayuda: number
  readonly version: string
}

export const aidCalls = (api: ApiPort) => ({
  detail: async (id: number): Promise<Loaded<AidDetail>> => loadedResult(await api.call(detalleAyuda, { id_ayuda: id })),
  context: async (id_empleado: number | undefined, f_solicitud: string | undefined): Promise<ContextoAyuda | null> => {
    const r = await api.call(contextoAyuda, definedOnly({ id_empleado, f_solicitud }))
    return r.ok ? r.value.result : null
  },
  /** The file, said nothing of: the browser's download is the answer. */
  proof: async (p: ProofVersion): Promise<CommandOutcome<PortFile>> => {
    const r = await api.download(comprobanteAyuda, p)
    return r.ok ? { kind: "done", value: r.value } : refusalOf(r, messages.errorObtener)
  },
  uploadProof: async (id_ayuda: string, file: File): Promise<UploadOutcome> => uploadedVersion(await api.upload(subirComprobanteAyuda, { id_ayuda: Number(id_ayuda), file })),
})
