import type { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { catalogNames } from "../../domain/api/catalogs"
import { employeeCatalogNames, sharedLookups } from "../../domain/personal/employee-lookups"
import type { Principal } from "../auth/principal"
import { companyVisible } from "../records/queries"
import { catalogQuery, grantCatalogues, intId } from "../catalogs/area-catalogues"
import type { CatalogEntry } from "../catalogs/registry"

// The lookups of Gestión de personal (GP100): the organisation's selects (companies, centres,
// departments and puestos of the caller's role, places, escolaridades) with GP100 among their
// keys, and the personal catalogues the record names. Every query is fixed; ids are bound.

const keys = ["GP100"] as const

/** A small catalogue users keep (integer key, `activo`), the same for every role. */
const userCatalogue = (table: string, id: string, name: string): CatalogEntry => ({
  keys: [...keys, "GP050"],
  list: () => catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE activo = '1' ORDER BY ${sql.literal(name)}`),
  byColumn: { [id]: (_, value) => catalogQuery((sql) => sql`SELECT ${sql.literal(`${id}, ${name}`)} FROM ${sql.literal(table)} WHERE ${sql.literal(id)} = ${intId(value)}`) },
})

const visibleCompany = (sql: SqlClient.SqlClient, caller: Principal, column: string) => companyVisible(sql, sql.literal(column), caller.id_rol)

const own: Readonly<Record<string, CatalogEntry>> = {
  [employeeCatalogNames.estadosCiviles]: userCatalogue("cat_estados_civiles", "id_estado_civil", "n_estado_civil"),
  [employeeCatalogNames.tiposSangre]: userCatalogue("tipos_sangre", "id_tipo_sangre", "n_tipo_sangre"),
  [employeeCatalogNames.parentescos]: userCatalogue("parentescos", "id_parentesco", "n_parentesco"),
  [employeeCatalogNames.bancos]: {
    keys: [...keys, "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_banco, n_banco FROM bancos WHERE activo = '1' ORDER BY n_banco`),
    byColumn: { id_banco: (_, id) => catalogQuery((sql) => sql`SELECT id_banco, n_banco FROM bancos WHERE id_banco = ${String(id)}`) },
  },
  [employeeCatalogNames.registrosPatronalesEmpresa]: {
    keys,
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT r.id_empresa, r.registro_patronal FROM empresas_registros_patronales r
          WHERE r.activo = '1' AND ${visibleCompany(sql, caller, "r.id_empresa")} ORDER BY r.id_empresa, r.orden`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT r.id_empresa, r.registro_patronal FROM empresas_registros_patronales r
            WHERE r.id_empresa = ${intId(id)} AND r.activo = '1' AND ${visibleCompany(sql, caller, "r.id_empresa")} ORDER BY r.orden`,
        ),
    },
  },
  [employeeCatalogNames.periodicidadesEmpresa]: {
    keys,
    list: (caller) =>
      catalogQuery(
        (sql) => sql`SELECT x.id_empresa, x.id_periodicidad, p.n_periodicidad FROM empresas_periodicidades x
          JOIN periodicidades_pago p ON p.id_periodicidad = x.id_periodicidad
          WHERE ${visibleCompany(sql, caller, "x.id_empresa")} ORDER BY x.id_empresa, x.orden`,
      ),
    byColumn: {
      id_empresa: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT x.id_empresa, x.id_periodicidad, p.n_periodicidad FROM empresas_periodicidades x
            JOIN periodicidades_pago p ON p.id_periodicidad = x.id_periodicidad
            WHERE x.id_empresa = ${intId(id)} AND ${visibleCompany(sql, caller, "x.id_empresa")} ORDER BY x.orden`,
        ),
    },
  },
  // A picker's offer, not the rule: the save checks the position is vacant on f_ingreso exactly.
  [employeeCatalogNames.posicionesLibres]: {
    keys,
    list: () => Effect.succeed([]),
    byColumn: {
      id_depto: (caller, id) =>
        catalogQuery(
          (sql) => sql`SELECT p.id_posicion, p.id_puesto, p.id_posicion || ' · ' || p.n_posicion AS n_posicion FROM posiciones p
            WHERE p.id_depto = ${intId(id)} AND p.f_fin IS NULL
              AND EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${caller.id_rol} AND pr.permiso = '1' AND pr.id_centro_trabajo = p.id_centro_trabajo)
              AND NOT EXISTS (SELECT 1 FROM ocupaciones_posicion o WHERE o.id_posicion = p.id_posicion AND o.f_fin IS NULL)
            ORDER BY p.id_posicion`,
        ),
    },
  },
  // Ayudas económicas: the tipos de ayuda (text keys) an aid may be captured under.
  [catalogNames.tiposAyuda]: {
    keys: [...keys, "GP050"],
    list: () => catalogQuery((sql) => sql`SELECT id_tipo_ayuda, n_tipo_ayuda FROM tipos_ayuda WHERE activo = '1' ORDER BY n_tipo_ayuda`),
    byColumn: { id_tipo_ayuda: (_, id) => catalogQuery((sql) => sql`SELECT id_tipo_ayuda, n_tipo_ayuda FROM tipos_ayuda WHERE id_tipo_ayuda = ${String(id)}`) },
  },
}

/**
 * The registry with the record's lookups: the shared ones readable with GP100 too, and the
 * record's own (an entry of the same name that another page added keeps its query and gains GP100).
 */
export const withPersonalCatalogues = (base: Readonly<Record<string, CatalogEntry>>): Readonly<Record<string, CatalogEntry>> => {
  const out: Record<string, CatalogEntry> = { ...grantCatalogues(base, sharedLookups, keys) }
  for (const [name, entry] of Object.entries(own)) {
    const existing = out[name]
    out[name] = existing === undefined ? entry : { ...existing, keys: [...new Set([...existing.keys, ...keys])] }
  }
  return out
}
