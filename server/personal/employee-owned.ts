import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { forbidden, refuse } from "../http/failure"
import { numberedNameSql } from "../records/person-name"
import { isVisible } from "../records/visible"

// The server side of a record that belongs to one employee (domain/personal/employee-fields.ts):
// the record's table as `t` joined to its employee as `e`, and the derived fields read from that
// employee: the name the list shows and where they work today.

/** The record's table as `t` with its employee as `e`; more joins may follow. */
export const employeeOwnedFrom = (table: string, ...joins: ReadonlyArray<string>): string =>
  [`${table} t`, "JOIN empleados e ON e.id_empleado = t.id_empleado", ...joins].join("\n    ")

/** The expressions of employeeOwner's and employeeWorkplace's derived fields, over `e`. */
export const employeeOwnedExpressions = {
  colaborador: numberedNameSql("e"),
  id_empresa: "e.id_empresa",
  id_centro_trabajo: "e.id_centro_trabajo",
} as const

/**
 * Every other employee a record names (an acta's participants and witnesses) exists (400 with
 * `absent`) and is inside the caller's centres (403): the router's scope reads only the owner.
 */
export const checkNamedEmployees = (ids: ReadonlyArray<number>, idRol: string, absent: string) =>
  Effect.gen(function* () {
    if (ids.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const unique = [...new Set(ids)]
    const found = yield* sql<{ id_empleado: number | string; visible: unknown }>`
      SELECT e.id_empleado, CASE WHEN EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1'
        AND pr.id_centro_trabajo = e.id_centro_trabajo) THEN 1 ELSE 0 END AS visible
      FROM empleados e WHERE e.id_empleado IN ${sql.in(unique)}`
    if (found.length !== unique.length) return yield* refuse(400, absent)
    if (found.some((f) => !isVisible(f.visible))) return yield* forbidden()
  })
