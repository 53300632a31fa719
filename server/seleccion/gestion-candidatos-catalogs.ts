import type { CatalogRow } from "../../domain/api/catalogs"
import { catalogNames } from "../../domain/api/catalogs"
import { candidateRecordCatalogNames } from "../../domain/seleccion/gestion-candidatos-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Gestión de candidatos (SEL200): the candidate's shared selects (companies and
// puestos of the caller's role, escolaridades) readable with its key too, and the active SEL050
// sources. Every query is fixed; ids are bound.

const key = "SEL200"

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.puestosDelRol, catalogNames.escolaridades]

const own: Readonly<Record<string, CatalogEntry>> = {
  [candidateRecordCatalogNames.fuentes]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql<CatalogRow>`SELECT id_fuente, n_fuente FROM sel_fuentes WHERE activo = '1' ORDER BY n_fuente, id_fuente`),
    // A stored candidate's source, active or not: its label in the form.
    byColumn: { id_fuente: (_, id) => catalogQuery((sql) => sql<CatalogRow>`SELECT id_fuente, n_fuente FROM sel_fuentes WHERE id_fuente = ${intId(id)}`) },
  },
}

/** The registry with this page's lookups: the shared ones readable with SEL200 too, and its own. */
export const withCandidateRecordCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
