import { catalogNames } from "../../domain/api/catalogs"
import { dncCatalogNames } from "../../domain/formacion/proyectos-dnc-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Proyectos DNC (FOR100): the organisation's selects a project and its needs name
// (the caller's companies and centres, their active people, puestos and departments) readable
// with its key too, and its own: every active competency named with its type, and the active
// modalidades. Every query is fixed; ids are bound.

const key = "FOR100"

const shared: ReadonlyArray<string> = [
  catalogNames.empresasDelRol,
  catalogNames.centrosDelRol,
  catalogNames.empleadosActivos,
  catalogNames.puestosDelRol,
  catalogNames.departamentosDelRol,
]

/** "Liderazgo (organizacional)": the three types share the catalogue, so the name says which. */
const competencyColumns =
  "id_competencia, n_competencia || ' (' || CASE tipo WHEN 'O' THEN 'organizacional' WHEN 'T' THEN 'técnica' ELSE 'operativa' END || ')' AS n_competencia"

const own: Readonly<Record<string, CatalogEntry>> = {
  [dncCatalogNames.competencias]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(competencyColumns)} FROM competencias WHERE activo = '1' ORDER BY n_competencia, id_competencia`),
    byColumn: {
      // A stored need's competency, active or not (its label in the form).
      id_competencia: (_, id) => catalogQuery((sql) => sql`SELECT ${sql.literal(competencyColumns)} FROM competencias WHERE id_competencia = ${intId(id)}`),
    },
  },
  [dncCatalogNames.modalidades]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_modalidad, n_modalidad FROM modalidades WHERE activo = '1' ORDER BY n_modalidad, id_modalidad`),
    byColumn: {
      id_modalidad: (_, id) => catalogQuery((sql) => sql`SELECT id_modalidad, n_modalidad FROM modalidades WHERE id_modalidad = ${String(id)}`),
    },
  },
}

/** The registry with these pages' lookups: the shared ones readable with FOR100 too, and their own. */
export const withDncCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
