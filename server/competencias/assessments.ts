import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { assessmentMessages, competencyAssessments, competencyAssessmentsEndpoints } from "../../domain/competencias/assessments"
import { refuse } from "../http/failure"
import { todayInMexico } from "../organizacion/in-force"
import type { RequestOf } from "../../domain/records/descriptor"
import type { RecordTable } from "../records/table"
import { nextSerialKey } from "../records/serial-key"
import { numberedNameSql } from "../records/person-name"

// Evaluaciones de competencia (COM300; descriptor: domain/competencias/assessments.ts).
// The generic handlers list, read, create and export; what is the assessment's own:
// - the history is kept: an update or a delete is refused (409), a correction is a new row;
// - the date is not after today in Mexico City; the competency, the level and the assessor exist;
// - the person is in the caller's centres (the router's scope on id_empleado) and exists;
// - the folio is the table's identity; origen is MANUAL for what this resource records.

const exists = (table: string, column: string, id: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => sql`SELECT 1 AS x FROM ${sql.literal(table)} WHERE ${sql.literal(column)} = ${id}`).pipe(
    Effect.map((rows) => rows.length > 0),
  )

const checkAssessment = (request: RequestOf<typeof competencyAssessments>) =>
  Effect.gen(function* () {
    if (request.f_evaluacion > (yield* todayInMexico)) return yield* refuse(400, assessmentMessages.fechaFutura)
    if (!(yield* exists("empleados", "id_empleado", request.id_empleado))) return yield* refuse(400, assessmentMessages.colaboradorNoExiste)
    if (!(yield* exists("competencias", "id_competencia", request.id_competencia))) return yield* refuse(400, assessmentMessages.competenciaNoExiste)
    if (!(yield* exists("niveles_competencia", "id_nivel", request.id_nivel_evaluado))) return yield* refuse(400, assessmentMessages.nivelNoExiste)
    const evaluador = request.id_evaluador
    if (evaluador !== null && !(yield* exists("empleados", "id_empleado", evaluador))) return yield* refuse(400, assessmentMessages.evaluadorNoExiste)
  })

const historyKept = Effect.fail(refuse(409, assessmentMessages.historial))

export const competencyAssessmentsTable: RecordTable<typeof competencyAssessments> = {
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
    colaborador: numberedNameSql("e"),
    n_competencia: "c.n_competencia",
    n_nivel: "n.n_nivel",
    valor: "n.valor",
    evaluador: numberedNameSql("ev"),
  },
  generatedKey: () => nextSerialKey("evaluaciones_competencia"),
  hooks: {
    beforeWrite: (request, mode) => (mode === "edit" ? historyKept : checkAssessment(request)),
    beforeDelete: () => historyKept,
    toColumns: (request) =>
      Effect.succeed({
        id_empleado: request.id_empleado,
        id_competencia: request.id_competencia,
        id_nivel_evaluado: request.id_nivel_evaluado,
        f_evaluacion: request.f_evaluacion,
        id_evaluador: request.id_evaluador,
        evidencia: request.evidencia,
        origen: "MANUAL",
      }),
  },
}
