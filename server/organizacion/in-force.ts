import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import { Now } from "../clock"
import { mexicoIsoDay } from "../../domain/dates"

// What "in force today" means for the organisation's dated rows (a zone's minimum wage, a
// department's responsables): one day, Mexico City's, from the server's Now (tests move it), so
// the tree, the lookups and the reference tables never disagree around midnight UTC.

type Sql = SqlClient.SqlClient

/** Today's date in Mexico City, as `YYYY-MM-DD`. */
export const todayInMexico = Effect.map(Now, (now) => mexicoIsoDay(now()))

/** Whether a row with f_inicio / f_fin (table alias `alias`) holds on `day`. */
export const inForce = (sql: Sql, alias: string, day: string): Fragment =>
  sql`${sql.literal(`${alias}.f_inicio`)} <= ${day} AND (${sql.literal(`${alias}.f_fin`)} IS NULL OR ${sql.literal(`${alias}.f_fin`)} >= ${day})`

/**
 * Whether a responsables_depto row (alias `alias`) is of the tipo the system parameter
 * clave_responsable names ("responsable de departamento"; '' names none). The parameter is text
 * and the tipo an integer: comparing as text never fails on a parameter that names no number.
 */
export const isDepartmentHead = (sql: Sql, alias: string): Fragment =>
  sql`CAST(${sql.literal(`${alias}.id_tipo_resp`)} AS VARCHAR(20)) = (SELECT TRIM(ps.clave_responsable) FROM parametros_sistema ps WHERE ps.id = 1)`
