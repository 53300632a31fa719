import { Effect } from "effect"
import { trainingBudgets } from "../../domain/formacion/revision-presupuesto"
import { formatPesos } from "../../domain/rules/loan-limits"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { numberedNameSql } from "../records/person-name"
import { asRecordTable } from "../records/table"
import { typedRows } from "../records/typed-rows"
import { workflowOrigin } from "../records/workflow-origin"
import { budgetSql, committedSql, spentSql, trainingBudgetsTable } from "./revision-presupuesto"

// Training budgets as an origin of the authorization engine ("PRESUPUESTO_FORMACION"): what an
// approver reads in "Mis autorizaciones" (the project, the version, the budget beside what its
// courses committed and spent). The end of the flow is the workflow's: the last approval makes it
// Autorizado (frozen); a rejection ends it as Rechazado with the approver's comment.

const summaryRows = typedRows(trainingBudgets, ["id_presupuesto", "n_proyecto", "version", "responsable", "presupuesto", "comprometido", "ejercido"])

const describe = describeEach(
  "id_presupuesto",
  (sql, ids) =>
    Effect.flatMap(
      sql<Record<string, unknown>>`
        SELECT t.id_presupuesto, d.n_proyecto, t.version, ${sql.literal(budgetSql)} AS presupuesto,
          ${sql.literal(committedSql)} AS comprometido, ${sql.literal(spentSql)} AS ejercido,
          ${sql.literal(numberedNameSql("e"))} AS responsable
        FROM presupuestos_formacion t
          JOIN proyectos_dnc d ON d.id_proyecto_dnc = t.id_proyecto_dnc
          JOIN empleados e ON e.id_empleado = t.id_empleado
        WHERE ${sql.in("t.id_presupuesto", [...ids])}`,
      summaryRows,
    ),
  (b, id): OriginSummary => ({
    folio: `${b.n_proyecto ?? ""} v${b.version ?? ""}`.trim() || String(id),
    colaborador: b.responsable ?? "",
    tipo: "Presupuesto de formación",
    fecha: "",
    detalle: [
      `Presupuesto: ${formatPesos(b.presupuesto ?? 0)}`,
      `Comprometido: ${formatPesos(b.comprometido ?? 0)}`,
      `Ejercido: ${formatPesos(b.ejercido ?? 0)}`,
    ],
    adjuntos: [],
  }),
)

/** The budget's flow: its outcome is the workflow's (Autorizado or Rechazado). */
export const budgetAuthorizationOrigin = workflowOrigin(asRecordTable(trainingBudgetsTable), "enviar-autorizacion", { describe })
