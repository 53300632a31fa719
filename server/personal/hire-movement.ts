import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { personalMovements } from "../../domain/personal/movimientos-personal"
import { stampColumns } from "../records/stamps"
import { employeeSnapshot, pairsOf, periodicidadLabel, positionInfo, writePairs } from "./movimientos-personal-snapshot"
import { nextMovementFolio } from "./movimientos-personal-folio"
import { advanceByServer } from "../records/workflow-advance"
import { asRecordTable } from "../records/table"
import { personalMovementsTable } from "./movimientos-personal"

// The ALTA (or REINGRESO) that a hire by HR records (issue 13 deliverable 7): POST /empleados
// calls recordHire inside its create transaction, after the employee row is stored with
// activo '0' ("Por ingresar") and its position, salary and periodicidad. With no flow for
// MOV_ALTA the movement is authorized and, when f_efectiva has come, applied at once (the
// employee becomes active and the seat occupied); with a flow it waits for its approvers and the
// employee stays "Por ingresar".

export interface HireInput {
  readonly id_empleado: number
  readonly tipo: "ALTA" | "REINGRESO"
  /** The hire date (f_ingreso), yyyy-MM-dd. */
  readonly f_efectiva: string
  readonly motivo?: string
  /** The signed-in user who captured the hire. */
  readonly id_usuario?: string
  /**
   * Authorized by where it comes from instead of the MOV_ALTA flow: the Excel import authorizes
   * the hires of its file itself (server/personal/gestion-personal-import.ts), re-entries included.
   */
  readonly authorized?: boolean
}

export interface HireResult {
  readonly id_movimiento: number
  /** Aplicado (no flow, due), Autorizado (no flow, future date) or En autorización. */
  readonly estado: string
}

export const recordHire = (input: HireInput) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const e = yield* employeeSnapshot(input.id_empleado)
    if (e === undefined) return yield* Effect.dieMessage(`recordHire: employee ${input.id_empleado} is not stored`)
    const { id_movimiento } = yield* nextMovementFolio
    const proposal = {
      tipo_movimiento: input.tipo,
      id_posicion_nueva: e.id_posicion,
      salario_diario_nuevo: e.salario_diario,
      id_periodicidad_nueva: e.id_periodicidad,
    }
    yield* sql`INSERT INTO movimientos_personal ${sql.insert({
      id_movimiento,
      id_empleado: input.id_empleado,
      ...proposal,
      f_efectiva: input.f_efectiva,
      motivo: input.motivo ?? (input.tipo === "ALTA" ? "Alta de personal" : "Reingreso de personal"),
      estado: "Capturado",
      // As every other movement writes it (the create handler, the import): the list's schema
      // reads it as '1' | '0', so a NULL here made Movimientos de personal answer 500.
      recontratable: "1",
      ...(yield* stampColumns(personalMovements, "add", input.id_usuario ?? null)),
    })}`
    const position = e.id_posicion === null ? undefined : yield* positionInfo(e.id_posicion)
    yield* writePairs(id_movimiento, pairsOf(e, proposal, position, yield* periodicidadLabel(e.id_periodicidad)))
    // Its workflow's send, as the server's own act: the MOV_ALTA flow, or authorized by where it comes from.
    const captured = { id_movimiento, id_empleado: input.id_empleado, tipo_movimiento: input.tipo, f_efectiva: input.f_efectiva, estado: "Capturado" }
    const estado = yield* advanceByServer(asRecordTable(personalMovementsTable), "enviar-autorizacion", captured, { ...(input.id_usuario === undefined ? {} : { who: input.id_usuario }), straight: input.authorized === true })
    const result: HireResult = { id_movimiento, estado }
    return result
  })
