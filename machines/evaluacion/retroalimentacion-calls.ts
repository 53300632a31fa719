import type { FeedbackKind } from "../../domain/evaluacion/retroalimentacion-vocabulary"
import { type FeedbackFilters, type FeedbackKey, type FeedbackProject, type FeedbackRow, type FeedbackSession, type SaveFeedback, feedbackEndpoints } from "../../domain/evaluacion/retroalimentacion-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of the feedback pages (EVA370/EVA375): the cycles of a kind, the list, one session and its save.

export const feedbackCalls = (api: ApiPort) => ({
  projects: async (tipo: FeedbackKind): Promise<Loaded<ReadonlyArray<FeedbackProject>>> => loadedResult(await api.call(feedbackEndpoints.getProyectosRetroalimentacion, { tipo })),
  list: async (filters: FeedbackFilters): Promise<Loaded<ReadonlyArray<FeedbackRow>>> => {
    const result = await api.call(feedbackEndpoints.getRetroalimentaciones, filters)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  session: async (key: FeedbackKey): Promise<Loaded<FeedbackSession>> => {
    const result = await api.call(feedbackEndpoints.getRetroalimentacion, key)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  save: async (body: SaveFeedback): Promise<CommandOutcome<FeedbackSession>> => {
    const outcome = commandOutcomeOf(await api.call(feedbackEndpoints.guardarRetroalimentacion, body), messages.errorGeneral)
    return outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome
  },
})
