import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

// Clima laboral, CLI220's Guía I panel: the confidential follow-up of a worker the Guía I refers
// to a clinical evaluation: to whom (an institution or a professional), when, and how it stands.
// It lives on the nominal Guía I row, which only administrators holding CLI220 read.

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE clima_guia_i ADD COLUMN canalizado_a VARCHAR(150)`
  yield* sql`ALTER TABLE clima_guia_i ADD COLUMN f_canalizacion DATE`
  yield* sql`ALTER TABLE clima_guia_i ADD COLUMN estado_seguimiento VARCHAR(12) NOT NULL DEFAULT 'Pendiente' CHECK (estado_seguimiento IN ('Pendiente', 'Canalizado', 'Atendido'))`
})
