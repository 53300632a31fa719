import { type CatalogRow, getCatalogo, mainConnection } from "../../domain/api/catalogs"
import { messages } from "../../domain/messages"
import { confirmarPreAltaSeleccion } from "../../domain/seleccion/pre-alta-candidatos-api"
import { offerPreHireCatalogNames } from "../../domain/seleccion/pre-alta-candidatos-lookups"
import type { ApiPort } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf, isNoAnswer } from "../records/command"

// The calls of Pre-alta de candidatos in Selección (SEL370): the accepted offers a new pre-alta
// may take (with the candidate's data and the offer's terms they fill in), and "Confirmar alta".

export const offerPreHireCalls = (api: ApiPort) => ({
  offers: async (): Promise<ReadonlyArray<CatalogRow> | null> => {
    const result = await api.call(getCatalogo, { tabla: offerPreHireCatalogNames.ofertasAceptadas, conexion: mainConnection })
    return result.ok ? result.value.result : null
  },
  /** Done once confirmed; a refusal the server explained is inline, with what it misses; no answer is the spec's error. */
  confirmHire: async (id_pre_alta: number): Promise<CommandOutcome<null>> => {
    const result = await api.call(confirmarPreAltaSeleccion, { id_pre_alta })
    if (!result.ok && !isNoAnswer(result)) return { kind: "failed", message: result.message, inline: { detalles: result.detalles } }
    const outcome = commandOutcomeOf(result, messages.errorGuardarInformacion)
    return outcome.kind === "done" ? { ...outcome, value: null } : outcome
  },
})
