import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// The one thing a candidate's hire adds to applying an ALTA (./movement-apply.ts): the applied
// ALTA of a pre-alta makes its candidate Contratado. The seat and the person are the movement's
// own business (occupied and Activo by the same application); the pre-alta reads its state from
// the movement. Idempotent: it changes nothing for a movement of no pre-alta, or not applied yet.

export const markCandidateHired = (idMovimiento: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql`UPDATE candidatos SET estado = 'Contratado'
      WHERE estado <> 'Contratado' AND id_candidato IN (SELECT p.id_candidato FROM pre_altas p
        JOIN movimientos_personal m ON m.id_movimiento = p.id_movimiento
        WHERE p.id_movimiento = ${idMovimiento} AND p.cancelada = '0' AND m.estado = 'Aplicado')`,
  ).pipe(Effect.asVoid)
