import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Reporte de contratos (CON240) read the caller's companies and centres and the
// contract types: readable with its key too.

const key = "CON240"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, contractCatalogNames.tiposContratoActivos]

export const withContractReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => grantCatalogues(base, read, [key])
