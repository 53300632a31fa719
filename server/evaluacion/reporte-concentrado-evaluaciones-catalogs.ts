import { catalogNames } from "../../domain/api/catalogs"
import { concentradoCatalogNames } from "../../domain/evaluacion/reporte-concentrado-evaluaciones-api"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"

// The lookups of the concentrado (EVA390): the published cycles of the caller's companies (a
// company with one of the caller's centres), newest first, and the caller's centres and
// departments, readable with its key. Every query is fixed; ids are bound.

const key = "EVA390"

const projects = (caller: Principal, where: (sql: SqlClient.SqlClient) => Fragment) =>
  catalogQuery(
    (sql) => sql`SELECT p.id_proyecto, p.n_proyecto || ' (' || p.f_inicio || ')' AS n_proyecto FROM eva_proyectos p
      WHERE ${where(sql)} AND p.estado <> 'Borrador'
        AND p.id_empresa IN (SELECT ct.id_empresa FROM centros_trabajo ct WHERE ct.id_centro_trabajo IN (${visibleCentres(sql, caller)}))
      ORDER BY p.f_inicio DESC, p.id_proyecto DESC`,
  )

const own: Readonly<Record<string, CatalogEntry>> = {
  [concentradoCatalogNames.proyectos]: {
    keys: [key],
    list: (caller) => projects(caller, (sql) => sql`1 = 1`),
    byColumn: { id_proyecto: (caller, id) => projects(caller, (sql) => sql`p.id_proyecto = ${intId(id)}`) },
  },
}

export const withConcentradoCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, [catalogNames.centrosDelRol, catalogNames.departamentosDelRol], [key]), own)
