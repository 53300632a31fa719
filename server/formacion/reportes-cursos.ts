import type { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import type { TrainingReportRequest } from "../../domain/formacion/reportes-filtros"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"

// The courses (FOR160) a Formación report covers, as SQL conditions on `proyectos_formacion c`:
// begun in the year (the index on f_inicio reads the range), not cancelled, given in one of the
// caller's centres, and of the company, centre and DNC project asked for. The department filter
// is on the participants (`proyectos_formacion_participantes p`): a course has no department.

type Sql = SqlClient.SqlClient

/** The year as the range of f_inicio (DATE on both dialects compares as ISO text on SQLite). */
const yearRange = (anio: number): readonly [string, string] => [`${anio}-01-01`, `${anio}-12-31`]

/** The year's courses of the DNC project asked for, wherever given (FOR550 scopes the people instead). */
export const courseOfYear = (sql: Sql, request: Pick<TrainingReportRequest, "anio" | "id_proyecto_dnc">): ReadonlyArray<Fragment> => {
  const [from, to] = yearRange(request.anio)
  return [
    sql`c.f_inicio >= ${from}`,
    sql`c.f_inicio <= ${to}`,
    sql`c.estado <> 'Cancelado'`,
    ...(request.id_proyecto_dnc === undefined ? [] : [sql`c.id_proyecto_dnc = ${request.id_proyecto_dnc}`]),
  ]
}

/**
 * The courses of a report. The scope is read once ("in") for an aggregate over them all; a page
 * ordered by the courses' date asks for the correlated form ("exists"), which leaves the date
 * index to drive it: with "in" SQLite read every course by centre and sorted all their
 * participants (57,000 at the scale seed) for fifty.
 */
export const courseConditions = (sql: Sql, request: TrainingReportRequest, principal: Principal, form: "exists" | "in" = "in"): ReadonlyArray<Fragment> => [
  ...courseOfYear(sql, request),
  scopeCondition(sql, "centro_trabajo", "c.id_centro_trabajo", principal, form),
  ...(request.id_empresa === undefined ? [] : [sql`c.id_empresa = ${request.id_empresa}`]),
  ...(request.id_centro_trabajo === undefined ? [] : [sql`c.id_centro_trabajo = ${request.id_centro_trabajo}`]),
]

/** The participant `p` belongs to the department asked for (none asked: every participant). */
export const participantInDepartment = (sql: Sql, request: TrainingReportRequest): ReadonlyArray<Fragment> =>
  request.id_depto === undefined ? [] : [sql`EXISTS (SELECT 1 FROM empleados pe WHERE pe.id_empleado = p.id_empleado AND pe.id_depto = ${request.id_depto})`]
