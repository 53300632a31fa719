import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { fullNameSql } from "../records/person-name"

// Who a participant's boss is (MODULES-MX §5), for every Evaluación page: whoever occupies,
// active, the position above the participant's (eva_participantes.id_posicion, stored when the
// cycle was published, → posiciones.id_posicion_jefe), never the participant themselves. Any of
// several occupants acts as the boss (approves, evaluates); the one named, and the one assigned
// where a single evaluator is stored, is the first by number. `position` and `person` are the
// participant's columns (sql.literal("pa.id_posicion")) or values; the aliases below are fixed.

type Sql = SqlClient.SqlClient

/** The ON of the occupants `b` of the position above `po` (whose id the caller ties). */
const occupant = (sql: Sql, po: string, b: string, person: Fragment): Fragment =>
  sql`${sql.literal(`${b}.id_posicion = ${po}.id_posicion_jefe AND ${b}.activo = '1' AND ${b}.id_empleado <>`)} ${person}`

/** Joins the boss's occupants as `alias` (and their position as `alias`_po) to a row of a participant. */
export const bossOccupantsJoin = (sql: Sql, alias: string, position: Fragment, person: Fragment): Fragment =>
  sql`JOIN posiciones ${sql.literal(`${alias}_po`)} ON ${sql.literal(`${alias}_po.id_posicion`)} = ${position}
    JOIN empleados ${sql.literal(alias)} ON ${occupant(sql, `${alias}_po`, alias, person)}`

/** The boss's active occupants, as a subquery of id_empleado. */
export const bossOccupants = (sql: Sql, position: Fragment, person: Fragment): Fragment =>
  sql`SELECT jb.id_empleado FROM posiciones jb_po JOIN empleados jb ON ${occupant(sql, "jb_po", "jb", person)} WHERE jb_po.id_posicion = ${position}`

/** The boss named: the first active occupant by number, or NULL. */
export const bossIdSql = (sql: Sql, position: Fragment, person: Fragment): Fragment =>
  sql`(SELECT MIN(jm.id_empleado) FROM posiciones jm_po JOIN empleados jm ON ${occupant(sql, "jm_po", "jm", person)} WHERE jm_po.id_posicion = ${position})`

/** The boss's full name, or NULL. */
export const bossNameSql = (sql: Sql, position: Fragment, person: Fragment): Fragment =>
  sql`(SELECT ${sql.literal(fullNameSql("jn"))} FROM empleados jn WHERE jn.id_empleado = ${bossIdSql(sql, position, person)})`

/** Whether `caller` is one of the boss's active occupants. */
export const isBossSql = (sql: Sql, position: Fragment, person: Fragment, caller: Fragment): Fragment =>
  sql`EXISTS (SELECT 1 FROM posiciones jc_po JOIN empleados jc ON ${occupant(sql, "jc_po", "jc", person)} WHERE jc_po.id_posicion = ${position} AND jc.id_empleado = ${caller})`

/** A participant's stored position in a cycle, as a scalar subquery (NULL when they do not take part). */
export const participantPosition = (sql: Sql, id_proyecto: number, id_empleado: Fragment): Fragment =>
  sql`(SELECT jp.id_posicion FROM eva_participantes jp WHERE jp.id_proyecto = ${id_proyecto} AND jp.id_empleado = ${id_empleado})`
