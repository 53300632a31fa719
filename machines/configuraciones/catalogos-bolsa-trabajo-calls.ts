import { exportarCatalogoBolsa, getBolsaConecta } from "../../domain/configuraciones/catalogos-bolsa-trabajo-api"
import { jobBoardTexts } from "../../domain/configuraciones/catalogos-bolsa-trabajo"
import { messages } from "../../domain/messages"
import type { ApiPort } from "../records/api-port"
import type { CommandOutcome } from "../records/command"
import type { Loaded } from "../records/loaded-resource"

// The calls of 'Catálogos bolsa de trabajo': whether the export is on (bolsa_conecta '1'), and
// exporting the chosen catalogue. A refusal the server explains (the export is off) is a warning.

export const readJobBoardConnection =
  (api: ApiPort) =>
  async (): Promise<Loaded<boolean>> => {
    const result = await api.call(getBolsaConecta, {})
    if (result.ok) return { kind: "loaded", value: result.value.result[0]?.bolsa_conecta === "1" }
    return { kind: "failed", message: result.status === null ? messages.errorGeneral : messages.errorObtener }
  }

export const exportJobBoardCatalog =
  (api: ApiPort) =>
  async (table: string): Promise<CommandOutcome<number>> => {
    const result = await api.call(exportarCatalogoBolsa, { table })
    if (result.ok) {
      const exported = result.value.result.exportados
      return { kind: "done", value: exported, message: messages.datosExportados, detail: jobBoardTexts.exportados(exported) }
    }
    if (result.status !== null && result.status < 500 && result.message !== "") return { kind: "failed", message: result.message, tone: "warning" }
    return { kind: "failed", message: messages.errorExportar }
  }
