import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { surveySections } from "../../../domain/formacion/proyecto-encuesta-opinion-vocabulary"

// FOR650 at a large employer: Reporte de encuestas summed every stored value of every answer
// (320,000 rows at the scale seed) on each read, 1.7–4.3 s. Each survey now keeps, per section
// of its instrument, the scale values answered, their sum, the favourable ones (4 and 5) and the
// comments written, moved in the transaction that stores an answer, so the report reads a few
// rows per survey. Anonymous as the answers: counts per survey, never per person. The answers
// stored before this are counted here once.

const list = (values: ReadonlyArray<string>): string => values.map((v) => `'${v}'`).join(", ")

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql.unsafe(`CREATE TABLE encuestas_opinion_secciones (
    id_proyecto INTEGER NOT NULL REFERENCES encuestas_opinion (id_proyecto),
    seccion VARCHAR(20) NOT NULL CHECK (seccion IN (${list(surveySections)})),
    valores INTEGER NOT NULL DEFAULT 0 CHECK (valores >= 0),
    suma INTEGER NOT NULL DEFAULT 0 CHECK (suma >= 0),
    favorables INTEGER NOT NULL DEFAULT 0 CHECK (favorables >= 0 AND favorables <= valores),
    comentarios INTEGER NOT NULL DEFAULT 0 CHECK (comentarios >= 0),
    PRIMARY KEY (id_proyecto, seccion)
  )`)
  // The report's favourable answers are those from 4 (domain favourableFrom, as of this migration).
  yield* sql`INSERT INTO encuestas_opinion_secciones (id_proyecto, seccion, valores, suma, favorables, comentarios)
    SELECT r.id_proyecto, q.seccion, COUNT(v.valor), COALESCE(SUM(v.valor), 0),
      SUM(CASE WHEN v.valor >= 4 THEN 1 ELSE 0 END),
      SUM(CASE WHEN v.comentario IS NOT NULL AND TRIM(v.comentario) <> '' THEN 1 ELSE 0 END)
    FROM encuestas_opinion_respuestas r
    JOIN encuestas_opinion t ON t.id_proyecto = r.id_proyecto
    JOIN encuestas_opinion_valores v ON v.id_respuesta = r.id_respuesta
    JOIN instrumentos_opinion_preguntas q ON q.id_instrumento = t.id_instrumento AND q.id_pregunta = v.id_pregunta
    GROUP BY r.id_proyecto, q.seccion`
})
