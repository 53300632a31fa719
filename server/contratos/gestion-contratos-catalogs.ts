import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import { addCatalogues, catalogQuery, grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Gestión de contratos (CON210): the shared selects it reads (the caller's
// companies, centres and puestos, the active employees of their centres) readable with its key
// too, and the active types of the CON100 catalogue. Every query is fixed; ids are bound.

const key = "CON210"

const shared: ReadonlyArray<string> = [catalogNames.empleadosActivos, catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.puestosDelRol]

const own: Readonly<Record<string, CatalogEntry>> = {
  [contractCatalogNames.tiposContratoActivos]: {
    keys: [key],
    list: () =>
      catalogQuery((sql) => sql`SELECT id_tipo_contrato, n_tipo_contrato, c_tipo_contrato FROM catalogo_contratos WHERE activo = '1' ORDER BY n_tipo_contrato, id_tipo_contrato`),
    byColumn: {
      // The stored contract's type, active or not (its label in the form).
      id_tipo_contrato: (_, id) =>
        catalogQuery((sql) => sql`SELECT id_tipo_contrato, n_tipo_contrato, c_tipo_contrato FROM catalogo_contratos WHERE id_tipo_contrato = ${String(id)}`),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with its key, and its own. */
export const withContractCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
