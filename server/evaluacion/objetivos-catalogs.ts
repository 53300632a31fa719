import { catalogNames } from "../../domain/api/catalogs"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Objetivos (EVA010): the list's filters (the caller's companies, centres and
// departments) readable with its key too. Their queries stay the registry's.

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

export const withObjectiveCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => grantCatalogues(base, shared, ["EVA010"])
