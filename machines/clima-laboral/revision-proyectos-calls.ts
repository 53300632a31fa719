import { type GuideIRow, type ProjectReview, type Referral, reviewEndpoints } from "../../domain/clima-laboral/revision-proyectos-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The calls of Revisión de proyectos (CLI220): a project's progress, its reminder and closing, and
// the Guía I panel with its referrals. The panel refused (not an administrator) is a failure the
// page shows as the server's words.

const unwrap = <A>(outcome: CommandOutcome<{ readonly result: A }>): CommandOutcome<A> => (outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome)

export const reviewCalls = (api: ApiPort) => ({
  review: async (id_proyecto: number): Promise<Loaded<ProjectReview>> => {
    const result = await api.call(reviewEndpoints.getRevisionClima, { id_proyecto })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  guideI: async (id_proyecto: number): Promise<Loaded<ReadonlyArray<GuideIRow>>> => {
    const result = await api.call(reviewEndpoints.getGuiaIClima, { id_proyecto })
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  remind: async (id_proyecto: number): Promise<CommandOutcome<ProjectReview>> =>
    unwrap(commandOutcomeOf(await api.call(reviewEndpoints.recordarClima, { id_proyecto }), messages.errorGeneral)),
  close: async (input: { readonly id_proyecto: number; readonly confirmar: "1" | "0" }): Promise<CommandOutcome<ProjectReview>> =>
    unwrap(commandOutcomeOf(await api.call(reviewEndpoints.cerrarProyectoClima, input), messages.errorGeneral)),
  refer: async (input: Referral): Promise<CommandOutcome<ReadonlyArray<GuideIRow>>> =>
    unwrap(commandOutcomeOf(await api.call(reviewEndpoints.canalizarGuiaI, input), messages.errorGeneral)),
})
