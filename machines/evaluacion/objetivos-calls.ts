import type { ObjectivesFilter, SaveObjectives, SheetKey } from "../../domain/evaluacion/objetivos"
import { type ObjectiveListRow, type ObjectiveProject, type ObjectiveSheet, objectiveEndpoints } from "../../domain/evaluacion/objetivos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile, PortResult } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { exportOf } from "../records/export-calls"
import type { Loaded } from "../records/loaded-resource"

// The calls of Objetivos (EVA010): the cycles with objectives, the list by its filters, one
// person's sheet, and its actions (save, send, approve or return, copy from the previous cycle),
// and the list's Excel. A refusal of a save keeps the server's problems for the form to say
// under each field (`inline`), with no toast.

const E = objectiveEndpoints

const loaded = async <A>(result: Promise<PortResult<{ readonly result: A }>>): Promise<Loaded<A>> => {
  const r = await result
  return r.ok ? { kind: "loaded", value: r.value.result } : { kind: "failed", message: refusalOf(r, messages.errorObtener).message }
}

const unwrap = <A>(outcome: CommandOutcome<{ readonly result: A }>): CommandOutcome<A> => (outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome)

/** A 400 with the problems of its fields is said by the form itself (no toast); anything else as any command. */
const inline = <A>(result: PortResult<{ readonly result: A }>): CommandOutcome<A> =>
  result.ok || result.status !== 400
    ? unwrap(commandOutcomeOf(result, messages.errorGeneral))
    : { kind: "failed", message: result.message, tone: "warning", inline: { detalles: result.detalles, ...(result.problemas === undefined ? {} : { problemas: result.problemas }) } }

/** The approval as the dialog sends it. */
export interface Approval extends SheetKey {
  readonly resultado: "Aprobado" | "Devuelto"
  readonly comentario: string
}

export const objectiveCalls = (api: ApiPort) => ({
  projects: (): Promise<Loaded<ReadonlyArray<ObjectiveProject>>> => loaded(api.call(E.getProyectosObjetivos, {})),
  list: (filter: ObjectivesFilter): Promise<Loaded<ReadonlyArray<ObjectiveListRow>>> => loaded(api.call(E.getObjetivos, filter)),
  sheet: (key: SheetKey): Promise<Loaded<ObjectiveSheet>> => loaded(api.call(E.getHojaObjetivos, key)),
  save: async (request: SaveObjectives): Promise<CommandOutcome<ObjectiveSheet>> => inline(await api.call(E.guardarObjetivos, request)),
  send: async (key: SheetKey): Promise<CommandOutcome<ObjectiveSheet>> => unwrap(commandOutcomeOf(await api.call(E.enviarObjetivos, key), messages.errorGeneral)),
  approve: async (input: Approval): Promise<CommandOutcome<ObjectiveSheet>> => inline(await api.call(E.aprobarObjetivos, input)),
  copy: async (key: SheetKey): Promise<CommandOutcome<ObjectiveSheet>> => unwrap(commandOutcomeOf(await api.call(E.copiarObjetivosCicloAnterior, key), messages.errorGeneral)),
  exportList: (filter: ObjectivesFilter): Promise<CommandOutcome<PortFile>> => exportOf(api)(E.exportObjetivos, filter),
})
