import { toDisplayDate } from "../../domain/dates"
import { portalRequestTypeLabel } from "../../domain/personal/solicitudes-portal-vocabulary"
import { describeEach } from "../authorizations/describe-each"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { numberedNameSql } from "../records/person-name"
import { dateText } from "../records/date-text"
import { workflowOrigin } from "../records/workflow-origin"
import { portalRequestsTable } from "./solicitudes-portal"
import { asRecordTable } from "../records/table"

// Kiosk requests as an origin of the authorization engine ("PORTAL"): what an approver reads in
// Mis autorizaciones (the type, the person, the vacation's dates and working days, the amount,
// what was asked). The end of the flow is the workflow's (`enviar`): the last approval authorizes
// the request (an authorized vacation becomes the person's period; one that no longer fits the
// balance fails, undoing the approval), a rejection ends it Rechazada with the approver's comment.

const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

const describe = describeEach(
  "id_solicitud",
  (sql, ids) =>
    sql<Record<string, unknown>>`
      SELECT t.id_solicitud, t.id_tipo_solicitud, t.dias, t.monto, t.detalle,
        ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        ${sql.literal(dateText(sql, "t.f_inicio"))} AS f_inicio,
        ${sql.literal(dateText(sql, "t.f_fin"))} AS f_fin,
        ${sql.literal(numberedNameSql("e"))} AS colaborador
      FROM solicitudes_portal t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE ${sql.in("t.id_solicitud", [...ids])}`,
  (r, id): OriginSummary => {
    const inicio = r.f_inicio === null ? null : String(r.f_inicio)
    const lines: Array<string> = []
    if (inicio !== null) {
      lines.push(`Del ${toDisplayDate(inicio)} al ${toDisplayDate(String(r.f_fin))}: ${Number(r.dias)} días hábiles`)
    }
    if (r.monto !== null) lines.push(`Monto: ${money.format(Number(r.monto))}`)
    const detalle = String(r.detalle ?? "").trim()
    if (detalle !== "") lines.push(`Detalle: ${detalle}`)
    lines.push(`Solicitada en el kiosko el ${toDisplayDate(String(r.f_solicitud))}`)
    return {
      folio: String(id),
      colaborador: String(r.colaborador),
      tipo: portalRequestTypeLabel(String(r.id_tipo_solicitud)),
      fecha: inicio ?? String(r.f_solicitud),
      detalle: lines,
      adjuntos: [],
    }
  },
)

export const portalRequestAuthorizationOrigin: AuthorizationOrigin = workflowOrigin(asRecordTable(portalRequestsTable), "enviar", { describe })
