import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import { hiredBy } from "../../domain/evaluacion/proyectos-rules"
import { minimumSeniorityDays } from "../../domain/evaluacion/proyectos-vocabulary"
import { dateTextSql } from "../records/date-text"

// An evaluation project's population, one condition over `empleados e` written once: the
// company's active people hired at least 90 days before the start, narrowed by the project's
// centres, departments and puestos where it lists any (none listed: all). A draft answers it
// live; publishing stores it in eva_participantes with one INSERT ... SELECT (100,000 people in
// one statement, never a loop).

export interface ProjectFacts {
  readonly id_proyecto: number
  readonly id_empresa: number
  readonly tipo: string
  readonly estado: string
  readonly f_inicio: string
  readonly f_fin: string
  readonly fase_actual: string | null
  readonly min_pares: number
  readonly min_subordinados: number
}

/** The project's own columns, or undefined when it does not exist. */
export const projectFacts = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<Record<string, unknown>>`
      SELECT id_proyecto, id_empresa, tipo, estado, ${dateTextSql(sql, "f_inicio")} AS f_inicio, ${dateTextSql(sql, "f_fin")} AS f_fin,
        fase_actual, min_pares, min_subordinados
      FROM eva_proyectos WHERE id_proyecto = ${id}`
    if (row === undefined) return undefined
    return {
      id_proyecto: Number(row.id_proyecto),
      id_empresa: Number(row.id_empresa),
      tipo: String(row.tipo),
      estado: String(row.estado),
      f_inicio: String(row.f_inicio),
      f_fin: String(row.f_fin),
      fase_actual: row.fase_actual === null ? null : String(row.fase_actual),
      min_pares: Number(row.min_pares),
      min_subordinados: Number(row.min_subordinados),
    } satisfies ProjectFacts
  })

/** The condition that `e` belongs to the project's population. */
export const inPopulation = (sql: SqlClient.SqlClient, p: ProjectFacts): Fragment => {
  const id = p.id_proyecto
  return sql`e.id_empresa = ${p.id_empresa} AND e.activo = '1' AND e.f_ingreso <= ${hiredBy(p.f_inicio, minimumSeniorityDays)}
    AND (NOT EXISTS (SELECT 1 FROM eva_proyecto_centros pc WHERE pc.id_proyecto = ${id})
      OR e.id_centro_trabajo IN (SELECT pc.id_centro_trabajo FROM eva_proyecto_centros pc WHERE pc.id_proyecto = ${id}))
    AND (NOT EXISTS (SELECT 1 FROM eva_proyecto_deptos pd WHERE pd.id_proyecto = ${id})
      OR e.id_depto IN (SELECT pd.id_depto FROM eva_proyecto_deptos pd WHERE pd.id_proyecto = ${id}))
    AND (NOT EXISTS (SELECT 1 FROM eva_proyecto_puestos pp WHERE pp.id_proyecto = ${id})
      OR e.id_puesto IN (SELECT pp.id_puesto FROM eva_proyecto_puestos pp WHERE pp.id_proyecto = ${id}))`
}

/** Stores the population as the project's participants; answers how many. */
export const storeParticipants = (p: ProjectFacts) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    yield* sql`DELETE FROM eva_participantes WHERE id_proyecto = ${p.id_proyecto}`
    yield* sql`INSERT INTO eva_participantes (id_proyecto, id_empleado, id_centro_trabajo, id_depto, id_puesto, id_posicion, estado)
      SELECT ${p.id_proyecto}, e.id_empleado, e.id_centro_trabajo, e.id_depto, e.id_puesto, e.id_posicion, 'Pendiente'
      FROM empleados e WHERE ${inPopulation(sql, p)}`
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM eva_participantes WHERE id_proyecto = ${p.id_proyecto}`
    return Number(row?.n ?? 0)
  })
