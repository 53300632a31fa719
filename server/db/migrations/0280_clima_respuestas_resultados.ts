import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Clima laboral, the questionnaire (MODULES-MX §4.1–4.2): each anonymous Guía II or III response
// scored when it is finished, so the reports (CLI230) read sums and levels instead of scoring
// every answer again: one row per scope (the final, each category, domain and, in Guía III, each
// dimension) with its value and level (dimensions have none). Like the response it belongs to,
// a row names no person and no link.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE TABLE clima_respuestas_resultados (
    id_respuesta CHAR(36) NOT NULL REFERENCES clima_respuestas (id_respuesta),
    ambito VARCHAR(10) NOT NULL CHECK (ambito IN ('Final', 'Categoría', 'Dominio', 'Dimensión')),
    nombre VARCHAR(100) NOT NULL,
    categoria VARCHAR(100),
    valor INTEGER NOT NULL CHECK (valor >= 0),
    nivel VARCHAR(20),
    PRIMARY KEY (id_respuesta, ambito, nombre),
    CHECK ((ambito = 'Dimensión') = (nivel IS NULL))
  )`
  yield* sql`CREATE INDEX clima_respuestas_resultados_ambito ON clima_respuestas_resultados (ambito, nombre)`
})
