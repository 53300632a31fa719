import { reporteador } from "../../../domain/api/report"
import type { ReportRequest } from "../../../domain/report"
import type { GenerateOutcome } from "../../../machines/reportBuilder"
import { saveFile } from "../../api/saveFile"
import { api } from "../../app/api"

/** The builder's `generate` actor: asks for the workbook and hands it to the browser. */
export const generateReport = async (request: ReportRequest): Promise<GenerateOutcome> => {
  const result = await api.download(reporteador, request)
  if (!result.ok) return { kind: "refused", message: result.message }
  saveFile(result.value)
  return { kind: "downloaded" }
}
