import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// An employee's photo, stored as a company's logo is (server/organization/company-logo.ts): the
// bytes in empleados_fotos (migration 0071) under a version, the hash of their bytes, and
// `empleados.foto` naming the version the record keeps. What no save names is dropped by the next
// upload and by the next save.

export interface StoredPhoto {
  readonly tipo: string
  readonly datos: Uint8Array
}

/** Keeps an upload under its version; the same image uploaded twice is one row. */
export const storeEmployeePhoto = (id_empleado: number, version: string, tipo: string, datos: Uint8Array) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM empleados_fotos WHERE id_empleado = ${id_empleado} AND version <> ${version}
      AND NOT EXISTS (SELECT 1 FROM empleados e WHERE e.id_empleado = ${id_empleado} AND e.foto = empleados_fotos.version)`
    const taken = yield* sql`SELECT 1 AS x FROM empleados_fotos WHERE id_empleado = ${id_empleado} AND version = ${version}`
    if (taken.length > 0) return
    const value = Buffer.from(datos.buffer, datos.byteOffset, datos.byteLength)
    yield* sql`INSERT INTO empleados_fotos ${sql.insert({ id_empleado, version, tipo, datos: value })}`
  })

/** One stored version of an employee's photo, or null. */
export const readEmployeePhoto = (id_empleado: number, version: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<StoredPhoto>`SELECT tipo, datos FROM empleados_fotos WHERE id_empleado = ${id_empleado} AND version = ${version}`
    return rows[0] ?? null
  })

/** Whether a version names an upload of this employee (what a save may keep). */
export const photoStored = (id_empleado: number, version: string) => Effect.map(readEmployeePhoto(id_empleado, version), (p) => p !== null)

/** After a save: the versions the record does not name are gone. */
export const dropUnusedPhotos = (id_empleado: number, kept: string | null) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    kept === null
      ? sql`DELETE FROM empleados_fotos WHERE id_empleado = ${id_empleado}`
      : sql`DELETE FROM empleados_fotos WHERE id_empleado = ${id_empleado} AND version <> ${kept}`,
  )

/** Whether the employee exists: an upload belongs to a stored employee. */
export const employeeExists = (id_empleado: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM empleados WHERE id_empleado = ${id_empleado}`).pipe(Effect.map((rows) => rows.length > 0))
