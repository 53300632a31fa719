import { adjuntoAutorizacion, autorizar, getMisAutorizaciones } from "../../domain/api/authorizations"
import type { ApiPort, PortFile } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { AttachmentRef, DecideOutcome, DownloadOutcome, LoadOutcome } from "./mis-autorizaciones"

// The calls of "Mis autorizaciones" (machines/personal/mis-autorizaciones.ts runs them as its
// actors): what waits for the user, a decision, and a request's file, which `save` hands to the
// browser. A refusal the server explained (a 4xx) is said in its words; no answer is a failure.

export interface Decision {
  readonly id_autorizacion: number
  readonly resultado: "A" | "R"
  readonly comentario: string
}

export const myAuthorizationCalls = (api: ApiPort, save: (file: PortFile) => void) => ({
  load: async (): Promise<LoadOutcome> => {
    const r = await api.call(getMisAutorizaciones, {})
    return r.ok ? { kind: "done", items: r.value.result } : { kind: "failed" }
  },
  decide: async (input: Decision): Promise<DecideOutcome> => {
    const r = await api.call(autorizar, input)
    if (r.ok) return { kind: "done", message: r.value.message }
    return isNoAnswer(r) ? { kind: "failed" } : { kind: "refused", message: [r.message, ...r.detalles].join(" ") }
  },
  download: async (input: AttachmentRef): Promise<DownloadOutcome> => {
    const r = await api.download(adjuntoAutorizacion, input)
    if (!r.ok) return { kind: "failed" }
    save(r.value)
    return { kind: "done" }
  },
})
