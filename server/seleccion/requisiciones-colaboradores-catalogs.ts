import { catalogNames } from "../../domain/api/catalogs"
import { contractCatalogNames } from "../../domain/contratos/gestion-contratos-lookups"
import { employeeCatalogNames } from "../../domain/personal/employee-lookups"
import { requisitionCatalogNames } from "../../domain/seleccion/requisiciones-colaboradores-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Requisiciones de colaboradores (SEL100): the shared selects it reads (the
// caller's companies, centres, departments and puestos, a department's free positions, the
// active collaborators, the active contract types) readable with its key too, and SEL050's
// active requisition reasons with their kind. Every query is fixed; ids are bound.

const key = "SEL100"

const shared: ReadonlyArray<string> = [
  catalogNames.empresasDelRol,
  catalogNames.centrosDelRol,
  catalogNames.departamentosDelRol,
  catalogNames.puestosDelRol,
  catalogNames.empleadosActivos,
  employeeCatalogNames.posicionesLibres,
  contractCatalogNames.tiposContratoActivos,
]

const own: Readonly<Record<string, CatalogEntry>> = {
  [requisitionCatalogNames.motivosRequisicion]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_motivo, n_motivo, clave FROM sel_motivos_requisicion WHERE activo = '1' ORDER BY n_motivo, id_motivo`),
    byColumn: {
      // A stored requisition's reason, active or not (its label in the form).
      id_motivo: (_, id) => catalogQuery((sql) => sql`SELECT id_motivo, n_motivo, clave FROM sel_motivos_requisicion WHERE id_motivo = ${intId(id)}`),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with SEL100 too, and its own. */
export const withRequisitionCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
