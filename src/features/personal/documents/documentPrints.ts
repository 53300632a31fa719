import { imprimirActa, imprimirAvisoRescision } from "../../../../domain/api/personal-administrative-records"
import { imprimirDevolucion, imprimirResponsiva } from "../../../../domain/api/personal-company-properties"
import { messages } from "../../../../domain/messages"
import { api } from "../../../app/api"
import type { CallResult } from "../../../api/callResult"
import type { DownloadedFile } from "../../../api/client"
import { saveFile } from "../../../api/saveFile"
import { outcomeOf, showToast, toastOf } from "../../../records/outcomes"

// The company documents' PDFs as the pages and the employee record's Documentos tab print them:
// by the name of the contract's endpoint (what the server's documentos-colaborador lists for each
// record), its button text, and the call with the record's key. A new kind of document adds its
// PDFs here, one entry each.

export const documentoGenerado = "Documento generado"

/** Downloads a PDF and hands it to the browser; a refusal (409: not returned yet...) is its own warning. */
export const savePdf = async (download: () => Promise<CallResult<DownloadedFile>>): Promise<void> => {
  const outcome = outcomeOf(await download())
  if (outcome.kind === "done") saveFile(outcome.value)
  showToast(toastOf(outcome, messages.errorObtener, documentoGenerado))
}

export interface DocumentPrint {
  /** What the button says, before the record's folio ("Imprimir carta responsiva CR-1-2026-00003"). */
  readonly label: string
  readonly print: (id: number) => Promise<void>
}

export const documentPrints: Readonly<Record<string, DocumentPrint>> = {
  [imprimirResponsiva.name]: { label: "Carta responsiva", print: (id) => savePdf(() => api.download(imprimirResponsiva, { id_responsiva: id })) },
  [imprimirDevolucion.name]: { label: "Constancia de devolución", print: (id) => savePdf(() => api.download(imprimirDevolucion, { id_responsiva: id })) },
  [imprimirActa.name]: { label: "Acta administrativa", print: (id) => savePdf(() => api.download(imprimirActa, { id_acta: id })) },
  [imprimirAvisoRescision.name]: { label: "Aviso de rescisión", print: (id) => savePdf(() => api.download(imprimirAvisoRescision, { id_acta: id })) },
}
