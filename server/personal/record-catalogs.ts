import type { SqlClient } from "@effect/sql"
import { catalogNames } from "../../domain/api/catalogs"
import { recordCatalogNames } from "../../domain/personal/record-lookups"
import { companyVisible } from "../records/queries"
import { addCatalogues, catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Propiedades de empresas (GP180) and Actas administrativas (GP200): the shared
// selects they read (the caller's companies and centres, the active employees of their centres)
// readable with their keys too, and their own catalogues. Every query is fixed; ids are bound.

const keys = ["GP180", "GP200"] as const

/** Shared lookups these pages read, by the keys that use them. */
const shared: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  [catalogNames.empleadosActivos, keys],
  [catalogNames.empresasDelRol, keys],
  [catalogNames.centrosDelRol, ["GP200"]],
]

const available = (sql: SqlClient.SqlClient) =>
  sql.literal(`p.id_propiedad, p.id_empresa, p.descripcion || COALESCE(' · ' || p.num_inventario, '') || COALESCE(' (' || p.num_serie || ')', '') AS n_propiedad`)

const own: Readonly<Record<string, CatalogEntry>> = {
  [recordCatalogNames.tiposPropiedad]: {
    keys: ["GP180", "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_propiedad, n_tipo_propiedad FROM tipos_propiedad WHERE activo = '1' ORDER BY n_tipo_propiedad`),
    byColumn: {
      id_tipo_propiedad: (_, id) => catalogQuery((sql) => sql`SELECT id_tipo_propiedad, n_tipo_propiedad FROM tipos_propiedad WHERE id_tipo_propiedad = ${intId(id)}`),
    },
  },
  [recordCatalogNames.tiposFalta]: {
    keys: ["GP200", "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_falta, n_tipo_falta, fraccion_lft47 FROM tipos_falta WHERE activo = '1' ORDER BY n_tipo_falta`),
    byColumn: {
      id_tipo_falta: (_, id) => catalogQuery((sql) => sql`SELECT id_tipo_falta, n_tipo_falta, fraccion_lft47 FROM tipos_falta WHERE id_tipo_falta = ${intId(id)}`),
    },
  },
  // A picker's offer, not the rule: the save checks the asset is free in its transaction.
  [recordCatalogNames.propiedadesDisponibles]: {
    keys: ["GP180"],
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT ${available(sql)} FROM propiedades p
          WHERE p.estado = 'Disponible' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
            AND NOT EXISTS (SELECT 1 FROM responsivas r WHERE r.id_propiedad = p.id_propiedad AND r.f_devolucion IS NULL)
          ORDER BY p.descripcion, p.id_propiedad`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${available(sql)} FROM propiedades p
            WHERE p.id_empresa = ${intId(id)} AND p.estado = 'Disponible' AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}
              AND NOT EXISTS (SELECT 1 FROM responsivas r WHERE r.id_propiedad = p.id_propiedad AND r.f_devolucion IS NULL)
            ORDER BY p.descripcion, p.id_propiedad`,
        ),
      // The stored loan's asset, whatever its state now (its label in the form).
      id_propiedad: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT ${available(sql)} FROM propiedades p
            WHERE p.id_propiedad = ${intId(id)} AND ${companyVisible(sql, sql.literal("p.id_empresa"), caller.id_rol)}`,
        ),
    },
  },
}

/** The registry with these pages' lookups: the shared ones readable with their keys, and their own. */
export const withPersonalRecordCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> =>
  addCatalogues(
    shared.reduce((registry, [name, extra]) => grantCatalogues(registry, [name], extra), base),
    own,
  )
