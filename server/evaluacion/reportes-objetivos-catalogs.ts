import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { catalogNames } from "../../domain/api/catalogs"
import { objectiveProjectTypes } from "../../domain/evaluacion/objetivos"
import { objectivesReportCatalogNames } from "../../domain/evaluacion/reportes-objetivos-filtros"
import type { Principal } from "../auth/principal"
import { addCatalogues, catalogQuery, grantCatalogues, intId, visibleCentres } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { fullNameSql } from "../records/person-name"
import { companyVisible } from "../records/queries"
import { bossIdSql } from "./jefe-participante"

// The lookups of the objectives reports (EVA300, EVA350): the caller's companies, centres and
// departments readable with their keys; the published cycles with objectives of the caller's
// companies, newest first; and one cycle's bosses (as the reports name them) of its participants
// in the caller's centres, by name. Fixed queries; ids are bound.

const keys = ["EVA300", "EVA350"]
const shared: ReadonlyArray<string> = [catalogNames.empresasDelRol, catalogNames.centrosDelRol, catalogNames.departamentosDelRol]

const projects = (caller: Principal, where: (sql: SqlClient.SqlClient) => Fragment) =>
  catalogQuery(
    (sql) => sql`SELECT p.id_proyecto, p.n_proyecto FROM eva_proyectos p
      WHERE ${where(sql)} AND p.estado <> 'Borrador' AND p.tipo IN ${sql.in(objectiveProjectTypes)} AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
      ORDER BY p.id_proyecto DESC`,
  )

const bosses = (caller: Principal, id_proyecto: number, where: (sql: SqlClient.SqlClient) => Fragment) =>
  catalogQuery(
    (sql) => sql`SELECT j.id_empleado AS id_jefe, ${sql.literal(fullNameSql("j"))} AS n_jefe
      FROM empleados j
      WHERE ${where(sql)} AND j.id_empleado IN (
        SELECT ${bossIdSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} FROM eva_participantes pa
        WHERE pa.id_proyecto = ${id_proyecto} AND pa.id_centro_trabajo IN (${visibleCentres(sql, caller)}))
      ORDER BY n_jefe, j.id_empleado`,
  )

const own: Readonly<Record<string, CatalogEntry>> = {
  [objectivesReportCatalogNames.proyectos]: {
    keys,
    list: (caller) => projects(caller, (sql) => sql`1 = 1`),
    byColumn: { id_proyecto: (caller, id) => projects(caller, (sql) => sql`p.id_proyecto = ${intId(id)}`) },
  },
  [objectivesReportCatalogNames.jefes]: {
    keys,
    // Without a cycle there is no boss to list: the page asks for one first.
    list: () => catalogQuery((sql) => sql`SELECT id_empleado AS id_jefe, nombre AS n_jefe FROM empleados WHERE 1 = 0`),
    byColumn: {
      id_proyecto: (caller, id) => bosses(caller, intId(id), (sql) => sql`1 = 1`),
    },
  },
}

/** The registry with the objectives reports' lookups. */
export const withObjectivesReportCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, shared, keys), own)
