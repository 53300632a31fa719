import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { Permission, SessionUser } from "../../domain/session"

interface UserRow {
  readonly id_usuario: string
  readonly password_hash: string
  readonly activo: string
  readonly admin: string
  readonly id_grupo: string
  readonly id_empleado: number | string | null
  readonly n_empleado: string | null
  readonly foto: string | null
  readonly n_empresa: string | null
  readonly n_centro_trabajo: string | null
  readonly n_depto: string | null
  readonly n_puesto: string | null
  readonly f_ingreso: string | null
}

export interface StoredUser {
  readonly passwordHash: string
  readonly active: boolean
  readonly id_grupo: string
  readonly profile: SessionUser
}

export const findUserByEmail = (email: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<UserRow>`
      SELECT u.id_usuario, u.password_hash, u.activo, u.admin, u.id_grupo, u.id_empleado,
        e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS n_empleado,
        e.foto, em.n_empresa, ct.n_centro_trabajo, d.n_depto, p.n_puesto, e.f_ingreso
      FROM usuarios u
      LEFT JOIN empleados e ON e.id_empleado = u.id_empleado
      LEFT JOIN empresas em ON em.id_empresa = e.id_empresa
      LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      LEFT JOIN departamentos d ON d.id_depto = e.id_depto
      LEFT JOIN puestos p ON p.id_puesto = e.id_puesto
      WHERE u.id_usuario = ${email}`
    if (row === undefined) return undefined
    const user: StoredUser = {
      passwordHash: row.password_hash,
      active: row.activo === "1",
      id_grupo: row.id_grupo,
      profile: {
        id_usuario: row.id_usuario,
        id_empleado: row.id_empleado === null ? null : Number(row.id_empleado),
        n_empleado: row.n_empleado,
        foto: row.foto,
        n_empresa: row.n_empresa,
        n_centro_trabajo: row.n_centro_trabajo,
        n_depto: row.n_depto,
        n_puesto: row.n_puesto,
        f_ingreso: row.f_ingreso,
        admin: row.admin === "1" ? "1" : "0",
      },
    }
    return user
  })

export const permissionsOfGroup = (id_grupo: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Permission>`
      SELECT d.clave, g.n_grupo
      FROM derechos_grupo d
      JOIN grupos g ON g.id_grupo = d.id_grupo
      JOIN opciones o ON o.clave = d.clave
      WHERE d.id_grupo = ${id_grupo}
      ORDER BY o.orden`
    return rows.map((r): Permission => ({ clave: r.clave, n_grupo: r.n_grupo }))
  })
