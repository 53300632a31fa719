import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Contratos por vencer (CON230) read the caller's companies, centres and
// departments and the contract types: readable with its key too.

const key = "CON230"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol, contractCatalogNames.tiposContratoActivos]

export const withExpiringContractCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => grantCatalogues(base, read, [key])
