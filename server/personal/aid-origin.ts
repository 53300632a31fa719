import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { aidOrigin } from "../../domain/personal-aid"
import { formatPesos } from "../../domain/rules/loan-limits"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { Now } from "../clock"
import { todayInMexico } from "../organization/in-force"
import { dateText } from "./movement-snapshot"

// Economic aid as an origin of the authorization engine ("AYUDA"): what an approver reads in
// "Mis autorizaciones" (the type, the amount against the type's maximum, whether proof is
// attached, the motive), and what the end of the flow does: the last approval authorizes the
// aid (dated today: its payment may not be dated before); a rejection ends it as Rechazada with
// the approver's comment. Only an aid still En autorización moves.

const describe = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const summaries = new Map<number, OriginSummary>()
    if (ids.length === 0) return summaries
    const sql = yield* SqlClient.SqlClient
    const rows = yield* sql<Record<string, unknown>>`
      SELECT t.id_ayuda, ${sql.literal(dateText(sql, "t.f_solicitud"))} AS f_solicitud, t.monto, t.motivo, t.comprobante,
        ta.n_tipo_ayuda, ta.monto_maximo, ta.requiere_comprobante,
        COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS colaborador
      FROM ayudas_economicas t
      JOIN empleados e ON e.id_empleado = t.id_empleado
      JOIN tipos_ayuda ta ON ta.id_tipo_ayuda = t.id_tipo_ayuda
      WHERE ${sql.in("t.id_ayuda", [...ids])}`
    for (const a of rows) {
      const id = Number(a.id_ayuda)
      const proof = a.comprobante === null || a.comprobante === undefined ? "sin comprobante" : "adjunto"
      summaries.set(id, {
        folio: String(id),
        colaborador: String(a.colaborador),
        tipo: "Ayuda económica",
        fecha: String(a.f_solicitud),
        detalle: [
          `Tipo de ayuda: ${String(a.n_tipo_ayuda)}`,
          `Monto: ${formatPesos(Number(a.monto))} (máximo del tipo: ${formatPesos(Number(a.monto_maximo))})`,
          `Comprobante: ${a.requiere_comprobante === "1" ? proof : `${proof} (el tipo no lo pide)`}`,
          `Motivo: ${String(a.motivo)}`,
        ],
      })
    }
    return summaries
  })

/** Authorizes an aid (the last approval, or a send with no flow configured). */
export const aidAuthorized = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const at = new Date((yield* Now)()).toISOString()
    yield* sql`UPDATE ayudas_economicas SET estado = 'Autorizada', f_autorizacion = ${yield* todayInMexico}, f_modificacion = ${at}
      WHERE id_ayuda = ${id} AND estado IN ('Capturada', 'En autorización')`
  })

export const aidAuthorizationOrigin: AuthorizationOrigin = {
  origen: aidOrigin,
  describe,
  onApproved: aidAuthorized,
  onRejected: (id, comentario) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const now = yield* Now
      yield* sql`UPDATE ayudas_economicas SET estado = 'Rechazada', comentario_rechazo = ${comentario.slice(0, 500)},
        f_modificacion = ${new Date(now()).toISOString()}
        WHERE id_ayuda = ${id} AND estado IN ('Capturada', 'En autorización')`
    }),
}
