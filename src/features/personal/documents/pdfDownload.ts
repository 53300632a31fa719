import { messages } from "../../../../domain/messages"
import type { CallResult } from "../../../api/callResult"
import type { DownloadedFile } from "../../../api/client"
import { saveFile } from "../../../api/saveFile"
import { outcomeOf, showToast, toastOf } from "../../../records/outcomes"

// A document's PDF downloaded from the server and handed to the browser under the server's name
// (the folio in it); a refusal shows the server's message, no answer the spec's error text.

export const downloadPdf = async (download: () => Promise<CallResult<DownloadedFile>>, success: string, onDone?: () => void): Promise<void> => {
  const outcome = outcomeOf(await download())
  if (outcome.kind === "done") saveFile(outcome.value)
  showToast(toastOf(outcome, messages.errorExportar, success))
  if (outcome.kind === "done") onDone?.()
}
