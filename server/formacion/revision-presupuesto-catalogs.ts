import { catalogNames } from "../../domain/api/catalogs"
import { budgetCatalogNames } from "../../domain/formacion/revision-presupuesto-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { companyVisible } from "../records/queries"

// The lookups of Revisión de presupuesto (FOR150): the shared selects its lines and responsible
// read (the departments of the caller's centres, the active collaborators of their centres)
// readable with its key too, the DNC projects of the caller's companies and the active
// conceptos de gasto. Every query is fixed; ids are bound.

const key = "FOR150"

const shared: ReadonlyArray<string> = [catalogNames.departamentosDelRol, catalogNames.empleadosActivos]

/** A DNC project as a lookup names it ("2026 · Plan anual"), `d` being proyectos_dnc. */
export const projectColumns = "d.id_proyecto_dnc, d.id_empresa, d.anio || ' · ' || d.n_proyecto AS n_proyecto"

const own: Readonly<Record<string, CatalogEntry>> = {
  [budgetCatalogNames.proyectosDnc]: {
    // A course (FOR160) names the DNC project it delivers too.
    keys: [key, "FOR160"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
          WHERE ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)} ORDER BY d.anio DESC, d.n_proyecto, d.id_proyecto_dnc`,
      ),
    byColumn: {
      id_proyecto_dnc: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
            WHERE d.id_proyecto_dnc = ${intId(id)} AND ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
  [budgetCatalogNames.conceptosGasto]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql`SELECT id_concepto_gasto, n_concepto_gasto FROM conceptos_gasto WHERE activo = '1' ORDER BY n_concepto_gasto, id_concepto_gasto`),
    byColumn: {
      // A stored line's concept, active or not (its label in the form).
      id_concepto_gasto: (_, id) => catalogQuery((sql) => sql`SELECT id_concepto_gasto, n_concepto_gasto FROM conceptos_gasto WHERE id_concepto_gasto = ${String(id)}`),
    },
  },
}

/** The registry with this page's lookups: the shared ones readable with FOR150 too, and its own. */
export const withTrainingBudgetCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
