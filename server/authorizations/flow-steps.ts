import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { fullNameSql } from "../records/person-name"

// A request's flow as its detail dialog shows it (a loan's, an aid's "Ver"): each step's level,
// approver, decision, day and comment, oldest first.

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v).trim())

export interface FlowStep {
  readonly nivel: number
  readonly autorizador: string
  readonly resultado: "A" | "R" | null
  readonly fecha: string | null
  readonly comentario: string | null
}

export const flowSteps = (origen: string, id_origen: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const steps = yield* sql<Record<string, unknown>>`
      SELECT a.nivel, ${sql.literal(fullNameSql("e"))} AS autorizador, a.resultado, a.fecha, a.comentario
      FROM autorizaciones a JOIN empleados e ON e.id_empleado = a.id_autorizador
      WHERE a.origen = ${origen} AND a.id_origen = ${id_origen} ORDER BY a.id_autorizacion`
    return steps.map((s): FlowStep => ({
      nivel: Number(s.nivel),
      autorizador: String(s.autorizador),
      resultado: s.resultado === "A" || s.resultado === "R" ? s.resultado : null,
      fecha: text(s.fecha),
      comentario: text(s.comentario),
    }))
  })
