import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ChangeField, changeFieldLabel, movementTypeLabel } from "../../domain/personal-movements"
import type { AuthorizationOrigin, OriginSummary } from "../authorizations/origin"
import { Now } from "../clock"
import { authorizeMovement } from "./movement-apply"
import { dateText } from "./movement-snapshot"

// Movements as an origin of the authorization engine ("MOV"): what an approver reads in "Mis
// autorizaciones", and what the end of the flow does. The last approval authorizes the movement
// and applies it when its date has come; a failure there (the seat taken meanwhile) undoes the
// approval too, since it runs in the engine's transaction. A rejection ends it as Rechazado with
// the approver's comment. Only a movement still En autorización moves.

const describe = (id: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [m] = yield* sql<Record<string, unknown>>`
      SELECT t.id_movimiento, t.tipo_movimiento, ${sql.literal(dateText(sql, "t.f_efectiva"))} AS f_efectiva, t.motivo,
        COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || e.apellido_materno, '') AS colaborador
      FROM movimientos_personal t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE t.id_movimiento = ${id}`
    if (m === undefined) return undefined
    const pairs = yield* sql<{ campo: string; valor_anterior: string | null; valor_nuevo: string | null }>`
      SELECT campo, valor_anterior, valor_nuevo FROM movimientos_personal_cambios WHERE id_movimiento = ${id} ORDER BY orden`
    const summary: OriginSummary = {
      folio: String(m.id_movimiento),
      colaborador: String(m.colaborador),
      tipo: movementTypeLabel(String(m.tipo_movimiento)),
      fecha: String(m.f_efectiva),
      detalle: [
        ...pairs.map((p) => `${changeFieldLabel[p.campo as ChangeField] ?? p.campo}: ${p.valor_anterior ?? "—"} → ${p.valor_nuevo ?? "—"}`),
        `Motivo: ${String(m.motivo)}`,
      ],
    }
    return summary
  })

export const movementAuthorizationOrigin: AuthorizationOrigin = {
  origen: "MOV",
  describe,
  onApproved: (id) => Effect.asVoid(authorizeMovement(id)),
  onRejected: (id, comentario) =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const now = yield* Now
      yield* sql`UPDATE movimientos_personal SET estado = 'Rechazado', comentario_rechazo = ${comentario.slice(0, 500)},
        f_modificacion = ${new Date(now()).toISOString()}
        WHERE id_movimiento = ${id} AND estado IN ('Capturado', 'En autorización')`
    }),
}
