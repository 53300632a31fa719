import { messages } from "../../domain/messages"
import type { CallResult } from "../api/callResult"
import type { DownloadedFile } from "../api/client"
import { saveFile } from "../api/saveFile"
import { outcomeOf, showToast, toastOf } from "./outcomes"

/** Downloads a table's workbook and hands it to the browser (SPEC 7.2, 8). */
export const exportFile = async (download: () => Promise<CallResult<DownloadedFile>>): Promise<void> => {
  const outcome = outcomeOf(await download())
  if (outcome.kind === "done") saveFile(outcome.value)
  showToast(toastOf(outcome, messages.errorExportar, messages.datosExportados))
}
