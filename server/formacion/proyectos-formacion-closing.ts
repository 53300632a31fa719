import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { courseRecordMessages as m } from "../../domain/formacion/proyectos-formacion-vocabulary"
import { refuse } from "../http/failure"

// FOR160's Cerrar (MODULES-MX §0.1): a course closes only once every Aprobado has its DC-3
// (issued in Formatos DC-3, FOR250). Judged in the transition's transaction, so a DC-3 issued
// meanwhile counts and nothing closes around a missing one.

/** How many of the course's Aprobados have no DC-3 (Cerrar needs none). */
export const dc3Pending = (id_proyecto: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [row] = yield* sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM proyectos_formacion_participantes p
      WHERE p.id_proyecto = ${id_proyecto} AND p.estado = 'Aprobado'
        AND NOT EXISTS (SELECT 1 FROM constancias_dc3 d WHERE d.id_proyecto = p.id_proyecto AND d.id_empleado = p.id_empleado)`
    return Number(row?.n ?? 0)
  })

export const checkDc3sIssued = (id_proyecto: number | null) =>
  Effect.gen(function* () {
    if (id_proyecto === null) return {}
    const pending = yield* dc3Pending(id_proyecto)
    if (pending > 0) return yield* refuse(409, m.sinDc3(pending))
    return {}
  })
