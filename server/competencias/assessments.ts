import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { assessmentMessages, competencyAssessments, competencyAssessmentsEndpoints } from "../../domain/records/competencias/assessments"
import { Now } from "../clock"
import { ApiFailure } from "../http/failure"
import { todayInMexico } from "../organization/in-force"
import type { RecordTable, Row } from "../records/table"

// Evaluaciones de competencia (COM300; descriptor: domain/records/competencias/assessments.ts).
// The generic handlers list, read, create and export; what is the assessment's own:
// - the history is kept: an update or a delete is refused (409), a correction is a new row;
// - the date is not after today in Mexico City; the competency, the level and the assessor exist;
// - the person is in the caller's centres (the router's scope on id_empleado) and exists;
// - the folio is the table's identity; origen is MANUAL for what this resource records.

const refuse = (status: number, message: string) => new ApiFailure({ status, message })

export const personName = (alias: string) =>
  `COALESCE(${alias}.num_empleado, '') || ' - ' || ${alias}.nombre || ' ' || ${alias}.apellido_paterno || COALESCE(' ' || ${alias}.apellido_materno, '')`

/** The next folio: the identity's sequence on PostgreSQL, the next integer on SQLite (one writer). */
const nextAssessment = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [row] = yield* sql.onDialectOrElse({
    pg: () => sql<{ n: number | string }>`SELECT nextval(pg_get_serial_sequence('evaluaciones_competencia', 'id_evaluacion')) AS n`,
    orElse: () => sql<{ n: number | string }>`SELECT COALESCE(MAX(id_evaluacion), 0) + 1 AS n FROM evaluaciones_competencia`,
  })
  return { id_evaluacion: Number(row?.n) }
})

const exists = (table: string, column: string, id: unknown) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM ${sql.literal(table)} WHERE ${sql.literal(column)} = ${Number(id)}`).pipe(
    Effect.map((rows) => rows.length > 0),
  )

const checkAssessment = (request: Row) =>
  Effect.gen(function* () {
    if (String(request.f_evaluacion) > (yield* todayInMexico)) return yield* refuse(400, assessmentMessages.fechaFutura)
    if (!(yield* exists("empleados", "id_empleado", request.id_empleado))) return yield* refuse(400, assessmentMessages.colaboradorNoExiste)
    if (!(yield* exists("competencias", "id_competencia", request.id_competencia))) return yield* refuse(400, assessmentMessages.competenciaNoExiste)
    if (!(yield* exists("niveles_competencia", "id_nivel", request.id_nivel_evaluado))) return yield* refuse(400, assessmentMessages.nivelNoExiste)
    const evaluador = request.id_evaluador
    if (evaluador !== null && evaluador !== undefined && !(yield* exists("empleados", "id_empleado", evaluador))) return yield* refuse(400, assessmentMessages.evaluadorNoExiste)
  })

const historyKept = Effect.fail(refuse(409, assessmentMessages.historial))

export const competencyAssessmentsTable: RecordTable = {
  descriptor: competencyAssessments,
  endpoints: competencyAssessmentsEndpoints,
  entity: "evaluación de competencia",
  table: "evaluaciones_competencia",
  from: `evaluaciones_competencia t
    JOIN empleados e ON e.id_empleado = t.id_empleado
    JOIN competencias c ON c.id_competencia = t.id_competencia
    JOIN niveles_competencia n ON n.id_nivel = t.id_nivel_evaluado
    LEFT JOIN empleados ev ON ev.id_empleado = t.id_evaluador`,
  expressions: {
    colaborador: personName("e"),
    n_competencia: "c.n_competencia",
    n_nivel: "n.n_nivel",
    valor: "n.valor",
    evaluador: personName("ev"),
  },
  generatedKey: () => nextAssessment,
  hooks: {
    beforeWrite: (request, mode) => (mode === "edit" ? historyKept : checkAssessment(request)),
    beforeDelete: () => historyKept,
    toColumns: (request, _mode, _stored, ctx) =>
      Effect.gen(function* () {
        const now = yield* Now
        return {
          id_empleado: request.id_empleado,
          id_competencia: request.id_competencia,
          id_nivel_evaluado: request.id_nivel_evaluado,
          f_evaluacion: request.f_evaluacion,
          id_evaluador: request.id_evaluador ?? null,
          evidencia: request.evidencia ?? null,
          origen: "MANUAL",
          id_usuario_alta: ctx.principal.id_usuario,
          f_alta: new Date(now()).toISOString(),
        }
      }),
  },
}
