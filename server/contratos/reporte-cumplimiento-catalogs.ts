import { catalogNames } from "../../domain/api/catalogs"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Reporte de cumplimiento (CON250) read the caller's companies and centres:
// readable with its key too.

const key = "CON250"
const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol]

export const withComplianceReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => grantCatalogues(base, read, [key])
