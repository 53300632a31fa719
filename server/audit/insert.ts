import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Writing an audit row, apart from reading the log (repo.ts): every request's route writes one,
// and the reader's labels come from the whole contract, which the server only loads on demand.

export interface AuditEntry {
  readonly momento: number
  readonly id_usuario: string | null
  readonly ip: string | null
  readonly operacion: string
  readonly entidad: string | null
  readonly clave: string | null
  readonly antes: string | null
  readonly despues: string | null
  readonly resultado: number
  readonly detalle: string | null
}

export const insertAudit = (entry: AuditEntry) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`INSERT INTO auditoria ${sql.insert({ ...entry })}`)
