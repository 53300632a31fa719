import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { catalogNames } from "../../domain/api/catalogs"
import { gradesCatalogNames } from "../../domain/formacion/reporte-calificaciones-api"
import { budgetCatalogNames } from "../../domain/formacion/revision-presupuesto-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { Principal } from "../auth/principal"
import type { CatalogEntry } from "../catalogs/registry"

// The filters of Formación's reports (FOR400–FOR600): the caller's companies, centres and
// departments and the DNC projects of their companies, readable with each report's key; and
// FOR600's courses, those given in the caller's centres, newest first. Every query is fixed; ids
// are bound.

const keys = ["FOR400", "FOR450", "FOR500", "FOR550", "FOR600"]
const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol, budgetCatalogNames.proyectosDnc]

/** The courses given in the caller's centres that `where` keeps, newest first. */
const courses = (caller: Principal, where: (sql: SqlClient.SqlClient) => Fragment) =>
  catalogQuery(
    (sql) => sql`SELECT c.id_proyecto, c.id_empresa, c.n_curso || ' (' || c.f_inicio || ')' AS n_curso FROM proyectos_formacion c
      WHERE ${where(sql)} AND c.id_centro_trabajo IN (${visibleCentres(sql, caller)}) ORDER BY c.f_inicio DESC, c.id_proyecto DESC`,
  )

const own: Readonly<Record<string, CatalogEntry>> = {
  [gradesCatalogNames.cursos]: {
    keys: ["FOR600"],
    list: (caller) => courses(caller, (sql) => sql`c.estado <> 'Cancelado'`),
    byColumn: {
      // The page's list of one company's courses (the filter's parent).
      id_empresa: (caller, id) => courses(caller, (sql) => sql`c.id_empresa = ${intId(id)} AND c.estado <> 'Cancelado'`),
      id_proyecto: (caller, id) => courses(caller, (sql) => sql`c.id_proyecto = ${intId(id)}`),
    },
  },
}

/** The registry with the reports' lookups: the shared ones readable with their keys too, and the courses. */
export const withTrainingReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, keys), own)
