import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { type MovementType, movementOrigin, requestTypeOf } from "../../domain/personal/movimientos-personal-vocabulary"
import { startAuthorization } from "../authorizations/engine"
import { Now } from "../clock"
import { authorizeMovement } from "./movimientos-personal-apply"

// Sending a hire's movement to its flow (DOMAIN-MX 4.10, 6) from inside the hire's own request
// (server/personal/hire-movement.ts); a captured movement is sent by its workflow's transition.
// The flow of its request type (MOV_ALTA, MOV_BAJA, MOV_CAMBIO), through the authorization engine. With no flow the movement is
// authorized at once and applied when due; with one, it waits "En autorización" for its
// approvers (the engine records the first level's step; a level with nobody to approve it is a
// 409 and nothing changes).

export type SendOutcome = { readonly kind: "no-flow"; readonly estado: string } | { readonly kind: "pending"; readonly nivel: number }

/** The request type's id for a movement type, by its clave (seeded by migration 0073). */
const requestTypeId = (tipo: MovementType) =>
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
    const started =
      idTipo === undefined
        ? ({ kind: "no-flow" } as const)
        : yield* startAuthorization({ origen: movementOrigin, id_origen: m.id_movimiento, id_tipo_solicitud: idTipo, id_empleado: m.id_empleado, fecha: m.f_efectiva })
    if (started.kind === "no-flow") {
      yield* authorizeMovement(m.id_movimiento)
      const [r] = yield* sql<{ estado: string }>`SELECT estado FROM movimientos_personal WHERE id_movimiento = ${m.id_movimiento}`
      return { kind: "no-flow", estado: r?.estado ?? "Autorizado" } as SendOutcome
    }
    yield* sql`UPDATE movimientos_personal SET estado = 'En autorización', f_modificacion = ${new Date((yield* Now)()).toISOString()}
      WHERE id_movimiento = ${m.id_movimiento}`
    return { kind: "pending", nivel: started.nivel } as SendOutcome
  })
