import type { SqlClient } from "@effect/sql"
import { catalogNames } from "../../domain/api/catalogs"
import { followUpCatalogNames } from "../../domain/contratos/seguimientos-contratos-lookups"
import type { Principal } from "../auth/principal"
import { catalogQuery, grantCatalogues } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { numberedNameSql } from "../records/person-name"

// The lookups of Seguimientos de contratos (CON220): the contracts of the people in the caller's
// work centres (every state but Cancelado: a draft may await its signature), labelled by folio
// and person, and the active employees (the responsible person) readable with its key too.
// Every query is fixed; ids are bound.

const key = "CON220"

const visible = (sql: SqlClient.SqlClient, caller: Principal) =>
  sql`e.id_centro_trabajo IN (SELECT id_centro_trabajo FROM permisos_rol WHERE id_rol = ${caller.id_rol} AND permiso = '1')`

const label = `c.id_contrato || ' - ' || ${numberedNameSql("e")}`

const own: Readonly<Record<string, CatalogEntry>> = {
  [followUpCatalogNames.contratosDelRol]: {
    keys: [key],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT c.id_contrato, ${sql.literal(label)} AS n_contrato FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado
          WHERE c.estado <> 'Cancelado' AND ${visible(sql, caller)} ORDER BY c.id_contrato`,
      ),
    byColumn: {
      // A stored follow-up's contract, whatever its state (its label in the form and the filter).
      id_contrato: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT c.id_contrato, ${sql.literal(label)} AS n_contrato FROM contratos c JOIN empleados e ON e.id_empleado = c.id_empleado
            WHERE c.id_contrato = ${String(id)} AND ${visible(sql, caller)}`,
        ),
    },
  },
}

/** The registry with this page's lookups: the active employees readable with its key, and its own. */
export const withFollowUpCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  grantCatalogues({ ...base, ...own }, [catalogNames.empleadosActivos], [key])
