import { Effect } from "effect"
import { toDisplayDate } from "../../domain/dates"
import { finiquitoRequests } from "../../domain/finiquitos/solicitud-finiquito"
import { causeChoices } from "../../domain/finiquitos/solicitud-finiquito-vocabulary"
import { choiceLabel } from "../../domain/records/field"
import { formatPesos } from "../../domain/rules/loan-limits"
import { describeEach } from "../authorizations/describe-each"
import type { OriginSummary } from "../authorizations/origin"
import { dateText } from "../records/date-text"
import { numberedNameSql } from "../records/person-name"
import { asRecordTable } from "../records/table"
import { typedRows } from "../records/typed-rows"
import { workflowOrigin } from "../records/workflow-origin"
import { finiquitoRequestsTable } from "./solicitud-finiquito"

// Finiquitos as an origin of the authorization engine ("FINIQUITO"): what an approver reads in
// "Mis autorizaciones" (cause, baja, bruto, ISR and neto of the stored calculation). The end of
// the flow is the workflow's: the last approval makes it Autorizado; a rejection ends it as
// Rechazado with the approver's comment.

const summaryRows = typedRows(finiquitoRequests, ["id_finiquito", "folio", "causa", "f_baja", "bruto", "isr", "neto", "colaborador"])

const describe = describeEach(
  "id_finiquito",
  (sql, ids) =>
    Effect.flatMap(
      sql<Record<string, unknown>>`
        SELECT t.id_finiquito, t.folio, t.causa, ${sql.literal(dateText(sql, "t.f_baja"))} AS f_baja, t.bruto, t.isr, t.neto,
          ${sql.literal(numberedNameSql("e"))} AS colaborador
        FROM finiquitos t JOIN empleados e ON e.id_empleado = t.id_empleado
        WHERE ${sql.in("t.id_finiquito", [...ids])}`,
      summaryRows,
    ),
  (f, id): OriginSummary => ({
    folio: f.folio ?? String(id),
    colaborador: f.colaborador ?? "",
    tipo: "Finiquito",
    fecha: f.f_baja,
    detalle: [
      `Causa: ${choiceLabel(causeChoices, f.causa)}`,
      `Fecha de baja: ${toDisplayDate(f.f_baja) ?? f.f_baja}`,
      `Bruto: ${formatPesos(f.bruto ?? 0)}`,
      `ISR estimado: ${formatPesos(f.isr ?? 0)}`,
      `Neto: ${formatPesos(f.neto ?? 0)}`,
    ],
    adjuntos: [],
  }),
)

/** Finiquitos' flow: its outcome is the workflow's (Autorizado or Rechazado). */
export const finiquitoAuthorizationOrigin = workflowOrigin(asRecordTable(finiquitoRequestsTable), "enviar-autorizacion", { describe })
