import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type MovementType, requestTypeOf } from "../../domain/personal-movements"
import { Now } from "../clock"
import { authorizeMovement } from "./movement-apply"

// Sending a movement to its flow (DOMAIN-MX 4.10, 6): the flow of its request type (MOV_ALTA,
// MOV_BAJA, MOV_CAMBIO). With no flow the movement is authorized at once and applied when due;
// with one, it waits "En autorización" for its approvers.

export type SendOutcome = { readonly kind: "no-flow"; readonly estado: string } | { readonly kind: "pending"; readonly nivel: number }

/** The request type's id for a movement type, by its clave (seeded by migration 0073). */
export const requestTypeId = (tipo: MovementType) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [r] = yield* sql<{ id_tipo_solicitud: number | string }>`SELECT id_tipo_solicitud FROM tipos_solicitud WHERE clave = ${requestTypeOf(tipo)}`
    return r === undefined ? undefined : Number(r.id_tipo_solicitud)
  })

/** Sends a Capturado movement to authorization, inside the caller's transaction. */
export const sendMovement = (m: { readonly id_movimiento: number; readonly id_empleado: number; readonly tipo_movimiento: MovementType; readonly f_efectiva: string }) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const idTipo = yield* requestTypeId(m.tipo_movimiento)
    const flow = idTipo === undefined ? [] : yield* sql`SELECT 1 AS x FROM flujos_autorizacion WHERE id_tipo_solicitud = ${idTipo}`
    if (flow.length === 0) {
      yield* authorizeMovement(m.id_movimiento)
      const [r] = yield* sql<{ estado: string }>`SELECT estado FROM movimientos_personal WHERE id_movimiento = ${m.id_movimiento}`
      return { kind: "no-flow", estado: r?.estado ?? "Autorizado" } as SendOutcome
    }
    yield* sql`UPDATE movimientos_personal SET estado = 'En autorización', f_modificacion = ${new Date((yield* Now)()).toISOString()}
      WHERE id_movimiento = ${m.id_movimiento}`
    return { kind: "pending", nivel: 0 } as SendOutcome
  })
