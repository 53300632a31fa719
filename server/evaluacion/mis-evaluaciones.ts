import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { MyEvaluation } from "../../domain/evaluacion/mis-evaluaciones-api"
import { answeringPhases, myEvaluationMessages as m } from "../../domain/evaluacion/mis-evaluaciones-vocabulary"
import type { Principal } from "../auth/principal"
import { employeeOfUser } from "../authorizations/repo"
import { refuse } from "../http/failure"
import { dateTextSql } from "../records/date-text"
import { fullNameSql } from "../records/person-name"
import { scopeCondition } from "../records/queries"

// The evaluations one evaluator answers (MODULES-MX §5): their 360 assignments and operative
// evaluations, as rows of one shape, and who may open or answer one. Answers are taken while the
// project is "En evaluación" in its Autoevaluación or Evaluación phase and the server's day is on
// or before the end of Evaluación (of Autoevaluación when the cycle has no Evaluación phase).

type Sql = SqlClient.SqlClient

/** The projects whose evaluations are listed: published and not closed. */
const liveProject = "p.estado IN ('Publicado', 'En evaluación', 'En calibración')"

const limitOf = (sql: Sql) =>
  sql`(SELECT MAX(${dateTextSql(sql, "f.f_fin")}) FROM eva_proyecto_fases f WHERE f.id_proyecto = p.id_proyecto AND f.fase IN ('Autoevaluación', 'Evaluación'))`

export interface Row {
  readonly tipo: string
  readonly id_asignacion_evaluador: number | string | null
  readonly id_evaluacion_operativa: number | string | null
  readonly id_proyecto: number | string
  readonly n_proyecto: string
  readonly id_evaluado: number | string
  readonly n_evaluado: string
  readonly n_puesto: string | null
  readonly relacion: string
  readonly f_respuesta: string | null
  readonly f_limite: string | null
  readonly estado_proyecto: string
  readonly fase_actual: string | null
  readonly id_evaluador: number | string | null
  readonly id_centro_trabajo: number | string
  readonly escala: number | string
  readonly id_encuesta_360: number | string | null
}

/** Whether answers are taken today; the refusal's message when not. */
export const answeringRefusal = (r: Pick<Row, "estado_proyecto" | "fase_actual" | "f_limite">, today: string): string | undefined => {
  if (r.estado_proyecto !== "En evaluación" || !answeringPhases.some((f) => f === r.fase_actual)) return m.fueraDeFase
  if (r.f_limite === null || today > r.f_limite) return m.faseTerminada
  return undefined
}

export const toMyEvaluation = (r: Row, today: string): MyEvaluation => ({
  tipo: r.tipo === "Operativa" ? "Operativa" : "360",
  id_asignacion_evaluador: r.id_asignacion_evaluador === null ? null : Number(r.id_asignacion_evaluador),
  id_evaluacion_operativa: r.id_evaluacion_operativa === null ? null : Number(r.id_evaluacion_operativa),
  id_proyecto: Number(r.id_proyecto),
  n_proyecto: r.n_proyecto,
  id_evaluado: Number(r.id_evaluado),
  n_evaluado: r.n_evaluado,
  n_puesto: r.n_puesto ?? "",
  relacion: r.relacion,
  estado: r.f_respuesta === null ? "Pendiente" : "Respondida",
  f_respuesta: r.f_respuesta,
  f_limite: r.f_limite,
  abierta: answeringRefusal(r, today) === undefined,
})

/** The 360 assignments' rows, narrowed by `where` (over `a`, `p`, `pa`). */
const assignments = (sql: Sql, where: Fragment) =>
  sql<Row>`SELECT '360' AS tipo, a.id_asignacion_evaluador, NULL AS id_evaluacion_operativa, a.id_proyecto, p.n_proyecto, a.id_evaluado,
      ${sql.literal(fullNameSql("e"))} AS n_evaluado, pu.n_puesto, a.relacion, r.f_respuesta, ${limitOf(sql)} AS f_limite,
      p.estado AS estado_proyecto, p.fase_actual, a.id_evaluador, pa.id_centro_trabajo, p.escala, p.id_encuesta_360
    FROM eva_asignaciones_evaluador a
    JOIN eva_proyectos p ON p.id_proyecto = a.id_proyecto
    JOIN eva_participantes pa ON pa.id_proyecto = a.id_proyecto AND pa.id_empleado = a.id_evaluado
    JOIN empleados e ON e.id_empleado = a.id_evaluado
    LEFT JOIN puestos pu ON pu.id_puesto = pa.id_puesto
    LEFT JOIN eva_respuestas r ON r.id_asignacion_evaluador = a.id_asignacion_evaluador
    WHERE p.tipo IN ('360', 'Integral') AND p.id_encuesta_360 IS NOT NULL AND ${where}`

/** The operative evaluations' rows, narrowed by `where` (over `o`, `p`, `pa`). */
const operatives = (sql: Sql, where: Fragment) =>
  sql<Row>`SELECT 'Operativa' AS tipo, NULL AS id_asignacion_evaluador, o.id_evaluacion_operativa, o.id_proyecto, p.n_proyecto, o.id_evaluado,
      ${sql.literal(fullNameSql("e"))} AS n_evaluado, pu.n_puesto, 'Operativa' AS relacion, o.f_respuesta, ${limitOf(sql)} AS f_limite,
      p.estado AS estado_proyecto, p.fase_actual, o.id_evaluador, pa.id_centro_trabajo, p.escala, p.id_encuesta_360
    FROM eva_evaluaciones_operativas o
    JOIN eva_proyectos p ON p.id_proyecto = o.id_proyecto
    JOIN eva_participantes pa ON pa.id_proyecto = o.id_proyecto AND pa.id_empleado = o.id_evaluado
    JOIN empleados e ON e.id_empleado = o.id_evaluado
    LEFT JOIN puestos pu ON pu.id_puesto = pa.id_puesto
    WHERE ${where}`

/** One evaluator's evaluations (the staff user's employee, or the kiosk's), pending first, then by project and name. */
export const myEvaluations = (me: number | undefined, today: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    if (me === undefined) return []
    const rows = [
      ...(yield* assignments(sql, sql`a.id_evaluador = ${me} AND ${sql.literal(liveProject)}`)),
      ...(yield* operatives(sql, sql`o.id_evaluador = ${me} AND ${sql.literal(liveProject)}`)),
    ]
    return rows
      .map((r) => toMyEvaluation(r, today))
      .sort(
        (x, y) =>
          Number(x.estado === "Respondida") - Number(y.estado === "Respondida") ||
          x.id_proyecto - y.id_proyecto ||
          x.n_evaluado.localeCompare(y.n_evaluado, "es-MX") ||
          x.tipo.localeCompare(y.tipo),
      )
  })

export interface OpenedEvaluation {
  readonly row: Row
  /** HR capturing on the evaluator's behalf rather than the evaluator themself. */
  readonly onBehalf: boolean
}

/** The staff user's employee, the evaluator they answer as. */
export const evaluatorOfUser = (principal: Principal) => employeeOfUser(principal.id_usuario)

/**
 * One evaluation by its id, if the caller may open it: its evaluator (`me`), or HR (a staff
 * principal with EVA150) over the evaluado's centre; the kiosk passes no principal.
 */
export const openEvaluation = (
  ref: { readonly id_asignacion_evaluador?: number | undefined; readonly id_evaluacion_operativa?: number | undefined },
  me: number | undefined,
  principal: Principal | undefined,
) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const a = ref.id_asignacion_evaluador
    const o = ref.id_evaluacion_operativa
    if ((a === undefined) === (o === undefined)) return yield* refuse(400, m.unaEvaluacion)
    const [row] = a !== undefined ? yield* assignments(sql, sql`a.id_asignacion_evaluador = ${a}`) : yield* operatives(sql, sql`o.id_evaluacion_operativa = ${o ?? 0}`)
    if (row === undefined) return yield* refuse(404, m.noExiste)
    if (me !== undefined && row.id_evaluador !== null && Number(row.id_evaluador) === me) return { row, onBehalf: false } satisfies OpenedEvaluation
    if (principal === undefined || !principal.keys.includes("EVA150")) return yield* refuse(403, m.ajena)
    const [visible] = yield* sql`SELECT 1 AS x FROM centros_trabajo ct WHERE ct.id_centro_trabajo = ${row.id_centro_trabajo}
      AND ${scopeCondition(sql, "centro_trabajo", "ct.id_centro_trabajo", principal)}`
    if (visible === undefined) return yield* refuse(403, m.ajena)
    return { row, onBehalf: true } satisfies OpenedEvaluation
  })
