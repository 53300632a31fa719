import { catalogNames } from "../../domain/api/catalogs"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Reporte de seguimiento (SEL400) read the caller's companies and centres: readable with its key too.

const read: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol]

export const withFollowUpReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => grantCatalogues(base, read, ["SEL400"])
