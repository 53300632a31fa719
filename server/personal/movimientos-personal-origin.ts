import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type ChangeField, changeFieldLabel, changeValueText, movementTypeLabel } from "../../domain/personal/movimientos-personal-vocabulary"
import type { OriginSummary } from "../authorizations/origin"
import { dateText } from "../records/date-text"
import { workflowOrigin } from "../records/workflow-origin"
import { asRecordTable } from "../records/table"
import { personalMovementsTable } from "./movimientos-personal"
import { personalMovements } from "../../domain/personal/movimientos-personal"
import { typedRows } from "../records/typed-rows"

// Movements as an origin of the authorization engine ("MOV"): what an approver reads in "Mis
// autorizaciones". The end of the flow is the workflow's (workflowOrigin): the last approval
// authorizes the movement and the table's step after it applies it when its date has come (a
// failure there, the seat taken meanwhile, undoes the approval too); a rejection ends it as
// Rechazado with the approver's comment.

const summaryRows = typedRows(personalMovements, ["id_movimiento", "tipo_movimiento", "f_efectiva", "motivo", "colaborador"])

const describe = (ids: ReadonlyArray<number>) =>
  Effect.gen(function* () {
    const summaries = new Map<number, OriginSummary>()
    if (ids.length === 0) return summaries
    const sql = yield* SqlClient.SqlClient
    const movements = yield* summaryRows(
      yield* sql<Record<string, unknown>>`
      SELECT t.id_movimiento, t.tipo_movimiento, ${sql.literal(dateText(sql, "t.f_efectiva"))} AS f_efectiva, t.motivo,
        COALESCE(e.num_empleado, '') || ' - ' || e.nombre || ' ' || e.apellido_paterno || COALESCE(' ' || NULLIF(TRIM(e.apellido_materno), ''), '') AS colaborador
      FROM movimientos_personal t JOIN empleados e ON e.id_empleado = t.id_empleado
      WHERE ${sql.in("t.id_movimiento", [...ids])}`,
    )
    const pairs = yield* sql<{ id_movimiento: number | string; campo: string; valor_anterior: string | null; valor_nuevo: string | null }>`
      SELECT id_movimiento, campo, valor_anterior, valor_nuevo FROM movimientos_personal_cambios
      WHERE ${sql.in("id_movimiento", [...ids])} ORDER BY id_movimiento, orden`
    const lines = new Map<number, Array<string>>()
    for (const p of pairs) {
      const line = `${changeFieldLabel[p.campo as ChangeField] ?? p.campo}: ${changeValueText(p.campo, p.valor_anterior)} → ${changeValueText(p.campo, p.valor_nuevo)}`
      lines.set(Number(p.id_movimiento), [...(lines.get(Number(p.id_movimiento)) ?? []), line])
    }
    for (const m of movements) {
      const id = m.id_movimiento ?? 0
      summaries.set(id, {
        folio: String(id),
        colaborador: m.colaborador ?? "",
        tipo: movementTypeLabel(m.tipo_movimiento),
        fecha: m.f_efectiva,
        detalle: [...(lines.get(id) ?? []), `Motivo: ${m.motivo}`],
        adjuntos: [],
      })
    }
    return summaries
  })

export const movementAuthorizationOrigin = workflowOrigin(asRecordTable(personalMovementsTable), "enviar-autorizacion", { describe })
