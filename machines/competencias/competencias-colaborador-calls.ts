import { competencyAssessmentsEndpoints } from "../../domain/competencias/assessments"
import { type CompetenciasColaborador, competenciasColaboradorEndpoints } from "../../domain/competencias/competencias-colaborador-api"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import type { LookupItem } from "../records/lookup-calls"

// The calls of Competencias por colaborador (COM300): the people to pick, a person's figures, one
// competency's history, a new assessment and a gap sent to training needs.

/** One assessment of a competency's history. */
export interface AssessmentEntry {
  readonly id_evaluacion: number
  readonly f_evaluacion: string
  readonly n_nivel: string
  readonly valor: number
  readonly evaluador: string | null
  readonly origen: string
  readonly evidencia: string | null
}

export interface HistoryKey {
  readonly idEmpleado: number
  readonly idCompetencia: number | string
}

export type NewAssessment = {
  readonly id_empleado: number
  readonly id_competencia: number
  readonly id_nivel_evaluado: number
  readonly f_evaluacion: string
  readonly id_evaluador: number | null
  readonly evidencia: string | null
}

export interface TrainingNeed {
  readonly id_empleado: number
  readonly id_competencia: number
  readonly comentario: string | null
}

export const personCompetencyCalls = (api: ApiPort) => ({
  /** Up to 20 active people of the caller's centres whose number or name holds the term. */
  people: async (term: string): Promise<Loaded<ReadonlyArray<LookupItem>>> => {
    const r = await api.call(competenciasColaboradorEndpoints.colaboradoresCompetencias, term === "" ? {} : { buscar: term })
    return r.ok ? { kind: "loaded", value: r.value.result } : { kind: "failed", message: r.message }
  },
  /** The person's competencies with their figures; a refusal is the server's words. */
  figures: async (id: number): Promise<Loaded<CompetenciasColaborador>> => {
    const r = await api.call(competenciasColaboradorEndpoints.getCompetenciasColaborador, { id_empleado: id })
    return r.ok ? { kind: "loaded", value: r.value.result } : { kind: "failed", message: refusalOf(r, messages.errorObtener).message }
  },
  /** Every assessment of one competency of the person, the latest first. */
  history: async (key: HistoryKey): Promise<Loaded<ReadonlyArray<AssessmentEntry>>> => {
    const r = await api.call(competencyAssessmentsEndpoints.list, {
      id_empleado: String(key.idEmpleado),
      id_competencia: String(key.idCompetencia),
      orden: "f_evaluacion",
      direccion: "desc",
      por_pagina: 100,
    })
    return r.ok ? { kind: "loaded", value: r.value.result.registros as unknown as ReadonlyArray<AssessmentEntry> } : { kind: "failed", message: messages.errorObtener }
  },
  assess: async (input: NewAssessment): Promise<CommandOutcome<unknown>> =>
    commandOutcomeOf(await api.call(competencyAssessmentsEndpoints.create, input), messages.errorGuardarRegistro),
  sendTrainingNeed: async (input: TrainingNeed): Promise<CommandOutcome<unknown>> =>
    commandOutcomeOf(await api.call(competenciasColaboradorEndpoints.enviarNecesidadCapacitacion, input), messages.errorGuardarInformacion),
})
