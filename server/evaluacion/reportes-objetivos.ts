import { SqlClient } from "@effect/sql"
import type { Fragment } from "@effect/sql/Statement"
import { Effect } from "effect"
import type { ObjectivesReportRequest } from "../../domain/evaluacion/reportes-objetivos-filtros"
import type { Principal } from "../auth/principal"
import { scopeCondition } from "../records/queries"
import { bossIdSql } from "./jefe-participante"
import { objectiveProjectOf, withObjectives } from "./objetivos-sheet"

// What the objectives reports (EVA300, EVA350) share: their cycle, read as its record reads it
// (404 absent, 403 outside the caller's companies) and refused without objectives (409); the
// conditions on its participants (alias `pa`, the person `e`) from the filters, always within the
// caller's centres; and the exports' scope line.

/** The cycle of a report's request, checked. */
export const reportProject = (request: ObjectivesReportRequest, principal: Principal) =>
  Effect.gen(function* () {
    const project = yield* objectiveProjectOf(request.id_proyecto, principal)
    yield* withObjectives(project)
    return project
  })

/** The participants the filters keep, among the caller's centres ("in": the scope read once, for a count or an aggregate). */
export const participantConditions = (sql: SqlClient.SqlClient, request: ObjectivesReportRequest, principal: Principal, form: "exists" | "in" = "exists"): Array<Fragment> => [
  sql`pa.id_proyecto = ${request.id_proyecto}`,
  scopeCondition(sql, "centro_trabajo", "pa.id_centro_trabajo", principal, form),
  ...(request.id_empresa === undefined ? [] : [sql`e.id_empresa = ${request.id_empresa}`]),
  ...(request.id_centro_trabajo === undefined ? [] : [sql`pa.id_centro_trabajo = ${request.id_centro_trabajo}`]),
  ...(request.id_depto === undefined ? [] : [sql`pa.id_depto = ${request.id_depto}`]),
  ...(request.id_jefe === undefined ? [] : [sql`${bossIdSql(sql, sql.literal("pa.id_posicion"), sql.literal("pa.id_empleado"))} = ${request.id_jefe}`]),
]

/** "Evaluación 2026 — DEMO — Planta León — Ventas": the cycle and the workplace filters named. */
export const objectivesScopeText = (request: ObjectivesReportRequest) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const name = (rows: ReadonlyArray<{ readonly n: string }>) => rows[0]?.n
    const one = (query: Effect.Effect<ReadonlyArray<{ n: string }>, unknown>) => query.pipe(Effect.map(name), Effect.orElseSucceed(() => undefined))
    const parts = [
      yield* one(sql<{ n: string }>`SELECT n_proyecto AS n FROM eva_proyectos WHERE id_proyecto = ${request.id_proyecto}`),
      request.id_empresa === undefined ? "Todas las empresas" : yield* one(sql<{ n: string }>`SELECT n_empresa AS n FROM empresas WHERE id_empresa = ${request.id_empresa}`),
      request.id_centro_trabajo === undefined ? undefined : yield* one(sql<{ n: string }>`SELECT n_centro_trabajo AS n FROM centros_trabajo WHERE id_centro_trabajo = ${request.id_centro_trabajo}`),
      request.id_depto === undefined ? undefined : yield* one(sql<{ n: string }>`SELECT n_depto AS n FROM departamentos WHERE id_depto = ${request.id_depto}`),
    ]
    return parts.filter((p): p is string => p !== undefined).join(" — ")
  })
