import { reporteador } from "../../domain/reporteador/reporteador-api"
import type { ReportRequest } from "../../domain/reporteador/reporteador"
import type { ApiPort, PortFile } from "../records/api-port"
import type { GenerateOutcome } from "./reporteador"

// The builder's `generate` actor: asks for the workbook and hands it to `save` (the browser's
// download, which the view provides).

export const generateReport =
  (api: ApiPort, save: (file: PortFile) => void) =>
  async (request: ReportRequest): Promise<GenerateOutcome> => {
    const result = await api.download(reporteador, request)
    if (!result.ok) return { kind: "refused", message: result.message }
    save(result.value)
    return { kind: "downloaded" }
  }
