import {
  type AssignRequest,
  type AssignableCandidate,
  type AssignmentHistory,
  type MoveRequest,
  type Pipeline,
  type PipelineCard,
  type PipelineRequest,
  type ReopenRequest,
  pipelineEndpoints,
} from "../../domain/seleccion/asignacion-candidatos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortResult } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Asignación de candidatos (SEL250): the board (whole, or one column's next cards),
// a card's history, the candidates that may join, and the three acts on a card. An act answers
// done (the card as stored, the server's sentence), stale (409: the card or the vacancy changed
// under the user, so the board reloads) or refused (the server's words, on the field it names).

export type CardOutcome =
  | { readonly kind: "done"; readonly card: PipelineCard; readonly message: string }
  | { readonly kind: "stale"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string; readonly field: string | null }

const outcomeOf = (result: PortResult<{ readonly result: PipelineCard; readonly message: string }>): CardOutcome => {
  if (result.ok) return { kind: "done", card: result.value.result, message: result.value.message }
  if (isNoAnswer(result)) return { kind: "refused", message: messages.errorGeneral, field: null }
  const field = result.problemas?.[0]?.campo ?? null
  // A 409 without a field is the card's or the vacancy's state: what the board shows is stale.
  if (result.status === 409 && field === null) return { kind: "stale", message: result.message }
  return { kind: "refused", message: result.message, field }
}

export const pipelineCalls = (api: ApiPort) => ({
  pipeline: async (request: PipelineRequest): Promise<Loaded<Pipeline>> => loadedResult(await api.call(pipelineEndpoints.getPipeline, request)),
  history: async (id_asignacion: number): Promise<Loaded<AssignmentHistory>> => loadedResult(await api.call(pipelineEndpoints.getHistorialAsignacion, { id_asignacion })),
  assignable: async (key: { readonly id_vacante: number; readonly buscar: string }): Promise<Loaded<ReadonlyArray<AssignableCandidate>>> =>
    loadedResult(await api.call(pipelineEndpoints.getCandidatosAsignables, key)),
  assign: async (request: AssignRequest): Promise<CardOutcome> => outcomeOf(await api.call(pipelineEndpoints.asignarCandidato, request)),
  move: async (request: MoveRequest): Promise<CardOutcome> => outcomeOf(await api.call(pipelineEndpoints.moverEtapa, request)),
  reopen: async (request: ReopenRequest): Promise<CardOutcome> => outcomeOf(await api.call(pipelineEndpoints.reabrirAsignacion, request)),
})
