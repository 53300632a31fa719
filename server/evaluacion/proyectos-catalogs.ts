import { catalogNames } from "../../domain/api/catalogs"
import { grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Proyectos de evaluación (EVA150): the organisation's selects a project's
// population names (the caller's companies, centres, departments and puestos) readable with its
// key too. Their queries stay the registry's.

const key = "EVA150"

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol, catalogNames.puestosDelRol, catalogNames.empleadosActivos]

export const withEvaluationProjectCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  grantCatalogues(base, shared, [key])
