import { imprimirActa, imprimirAvisoRescision } from "../../../../domain/api/personal-administrative-records"
import { imprimirDevolucion, imprimirResponsiva } from "../../../../domain/api/personal-company-properties"
import { imprimirCarta, imprimirReconocimiento } from "../../../../domain/api/personal-documents"
import { api } from "../../../app/api"
import type { CallResult } from "../../../api/callResult"
import type { DownloadedFile } from "../../../api/client"
import { downloadPdf } from "./pdfDownload"

// The company documents' PDFs as the pages and the employee record's Documentos tab print them:
// by the name of the contract's endpoint (what the server's documentos-colaborador lists for each
// record), its button text, and the call with the record's key. A new kind of document adds its
// PDFs here, one entry each.

export const documentoGenerado = "Documento generado"

/** Downloads a PDF and hands it to the browser; a refusal (409: not returned yet...) is its own warning. */
export const savePdf = (download: () => Promise<CallResult<DownloadedFile>>): Promise<void> => downloadPdf(download, documentoGenerado)

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
  [imprimirCarta.name]: { label: "Carta", print: (id) => savePdf(() => api.download(imprimirCarta, { id_carta: id })) },
  [imprimirReconocimiento.name]: { label: "Diploma", print: (id) => savePdf(() => api.download(imprimirReconocimiento, { id_reconocimiento: id })) },
}
