import { catalogNames } from "../../domain/api/catalogs"
import { climateReportCatalogNames } from "../../domain/clima-laboral/reporte-calificaciones-api"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of CLI230: the closed projects of the caller's centres (those whose results can be
// read), newest first, and the departments of the caller's role it filters by. Fixed queries; ids
// are bound.

const key = "CLI230"
// CLI240 picks the project of an action among the same closed projects; CLI260 reads them too.
const keys = [key, "CLI240", "CLI260"]

const own: Readonly<Record<string, CatalogEntry>> = {
  [climateReportCatalogNames.proyectos]: {
    keys,
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT p.id_proyecto, p.n_proyecto || ' (' || p.f_inicio || ')' AS n_proyecto FROM proyectos_clima p
          WHERE p.estado IN ('Cerrado', 'Resultados publicados') AND p.id_centro_trabajo IN (${visibleCentres(sql, caller)})
          ORDER BY p.f_inicio DESC, p.id_proyecto DESC`,
      ),
    byColumn: {
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT p.id_proyecto, p.n_proyecto || ' (' || p.f_inicio || ')' AS n_proyecto FROM proyectos_clima p
            WHERE p.id_proyecto = ${intId(id)} AND p.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

export const withClimateReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(grantCatalogues(base, [catalogNames.departamentosDelRol], [key]), [catalogNames.empleadosActivos], ["CLI240"]), own)
