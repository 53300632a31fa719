import { type SugerenciaReconocimiento, aceptarSugerenciasReconocimiento, emitirCarta, sugerenciasReconocimiento } from "../../domain/personal/documents-api"
import { flagsNamedBy } from "../../domain/personal/documents-vocabulary"
import { letterTemplatesEndpoints } from "../../domain/personal/plantillas-carta"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The calls of 'Cartas laborales' beyond its record list: the month's seniority suggestions and
// accepting the ticked ones, the letter type a portal's constancia request starts with, and a
// letter's PDF issued (or reissued with a new folio), which the view hands to the browser.

export interface AcceptSuggestions {
  readonly ids: ReadonlyArray<number>
  readonly publish: boolean
}

export const employmentLetterCalls = (api: ApiPort) => ({
  suggestions: async (): Promise<Loaded<ReadonlyArray<SugerenciaReconocimiento>>> => {
    const result = await api.call(sugerenciasReconocimiento, {})
    return result.ok ? { kind: "loaded", value: result.value.result } : { kind: "failed", message: messages.errorObtener }
  },
  acceptSuggestions: async ({ ids, publish }: AcceptSuggestions): Promise<CommandOutcome<unknown>> =>
    commandOutcomeOf(await api.call(aceptarSugerenciasReconocimiento, { id_empleados: [...ids], publicar: publish ? "1" : "0" }), messages.errorGuardarRegistro),
  issue: async ({ id_carta, success }: { readonly id_carta: number; readonly success: string }): Promise<CommandOutcome<PortFile>> =>
    commandOutcomeOf(await api.download(emitirCarta, { id_carta }), messages.errorExportar, success),
  /**
   * The first active constancia laboral whose template prints no private data (the person asked
   * for a constancia, not for their pay or their NSS): its id, or "" when none (or no answer).
   */
  constanciaType: async (): Promise<Loaded<string>> => {
    const request = { clase_carta: "CL", activo: "1", orden: "id_tipo_carta", direccion: "asc" as const, pagina: 1, por_pagina: 20 as const }
    const result = await api.call(letterTemplatesEndpoints.list, request)
    const tipo = result.ok ? result.value.result.registros.find((t) => flagsNamedBy(typeof t.plantilla === "string" ? t.plantilla : "").length === 0) : undefined
    return { kind: "loaded", value: tipo === undefined ? "" : String(tipo.id_tipo_carta) }
  },
})
