import { Effect } from "effect"
import { formatPesos } from "../../domain/number-format"
import { requisitions } from "../../domain/seleccion/requisiciones-colaboradores"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { numberedNameSql } from "../records/person-name"
import { asRecordTable } from "../records/table"
import { typedRows } from "../records/typed-rows"
import { workflowOrigin } from "../records/workflow-origin"
import { requisitionsTable } from "./requisiciones-colaboradores"

// Requisitions as an origin of the authorization engine ("REQUISICION"): what an approver reads
// in "Mis autorizaciones" (the folio, the requester, the puesto and department, the vacancies,
// the salary range and the justification). The end of the flow is the workflow's: the last
// approval makes it Autorizada (and creates a new puesto's position); a rejection ends it as
// Rechazada with the approver's comment.

const summaryRows = typedRows(requisitions, ["id_requisicion", "folio", "n_solicitante", "n_puesto", "n_depto", "num_vacantes", "salario_min", "salario_max", "justificacion"])

const describe = describeEach(
  "id_requisicion",
  (sql, ids) =>
    Effect.flatMap(
      sql<Record<string, unknown>>`
        SELECT t.id_requisicion, t.folio, ${sql.literal(numberedNameSql("e"))} AS n_solicitante, pu.n_puesto, dp.n_depto,
          t.num_vacantes, t.salario_min, t.salario_max, t.justificacion
        FROM requisiciones t
          JOIN puestos pu ON pu.id_puesto = t.id_puesto
          JOIN departamentos dp ON dp.id_depto = t.id_depto
          JOIN empleados e ON e.id_empleado = t.id_empleado_solicitante
        WHERE ${sql.in("t.id_requisicion", [...ids])}`,
      summaryRows,
    ),
  (r, id): OriginSummary => ({
    folio: r.folio ?? String(id),
    colaborador: r.n_solicitante ?? "",
    tipo: "Requisición de personal",
    fecha: "",
    detalle: [
      `Puesto: ${r.n_puesto ?? ""} (${r.n_depto ?? ""})`,
      `Vacantes: ${String(r.num_vacantes ?? "")}`,
      `Salario mensual: ${formatPesos(r.salario_min ?? 0)} a ${formatPesos(r.salario_max ?? 0)}`,
      `Justificación: ${r.justificacion ?? ""}`,
    ],
    adjuntos: [],
  }),
)

/** The requisition's flow: its outcome is the workflow's (Autorizada or Rechazada). */
export const requisitionAuthorizationOrigin = workflowOrigin(asRecordTable(requisitionsTable), "enviar-autorizacion", { describe })
