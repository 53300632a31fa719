import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Reporte de contratos (CON240) read the caller's companies and centres and the
// contract types: readable with its key too.

const key = "CON240"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, contractCatalogNames.tiposContratoActivos]

export const withContractReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const name of read) {
    const entry = out[name]
    if (entry !== undefined) out[name] = { ...entry, keys: [...new Set([...entry.keys, key])] }
  }
  return out
}
