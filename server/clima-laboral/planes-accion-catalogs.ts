import { catalogNames } from "../../domain/api/catalogs"
import { dncSendCatalogNames } from "../../domain/clima-laboral/planes-accion-api"
import { holdsAny } from "../../domain/catalog"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"
import { companyVisible } from "../records/queries"

// The lookups of CLI240's "Enviar a DNC": the DNC projects in capture of the caller's companies
// (none without FOR100, which the send asks too) and the departments of the caller's role.
// Fixed queries; ids are bound.

const projectColumns = "d.id_proyecto_dnc, d.id_empresa, d.anio || ' · ' || d.n_proyecto AS n_proyecto"

const own: Readonly<Record<string, CatalogEntry>> = {
  [dncSendCatalogNames.proyectosDnc]: {
    keys: ["CLI240"],
    list: (caller) =>
      catalogQuery((sql) =>
        holdsAny(caller.keys, ["FOR100"])
          ? sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
              WHERE d.estado IN ('Borrador', 'En captura') AND ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)}
              ORDER BY d.anio DESC, d.n_proyecto, d.id_proyecto_dnc`
          : sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d WHERE 1 = 0`,
      ),
    byColumn: {
      id_proyecto_dnc: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${sql.literal(projectColumns)} FROM proyectos_dnc d
            WHERE d.id_proyecto_dnc = ${intId(id)} AND ${holdsAny(caller.keys, ["FOR100"]) ? sql.literal("1 = 1") : sql.literal("1 = 0")}
              AND ${companyVisible(sql, sql.literal("d.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
}

export const withClimateActionCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(grantCatalogues(base, [catalogNames.departamentosDelRol], ["CLI240"]), own)
