import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { contractMessages, renewalOrigin } from "../../domain/contratos/gestion-contratos-vocabulary"
import { withdrawWaiting } from "../authorizations/repo"
import { Now } from "../clock"
import { refuse } from "../http/failure"
import { dateTextSql } from "../records/date-text"
import { checkOverlap } from "./gestion-contratos-rules"

// The end of a renewal's RENOVACION_CONTRATO flow (./gestion-contratos-renewal.ts), shared by the
// flow's origin (./gestion-contratos-renewal-origin.ts) and a renewal that finds no flow
// configured: authorized, the renewal completes as a plain one does (the previous contract
// Renovado, the new one Vigente); rejected, the new one is Cancelado and the previous stays as it
// was, free to be renewed again (the cancelled one no longer names it). Only a renewal still
// waiting moves. It needs no authorization engine, so the engine's origins may reach it. A
// contract terminated while its renewal waits withdraws that renewal as a rejection would, and
// the step waiting in the flow with it.

const waitingRenewal = (id_renovacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_contrato_anterior: string; id_contrato: string; id_empleado: number | string; f_inicio: string; f_fin: string | null }>`
      SELECT r.id_contrato_anterior, r.id_contrato, c.id_empleado, ${dateTextSql(sql, "c.f_inicio")} AS f_inicio, ${dateTextSql(sql, "c.f_fin")} AS f_fin
      FROM renovaciones_contratos r JOIN contratos c ON c.id_contrato = r.id_contrato
      WHERE r.id_renovacion = ${id_renovacion} AND r.estado = 'En autorización'`
    return row
  })

const instant = Effect.map(Now, (now) => new Date(now()).toISOString())

/** The last approval (or no flow at all): the previous contract Renovado, the new one Vigente. */
export const completeRenewal = (id_renovacion: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const renewal = yield* waitingRenewal(id_renovacion)
    if (renewal === undefined) return
    const at = yield* instant
    const moved = yield* sql`UPDATE contratos SET estado = 'Renovado', f_modificacion = ${at}
      WHERE id_contrato = ${renewal.id_contrato_anterior} AND estado = 'Vigente' RETURNING id_contrato`
    if (moved.length === 0) return yield* refuse(409, contractMessages.anteriorNoVigente)
    // Another contract of the person may have become Vigente while the renewal waited.
    yield* checkOverlap(Number(renewal.id_empleado), { id_contrato: renewal.id_contrato, estado: "Borrador", f_inicio: renewal.f_inicio, f_fin: renewal.f_fin }, "f_fin")
    yield* sql`UPDATE contratos SET estado = 'Vigente', f_modificacion = ${at} WHERE id_contrato = ${renewal.id_contrato} AND estado = 'Borrador'`
    yield* sql`UPDATE renovaciones_contratos SET estado = 'Autorizada', f_modificacion = ${at} WHERE id_renovacion = ${id_renovacion}`
  })

/** A rejection: the new contract Cancelado, unlinked from the previous one, which is untouched. */
export const rejectRenewal = (id_renovacion: number, comentario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const renewal = yield* waitingRenewal(id_renovacion)
    if (renewal === undefined) return
    const at = yield* instant
    yield* sql`UPDATE contratos SET estado = 'Cancelado', id_contrato_anterior = NULL, f_modificacion = ${at}
      WHERE id_contrato = ${renewal.id_contrato} AND estado = 'Borrador'`
    yield* sql`UPDATE renovaciones_contratos SET estado = 'Rechazada', comentario_rechazo = ${comentario.slice(0, 500)}, f_modificacion = ${at}
      WHERE id_renovacion = ${id_renovacion}`
  })

/** The renewal of `id_contrato` still waiting, ended as rejected with `comentario` and its waiting step withdrawn. */
export const withdrawRenewalOf = (id_contrato: string, comentario: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ id_renovacion: number | string }>`
      SELECT id_renovacion FROM renovaciones_contratos WHERE id_contrato_anterior = ${id_contrato} AND estado = 'En autorización'`
    if (row === undefined) return
    const id_renovacion = Number(row.id_renovacion)
    yield* rejectRenewal(id_renovacion, comentario)
    yield* withdrawWaiting(renewalOrigin, id_renovacion)
  })
