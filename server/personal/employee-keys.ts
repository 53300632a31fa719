import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { employeeNumber } from "../../domain/rules/employee-number"

// The keys of new people, drawn by the server for an alta (POST /empleados) and for an import
// alike: id_empleado the next integers, num_empleado serie_persona + id_empleado padded to
// digitos_id_persona (DOMAIN-MX 4.2). One writer at a time draws them: a transaction lock on
// PostgreSQL (SQLite has one writer), taken again harmlessly by a caller already holding it.

/** Holds the employees' key lock until the caller's transaction ends. */
export const lockEmployeeKeys = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  sql.onDialectOrElse({ pg: () => Effect.asVoid(sql`SELECT pg_advisory_xact_lock(1310100)`), orElse: () => Effect.void }),
)

export interface EmployeeKey {
  readonly id_empleado: number
  readonly num_empleado: string
}

/** The next `count` keys, under the lock (call inside the write's transaction). */
export const drawEmployeeKeys = (count: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* lockEmployeeKeys
    const [row] = yield* sql<{ n: number | string }>`SELECT COALESCE(MAX(id_empleado), 0) AS n FROM empleados`
    const [params] = yield* sql<{ serie_persona: string | null; digitos_id_persona: number | string | null }>`
      SELECT serie_persona, digitos_id_persona FROM parametros_sistema`
    const digits = params?.digitos_id_persona === null || params?.digitos_id_persona === undefined ? null : Number(params.digitos_id_persona)
    const base = Number(row?.n ?? 0)
    return Array.from({ length: count }, (_, i): EmployeeKey => {
      const id_empleado = base + i + 1
      return { id_empleado, num_empleado: employeeNumber(params?.serie_persona ?? "", id_empleado, digits) }
    })
  })
