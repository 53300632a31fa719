import { catalogNames } from "../../domain/api/catalogs"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Reporte de cumplimiento (CON250) read the caller's companies and centres:
// readable with its key too.

const key = "CON250"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol]

export const withComplianceReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const name of read) {
    const entry = out[name]
    if (entry !== undefined) out[name] = { ...entry, keys: [...new Set([...entry.keys, key])] }
  }
  return out
}
