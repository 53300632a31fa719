import { catalogNames } from "../../domain/api/catalogs"
import { gradeReportCatalogNames } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { companyVisible } from "../records/queries"

// The lookups of EVA360 and EVA365: the published cycles of the caller's companies with the
// report's component (360 or Integral; Operativa or Integral), newest first, and the workplace
// filters of the caller's role, readable with each report's key. Fixed queries; ids are bound.

const projects = (key: string, kinds: ReadonlyArray<string>): CatalogEntry => ({
  keys: [key],
  list: (caller) =>
    catalogQuery(
      (sql) => sql`SELECT p.id_proyecto, p.n_proyecto || ' (' || p.f_inicio || ')' AS n_proyecto FROM eva_proyectos p
        WHERE p.estado <> 'Borrador' AND ${sql.in("p.tipo", [...kinds])} AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
        ORDER BY p.f_inicio DESC, p.id_proyecto DESC`,
    ),
  byColumn: {
    id_proyecto: (caller, id) =>
      catalogQuery(
        (sql) => sql`SELECT p.id_proyecto, p.n_proyecto || ' (' || p.f_inicio || ')' AS n_proyecto FROM eva_proyectos p
          WHERE p.id_proyecto = ${intId(id)} AND ${sql.in("p.tipo", [...kinds])} AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}`,
      ),
  },
})

const own: Readonly<Record<string, CatalogEntry>> = {
  [gradeReportCatalogNames.proyectos360]: projects("EVA360", ["360", "Integral"]),
  [gradeReportCatalogNames.proyectosOperativos]: projects("EVA365", ["Operativa", "Integral"]),
}

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

export const withGradeReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, ["EVA360", "EVA365"]), own)
