import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { containsPattern, foldSql } from "../../domain/records/fold"
import { type HandlerContext, ok, principalOf } from "../http/handler"
import { scopeCondition } from "../records/queries"
import { numberedNameSql } from "../records/person-name"

/**
 * Up to 20 active people of the caller's work centres whose "No. - Nombre" holds the text
 * (folded: no accents, no case), as {id, label} options: the person pickers of the movements and
 * of the competencies ask the same.
 */
export const activePeopleMatching = (buscar: string | undefined, context: HandlerContext) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const principal = yield* principalOf(context)
    const term = (buscar ?? "").trim()
    const name = numberedNameSql("e")
    const search = term === "" ? sql.literal("1=1") : sql`${sql.literal(foldSql(name))} LIKE ${containsPattern(term)} ESCAPE ${sql.literal("'\\'")}`
    const rows = yield* sql<{ id_empleado: number | string; label: string }>`
      SELECT e.id_empleado, ${sql.literal(name)} AS label FROM empleados e
      WHERE e.activo = '1' AND ${scopeCondition(sql, "centro_trabajo", "e.id_centro_trabajo", principal)} AND ${search}
      ORDER BY e.apellido_paterno, e.apellido_materno, e.nombre, e.id_empleado LIMIT 20`
    return ok(rows.map((r) => ({ id: String(r.id_empleado), label: r.label })))
  })
