import { importarColaboradores, plantillaImportacion } from "../../domain/personal/gestion-personal-import-api"
import { messages } from "../../domain/messages"
import type { ApiPort, PortFile } from "../records/api-port"
import { isNoAnswer } from "../records/command"
import type { ImportOutcome, SendRequest, TemplateOutcome } from "./gestion-personal-import"

// The import dialog's calls. "Descargar plantilla": the workbook is handed to `save` (the browser's
// download, which the view provides); a refusal is said in the dialog machine's toast. The file
// is sent with its upload's progress reported to the machine ('validar' '1' only checks it); an
// answer the server did not explain is the general error.

export const sendImport =
  (api: ApiPort) =>
  async ({ file, validar, report }: SendRequest): Promise<ImportOutcome> => {
    const result = await api.upload(importarColaboradores, validar ? { file, validar: "1" } : { file }, report)
    if (result.ok) return { ok: true, message: result.value.message, result: result.value.result }
    return { ok: false, message: isNoAnswer(result) ? messages.errorGeneral : result.message }
  }

export const importTemplate =
  (api: ApiPort, save: (file: PortFile) => void) =>
  async (): Promise<TemplateOutcome> => {
    const result = await api.download(plantillaImportacion, {})
    if (!result.ok) return { kind: "failed", message: result.message }
    save(result.value)
    return { kind: "saved" }
  }
