import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Contratos por vencer (CON230) read the caller's companies, centres and
// departments and the contract types: readable with its key too.

const key = "CON230"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol, contractCatalogNames.tiposContratoActivos]

export const withExpiringContractCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...base }
  for (const name of read) {
    const entry = out[name]
    if (entry !== undefined) out[name] = { ...entry, keys: [...new Set([...entry.keys, key])] }
  }
  return out
}
