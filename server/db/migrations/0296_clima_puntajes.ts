import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Clima laboral, CLI230: each anonymous response's scores (the calificación final, then its
// categories, domains and, in Guía III, dimensions, in the instrument's order, as comma-separated
// integers), computed once with the domain's scoring (domain/rules/nom035-scoring.ts) when the
// questionnaire stores the answer (closing the project scores any answer still without them).
// Results of 20,000 answers then read one short row per answer instead of 72 item rows. Keyed by the response's random id: it holds no
// more about a person than clima_respuestas does.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE clima_puntajes (
    id_respuesta CHAR(36) PRIMARY KEY REFERENCES clima_respuestas (id_respuesta),
    id_proyecto INTEGER NOT NULL REFERENCES proyectos_clima (id_proyecto),
    puntajes VARCHAR(400) NOT NULL
  )`
  yield* sql`CREATE INDEX clima_puntajes_proyecto ON clima_puntajes (id_proyecto)`
})
