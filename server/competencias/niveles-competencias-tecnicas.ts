import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { competencyLevels, competencyLevelsEndpoints, levelMessages } from "../../domain/competencias/niveles-competencias-tecnicas"
import { refuse } from "../http/failure"
import type { RecordTable } from "../records/table"

// Niveles de competencia (COM050): stored as described. What is its own: a value belongs to one
// level (the unique index judges races; this check gives the message), the scale keeps at least
// two levels, and a level a puesto expects is not deleted. Its behavioural descriptors go with it:
// they describe a level that no longer exists.

export const competencyLevelsTable: RecordTable<typeof competencyLevels> = {
  descriptor: competencyLevels,
  endpoints: competencyLevelsEndpoints,
  entity: "nivel de competencia",
  table: "niveles_competencia",
  hooks: {
    beforeWrite: (request) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const taken = yield* sql`SELECT 1 AS x FROM niveles_competencia WHERE valor = ${request.valor} AND id_nivel <> ${request.id_nivel}`
        if (taken.length > 0) return yield* refuse(409, levelMessages.valorRepetido)
      }),
    beforeDelete: (stored) =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // Three rows tell "more than two" without a COUNT, whose type differs between the dialects.
        const some = yield* sql`SELECT 1 AS x FROM niveles_competencia LIMIT 3`
        if (some.length <= 2) return yield* refuse(409, levelMessages.minimoNiveles)
        const used = yield* sql`SELECT 1 AS x FROM puestos_competencias WHERE id_nivel_esperado = ${stored.id_nivel} LIMIT 1`
        if (used.length > 0) return yield* refuse(409, levelMessages.nivelEnUso)
        // The assessments are history (COM300): a level someone was assessed at stays.
        const assessed = yield* sql`SELECT 1 AS x FROM evaluaciones_competencia WHERE id_nivel_evaluado = ${stored.id_nivel} LIMIT 1`
        const needed = yield* sql`SELECT 1 AS x FROM necesidades_capacitacion WHERE id_nivel_esperado = ${stored.id_nivel} OR id_nivel_evaluado = ${stored.id_nivel} LIMIT 1`
        // An operative evaluation of a cycle keeps the levels expected and given then.
        const operative = yield* sql`SELECT 1 AS x FROM eva_evaluaciones_operativas_niveles WHERE id_nivel_esperado = ${stored.id_nivel} OR id_nivel_evaluado = ${stored.id_nivel} LIMIT 1`
        if (assessed.length > 0 || needed.length > 0 || operative.length > 0) return yield* refuse(409, levelMessages.nivelEvaluado)
      }),
    cascade: (stored) =>
      Effect.flatMap(SqlClient.SqlClient, (sql) => sql`DELETE FROM competencias_descriptores WHERE id_nivel = ${stored.id_nivel}`),
  },
}
