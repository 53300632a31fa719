import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { refuse } from "../http/failure"
import { numberedNameSql } from "../records/person-name"

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
 * The company of the person a record is written for: they exist (400) and, for a new record, are
 * active (409 with `inactive`). A record that keeps the company it was issued in (an acta's folio
 * and letterhead) stores this one.
 */
export const personCompany = (id_empleado: number, mode: "add" | "edit", inactive: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<{ id_empresa: number | string; activo: string }>`SELECT id_empresa, activo FROM empleados WHERE id_empleado = ${id_empleado}`
    if (person === undefined) return yield* refuse(400, "El colaborador no existe")
    if (mode === "add" && person.activo !== "1") return yield* refuse(409, inactive)
    return Number(person.id_empresa)
  })
