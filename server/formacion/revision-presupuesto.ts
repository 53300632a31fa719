import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { trainingBudgets, trainingBudgetsEndpoints } from "../../domain/formacion/revision-presupuesto"
import { belowCommittedProblem } from "../../domain/formacion/revision-presupuesto-rules"
import { budgetMessages, budgetOrigin } from "../../domain/formacion/revision-presupuesto-vocabulary"
import { refuse, refuseField } from "../http/failure"
import { fieldColumns } from "../records/field-columns"
import { companyVisible } from "../records/queries"
import { numberedNameSql } from "../records/person-name"
import { nextSerialKey } from "../records/serial-key"
import type { HookContext, RecordTable } from "../records/table"
import { isVisible } from "../records/visible"

// FOR150's RecordTable (descriptor: domain/formacion/revision-presupuesto.ts). The generic
// handlers list, read, create, update (Borrador, Rechazado), delete (Borrador) and export, and the
// workflow sends it to its flow; the hooks add the budget's own part:
// - a new version names a DNC project of the caller's companies and is numbered after the
//   project's last one (the project's budget is its latest authorized version);
// - sending it judges the floor again with what the database holds now: the budget may not be
//   below what the project's courses have committed.

type Budget = typeof trainingBudgets

/** Σ of a version's lines. */
export const budgetSql = "(SELECT COALESCE(SUM(l.monto), 0) FROM presupuestos_formacion_lineas l WHERE l.id_presupuesto = t.id_presupuesto)"
/** What the project's courses (FOR160) have committed: their planned cost, unless cancelled. */
export const committedSql =
  "(SELECT COALESCE(SUM(c.costo_estimado), 0) FROM proyectos_formacion c WHERE c.id_proyecto_dnc = t.id_proyecto_dnc AND c.estado <> 'Cancelado')"
/** What they have spent: their real costs. */
export const spentSql =
  "(SELECT COALESCE(SUM(r.monto), 0) FROM proyectos_formacion_costos r JOIN proyectos_formacion c ON c.id_proyecto = r.id_proyecto WHERE c.id_proyecto_dnc = t.id_proyecto_dnc)"

/** The project exists and belongs to one of the caller's companies. */
const checkProject = (id: number, ctx: HookContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [project] = yield* sql<{ ve: unknown }>`
      SELECT CASE WHEN ${companyVisible(sql, sql.literal("d.id_empresa"), ctx.principal.id_rol)} THEN 1 ELSE 0 END AS ve
      FROM proyectos_dnc d WHERE d.id_proyecto_dnc = ${id}`
    if (project === undefined) return yield* refuseField("id_proyecto_dnc", budgetMessages.proyectoInexistente)
    if (!isVisible(project.ve)) return yield* refuseField("id_proyecto_dnc", budgetMessages.proyectoInexistente, 403)
  })

/** Every line's department is one of the project's company (the select offers the caller's centres' departments of every company). */
const checkDepartments = (departments: ReadonlyArray<number>, project: number) =>
  Effect.gen(function* () {
    const named = [...new Set(departments)]
    if (named.length === 0) return
    const sql = yield* SqlClient.SqlClient
    const found = yield* sql<{ id_depto: number | string }>`
      SELECT dp.id_depto FROM departamentos dp JOIN proyectos_dnc d ON d.id_empresa = dp.id_empresa
      WHERE d.id_proyecto_dnc = ${project} AND dp.id_depto IN ${sql.in(named)}`
    if (found.length !== named.length) return yield* refuseField("lineas", budgetMessages.departamentoAjeno)
  })

/** The version after the project's last one. */
const nextVersion = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`SELECT COALESCE(MAX(version), 0) + 1 AS n FROM presupuestos_formacion WHERE id_proyecto_dnc = ${id}`
    return Number(row?.n ?? 1)
  })

export const trainingBudgetsTable: RecordTable<Budget> = {
  descriptor: trainingBudgets,
  endpoints: trainingBudgetsEndpoints,
  entity: "presupuesto de formación",
  table: "presupuestos_formacion",
  from: "presupuestos_formacion t JOIN proyectos_dnc d ON d.id_proyecto_dnc = t.id_proyecto_dnc JOIN empleados e ON e.id_empleado = t.id_empleado",
  expressions: {
    n_proyecto: "d.n_proyecto",
    responsable: numberedNameSql("e"),
    id_empresa: "d.id_empresa",
    presupuesto: budgetSql,
    comprometido: committedSql,
    ejercido: spentSql,
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: `(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = '${budgetOrigin}' AND a.id_origen = t.id_presupuesto AND a.resultado IS NULL)`,
  },
  children: { lineas: { table: "presupuestos_formacion_lineas", parent: { id_presupuesto: "id_presupuesto" }, order: "orden" } },
  generatedKey: () => nextSerialKey("presupuestos_formacion"),
  hookColumns: ["version"],
  hooks: {
    beforeWrite: (request, mode, stored, ctx) =>
      Effect.gen(function* () {
        if (mode === "add") yield* checkProject(request.id_proyecto_dnc, ctx)
        yield* checkDepartments(request.lineas.map((l) => Number(l.id_depto)), stored?.id_proyecto_dnc ?? request.id_proyecto_dnc)
      }),
    toColumns: (request, mode) =>
      Effect.gen(function* () {
        const own = fieldColumns(trainingBudgets, request, mode)
        return mode === "add" ? { ...own, version: yield* nextVersion(request.id_proyecto_dnc), estado: "Borrador" } : own
      }),
    beforeTransition: (_transition, stored) =>
      Effect.gen(function* () {
        // The stored figures were read with the record; a course may have been added since, so read them again.
        const sql = yield* SqlClient.SqlClient
        const [figures] = yield* sql<{ presupuesto: number | string; comprometido: number | string }>`
          SELECT ${sql.literal(budgetSql)} AS presupuesto, ${sql.literal(committedSql)} AS comprometido
          FROM presupuestos_formacion t WHERE t.id_presupuesto = ${stored.id_presupuesto}`
        const problem = belowCommittedProblem(Number(figures?.presupuesto ?? 0), Number(figures?.comprometido ?? 0))
        if (problem !== undefined) return yield* refuse(409, problem)
        return {}
      }),
  },
}
