import {
  type CalibrateObjectiveEvaluation,
  type ObjectiveEvaluationFilters,
  type ObjectiveEvaluationProject,
  type ObjectiveEvaluationRow,
  type ObjectiveEvaluationSheet,
  type SaveObjectiveEvaluation,
  type SheetKey,
  objectiveEvaluationEndpoints,
} from "../../domain/evaluacion/evaluaciones-objetivos-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import { type Loaded, loadedResult } from "../records/loaded-resource"

// The calls of Evaluaciones de objetivos (EVA200): the cycles, the list, one sheet, its capture,
// calibration and signature, and the individual report's PDF.

const sheetOutcome = (outcome: CommandOutcome<{ readonly result: ObjectiveEvaluationSheet }>): CommandOutcome<ObjectiveEvaluationSheet> =>
  outcome.kind === "done" ? { ...outcome, value: outcome.value.result } : outcome

export const objectiveEvaluationCalls = (api: ApiPort) => ({
  projects: async (): Promise<Loaded<ReadonlyArray<ObjectiveEvaluationProject>>> => loadedResult(await api.call(objectiveEvaluationEndpoints.getProyectosEvaluacionesObjetivos, {})),
  list: async (filters: ObjectiveEvaluationFilters): Promise<Loaded<ReadonlyArray<ObjectiveEvaluationRow>>> => {
    const result = await api.call(objectiveEvaluationEndpoints.getEvaluacionesObjetivos, filters)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  sheet: async (key: SheetKey): Promise<Loaded<ObjectiveEvaluationSheet>> => {
    const result = await api.call(objectiveEvaluationEndpoints.getEvaluacionObjetivos, key)
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: refusalOf(result, messages.errorObtener).message }
  },
  save: async (body: SaveObjectiveEvaluation): Promise<CommandOutcome<ObjectiveEvaluationSheet>> =>
    sheetOutcome(commandOutcomeOf(await api.call(objectiveEvaluationEndpoints.guardarEvaluacionObjetivos, body), messages.errorGeneral)),
  calibrate: async (body: CalibrateObjectiveEvaluation): Promise<CommandOutcome<ObjectiveEvaluationSheet>> =>
    sheetOutcome(commandOutcomeOf(await api.call(objectiveEvaluationEndpoints.calibrarEvaluacionObjetivos, body), messages.errorGeneral)),
  sign: async (key: SheetKey): Promise<CommandOutcome<ObjectiveEvaluationSheet>> =>
    sheetOutcome(commandOutcomeOf(await api.call(objectiveEvaluationEndpoints.firmarEvaluacionObjetivos, key), messages.errorGeneral)),
  print: async (key: SheetKey): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(objectiveEvaluationEndpoints.printReporteIndividual, key)
    return result.ok ? { kind: "done", value: result.value } : refusalOf(result, messages.errorGeneral)
  },
})
