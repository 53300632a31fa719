import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import type { PersonRow } from "../../domain/personal/person-rows"
import type { Signer } from "../pdf/signatures"
import { employeeName } from "../organizacion/centros-trabajo"
import { forbidden, refuse } from "../http/failure"
import { isVisible } from "../records/visible"

// The server's half of rows naming an employee or someone from outside (domain/personal/
// person-rows.ts): the employees they name are checked like the record's own person, and their
// names are copied beside the ids once saved, so a printed document keeps who signed.

/**
 * Every employee the rows name exists (400 with `absent`) and is inside the caller's centres
 * (403): the router's scope reads only the record's own person.
 */
export const checkPersonRows = (rows: ReadonlyArray<PersonRow>, idRol: string, absent: string) =>
  Effect.gen(function* () {
    const unique = [...new Set(rows.flatMap((r) => (typeof r.id_empleado === "number" ? [r.id_empleado] : [])))]
    if (unique.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_empleado: number | string; visible: unknown }>`
      SELECT e.id_empleado, CASE WHEN EXISTS (SELECT 1 FROM permisos_rol pr WHERE pr.id_rol = ${idRol} AND pr.permiso = '1'
        AND pr.id_centro_trabajo = e.id_centro_trabajo) THEN 1 ELSE 0 END AS visible
      FROM empleados e WHERE e.id_empleado IN ${sql.in(unique)}`
    if (found.length !== unique.length) return yield* refuse(400, absent)
    if (found.some((f) => !isVisible(f.visible))) return yield* forbidden()
  })

/** Copies each named employee's name into the rows of the child `tables` of one record (`key` = `id`). */
export const copyPersonNames = (tables: ReadonlyArray<string>, key: string, id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    for (const table of tables) {
      const name = sql.literal(`(SELECT ${employeeName("e")} FROM empleados e WHERE e.id_empleado = ${table}.id_empleado)`)
      yield* sql`UPDATE ${sql(table)} SET nombre = ${name} WHERE ${sql(key)} = ${id} AND id_empleado IS NOT NULL`
    }
  })

/** A person row as a document prints it: its name (copied when saved), and a role when it has one. */
export interface PrintedPerson {
  readonly nombre: string | null
  readonly rol?: string
}

// The platform leaves a child row's values untyped: only its text is read.
export const printedPeople = (rows: ReadonlyArray<Readonly<Record<string, unknown>>>): ReadonlyArray<PrintedPerson> =>
  rows.map((r) => ({ nombre: typeof r.nombre === "string" ? r.nombre : null, ...(typeof r.rol === "string" ? { rol: r.rol } : {}) }))

/** A signature line for a person row; an unnamed one leaves the line to be filled by hand. */
export const signerOf = (r: PrintedPerson, cargo: string): Signer => ({ nombre: r.nombre ?? "Nombre y firma", cargo })
