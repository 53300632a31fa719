import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Role, RolePermission } from "../../domain/configuraciones/roles-usuario-schema"

// Roles and their work-centre permissions (permisos_rol). Every scoped read of the product
// (dashboard, employee lookups, record scope) reads these rows per request.

export const listRoles = Effect.flatMap(SqlClient.SqlClient, (sql) => sql<Role>`SELECT id_rol, n_rol FROM roles ORDER BY id_rol`)

export const findRole = (id_rol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Role>`SELECT id_rol, n_rol FROM roles WHERE LOWER(id_rol) = ${id_rol.toLowerCase()}`
    return row
  })

export const insertRole = (role: Role) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO roles ${sql.insert({ ...role })}`)

/** Whether a user has the role: one row tells, with no COUNT to coerce. */
export const roleInUse = (id_rol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM usuarios WHERE id_rol = ${id_rol} LIMIT 1`
    return rows.length > 0
  })

export const deleteRole = (id_rol: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM permisos_rol WHERE id_rol = ${id_rol}`
    yield* sql`DELETE FROM roles WHERE id_rol = ${id_rol}`
  })

export const companyExists = (id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql`SELECT 1 AS x FROM empresas WHERE id_empresa = ${id_empresa}`
    return rows.length > 0
  })

/** Every work centre of the company with the role's permission; one never saved offers '1'. */
export const permissionsOf = (id_rol: string, id_empresa: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<{ id_centro_trabajo: number; n_centro_trabajo: string; permiso: string | null }>`
      SELECT ct.id_centro_trabajo, ct.n_centro_trabajo, pr.permiso
      FROM centros_trabajo ct
      LEFT JOIN permisos_rol pr ON pr.id_centro_trabajo = ct.id_centro_trabajo AND pr.id_rol = ${id_rol}
      WHERE ct.id_empresa = ${id_empresa}
      ORDER BY ct.id_centro_trabajo`
    return rows.map(
      (r): RolePermission => ({
        id_centro_trabajo: Number(r.id_centro_trabajo),
        n_centro_trabajo: r.n_centro_trabajo,
        permiso: r.permiso === "0" ? "0" : "1",
      }),
    )
  })

/** The company of each of these work centres (unknown ones are absent). */
export const companiesOfCentres = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (ids.length === 0) return new Map<number, number>()
    const rows = yield* sql<{ id_centro_trabajo: number; id_empresa: number }>`
      SELECT id_centro_trabajo, id_empresa FROM centros_trabajo WHERE ${sql.in("id_centro_trabajo", ids)}`
    return new Map(rows.map((r) => [Number(r.id_centro_trabajo), Number(r.id_empresa)]))
  })

export const upsertPermissions = (
  id_rol: string,
  rows: ReadonlyArray<{ readonly id_empresa: number; readonly id_centro_trabajo: number; readonly permiso: "1" | "0" }>,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (let i = 0; i < rows.length; i += 200) {
      const chunk = rows.slice(i, i + 200).map((r) => ({ id_rol, ...r }))
      yield* sql`INSERT INTO permisos_rol ${sql.insert(chunk)}
        ON CONFLICT (id_rol, id_centro_trabajo) DO UPDATE SET permiso = excluded.permiso, id_empresa = excluded.id_empresa`
    }
    // Part of the rights version of every user of the role (server/auth/rights-version.ts).
    yield* sql`UPDATE roles SET version_permisos = version_permisos + 1 WHERE id_rol = ${id_rol}`
  })
