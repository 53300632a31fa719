import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { changesSalary, movementMessages, movesPosition } from "../../domain/personal/movimientos-personal-vocabulary"
import { personalMovements, personalMovementsEndpoints } from "../../domain/personal/movimientos-personal"
import type { EntityOf, RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { draftFiniquitoForBaja } from "../finiquitos/solicitud-finiquito-from-baja"
import { applyDueMovement } from "./movimientos-personal-apply"
import { type MovementRequest, checkMovement } from "./movimientos-personal-checks"
import { nextMovementFolio } from "./movimientos-personal-folio"
import { employeeSnapshot, pairsOf, periodicidadLabel, positionInfo, writePairs } from "./movimientos-personal-snapshot"
import { employeeOwnedExpressions, employeeOwnedFrom } from "./employee-owned"

// The movements' RecordTable (descriptor: domain/personal/movimientos-personal.ts). The generic
// handlers list, read, create, update and export; the hooks add what is the movement's own:
// - create and update run the database rules (./movement-checks.ts) and store only the columns
//   the type proposes (a BAJA stores no seat, a salary change no motive de baja);
// - the before/after pairs are taken again after every write;
// - once authorized (its workflow's send, straight on or by the last approval) a due movement
//   is applied in the same transaction.
// Its states (editable while Capturado, sent, cancelled by the delete) are its workflow's.

type Movement = typeof personalMovements

/** The request as the rules read it; in edit the person and the type are the stored ones. */
const movementOf = (request: RequestOf<Movement>, stored: EntityOf<Movement> | undefined): MovementRequest => {
  const tipo = stored?.tipo_movimiento ?? request.tipo_movimiento
  return {
    id_movimiento: stored?.id_movimiento ?? null,
    id_empleado: stored?.id_empleado ?? request.id_empleado,
    tipo_movimiento: tipo,
    f_efectiva: request.f_efectiva,
    id_posicion_nueva: movesPosition(tipo) ? request.id_posicion_nueva || null : null,
    salario_diario_nuevo: changesSalary(tipo) ? request.salario_diario_nuevo : null,
    id_motivo_baja: tipo === "BAJA" ? request.id_motivo_baja : null,
  }
}

/** The before/after pairs of the movement as stored (the platform's read back after the write). */
const refreshPairs = (m: EntityOf<Movement>) =>
  Effect.gen(function* () {
    if (m.id_movimiento === null) return
    const e = yield* employeeSnapshot(m.id_empleado)
    if (e === undefined) return
    const proposal = {
      tipo_movimiento: m.tipo_movimiento,
      id_posicion_nueva: m.id_posicion_nueva || null,
      salario_diario_nuevo: m.salario_diario_nuevo,
      id_periodicidad_nueva: m.id_periodicidad_nueva?.trim() || null,
    }
    const target = proposal.id_posicion_nueva === null ? undefined : yield* positionInfo(proposal.id_posicion_nueva)
    yield* writePairs(m.id_movimiento, pairsOf(e, proposal, target, yield* periodicidadLabel(proposal.id_periodicidad_nueva)))
  })

export const personalMovementsTable: RecordTable<Movement> = {
  descriptor: personalMovements,
  endpoints: personalMovementsEndpoints,
  entity: "movimiento de personal",
  table: "movimientos_personal",
  from: employeeOwnedFrom("movimientos_personal", "LEFT JOIN posiciones pa ON pa.id_posicion = e.id_posicion"),
  expressions: {
    ...employeeOwnedExpressions,
    // The level waiting in the flow (autorizaciones, the authorization engine's steps).
    nivel_actual: "(SELECT MIN(a.nivel) FROM autorizaciones a WHERE a.origen = 'MOV' AND a.id_origen = t.id_movimiento AND a.resultado IS NULL)",
    posicion_actual: "pa.id_posicion || ' · ' || pa.n_posicion",
    salario_actual: "e.salario_diario",
  },
  generatedKey: () => nextMovementFolio,
  hooks: {
    beforeWrite: (request, _mode, stored, ctx) => checkMovement(movementOf(request, stored), ctx.principal),
    toColumns: (request, mode, stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const m = movementOf(request, stored)
        const baja = m.tipo_movimiento === "BAJA"
        const [motive] = baja ? yield* sql<{ causa_imss: string }>`SELECT causa_imss FROM motivos_baja WHERE id_motivo_baja = ${m.id_motivo_baja ?? -1}` : []
        const common = {
          f_efectiva: m.f_efectiva,
          motivo: request.motivo,
          id_posicion_nueva: m.id_posicion_nueva,
          salario_diario_nuevo: m.salario_diario_nuevo,
          id_periodicidad_nueva: changesSalary(m.tipo_movimiento) ? request.id_periodicidad_nueva || null : null,
          id_motivo_baja: m.id_motivo_baja,
          causa_imss: motive?.causa_imss ?? null,
          // A flag on the wire: kept for every type, read only for a BAJA.
          recontratable: request.recontratable === "0" ? "0" : "1",
        }
        return mode === "add" ? { ...common, id_empleado: m.id_empleado, tipo_movimiento: m.tipo_movimiento, estado: "Capturado" } : common
      }),
    afterWrite: (row, mode) => (mode === "delete" ? Effect.void : refreshPairs(row)),
    // Authorized, straight on or by the last approval: applied at once when its date has come.
    // An authorized BAJA also leaves its finiquito drafted (FIN100).
    afterReached: (transition, key) =>
      transition === "enviar-autorizacion"
        ? Effect.andThen(applyDueMovement(Number(key.id_movimiento)), draftFiniquitoForBaja(Number(key.id_movimiento)))
        : Effect.void,
    auditDetail: (stored) => {
      const before = stored.salario_actual
      const after = stored.salario_diario_nuevo
      return before !== null && after !== null && after < before ? movementMessages.reduccionSalario : undefined
    },
  },
}
