import { messages } from "../../domain/messages"
import type { CallResult } from "../api/callResult"
import type { DownloadedFile } from "../api/client"
import { saveFile } from "../api/saveFile"
import { toastQueue } from "../ui/toastQueue"

/** Downloads a table's workbook and hands it to the browser (SPEC 7.2, 8). */
export const exportFile = async (download: () => Promise<CallResult<DownloadedFile>>): Promise<void> => {
  const result = await download()
  if (result.ok) {
    saveFile(result.value)
    toastQueue.add({ tone: "success", title: messages.datosExportados })
  } else if (result.status !== null && result.status < 500 && result.message !== messages.errorGeneral) {
    toastQueue.add({ tone: "warning", title: result.message })
  } else {
    toastQueue.add({ tone: "error", title: messages.errorExportar })
  }
}
