import { catalogNames } from "../../domain/api/catalogs"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Evaluaciones de objetivos (EVA200): the list's filters by the caller's centres
// and departments, readable with its key too. Their queries stay the registry's.

const shared: ReadonlyArray<string> = [catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

export const withObjectiveEvaluationCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  grantCatalogues(base, shared, ["EVA200"])
