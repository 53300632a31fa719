import { catalogNames } from "../../domain/api/catalogs"
import { practiceCatalogNames } from "../../domain/formacion/mejores-practicas-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Mejores prácticas (FOR320): the shared selects it reads (the active
// collaborators and the departments of the caller's centres) readable with its key too, its
// categories and the courses of the caller's centres. Every query is fixed; ids are bound.

const key = "FOR320"

const shared: ReadonlyArray<string> = [catalogNames.empleadosActivos, catalogNames.departamentosDelRol]

const own: Readonly<Record<string, CatalogEntry>> = {
  [practiceCatalogNames.categorias]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_categoria, n_categoria FROM categorias_mp WHERE activo = '1' ORDER BY n_categoria, id_categoria`),
    byColumn: {
      id_categoria: (_, id) => catalogQuery((sql) => sql`SELECT id_categoria, n_categoria FROM categorias_mp WHERE id_categoria = ${String(id)}`),
    },
  },
  [practiceCatalogNames.cursos]: {
    keys: [key],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT pf.id_proyecto, pf.n_curso FROM proyectos_formacion pf
          WHERE pf.estado <> 'Cancelado' AND pf.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY pf.f_fin DESC, pf.id_proyecto DESC`,
      ),
    byColumn: {
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT pf.id_proyecto, pf.n_curso FROM proyectos_formacion pf
            WHERE pf.id_proyecto = ${intId(id)} AND pf.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with FOR320 too, and its own. */
export const withBestPracticeCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
