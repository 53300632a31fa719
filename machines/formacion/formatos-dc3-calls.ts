import { type Dc3Course, type Dc3Row, type Dc3Sheet, type Delivery, type Dc4Request, type PrintDc3, dc3Endpoints } from "../../domain/formacion/formatos-dc3-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Formatos DC-3 (FOR250): the concluded and closed courses, a course's passed
// participants with their DC-3, the DC-3s printed (a preview, one PDF or a zip), a delivery
// recorded, and the DC-4.

/** A file call's outcome: a refusal that lists problems (the DC-3's missing data) is said by the page, beside the list. */
const fileOutcome = (result: PortResult<PortFile>): CommandOutcome<PortFile> => {
  if (result.ok) return { kind: "done", value: result.value }
  const refusal = refusalOf(result, messages.errorGeneral)
  return result.detalles.length > 0 && result.status === 422 ? { ...refusal, inline: { detalles: result.detalles } } : refusal
}

export const dc3Calls = (api: ApiPort) => ({
  courses: async (): Promise<Loaded<ReadonlyArray<Dc3Course>>> => loadedResult(await api.call(dc3Endpoints.getCursosDc3, {})),
  /** A course's sheet; a refusal (the course gone, outside the caller's centres, not concluded) in the server's words. */
  sheet: async (id_proyecto: number): Promise<Loaded<Dc3Sheet>> => {
    const result = await api.call(dc3Endpoints.getConstanciasDc3, { id_proyecto })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  print: async (request: PrintDc3): Promise<CommandOutcome<PortFile>> => fileOutcome(await api.download(dc3Endpoints.printDc3, request)),
  deliver: async (request: Delivery): Promise<CommandOutcome<Dc3Row>> => {
    const result = await api.call(dc3Endpoints.entregarDc3, request)
    const outcome = commandOutcomeOf(result, messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
  dc4: async (request: Dc4Request): Promise<CommandOutcome<PortFile>> => fileOutcome(await api.download(dc3Endpoints.exportDc4, request)),
})
