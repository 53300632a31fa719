import { catalogNames } from "../../domain/api/catalogs"
import { vacancyCatalogNames } from "../../domain/seleccion/vacantes-lookups"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"
import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import type { CatalogRow } from "../../domain/api/catalogs"

// The lookups of Vacantes (SEL160): the requisitions of the caller's work centres that may open a
// vacancy (Autorizada, or En proceso with its vacancy closed), the active selection processes,
// and the shared selects (work centres, active collaborators as recruiters) readable with its key
// too. Every query is fixed; ids are bound.

const key = "SEL160"

const shared: ReadonlyArray<string> = [catalogNames.centrosDelRol, catalogNames.empleadosActivos]

const requisitionRows = (sql: SqlClient.SqlClient, caller: Principal, where: Fragment) =>
  sql<CatalogRow>`SELECT r.id_requisicion, r.folio || ' · ' || pu.n_puesto AS n_requisicion
    FROM requisiciones r JOIN puestos pu ON pu.id_puesto = r.id_puesto
    WHERE ${where} AND ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", caller)}
    ORDER BY r.id_requisicion DESC`

const own: Readonly<Record<string, CatalogEntry>> = {
  [vacancyCatalogNames.requisiciones]: {
    keys: [key],
    list: (caller) =>
      catalogQuery((sql) =>
        requisitionRows(
          sql,
          caller,
          sql`r.estado IN ('Autorizada', 'En proceso') AND NOT EXISTS (SELECT 1 FROM vacantes v WHERE v.id_requisicion = r.id_requisicion AND v.estado IN ('Abierta', 'En pausa', 'Cubierta'))`,
        ),
      ),
    // A stored vacancy's requisition, whatever its state: its label in the form.
    byColumn: { id_requisicion: (caller, id) => catalogQuery((sql) => requisitionRows(sql, caller, sql`r.id_requisicion = ${intId(id)}`)) },
  },
  [vacancyCatalogNames.procesos]: {
    keys: [key],
    list: () => catalogQuery((sql) => sql<CatalogRow>`SELECT id_proceso, n_proceso FROM sel_procesos WHERE activo = '1' ORDER BY n_proceso, id_proceso`),
    byColumn: { id_proceso: (_, id) => catalogQuery((sql) => sql<CatalogRow>`SELECT id_proceso, n_proceso FROM sel_procesos WHERE id_proceso = ${intId(id)}`) },
  },
}

/** The registry with this page's lookups: the shared ones readable with SEL160 too, and its own. */
export const withVacancyCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, [key]), own)
