import { type IndividualGradesKey, individualGradesEndpoints } from "../../domain/evaluacion/reporte-individual-calificaciones-api"
import { gradeReportCatalogNames } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { type CommandOutcome, refusalOf } from "../records/command"
import type { Loaded } from "../records/loaded-resource"
import { type LookupItem, readLookup } from "../records/lookup-calls"

// The calls of "Reporte individual" beside EVA360 and EVA365: a cycle's participants of the
// caller's centres (an allowlisted lookup), and one person's PDF.

export const individualGradesCalls = (api: ApiPort) => ({
  people: ({ id_proyecto }: { readonly id_proyecto: number }): Promise<Loaded<ReadonlyArray<LookupItem>>> =>
    readLookup(api)({ tabla: gradeReportCatalogNames.participantes, idColumn: "id_empleado", labelColumn: "colaborador", column: "id_proyecto", value: String(id_proyecto) }),
  download: async (key: IndividualGradesKey): Promise<CommandOutcome<PortFile>> => {
    const result = await api.download(individualGradesEndpoints.printReporteIndividualCalificaciones, key)
    return result.ok ? { kind: "done", value: result.value } : refusalOf(result, messages.errorGeneral)
  },
})
