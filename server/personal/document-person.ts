import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { employeeName } from "../organization/work-centres"

// The person a document is about, as the responsiva and the acta print them: their name and
// number, RFC, and where they work today (puesto, department, centre).

export interface DocumentPerson {
  readonly nombre: string
  readonly num_empleado: string | null
  readonly rfc: string | null
  readonly n_puesto: string | null
  readonly n_depto: string | null
  readonly n_centro_trabajo: string | null
}

export const documentPerson = (id_empleado: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [person] = yield* sql<DocumentPerson>`
      SELECT ${sql.literal(employeeName("e"))} AS nombre, e.num_empleado, e.rfc, pu.n_puesto, d.n_depto, ct.n_centro_trabajo
      FROM empleados e
      LEFT JOIN puestos pu ON pu.id_puesto = e.id_puesto
      LEFT JOIN departamentos d ON d.id_depto = e.id_depto
      LEFT JOIN centros_trabajo ct ON ct.id_centro_trabajo = e.id_centro_trabajo
      WHERE e.id_empleado = ${id_empleado}`
    return person ?? null
  })

/** A DATE column as ISO text on both dialects (PostgreSQL answers DATE as a date otherwise). */
export const dayColumn = (sql: SqlClient.SqlClient, column: string): string =>
  sql.onDialectOrElse({ pg: () => `TO_CHAR(${column}, 'YYYY-MM-DD')`, orElse: () => column })
