import { catalogNames } from "../../domain/api/catalogs"
import { gradesCatalogNames } from "../../domain/formacion/reporte-calificaciones-api"
import { budgetCatalogNames } from "../../domain/formacion/revision-presupuesto-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Formación's reports (FOR400–FOR600): the caller's companies, centres and
// departments and the DNC projects of their companies, readable with each report's key; and
// FOR600's courses, those given in the caller's centres, newest first. Every query is fixed; ids
// are bound.

const keys = ["FOR400", "FOR450", "FOR500", "FOR550", "FOR600"]
const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol, budgetCatalogNames.proyectosDnc]

const courseColumns = "c.id_proyecto, c.id_empresa, c.n_curso || ' (' || c.f_inicio || ')' AS n_curso"

const own: Readonly<Record<string, CatalogEntry>> = {
  [gradesCatalogNames.cursos]: {
    keys: ["FOR600"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(courseColumns)} FROM proyectos_formacion c
          WHERE c.estado <> 'Cancelado' AND c.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY c.f_inicio DESC, c.id_proyecto DESC`,
      ),
    byColumn: {
      // The page's list of one company's courses (the filter's parent).
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(courseColumns)} FROM proyectos_formacion c
            WHERE c.id_empresa = ${intId(id)} AND c.estado <> 'Cancelado' AND c.id_centro_trabajo IN (${visibleCentres(sql, caller)})
            ORDER BY c.f_inicio DESC, c.id_proyecto DESC`,
        ),
      id_proyecto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(courseColumns)} FROM proyectos_formacion c
            WHERE c.id_proyecto = ${intId(id)} AND c.id_centro_trabajo IN (${visibleCentres(sql, caller)})`,
        ),
    },
  },
}

/** The registry with the reports' lookups: the shared ones readable with their keys too, and the courses. */
export const withTrainingReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, keys), own)
