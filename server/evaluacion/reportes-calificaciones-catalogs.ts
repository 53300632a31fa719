import { catalogNames } from "../../domain/api/catalogs"
import { gradeReportCatalogNames } from "../../domain/evaluacion/reportes-calificaciones-filtros"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { numberedNameSql } from "../records/person-name"
import { companyVisible } from "../records/queries"

// The lookups of EVA360 and EVA365: the published cycles of the caller's companies with the
// report's component (360 or Integral; Operativa or Integral), newest first, the workplace
// filters of the caller's role, readable with each report's key, and one published cycle's
// participants of the caller's centres by name, for the individual report (the caller's own
// participation left out, as the report refuses it). Fixed queries; ids are bound.

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

const participants: CatalogEntry = {
  keys: ["EVA360", "EVA365"],
  // Without a cycle there is nobody to list: the action asks for one first.
  list: () => catalogQuery((sql) => sql`SELECT id_empleado, nombre AS colaborador FROM empleados WHERE 1 = 0`),
  byColumn: {
    id_proyecto: (caller, id) =>
      catalogQuery(
        (sql) => sql`SELECT pa.id_empleado, ${sql.literal(numberedNameSql("e"))} AS colaborador
          FROM eva_participantes pa JOIN eva_proyectos p ON p.id_proyecto = pa.id_proyecto JOIN empleados e ON e.id_empleado = pa.id_empleado
          WHERE pa.id_proyecto = ${intId(id)} AND p.estado <> 'Borrador' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
            AND pa.id_centro_trabajo IN (${visibleCentres(sql, caller)})
            AND NOT EXISTS (SELECT 1 FROM usuarios u WHERE u.id_usuario = ${caller.id_usuario} AND u.id_empleado = pa.id_empleado)
          ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, pa.id_empleado`,
      ),
  },
}

const own: Readonly<Record<string, CatalogEntry>> = {
  [gradeReportCatalogNames.participantes]: participants,
  [gradeReportCatalogNames.proyectos360]: projects("EVA360", ["360", "Integral"]),
  [gradeReportCatalogNames.proyectosOperativos]: projects("EVA365", ["Operativa", "Integral"]),
}

const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

export const withGradeReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, ["EVA360", "EVA365"]), own)
