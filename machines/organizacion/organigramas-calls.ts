import { fromPromise } from "xstate"
import {
  type OrganigramaExportRequest,
  exportarOrganigrama,
  getArbolPosicionesFull,
  getOrgPosicion,
  organigramaPdf,
} from "../../domain/organizacion/organigramas-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, commandOutcomeOf } from "../records/command"
import { isFault, reasonOf } from "./call-outcomes"
import type { ChartFilter } from "./organigramas"

// The calls of Organigramas: the chart of a company or a centre on a date (the machine's
// `loadChart`), and its per-chief PDF and flat Excel, which the view hands to the browser.

/** The chart machine's actor, made with the app's API client. A fault rejects: the machine's general message. */
export const orgChartActors = (api: ApiPort) => ({
  loadChart: fromPromise(async ({ input }: { input: ChartFilter }) => {
    const common = {
      fecha: input.fecha,
      ...(input.id_depto === null ? {} : { id_depto: input.id_depto }),
    }
    const result =
      input.id_centro_trabajo !== null
        ? await api.call(getArbolPosicionesFull, {
            ...common,
            id_centro_trabajo: input.id_centro_trabajo,
            ...(input.id_puesto === null ? {} : { id_puesto: input.id_puesto }),
          })
        : await api.call(getOrgPosicion, { ...common, id_empresa: input.id_empresa ?? 0 })
    if (result.ok) {
      // The company-wide call takes no puesto: the same filter applies here.
      const nodes = result.value.result
      const value = input.id_centro_trabajo === null && input.id_puesto !== null ? nodes.filter((n) => n.id_puesto === input.id_puesto) : nodes
      return { kind: "loaded" as const, value }
    }
    if (isFault(result)) throw new Error(result.message)
    return { kind: "failed" as const, message: reasonOf(result) }
  }),
})

/** What an export is of: the chart's filter, and whether vacant seats are left out. */
export interface ChartExport {
  readonly filter: ChartFilter
  readonly hideVacant: boolean
}

const exportRequest = ({ filter, hideVacant }: ChartExport): OrganigramaExportRequest => ({
  fecha: filter.fecha,
  ...(filter.id_empresa === null ? {} : { id_empresa: filter.id_empresa }),
  ...(filter.id_centro_trabajo === null ? {} : { id_centro_trabajo: filter.id_centro_trabajo }),
  ...(filter.id_depto === null ? {} : { id_depto: filter.id_depto }),
  ...(filter.id_puesto === null ? {} : { id_puesto: filter.id_puesto }),
  vacantes: hideVacant ? "0" : "1",
})

export const orgChartExports = (api: ApiPort) => ({
  pdf: async (input: ChartExport): Promise<CommandOutcome<PortFile>> =>
    commandOutcomeOf(await api.download(organigramaPdf, exportRequest(input)), messages.errorExportar, messages.datosExportados),
  excel: async (input: ChartExport): Promise<CommandOutcome<PortFile>> =>
    commandOutcomeOf(await api.download(exportarOrganigrama, exportRequest(input)), messages.errorExportar, messages.datosExportados),
})
