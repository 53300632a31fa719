import { plantillaImportacion } from "../../domain/personal/gestion-personal-import-api"
import type { ApiPort, PortFile } from "../records/api-port"
import type { TemplateOutcome } from "./gestion-personal-import"

// The import dialog's "Descargar plantilla": the workbook is handed to `save` (the browser's
// download, which the view provides); a refusal is said in the dialog machine's toast.

export const importTemplate =
  (api: ApiPort, save: (file: PortFile) => void) =>
  async (): Promise<TemplateOutcome> => {
    const result = await api.download(plantillaImportacion, {})
    if (!result.ok) return { kind: "failed", message: result.message }
    save(result.value)
    return { kind: "saved" }
  }
