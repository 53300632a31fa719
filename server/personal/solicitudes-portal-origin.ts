import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { toDisplayDate } from "../../domain/dates"
import { portalRequestTypeLabel } from "../../domain/personal/solicitudes-portal-vocabulary"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { dateText } from "../records/date-text"
import { workflowOrigin } from "../records/workflow-origin"
import { portalRequestsTable } from "./solicitudes-portal"

// Kiosk requests as an origin of the authorization engine ("PORTAL"): what an approver reads in
// Mis autorizaciones (the type, the person, the vacation's dates and working days, the amount,
// what was asked). The end of the flow is the workflow's (`enviar`): the last approval authorizes
// the request (an authorized vacation becomes the person's period; one that no longer fits the
// balance fails, undoing the approval), a rejection ends it Rechazada with the approver's comment.

const money = new Intl.NumberFormat("es-MX", { style: "currency", currency: "MXN" })

const describe = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const summaries = new Map<number, OriginSummary>()
    if (ids.length === 0) return summaries
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT t.id_solicitud, t.id_tipo_solicitud, t.dias, t.monto, t.detalle,
        ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud,
        ${sql.literal(dateText(sql, "t.f_inicio"))} AS f_inicio,
        ${sql.literal(dateText(sql, "t.f_fin"))} AS f_fin,
        COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS colaborador
      FROM solicitudes_portal t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE ${sql.in("t.id_solicitud", [...ids])}`
    for (const r of rows) {
      const id = Number(r.id_solicitud)
      const inicio = r.f_inicio === null ? null : String(r.f_inicio)
      const lines: Array<string> = []
      if (inicio !== null) {
        lines.push(`Del ${toDisplayDate(inicio)} al ${toDisplayDate(String(r.f_fin))}: ${Number(r.dias)} días hábiles`)
      }
      if (r.monto !== null) lines.push(`Monto: ${money.format(Number(r.monto))}`)
      const detalle = String(r.detalle ?? "").trim()
      if (detalle !== "") lines.push(`Detalle: ${detalle}`)
      lines.push(`Solicitada en el kiosko el ${toDisplayDate(String(r.f_solicitud))}`)
      summaries.set(id, {
        folio: String(id),
        colaborador: String(r.colaborador),
        tipo: portalRequestTypeLabel(String(r.id_tipo_solicitud)),
        fecha: inicio ?? String(r.f_solicitud),
        detalle: lines,
        adjuntos: [],
      })
    }
    return summaries
  })

export const portalRequestAuthorizationOrigin: AuthorizationOrigin = workflowOrigin(portalRequestsTable, "enviar", { describe })
