import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import type { CatalogRow } from "../../domain/api/catalogs"
import { pipelineCatalogNames } from "../../domain/seleccion/asignacion-candidatos-lookups"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { scopeCondition } from "../records/queries"

// The lookups of Asignación de candidatos (SEL250): the vacancies of the caller's work centres
// whose board may be opened, and the active rejection reasons. Every query is fixed; ids are bound.

const keys = ["SEL250", "SEL200"]

const vacancyRows = (sql: SqlClient.SqlClient, caller: Principal, where: Fragment) =>
  sql<CatalogRow>`SELECT v.id_vacante, v.titulo || ' (' || v.estado || ')' AS n_vacante, v.estado
    FROM vacantes v JOIN requisiciones r ON r.id_requisicion = v.id_requisicion
    WHERE ${where} AND ${scopeCondition(sql, "centro_trabajo", "r.id_centro_trabajo", caller)}
    ORDER BY CASE v.estado WHEN 'Abierta' THEN 0 WHEN 'En pausa' THEN 1 ELSE 2 END, v.titulo, v.id_vacante`

const own: Readonly<Record<string, CatalogEntry>> = {
  [pipelineCatalogNames.vacantes]: {
    keys,
    list: (caller) => catalogQuery((sql) => vacancyRows(sql, caller, sql`v.estado <> 'Cancelada'`)),
    byColumn: { id_vacante: (caller, id) => catalogQuery((sql) => vacancyRows(sql, caller, sql`v.id_vacante = ${intId(id)}`)) },
  },
  [pipelineCatalogNames.motivosRechazo]: {
    keys: ["SEL250"],
    list: () => catalogQuery((sql) => sql<CatalogRow>`SELECT id_motivo_rechazo, n_motivo_rechazo FROM sel_motivos_rechazo WHERE activo = '1' ORDER BY n_motivo_rechazo, id_motivo_rechazo`),
    byColumn: {},
  },
}

/** The registry with this page's lookups. */
export const withPipelineCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => addCatalogues(base, own)
